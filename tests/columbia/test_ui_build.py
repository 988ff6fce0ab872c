"""The table screen builds for the states of a playout (no browser); dialogs build their commands."""

from pathlib import Path
from types import SimpleNamespace

import flet as ft
import pytest

from companion import games
from companion.content import ContentLibrary
from companion.engine import CompleteStep, GameSession
from companion.games.columbia.combat import PlayedCard
from companion.games.columbia.commands import PlaceBooker, ResolveElizabeth, Vote
from companion.games.columbia.state import VpCard
from companion.ui import phone
from companion.ui.columbia import box_setup, build_table, combat_dialog, dialogs, event_dialogs
from companion.ui.columbia.board_list import board_panel
from companion.ui.columbia.steps import now_panel
from tests.playouts import plays
from tests.ui.fake_session import texts, walk
from tests.ui.fake_table import buttons, table

from .flow import midgame_session
from .helpers import at, fresh, tap


def test_table_builds_at_every_step_of_a_playout(tmp_path):
    for players, physical in ((2, False), (4, True)):
        session = games.new_session("columbia", players, 3, {})
        ctx = table(session, tmp_path, physical)
        for step, _ in plays(session, 3):
            if step % 12 == 0:
                assert isinstance(build_table(ctx), ft.Control)
        assert isinstance(build_table(ctx), ft.Control)


def screen_texts(root) -> str:
    return " | ".join(texts(root))


def test_a_victory_point_card_in_play_leaves_no_expanding_control_in_a_wrapping_row(tmp_path):
    """The grey error box: Flutter refuses an Expanded child inside a Wrap (a Row with wrap=True)."""
    session = midgame_session()
    for root in (build_table(table(session, tmp_path)),):
        for row in (c for c in walk(root) if isinstance(c, ft.Row) and c.wrap):
            assert not [c for c in row.controls if getattr(c, "expand", None)], row


def test_end_turn_is_disabled_with_the_reason_before_a_required_fight(tmp_path):
    # columbia-rules-summary.txt l.134: combat takes place before the turn ends
    state = at(fresh(), "combat")
    state.locations[9].units.append(state.locations[8].units.pop(2))
    ctx = table(GameSession(state), tmp_path)
    screen = build_table(ctx)
    assert buttons(screen)["End turn"].disabled
    assert "Fight first at 10 Comstock Center." in texts(screen)
    assert "Fight at 10 Comstock Center" in buttons(screen)


def test_an_upgrade_without_three_silver_eagles_is_disabled_with_the_reason(tmp_path):
    # columbia-rules-summary.txt l.122-126: an upgrade costs 3 Silver Eagles
    ctx = table(GameSession(at(fresh(), "build")), tmp_path)
    screen = build_table(ctx)
    assert buttons(screen)["Buy an upgrade ($3)"].disabled
    assert "P1 has $0; this costs $3." in texts(screen)
    ctx.state.players[0].eagles = 3
    assert not buttons(build_table(ctx))["Buy an upgrade ($3)"].disabled


def test_a_move_is_a_location_what_and_where(tmp_path, on_screen):
    ctx = table(GameSession(at(fresh(), "build")), tmp_path)
    buttons(build_table(ctx))["Move from 9 Garden of New Eden"].on_click(None)
    assert [c.label.value for c in walk(ctx.dialog) if isinstance(c, ft.Chip)] == ["Comstock", "Songbird", "3 common"]
    tap(ctx.dialog, "Move common")
    tap(ctx.dialog, "Move common")
    buttons(ctx.dialog)["10 Comstock Center"].on_click(None)
    assert ctx.refusal == [] and ctx.dialog is None
    assert [u.kind for u in ctx.state.locations[9].units] == ["common", "common"]
    assert ctx.state.progress.step == "move" and len(ctx.state.moved) == 2


def test_the_board_groups_pieces_by_kind_with_counts(tmp_path):
    screen = build_table(table(GameSession(fresh()), tmp_path))
    assert "P1: Comstock, Songbird, 3 common, stronghold" in texts(screen)
    assert "9 Garden of New Eden · territory D · Founders" in texts(screen)


def test_an_earned_upgrade_is_placed_with_one_tap(tmp_path):
    # columbia-rules-summary.txt l.212: an earned upgrade is made when it is earned
    state = at(fresh(), "move")
    state.factions["founders"].pending_upgrades = 1
    ctx = table(GameSession(state), tmp_path)
    buttons(build_table(ctx))["Handyman: +1 Combat"].on_click(None)
    assert ctx.refusal == [] and ctx.state.factions["founders"].sheet["Handyman"].combat == 1
    assert ctx.state.factions["founders"].pending_upgrades == 0


def test_a_library_victory_point_card_fills_the_form(tmp_path, on_screen):
    state = fresh()
    state.vp_card_due = True
    ctx = table(GameSession(state), tmp_path)
    event_dialogs.vp_card(ctx)
    tap(ctx.dialog, "Victory Point card: Established")
    fields = {c.label: c for c in walk(ctx.dialog) if isinstance(c, ft.TextField)}
    assert fields["Card name"].value == "Established"
    assert fields["Condition (short)"].value == "You control 3 locations with strongholds on them."
    assert "Its VP is not on file: tap the value printed on the card." in texts(ctx.dialog)
    buttons(ctx.dialog)["Put in play"].on_click(None)
    assert ctx.dialog is not None and "Tap the card's VP value." in texts(ctx.dialog)  # nothing lost
    tap(ctx.dialog, "Victory points: 2")
    buttons(ctx.dialog)["Put in play"].on_click(None)
    assert ctx.refusal == [] and ctx.state.vp_cards[0].name == "Established" and ctx.state.vp_cards[0].vp == 2


def test_a_library_world_event_shows_its_values(tmp_path, on_screen):
    ctx = table(GameSession(at(fresh(), "reveal")), tmp_path)
    ctx.state.event = None
    event_dialogs.world_event(ctx)
    tap(ctx.dialog, "World Event: Power Outage")
    assert "Its effects: Upgrades have no effect this round." in texts(ctx.dialog)
    assert any(t.startswith("Action-card upgrades have no effect this round.") for t in texts(ctx.dialog))
    buttons(ctx.dialog)["Reveal"].on_click(None)
    assert ctx.refusal == [] and ctx.state.event.name == "Power Outage" and ctx.state.event.upgrades_off


def test_screens_speak_plain_words(tmp_path):
    """No raw option values, Python reprs, rule ids or line numbers on the table."""
    words = screen_texts(build_table(table(midgame_session(), tmp_path)))
    for raw in ("None", "True", "False", "with_booker", "col.", "l.1", "(L", "_"):
        assert raw not in words, raw


def test_no_literal_small_font_sizes_in_the_columbia_screens():
    folder = Path(dialogs.__file__).parent
    for module in folder.glob("*.py"):
        if module.name not in ("box.py", "cards.py"):
            assert "size=" not in module.read_text().replace("_size", ""), module.name


def test_combat_dialog_builds_the_command(tmp_path, on_screen):
    state = at(fresh(), "combat")
    state.locations[9].units.append(state.locations[8].units.pop(2))
    ctx = table(GameSession(state), tmp_path)
    combat_dialog.combat(ctx, 10, 0, "token")
    fields = {c.label: c for c in walk(ctx.dialog) if isinstance(c, ft.TextField)}
    assert "Odds need the faces of the white dice" in " ".join(texts(ctx.dialog))
    assert "Odds not known yet." in texts(ctx.dialog)
    tap(ctx.dialog, "Attacker (P1) die 1 (white): 3")
    fields["Token total"].value = "2"
    fields["Token reward ($)"].value = "1"
    drops = {d.label: d for d in walk(ctx.dialog) if isinstance(d, ft.Dropdown)}
    assert [o.key for o in drops["If P1 loses: survivors go to"].options] == ["auto", "9"]
    buttons(ctx.dialog)["Resolve the combat"].on_click(None)
    assert ctx.refusal == [] and ctx.state.players[0].eagles == 1 and ctx.dialog is None
    now = " ".join(texts(build_table(ctx)))  # what it did, under the next action (no dialog to close)
    assert "P1 (Founders) wins 3-2." in now and "The token is removed: P1 takes $1." in now


@pytest.mark.parametrize("digital", [True, False], ids=["app-rolls", "faces-tapped"])
def test_a_combat_the_app_rolls_gives_a_haptic_tick(tmp_path, on_screen, monkeypatch, digital):
    """The issue's phone habit: a haptic tick on a digital roll, none when the faces were entered."""
    ticks: list[object] = []
    monkeypatch.setattr(phone, "rolled", ticks.append)
    state = at(fresh(dice=digital), "combat")
    state.locations[9].units.append(state.locations[8].units.pop(2))
    ctx = table(GameSession(state), tmp_path)
    combat_dialog.combat(ctx, 10, 0, "token")
    if not digital:
        tap(ctx.dialog, "Attacker (P1) die 1 (white): 3")
    fields = {c.label: c for c in walk(ctx.dialog) if isinstance(c, ft.TextField)}
    fields["Token total"].value, fields["Token reward ($)"].value = "2", "1"
    buttons(ctx.dialog)["Roll and resolve" if digital else "Resolve the combat"].on_click(None)
    assert ctx.refusal == [] and ctx.dialog is None
    assert ticks == ([ctx.page] if digital else [])


def test_vote_calculator_previews_the_outcome():
    state = at(fresh(), "vote", founders="+", vox="?")
    state.vp_cards = [VpCard(name="x", vp=1, claimed_by="founders")]
    votes = [Vote(player=0, cards=[PlayedCard(value=3)]), Vote(player=1, direction="-")]
    text = event_dialogs.vote_preview(state, votes)
    assert text == (
        "Players +3 · Booker rolls a white die against (with the Vox Populi) · "
        "passes at 0 or more (the chance needs the white die's faces) · token to P1"
    )


def test_vote_dialog_shows_the_chance_the_vote_passes():
    # columbia-rules-summary.txt §Vote l.84-88: Booker's white die joins the trailing faction; 0 or more passes
    state = at(fresh(dice=True), "vote", founders="+", vox="?")  # TEST FIXTURE white die 0 1 1 2 2 3
    state.vp_cards = [VpCard(name="x", vp=1, claimed_by="founders")]
    votes = [Vote(player=0, cards=[PlayedCard(value=1)]), Vote(player=1, direction="-")]
    assert "passes at 0 or more: chance 50%" in event_dialogs.vote_preview(state, votes)


def test_the_vote_takes_booker_s_white_die_from_the_tables_own_once_switched(tmp_path, on_screen):
    """columbia-rules-summary.txt §Vote l.84-88: Booker rolls a white die for the trailing faction; a table that rolls
    its own switches to it in the vote and taps the face, which is the one counted (the app's die is not rolled)."""
    state = at(fresh(dice=True), "vote", founders="+", vox="?")  # TEST FIXTURE white die 0 1 1 2 2 3
    state.vp_cards = [VpCard(name="x", vp=1, claimed_by="founders")]
    ctx = table(GameSession(state), tmp_path)
    ctx.page = SimpleNamespace(update=lambda: None, views=[])
    event_dialogs.vote(ctx)
    asked = "Booker's white die (if he votes): tap each die's face."
    chips = next(c for c in walk(ctx.dialog) if isinstance(c, ft.Column) and asked in texts(c.controls[0]))
    ties = next(c for c in walk(ctx.dialog) if getattr(c, "label", None) == "Roll-off for the token (if tied)")
    assert not chips.visible and not ties.visible  # the app rolls Booker's die
    switch = next(c for c in walk(ctx.dialog) if isinstance(c, ft.Switch))
    switch.value = True
    switch.on_change(SimpleNamespace(control=switch))
    assert ctx.settings.physical_dice and chips.visible and ties.visible
    booker = "Booker's white die (if he votes) die 1 (white): 3"
    tap(ctx.dialog, "P1: add a card of influence 1")
    tap(ctx.dialog, "P2 adds or subtracts: subtracts (−)")
    tap(ctx.dialog, booker)
    rolls = ctx.session.state.rng.position
    _submit(ctx, "Tally the vote")
    assert ctx.session.state.rng.position == rolls
    assert "Booker rolls 3 and votes -3 with the Vox Populi." in ctx.session.log()[-1].notes


def test_a_sky_line_ride_says_its_odds_in_words(tmp_path):
    state = at(fresh(dice=True), "move")  # TEST FIXTURE Sky-Line die: safe safe 0 1 2 3
    assert dialogs.ride_chances(state, 1).startswith("Over 1 space: the unit comes through 91% of the time")
    assert "a space with no safe symbol on the 3 dice costs cards" in dialogs.ride_chances(state, 2)


def test_box_setup_shows_the_board_form(tmp_path):
    ctx = SimpleNamespace(library=ContentLibrary(user_dir=tmp_path))
    labels = [getattr(c, "label", None) for c in walk(box_setup(ctx))]
    assert "White combat die faces" in labels and "Territory A VP" in labels and "Territory C locations" in labels


def _submit(ctx, label):
    buttons(ctx.dialog)[label].on_click(None)
    assert ctx.dialog is None and ctx.refusal == [], getattr(ctx, "refusal", None)


def test_every_dialog_submits_a_legal_command(tmp_path, on_screen):
    state = fresh()
    state.vp_card_due = True
    ctx = table(GameSession(state), tmp_path)
    event_dialogs.vp_card(ctx)
    next(c for c in walk(ctx.dialog) if getattr(c, "label", None) == "Card name").value = "Lucky"
    tap(ctx.dialog, "Victory points: 2")
    _submit(ctx, "Put in play")
    event_dialogs.world_event(ctx)
    next(c for c in walk(ctx.dialog) if getattr(c, "label", None) == "Card name").value = "Sound the Alarm"
    _submit(ctx, "Reveal")
    assert [e.name for e in ctx.library.player_entries("columbia", "world_events")] == ["Sound the Alarm"]
    event_dialogs.vote(ctx)
    tap(ctx.dialog, "P1: add a card of influence 2")
    fields = {c.label: c for c in walk(ctx.dialog) if isinstance(c, ft.TextField)}
    fields["Roll-off for the token (if tied)"].value = "2 1"
    _submit(ctx, "Tally the vote")
    assert ctx.execute(ResolveElizabeth()) and ctx.execute(PlaceBooker())
    dialogs.produce(ctx)
    _submit(ctx, "Collect Silver Eagles")
    ctx.session.state.players[0].eagles = 20
    dialogs.recruit_build(ctx)
    _submit(ctx, "Pay and place")
    dialogs.upgrade(ctx, None, True)
    buttons(ctx.dialog)["Handyman: +1 Influence"].on_click(None)
    assert ctx.refusal == [] and ctx.dialog is None
    assert ctx.execute(CompleteStep(step="build"))
    dialogs.sky_ride(ctx)
    next(c for c in walk(ctx.dialog) if getattr(c, "label", None) == "Sky-Line dice per space").value = "safe 1 0"
    _submit(ctx, "Ride")


def test_by_hand_moves_elizabeth_and_destroys_a_location(tmp_path):
    ctx = table(GameSession(fresh()), tmp_path)
    screen = build_table(ctx)
    drops = {d.label: d for d in walk(screen) if isinstance(d, ft.Dropdown)}
    drops["Location"].value, drops["Elizabeth goes"].value = "9", "left"
    buttons(screen)["Move Elizabeth"].on_click(None)
    assert (  # held by whoever controls her location (rules summary l.206)
        ctx.state.elizabeth.where == "left"
        and ctx.state.elizabeth.location == 9
        and ctx.state.elizabeth.holder == "founders"
    )
    buttons(screen)["Destroy location"].on_click(None)
    assert ctx.state.locations[8].destroyed


def test_box_setup_content_is_copied_into_a_running_game(tmp_path):
    """Box setup entries (TEST FIXTURE values) reach the game through SetDiceFaces / SetBoard commands."""
    ctx = table(GameSession(fresh()), tmp_path)
    ctx.library.add("columbia", "dice", {"id": "red", "name": "Red combat die", "faces": [1, 2, 2, 3, 3, 4]})
    board = ctx.library.entries("columbia", "board")[-1].model_dump(exclude={"player_entered", "source"})
    board["territories"][0]["vp"] = 3
    board["adjacency"] = [[11, 13]]
    board["skylines"] = [{"stops": [9, 4, 1], "spaces": [2, 1]}]
    ctx.library.add("columbia", "board", board)
    ctx.library.add("columbia", "pools", {"id": "blue", "name": "Blue", "pool": {"units": 13, "kinds": {"leader": 3}}})
    buttons(build_table(ctx))["Copy box setup into this game"].on_click(None)
    assert ctx.state.dice["red"] == [1, 2, 2, 3, 3, 4] and ctx.state.territories[0].vp == 3
    assert ctx.state.adjacency == [(11, 13)] and [e.label for e in ctx.session.log()][-2:] == [
        "Faces of the red die: 1, 2, 2, 3, 3, 4",
        "Box content copied in: territory VP, adjacency, Sky-Lines, piece pools",
    ]
    assert [line.stops for line in ctx.state.skylines] == [[9, 4, 1]] and ctx.state.pools["blue"].kinds == {"leader": 3}


def test_board_form_saves_territories_vp_and_adjacency(tmp_path):
    """Box setup: the board form (TEST FIXTURE values) lands in the library for the next new game."""
    ctx = SimpleNamespace(library=ContentLibrary(user_dir=tmp_path), toast=lambda message: None)
    screen = box_setup(ctx)
    fields = {c.label: c for c in walk(screen) if isinstance(c, ft.TextField)}
    fields["Territory B locations"].value = "4 5"
    fields["Territory C locations"].value = "6 7 8"
    fields["Territory A VP"].value = "3"
    fields["Blue borders (adjacent pairs)"].value = "1-2, 11-13"
    buttons(screen)["Save board"].on_click(None)
    board = ctx.library.entries("columbia", "board")[-1]
    assert board.player_entered and board.adjacency == [(1, 2), (11, 13)]
    assert {t.id: (t.locations, t.vp) for t in board.territories}["B"] == ([4, 5], None)
    assert board.territories[0].vp == 3 and board.locations[4].territory == "B"


def test_a_refused_form_stays_open_with_the_reason_and_everything_typed(tmp_path, on_screen):
    # columbia-rules-summary.txt l.50: a named leader is one piece (Comstock is already on the board)
    state = at(fresh(), "build")
    state.players[0].eagles = 20
    ctx = table(GameSession(state), tmp_path)
    dialogs.recruit_build(ctx)
    name = next(
        c for c in walk(ctx.dialog) if getattr(c, "label", None) == "Special unit's name (optional, e.g. Handyman)"
    )
    name.value = "Handyman"
    drops = {d.label: d for d in walk(ctx.dialog) if isinstance(d, ft.Dropdown)}
    assert "unit:leader:Comstock" not in [o.key for o in drops["Recruit or build"].options]  # on the board
    drops["Recruit or build"].value = "unit:leader:Comstock"  # picked on another phone's older screen
    buttons(ctx.dialog)["Pay and place"].on_click(None)
    assert ctx.dialog is not None and name.value == "Handyman"
    assert "Comstock is already on the board." in texts(ctx.dialog)


def test_recruit_offers_only_what_the_rules_allow(tmp_path, on_screen):
    # columbia-rules-summary.txt l.122-124: pay the cost; never a second structure on a location
    state = at(fresh(), "build")
    state.players[0].eagles = 4
    ctx = table(GameSession(state), tmp_path)
    dialogs.recruit_build(ctx)
    drops = {d.label: d for d in walk(ctx.dialog) if isinstance(d, ft.Dropdown)}
    assert [o.text for o in drops["Location"].options] == ["9 Garden of New Eden", "11 Hall of Heroes"]
    assert [o.text for o in drops["Recruit or build"].options] == ["Common unit ($3)", "Special unit ($4)"]
    state.players[0].eagles = 0
    dialogs.recruit_build(ctx)
    assert ctx.toasts == ["P1 cannot recruit or build anywhere now."]


def test_moves_start_from_the_now_panel_not_the_board_rows(tmp_path):
    """The turn on one screenful: each location the player can move from has its button beside the
    Now card (the board rows below only show the pieces)."""
    ctx = table(GameSession(at(fresh(), "build")), tmp_path)
    assert "Move from 9 Garden of New Eden" in buttons(now_panel(ctx))
    assert not [name for name in buttons(board_panel(ctx)) if name.startswith("Move from")]


def test_the_combat_dialog_switches_between_the_apps_dice_and_the_tables(tmp_path, on_screen):
    """Physical or digital dice are chosen on the dialog that rolls them (faces known: both ways work)."""
    state = at(fresh(dice=True), "combat")
    state.locations[9].units.append(state.locations[8].units.pop(2))
    ctx = table(GameSession(state), tmp_path)
    combat_dialog.combat(ctx, 10, 0, "token")
    assert "Roll and resolve" in buttons(ctx.dialog) and "Attacker (P1) rolled" not in " ".join(texts(ctx.dialog))
    switch = next(c for c in walk(ctx.dialog) if isinstance(c, ft.Switch))
    switch.value = True
    switch.on_change(SimpleNamespace(control=switch))
    assert ctx.settings.physical_dice and len(ctx.dialogs) == 1
    assert "Resolve the combat" in buttons(ctx.dialog)
    assert "Attacker (P1): tap each die's face." in texts(ctx.dialog)


def test_no_dice_switch_while_a_die_has_no_faces_entered(tmp_path, on_screen):
    state = at(fresh(), "combat")
    state.locations[9].units.append(state.locations[8].units.pop(2))
    ctx = table(GameSession(state), tmp_path)
    combat_dialog.combat(ctx, 10, 0, "token")
    assert not [c for c in walk(ctx.dialog) if isinstance(c, ft.Switch)]


def test_combat_odds_follow_each_keystroke_of_the_token_total(tmp_path, on_screen):
    state = at(fresh(dice=True), "combat")
    state.locations[9].units.append(state.locations[8].units.pop(2))
    ctx = table(GameSession(state), tmp_path)
    combat_dialog.combat(ctx, 10, 0, "token")
    odds = ctx.dialog.title.controls[1].controls[0]
    total = next(c for c in walk(ctx.dialog) if isinstance(c, ft.TextField) and c.label == "Token total")
    before = odds.value
    total.value = "1"
    total.on_change(SimpleNamespace(control=total))  # one keystroke, the field not left
    assert (before, odds.value) == ("Odds need the token's total.", "Attacker wins 50.0%")


def test_each_die_row_says_which_die_it_is(tmp_path, on_screen):
    state = at(fresh(), "combat")
    state.locations[9].units.append(state.locations[8].units.pop(2))
    ctx = table(GameSession(state), tmp_path)
    combat_dialog.combat(ctx, 10, 0, "token")
    assert "Die 1 (white)" in texts(ctx.dialog)


def test_a_move_past_the_moves_left_says_so(tmp_path, on_screen):
    """columbia-rules-summary.txt l.130: up to 4 units move in a turn; a tap past that is not silently undone."""
    state = at(fresh(), "move")
    state.moved = [1, 2, 3]  # 1 move left
    ctx = table(GameSession(state), tmp_path)
    buttons(build_table(ctx))["Move from 9 Garden of New Eden"].on_click(None)
    tap(ctx.dialog, "Move common")
    assert "Moving 1 (1 move left this turn)." in texts(ctx.dialog)
    tap(ctx.dialog, "Move common")
    assert "Only 1 move left this turn: that choice is cleared, tap again." in texts(ctx.dialog)


def test_an_action_from_the_now_card_scrolls_the_table_to_its_result(tmp_path):
    """The result of what was just done shows at the top: the table scrolls there after each action."""
    ctx = table(GameSession(at(fresh(), "produce")), tmp_path)
    scrolls: list[dict] = []
    view = SimpleNamespace(scroll_to=None)
    ctx.page = SimpleNamespace(views=[view], run_task=lambda task, **how: scrolls.append(how))
    buttons(build_table(ctx))["Nothing to produce"].on_click(None)
    assert ctx.state.progress.step == "build" and scrolls == [{"offset": 0, "duration": 300}]
