"""Infiltration (Fantasy Flight, 2012): registers the game's definition (see game.py)."""

from ...engine import register
from .game import Infiltration

INFILTRATION = register(Infiltration())
