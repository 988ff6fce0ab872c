"""Infiltration's end-of-game summary: the final scoring's places (a draw shares one), DF tokens over the rounds."""

from __future__ import annotations

import json
import random

from companion import games
from companion.engine import GameSession
from companion.games.infiltration.commands import EnterScores
from companion.games.infiltration.recap import recap, standings
from tests.commands import ok
from tests.infiltration.helpers import edit, game


def test_a_draw_shares_first_place():
    """RS l.192, reading A-11: still tied after every tie-breaker is a draw; the summary shows both first."""

    def end(state):
        for i, op in enumerate(state.operatives):
            op.status, op.df_tokens = ("escaped", 1) if i < 2 else ("eliminated", 0)
        state.proximity, state.finished = 99, True

    session = edit(game(), end)
    assert standings(session.state) == []  # nothing to rank before the DF values are entered
    ok(session, EnterScores(values={0: [3], 1: [3]}))
    assert [p.place for p in standings(session.state)] == [1, 1, 3]
    assert standings(session.state)[0].score.startswith("draw")


def test_race_counts_the_df_tokens_each_operative_holds_after_each_round():
    definition = games.get("infiltration")
    rnd, session = random.Random(2), games.new_session("infiltration", 3, 2, {})
    while not session.state.finished:
        assert session.execute(definition.random_command(session.state, rnd)) == []
    summary = recap(GameSession.from_save(json.loads(json.dumps(session.to_save()))))
    state = session.state
    held = {f"{state.player_names[op.player]} ({op.name})": op.df_tokens for op in state.operatives}
    assert summary.race.labels[0] == "Start" and summary.race.labels[-1] == f"Round {state.round}"
    assert {name: values[-1] for name, values in summary.race.series.items()} == held
    assert summary.measure == "DF tokens" and summary.result == state.result
