"""The seats each Columbia command acts for (:mod:`companion.engine.seats`).

The active player's turn is theirs (rules summary l.114-134: produce, recruit/build/upgrade, move, combat, end
the turn; l.250: a Victory Point card is claimed during your turn); a faction's earned upgrade is placed by its
player (l.62: in a 4-player game the team's: by the teammate whose turn it is, else at the table); the World Event,
the vote, the Refresh phase and box setup are the table's.
"""

from __future__ import annotations

from ...engine import COMMON_SEATS
from ...engine.seats import NOBODY, declare, field, table, turn
from . import commands as c
from .state import ColumbiaState


def faction_seat(state: ColumbiaState, command: c.SpendUpgrade | c.ForgoUpgrade) -> frozenset[int]:
    """The faction's player; in a team game the teammate whose turn it is (the table's outside the team's turns)."""
    seats = [i for i, player in enumerate(state.players) if player.faction == command.faction]
    if len(seats) == 1:
        return frozenset(seats)
    current = turn(state, command)
    return current if current & set(seats) else NOBODY


def attacker(state: ColumbiaState, command: c.ResolveCombat) -> frozenset[int]:
    """A combat a player starts is fought in that player's turn (Booker's battle is the table's)."""
    return NOBODY if command.attacker == "booker" else frozenset({command.attacker})


ACTING_SEATS = COMMON_SEATS | declare(
    {
        c.RevealWorldEvent: table,
        c.ResolveVote: table,
        c.ResolveElizabeth: table,
        c.PlaceBooker: table,
        c.Produce: turn,
        c.Recruit: turn,
        c.Build: turn,
        c.BuyUpgrade: turn,
        c.SpendUpgrade: faction_seat,
        c.ForgoUpgrade: faction_seat,
        c.Move: turn,
        c.SkyRide: turn,
        c.ResolveCombat: attacker,
        c.EndTurn: turn,
        c.DrawUp: table,
        c.RevealVpCard: table,
        c.ClaimVpCard: field("player"),
        c.SetDiceFaces: table,
        c.SetBoard: table,
        c.DestroyLocation: table,
        c.SetElizabeth: table,
        c.ConfirmCardStep: table,
        c.CorrectUnits: table,
    }
)
