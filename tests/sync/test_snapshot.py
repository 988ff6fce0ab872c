"""Snapshot codes: round trip at every step of random playouts, and the framing's messages."""

from __future__ import annotations

import random
import tracemalloc

import pytest

from companion.content import ContentLibrary
from companion.engine import validate
from companion.sync import snapshot
from companion.sync.codec import (
    DAMAGED,
    DIGITS,
    NEWER,
    NOT_A_CODE,
    TOO_LARGE,
    UNKNOWN_CONTENT,
    SnapshotError,
    b45decode,
    b45decode_number,
    b45encode,
    b45encode_number,
)
from companion.sync.links import load_route
from companion.sync.model import PHRASES, WORDS, Reading, Walk
from companion.sync.snapshot import (
    MODES,
    VERSION,
    code_of,
    decode,
    encode,
    layout,
    prefix_of,
)
from companion.sync.travel import without_history
from tests.engine.toy import TOY
from tests.sync.games import definitions, playout

SEEDS = (1, 2)


def payload_of(code: str, library=None) -> list:
    """The packed fields a version-4 code carries."""
    definition = snapshot.game_of(code)
    walk = Walk(snapshot.model_tables(definition.id), Reading(code.split(":", 1)[1], DIGITS))
    return snapshot.walk_code(walk, definition, library)[0]


def toy_code(packed, layout_of=None, monkeypatch=None) -> str:
    """A toy code carrying ``packed`` as its state, with a valid check (a sender may put anything there);
    ``layout_of``: as made by an app whose state layout has that fingerprint."""
    if layout_of is None:
        return code_of(TOY, packed)
    monkeypatch.setattr(snapshot, "layout", lambda definition: layout_of)
    try:
        return code_of(TOY, packed)
    finally:
        monkeypatch.undo()


@pytest.mark.parametrize("definition", definitions(), ids=lambda d: d.id)
def test_round_trip_at_every_step_of_random_playouts(definition, library):
    """Decoded equals the state without its history, re-encodes to the same code, and every rule decides
    the same: the next random command is legal on both."""
    for seed in SEEDS:
        for state in playout(definition, seed, library):
            code = encode(state, library)
            assert code.startswith(f"{prefix_of(definition)}{VERSION}:")
            received = decode(code, expect_game=definition.id, library=library)
            assert received == without_history(state)
            assert encode(received, library) == code
            command = definition.random_command(state, random.Random(seed))
            if command is not None:
                assert validate(received, command) == validate(state, command) == []


def test_codes_use_only_the_qr_alphanumeric_set_without_blanks_or_percent_signs():
    """A version-4 code goes into a link's query as it is (no %20, no %25) and loses no blank when pasted."""
    for seed in range(30):
        code = encode(TOY.new_game(4, seed, {}, None))
        assert set(code) <= set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ$*+-./:") and load_route(code).endswith(code)


def test_base45_matches_rfc_9285_examples():
    assert b45encode(b"AB") == "BB8"
    assert b45encode(b"Hello!!") == "%69 VD92EX0"
    assert b45encode(b"base-45") == "UJCLQE7W581"
    assert b45decode("QED8WEX0") == b"ietf!"


def test_version_3_writes_bytes_as_one_base45_number_a_reader_never_strips():
    """1.457 characters a byte instead of 1.5; the byte count follows from the character count, and the
    last character is a digit or a letter (a reader strips a pasted code's trailing blanks)."""
    rnd = random.Random(45)
    for size in range(0, 400, 7):
        for data in (rnd.randbytes(size), b"\0" * size, b"\xff" * size):
            text = b45encode_number(data)
            assert b45decode_number(text) == data and text[-1:].strip() == text[-1:]
    assert len(b45encode_number(bytes(207))) == 302 and len(b45encode(bytes(207))) == 311
    for damaged in ("AAAA", "AA%", "ZZZ"):  # no byte count takes 4 characters; a top digit 36+; over 2 bytes
        with pytest.raises(SnapshotError) as err:
            b45decode_number(damaged)
        assert str(err.value) == DAMAGED


def test_code_of_another_game_names_that_game():
    code = encode(TOY.new_game(2, 1, {}, None))
    with pytest.raises(SnapshotError, match="this code is from Toy"):
        decode(code, expect_game="infiltration")


def test_code_from_a_newer_format_is_refused_as_newer():
    code = encode(TOY.new_game(2, 1, {}, None)).replace(f"TOY{VERSION}:", f"TOY{VERSION + 1}:", 1)
    with pytest.raises(SnapshotError) as err:
        decode(code)
    assert str(err.value) == NEWER


def test_code_from_another_state_layout_is_refused_clearly(monkeypatch):
    packed = payload_of(encode(TOY.new_game(2, 1, {}, None)))
    with pytest.raises(SnapshotError) as err:
        decode(toy_code(packed, (layout(TOY) + 1) & 0xFFFF, monkeypatch))
    assert str(err.value) == DAMAGED  # within a version the layout never changes: only a damaged code differs


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
        decode(f"TOY{VERSION}:" + "A" * 5000)
    assert str(err.value) == TOO_LARGE


def test_a_code_of_random_digits_as_long_as_a_qr_holds_is_refused_holding_little_memory():
    """A version-4 code inflates nothing: reading is bounded by its symbols (a list, a text, a number, the
    whole walk), so a hostile code is refused before it costs memory or time."""
    rnd = random.Random(4)
    decode(encode(TOY.new_game(2, 1, {}, None)))  # the reader's tables are loaded before measuring
    for size in (1, 40, 400, 4000):
        code = f"TOY{VERSION}:" + "".join(rnd.choices(DIGITS, k=size))
        tracemalloc.start()
        try:
            with pytest.raises(SnapshotError) as err:
                decode(code)
            peak = tracemalloc.get_traced_memory()[1]
        finally:
            tracemalloc.stop()
        assert str(err.value) == DAMAGED and peak < 2_000_000


def test_state_with_an_unknown_step_is_refused_as_damaged():
    state = TOY.new_game(2, 1, {}, None)
    state.progress.step = "nowhere"
    with pytest.raises(SnapshotError) as err:
        decode(encode(state))
    assert str(err.value) == DAMAGED


def test_the_prefix_names_the_game_and_the_seed_gives_the_game_id():
    """A payload carries neither the game's name nor a game id its seed gives; an id typed or copied from
    another game travels spelled out, and a seeded id spelled out is not this app's code."""
    state = TOY.new_game(2, 77, {}, None)
    packed = payload_of(encode(state))
    assert packed[0] is None and "toy" not in packed and decode(encode(state)).game_id == state.game_id
    moved = state.model_copy(update={"game_id": "kitchen-table"})
    assert payload_of(encode(moved))[0] == "kitchen-table" and decode(encode(moved)) == moved
    packed[0] = state.game_id  # the seeded id spelled out
    with pytest.raises(SnapshotError) as err:
        decode(toy_code(packed))
    assert str(err.value) == DAMAGED


def test_options_travel_as_choice_indexes_and_come_back():
    packed = payload_of(encode(TOY.new_game(2, 1, {}, None)))
    assert packed[3] == [0, []]
    odd = TOY.new_game(2, 1, {"house": "rule"}, None)
    assert payload_of(encode(odd))[3] == [1, ["house", "rule"]] and decode(encode(odd)) == odd


def test_progress_travels_as_step_indexes_and_comes_back():
    state = TOY.new_game(2, 1, {}, None)
    state.progress.done = ["adds"]
    state.progress.step = "roll"
    assert payload_of(encode(state))[5] == [0, [1, 1, [0], []]]
    assert decode(encode(state)) == state


@pytest.mark.parametrize("slot", [[0, [1, 9, [], []]], [0, [1, 0, [7], []]], [0, [1]], [2, []], "x"])
def test_out_of_range_slot_indexes_are_damaged(slot):
    packed = payload_of(encode(TOY.new_game(2, 1, {}, None)))
    packed[5] = slot
    with pytest.raises(SnapshotError) as err:
        decode(toy_code(packed))
    assert str(err.value) == DAMAGED


SHIPPED_V1 = "TOY1:NCFGTJV2NITPO-O%OVXYTIABF46AKQ4NPA-RIH6XIFRLK*UOB70 PHEWHKA6GDJ/-OOGHEC1CWO9913*2OT9UYC820$VS%0"


def test_a_version_1_code_made_earlier_still_decodes():
    """A code written by the first release of the format (toy game) must load forever."""
    state = decode(SHIPPED_V1)
    assert (state.game_id, state.revision, state.counter, state.last_roll) == ("toy-1ca3b1799d", 3, 4, [5, 1])
    assert (state.round, state.progress.step, state.rng.position) == (2, "adds", 1)


def test_the_default_code_carries_typed_box_content_and_opens_on_a_phone_with_other_content(tmp_path):
    """Issue 39: a phone with no box content, or with other box content, opens the default code; the shorter
    code primed with the sender's box content opens where that content is the same, else says so."""
    sender, receiver = ContentLibrary(user_dir=tmp_path / "sender"), ContentLibrary(user_dir=tmp_path / "receiver")
    sender.add("syndicate", "awards", {"id": "landlord", "name": "Landlord", "kind": "bases", "threshold": 3, "vp": 4})
    definition = definitions()[-2]
    assert definition.id == "syndicate"
    state = definition.new_game(3, 5, definition.resolve_options({}), sender)
    assert [a.name for a in state.awards][-1] == "Landlord"
    assert decode(encode(state, sender), library=receiver) == state
    receiver.add("syndicate", "awards", {"id": "banker", "name": "Banker", "kind": "credits", "threshold": 9, "vp": 2})
    assert decode(encode(state, sender), library=receiver) == state  # other content: the default still opens
    with pytest.raises(SnapshotError) as err:
        decode(encode(state, sender, "box"), library=receiver)
    assert str(err.value) == UNKNOWN_CONTENT
    assert decode(encode(state, sender, "box"), library=sender) == state


def test_a_box_code_is_primed_with_the_table_the_content_sets_up_and_a_board_not_set_up_still_round_trips(
    tmp_path,
):
    """Box content's set-up table primes a ``"box"`` code: a new game with a typed board is a few references; a
    board begun in box setup but not finished sets up no table, and its codes still load exactly."""
    from tests.bench.typed_boxes import syndicate_box

    library, partial = ContentLibrary(user_dir=tmp_path / "box"), ContentLibrary(user_dir=tmp_path / "partial")
    syndicate_box(library)
    definition = definitions()[-2]
    state = definition.new_game(3, 5, definition.resolve_options({}), library)
    assert len(state.territories) == 18 and snapshot.box_setup_fields(definition, library)
    assert len(encode(state, library, "box")) < len(encode(state, library)) // 4
    partial.add("syndicate", "territories", {"id": "koss", "name": "Koss", "zone": "EXO"})
    assert snapshot.box_setup_fields(definition, partial) is None
    assert decode(encode(state, partial, "box"), library=partial) == state


def test_a_code_carries_its_mode_and_derived_fields_first(tmp_path):
    library = ContentLibrary(user_dir=tmp_path / "content")
    state = TOY.new_game(3, 123456789, {}, None)
    for mode in MODES:
        walk = Walk(snapshot.model_tables("toy"), Reading(encode(state, library, mode).split(":", 1)[1], DIGITS))
        assert walk.channel.flat(2, None) == (mode == "box")


def test_trained_models_name_only_contexts_of_today_s_layout():
    """A model trained for another layout would only predict worse; this one knows today's fields."""
    for definition in definitions():
        tables = snapshot.model_tables(definition.id)
        if definition.id == "toy":
            assert not tables.contexts
            continue
        form = snapshot.code_layout(definition)
        fields = {f"{name}.{field}" for name, rows in form.models.items() for field, _ in rows}
        known = {key.split("#")[0].split("/")[0] for key in tables.contexts} - {"root", PHRASES, WORDS}
        assert known <= fields and len(tables.contexts) > 100


def test_trained_dictionaries_fit_the_deflate_window():
    for path in snapshot.DICTIONARIES.glob("*.zdict"):
        assert 0 < path.stat().st_size <= 32 * 1024


def test_a_sequence_survives_readers_that_strip_a_parts_trailing_blanks():
    """Base45 has spaces: a part cut just after one would lose it to a reader's strip (a whole code never
    ends in one). Bodies full of spaces at every cut still join back exactly after each part is cleaned."""
    from companion.sync.codec import ALPHABET, Sequence, split

    rnd = random.Random(3)
    for _ in range(300):
        body = "".join(rnd.choice(ALPHABET + "    ") for _ in range(rnd.randint(20, 900)))
        code = f"TOY{VERSION}:{body.rstrip()}"
        parts = split(code, rnd.randint(40, 311))
        assert all(len(p) <= 311 for p in parts)
        reading = Sequence()
        for part in parts:
            reading.add(f" {part}  \n")
        assert reading.code == code
