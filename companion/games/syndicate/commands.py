"""Every Syndicate action as a command, gathered for the game definition.

The commands live by part of the game: :mod:`setup_commands`, :mod:`missions`, :mod:`assaults`,
:mod:`turn_commands`, :mod:`round_commands` and :mod:`table_commands`.
"""

from .assaults import Assault, mi_cover
from .missions import AttemptMission, split_reward
from .round_commands import BuyPardon, CollectResources, DrawSovereignCard, ResolveSovereignCard
from .setup_commands import AddTerritory, ChooseSyndicate, RenamePlayer, RollFirstPlayer
from .table_commands import AdjustPlayer, ChangeSetting, EndGame, finish_game, ranking
from .turn_commands import (
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
    RenamePlayer,
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
)

__all__ = [c.__name__ for c in COMMANDS] + ["COMMANDS", "finish_game", "mi_cover", "ranking", "split_reward"]
