"""A shared code is untrusted until proven whole: checksum-valid mutations of real codes are refused,
or they pass the game's invariants, every table screen builds and a random legal command applies."""

from __future__ import annotations

import random

import flet as ft
import msgpack
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion import games
from companion.engine import GameSession
from companion.storage import SaveStore
from companion.sync import receive
from companion.sync.codec import DAMAGED, SnapshotError
from companion.sync.hostile import sealed_code
from companion.sync.snapshot import encode, travel_fields
from companion.sync.travel import without_history
from companion.ui.app import game_ui
from companion.ui.trial import checked_preview
from tests.sync.games import playout
from tests.ui.fake_table import table

REAL_GAMES = [games.get(g) for g in games.GAME_IDS]
HOSTILE = st.one_of(
    st.sampled_from([-1_000_000, -1, 0, 1, 2, 7, 99, 10_000, 2**31]),
    st.lists(st.integers(-3, 12), min_size=0, max_size=40),
    st.sampled_from(["", "x", "Player 9", "nowhere"]),
    st.none(),
    st.booleans(),
)
FUZZ = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
_STATES: dict[str, list] = {}


def real_states(definition, library):
    if definition.id not in _STATES:
        _STATES[definition.id] = playout(definition, 5, library, max_steps=80)[::20]
    return _STATES[definition.id]


def leaves(value, path=()):
    yield path
    if isinstance(value, list):
        for index, item in enumerate(value):
            yield from leaves(item, (*path, index))


def mutated_code(definition, state, data) -> str:
    """The code of ``state`` with one value replaced; its checksum is valid (any sender can compute it)."""
    packed = travel_fields(state)
    path = data.draw(st.sampled_from([p for p in leaves(packed) if p]))
    target = packed
    for index in path[:-1]:
        target = target[index]
    target[path[-1]] = data.draw(HOSTILE)
    payload = msgpack.packb(packed, use_bin_type=True)
    return sealed_code(definition, payload)


def test_real_codes_that_keep_their_invariants_are_proven_whole_and_previewed(tmp_path, library):
    for definition in REAL_GAMES:
        for state in real_states(definition, library):
            if not definition.invariants(state):
                received = checked_preview(encode(state), SaveStore(tmp_path), library)
                assert received.state == without_history(state)


def test_a_state_that_breaks_its_invariants_is_refused_like_a_damaged_code(tmp_path, library, monkeypatch):
    definition = games.get("syndicate")
    state = real_states(definition, library)[-1]
    monkeypatch.setattr(type(definition), "invariants", lambda self, s: ["player 9 does not exist"])
    with pytest.raises(SnapshotError) as refused:
        receive.preview(encode(state), SaveStore(tmp_path))
    assert str(refused.value) == DAMAGED


@FUZZ
@given(st.sampled_from(REAL_GAMES), st.data())
def test_mutated_real_codes_are_refused_or_every_screen_builds_and_play_goes_on(tmp_path, library, definition, data):
    state = data.draw(st.sampled_from(real_states(definition, library)))
    code = mutated_code(definition, state, data)
    try:
        received = checked_preview(code, SaveStore(tmp_path / "saves"), library)
    except SnapshotError as refused:
        assert "\n" not in str(refused)
        return
    session = GameSession(received.state)
    assert isinstance(game_ui(definition.id).build_table(table(session, tmp_path)), ft.Control)
    command = definition.random_command(session.state, random.Random(0))
    if command is not None:
        assert session.execute(command) == []
        assert definition.invariants(session.state) == []
