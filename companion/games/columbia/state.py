"""The table state of a Siege of Columbia game, and read-only questions about it.

Players own units and structures; factions (Founders, Vox Populi) own VP, the leader card, the
reference sheet of upgrades and the upgrade count (teammates share them in a 4-player game).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from ...engine import BaseState
from .content import FACTIONS, CardAbility, Faction, Pool, SkyLine, Territory, TimelineStep, VpCheck, WorldEventEntry

UnitKind = Literal["leader", "special", "common"]
StructureKind = Literal["stronghold", "turret", "alarm"]
ValueKind = Literal["influence", "combat", "eagles"]
SKY_LEADERS = ("Songbird", "Airship")
TURN_STEPS = ("produce", "build", "move", "combat")


class Unit(BaseModel):
    id: int
    owner: int
    kind: UnitKind
    name: str = ""

    def label(self) -> str:
        return self.name or self.kind


class Structure(BaseModel):
    owner: int
    kind: StructureKind


class Token(BaseModel):
    """A territory token: face down until fought; its total and reward are entered when revealed."""

    revealed: bool = False
    total: int | None = None
    eagles: int | None = None


class Location(BaseModel):
    number: int
    name: str
    territory: str
    destroyed: bool = False
    units: list[Unit] = Field(default_factory=list)
    structure: Structure | None = None
    token: Token | None = None


class Player(BaseModel):
    name: str
    colour: str
    faction: Faction
    eagles: int = 0
    hand: int = 5
    deck: int = 25
    discard: int = 0


class CardUpgrades(BaseModel):
    """One row of the reference sheet: key unlocked, and +0/+1/+2 on each value."""

    key: bool = False
    influence: int = 0
    combat: int = 0
    eagles: int = 0


class Leader(BaseModel):
    """A faction's leader card (``faction``: whose card it is, None when typed without one)."""

    name: str
    ability: str = ""
    unit_discount: int = 0
    structure_discount: int = 0
    faction: Faction | None = None


class FactionState(BaseModel):
    leader: Leader
    sheet: dict[str, CardUpgrades] = Field(default_factory=dict)
    upgrades: int = 0
    pending_upgrades: int = 0


class VpCard(BaseModel):
    name: str
    condition: str = ""
    vp: int | None = None
    claimed_by: Faction | None = None
    check: VpCheck | None = None
    team: bool = False


class Elizabeth(BaseModel):
    """Off the board, travelling with Booker, or left at a location; ``holder`` is kept equal to
    :func:`elizabeth_holder` after every command (the faction controlling her location)."""

    where: Literal["off", "with_booker", "left"] = "off"
    location: int | None = None
    holder: Faction | None = None


class VoteRecord(BaseModel):
    total: int
    booker: int
    passed: bool
    first_player: int


class ColumbiaState(BaseState):
    players: list[Player]
    turn_track: list[int]
    factions: dict[Faction, FactionState]
    locations: list[Location]
    territories: list[Territory]
    adjacency: list[tuple[int, int]] | None = None
    skylines: list[SkyLine] = Field(default_factory=list)
    pools: dict[str, Pool] = Field(default_factory=dict)
    destruction_markers: int | None = None
    dice: dict[str, list[int | str]] = Field(default_factory=dict)
    card_values: dict[str, dict[str, int]] = Field(default_factory=dict)
    timeline_name: str = ""
    timeline: list[TimelineStep] = Field(default_factory=list)
    elizabeth_step: int = 0
    elizabeth: Elizabeth = Field(default_factory=Elizabeth)
    booker: int | None = None
    first_player: int = 0
    turn: int = 0
    moved: list[int] = Field(default_factory=list)
    event_deck: int = 15
    event: WorldEventEntry | None = None
    vote: VoteRecord | None = None
    outage_round: int | None = None
    vp_deck: int = 15
    vp_cards: list[VpCard] = Field(default_factory=list)
    vp_card_due: bool = True
    territory_holder: dict[str, Faction] = Field(default_factory=dict)
    next_unit_id: int = 1
    eliminated: list[int] = Field(default_factory=list)
    abilities: dict[str, CardAbility] = Field(default_factory=dict)
    card_steps: list[str] = Field(default_factory=list)


# -- read-only questions ---------------------------------------------------------------------


def loc(state: ColumbiaState, number: int) -> Location:
    return state.locations[number - 1]


def place_name(state: ColumbiaState, number: int) -> str:
    """A location as players say it: its number and name ("9 Garden of New Eden")."""
    if not 1 <= number <= len(state.locations):
        return f"location {number}"
    return f"{number} {state.locations[number - 1].name}"


def faction_of(state: ColumbiaState, player: int) -> Faction:
    return state.players[player].faction


def opponent(faction: Faction) -> Faction:
    return "vox" if faction == "founders" else "founders"


def turn_order(state: ColumbiaState) -> list[int]:
    """Player indices in turn order, starting with the first player."""
    track = state.turn_track
    start = track.index(state.first_player)
    return track[start:] + track[:start]


def active_player(state: ColumbiaState) -> int:
    return turn_order(state)[state.turn]


def unit_faction(state: ColumbiaState, unit: Unit) -> Faction:
    return faction_of(state, unit.owner)


def faction_units(state: ColumbiaState, where: Location, faction: Faction) -> list[Unit]:
    return [u for u in where.units if unit_faction(state, u) == faction]


def factions_present(state: ColumbiaState, where: Location) -> set[Faction]:
    found = {unit_faction(state, u) for u in where.units}
    if where.structure:
        found.add(faction_of(state, where.structure.owner))
    return found


def contested(state: ColumbiaState, where: Location) -> bool:
    """Both factions there, or units facing an unbeaten token (reading A10)."""
    return len(factions_present(state, where)) > 1 or (where.token is not None and bool(where.units))


def controls(state: ColumbiaState, faction: Faction, where: Location) -> bool:
    """Whether ``faction`` controls ``where`` (setting contested_control, reading A10)."""
    if where.destroyed or faction not in factions_present(state, where):
        return False
    return state.options.get("contested_control") == "literal" or not contested(state, where)


def controlling_players(state: ColumbiaState, where: Location, faction: Faction) -> list[int]:
    """The teammate(s) of ``faction`` with the most units and structures there (4p control)."""
    counts: dict[int, int] = {}
    for i, p in enumerate(state.players):
        if p.faction != faction:
            continue
        mine = sum(
            1 for u in where.units if u.owner == i or (u.name in SKY_LEADERS and unit_faction(state, u) == faction)
        )
        mine += 1 if where.structure and where.structure.owner == i else 0
        counts[i] = mine
    best = max(counts.values(), default=0)
    return [i for i, n in counts.items() if n == best and n > 0]


def pending_combats(state: ColumbiaState) -> list[int]:
    """Locations where the active faction still has a combat to fight (enemy, token, aggressive Booker)."""
    faction = faction_of(state, active_player(state))
    out = []
    for where in state.locations:
        mine = [u for u in where.units if unit_faction(state, u) == faction]
        if not mine:
            continue
        booker = (
            state.booker == where.number
            and state.event is not None
            and state.event.aggressive
            and any(u.id in state.moved for u in mine)
        )
        if contested(state, where) or booker:
            out.append(where.number)
    return out


def adjacent(state: ColumbiaState, a: int, b: int) -> bool | None:
    """True/False from the board entered in box setup; None while the adjacency is unknown."""
    if state.adjacency is None:
        return None
    return (a, b) in state.adjacency or (b, a) in state.adjacency


def territory_vp(state: ColumbiaState, faction: Faction) -> int:
    return sum(t.vp or 0 for t in state.territories if state.territory_holder.get(t.id) == faction)


def card_vp(state: ColumbiaState, faction: Faction) -> int:
    return sum(c.vp or 0 for c in state.vp_cards if c.claimed_by == faction)


def vp(state: ColumbiaState, faction: Faction) -> int:
    return territory_vp(state, faction) + card_vp(state, faction)


def pieces_of(state: ColumbiaState, player: int) -> int:
    units = sum(1 for where in state.locations for u in where.units if u.owner == player)
    return units + sum(1 for where in state.locations if where.structure and where.structure.owner == player)


def find_unit(state: ColumbiaState, unit_id: int) -> tuple[Location, Unit] | None:
    for where in state.locations:
        for unit in where.units:
            if unit.id == unit_id:
                return where, unit
    return None


def unit_at(state: ColumbiaState, unit_id: int) -> tuple[Location, Unit]:
    """Where a unit a command has already checked stands, and the unit."""
    found = find_unit(state, unit_id)
    if found is None:
        raise ValueError(f"no unit {unit_id} on the board")
    return found


def upgrades_active(state: ColumbiaState) -> bool:
    """False during a round whose passed Power Outage switched upgrades off."""
    return state.outage_round != state.round


def sheet_row(state: ColumbiaState, faction: Faction, card: str) -> CardUpgrades:
    return state.factions[faction].sheet.get(card, CardUpgrades())


def key_unlocked(state: ColumbiaState, faction: Faction, card: str) -> bool:
    row = sheet_row(state, faction, card)
    if not row.key:
        return False
    return upgrades_active(state) or state.options.get("power_outage_keys") == "kept"


def card_bonus(state: ColumbiaState, faction: Faction, card: str, value: ValueKind) -> int:
    """The +1/+2 a faction's sheet adds to one value of a card type (0 under Power Outage)."""
    if not card or not upgrades_active(state):
        return 0
    return int(getattr(sheet_row(state, faction, card), value))


def upgrade_lead(state: ColumbiaState, faction: Faction) -> int:
    return state.factions[faction].upgrades - state.factions[opponent(faction)].upgrades


def is_team_game(state: ColumbiaState) -> bool:
    return len(state.players) == 4


def elizabeth_location(state: ColumbiaState) -> int | None:
    if state.elizabeth.where == "with_booker":
        return state.booker
    return state.elizabeth.location if state.elizabeth.where == "left" else None


def elizabeth_holder(state: ColumbiaState) -> Faction | None:
    """The faction holding Elizabeth: whoever controls the location she was left on (rules summary
    §Combating Booker l.204: "under the control of the player who controls her location")."""
    if state.elizabeth.where != "left" or state.elizabeth.location is None:
        return None
    if not 1 <= state.elizabeth.location <= len(state.locations):
        return None
    where = loc(state, state.elizabeth.location)
    return next((f for f in FACTIONS if controls(state, f, where)), None)
