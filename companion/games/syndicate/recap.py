"""Syndicate's end-of-game summary: the score (credits + VP) over the rounds and the final ranking."""

from __future__ import annotations

import re

from ...engine.game import BaseState
from ...engine.history import GameSession
from ...engine.recap import Place, Recap, amount, summarise
from .scoring import places
from .state import SyndicateState

MEASURE = "points"
MOMENTS = re.compile(r"First base on|seizes|Alert rises")


def scores(state: BaseState) -> dict[str, int]:
    assert isinstance(state, SyndicateState)
    return {name: player.score for name, player in zip(state.player_names, state.players, strict=True)}


def standings(state: SyndicateState) -> list[Place]:
    """The engine's ranking: equal scores share a place (the rules give no tie-breaker)."""
    return [
        Place(place, state.player_names[i], amount(score, MEASURE))
        for place, tied, score in places(state)
        for i in tied
    ]


def recap(session: GameSession) -> Recap:
    return summarise(session, standings, scores, MEASURE, MOMENTS)
