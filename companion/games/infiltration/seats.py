"""The seats each Infiltration command acts for (:mod:`companion.engine.seats`).

An operative's card is selected face down by its player (rules summary l.57) and flipped and resolved in its
player's turn (l.63-67); an Item Draft pick is the picking operative's player's (l.206-218), and the whole draft
entered at once sets every hand (l.174: each hand is hidden), so it needs every seat. Choosing the operative a
card names (l.172: the players choose), the rooms, the NPCs, security, corrections and the scores are the table's.
"""

from __future__ import annotations

from ...engine import COMMON_SEATS
from ...engine.seats import NOBODY, declare, table
from . import commands as c
from .state import InfiltrationState


def operative_player(state: InfiltrationState, command: c.DraftKeep | c.SelectCard | c.ResolveCard) -> frozenset[int]:
    """The player of the command's operative."""
    ops = state.operatives
    return frozenset({ops[command.operative].player}) if 0 <= command.operative < len(ops) else NOBODY


def every_hand(state: InfiltrationState, command: c.DraftItems) -> frozenset[int]:
    """Every player with an operative: the whole draft sets each one's hidden hand."""
    return frozenset(op.player for op in state.operatives)


ACTING_SEATS = COMMON_SEATS | declare(
    {
        c.ChooseFirstPlayer: table,
        c.RevealEntryRoom: table,
        c.DraftItems: every_hand,
        c.DraftKeep: operative_player,
        c.SelectCard: operative_player,
        c.ResolveCard: operative_player,
        c.ChooseOperative: table,
        c.RevealRoom: table,
        c.RunNpcPhase: table,
        c.RollSecurity: table,
        c.Adjust: table,
        c.CorrectItemText: table,
        c.CorrectRoomCard: table,
        c.EnterScores: table,
    }
)
