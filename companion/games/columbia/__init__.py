"""BioShock Infinite: The Siege of Columbia (2 players, or 4 in two teams)."""

from ...engine import register
from .game import Columbia

COLUMBIA = register(Columbia())
