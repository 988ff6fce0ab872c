"""The engine contracts on Infiltration: obligations block an unconfirmed skip, whose turn it is,
every correctable value round-trips through save, undo and snapshot, every option reads as a sentence."""

from __future__ import annotations

import pytest

from companion.engine import Correct, GameSession, SkipToStep
from companion.games.infiltration.board import SECRET
from companion.games.infiltration.commands import RollSecurity, RunNpcPhase
from companion.games.infiltration.game import Infiltration
from companion.sync import snapshot
from companion.sync.travel import without_history
from tests.commands import ok, refused

from .helpers import edit, face, game, put_npc, resolve, reveal_path, select

DEFINITION = Infiltration()


# -- obligations: infiltration-rules-summary.txt §Game Round l.51-107 ---------------------------------------
def test_selection_owes_every_operatives_card():
    """l.57: each operative selects; skipping Selection with one still to choose needs the table's word."""
    session = game()
    select(session, {0: "download"})
    names = [op.name for op in session.state.operatives]
    assert DEFINITION.obligations(session.state, "select") == [f"{n} has not selected a card." for n in names[1:]]
    assert refused(session, SkipToStep(step="resolve")) == ["engine.skip_needs_confirmation"]
    ok(session, SkipToStep(step="resolve", confirm=True))
    assert "By hand" in " ".join(session.log()[-1].notes)


def test_resolution_owes_every_flipped_card():
    """l.65: every selected card is flipped and resolved before the NPC phase."""
    session = game()
    select(session, {0: "download", 1: "download", 2: "download"})
    resolve(session, 0)
    assert len(DEFINITION.obligations(session.state, "resolve")) == 2
    assert refused(session, SkipToStep(step="npc")) == ["engine.skip_needs_confirmation"]


def test_npc_phase_owed_when_npcs_are_face_up():
    """l.89: the face-up NPCs act; with none in the facility there is nothing owed."""
    session = game()
    ok(session, SkipToStep(step="npc", confirm=True))
    assert DEFINITION.obligations(session.state, "npc") == []
    with_npc = edit(session, lambda s: put_npc(s, "Officer Nelson", 0))
    assert DEFINITION.obligations(with_npc.state, "npc") == ["The NPCs in the facility have not acted."]
    assert refused(with_npc, SkipToStep(step="security")) == ["engine.skip_needs_confirmation"]


def test_security_roll_is_owed():
    """l.101: the security roll is always owed."""
    assert DEFINITION.obligations(game().state, "security") == ["The security roll has not been made."]


def test_no_skip_backwards():
    session = game()
    ok(session, SkipToStep(step="npc", confirm=True))
    assert refused(session, SkipToStep(step="select")) == ["engine.no_going_back"]


# -- whose turn ------------------------------------------------------------------------------------------------
def test_current_player_follows_selection_resolution_and_the_first_player():
    session = game()
    assert DEFINITION.current_player(session.state) == 0
    select(session, {0: "download"})
    assert DEFINITION.current_player(session.state) == 1
    select(session, {1: "download", 2: "download"})
    assert DEFINITION.current_player(session.state) == 0
    resolve(session, 0)
    assert DEFINITION.current_player(session.state) == 1
    resolve(session, 1)
    resolve(session, 2)
    assert DEFINITION.current_player(session.state) == session.state.first_player == 0
    ok(session, RunNpcPhase(), RollSecurity(entered=1))
    assert DEFINITION.current_player(session.state) == 1  # the die passed left


# -- corrections ------------------------------------------------------------------------------------------------
def mid_game() -> GameSession:
    def layout(s):
        reveal_path(s, 3, names={2: "Research Admin Office"})
        s.rooms[2].face.interface, s.rooms[2].interface_token = True, True
        s.rooms[1].face.tech_lock_secure, s.rooms[1].tech_lock = 2, True
        put_npc(s, "Officer Nelson", 1)

    return edit(game(), layout)


CORRECTIONS = [
    ("proximity", 40),
    ("proximity", 0),
    ("alarm", 5),
    ("alarm", -1),
    ("first_player", 2),
    ("df_in_box", 3),
    ("item_deck", 10),
    ("item_discard", 2),
    ("npc_box", ["Tyrone Kent"]),
    ("rooms.3.face", {"name": "Armory", "df": 2}),
    ("rooms.1.df_available", 5),
    ("rooms.1.interface_token", True),
    ("rooms.1.lab_worker", False),
    ("rooms.1.tech_lock", False),
    ("rooms.2.npcs", [{"name": "CSX-13", "face_up": False}]),
    ("rooms.1.items", ["Slider"]),
    ("operatives.0.room", 2),
    ("operatives.1.status", "escaped"),
    ("operatives.0.wounded", True),
    ("operatives.0.delayed", True),
    ("operatives.2.df_tokens", 4),
    ("operatives.0.items", ["Gauss Pistol"]),
    ("operatives.0.specials", ["Prototype"]),
    ("operatives.0.room", SECRET),
]


@pytest.mark.parametrize("path,value", CORRECTIONS, ids=[f"{p}={v}" for p, v in CORRECTIONS])
def test_correction_round_trips_through_save_undo_and_snapshot(path, value):
    session = mid_game()
    if path == "operatives.0.room" and value == SECRET:
        session = edit(session, lambda s: setattr(s.rooms[SECRET], "face", face("Vault", 0)))
    before = session.state
    ok(session, Correct(path=path, value=value, reason="the table agrees"))
    after = session.state
    assert after != before and GameSession.from_save(session.to_save()).state == after
    assert snapshot.decode(snapshot.encode(after)) == without_history(after)
    session.undo()
    assert session.state == before


BAD_CORRECTIONS = [
    ("proximity", -1_000_000),
    ("proximity", 150),
    ("alarm", -6),
    ("alarm", 9),
    ("first_player", 7),
    ("df_in_box", 500),
    ("rooms.1.df_available", -1),
    ("rooms.4.df_available", 2),  # a face-down room holds nothing
    ("rooms.2.npcs", [{"name": "Officer Nelson"}]),  # Nelson is already in R2
    ("rooms.2.npcs", [{"name": "Mr. Nobody"}]),
    ("rooms.1.lab_worker", True),  # its card prints no lab worker
    ("operatives.0.room", 99),
    ("operatives.0.room", 5),  # face down
    ("operatives.0.room", SECRET),  # the secret room is face down here
    ("operatives.1.status", "sleeping"),
    ("operatives.2.df_tokens", -3),
    ("operatives.0.specials", ["Prototype"] * 5),
    ("item_deck", -1),
]


@pytest.mark.parametrize("path,value", BAD_CORRECTIONS, ids=[f"{p}={v}" for p, v in BAD_CORRECTIONS])
def test_out_of_range_corrections_are_refused(path, value):
    assert refused(mid_game(), Correct(path=path, value=value)) == ["engine.bad_correction"]


def test_every_correctable_value_has_a_round_trip_above():
    tried = [p for p, _ in CORRECTIONS]
    assert all(any(c.matches(p) for p in tried) for c in DEFINITION.correctable)


# -- options read as sentences ----------------------------------------------------------------------------------
def test_every_option_choice_has_a_plain_label():
    for option in DEFINITION.options:
        for choice in option.choices:
            label = option.choice_label(choice)
            assert label != str(choice) and label.endswith(".") and "_" not in label, (option.key, choice)
