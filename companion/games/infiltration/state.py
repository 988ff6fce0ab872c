"""The Infiltration table state: dials, the facility's room slots, operatives, NPCs, scoring.

Room slots are indexed 0..11 along the path (slot 0 is the entry room) and 12 is the secret
room, which is not adjacent to any other slot (infiltration-rules-summary.txt §SECRET ROOM).
"""

from __future__ import annotations

from pydantic import BaseModel, Field

from ...engine import BaseState

PATH_LENGTH = 12
SECRET = 12
DF_TOKENS_IN_BOX = 117  # infiltration-facts.md §1
PROXIMITY_END = 99
ALARM_MIN, ALARM_MAX = -1, 8
NPC_NAMES = ("CSX-13", "James Harris", "Leah Bailey", "Officer Nelson", "Tyrone Kent")
SPECIAL_CARDS = {"Prototype": 4, "Blackmail File": 1, "Sludge": 1}  # infiltration-facts.md §4
CARDS = ("advance", "retreat", "interface", "download", "extract", "item")


class RoomFace(BaseModel):
    """What the revealed room card shows, as the table reads it (nothing here is shipped)."""

    name: str
    df: int = Field(ge=0, le=20)
    interface: bool = False
    lab_worker_secure: int | None = Field(default=None, ge=0, le=20)
    tech_lock_secure: int | None = Field(default=None, ge=0, le=20)
    notes: str = ""


class NpcCard(BaseModel):
    name: str
    face_up: bool = True


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
    items: list[str] = Field(default_factory=list)  # Specialists: named items dealt at setup
    selected: str | None = None  # the card chosen this round (hidden on the table)
    item_played: str = ""
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
    server_pool: int = DF_TOKENS_IN_BOX
    df_in_box: int = 0  # removed from the game (Tyrone Kent)
    npc_box: list[str] = Field(default_factory=list)
    specials_supply: dict[str, int] = Field(default_factory=lambda: dict(SPECIAL_CARDS))
    downloaded_rooms: list[int] = Field(default_factory=list)  # rooms whose first Download is used
    flips: int = 0
    npc_log: list[str] = Field(default_factory=list)
    last_roll: int | None = None
    df_values: dict[int, list[int]] = Field(default_factory=dict)
    ranking: list[ScoreLine] = Field(default_factory=list)

    # -- read-only helpers ---------------------------------------------------------------------
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
