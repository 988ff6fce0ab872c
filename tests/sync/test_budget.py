"""The size of a code is designed: every state met along seeded random playouts with the most players
encodes, for any phone, within one QR code of version 10 at error correction M (which a phone camera reads
at arm's length), as a bare code and as the link to the hosted phone app a QR holds; a whole typed box
travels within it too, in the shorter code for a phone with the same box content; a code that cannot fit
travels as a sequence of codes, each within it. ``python -m companion.sync.size_bench`` prints the figures."""

from __future__ import annotations

import random
import string

import pytest

from companion.benchmarks.typed_boxes import typed
from companion.sync import qr
from companion.sync.codec import Sequence
from companion.sync.links import load_link
from companion.sync.size_bench import HOSTED
from companion.sync.snapshot import BUDGET, decode, encode, encode_parts, parts_of
from companion.sync.train import playout_states
from companion.sync.travel import without_history
from tests.engine.toy import TOY
from tests.sync.games import definitions

SEEDS = (1, 2, 3)
"""The benchmark's seeds (the models were trained on others)."""
REAL = [d for d in definitions() if d.id != "toy"]
LINK = load_link("", HOSTED)


def test_the_budget_is_qr_version_10_at_ecc_m():
    assert qr.qr_version("A" * BUDGET) == 10 and qr.qr_version("A" * (BUDGET + 1)) == 11


def one_qr(code: str) -> bool:
    """The code fits one QR code of version 10 at most, bare and as the phone build's link."""
    return qr.qr_version(code) <= 10 and qr.qr_version(LINK + code) <= 10 and parts_of(code, LINK) == [code]


@pytest.mark.parametrize("definition", REAL, ids=lambda d: d.id)
def test_every_state_of_seeded_playouts_is_one_code_for_any_phone(definition, library):
    worst = ""
    for seed in SEEDS:
        for state in playout_states(definition, max(definition.player_counts), seed, 400, library):
            code = encode(state, library)
            worst = max(worst, code, key=len)
            assert one_qr(code), f"seed {seed}, revision {state.revision}: {len(code)} characters"
    print(f"{definition.id}: worst code {len(worst)} characters, link QR version {qr.qr_version(LINK + worst)}")


def test_a_state_too_large_for_one_code_travels_as_a_sequence_read_one_after_another():
    state = TOY.new_game(4, 9, {}, None)
    letters = random.Random(9).choices(string.ascii_letters, k=600)  # names no dictionary shortens
    state.player_names = ["".join(letters[i * 150 : (i + 1) * 150]) for i in range(4)]
    parts = encode_parts(state)
    assert len(parts) > 1 and all(len(p) <= BUDGET and qr.qr_version(p) <= 10 for p in parts)
    reading = Sequence()
    seen = []
    for part in [parts[-1], parts[-1], *parts[:-1]]:
        reading.add(part)
        seen.append(reading.progress)
    count = len(parts)
    assert seen == [f"1 of {count} read", *(f"{n} of {count} read" for n in range(1, count + 1))]
    assert reading.code is not None and decode(reading.code) == without_history(state)


def test_a_code_within_the_budget_is_one_code_and_passes_a_sequence_unchanged():
    state = TOY.new_game(2, 9, {}, None)
    (code,) = encode_parts(state)
    reading = Sequence()
    reading.add(code)
    assert reading.code == code and reading.progress == ""


def test_rooms_typed_in_box_setup_with_every_function_travel_to_any_phone_in_one_code(library):
    """The richest Infiltration box: 12 room cards typed at an earlier table, each with every function and
    notes; the rooms revealed in play are those cards, which the code for any phone carries: one QR code as
    a bare code; as the link to the hosted phone app (57 characters before the code) a few of its states take
    two codes, each within the budget."""
    definition = next(d for d in REAL if d.id == "infiltration")
    with typed("infiltration", library):
        for seed in SEEDS:
            for state in playout_states(definition, max(definition.player_counts), seed, 400, library):
                code = encode(state, library)
                assert qr.qr_version(code) <= 10, f"seed {seed}, revision {state.revision}"
                parts = parts_of(code, LINK)
                assert len(parts) <= 2 and all(qr.qr_version(LINK + part) <= 10 for part in parts)


def test_a_whole_syndicate_box_typed_in_box_setup_is_one_code_for_a_phone_with_that_box(library):
    """Copied into every game (18 territories, 6 mats, awards, chips, cards), a whole typed box is primed on both
    phones in the shorter code: every state met is one code a camera reads; for any phone it travels as a
    sequence of codes, each one QR code, and loads on a phone without that content."""
    definition = next(d for d in REAL if d.id == "syndicate")
    players = max(definition.player_counts)
    with typed("syndicate", library):
        states = [s for seed in SEEDS for s in playout_states(definition, players, seed, 400, library)]
        assert len(states[0].territories) == 18 and len(states[0].awards) == 6
        for state in states:
            assert one_qr(encode(state, library, "box")), f"seed {state.rng.seed}, revision {state.revision}"
        for state in states[:: len(states) // 20]:
            parts = parts_of(encode(state, library), LINK)
            assert all(qr.qr_version(LINK + part) <= 10 for part in parts)
            reading = Sequence(parts)
            assert reading.code is not None and decode(reading.code) == without_history(state)
