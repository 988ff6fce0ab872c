"""No command leaves a save the health checks refuse: whatever could, is refused first in plain words.

companion/games/infiltration/invariants.py lists the checks; a state that fails one cannot be loaded,
undone or sent to another phone, so every effect the table can type by hand is tried here on every
operative, room and name, and each is either refused or leaves a healthy state. RS = the rules summary.
"""

from __future__ import annotations

import itertools

import pytest

from companion.engine import Correct, GameSession
from companion.games.infiltration.board import NPC_NAMES, SECRET, SPECIAL_CARDS
from companion.games.infiltration.commands import Adjust, ResolveCard, SelectCard
from companion.games.infiltration.effects import EFFECT_KINDS
from companion.games.infiltration.invariants import broken
from tests.commands import ok, refused

from .helpers import edit, effect, face, game, put_npc, reveal_path

ROOMS = (0, 1, 2, 3, 5, SECRET)  # the entry room, revealed rooms, the face-down R6, the secret room


def _mid_game(s) -> None:
    """Rooms 1-4 revealed (R3 the Office with its tokens), one operative in the secret room, two NPCs."""
    reveal_path(s, 3, names={2: "Research Admin Office"})
    s.rooms[2].face = face("Research Admin Office", 2, interface=True, lab_worker_secure=2)
    s.rooms[2].interface_token = s.rooms[2].lab_worker = True
    s.rooms[SECRET].face = face("Vault", 1)
    s.operatives[0].room, s.operatives[1].room, s.operatives[2].room = 2, 3, SECRET
    s.operatives[0].df_tokens = 3
    put_npc(s, "CSX-13", 1)
    put_npc(s, "Officer Nelson", 3)
    s.rooms[1].items.append("Drone")


def _variants(kind: str) -> list[dict]:
    fields = EFFECT_KINDS[kind].model_fields
    names = NPC_NAMES if kind.endswith("npc") else SPECIAL_CARDS if kind.endswith("special") else ("Drone", " ")
    choices = {
        "operative": (0, 1, 2),
        "room": ROOMS,
        "name": tuple(names),
        "amount": (-20, -1, 3, 20) if kind in ("proximity", "alarm") else (3,),
    }
    keys = [key for key in choices if key in fields]
    return [dict(zip(keys, values, strict=True)) for values in itertools.product(*(choices[k] for k in keys))]


@pytest.mark.parametrize("kind", sorted(EFFECT_KINDS))
def test_no_effect_by_hand_damages_a_save(kind):
    """Every effect typed by hand, on every operative, room and name: refused, or the state stays healthy."""
    start = edit(game(), _mid_game).state
    assert broken(start) == []
    for fields in _variants(kind):
        try:
            typed = effect(kind=kind, **fields)
        except ValueError:
            continue  # the form never builds it (a blank name, an amount off its range)
        session = GameSession(start.model_copy(deep=True))
        if session.validate(Adjust(effects=[typed])):
            continue
        session.execute(Adjust(effects=[typed]))
        assert broken(session.state) == [], (kind, fields)


def test_npc_onto_face_down_room_refused():
    """RS l.150 ("most item and room cards only affect revealed rooms"): an effect moving an NPC by hand onto
    a face-down room is refused in plain words and the save is untouched. The table may still set an NPC on
    a face-down room by a correction: an NPC's own move back can leave it there (reading A-06)."""
    session = edit(game(), _mid_game)
    before = session.state.model_dump()
    moved = Adjust(effects=[effect(kind="move_npc", name="CSX-13", room=5)])
    assert refused(session, moved) == ["inf.effect_target"]
    assert any("R6 is face down" in v.message for v in session.validate(moved))
    assert session.state.model_dump() == before
    ok(session, Correct(path="rooms.5.npcs", value=[{"name": "Tyrone Kent", "face_up": True}]))


def test_operative_set_onto_face_down_room_refused():
    """RS l.143: an operative in a room has revealed it, so setting its room by hand onto the face-down R6 is
    refused in plain words (a move by hand reveals the room instead) and the save is untouched."""
    session = edit(game(), _mid_game)
    before = session.state.model_dump()
    corrected = Correct(path="operatives.0.room", value=5)
    assert [v.message for v in session.validate(corrected)] == [
        "That would leave the game inconsistent: Mr. White stands in a face-down room"
    ]
    assert session.state.model_dump() == before


def test_no_correction_strands_a_text_waiting_for_a_room_card():
    """RS l.143: while a text waits for R3's card, setting R3's card or the operative's room by hand would leave
    it waiting for nothing: refused in plain words, the save untouched (it still loads)."""
    session = edit(
        game(), lambda s: setattr(s.rooms[1], "face", face("Walkway", 0, on_enter=[effect(kind="move_forward")]))
    )
    ok(session, *(SelectCard(operative=i, card=c) for i, c in enumerate(["advance", "download", "download"])))
    ok(session, ResolveCard(operative=0))
    before = session.state.model_dump()
    for corrected in (
        Correct(path="rooms.2.face", value=face("Cold Lab", 1).model_dump(mode="json")),
        Correct(path="operatives.0.room", value=0),
    ):
        assert refused(session, corrected) == ["engine.bad_correction"]
    assert session.state.model_dump() == before and broken(session.state) == []
