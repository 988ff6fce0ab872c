"""The Infiltration table state: dials, the facility's room slots, operatives, NPCs, items, scoring."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field, computed_field

from ...engine import BaseState
from ...i18n import N_
from .board import DF_TOKENS_IN_BOX, INTERFACE_TOKENS, ITEM_CARDS, LAB_TECH_TOKENS, SPECIAL_CARDS, NpcCard
from .effects import Effect, OwedChoice, RoomFace

__all__ = ["RoomFace"]


ItemDestination = Literal["discard", "hand", "box", "room"]
ITEM_DESTINATIONS: dict[str, str] = {
    "discard": N_("to the item discard pile"),
    "hand": N_("back to the hand"),
    "box": N_("back to the box"),
    "room": N_("stays in the room"),
}


class ItemText(BaseModel):
    """What an item card does, as the table reads it the first time it is played (nothing here is shipped):
    its effects (``ACTING``: the operative playing it, ``HERE``: its room) and where the card goes after
    (RS l.83-85); ``notes`` keeps any text the effects cannot say, shown to confirm."""

    effects: list[Effect] = Field(default_factory=list, max_length=8)
    goes: ItemDestination = "discard"
    notes: str = Field(default="", max_length=500)


class RoomSlot(BaseModel):
    label: str
    floor: str  # "first", "second", "any" (Labyrinthian) or "secret"
    face: RoomFace | None = None  # None while face down
    df_available: int = 0
    interface_token: bool = False
    lab_worker: bool = False
    tech_lock: bool = False
    npcs: list[NpcCard] = Field(default_factory=list)
    items: list[str] = Field(default_factory=list)

    @property
    def revealed(self) -> bool:
        return self.face is not None

    @property
    def name(self) -> str:
        return self.face.name if self.face else f"{self.label} (face down)"


class Operative(BaseModel):
    name: str
    player: int
    room: int = 0
    status: str = "inside"  # inside | escaped | eliminated
    wounded: bool = False
    delayed: bool = False
    df_tokens: int = 0
    specials: list[str] = Field(default_factory=list)
    items: list[str] = Field(default_factory=list)  # the item cards in hand (UNNAMED_ITEM where not told)
    selected: str | None = None  # the card chosen this round (hidden on the table)
    resolved: bool = False
    flip: int = 0  # order in which the card was flipped this round (1-based; 0 = not yet)

    @property
    def inside(self) -> bool:
        return self.status == "inside"


class ScoreLine(BaseModel):
    """One line of the final ranking: a player (or operative) with the numbers behind it."""

    place: int
    who: str
    total: int | None
    tokens: int
    prototypes: int
    blackmail: bool
    reason: str


class InfiltrationState(BaseState):
    proximity: int = 0
    alarm: int = 0
    rooms: list[RoomSlot]
    operatives: list[Operative]
    first_player: int = 0
    first_player_chosen: bool = False
    df_in_box: int = 0  # removed from the game (Tyrone Kent)
    npc_box: list[str] = Field(default_factory=list)
    item_deck: int = ITEM_CARDS
    item_discard: int = 0
    drafted: bool = False  # Item Draft done
    downloaded_rooms: list[int] = Field(default_factory=list)  # rooms whose first Download is used
    flips: int = 0
    npc_log: list[str] = Field(default_factory=list)
    last_roll: int | None = None
    df_values: dict[int, list[int]] = Field(default_factory=dict)
    score_modifiers: dict[int, int] = Field(default_factory=dict)  # what cards add to an escaped total
    security_log: list[str] = Field(default_factory=list)
    ranking: list[ScoreLine] = Field(default_factory=list)
    choices_owed: list[OwedChoice] = Field(default_factory=list)  # texts waiting for an operative
    draft_pass: int = 0  # the Item Draft's pass under way (1-3; 0: not begun or over)
    draft_hands: list[list[str]] = Field(default_factory=list)  # each operative's 4 cards this pass
    draft_keeps: dict[int, list[int]] = Field(default_factory=dict)  # this pass's picks (shown to nobody)
    item_texts: dict[str, ItemText] = Field(default_factory=dict)  # item cards read once, by name

    # -- read-only helpers ---------------------------------------------------------------------
    @computed_field  # type: ignore[prop-decorator]
    @property
    def server_pool(self) -> int:
        """DF tokens left in the server pool: the box's 117 less every token placed, held or boxed."""
        placed = sum(r.df_available for r in self.rooms) + sum(op.df_tokens for op in self.operatives)
        return DF_TOKENS_IN_BOX - placed - self.df_in_box

    @computed_field  # type: ignore[prop-decorator]
    @property
    def token_supply(self) -> dict[str, int]:
        """Tokens left in the supply: the box's 13 interface and 13 lab worker / tech lock tokens less those
        on rooms (a lab worker and a tech lock are two sides of one token)."""
        interface = sum(r.interface_token for r in self.rooms)
        lab_tech = sum(r.lab_worker + r.tech_lock for r in self.rooms)
        return {"interface": INTERFACE_TOKENS - interface, "lab worker / tech lock": LAB_TECH_TOKENS - lab_tech}

    @computed_field  # type: ignore[prop-decorator]
    @property
    def specials_supply(self) -> dict[str, int]:
        """Special cards still in the supply: the box's count less those operatives hold."""
        return {name: n - sum(op.specials.count(name) for op in self.operatives) for name, n in SPECIAL_CARDS.items()}

    @property
    def two_player(self) -> bool:
        return len(self.player_names) == 2

    def npc_room(self, name: str) -> int | None:
        return next((i for i, r in enumerate(self.rooms) if any(n.name == name for n in r.npcs)), None)

    def room_named(self, name: str) -> int | None:
        wanted = name.strip().lower()
        return next((i for i, r in enumerate(self.rooms) if r.face and r.face.name.strip().lower() == wanted), None)

    def inside(self) -> list[int]:
        return [i for i, op in enumerate(self.operatives) if op.inside]

    def seat_order(self) -> list[int]:
        """Players clockwise from the first player."""
        n = len(self.player_names)
        return [(self.first_player + k) % n for k in range(n)]
