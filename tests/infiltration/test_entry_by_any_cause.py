"""Entering a face-down room by any cause (RS §Revealing a Room l.141-150: "Any time an operative enters a
facedown room card, he reveals it ... then follows these steps in order": Reveal, Enter, tokens, DF): a room
text or a move by hand waits for the table to type that room's card, then runs the full entry sequence and
the rest of the text. The save stays healthy (and loadable) while it waits."""

from __future__ import annotations

import json

import flet as ft

from companion.cli import main
from companion.cli_io import load_save
from companion.games.infiltration.commands import Adjust, ChooseOperative, ResolveCard, RevealRoom, SelectCard
from companion.games.infiltration.invariants import broken
from companion.storage import write_save
from companion.ui.infiltration import build_table
from tests.commands import ok, refused
from tests.ui.fake_session import walk
from tests.ui.fake_table import buttons, table

from .helpers import edit, effect, face, game, select

LAB = face(
    "Cold Lab",
    3,
    interface=True,
    on_reveal=[effect(kind="place_npc", name="CSX-13")],
    on_enter=[effect(kind="alarm", amount=1)],
)


def _corridor(s) -> None:
    """R2 revealed, its Enter text moving the operative entering forward one room (R3 is face down)."""
    s.rooms[1].face = face("Moving Walkway", 0, on_enter=[effect(kind="move_forward")])


def _advanced():
    """Operative 0 advances into R2, whose Enter text moves it on into the face-down R3."""
    session = edit(game(), _corridor)
    select(session, {0: "advance", 1: "download", 2: "download"})
    ok(session, ResolveCard(operative=0))
    return session


def test_room_text_into_a_face_down_room_waits_for_its_card():
    """RS l.143: the Enter text's move into R3 is not skipped: the text waits for R3's card, and nothing
    else happens first (the save is healthy meanwhile)."""
    session = _advanced()
    state = session.state
    assert state.operatives[0].room == 1 and state.choices_owed[0].entering(state) == 2
    assert broken(state) == []
    assert refused(session, ResolveCard(operative=1)) == ["inf.reveal_needs_card"]
    assert refused(session, ChooseOperative(operative=1)) == ["inf.reveal_needs_card"]
    assert refused(session, Adjust(effects=[effect(kind="alarm", amount=1)])) == ["inf.reveal_needs_card"]


def test_room_text_entry_runs_reveal_enter_tokens_df_in_order():
    """RS l.143-150: typed, R3 is flipped, its Reveal (an NPC), Enter (alarm +1), tokens, then DF, in order."""
    session = _advanced()
    ok(session, RevealRoom(face=LAB))
    state, notes = session.state, session.log()[-1].notes
    assert state.operatives[0].room == 2 and state.rooms[2].face == LAB and not state.choices_owed
    assert [n.name for n in state.rooms[2].npcs] == ["CSX-13"] and state.alarm == 1
    assert state.rooms[2].interface_token and state.rooms[2].df_available == 3
    order = [
        next(i for i, n in enumerate(notes) if key in n)
        for key in ("CSX-13 is placed", "Cold Lab Enter", "token placed on", "DF tokens from")
    ]
    assert order == sorted(order), notes


def test_room_card_typed_once_is_refused_twice():
    """RS l.141: a room card is one card: a name already face up in the facility is refused, nothing changes."""
    session = _advanced()
    before = session.state.model_dump()
    assert refused(session, RevealRoom(face=face("Moving Walkway", 1))) == ["inf.effect_target"]
    assert refused(session, RevealRoom(face=face("Lobby", 1))) == ["inf.effect_target"]
    assert session.state.model_dump() == before


def test_by_hand_move_into_a_face_down_room_reveals_it():
    """RS l.143 ("any time an operative enters a facedown room"): a move by hand into R2, face down, is taken
    and waits for R2's card; typed, the room is revealed with its full entry sequence."""
    session = game()
    ok(session, Adjust(effects=[effect(kind="move", operative=1, room=1)], reason="forgot a move"))
    assert session.state.choices_owed[0].entering(session.state) == 1 and broken(session.state) == []
    ok(session, RevealRoom(face=LAB))
    room = session.state.rooms[1]
    assert session.state.operatives[1].room == 1 and room.face == LAB and room.df_available == 3
    assert session.state.alarm == 1 and [n.name for n in room.npcs] == ["CSX-13"]


def test_save_waiting_for_a_room_card_loads(tmp_path, capsys):
    """A game saved while a text waits for a room card opens, prints and plays on (no command damages a save)."""
    session = _advanced()
    path = tmp_path / "inf.json"
    write_save(path, session)
    loaded = load_save(str(path))
    assert loaded.state == session.state
    assert main(["state", str(path)]) == 0
    assert json.loads(capsys.readouterr().out)["choices_owed"]
    ok(loaded, RevealRoom(face=LAB))
    assert loaded.state.operatives[0].room == 2


def test_every_phone_asks_for_the_room_card(tmp_path):
    """RS l.143: the table sees which room is entered and types its card there; the rest resolves."""
    session = _advanced()
    ctx = table(session, tmp_path)
    root = build_table(ctx)
    shown = [str(getattr(c, "value", "")) for c in walk(root)]
    name = session.state.operatives[0].name
    assert f"{name} enters R3, face down: type its room card (Moving Walkway Enter)." in shown
    buttons(root)["Type the room card"].on_click(None)
    field = next(c for c in walk(ctx.dialog) if isinstance(c, ft.TextField) and c.label == "Room name")
    field.value = "Cold Lab"
    next(c for c in walk(ctx.dialog) if isinstance(c, ft.TextField) and c.label == "Available DF").value = "2"
    buttons(ctx.dialog)["Reveal and enter"].on_click(None)
    assert ctx.refusal == [] and session.state.rooms[2].face is not None
    assert session.state.rooms[2].df_available == 2 and session.state.operatives[0].room == 2
    assert refused(session, SelectCard(operative=0, card="advance")) != []  # the round goes on as before


def _by_hand_form(ctx):
    """The by-hand effect form, opened from the table's By-hand section: its dialog and its dropdowns."""
    tile = next(
        c for c in walk(build_table(ctx)) if isinstance(c, ft.ExpansionTile) and "card texts" in str(c.title.value)
    )
    buttons(tile)["Apply an effect by hand"].on_click(None)
    return ctx.dialog, {c.label: c for c in walk(ctx.dialog) if isinstance(c, ft.Dropdown)}


def test_by_hand_form_offers_npcs_only_revealed_rooms(tmp_path):
    """RS l.95, l.150: an NPC stands on a revealed room: choosing "Move an NPC" by hand offers no face-down
    room and says so before anything is typed, so the correction cannot damage the save."""
    ctx = table(game(), tmp_path)
    tile, fields = _by_hand_form(ctx)
    fields["Effect"].value = "move_npc"
    fields["Effect"].on_select(None)
    assert [o.text for o in fields["Room"].options] == ["R1 Lobby"]  # the only revealed room
    assert any("Only revealed rooms are offered" in str(getattr(c, "value", "")) for c in walk(tile))


def test_by_hand_operative_move_on_screen_asks_for_the_room_card(tmp_path):
    """RS l.143: moving an operative by hand into R2, face down, is applied and the table is asked for R2's card."""
    session = game()
    ctx = table(session, tmp_path)
    tile, fields = _by_hand_form(ctx)
    fields["Effect"].value = "move"
    fields["Effect"].on_select(None)
    assert any("reveals it: the app asks for its card next" in str(getattr(c, "value", "")) for c in walk(tile))
    fields["Operative"].value, fields["Room"].value = "2", "1"
    buttons(tile)["Apply effect"].on_click(None)
    assert ctx.refusal == [] and session.state.choices_owed
    assert "Type the room card" in buttons(build_table(ctx))
