"""The Syndicate table screen builds at every step of a playout (no browser); its buttons drive commands."""

from __future__ import annotations

from types import SimpleNamespace

import flet as ft

from companion import games
from companion.content import ContentLibrary
from companion.ui.syndicate import box_setup, build_table
from tests.playouts import plays
from tests.ui.fake_session import texts, walk
from tests.ui.fake_table import buttons, opened_by_hand, select, table

from .helpers import edit, game, own


def test_table_builds_at_every_step_of_a_playout(tmp_path):
    for physical in (False, True):
        session = games.new_session("syndicate", 3, 4, {"advanced_rules": True})
        ctx = table(session, tmp_path, physical)
        for step, _ in plays(session, 4):
            if step % 3 == 0:
                assert isinstance(build_table(ctx), ft.Control)
        assert session.state.finished
        assert "Final ranking" in texts(build_table(ctx))


def test_turn_buttons_and_mission_dialog_with_odds(tmp_path):
    session = game()
    ctx = table(session, tmp_path, physical=True)
    buttons(build_table(ctx))["Buy tech level (5 credits)"].on_click(None)
    assert session.state.players[0].tech_level == 3
    buttons(build_table(ctx))["Attempt a mission"].on_click(None)
    dialog = ctx.dialogs[-1]
    fields = {f.label: f for f in walk(dialog) if isinstance(f, ft.TextField)}
    select(dialog, "Mission territory", "goshen")
    fields["Winning faces for this status (e.g. 4 5 6)"].value = "4 5 6"
    fields["Reward: credits"].value = "6"
    fields["Face rolled on the action die"].value = "5"
    buttons(dialog)["Roll the action die"].on_click(None)
    assert session.state.players[0].res.credits == 25 + 6 and ctx.dialogs == []


def test_sovereign_panel_shows_pardon_costs(tmp_path):
    from companion.games.syndicate import commands as c
    from companion.games.syndicate.state import SovereignCardSpec

    session = game()
    for i in range(3):
        session.execute(c.EndTurn(player=i))
    session.execute(c.DrawSovereignCard(card=SovereignCardSpec(name="BEGINNING OF THE END", end_of_game=True)))
    ctx = table(session, tmp_path)
    shown = buttons(build_table(ctx))
    assert "Pardon Player 1 (3 influence)" in shown
    assert any("round 2 is the last round" in t for t in texts(build_table(ctx)))
    shown["Pardon Player 1 (3 influence)"].on_click(None)
    assert session.state.players[0].pardoned


def test_box_setup_builds(tmp_path):
    ctx = SimpleNamespace(library=ContentLibrary(user_dir=tmp_path), page=None)
    shown = buttons(box_setup(ctx))
    assert {"Add a territory", "Add a syndicate", "Add a Sovereign card", "Add a trade route"} <= set(shown)
    assert "Edit Fidge & Co." in shown  # shipped, tech and assault level still to be read from the mat


def test_reading_dialog_changes_a_setting(tmp_path):
    session = game()
    ctx = table(session, tmp_path)
    from companion.ui.syndicate import reading_dialog

    reading_dialog(ctx)
    dialog = ctx.dialogs[-1]
    [value] = [d for d in walk(dialog) if isinstance(d, ft.RadioGroup)]  # the values in whole sentences
    assert "credits+crew" in [tile.leading.value for tile in walk(value) if isinstance(tile, ft.ListTile)]
    value.value = "credits+crew"
    buttons(dialog)["Change"].on_click(None)
    assert session.state.options["fortify_cost_resources"] == "credits+crew"


def test_library_mission_fills_the_faces_for_the_territory_status(tmp_path):
    """The shipped Goshen example (L436): unoccupied faces 4 5 6, extra hands 3 for 1/2/2."""
    from companion.ui.syndicate.actions import mission_dialog

    ctx = table(game(), tmp_path)
    ctx.page = SimpleNamespace(update=lambda: None)
    mission_dialog(ctx, 0, "mission")
    dialog = ctx.dialogs[-1]
    picker = next(d for d in walk(dialog) if isinstance(d, ft.Dropdown) and d.label == "Card from your library")
    picker.value = "goshen-example"
    picker.on_select(None)
    fields = {f.label: f.value for f in walk(dialog) if isinstance(f, ft.TextField)}
    assert fields["Winning faces for this status (e.g. 4 5 6)"] == "4 5 6"
    assert fields["Extra-hands faces (grey dice, e.g. 3)"] == "3"
    assert (fields["Hands cost: credits"], fields["Hands cost: influence"], fields["Hands cost: crew"]) == (
        "1",
        "2",
        "2",
    )


def _switch_to_the_tables_dice(dialog) -> None:
    switch = next(c for c in walk(dialog) if isinstance(c, ft.Switch))
    switch.value = True
    switch.on_change(SimpleNamespace(control=switch))


# syndicate-draft-rulebook.txt l.437: "Roll an ACTION DIE" (the table's own, switched to in the dialog).
def test_the_mission_dialog_takes_the_face_of_the_tables_own_die_once_switched(tmp_path, on_screen):
    session = game()
    ctx = table(session, tmp_path)
    ctx.page = SimpleNamespace(update=lambda: None)
    buttons(build_table(ctx))["Attempt a mission"].on_click(None)
    dialog = ctx.dialogs[-1]
    fields = {f.label: f for f in walk(dialog) if isinstance(f, ft.TextField)}
    rolled = fields["Face rolled on the action die"]
    assert not rolled.visible
    _switch_to_the_tables_dice(dialog)
    assert ctx.settings.physical_dice and rolled.visible and ctx.dialogs == [dialog]  # the same form, still filled
    select(dialog, "Mission territory", "goshen")
    fields["Winning faces for this status (e.g. 4 5 6)"].value = "4 5 6"
    fields["Reward: credits"].value = "6"
    credits = session.state.players[0].res.credits
    rolled.value = "3"  # a miss: the app's own die is not rolled
    buttons(dialog)["Roll the action die"].on_click(None)
    assert ctx.dialogs == [] and session.state.players[0].res.credits == credits
    assert "Rolled 3: failure." in session.log()[-1].notes


# syndicate-draft-rulebook.txt l.437: a robbery, like a mission, rolls an ACTION DIE (the table's own once switched).
def test_the_robbery_dialog_takes_the_face_of_the_tables_own_die_once_switched(tmp_path, on_screen):
    from companion.ui.syndicate.mission import mission_dialog

    session = edit(game(), lambda s: own(s, "Goshen", 1))
    ctx = table(session, tmp_path)
    ctx.page = SimpleNamespace(update=lambda: None)
    mission_dialog(ctx, 0, "robbery")
    dialog = ctx.dialogs[-1]
    fields = {f.label: f for f in walk(dialog) if isinstance(f, ft.TextField)}
    rolled = fields["Face rolled on the action die"]
    assert not rolled.visible
    _switch_to_the_tables_dice(dialog)
    consequence = fields["Consequence dice rolled (e.g. 3 5)"]
    assert ctx.settings.physical_dice and rolled.visible and consequence.visible and ctx.dialogs == [dialog]
    select(dialog, "Robbery zone", "EXO")
    select(dialog, "Target base", "goshen")
    fields["Winning faces for this status (e.g. 4 5 6)"].value = "4 5 6"
    rolls = session.state.rng.position
    rolled.value = "6"  # a hit on the table's own die, the app's own not rolled
    buttons(dialog)["Roll the action die"].on_click(None)
    assert ctx.dialogs == [] and session.state.rng.position == rolls
    assert "Rolled 6: success." in session.log()[-1].notes


# syndicate-draft-rulebook.txt l.283: each player rolls the 12-sided CRACKDOWN DIE for the order; a table that rolls
# its own switches to it beside the roll and types each player's face.
def test_the_first_player_roll_off_takes_the_faces_of_the_tables_own_d12s_once_switched(tmp_path, on_screen):
    from companion.games.syndicate.commands import AddTerritory, ChooseSyndicate

    from .helpers import TERRITORIES, rich

    session = games.new_session("syndicate", 2, 1, {})
    for t in TERRITORIES:
        assert session.execute(AddTerritory(**t)) == []
    for i in range(2):
        assert session.execute(ChooseSyndicate(player=i, syndicate=rich(f"Syndicate {i}"))) == []
    ctx = table(session, tmp_path)
    panel = build_table(ctx)
    switch = next(c for c in walk(panel) if isinstance(c, ft.Switch) and c.label == "We roll our own dice")
    assert not switch.value
    switch.value = True
    switch.on_change(SimpleNamespace(control=switch))
    assert ctx.settings.physical_dice and ctx.redraws == 1
    rolls = session.state.rng.position
    buttons(build_table(ctx))["Roll the d12 for first player (Player 1, Player 2)"].on_click(None)
    dialog = ctx.dialogs[-1]
    faces = [f for f in walk(dialog) if isinstance(f, ft.TextField)]
    assert [f.label for f in faces] == ["Player 1's d12", "Player 2's d12"]
    faces[0].value, faces[1].value = "3", "11"
    buttons(dialog)["Enter rolls"].on_click(None)
    assert ctx.dialogs == [] and session.state.first_player == 1 and session.state.rng.position == rolls


# syndicate-draft-rulebook.txt l.157: an assault rolls an ACTION DIE (the table's own, switched to in the dialog).
def test_the_assault_dialog_takes_the_face_of_the_tables_own_die_once_switched(tmp_path, on_screen):
    from companion.ui.syndicate.actions import assault_dialog

    session = edit(game(), lambda s: own(s, "Goshen", 1))
    ctx = table(session, tmp_path)
    ctx.page = SimpleNamespace(update=lambda: None)
    assault_dialog(ctx, 0)
    dialog = ctx.dialogs[-1]
    [rolled] = [f for f in walk(dialog) if isinstance(f, ft.TextField)]
    assert rolled.label == "Face rolled on the action die" and not rolled.visible
    _switch_to_the_tables_dice(dialog)
    assert rolled.visible
    rolled.value = "1"  # the typed face, not the app's die
    buttons(dialog)["Roll the action die"].on_click(None)
    assert ctx.dialogs == [] and "Rolled 1: the assault fails." in session.log()[-1].notes


# syndicate-draft-rulebook.txt l.566: the Sovereign Destroyer is placed on a territory; the table reads it by the
# name the board prints.
def test_by_hand_names_the_destroyers_territory_as_the_board_prints_it(tmp_path, on_screen):
    from companion.engine import Correct
    from companion.ui.by_hand import by_hand_section

    session = game()
    first, second = session.state.territories[:2]
    assert session.execute(Correct(path="destroyer_at", value=first.id)) == []
    assert session.undo_label() == f"By hand: Sovereign Destroyer's territory set to {first.name}"
    ctx = opened_by_hand(table(session, tmp_path))
    section = by_hand_section(ctx)
    assert f"Sovereign Destroyer's territory: {first.name}" in texts(section)
    assert not [t for t in texts(section) if t.endswith(f": {first.id}")]
    buttons(section)["Set Sovereign Destroyer's territory"].on_click(None)
    choice = next(d for d in walk(ctx.dialog) if isinstance(d, ft.Dropdown))
    assert [o.text for o in choice.options][:3] == ["none", first.name, second.name]
    select(ctx.dialog, "Sovereign Destroyer's territory", second.id)
    buttons(ctx.dialog)["Set"].on_click(None)
    assert session.state.destroyer_at == second.id and ctx.dialogs == []
