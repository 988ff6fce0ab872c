"""Syndicate as the table screens see it: the one module of this game that :mod:`companion.ui` imports.

State models and read-only queries, command types (the screens build commands, never change a state),
content entries for box setup, and the odds the dialogs show. A name the UI needs is added here; the
rest of the package stays free to change (tests/ui/test_game_views.py holds the UI to it).
"""

from __future__ import annotations

from . import bonuses, chips, collection, commands, market, odds, prices, sovereign, zones
from .assaults import mi_cover
from .commands.awards import meets
from .content import (
    AwardEntry,
    BonusChipEntry,
    SleeperEntry,
    SovereignCardEntry,
    SyndicateEntry,
    TerritoryEntry,
    TradeRouteEntry,
    check_board,
)
from .options import OPTIONS
from .recap import recap
from .sovereign import alert_max, pardon_cost
from .state import (
    RESOURCE_NAMES,
    RESOURCES,
    ROLL_KINDS,
    TIMING_WORDS,
    Award,
    BonusChip,
    CollectionChoice,
    CostBonus,
    Effect,
    MissionCard,
    Resource,
    Resources,
    RollBonus,
    RollKind,
    SleeperCard,
    SovereignCardSpec,
    StartBase,
    SyndicateSpec,
    SyndicateState,
    Territory,
    Tier,
    Zone,
    slug,
)

__all__ = [
    "recap",
    "Award",
    "AwardEntry",
    "BonusChip",
    "BonusChipEntry",
    "CollectionChoice",
    "CostBonus",
    "Effect",
    "MissionCard",
    "OPTIONS",
    "RESOURCE_NAMES",
    "RESOURCES",
    "ROLL_KINDS",
    "Resource",
    "Resources",
    "RollBonus",
    "RollKind",
    "SleeperCard",
    "SleeperEntry",
    "SovereignCardEntry",
    "SovereignCardSpec",
    "StartBase",
    "SyndicateEntry",
    "SyndicateSpec",
    "SyndicateState",
    "TIMING_WORDS",
    "Territory",
    "TerritoryEntry",
    "Tier",
    "Zone",
    "TradeRouteEntry",
    "alert_max",
    "bonuses",
    "chips",
    "check_board",
    "collection",
    "commands",
    "market",
    "meets",
    "mi_cover",
    "odds",
    "pardon_cost",
    "prices",
    "slug",
    "sovereign",
    "zones",
]
