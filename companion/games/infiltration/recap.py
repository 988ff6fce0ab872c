"""Infiltration's end-of-game summary: DF tokens held over the rounds and the final scoring."""

from __future__ import annotations

import re

from ...engine.game import BaseState
from ...engine.history import GameSession
from ...engine.recap import Place, Recap, summarise
from .state import InfiltrationState

MEASURE = "DF tokens"
MOMENTS = re.compile(r"escapes the facility|is eliminated|takes the (Prototype|Blackmail File) card")


def scores(state: BaseState) -> dict[str, int]:
    """DF tokens held by each competitor (a player with 2 players, else an operative), as scoring groups them."""
    assert isinstance(state, InfiltrationState)
    if state.two_player:
        return {
            name: sum(op.df_tokens for op in state.operatives if op.player == p)
            for p, name in enumerate(state.player_names)
        }
    return {f"{state.player_names[op.player]} ({op.name})": op.df_tokens for op in state.operatives}


def standings(state: InfiltrationState) -> list[Place]:
    """The final scoring's ranking with its reasons (empty until the DF values are entered)."""
    return [Place(line.place, line.who, line.reason) for line in state.ranking]


def recap(session: GameSession) -> Recap:
    return summarise(session, standings, scores, MEASURE, MOMENTS)
