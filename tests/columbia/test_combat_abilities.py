"""The combat dialog lists the committed cards' abilities and asks the table to tick what it does
before the dice (shipped abilities from shared/game-data/columbia-facts.md §5)."""

import flet as ft

from companion.engine import GameSession
from companion.ui.columbia import combat_dialog
from tests.ui.fake_session import texts, walk
from tests.ui.fake_table import buttons, table

from .helpers import at, fresh, occupy, tap


def _clash(tmp_path):
    s = at(fresh(dice=True), "combat")
    occupy(s, 10, 1)
    s.locations[9].units.append(s.locations[8].units.pop(2))
    ctx = table(GameSession(s), tmp_path)
    combat_dialog.combat(ctx, 10, 0, 1)
    return ctx


def _play(ctx, who: str, card: str, value: int) -> None:
    drops = {d.label: d for d in walk(ctx.dialog) if isinstance(d, ft.Dropdown)}
    drops[f"{who}: card type"].value = card
    tap(ctx.dialog, f"{who}: add a card of combat {value}")


def test_the_dialog_lists_abilities_and_waits_for_the_steps_before_the_dice(tmp_path, on_screen):
    """columbia-rules-summary.txt §Reveal Cards l.174: effects before the dice resolve before the roll."""
    ctx = _clash(tmp_path)
    _play(ctx, "P2", "Boys of Silence", 1)
    _play(ctx, "P1", "Bucking Bronco", 1)
    shown = " ".join(texts(ctx.dialog))
    assert "Boys of Silence (Sound the Alarm): +3 to the combat total when defending: applies" in shown
    assert "Before the roll: Bucking Bronco: Before dice, pick 1 random card" in shown
    buttons(ctx.dialog)["Roll and resolve"].on_click(None)
    assert ctx.dialog is not None and "Tick each step before the roll" in " ".join(texts(ctx.dialog))
    next(c for c in walk(ctx.dialog) if isinstance(c, ft.Checkbox)).value = True
    buttons(ctx.dialog)["Roll and resolve"].on_click(None)
    assert ctx.refusal == [] and ctx.state.card_steps == []


def test_a_locked_ability_says_it_needs_the_key(tmp_path, on_screen):
    """columbia-rules-summary.txt §Unlocking its special ability l.230-232: a locked ability needs its key."""
    ctx = _clash(tmp_path)
    _play(ctx, "P1", "Handyman", 3)
    assert "Handyman (Reckless Strength): if it is the only card played" in " ".join(texts(ctx.dialog))
    assert any(t.endswith("locked (needs the key).") for t in texts(ctx.dialog))
