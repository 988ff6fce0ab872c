"""The combat dialog carries out the committed cards' abilities before the dice and shows what each
one changed: Vigor's discard, Propaganda's unit, Bold Maneuver's +3, dice a box-setup ability adds, all
reflected in the dice to tap and the odds (shipped abilities: shared/game-data/columbia-facts.md §5;
dice faces and fixture abilities: TEST FIXTURE values)."""

import flet as ft

from companion.engine import GameSession
from companion.games.columbia.content import CardAbility, CardEffect
from companion.ui.columbia import combat_dialog
from tests.ui.fake_session import texts, walk
from tests.ui.fake_table import buttons, table

from .helpers import at, fresh, occupy, tap


def _clash(tmp_path, physical=False, players=2, state=None):
    s = state or at(fresh(dice=True, players=players), "combat")
    occupy(s, 10, 1)
    s.locations[9].units.append(s.locations[8].units.pop(2))
    ctx = table(GameSession(s), tmp_path, physical=physical)
    combat_dialog.combat(ctx, 10, 0, 1)
    return ctx


def _play(ctx, who: str, card: str, value: int) -> None:
    drops = {d.label: d for d in walk(ctx.dialog) if isinstance(d, ft.Dropdown)}
    drops[f"{who}: card type"].value = card
    tap(ctx.dialog, f"{who}: add a card of combat {value}")


def _shown(ctx) -> str:
    return " ".join(texts(ctx.dialog))


def _dice(ctx, role: str) -> list[str]:
    """The dice whose faces the dialog asks for (one chip row each)."""
    chips = [c.label for c in walk(ctx.dialog) if isinstance(c, ft.Semantics) and c.label.startswith(f"{role} die ")]
    return sorted({chip.split(":")[0] for chip in chips})


def test_vigor_discards_the_card_the_table_picks_and_says_so(tmp_path, on_screen):
    """facts §5 Vigor: the discarded card has no effect; the dialog says which before the roll."""
    ctx = _clash(tmp_path)
    _play(ctx, "P2", "Boys of Silence", 1)
    _play(ctx, "P1", "Bucking Bronco", 1)
    shown = _shown(ctx)
    assert "Boys of Silence (Sound the Alarm): +3 to the combat total when defending: applies" in shown
    assert "Bucking Bronco (Vigor): 1 of P2's 1 cards will be discarded at random when the combat is resolved." in shown
    tap(ctx.dialog, "Bucking Bronco (Vigor): the card discarded: Boys of Silence 1")
    assert "Bucking Bronco (Vigor): P2's Boys of Silence 1 is discarded and has no effect." in _shown(ctx)
    buttons(ctx.dialog)["Roll and resolve"].on_click(None)
    assert ctx.refusal == [] and ctx.dialog is None
    notes = ctx.session.log()[-1].notes
    assert "Bucking Bronco (Vigor): P2's Boys of Silence 1 is discarded and has no effect." in notes
    assert not any("Sound the Alarm" in n for n in notes)


def test_propaganda_adds_the_die_of_the_unit_it_brings_to_the_dice_to_tap(tmp_path, on_screen):
    """facts §5 Propaganda and the combat page l.12-17: the physical-dice entry asks for exactly the dice the
    pool holds once the common unit has come in."""
    ctx = _clash(tmp_path, physical=True)
    assert _dice(ctx, "Attacker (P1)") == ["Attacker (P1) die 1 (white)"]
    _play(ctx, "P1", "Motorized Patriot", 0)
    drop = next(d for d in walk(ctx.dialog) if isinstance(d, ft.Dropdown) and "brings in" in d.label)
    drop.value = next(o.key for o in drop.options if "11 Hall of Heroes" in o.text)
    drop.on_select(None)
    assert "Attacker: P1 · dice white, white" in _shown(ctx)
    assert _dice(ctx, "Attacker (P1)") == ["Attacker (P1) die 1 (white)", "Attacker (P1) die 2 (white)"]
    assert "Motorized Patriot (Propaganda): P1's common unit moves from 11 Hall of Heroes into this combat" in _shown(
        ctx
    )
    for chip in ("Attacker (P1) die 1 (white): 3", "Attacker (P1) die 2 (white): 2", "Defender (P2) die 1 (white): 0"):
        tap(ctx.dialog, chip)
    buttons(ctx.dialog)["Resolve the combat"].on_click(None)
    assert ctx.refusal == [] and "P1 (Founders) wins 5-0." in ctx.session.log()[-1].notes


def test_a_box_setup_ability_that_adds_a_die_gets_its_row(tmp_path, on_screen):
    """The issue's refusal "Enter 3 faces, got 2": a typed box-setup ability adding a red die adds its row."""
    s = at(fresh(dice=True), "combat")
    s.abilities["Test Flak"] = CardAbility(effect=CardEffect(kind="extra_dice", amount=1, colour="red"))
    ctx = _clash(tmp_path, physical=True, state=s)
    _play(ctx, "P1", "Test Flak", 0)
    assert "Attacker: P1 · dice white, red" in _shown(ctx)
    for chip in ("Attacker (P1) die 1 (white): 1", "Attacker (P1) die 2 (red): 4", "Defender (P2) die 1 (white): 1"):
        tap(ctx.dialog, chip)
    buttons(ctx.dialog)["Resolve the combat"].on_click(None)
    assert ctx.refusal == [] and ctx.session.log()[-1].notes[0].startswith("P1 (Founders) rolled 1 on white, 4 on red")


def test_bold_maneuver_is_a_switch_that_says_its_price(tmp_path, on_screen):
    """facts §5 Bold Maneuver: "may add +3"; the dialog shows the +3 and what a loss then costs."""
    ctx = _clash(tmp_path)
    _play(ctx, "P1", "Shotgunner", 2)
    assert "Shotgunner (Bold Maneuver): P1 +3; if P1 loses, all of his common units here are destroyed." in _shown(ctx)
    switch = next(c for c in walk(ctx.dialog) if isinstance(c, ft.Switch) and c.label.startswith("Shotgunner"))
    switch.value = False
    switch.on_change(None)
    assert "P1 +3" not in _shown(ctx)


def test_a_locked_ability_says_it_needs_the_key(tmp_path, on_screen):
    """columbia-rules-summary.txt §Unlocking its special ability l.230-232: a locked ability needs its key."""
    ctx = _clash(tmp_path)
    _play(ctx, "P1", "Handyman", 3)
    assert "Handyman (Reckless Strength): if it is the only card played" in _shown(ctx)
    assert any(t.endswith("locked (needs the key).") for t in texts(ctx.dialog))


def test_a_text_ability_before_the_dice_waits_for_its_tick(tmp_path, on_screen):
    """columbia-rules-summary.txt §Reveal Cards l.174: what the table carries out itself is ticked first."""
    s = at(fresh(dice=True), "combat")
    s.abilities["Test Sabotage"] = CardAbility(before_dice=True, effect=CardEffect(text="Swap two units."))
    ctx = _clash(tmp_path, state=s)
    _play(ctx, "P1", "Test Sabotage", 1)
    buttons(ctx.dialog)["Roll and resolve"].on_click(None)
    assert "Tick each step before the roll" in _shown(ctx)
    next(c for c in walk(ctx.dialog) if isinstance(c, ft.Checkbox)).value = True
    buttons(ctx.dialog)["Roll and resolve"].on_click(None)
    assert ctx.refusal == [] and ctx.dialog is None


def test_both_sides_abilities_wait_for_the_first_players_order(tmp_path, on_screen):
    """columbia-rules-summary.txt l.234: simultaneous effects resolve in the order the first player chooses."""
    ctx = _clash(tmp_path)
    _play(ctx, "P1", "Bucking Bronco", 1)
    _play(ctx, "P2", "Bucking Bronco", 1)
    assert "Resolved first (P1, the first player, chooses)" in _shown(ctx)
    buttons(ctx.dialog)["Roll and resolve"].on_click(None)
    assert ctx.dialog is not None and ctx.session.log() == []
    tap(ctx.dialog, "Resolved first (P1, the first player, chooses): the defender's")
    buttons(ctx.dialog)["Roll and resolve"].on_click(None)
    assert ctx.refusal == [] and "P1's Bucking Bronco 1 is discarded" in " ".join(ctx.session.log()[-1].notes)


def test_tied_teammates_choose_who_defends(tmp_path, on_screen):
    """columbia-rules-summary.txt §Combat l.136: in a 4-player game, on a tie for control the players decide who
    defends (before, the first teammate always defended)."""
    s = at(fresh(dice=True, players=4), "combat")  # P1, P3 Founders; P2, P4 Vox
    occupy(s, 10, 1)
    occupy(s, 10, 3)
    s.locations[9].units.append(s.locations[10].units.pop(-1))  # a light blue P1 common attacks #10
    ctx = table(GameSession(s), tmp_path)
    combat_dialog.combat(ctx, 10, 0, 1)
    assert "The teammates tied for control decide who defends:" in _shown(ctx)
    tap(ctx.dialog, "Defender: P4")
    assert "Defender: P4 · dice white" in _shown(ctx)
