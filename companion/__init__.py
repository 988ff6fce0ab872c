"""Table Companion: a Flet app beside three physical board games."""

__version__ = "0.1.0"
