"""What the table is told to do by hand: load the assault ship, pick a mission's territory from the board
(the setup's layout, the Archivelist among it, is in test_setup_ui)."""

from __future__ import annotations

from types import SimpleNamespace

import flet as ft

from companion.ui.syndicate import build_table
from companion.ui.syndicate.actions import assault_dialog
from companion.ui.syndicate.mission import mission_dialog
from tests.ui.fake_session import texts, walk
from tests.ui.fake_table import buttons, table

from .helpers import edit, game, own


def _ctx(session, tmp_path):
    ctx = table(session, tmp_path, physical=True)
    ctx.page = SimpleNamespace(update=lambda: None)
    return ctx


def test_the_assault_dialog_prompts_for_the_assault_ship(tmp_path):
    """l.452: 5 crew on the assault ship, 5 more with reinforcements, and the reinforcement markers."""
    session = edit(game(), lambda s: own(s, "Goshen", 1))
    ctx = _ctx(session, tmp_path)
    assault_dialog(ctx, 0)
    dialog = ctx.dialog
    prompt = "Place the assault ship next to Goshen with 5 crew; the crew is spent win or lose."
    assert prompt in texts(dialog)
    helpers = next(d for d in walk(dialog) if isinstance(d, ft.Dropdown) and d.label == "Reinforcements")
    helpers.value = "2"
    helpers.on_select(None)
    assert (
        "Place the assault ship next to Goshen with 10 crew and 2 reinforcement markers; the crew is spent win or lose."
        in texts(dialog)
    )


def test_the_mission_territory_is_picked_from_the_board_with_its_status(tmp_path):
    """l.128: a mission occurs on a territory of the board; the dialog lists them with whose base is there."""
    ctx = _ctx(edit(game(), lambda s: own(s, "Koss", 1)), tmp_path)
    mission_dialog(ctx, 0, "mission")
    picker = next(d for d in walk(ctx.dialog) if isinstance(d, ft.Dropdown) and d.label == "Mission territory")
    assert [o.text for o in picker.options][:2] == ["Goshen (EXO): unoccupied", "Koss (MIDDLE): Player 2's base"]
    assert any(t.startswith("Pick the territory printed on the card") for t in texts(ctx.dialog))


def test_a_mission_is_offered_once_the_board_has_a_territory(tmp_path):
    """l.128: with territories on the board a mission can be attempted; with none, the button says what to add."""
    assert not buttons(build_table(_ctx(game(), tmp_path)))["Attempt a mission"].disabled
    session = edit(game(), lambda s: setattr(s, "territories", []))
    root = build_table(_ctx(session, tmp_path))
    assert buttons(root)["Attempt a mission"].disabled
    assert "No territory on the board yet: add the mission's territory with Add a territory." in texts(root)
