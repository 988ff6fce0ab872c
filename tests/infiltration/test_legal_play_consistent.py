"""No legal command is ever refused as inconsistent (RS §Revealing a Room l.141-150, §NPC Cards l.93-97,
§Other Rules l.172): random legal play, with moves by hand into any room (face down or not), room cards
whose texts move the operative entering, items that move twice, adjacency effects and NPC phases whose
NPCs walk back onto face-down rooms (reading A-06). Every command the rules accept is taken, and the game
stays healthy after it."""

from __future__ import annotations

import os
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from companion import games
from companion.games.infiltration.playout import random_by_hand, random_command

from .test_playouts import SETUPS

STEPS = 300


def _candidate(state, rnd: random.Random):
    """The game's own random command, or (one time in five) an effect by hand: often a move."""
    if not state.finished and state.inside() and not state.choices_owed and rnd.random() < 0.2:
        return random_by_hand(state, rnd)
    return random_command(state, rnd)


@settings(max_examples=int(os.environ.get("INF_EXAMPLES", 25)), deadline=None)
@given(setup=st.sampled_from(SETUPS), seed=st.integers(0, 2**32))
def test_no_legal_command_is_refused_as_inconsistent(setup, seed):
    players, options = setup
    session, rnd = games.new_session("infiltration", players, seed, options), random.Random(seed)
    played = []
    for _ in range(STEPS):
        command = _candidate(session.state, rnd)
        if command is None:
            break
        if session.validate(command):
            continue  # not legal now: the rules refuse it in plain words, nothing to check
        played.append(command)
        assert session.execute(command) == [], played
        assert session.definition.invariants(session.state) == [], played
