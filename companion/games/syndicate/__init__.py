"""Syndicate (PDU Games, draft rules), registered with the engine."""

from ...engine import register
from .game import Syndicate

SYNDICATE = register(Syndicate())
