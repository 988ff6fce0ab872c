"""Hostile input: whatever a code holds, decoding answers a clear one-line SnapshotError or a
valid state that re-encodes to the same code; never another exception, and the game open on this
phone stays untouched. Every list, text, map and number is bounded before a model is built."""

from __future__ import annotations

import contextlib
import time
import tracemalloc

import msgpack
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.engine import GameSession
from companion.storage import SaveStore
from companion.sync import receive
from companion.sync.codec import (
    ALPHABET,
    DAMAGED,
    MAX_CODE_CHARS,
    TOO_LARGE,
    UNKNOWN_CONTENT,
    SnapshotError,
    frame,
)
from companion.sync.hostile import REPRODUCER, hostile_codes, nested, sealed_code
from companion.sync.snapshot import (
    MODES,
    VERSION,
    code_of,
    decode,
    dictionary,
    encode,
    layout,
    prefix_of,
    read,
    travel_fields,
)
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
    "this code comes from an earlier version of the app that this one cannot read: "
    "update the other phone and share again",
    UNKNOWN_CONTENT,
}


def refused_or_valid(code: str, library=None) -> str:
    """``"refused"`` (with a plain one-line message) or ``"valid"`` (re-encodes to the same code)."""
    try:
        state, marks = read(code, library=library)
    except SnapshotError as err:
        assert str(err) in MESSAGES or str(err).startswith("this code is from "), str(err)
        assert "\n" not in str(err)
        return "refused"
    assert type(state).model_validate(state.model_dump()) == state
    if code.split(":", 1)[0].endswith(str(VERSION)):
        assert code.strip().upper() in {encode(state, library, mode, marks) for mode in MODES}
    return "valid"


def hostile(definition, data: bytes, library=None) -> str:
    """A code around any payload bytes, with a valid check (anyone can make one)."""
    return sealed_code(definition, data, library)


@FUZZ
@given(st.text(max_size=300))
def test_random_text(text):
    refused_or_valid(text)


@FUZZ
@given(st.sampled_from(["TOY1:", f"TOY{VERSION}:"]), st.text(alphabet=ALPHABET, max_size=400))
def test_random_base45_after_a_valid_prefix(prefix, body):
    refused_or_valid(prefix + body)


@FUZZ
@given(st.binary(max_size=600))
def test_random_bytes_in_a_valid_frame(data):
    refused_or_valid(hostile(TOY, data))
    refused_or_valid(frame("TOY", 1, data))
    refused_or_valid(hostile(GAMES[-2], data))


JSONISH = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**40), 2**40)
    | st.text(max_size=8)
    | st.floats(allow_nan=True, allow_infinity=True),
    lambda inner: st.lists(inner, max_size=6),
    max_leaves=40,
)


@FUZZ
@given(JSONISH)
def test_random_msgpack_state_with_the_right_fingerprint(data):
    refused_or_valid(hostile(TOY, msgpack.packb(data)))


@FUZZ
@given(st.integers(0, len(CODE) - 1))
def test_truncations(cut):
    with pytest.raises(SnapshotError):
        decode(CODE[:cut])


@FUZZ
@given(st.integers(5, len(CODE) - 1), st.sampled_from(ALPHABET))
def test_flipped_characters(at, char):
    """A character changed: refused (the code's check, or its canonical form), or, once in 65,536, the same state."""
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
        decode((f"TOY{VERSION}:" + CODE * (size // len(CODE) + 1))[:size])


@FUZZ
@given(st.text(max_size=200) | st.text(alphabet=ALPHABET, max_size=200).map(lambda s: f"TOY{VERSION}:" + s))
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
    """Hostile data against each game's own state model, through its dictionary."""
    refused_or_valid(hostile(definition, msgpack.packb(data)))


@FUZZ
@given(st.sampled_from(GAMES), st.sampled_from([2, VERSION]), st.text(alphabet=ALPHABET, max_size=400))
def test_random_base45_after_every_game_prefix(definition, version, body):
    refused_or_valid(f"{prefix_of(definition)}{version}:" + body)


def _leaf_paths(value, path=()):
    yield path
    if isinstance(value, list):
        for index, item in enumerate(value):
            yield from _leaf_paths(item, (*path, index))


@FUZZ
@given(st.sampled_from(GAMES), st.data())
def test_mutated_real_states_of_every_game(library, definition, data):
    """One value of a real late state replaced by anything: a valid state or a clear refusal."""
    state = _late_state(definition, library)
    packed = travel_fields(state)
    paths = [p for p in _leaf_paths(packed) if p]
    path = data.draw(st.sampled_from(paths))
    target = packed
    for index in path[:-1]:
        target = target[index]
    target[path[-1]] = data.draw(JSONISH)
    payload = msgpack.packb(packed)
    refused_or_valid(hostile(definition, payload, library), library)


_LATE: dict = {}


def _late_state(definition, library):
    if definition.id not in _LATE:
        _LATE[definition.id] = playout(definition, 3, library, max_steps=60)[-1]
    return _LATE[definition.id]


# -- bounded decoding (issue #26, item 1) ----------------------------------------------------------


def test_the_issue_s_reproducer_is_refused_as_damaged():
    """A version-1 Syndicate code for 1 player (Syndicate is played by 2 to 5) that the Load screen offered."""
    with pytest.raises(SnapshotError) as err:
        decode(REPRODUCER)
    assert str(err.value) == DAMAGED


@pytest.mark.parametrize("definition", GAMES, ids=lambda d: d.id)
def test_hostile_sweep_refuses_or_decodes_every_input_none_over_a_second(definition, library):
    """A fixed-seed sweep per game over random text, text and byte mutations of real codes, hostile
    content with valid checksums (long lists, deep nesting, NaN, huge texts and numbers, bombs)."""
    inputs = hostile_codes(definition, library, 120, 26)
    slow, outcomes = 0, {"refused": 0, "valid": 0}
    for text in inputs:
        start = time.thread_time()  # processor time: what the decode costs, whatever else runs
        outcomes[refused_or_valid(text, library)] += 1
        slow += time.thread_time() - start > 1.0
    assert slow == 0 and outcomes["refused"] > 0 and sum(outcomes.values()) == len(inputs)


@pytest.mark.parametrize(("entries", "message"), [(5_000, DAMAGED), (100_000, TOO_LARGE)])
def test_a_long_list_is_refused_holding_little_memory(entries, message, library):
    """A list longer than any game's is refused while reading (today's codes cannot even write one: this is a
    version-3 code); one that inflates past the cap, before."""
    code = hostile(GAMES[-2], msgpack.packb([[0] * entries]), library)
    assert len(code) <= MAX_CODE_CHARS
    tracemalloc.start()
    try:
        with pytest.raises(SnapshotError) as err:
            decode(code, library=library)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert str(err.value) == message and peak < 50_000_000


@pytest.mark.parametrize("value", [float("nan"), float("inf"), float("-inf")])
def test_nan_and_infinities_are_refused_never_turned_into_null(value, library):
    """Today's codes cannot even hold one (the walk refuses it both ways); a version-3 code is refused reading."""
    definition = GAMES[-2]
    packed = travel_fields(_late_state(definition, library))
    packed[3] = [1, ["house", value]]  # the options, as the game's definition does not list them
    with pytest.raises(SnapshotError):
        code_of(definition, packed, library)
    with pytest.raises(SnapshotError) as err:
        decode(hostile(definition, msgpack.packb(packed), library), library=library)
    assert str(err.value) == DAMAGED


def test_a_payload_sent_with_its_history_is_not_canonical_and_refused(library):
    definition = next(d for d in GAMES if d.id == "infiltration")
    state = _late_state(definition, library).model_copy(update={"security_log": ["a line"]})
    payload = msgpack.packb(travel_fields(state))
    with pytest.raises(SnapshotError) as err:
        decode(hostile(definition, payload, library), library=library)
    assert str(err.value) == DAMAGED


def test_version_1_frames_are_bounded_too():
    payload = msgpack.packb([layout(TOY), nested(200)])
    with pytest.raises(SnapshotError) as err:
        decode(frame("TOY", 1, payload, dictionary("toy", 1)))
    assert str(err.value) == DAMAGED
