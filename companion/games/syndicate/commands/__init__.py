"""Every Syndicate action as a command, by part of the game."""

from .assault import Assault
from .awards import ClaimAward, TakeAdvancedTech
from .mission import AttemptMission
from .round import BuyPardon, CollectResources, DrawSovereignCard, ResolveSovereignCard
from .setup import AddTerritory, ChooseSyndicate, RollFirstPlayer
from .table import AdjustPlayer, ChangeSetting, EndGame
from .turn import (
    ActivateSleeper,
    BurnSleeper,
    BuyBase,
    BuyLevel,
    ConvertResearch,
    EndTurn,
    Exchange,
    Fortify,
    PlayBonusChip,
    PlaySleeper,
    RemoveDestroyer,
    SellCard,
    Trade,
)

COMMANDS = (
    AddTerritory,
    ChooseSyndicate,
    RollFirstPlayer,
    AttemptMission,
    Assault,
    ActivateSleeper,
    BurnSleeper,
    PlaySleeper,
    BuyBase,
    Fortify,
    BuyLevel,
    Exchange,
    SellCard,
    PlayBonusChip,
    ConvertResearch,
    RemoveDestroyer,
    Trade,
    EndTurn,
    DrawSovereignCard,
    BuyPardon,
    ResolveSovereignCard,
    CollectResources,
    AdjustPlayer,
    ChangeSetting,
    EndGame,
    TakeAdvancedTech,
    ClaimAward,
)

__all__ = [
    "COMMANDS",
    "AddTerritory",
    "ChooseSyndicate",
    "RollFirstPlayer",
    "AttemptMission",
    "Assault",
    "ActivateSleeper",
    "BurnSleeper",
    "PlaySleeper",
    "BuyBase",
    "Fortify",
    "BuyLevel",
    "Exchange",
    "SellCard",
    "PlayBonusChip",
    "ConvertResearch",
    "RemoveDestroyer",
    "Trade",
    "EndTurn",
    "DrawSovereignCard",
    "BuyPardon",
    "ResolveSovereignCard",
    "CollectResources",
    "AdjustPlayer",
    "ChangeSetting",
    "EndGame",
    "TakeAdvancedTech",
    "ClaimAward",
]
