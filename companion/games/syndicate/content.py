"""Kinds of Syndicate content in the library: shipped entries (data/syndicate/) and box setup."""

from __future__ import annotations

from pydantic import BaseModel, Field

from ...content.library import ContentEntry
from .state import (
    AdvancedTech,
    AwardKind,
    BonusChip,
    Effect,
    MissionCard,
    Resources,
    RollBonus,
    Special,
    StartBase,
    Zone,
)


class SyndicateEntry(ContentEntry):
    """A syndicate mat; unknown numbers stay None until typed in from the mat."""

    start: Resources
    income: Resources
    tech_level: int | None = Field(default=None, ge=0, le=10)
    assault_level: int | None = Field(default=None, ge=0, le=2)
    start_base: StartBase | None = None
    bonus: str = ""
    roll: RollBonus | None = None

    @property
    def complete(self) -> bool:
        return self.tech_level is not None and self.assault_level is not None


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
    "awards": AwardEntry,
}
