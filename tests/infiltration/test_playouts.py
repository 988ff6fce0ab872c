"""Random legal playouts (rooms with typed texts, items played and drafted): invariants hold at every step,
saves replay, and undo-all returns to the start."""

import random

import pytest

from companion import games
from companion.engine import GameSession
from companion.sync import snapshot
from companion.sync.travel import without_history

SETUPS = [
    (2, {"item_draft": "true"}),
    (3, {"specialists": "true", "entry_enter": "once"}),
    (3, {"extraction": "true", "scattered_npcs": "true"}),
    (4, {"alarm_start": "1", "npc_secret_room": "never moves", "csx_removal": "counts as destroyed"}),
    (5, {"labyrinthian": "true", "facedown_npcs": "removed at phase start", "delay_check": "only if moved"}),
    (6, {"alarm_start": "-1", "first_download": "any Download", "first_player_pass": "strict rotation"}),
]


@pytest.mark.parametrize("players,options", SETUPS, ids=[str(p) for p, _ in SETUPS])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_playout_keeps_invariants_and_undoes(players, options, seed):
    session = games.new_session("infiltration", players, seed, options)
    definition, start = session.definition, session.state
    rnd = random.Random(seed)
    for step in range(1500):
        command = definition.random_command(session.state, rnd)
        if command is None:
            break
        assert session.execute(command) == [], command
        assert definition.invariants(session.state) == [], command
        if step % 9 == 0:
            assert snapshot.decode(snapshot.encode(session.state)) == without_history(session.state), command
    assert session.state.finished and session.state.ranking
    assert GameSession.from_save(session.to_save()).state == session.state
    while session.can_undo:
        session.undo()
    assert session.state == start
