"""Snapshot codes: round trip at every step of random playouts, and the framing's messages."""

from __future__ import annotations

import tracemalloc

import msgpack
import pytest

from companion.engine.codec import (
    DAMAGED,
    NEWER,
    NOT_A_CODE,
    OTHER_VERSION,
    TOO_LARGE,
    SnapshotError,
    b45decode,
    b45encode,
    frame,
    unframe,
)
from companion.sync import snapshot
from companion.sync.snapshot import decode, encode, layout, prefix_of
from tests.engine.toy import TOY
from tests.sync.games import definitions, playout

SEEDS = (1, 2)


def payload_of(code: str) -> list:
    return msgpack.unpackb(unframe(code)[2])


@pytest.mark.parametrize("definition", definitions(), ids=lambda d: d.id)
def test_round_trip_at_every_step_of_random_playouts(definition, library):
    for seed in SEEDS:
        for state in playout(definition, seed, library):
            code = encode(state)
            assert code.startswith(prefix_of(definition) + "1:")
            assert decode(code) == state
            assert decode(code, expect_game=definition.id) == state


def test_codes_use_only_the_qr_alphanumeric_set():
    code = encode(TOY.new_game(4, 3, {}, None))
    assert set(code) <= set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:")


def test_base45_matches_rfc_9285_examples():
    assert b45encode(b"AB") == "BB8"
    assert b45encode(b"Hello!!") == "%69 VD92EX0"
    assert b45encode(b"base-45") == "UJCLQE7W581"
    assert b45decode("QED8WEX0") == b"ietf!"


def test_code_of_another_game_names_that_game():
    code = encode(TOY.new_game(2, 1, {}, None))
    with pytest.raises(SnapshotError, match="this code is from Toy"):
        decode(code, expect_game="infiltration")


def test_code_from_a_newer_format_is_refused_as_newer():
    code = encode(TOY.new_game(2, 1, {}, None)).replace("TOY1:", "TOY2:", 1)
    with pytest.raises(SnapshotError) as err:
        decode(code)
    assert str(err.value) == NEWER


def test_code_from_another_state_layout_is_refused_clearly():
    fingerprint, packed = payload_of(encode(TOY.new_game(2, 1, {}, None)))
    with pytest.raises(SnapshotError) as err:
        decode(frame("TOY", 1, msgpack.packb([(fingerprint + 1) & 0xFFFF, packed])))
    assert str(err.value) == OTHER_VERSION


def test_unknown_prefix_is_not_a_code():
    with pytest.raises(SnapshotError) as err:
        decode("ZZZ1:ABC")
    assert str(err.value) == NOT_A_CODE


def test_pasted_code_with_line_breaks_and_lower_case_still_loads():
    state = TOY.new_game(2, 1, {}, None)
    code = encode(state)
    assert decode("  " + code[:10].lower() + "\n" + code[10:] + "\r\n") == state


def test_oversized_code_is_refused_before_decoding():
    with pytest.raises(SnapshotError) as err:
        decode("TOY1:" + "A" * 5000)
    assert str(err.value) == TOO_LARGE


def test_zip_bomb_is_refused_not_inflated():
    bomb = frame("TOY", 1, b"\0" * 2_000_000)
    assert len(bomb) < 4296
    tracemalloc.start()
    try:
        with pytest.raises(SnapshotError) as err:
            decode(bomb)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert str(err.value) == TOO_LARGE and peak < 1_000_000


def test_state_with_an_unknown_step_is_refused_as_damaged():
    state = TOY.new_game(2, 1, {}, None)
    state.progress.step = "nowhere"
    with pytest.raises(SnapshotError) as err:
        decode(encode(state))
    assert str(err.value) == DAMAGED


def test_state_of_another_game_under_this_prefix_is_damaged():
    fingerprint, packed = payload_of(encode(TOY.new_game(2, 1, {}, None)))
    packed[0] = "columbia"
    assert fingerprint == layout(TOY)
    with pytest.raises(SnapshotError) as err:
        decode(frame("TOY", 1, msgpack.packb([fingerprint, packed])))
    assert str(err.value) == DAMAGED


def test_options_travel_as_choice_indexes_and_come_back():
    _, packed = payload_of(encode(TOY.new_game(2, 1, {}, None)))
    assert packed[4] == [0, []]
    odd = TOY.new_game(2, 1, {"house": "rule"}, None)
    assert payload_of(encode(odd))[1][4] == [1, ["house", "rule"]] and decode(encode(odd)) == odd


def test_progress_travels_as_step_indexes_and_comes_back():
    state = TOY.new_game(2, 1, {}, None)
    state.progress.done = ["adds"]
    state.progress.step = "roll"
    assert payload_of(encode(state))[1][6] == [0, [1, 1, [0], []]]
    assert decode(encode(state)) == state


@pytest.mark.parametrize("slot", [[0, [1, 9, [], []]], [0, [1, 0, [7], []]], [0, [1]], [2, []], "x"])
def test_out_of_range_slot_indexes_are_damaged(slot):
    fingerprint, packed = payload_of(encode(TOY.new_game(2, 1, {}, None)))
    packed[6] = slot
    with pytest.raises(SnapshotError) as err:
        decode(frame("TOY", 1, msgpack.packb([fingerprint, packed])))
    assert str(err.value) == DAMAGED


SHIPPED_V1 = "TOY1:NCFGTJV2NITPO-O%OVXYTIABF46AKQ4NPA-RIH6XIFRLK*UOB70 PHEWHKA6GDJ/-OOGHEC1CWO9913*2OT9UYC820$VS%0"


def test_a_version_1_code_made_earlier_still_decodes():
    """A code written by the first release of the format (toy game) must load forever."""
    state = decode(SHIPPED_V1)
    assert (state.game_id, state.revision, state.counter, state.last_roll) == ("toy-1ca3b1799d", 3, 4, [5, 1])
    assert (state.round, state.progress.step, state.rng.position) == (2, "adds", 1)


def test_a_code_made_with_another_preset_dictionary_is_refused_as_another_version(monkeypatch):
    state = TOY.new_game(2, 1, {}, None)
    monkeypatch.setitem(snapshot._DICTIONARIES, ("toy", 1), encode(state).encode() * 3)
    primed = encode(state)
    assert decode(primed) == state and len(primed) < len(encode(TOY.new_game(2, 2, {}, None))) + 40
    monkeypatch.setitem(snapshot._DICTIONARIES, ("toy", 1), b"")
    with pytest.raises(SnapshotError) as err:
        decode(primed)
    assert str(err.value) == OTHER_VERSION


def test_trained_dictionaries_fit_the_zlib_window():
    for path in snapshot.DICTIONARIES.glob("*.zdict"):
        assert 0 < path.stat().st_size <= 32 * 1024
