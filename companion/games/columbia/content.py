"""The kinds of box content The Siege of Columbia needs, as validated library entries.

Shipped entries (``data/columbia/<kind>.json``) hold only what the facts file gives, each with
its source; what no source gives (dice faces, territory VP, adjacency, most cards) the player
enters once in box setup. A new game copies the entries it depends on into its state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal, TypeVar

from pydantic import BaseModel, Field

from ...content.library import ContentEntry
from ...i18n import N_, Phrase

if TYPE_CHECKING:
    from ...content import ContentLibrary

E = TypeVar("E", bound=ContentEntry)
GAME = "columbia"

Faction = Literal["founders", "vox"]
Sign = Literal["+", "-", "?"]
FACTIONS: tuple[Faction, Faction] = ("founders", "vox")
FACTION_NAMES = {"founders": N_("Founders"), "vox": N_("Vox Populi")}
# The pieces by kind, as a player reads them (a named unit reads as its name).
PIECE_NAMES = {
    "stronghold": N_("stronghold"),
    "turret": N_("turret"),
    "alarm": N_("alarm"),
    "leader": N_("leader"),
    "special": N_("special"),
    "common": N_("common"),
}


class DieEntry(ContentEntry):
    """A die's faces (numbers, or the symbol ``"safe"`` on Sky-Line dice); empty = unknown."""

    faces: list[int | str] = Field(default_factory=list)


class Territory(BaseModel):
    id: str
    locations: list[int]
    vp: int | None = None


class LocationInfo(BaseModel):
    number: int
    name: str
    territory: str


class SkyLine(BaseModel):
    """A Sky-Line rail: the locations it stops at in order, and the Sky-Line spaces between each pair."""

    stops: list[int] = Field(min_length=2)
    spaces: list[int] = Field(min_length=1)

    def distance(self, a: int, b: int) -> int | None:
        """Spaces ridden from stop ``a`` to stop ``b`` along this rail (None if either is not a stop)."""
        if a not in self.stops or b not in self.stops or a == b:
            return None
        i, j = sorted((self.stops.index(a), self.stops.index(b)))
        return sum(self.spaces[i:j])


class BoardEntry(ContentEntry):
    """Locations, territories (with VP once entered), blue-border adjacency and Sky-Lines (once entered)."""

    locations: list[LocationInfo]
    territories: list[Territory]
    adjacency: list[tuple[int, int]] | None = None
    skylines: list[SkyLine] = Field(default_factory=list)
    destruction_markers: int | None = Field(default=None, ge=0, le=15)


class Pool(BaseModel):
    """The pieces of one colour in the box: totals, and per kind (leader, special, common, stronghold,
    turret, alarm) once counted in box setup; None = not known."""

    units: int | None = Field(default=None, ge=0, le=40)
    structures: int | None = Field(default=None, ge=0, le=40)
    kinds: dict[str, int] = Field(default_factory=dict)


class PoolEntry(ContentEntry):
    """One colour's pieces (id = the colour: blue, lightblue, red, darkred)."""

    pool: Pool = Field(default_factory=Pool)


class LeaderEntry(ContentEntry):
    faction: Faction
    ability: str
    unit_discount: int = 0
    structure_discount: int = 0


class EventEffect(BaseModel):
    """A World Event or Elizabeth-timeline effect: typed, or free text the table confirms as a step."""

    kind: Literal["upgrades_off", "destroy_location", "eagles_each", "text"] = "text"
    amount: int = Field(default=0, ge=-20, le=20)
    location: int | None = Field(default=None, ge=1, le=15)
    text: str = ""


class WorldEventEntry(ContentEntry):
    """A World Event card: vote sign per faction, Booker's location, symbols, effect."""

    signs: dict[Faction, Sign] | None = None
    booker_location: int | None = None
    aggressive: bool | None = None
    elizabeth: bool | None = None
    effect: str = ""
    upgrades_off: bool = False
    effects: list[EventEffect] = Field(default_factory=list)

    @property
    def complete(self) -> bool:
        """Whether the round can read the card: both factions' signs and Booker's location (1-15)."""
        return (
            self.signs is not None
            and set(self.signs) == set(FACTIONS)
            and self.booker_location is not None
            and 1 <= self.booker_location <= 15
        )


VpCheckKind = Literal["locations", "territories", "upgrades", "destroyed", "elizabeth"]


class VpCheck(BaseModel):
    """A Victory Point card condition the app can check (box-setup content).

    ``locations``: control ``count`` locations (only with a stronghold if ``stronghold``; only in
    ``territory`` if set); ``territories``: hold ``count`` territories' Victory tokens;
    ``upgrades``: the faction has made ``count`` upgrades; ``destroyed``: ``count`` locations are
    destroyed; ``elizabeth``: you hold Elizabeth.
    """

    kind: VpCheckKind
    count: int = Field(default=1, ge=0, le=15)
    stronghold: bool = False
    territory: str | None = None


class VpCardEntry(ContentEntry):
    """A Victory Point card: its condition as printed (paraphrased), and as a check when it has one.

    Without ``check`` the table confirms the condition when claiming (the confirmation is logged).
    """

    condition: str = ""
    vp: int | None = None
    check: VpCheck | None = None

    @property
    def team(self) -> bool:
        """A 'Your faction…' card: teammates meet it together."""
        return self.condition.strip().lower().startswith("your faction")


class TimelineStep(BaseModel):
    text: str
    adds_elizabeth: bool = False
    destroys_her_location: bool = False


class TimelineEntry(ContentEntry):
    """An Elizabeth timeline card; ``retired`` keeps it out of new games (a partial one, once the
    player has entered the full cards)."""

    steps: list[TimelineStep]
    retired: bool = False


EffectKind = Literal[
    "combat_bonus",
    "lone_card_value",
    "extra_dice",
    "upgrades_void",
    "extra_move",
    "draw",
    "eagles",
    "place_unit",
    "remove_unit",
    "discard_opposing",
    "bold",
    "bring_common",
]
Timing = Literal["combat", "produce", "vote", "movement", "refresh"]
DieColour = Literal["white", "blue", "red"]
DIE_COLOUR_NAMES: dict[str, str] = {"white": N_("white"), "blue": N_("blue"), "red": N_("red")}
"""Each combat die's colour in words (translated where shown)."""
EFFECT_WORDS: dict[str, str] = {
    "combat_bonus": N_("+{amount} to the combat total"),
    "lone_card_value": N_("if it is the only card played, its combat value is {amount} (upgrades do not add)"),
    "extra_dice": N_("+{amount} {colour} dice"),
    "upgrades_void": N_("upgrades count for nothing this round"),
    "extra_move": N_("{amount} more moves"),
    "draw": N_("draw {amount} cards"),
    "eagles": N_("+{amount} Silver Eagles"),
    "place_unit": N_("place {amount} units"),
    "remove_unit": N_("remove {amount} units"),
    "discard_opposing": N_("before the dice, {amount} random cards the opponent played are discarded: no effect"),
    "bold": N_(
        "before the dice, with a common unit in the combat, you may add +{amount}; if you then lose, all your "
        "common units there are destroyed instead of one unit"
    ),
    "bring_common": N_("before the dice, you may move {amount} of your common units from anywhere into this location"),
}
BEFORE_DICE: tuple[EffectKind, ...] = ("discard_opposing", "bold", "bring_common")
"""Combat abilities the app carries out before the dice (rulebook combat page l.12-15), with the table's choices."""


class CardEffect(BaseModel):
    """One effect from the small vocabulary, or (``kind`` None) free text the table confirms as a step."""

    kind: EffectKind | None = None
    amount: int = Field(default=0, ge=-20, le=20)
    colour: DieColour | None = None
    when: Literal["always", "attacking", "defending"] = "always"
    text: str = ""

    def words(self) -> str:
        """The effect in English (the log's notes and the CLI)."""
        return str(self.said())

    def said(self) -> Phrase:
        """The effect in each reader's language; free text as the table typed it."""
        said = self._counted() if self.kind is not None else Phrase("{text}", text=self.text)
        if self.when == "attacking":
            return Phrase(N_("{effect} when attacking"), effect=said)
        if self.when == "defending":
            return Phrase(N_("{effect} when defending"), effect=said)
        return said

    def _counted(self) -> Phrase:
        n, colour = self.amount, Phrase(DIE_COLOUR_NAMES[self.colour or "white"])
        if self.kind == "extra_dice" and n < 0:  # an ability that takes dice away
            return Phrase.ngettext("-{n} {colour} die", "-{n} {colour} dice", -n, colour=colour)
        counted = {
            "extra_dice": lambda: Phrase.ngettext("+{n} {colour} die", "+{n} {colour} dice", n, colour=colour),
            "eagles": lambda: Phrase.ngettext("+{n} Silver Eagle", "+{n} Silver Eagles", n),
            "extra_move": lambda: Phrase.ngettext("{n} more move", "{n} more moves", n),
            "draw": lambda: Phrase.ngettext("draw {n} card", "draw {n} cards", n),
            "place_unit": lambda: Phrase.ngettext("place {n} unit", "place {n} units", n),
            "remove_unit": lambda: Phrase.ngettext("remove {n} unit", "remove {n} units", n),
            "discard_opposing": lambda: Phrase.ngettext(
                "before the dice, {n} random card the opponent played is discarded: no effect",
                "before the dice, {n} random cards the opponent played are discarded: no effect",
                n,
            ),
        }.get(str(self.kind))
        return counted() if counted else Phrase(EFFECT_WORDS[str(self.kind)], amount=n, colour=colour)


class CardAbility(BaseModel):
    """An action-card type's special ability: when it applies, whether it starts locked (None: not
    entered yet), whether it acts before the dice of a combat, its effect."""

    name: str = ""
    timing: Timing = "combat"
    starts_locked: bool | None = None
    before_dice: bool = False
    effect: CardEffect = Field(default_factory=CardEffect)


class ActionCardEntry(ContentEntry):
    """An action-card type: a row of the reference sheet (values where known) and its ability."""

    factions: list[Faction] = Field(default_factory=list)
    ability: str = ""
    special: CardAbility | None = None
    influence: int | None = None
    combat: int | None = None
    eagles: int | None = None


def richer(old: E | None, new: E) -> E:
    """``new`` with every value it leaves empty taken from ``old``: a card saved again from the table
    never has less than the library held (effects, condition check, signs...)."""
    if old is None:
        return new
    empty: tuple[object, ...] = (None, "", [], {})
    data = new.model_dump()
    for key, value in old.model_dump().items():
        if data.get(key) in empty and value not in empty:
            data[key] = value
    return type(new).model_validate(data)


def entries_of(library: ContentLibrary, kind: str, model: type[E]) -> list[E]:
    """The library's Columbia entries of ``kind``, typed as their model."""
    return [e for e in library.entries(GAME, kind) if isinstance(e, model)]


CONTENT_KINDS: dict[str, type[BaseModel]] = {
    "dice": DieEntry,
    "board": BoardEntry,
    "leaders": LeaderEntry,
    "world_events": WorldEventEntry,
    "vp_cards": VpCardEntry,
    "timelines": TimelineEntry,
    "action_cards": ActionCardEntry,
    "pools": PoolEntry,
}
