"""Bonus chips at the table: the chip found typed where it is found (kept in box setup) or named later, played on
its own or on a roll (the odds shown count it, the roll spends it); the mission dialog asks for the territory and,
on another player's base, the announcement."""

from __future__ import annotations

from types import SimpleNamespace

import flet as ft

from companion.games.syndicate.state import BonusChip, RollBonus
from companion.ui.syndicate import build_table
from companion.ui.syndicate.actions import assault_dialog, mission_dialog
from tests.ui.fake_session import on_screen, texts, walk
from tests.ui.fake_table import buttons, select, table

from .helpers import edit, game, own

LUCKY = BonusChip(name="Lucky", zone="EXO", roll=RollBonus(applies_to=["mission", "assault"], amount=1))
CASH = BonusChip(name="Cash", zone="EXO")


def _holding(*chips: str):
    def change(s):
        s.chip_catalogue = [LUCKY, CASH]
        s.players[0].chips = list(chips)

    return edit(game(), change)


def _ctx(session, tmp_path):
    ctx = table(session, tmp_path, True)
    ctx.page = SimpleNamespace(update=lambda: None)
    return ctx


def _boxes(dialog) -> dict[str, ft.Checkbox]:
    return {b.label: b for b in walk(dialog) if isinstance(b, ft.Checkbox) and "chip" in (b.label or "")}


def _chance(dialog) -> str:
    return next(t.value for t in walk(dialog) if isinstance(t, ft.Text) and "hance" in (t.value or ""))


# syndicate-draft-rulebook.txt l.550: "BONUS CHIPS may be played at any point on a player's turn ...
# After playing, discard BONUS CHIPS back to the box" — a chip played on a roll adds its bonus once, then is gone.
def test_a_held_chip_is_offered_changes_the_odds_and_is_spent(tmp_path):
    session = _holding("Cash", "Lucky")
    ctx = _ctx(session, tmp_path)
    mission_dialog(ctx, 0, "mission")
    dialog = ctx.dialog
    fields = {f.label: f for f in walk(dialog) if isinstance(f, ft.TextField)}
    select(dialog, "Mission territory", "goshen")
    fields["Winning faces for this status (e.g. 4 5 6)"].value = "4 5 6"
    fields["Reward: credits"].value = "6"
    fields["Face rolled on the action die"].value = "3"
    boxes = _boxes(dialog)
    assert list(boxes) == ["Play bonus chip Lucky: +1 to this roll (used up)"]  # Cash gives no roll bonus
    box = boxes["Play bonus chip Lucky: +1 to this roll (used up)"]
    box.on_change(None)
    without = _chance(dialog)
    box.value = True
    box.on_change(None)
    assert (without, _chance(dialog)) == (
        "Chance of success: 50.0%",
        "Chance of success: 66.7% · counting +1 (chip Lucky +1)",
    )
    credits = session.state.players[0].res.credits
    buttons(dialog)["Roll the action die"].on_click(None)
    assert ctx.dialogs == []  # accepted: 3 + 1 hits the 4
    assert session.state.players[0].chips == ["Cash"]
    assert session.state.players[0].res.credits == credits + 6


def test_no_held_chip_shows_no_picker(tmp_path):
    ctx = _ctx(_holding(), tmp_path)
    mission_dialog(ctx, 0, "mission")
    assert _boxes(ctx.dialog) == {}


def test_the_assault_dialog_offers_the_chip_and_counts_it(tmp_path):
    session = _holding("Lucky")
    edit(session, lambda s: own(s, "Goshen", 1))
    ctx = _ctx(session, tmp_path)
    assault_dialog(ctx, 0)
    box = _boxes(ctx.dialog)["Play bonus chip Lucky: +1 to this roll (used up)"]
    before = _chance(ctx.dialog)
    box.value = True
    box.on_change(None)
    assert "wins on 5 or more" in _chance(ctx.dialog) and _chance(ctx.dialog) != before


def _typed_fields(dialog) -> dict[str, ft.TextField]:
    return {f.label: f for f in walk(dialog) if isinstance(f, ft.TextField)}


# syndicate-draft-rulebook.txt l.102-104 and l.546-548: the first base on a territory takes its face-down chip of
# that zone; l.435: a chip's roll bonus is announced on the mission. The chip is typed once, where it is found.
def test_the_chip_found_is_typed_in_the_buy_dialog_kept_in_box_setup_and_offered_on_the_mission(tmp_path):
    session = game()
    ctx = _ctx(session, tmp_path)
    buttons(build_table(ctx))["Buy a base"].on_click(None)
    select(ctx.dialog, "Territory", "goshen")
    found = next(d for d in walk(ctx.dialog) if isinstance(d, ft.Dropdown) and d.label == "Bonus chip found there")
    assert [o.text for o in found.options] == [
        "not looked at yet",
        "another: type it from the chip",
    ]
    select(ctx.dialog, "Bonus chip found there", "+typed")
    _typed_fields(ctx.dialog)["Chip name (as printed)"].value = "Lucky"
    select(ctx.dialog, "Adds to", "mission")
    buttons(ctx.dialog)["Buy"].on_click(None)
    assert ctx.dialogs == [] and session.state.players[0].chips == ["Lucky"]
    assert [(e.name, e.zone) for e in ctx.library.entries("syndicate", "bonus_chips")] == [("Lucky", "EXO")]
    mission_dialog(ctx, 0, "mission")
    assert list(_boxes(ctx.dialog)) == ["Play bonus chip Lucky: +1 to this roll (used up)"]


def test_a_chip_not_looked_at_is_named_later_and_then_played(tmp_path):
    """l.381, l.550: a chip gives what it says when played on its owner's turn, any later turn too."""
    session = _holding()
    ctx = _ctx(session, tmp_path)
    buttons(build_table(ctx))["Buy a base"].on_click(None)
    select(ctx.dialog, "Territory", "goshen")
    buttons(ctx.dialog)["Buy"].on_click(None)
    assert session.state.players[0].chips == ["EXO chip (Goshen)"]
    root = build_table(ctx)
    assert buttons(root)["Play a bonus chip"].disabled
    buttons(root)["Name the EXO chip (Goshen)"].on_click(None)
    buttons(ctx.dialog)["Name it"].on_click(None)  # nothing picked: nothing is named, the dialog says what to do
    assert ctx.dialog is not None and "Pick the chip from the list or type it from the chip." in texts(ctx.dialog)
    select(ctx.dialog, "Which chip it is", "Cash")
    buttons(ctx.dialog)["Name it"].on_click(None)
    assert ctx.dialogs == [] and session.state.players[0].chips == ["Cash"]
    buttons(build_table(ctx))["Play a bonus chip"].on_click(None)
    buttons(ctx.dialog)["Play"].on_click(None)
    assert ctx.dialogs == [] and session.state.players[0].chips == []


# syndicate-draft-rulebook.txt l.435: on a territory another player controls, the attempter announces COOPERATIVE
# or UNCOOPERATIVE; the owner's consent is not needed, and a cooperative reward is split, odd amounts to the attempter.
def test_a_non_owner_announces_in_the_mission_dialog_and_shares_a_cooperative_reward(tmp_path):
    def first_is_taken(s):
        own(s, "Goshen", 0)
        s.turn = 1  # Player 2 plays; the board's first territory is Player 1's base

    session = edit(game(), first_is_taken)
    ctx = _ctx(session, tmp_path)
    mission = buttons(build_table(ctx))["Attempt a mission"]
    assert not mission.disabled
    mission.on_click(None)
    dialog = ctx.dialog
    announce = next(d for d in walk(dialog) if isinstance(d, ft.Dropdown) and d.label == "Announce")
    assert announce not in list(on_screen(dialog))
    select(dialog, "Mission territory", "goshen")
    assert announce in list(on_screen(dialog)) and [o.text for o in announce.options] == [
        "COOPERATIVE: split the reward with Player 1",
        "UNCOOPERATIVE: keep the whole reward",
    ]
    fields = _typed_fields(dialog)
    fields["Winning faces for this status (e.g. 4 5 6)"].value = "1 2 3 4 5 6"
    fields["Reward: credits"].value = "5"
    fields["Face rolled on the action die"].value = "2"
    buttons(dialog)["Roll the action die"].on_click(None)
    assert ctx.dialog is dialog and "announce COOPERATIVE or UNCOOPERATIVE" in " ".join(texts(dialog))
    select(dialog, "Announce", "cooperative")
    before = (session.state.players[0].res.credits, session.state.players[1].res.credits)
    buttons(dialog)["Roll the action die"].on_click(None)
    assert ctx.dialogs == []
    assert (session.state.players[0].res.credits, session.state.players[1].res.credits) == (
        before[0] + 2,
        before[1] + 3,
    )


def _hidden_labels(dialog) -> list:
    """Labelled nodes whose control is hidden: Flutter shows an error box in their place."""
    return [s for s in walk(dialog) if isinstance(s, ft.Semantics) and getattr(s.content, "visible", True) is False]


def test_a_territory_whose_chip_is_gone_asks_for_no_chip(tmp_path):
    """l.548: a base bought again where an earlier base was lost takes no chip: the buy dialog asks for none."""
    session = edit(game(), lambda s: setattr(s.territory("Goshen"), "chip_present", False))
    ctx = _ctx(session, tmp_path)
    buttons(build_table(ctx))["Buy a base"].on_click(None)
    select(ctx.dialog, "Territory", "goshen")
    chip = next(d for d in walk(ctx.dialog) if isinstance(d, ft.Dropdown) and d.label == "Bonus chip found there")
    assert chip not in list(on_screen(ctx.dialog)) and _hidden_labels(ctx.dialog) == []
    select(ctx.dialog, "Territory", "koss")
    assert chip in list(on_screen(ctx.dialog))
    ctx.close_dialog()
    mission_dialog(ctx, 0, "mission")  # the announcement is hidden until another player's base is picked
    assert _hidden_labels(ctx.dialog) == []
