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
    print(f"{definition.id}: worst code {worst} characters (budget {BUDGET})")


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


def test_a_whole_syndicate_box_typed_in_box_setup_travels_as_one_code_within_the_budget(library):
    """Copied into every game (18 territories, 6 mats, awards, chips, cards), a whole typed box travels by
    reference to the table it sets up on the receiving phone: every state met is one code a camera reads."""
    full_syndicate_box(library)
    definition = next(d for d in REAL if d.id == "syndicate")
    players = max(definition.player_counts)
    states = [s for seed in SEEDS for s in playout_states(definition, players, seed, 400, library)]
    assert len(states[0].territories) == 18 and len(states[0].awards) == 6
    for state in states:
        code = encode(state, library)
        assert len(code) <= BUDGET, f"seed {state.rng.seed}, revision {state.revision}: {len(code)} characters"
    for state in states[:: len(states) // 20]:
        assert decode(encode(state, library), library=library) == without_history(state)


def full_syndicate_box(lib):
    """A whole Syndicate box typed in box setup (made-up test content, never shipped): 18 territories with
    zones and specials, 6 syndicate mats, 6 awards, 6 bonus chips, 4 Advanced Tech cards, 10 Sovereign cards."""
    zones = ["EXO"] * 6 + ["MIDDLE"] * 9 + ["INNER"] * 3
    specials = ["military", "research", "mining", "casino"] + [""] * 14
    names = ["Goshen", "Koss", "Tarsis", "Vell", "Orune"] + [f"Territory {i}" for i in range(6, 19)]
    for i, (name, zone, special) in enumerate(zip(names, zones, specials, strict=True)):
        lib.add(
            "syndicate",
            "territories",
            {
                "id": name.lower().replace(" ", "-"),
                "name": name,
                "zone": zone,
                "special": special,
                "research_boxes": 3 if special == "research" else 0,
                "mining_amount": 2 if special == "mining" else 0,
                "beams": [names[i + 1]] if special == "military" else [],
            },
        )
    for i in range(6):
        lib.add(
            "syndicate",
            "syndicates",
            {
                "id": f"syndicate-{i}",
                "name": f"Syndicate {i}",
                "start": {"credits": 3 + i, "influence": 2, "crew": 2},
                "income": {"credits": 2, "influence": 1, "crew": 2},
                "tech_level": i % 3,
                "assault_level": i % 2,
                "bonus": "Typed from the mat.",
            },
        )
    for i, kind in enumerate(["bases", "zone_bases", "fortified_bases", "tech_level", "assault_level", "credits"]):
        lib.add(
            "syndicate",
            "awards",
            {
                "id": f"award-{i}",
                "name": f"Award {i}",
                "kind": kind,
                "threshold": 3,
                "zone": "INNER" if kind == "zone_bases" else None,
                "vp": 3 + i,
            },
        )
    for i in range(6):
        lib.add(
            "syndicate",
            "bonus_chips",
            {
                "id": f"chip-{i}",
                "name": f"Chip {i}",
                "zone": ["EXO", "MIDDLE", "INNER"][i % 3],
                "gain": {"credits": i % 3},
                "tech": i % 2,
            },
        )
    for i in range(4):
        lib.add(
            "syndicate",
            "advanced_tech",
            {
                "id": f"tech-{i}",
                "name": f"Tech {i}",
                "min_tech": 4 + i,
                "roll": {"applies_to": ["mission"], "amount": 1},
            },
        )
    for i in range(10):
        lib.add(
            "syndicate",
            "sovereign_cards",
            {
                "id": f"sov-{i}",
                "name": f"Sovereign {i}",
                "effects": [
                    {
                        "kind": "pay",
                        "resource": "credits",
                        "tiers": [{"min_alert": 1, "amount": 1}, {"min_alert": 5, "amount": 2}],
                    }
                ],
                "checklist": ["Resolve the card's text."],
            },
        )
