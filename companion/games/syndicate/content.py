"""Kinds of Syndicate content in the library: shipped entries (data/syndicate/) and box setup."""

from __future__ import annotations

from pydantic import BaseModel, Field

from ...content.library import ContentEntry
from .state import (
    AdvancedTech,
    AwardKind,
    BonusChip,
    CostBonus,
    Effect,
    MissionCard,
    Resources,
    RollBonus,
    SleeperCard,
    Special,
    StartBase,
    SyndicateSpec,
    Zone,
    slug,
)
from .zones import TERRITORY_COUNT


class SyndicateEntry(ContentEntry):
    """A syndicate mat; unknown numbers stay None until typed in from the mat."""

    start: Resources
    income: Resources
    tech_level: int | None = Field(default=None, ge=0, le=10)
    assault_level: int | None = Field(default=None, ge=0, le=2)
    start_base: StartBase | None = None
    bonus: str = ""
    roll: RollBonus | None = None
    discount: CostBonus | None = None
    collection_bonus: Resources = Field(default_factory=Resources)

    @property
    def complete(self) -> bool:
        return self.tech_level is not None and self.assault_level is not None

    def spec(self) -> SyndicateSpec:
        """The mat as a game copies it in (a complete entry: its levels are known)."""
        return SyndicateSpec(**self.model_dump(include=set(SyndicateSpec.model_fields)))


class TerritoryEntry(ContentEntry):
    """A board territory; the zone of a territory the rulebook only names is typed in."""

    zone: Zone | None = None
    special: Special = ""
    research_boxes: int = Field(default=0, ge=0, le=10)
    mining_amount: int = Field(default=0, ge=0, le=2)
    beams: list[str] = Field(default_factory=list)
    roll: RollBonus | None = None


class SovereignCardEntry(ContentEntry):
    end_of_game: bool = False
    effects: list[Effect] = Field(default_factory=list)
    checklist: list[str] = Field(default_factory=list)


class MissionEntry(ContentEntry):
    card: MissionCard


class TradeRouteEntry(ContentEntry):
    territories: list[str]
    bonus: Resources


class BonusChipEntry(ContentEntry, BonusChip):
    """A bonus chip's effect, typed from the chip (the draft lists none)."""


class SleeperEntry(ContentEntry, SleeperCard):
    """A sleeper card, typed from the card (the draft lists none)."""


class AdvancedTechEntry(ContentEntry, AdvancedTech):
    """An Advanced Tech card, typed from the card (the draft lists none)."""


class AwardEntry(ContentEntry):
    """An award box of the board, typed from the board (the draft lists none)."""

    kind: AwardKind = "by_the_table"
    threshold: int = Field(default=0, ge=0, le=200)
    zone: Zone | None = None
    vp: int = Field(ge=0, le=50)


CONTENT_KINDS: dict[str, type[BaseModel]] = {
    "syndicates": SyndicateEntry,
    "territories": TerritoryEntry,
    "sovereign_cards": SovereignCardEntry,
    "missions": MissionEntry,
    "trade_routes": TradeRouteEntry,
    "bonus_chips": BonusChipEntry,
    "advanced_tech": AdvancedTechEntry,
    "sleepers": SleeperEntry,
    "awards": AwardEntry,
}


def check_board(territories: list[TerritoryEntry], routes: list[TradeRouteEntry]) -> list[str]:
    """What is wrong with a board typed in box setup (empty when every reference resolves).

    Names are unique, zones stay within 6 EXO, 9 MIDDLE and 3 INNER (l.41, l.273), and every beam
    and trade-route territory names a territory of the board (by name or id), so none is silently
    ignored in a game.
    """
    problems = []
    keys: dict[str, str] = {}
    for t in territories:
        for key in (t.id, t.name.strip().lower(), slug(t.name)):
            if keys.setdefault(key, t.name) != t.name:
                problems.append(f"Two territories are called {t.name}.")
                break
    for zone, most in TERRITORY_COUNT.items():
        count = sum(t.zone == zone for t in territories)
        if count > most:
            problems.append(f"The board has only {most} {zone} territories, not {count}.")
    for t in territories:
        problems += [f"{t.name} beams to {b}, which is not on the board." for b in t.beams if slug(b) not in keys]
        if t.beams and t.special != "military":
            problems.append(f"{t.name} has beams but is not a Military Installation.")
    for route in routes:
        problems += [
            f"Trade route {route.name} names {m}, which is not on the board."
            for m in route.territories
            if slug(m) not in keys
        ]
    return problems


def board_gaps(territories: list[TerritoryEntry]) -> str:
    """What a board begun in box setup still lacks (l.41, l.273: 6 EXO, 9 MIDDLE, 3 INNER); "" when complete or
    not begun (no territory with a zone: the table adds territories as the game meets them)."""
    zoned = [t for t in territories if t.zone]
    if not zoned:
        return ""
    missing = [
        f"{most - n} {zone}"
        for zone, most in TERRITORY_COUNT.items()
        if (n := sum(t.zone == zone for t in zoned)) < most
    ]
    if not missing:
        return ""
    unzoned = [t.name for t in territories if not t.zone]
    also = f" (zone still to type: {', '.join(unzoned)})" if unzoned else ""
    words = ", ".join(missing[:-1]) + (" and " if len(missing) > 1 else "") + missing[-1]
    return (
        f"The board in box setup is not complete: {words} territories are missing{also}. "
        "Finish it in box setup (6 EXO, 9 MIDDLE and 3 INNER territories) before starting a game."
    )
