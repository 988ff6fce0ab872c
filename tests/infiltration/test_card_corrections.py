"""A room card read wrong is corrected at the table (RS §The Facility l.109-131: the card's functions apply
each time their moment comes): the game applies the corrected card from then on, without replaying its
reveal; a token the corrected card prints no space for goes back to the supply; the library changes only
when the table asks."""

from __future__ import annotations

import flet as ft

from companion.games.infiltration.commands import CorrectRoomCard, ResolveCard
from companion.ui.infiltration import build_table
from companion.ui.infiltration.forms import remember
from tests.commands import ok, refused
from tests.ui.fake_session import walk
from tests.ui.fake_table import buttons, table

from .helpers import edit, effect, face, game, select


def _hall(s) -> None:
    s.rooms[1].face = face("Hall", 2, interface=True, on_enter=[effect(kind="alarm", amount=3)])
    s.rooms[1].interface_token, s.rooms[1].df_available = True, 2


def test_corrected_room_card_applies_from_then_on():
    """The Enter text read as alarm +3 is corrected to +1: the next entry raises the alarm by 1; the interface
    token the corrected card does not print goes back to the supply; the DF on the room stay."""
    session = edit(game(), _hall)
    ok(session, CorrectRoomCard(room=1, face=face("Hall", 2, on_enter=[effect(kind="alarm", amount=1)])))
    room = session.state.rooms[1]
    assert not room.interface_token and room.df_available == 2 and session.state.token_supply["interface"] == 13
    select(session, {0: "advance", 1: "download", 2: "download"})
    ok(session, ResolveCard(operative=0))
    assert session.state.alarm == 1


def test_only_a_revealed_room_is_corrected_and_names_stay_unique():
    """RS l.141: a room card is one card: a face-down room has no card to correct, and a corrected card may
    not take the name of another room face up in the facility."""
    session = edit(game(), _hall)
    assert refused(session, CorrectRoomCard(room=2, face=face("Lab", 1))) == ["inf.effect_target"]
    assert refused(session, CorrectRoomCard(room=1, face=face("Lobby", 1))) == ["inf.effect_target"]


def test_room_correction_on_screen_reaches_the_library_only_when_asked(tmp_path):
    """The By-hand section's "Correct a revealed room card" fills the form with the game's card; the library's
    copy is replaced only with "Also correct it in my library" ticked."""
    session = edit(game(), _hall)
    for also, alarm in ((False, "1"), (True, "2")):
        ctx = table(session, tmp_path)
        if not also:
            remember(ctx.library, session.state.rooms[1].face, "first")
        tile = next(
            c for c in walk(build_table(ctx)) if isinstance(c, ft.ExpansionTile) and "card texts" in str(c.title.value)
        )
        buttons(tile)["Correct a revealed room card"].on_click(None)
        which = next(c for c in walk(ctx.dialog) if isinstance(c, ft.Dropdown) and c.label == "Room")
        which.value = "1"
        which.on_select(None)
        assert (
            next(c for c in walk(ctx.dialog) if isinstance(c, ft.TextField) and c.label == "Room name").value == "Hall"
        )
        next(c for c in walk(ctx.dialog) if isinstance(c, ft.IconButton)).on_click(None)  # the alarm text removed
        next(c for c in walk(ctx.dialog) if isinstance(c, ft.Dropdown) and c.label == "Effect").value = "alarm"
        amount = next(c for c in walk(ctx.dialog) if isinstance(c, ft.TextField) and c.label == "Amount (DF, moves)")
        amount.value = alarm
        buttons(ctx.dialog)["Add effect"].on_click(None)
        next(c for c in walk(ctx.dialog) if isinstance(c, ft.Checkbox) and "my library" in str(c.label)).value = also
        buttons(ctx.dialog)["Correct the card"].on_click(None)
        assert ctx.refusal == [] and session.state.rooms[1].face.on_enter[0].amount == int(alarm)
        kept = next(e for e in ctx.library.entries("infiltration", "rooms") if e.name == "Hall")
        assert kept.on_enter[0].amount == (2 if also else 3)
