"""Hostile input: whatever a code holds, decoding answers a clear one-line SnapshotError or a
valid state; never another exception, and the game open on this phone stays untouched."""

from __future__ import annotations

import contextlib

import msgpack
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.engine import GameSession
from companion.engine.codec import ALPHABET, MAX_CODE_CHARS, SnapshotError, frame
from companion.storage import SaveStore
from companion.sync import receive
from companion.sync.snapshot import decode, dictionary, encode, layout, packed_fields, prefix_of
from tests.engine.toy import TOY, Add
from tests.sync.games import definitions, playout

FUZZ = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
STATE = TOY.new_game(4, 11, {}, None)
CODE = encode(STATE)
MESSAGES = {
    "this is not a Table Companion code",
    "this code is damaged: scan it again",
    "this code comes from a newer version of the app",
    "this code is too large to be a game snapshot",
    "this code comes from a different version of the app: update both phones",
}


def refused_or_valid(code: str) -> None:
    try:
        state = decode(code)
    except SnapshotError as err:
        assert str(err) in MESSAGES or str(err).startswith("this code is from "), str(err)
        assert "\n" not in str(err)
    else:
        assert type(state).model_validate(state.model_dump()) == state


@FUZZ
@given(st.text(max_size=300))
def test_random_text(text):
    refused_or_valid(text)


@FUZZ
@given(st.text(alphabet=ALPHABET, max_size=400))
def test_random_base45_after_a_valid_prefix(body):
    refused_or_valid("TOY1:" + body)


@FUZZ
@given(st.binary(max_size=600))
def test_random_bytes_in_a_valid_frame(data):
    refused_or_valid(frame("TOY", 1, data))


JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**40), 2**40) | st.text(max_size=8) | st.floats(allow_nan=False),
    lambda inner: st.lists(inner, max_size=6),
    max_leaves=40,
)


@FUZZ
@given(JSONISH)
def test_random_msgpack_state_with_the_right_fingerprint(data):
    refused_or_valid(frame("TOY", 1, msgpack.packb([layout(TOY), data])))


@FUZZ
@given(st.integers(0, len(CODE) - 1))
def test_truncations(cut):
    with pytest.raises(SnapshotError):
        decode(CODE[:cut])


@FUZZ
@given(st.integers(5, len(CODE) - 1), st.sampled_from(ALPHABET))
def test_flipped_characters(at, char):
    flipped = CODE[:at] + char + CODE[at + 1 :]
    if flipped == CODE:
        return
    try:
        state = decode(flipped)
    except SnapshotError as err:
        assert str(err) in MESSAGES
    else:  # a change the checksum cannot see must still be a valid, equal state
        assert state == STATE


@FUZZ
@given(st.text(alphabet=st.characters(min_codepoint=65, max_codepoint=90), min_size=2, max_size=8), st.integers(0, 99))
def test_wrong_prefixes(letters, version):
    refused_or_valid(f"{letters}{version}:" + CODE.split(":", 1)[1])


@FUZZ
@given(st.integers(MAX_CODE_CHARS + 1, 50_000))
def test_oversized_codes(size):
    with pytest.raises(SnapshotError, match="too large"):
        decode(("TOY1:" + CODE * (size // len(CODE) + 1))[:size])


@FUZZ
@given(st.text(max_size=200) | st.text(alphabet=ALPHABET, max_size=200).map(lambda s: "TOY1:" + s))
def test_failed_receive_leaves_the_open_game_untouched(tmp_path_factory, text):
    store = SaveStore(tmp_path_factory.mktemp("saves"))
    session = GameSession(STATE)
    session.execute(Add(amount=2))
    store.save(session)
    before = (session.state.model_dump(), [e.label for e in session.log()], store.path(session.game_id).read_bytes())
    with contextlib.suppress(SnapshotError):
        receive.load(receive.preview(text, store), store, session)
    after = (session.state.model_dump(), [e.label for e in session.log()], store.path(session.game_id).read_bytes())
    assert after == before


GAMES = definitions()


@FUZZ
@given(st.sampled_from(GAMES), JSONISH)
def test_random_state_data_for_every_game(definition, data):
    """Hostile data against each game's own state model, through its preset dictionary."""
    payload = msgpack.packb([layout(definition), data])
    refused_or_valid(frame(prefix_of(definition), 1, payload, dictionary(definition.id, 1)))


@FUZZ
@given(st.sampled_from(GAMES), st.text(alphabet=ALPHABET, max_size=400))
def test_random_base45_after_every_game_prefix(definition, body):
    refused_or_valid(f"{prefix_of(definition)}1:" + body)


def _leaf_paths(value, path=()):
    yield path
    if isinstance(value, list):
        for index, item in enumerate(value):
            yield from _leaf_paths(item, (*path, index))


@FUZZ
@given(st.sampled_from(GAMES), st.data())
def test_mutated_real_states_of_every_game(library, definition, data):
    """One value of a real late state replaced by anything: a valid state or a clear refusal."""
    packed = packed_fields(_late_state(definition, library))
    paths = [p for p in _leaf_paths(packed) if p]
    path = data.draw(st.sampled_from(paths))
    target = packed
    for index in path[:-1]:
        target = target[index]
    target[path[-1]] = data.draw(JSONISH)
    payload = msgpack.packb([layout(definition), packed])
    refused_or_valid(frame(prefix_of(definition), 1, payload, dictionary(definition.id, 1)))


_LATE: dict = {}


def _late_state(definition, library):
    if definition.id not in _LATE:
        _LATE[definition.id] = playout(definition, 3, library, max_steps=60)[-1]
    return _LATE[definition.id]
