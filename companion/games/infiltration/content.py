"""Kinds of Infiltration content: shipped where a source gives it, otherwise typed in at the table."""

from __future__ import annotations

from pydantic import BaseModel, Field

from ...content.library import ContentEntry
from .effects import Effect
from .state import ItemDestination


class OperativeEntry(ContentEntry):
    """An operative card and its two Specialists items (RS l.236-250)."""

    specialist_items: list[str] = Field(default_factory=list)


class NpcEntry(ContentEntry):
    """An NPC card: a paraphrase of its text, shown on the table (the behaviour itself is npc.py)."""

    text: str


class RoomEntry(ContentEntry):
    """A room card as far as it is known; unknown numbers stay None until the table types them.

    Its functions (Reveal, Enter, Interface, Download, the tech lock's "destroyed" effect) are typed
    once as effects and applied every time the moment comes; ``notes`` keeps text to confirm by hand.
    """

    floor: str = ""  # first | second | secret | "" unknown
    df: int | None = Field(default=None, ge=0, le=20)
    interface: bool | None = None
    lab_worker_secure: int | None = Field(default=None, ge=0, le=20)
    tech_lock_secure: int | None = Field(default=None, ge=0, le=20)
    notes: str = Field(default="", max_length=500)
    on_reveal: list[Effect] = Field(default_factory=list, max_length=8)
    on_enter: list[Effect] = Field(default_factory=list, max_length=8)
    on_interface: list[Effect] = Field(default_factory=list, max_length=8)
    on_download: list[Effect] = Field(default_factory=list, max_length=8)
    on_advance: list[Effect] = Field(default_factory=list, max_length=8)
    on_retreat: list[Effect] = Field(default_factory=list, max_length=8)
    tech_lock_destroyed: list[Effect] = Field(default_factory=list, max_length=8)


class ItemEntry(ContentEntry):
    """An item card as the table typed it (box setup or its first play): its effects when played and where
    the card goes afterwards (RS l.83-85), remembered by name like a room."""

    effects: list[Effect] = Field(default_factory=list, max_length=8)
    goes: ItemDestination = "discard"
    notes: str = Field(default="", max_length=500)


CONTENT_KINDS: dict[str, type[BaseModel]] = {
    "operatives": OperativeEntry,
    "npcs": NpcEntry,
    "rooms": RoomEntry,
    "items": ItemEntry,
}
