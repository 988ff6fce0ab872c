"""The one form kit (companion/ui/forms/) on fake tables, no browser: a command is checked once, a refusal
shows inside the form in words with every typed value kept, a typo sends nothing, and nothing reaches the
content library until its command is taken."""

from __future__ import annotations

import ast
from pathlib import Path

import flet as ft
import pytest

from companion.engine import GameSession, game, legal
from companion.ui.forms import command_dialog, command_form, faces_field, number_field, read_faces, read_number
from companion.ui.forms.fields import Faces, number_problem, parse_faces
from tests.engine.toy import TOY, Add
from tests.ui.fake_session import texts, walk
from tests.ui.fake_table import buttons, select, table

UI = Path(__file__).parents[2] / "companion" / "ui"


def toy(tmp_path, counter: int = 0):
    session = GameSession(TOY.new_game(2, 1, {}, None))
    if counter:
        session.execute(Add(amount=counter))
    return session, table(session, tmp_path)


def library_files(root: Path) -> dict[Path, bytes]:
    return {p: p.read_bytes() for p in root.rglob("*") if p.is_file()}


# -- the command form ---------------------------------------------------------------------------------
def test_a_refused_command_keeps_the_typed_values_and_says_why_in_words(tmp_path, on_screen):
    session, ctx = toy(tmp_path, counter=8)

    def form() -> tuple[ft.TextField, ft.TextField, list[ft.Control]]:
        """The form on the table screen as a render builds it (each render anew)."""
        amount, note = number_field("Amount", 5, low=0, high=10), ft.TextField(label="Note")
        return amount, note, command_form(ctx, [amount, note], "Add", lambda: Add(amount=read_number(amount) or 0))

    amount, note, controls = form()
    note.value = "typed by Ann"
    note.on_change(ft.Event(name="change", control=note))
    buttons(ft.Column(controls))["Add"].on_click(None)
    assert ctx.redraws == 1  # refused: the screen renders again, with the refusal in the form
    amount, note, controls = form()
    shown = texts(ft.Column(controls))
    assert session.state.counter == 8 and amount.value == "5" and note.value == "typed by Ann"
    assert shown[:2] == ["Not allowed", "8 + 5 is above 10."] and "Rule: Toy, 1" in shown
    assert not any("toy.max_ten" in line for line in shown)  # never a rule id


def test_a_typo_in_a_number_field_says_so_plainly_and_sends_nothing(tmp_path, on_screen):
    session, ctx = toy(tmp_path)
    amount = number_field("Amount", low=0, high=10)
    sent: list[Add] = []

    def build() -> Add | None:
        value = read_number(amount)
        if value is None:
            return None
        sent.append(Add(amount=value))
        return sent[-1]

    command_dialog(ctx, "Add", [amount], "Add", build)
    for typed, said in (("", "Whole number"), ("12", "0 to 10")):
        amount.value = typed
        buttons(ctx.dialog)["Add"].on_click(None)
        assert amount.error == said and amount.value == typed
    assert sent == [] and session.log() == [] and ctx.dialog is not None
    amount.value = "3"
    buttons(ctx.dialog)["Add"].on_click(None)
    assert session.state.counter == 3 and ctx.dialog is None and amount.error is None


def told_by_the_button(dialog) -> list[str]:
    """What the dialog says next to its buttons (above them, outside the scrolling fields)."""
    return texts(ft.Column(dialog.actions))


def test_a_dialogs_refusal_shows_by_its_button_and_goes_once_a_field_changes(tmp_path, on_screen):
    session, ctx = toy(tmp_path, counter=8)
    amount = number_field("Amount", 5, low=0, high=10)
    command_dialog(ctx, "Add", [amount], "Add", lambda: Add(amount=read_number(amount) or 0))
    buttons(ctx.dialog)["Add"].on_click(None)
    assert told_by_the_button(ctx.dialog)[:2] == ["Not allowed", "8 + 5 is above 10."]
    amount.value = "1"
    amount.on_change(ft.Event(name="change", control=amount))  # the player fixes it
    assert told_by_the_button(ctx.dialog) == []
    buttons(ctx.dialog)["Add"].on_click(None)
    assert session.state.counter == 9 and ctx.dialog is None


def test_a_dialogs_typo_is_named_by_its_button_and_goes_once_the_field_changes(tmp_path, on_screen):
    session, ctx = toy(tmp_path)
    fields = [ft.TextField(label=f"Note {n}") for n in range(12)]  # the marked field far below the fold
    amount = number_field("Amount", low=0, high=10)
    command_dialog(ctx, "Add", [*fields, amount], "Add", lambda: Add(amount=v) if (v := read_number(amount)) else None)
    buttons(ctx.dialog)["Add"].on_click(None)
    assert told_by_the_button(ctx.dialog)[:2] == ["Check this first", "Amount: Whole number"]
    amount.value = "2"
    amount.on_change(ft.Event(name="change", control=amount))
    assert told_by_the_button(ctx.dialog) == [] and amount.error is None


def test_an_inline_forms_refusal_goes_once_a_field_changes(tmp_path, on_screen):
    session, ctx = toy(tmp_path, counter=8)

    def form() -> tuple[ft.TextField, list[ft.Control]]:
        amount = number_field("Amount", 5, low=0, high=10)
        return amount, command_form(ctx, [amount], "Add", lambda: Add(amount=read_number(amount) or 0))

    amount, controls = form()
    buttons(ft.Column(controls))["Add"].on_click(None)
    amount, controls = form()
    assert "Not allowed" in texts(ft.Column(controls))
    amount.value = "2"
    amount.on_change(ft.Event(name="change", control=amount))
    amount, controls = form()
    assert "Not allowed" not in texts(ft.Column(controls)) and amount.value == "2"


def test_a_submit_checks_its_command_once(tmp_path, monkeypatch):
    session, ctx = toy(tmp_path)
    calls: list[object] = []

    def counted(real):
        def check(state, command):
            calls.append(command)
            return real(state, command)

        return check

    command_dialog(ctx, "Add", [], "Add", lambda: Add(amount=2))
    monkeypatch.setattr(legal, "validate", counted(legal.validate))
    monkeypatch.setattr(game, "validate", counted(game.validate))
    buttons(ctx.dialog)["Add"].on_click(None)
    assert session.state.counter == 2 and len(calls) == 1


def test_after_runs_only_once_the_command_is_taken(tmp_path):
    session, ctx = toy(tmp_path, counter=8)
    amount = {"value": 5}
    after: list[int] = []
    command_dialog(ctx, "Add", [], "Add", lambda: Add(amount=amount["value"]), after=lambda: after.append(1))
    buttons(ctx.dialog)["Add"].on_click(None)
    assert after == [] and ctx.dialog is not None
    amount["value"] = 1
    buttons(ctx.dialog)["Add"].on_click(None)
    assert after == [1] and ctx.dialog is None and session.state.counter == 9


# -- number and dice-face fields ----------------------------------------------------------------------
def test_number_problems_fit_under_a_narrow_field():
    assert number_problem("abc", 0, 99) == "Whole number"
    assert number_problem("", 0, 99) == "Whole number"
    assert number_problem("120", 0, 99) == "0 to 99"
    assert number_problem("-1", 0) == "At least 0" and number_problem("7", high=6) == "At most 6"
    assert number_problem(" 7 ", 0, 99) is None


def test_dice_faces_are_read_by_count_and_by_the_faces_of_the_die():
    die = tuple(range(1, 7))
    assert parse_faces("4, 5 6 5", Faces(faces=die, distinct=True)) == [4, 5, 6]
    assert parse_faces("safe 2 0", Faces(count=3, symbols=("safe",))) == ["safe", 2, 0]
    with pytest.raises(ValueError, match=r"^'7' is not a face of this die \(1, 2, 3, 4, 5, 6\)$"):
        parse_faces("7", Faces(faces=die))
    with pytest.raises(ValueError, match=r"^Enter 3 faces$"):
        parse_faces("1 2", Faces(count=3))
    with pytest.raises(ValueError, match=r"^'x' is not a number or 'safe'$"):
        parse_faces("x", Faces(symbols=("safe",)))


def test_a_faces_field_marks_a_typo_and_keeps_its_text(on_screen):
    field = faces_field("Booker's white die", count=1)
    field.value = "2 3"
    assert read_faces(field) is None and field.error == "Enter 1 face" and field.value == "2 3"
    field.value = "2"
    assert read_faces(field) == [2] and field.error is None


# -- nothing is kept for a refused command -----------------------------------------------------------
def test_a_refused_world_event_is_not_saved_in_the_library(tmp_path, on_screen):
    from companion.ui.columbia import event_dialogs
    from tests.columbia.helpers import at, fresh

    ctx = table(GameSession(at(fresh(), "vote")), tmp_path)  # not the reveal step: the rules refuse it
    before = library_files(tmp_path)
    event_dialogs.world_event(ctx)
    next(c for c in walk(ctx.dialog) if getattr(c, "label", None) == "Card name").value = "Test Nothing"
    buttons(ctx.dialog)["Reveal"].on_click(None)
    assert ctx.refusal and ctx.dialog is not None and "Not allowed" in texts(ctx.dialog)
    assert library_files(tmp_path) == before


# syndicate-draft-rulebook.txt l.434: the round must be at least the mission's requirement.
def test_a_refused_mission_card_is_not_saved_in_the_library(tmp_path, on_screen):
    from companion.ui.syndicate.actions import mission_dialog
    from tests.syndicate.helpers import game as syndicate_game

    ctx = table(syndicate_game(), tmp_path, physical=True)
    before = library_files(tmp_path)
    mission_dialog(ctx, 0, "mission")
    select(ctx.dialog, "Mission territory", "goshen")
    fields = {f.label: f for f in walk(ctx.dialog) if isinstance(f, ft.TextField)}
    for label, value in {
        "Round requirement (blank: none)": "5",
        "Winning faces for this status (e.g. 4 5 6)": "4 5 6",
        "Face rolled on the action die": "5",
    }.items():
        fields[label].value = value
    next(
        b for b in walk(ctx.dialog) if isinstance(b, ft.Checkbox) and b.label == "Save this card to my library"
    ).value = True
    buttons(ctx.dialog)["Roll the action die"].on_click(None)
    assert ctx.refusal and ctx.dialog is not None
    assert library_files(tmp_path) == before
    fields["Round requirement (blank: none)"].value = ""  # now the rules take it: the card is kept
    buttons(ctx.dialog)["Roll the action die"].on_click(None)
    assert ctx.refusal == [] and [e.name for e in ctx.library.player_entries("syndicate", "missions")] == ["Mission"]


def test_a_refused_room_card_is_not_saved_in_the_library(tmp_path, on_screen):
    from companion.games.infiltration.view import ResolveCard, RoomFace
    from companion.ui.infiltration import build_table
    from tests.infiltration.helpers import game as infiltration_game
    from tests.infiltration.helpers import select

    session = infiltration_game()
    select(session, {0: "advance", 1: "download", 2: "download"})
    ctx = table(session, tmp_path)
    before = library_files(tmp_path)
    name = session.state.operatives[0].name
    buttons(build_table(ctx))[f"{name}: Advance into R2 (reveal)"].on_click(None)
    fields = {c.label: c for c in walk(ctx.dialog) if isinstance(c, ft.TextField)}
    fields["Room name"].value, fields["Available DF"].value = "Armoury", "2"
    assert session.execute(ResolveCard(operative=0, face=RoomFace(name="Vault", df=3))) == []  # another phone
    buttons(ctx.dialog)["Reveal and enter"].on_click(None)
    assert ctx.refusal and ctx.dialog is not None and fields["Room name"].value == "Armoury"
    assert library_files(tmp_path) == before


# -- one kit ------------------------------------------------------------------------------------------
KIT_NAMES = {
    "command_dialog",
    "command_form",
    "number_field",
    "read_number",
    "number_problem",
    "faces_field",
    "read_faces",
    "parse_faces",
    "ChipChoice",
    "DiceChips",
    "value_chip",
    "dropdown",
}


def test_there_is_one_form_kit():
    """No screen module defines its own command form, number field, dice-face entry or chip picker, and no
    game's screens word a refusal themselves: they all use companion/ui/forms and companion/ui/refusal.py."""
    kit = UI / "forms"
    defined, worded = [], []
    for path in UI.rglob("*.py"):
        if kit in path.parents:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        defined += [
            f"{path.name}:{node.name}"
            for node in ast.walk(tree)
            if isinstance(node, ast.FunctionDef | ast.ClassDef) and node.name in KIT_NAMES
        ]
        if path.parent != UI and "violation" in path.read_text(encoding="utf-8").lower():
            worded.append(str(path.relative_to(UI)))
    assert defined == [] and worded == []
    assert (kit / "__init__.py").exists()
