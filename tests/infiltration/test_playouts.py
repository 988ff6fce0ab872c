"""Random legal playouts (rooms with typed texts, items played and drafted): invariants hold at every step,
saves replay, and undo-all returns to the start."""

import pytest

from companion import games
from tests.playouts import assert_history_holds, play_out

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
    start = session.state
    play_out(session, seed, limit=1500, check_every=9)
    assert session.state.finished and session.state.ranking
    assert_history_holds(session, start)
