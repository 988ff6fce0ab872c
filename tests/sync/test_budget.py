"""The size of a code is designed: every state met along seeded random playouts with the most
players encodes within the budget (QR version 10 at error correction M, which a phone camera reads
at arm's length); a state that cannot fit travels as a sequence of codes, each within it."""

from __future__ import annotations

import random
import string

import pytest

from companion.engine.codec import Sequence
from companion.games.infiltration import playout as playout_module
from companion.games.infiltration.board import NPC_NAMES
from companion.games.infiltration.effects import Alarm, Heal, PlaceNpc
from companion.sync import qr
from companion.sync.snapshot import BUDGET, decode, encode, encode_parts
from companion.sync.train import playout_states
from companion.sync.travel import without_history
from tests.engine.toy import TOY
from tests.sync.games import definitions

SEEDS = (1, 2, 3)
"""The benchmark's seeds (the dictionaries were trained on others)."""
REAL = [d for d in definitions() if d.id != "toy"]


def test_the_budget_is_qr_version_10_at_ecc_m():
    assert qr.qr_version("A" * BUDGET) == 10 and qr.qr_version("A" * (BUDGET + 1)) == 11


@pytest.mark.parametrize("definition", REAL, ids=lambda d: d.id)
def test_every_state_of_seeded_playouts_encodes_within_the_budget(definition, library):
    worst = 0
    for seed in SEEDS:
        for state in playout_states(definition, max(definition.player_counts), seed, 400, library):
            code = encode(state, library)
            worst = max(worst, len(code))
            assert len(code) <= BUDGET, f"seed {seed}, revision {state.revision}: {len(code)} characters"
    assert qr.qr_version("A" * worst) <= 10


def test_a_state_too_large_for_one_code_travels_as_a_sequence_read_one_after_another():
    state = TOY.new_game(4, 9, {}, None)
    letters = random.Random(9).choices(string.ascii_letters, k=600)  # names no dictionary shortens
    state.player_names = ["".join(letters[i * 150 : (i + 1) * 150]) for i in range(4)]
    parts = encode_parts(state)
    assert len(parts) == 3 and all(len(p) <= BUDGET and qr.qr_version(p) <= 10 for p in parts)
    reading = Sequence()
    seen = []
    for part in [parts[2], parts[0], parts[2], parts[1]]:
        reading.add(part)
        seen.append(reading.progress)
    assert seen == ["1 of 3 read", "2 of 3 read", "2 of 3 read", "3 of 3 read"]
    assert reading.code is not None and decode(reading.code) == without_history(state)


def test_a_code_within_the_budget_is_one_code_and_passes_a_sequence_unchanged():
    state = TOY.new_game(2, 9, {}, None)
    (code,) = encode_parts(state)
    reading = Sequence()
    reading.add(code)
    assert reading.code == code and reading.progress == ""


def test_rooms_typed_in_box_setup_with_every_function_travel_within_the_budget(library, monkeypatch):
    """The richest Infiltration box: 12 room cards typed at an earlier table, each with every function
    and notes; the rooms revealed in play are those cards, which the code names by reference."""
    rnd = random.Random(12)
    faces = [_every_function(playout_module.random_face(rnd), rnd) for _ in range(12)]
    for index, face in enumerate(faces):
        library.add("infiltration", "rooms", {"id": f"room-{index}", "floor": "first", **face.model_dump(mode="json")})
    monkeypatch.setattr(playout_module, "random_face", lambda rnd: rnd.choice(faces))
    definition = next(d for d in REAL if d.id == "infiltration")
    worst = max(
        len(encode(state, library))
        for seed in SEEDS
        for state in playout_states(definition, max(definition.player_counts), seed, 400, library)
    )
    assert worst <= BUDGET


def _every_function(face, rnd: random.Random):
    return face.model_copy(
        update={
            "name": f"Typed room {rnd.randint(1, 999)}",
            "on_reveal": face.on_reveal or [PlaceNpc(name=rnd.choice(NPC_NAMES), face_up=True)],
            "on_enter": face.on_enter or [Alarm(amount=1)],
            "on_download": face.on_download or [Alarm(amount=1)],
            "tech_lock_destroyed": face.tech_lock_destroyed or [Heal()],
            "notes": "Typed from the card: the table confirms what the functions cannot say.",
        }
    )
