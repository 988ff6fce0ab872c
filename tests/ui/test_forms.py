"""The shared command dialog (companion/ui/forms.py) on a fake table, no browser."""

from __future__ import annotations

from companion.engine import GameSession
from companion.ui.forms import command_dialog, dropdown, named
from tests.engine.toy import TOY, Add
from tests.ui.fake_table import buttons, table


def test_a_command_dialog_runs_its_command_once_when_tapped_twice(tmp_path):
    session = GameSession(TOY.new_game(2, 1, {}, None))
    ctx = table(session, tmp_path)
    command_dialog(ctx, "Add one", [], "Add", lambda: Add(amount=1))
    ok = buttons(ctx.dialog)["Add"]
    ok.on_click(None)
    ok.on_click(None)  # Flutter web can deliver one tap twice to a closing dialog
    assert session.state.counter == 1 and ctx.dialog is None


def test_a_typo_keeps_the_dialog_open_and_runs_nothing(tmp_path):
    session = GameSession(TOY.new_game(2, 1, {}, None))
    ctx = table(session, tmp_path)
    command_dialog(ctx, "Add one", [], "Add", lambda: None)
    buttons(ctx.dialog)["Add"].on_click(None)
    assert session.state.counter == 0 and ctx.dialog is not None


def test_dropdowns_get_their_label_as_accessible_name():
    choice = dropdown("Unit", [("1", "Comstock"), ("2", "Fink")])
    assert choice.value == "1"
    assert named(choice).label == "Unit" and named(named(choice)).content is choice
