"""The shell's own widgets on a fake table, no browser: refusals, dialogs, numbers, checklist, by hand."""

from __future__ import annotations

import contextlib

import flet as ft

from companion.engine import GameSession, Violation
from companion.i18n import Phrase
from companion.ui.banner import result_card, turn_banner
from companion.ui.by_hand import BY_HAND, NONE_DECLARED, by_hand_section, expand
from companion.ui.checklist import phase_stepper, skip
from companion.ui.context import PhoneScreen
from companion.ui.forms import command_dialog, dropdown, kept, number_field, read_number
from companion.ui.refusal import refusal_dialog
from tests.engine.toy import TOY, Add
from tests.ui.fake_session import texts, walk
from tests.ui.fake_table import buttons, opened_by_hand, table

COMBAT = Violation(
    rule="col.combat_adjacent",
    said=Phrase("Fink's unit in Emporia cannot attack Soul Hills: they are not adjacent."),
    ref="columbia-rules-summary.txt §Combat l.160-190",
    text="A unit attacks only a territory next to its own.",
)


def toy(tmp_path, counter: int = 0):
    session = GameSession(TOY.new_game(2, 1, {}, None))
    if counter:
        session.execute(Add(amount=counter))
    return session, table(session, tmp_path)


def test_a_refusal_says_what_happened_where_the_rule_is_and_the_rule_on_tap():
    dialog = refusal_dialog([COMBAT], lambda: None)
    shown = texts(dialog)
    assert dialog.title.value == "Not allowed"
    assert COMBAT.message in shown and f"Rule: {COMBAT.citation}" in shown
    [tile] = [c for c in walk(dialog) if isinstance(c, ft.ExpansionTile)]
    assert not tile.expanded and texts(tile.controls[0]) == [COMBAT.text]  # the paraphrased rule, on tap
    assert not any(COMBAT.rule in line for line in shown)  # never a rule id


def test_a_refused_command_keeps_the_dialog_open_with_everything_typed(tmp_path):
    session, ctx = toy(tmp_path, counter=8)
    note = ft.TextField(label="Note", value="typed by Ann")
    command_dialog(ctx, "Add", [note], "Add", lambda: Add(amount=5))
    buttons(ctx.dialog)["Add"].on_click(None)
    assert ctx.dialog is not None and note.value == "typed by Ann" and session.state.counter == 8
    assert "8 + 5 is above 10." in texts(ctx.dialog) and "Not allowed" in texts(ctx.dialog)


def test_a_command_dialog_closes_only_when_the_command_is_taken(tmp_path):
    session, ctx = toy(tmp_path, counter=8)
    amount = {"value": 5}
    command_dialog(ctx, "Add", [], "Add", lambda: Add(amount=amount["value"]))
    buttons(ctx.dialog)["Add"].on_click(None)
    amount["value"] = 2
    buttons(ctx.dialog)["Add"].on_click(None)
    assert ctx.dialog is None and session.state.counter == 10


def test_number_fields_take_digits_only_and_say_so_briefly():
    field = number_field("Victory points", low=0, high=10)
    field.update = lambda: None  # not on a page here: Flet would refuse the redraw
    assert field.keyboard_type == ft.KeyboardType.NUMBER and field.input_filter is not None
    field.value = "x"
    assert read_number(field) is None and field.error == "Whole number"
    field.value = "12"
    assert read_number(field) is None and field.error == "0 to 10"
    field.value = "7"
    field.on_change(None)  # fixed: the red error goes as soon as the number is right
    assert field.error is None and read_number(field) == 7


def test_skip_with_duties_left_asks_the_table_naming_them(tmp_path):
    # engine: SkipToStep over an obligation needs confirm=True (rule engine.skip_needs_confirmation)
    session, ctx = toy(tmp_path)
    skip(ctx, "roll")
    assert session.state.progress.step == "adds"  # nothing skipped yet
    shown = texts(ctx.dialog)
    assert "Skip with duties left?" in shown and "• Nobody has added anything yet." in shown
    buttons(ctx.dialog)["Skip anyway"].on_click(None)
    assert session.state.progress.step == "roll" and ctx.dialog is None
    assert any("By hand" in note for note in session.log()[-1].notes)


def test_skip_without_duties_goes_straight_on(tmp_path):
    session, ctx = toy(tmp_path, counter=3)
    skip(ctx, "roll")
    assert session.state.progress.step == "roll" and ctx.dialog is None


def test_the_current_step_carries_the_scroll_key(tmp_path):
    _, ctx = toy(tmp_path)
    keyed = [c for c in walk(phase_stepper(ctx)) if c.key is not None]
    assert len(keyed) == 1 and "Skip: Add some" in buttons(keyed[0])


def test_turn_banner_names_the_player_and_says_your_turn_on_their_phone(tmp_path, monkeypatch):
    _, ctx = toy(tmp_path)
    assert turn_banner(ctx) is None  # the toy has no turns
    monkeypatch.setattr(type(TOY), "current_player", lambda self, state: 1)
    assert "P2's turn" in texts(turn_banner(ctx))
    assert "Your turn, P2" in texts(turn_banner(ctx, mine=frozenset({1})))


def test_result_card_shows_what_the_app_just_resolved_until_the_next_action(tmp_path):
    session, ctx = toy(tmp_path, counter=3)
    assert result_card(ctx) is None  # "Add 3" resolved nothing by itself
    skip(ctx, "roll")
    assert "Skipped: Add some" in texts(result_card(ctx))


def test_by_hand_lists_correctable_values_and_sets_one_with_a_reason(tmp_path):
    session, ctx = toy(tmp_path, counter=2)
    section = by_hand_section(opened_by_hand(ctx))
    assert {"Counter: 2", "Last roll: kept secret on this phone"} <= set(texts(section))  # a hidden field
    buttons(section)["Set Counter"].on_click(None)
    number, reason = [c for c in walk(ctx.dialog) if isinstance(c, ft.TextField)]
    number.value, reason.value = "6", "we forgot an add"
    buttons(ctx.dialog)["Set"].on_click(None)
    assert session.state.counter == 6 and ctx.dialog is None and ctx.toasts == ["Set by hand."]
    assert session.log()[-1].label == "By hand: Counter set to 6 (we forgot an add)"


def test_by_hand_refusal_keeps_the_editor_open(tmp_path):
    # engine: Correct is checked against the game's invariants (toy: counter within 0-10)
    session, ctx = toy(tmp_path, counter=2)
    buttons(by_hand_section(opened_by_hand(ctx)))["Set Counter"].on_click(None)
    number = next(c for c in walk(ctx.dialog) if isinstance(c, ft.TextField))
    number.value = "11"
    buttons(ctx.dialog)["Set"].on_click(None)
    assert session.state.counter == 2 and ctx.dialog is not None and "Not allowed" in texts(ctx.dialog)


def test_by_hand_expands_stars_with_player_names(tmp_path):
    from companion import games

    session = games.new_session("columbia", 2, 1, {}, names=["Ann", "Bob"])
    found = {(path, where) for path, where, _ in expand(session.state, "players.*.eagles")}
    assert found == {("players.0.eagles", "Ann"), ("players.1.eagles", "Bob")}


def test_by_hand_says_so_when_the_game_declares_nothing(tmp_path, monkeypatch):
    _, ctx = toy(tmp_path)
    monkeypatch.setattr(type(TOY), "correctable", ())
    assert NONE_DECLARED in texts(by_hand_section(opened_by_hand(ctx)))


def test_by_hand_builds_its_rows_only_when_open(tmp_path):
    """Every repaint of every phone builds the table; the closed By-hand section costs it nothing."""
    _, ctx = toy(tmp_path, counter=2)
    assert "Counter: 2" not in texts(by_hand_section(ctx))


def test_by_hand_opened_on_one_phone_stays_closed_on_another(tmp_path):
    """The open sections are each phone's own (a module-wide set once opened By hand on every phone)."""
    _, phone_a = toy(tmp_path, counter=2)
    _, phone_b = toy(tmp_path, counter=2)
    tile = by_hand_section(phone_a)
    assert isinstance(tile, ft.ExpansionTile)
    with contextlib.suppress(RuntimeError):  # the tile is on no page: its body's update() has nowhere to go
        tile.on_change(ft.Event(name="change", control=tile, data=True))
    assert phone_a.opened == {BY_HAND}
    assert "Counter: 2" in texts(by_hand_section(phone_a))
    assert "Counter: 2" not in texts(by_hand_section(phone_b))


def test_a_pick_not_yet_sent_stays_on_its_phone_through_a_repaint_while_it_is_still_offered():
    """Each phone keeps its own picks (another phone's change rebuilds the dropdown)."""
    phone_a, phone_b = PhoneScreen(), PhoneScreen()
    seats = [("0", "Ann"), ("1", "Bob"), ("2", "Cy")]
    first = kept(phone_a, dropdown("Youngest player", seats))
    first.value = "2"
    first.on_select(ft.Event(name="select", control=first))
    assert kept(phone_a, dropdown("Youngest player", seats)).value == "2"  # repainted: still Cy
    assert kept(phone_b, dropdown("Youngest player", seats)).value == "0"  # the other phone: the default
    assert kept(phone_a, dropdown("Youngest player", seats[:2])).value == "0"  # Cy no longer offered


def test_typed_text_and_its_typo_mark_stay_on_their_phone_through_a_repaint():
    """A field of the table screen keeps what this phone typed in it, and its mark (issue #27)."""

    class Phone(PhoneScreen):
        redraws = 0

        def redraw(self) -> None:
            self.redraws += 1

    phone_a, phone_b = Phone(), Phone()
    amount = kept(phone_a, number_field("Amount", low=0, high=9))
    amount.value = "12"
    amount.on_change(ft.Event(name="change", control=amount))
    assert read_number(amount) is None and phone_a.redraws == 1  # marked: the screen renders again
    again = kept(phone_a, number_field("Amount", low=0, high=9))  # another phone's change renders it again
    assert (again.value, again.error) == ("12", "0 to 9")
    assert kept(phone_b, number_field("Amount", low=0, high=9)).value == ""
    again.value = "7"
    again.on_change(ft.Event(name="change", control=again))
    assert phone_a.marks == {} and read_number(again) == 7
