"""The seats each Syndicate command acts for (:mod:`companion.engine.seats`).

A player's own turn is theirs (draft rulebook l.351-391), so is what they decide for themselves: their syndicate
(l.280), their sleeper (l.465-469, face down), a pardon (l.401-408), the Destroyer's removal (l.570), an award or
Advanced Tech card they take (l.215, l.247), the bases they leave unpaid under a tax (l.576-578) and their
collection choices (l.416-418); a trade is recorded by the player who proposes it (l.584). The Sovereign card, the
resource collection run, box setup and corrections are the table's.
"""

from __future__ import annotations

from ...engine import COMMON_SEATS
from ...engine.seats import declare, field, table
from . import commands as c
from . import sovereign
from .state import SyndicateState

player = field("player")


def flip_choosers(state: SyndicateState, command: c.ResolveSovereignCard) -> frozenset[int]:
    """The owners whose unpaid bases the command chooses otherwise than the app suggests (any phone may resolve
    the card with the suggestion)."""
    suggested = sovereign.suggested_flips(state) if command.flips else {}
    return frozenset(p for p, bases in command.flips.items() if sorted(bases) != sorted(suggested.get(p, [])))


def collection_choosers(state: SyndicateState, command: c.CollectResources) -> frozenset[int]:
    """The owners the run chooses for: market cube, crew upkeep, a Mining Center's extra (by its owner)."""
    miners = (found.owner for key in command.mining if (found := state.territory(key)) and found.owner is not None)
    return frozenset({*command.decay, *command.unpaid, *miners})


ACTING_SEATS = COMMON_SEATS | declare(
    {
        c.AddTerritory: table,
        c.ChooseSyndicate: player,
        c.RollFirstPlayer: table,
        c.AttemptMission: player,
        c.Assault: player,
        c.ActivateSleeper: player,
        c.BurnSleeper: player,
        c.PlaySleeper: player,
        c.BuyBase: player,
        c.Fortify: player,
        c.BuyLevel: player,
        c.Exchange: player,
        c.SellCard: player,
        c.PlayBonusChip: player,
        c.ConvertResearch: player,
        c.RemoveDestroyer: player,
        c.Trade: player,
        c.EndTurn: player,
        c.DrawSovereignCard: table,
        c.BuyPardon: player,
        c.ResolveSovereignCard: flip_choosers,
        c.ChooseCollection: player,
        c.CollectResources: collection_choosers,
        c.AdjustPlayer: table,
        c.ChangeSetting: table,
        c.EndGame: table,
        c.AddBonusChip: table,
        c.NameBonusChip: player,
        c.AddAdvancedTech: table,
        c.AddAward: table,
        c.TakeAdvancedTech: player,
        c.ClaimAward: player,
    }
)
