"""Playing held bonus chips from the mission and assault dialogs: the odds shown count them, the roll spends them."""

from __future__ import annotations

from types import SimpleNamespace

import flet as ft

from companion.games.syndicate.state import BonusChip, RollBonus
from companion.ui.syndicate.actions import assault_dialog, mission_dialog
from tests.ui.fake_session import walk
from tests.ui.fake_table import buttons, table

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
    fields["Mission territory (as printed)"].value = "Goshen"
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
