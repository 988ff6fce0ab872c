"""Syndicate's end-of-game summary: the engine's ranking with shared places, the score race from the save."""

from __future__ import annotations

import json
import random

from companion import games
from companion.engine import GameSession
from companion.games.syndicate.recap import recap, standings


def finished(seed: int = 0, players: int = 3) -> GameSession:
    definition = games.get("syndicate")
    rnd, session = random.Random(seed), games.new_session("syndicate", players, seed, {})
    while not session.state.finished:
        assert session.execute(definition.random_command(session.state, rnd)) == []
    return session


def test_equal_scores_share_a_place():
    """syndicate-rules L311-316 give no tie-breaker: equal scores (credits + VP) share a place."""
    state = games.new_session("syndicate", 3, 1, {}).state.model_copy(deep=True)
    for player, (credits, vp) in zip(state.players, [(10, 2), (5, 7), (3, 1)], strict=True):
        player.res.credits, player.vp = credits, vp
    assert [(p.place, p.who, p.score) for p in standings(state)] == [
        (1, "Player 1", "12 points"),
        (1, "Player 2", "12 points"),
        (3, "Player 3", "4 points"),
    ]


def test_race_replayed_from_the_save_runs_from_the_start_to_the_final_scores():
    session = finished()
    reloaded = GameSession.from_save(json.loads(json.dumps(session.to_save())))
    summary = recap(reloaded)
    final = {name: p.score for name, p in zip(session.state.player_names, session.state.players, strict=True)}
    assert summary.race.labels == ["Start"] + [f"Round {r}" for r in range(1, session.state.round + 1)]
    assert {name: values[-1] for name, values in summary.race.series.items()} == final
    assert {name: values[0] for name, values in summary.race.series.items()} == {n: 0 for n in final}
    assert summary.result == session.state.result and summary.moments
    assert [p.who for p in summary.standings][0] in summary.result
