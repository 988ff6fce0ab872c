"""The content library: shipped game content plus what the player entered from the box."""

from .library import ContentEntry, ContentError, ContentLibrary

__all__ = ["ContentEntry", "ContentError", "ContentLibrary"]
