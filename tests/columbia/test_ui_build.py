"""The table screen builds for the states of a playout (no browser); dialogs build their commands."""

import random
from types import SimpleNamespace

import flet as ft

from companion import games
from companion.content import ContentLibrary
from companion.engine import GameSession
from companion.games.columbia.combat import PlayedCard
from companion.games.columbia.commands import Vote
from companion.ui.columbia import box_setup, build_table, dialogs
from tests.ui.fake_session import walk
from tests.ui.fake_table import buttons, table

from .helpers import at, fresh


def test_table_builds_at_every_step_of_a_playout(tmp_path):
    for players, physical in ((2, False), (4, True)):
        session = games.new_session("columbia", players, 3, {})
        ctx = table(session, tmp_path, physical)
        rnd = random.Random(3)
        step = 0
        while (command := session.definition.random_command(session.state, rnd)) is not None:
            if step % 12 == 0:
                assert isinstance(build_table(ctx), ft.Control)
            assert session.execute(command) == []
            step += 1
        assert isinstance(build_table(ctx), ft.Control)


def test_end_turn_button_refuses_an_unfought_combat(tmp_path):
    state = at(fresh(), "combat")
    state.locations[9].units.append(state.locations[8].units.pop(2))
    ctx = table(GameSession(state), tmp_path)
    buttons(build_table(ctx))["End turn"].on_click(None)
    assert [v.rule for v in ctx.refusal] == ["col.combat_required"]
    assert "Fight on #10" in buttons(build_table(ctx))


def test_combat_dialog_builds_the_command(tmp_path):
    state = at(fresh(), "combat")
    state.locations[9].units.append(state.locations[8].units.pop(2))
    ctx = table(GameSession(state), tmp_path)
    dialogs.combat(ctx, 10, 0, "token")
    fields = {c.label: c for c in walk(ctx.dialog) if isinstance(c, ft.TextField)}
    assert "Odds need the faces of the white dice" in " ".join(
        c.value for c in walk(ctx.dialog) if isinstance(c, ft.Text) and c.value
    )
    fields["Attacker dice (P1)"].value = "3"
    fields["Token combat total"].value = "2"
    fields["Token Silver Eagles"].value = "1"
    drops = {d.label: d for d in walk(ctx.dialog) if isinstance(d, ft.Dropdown)}
    assert [o.key for o in drops["If P1 loses: survivors go to"].options] == ["auto", "9"]
    buttons(ctx.dialog)["Reveal and roll"].on_click(None)
    assert ctx.refusal == [] and ctx.state.players[0].eagles == 1
    assert ctx.dialog.title.value == "After the combat"
    assert any("takes $1" in c.semantics_label for c in walk(ctx.dialog) if isinstance(c, ft.Checkbox))


def test_vote_calculator_previews_the_outcome():
    state = at(fresh(), "vote", founders="+", vox="?")
    from companion.games.columbia.state import VpCard

    state.vp_cards = [VpCard(name="x", vp=1, claimed_by="founders")]
    votes = [Vote(player=0, cards=[PlayedCard(value=3)]), Vote(player=1, direction="-")]
    text = dialogs.vote_preview(state, votes)
    assert (
        text
        == "Players +3 · Booker rolls a white die against (with the Vox Populi) · passes at 0 or more · token to P1"
    )


def test_box_setup_shows_the_board_form(tmp_path):
    ctx = SimpleNamespace(library=ContentLibrary(user_dir=tmp_path))
    labels = [getattr(c, "label", None) for c in walk(box_setup(ctx))]
    assert "White combat die faces" in labels and "Territory A VP" in labels and "Territory C locations" in labels


def _submit(ctx, label):
    buttons(ctx.dialog)[label].on_click(None)
    assert ctx.dialog is None and ctx.refusal == [], getattr(ctx, "refusal", None)


def test_every_dialog_submits_a_legal_command(tmp_path):
    state = fresh()
    state.vp_card_due = True
    ctx = table(GameSession(state), tmp_path)
    dialogs.vp_card(ctx)
    next(c for c in walk(ctx.dialog) if getattr(c, "label", None) == "Victory points").value = "2"
    _submit(ctx, "Put in play")
    dialogs.world_event(ctx)
    next(c for c in walk(ctx.dialog) if getattr(c, "label", None) == "Card name").value = "Sound the Alarm"
    next(c for c in walk(ctx.dialog) if getattr(c, "label", None) == "Keep this card in my library").value = True
    _submit(ctx, "Reveal")
    assert [e.name for e in ctx.library.player_entries("columbia", "world_events")] == ["Sound the Alarm"]
    dialogs.vote(ctx)
    fields = {c.label: c for c in walk(ctx.dialog) if isinstance(c, ft.TextField)}
    fields["P1: influence value"].value = "2"
    fields["Roll-off for the token (if tied)"].value = "2 1"
    _submit(ctx, "Tally the vote")
    from companion.games.columbia.commands import PlaceBooker, ResolveElizabeth

    assert ctx.execute(ResolveElizabeth()) and ctx.execute(PlaceBooker())
    dialogs.produce(ctx)
    _submit(ctx, "Collect Silver Eagles")
    ctx.session.state.players[0].eagles = 20
    dialogs.recruit_build(ctx)
    _submit(ctx, "Pay and place")
    dialogs.upgrade(ctx, None, True)
    _submit(ctx, "Upgrade")
    from companion.engine import CompleteStep

    assert ctx.execute(CompleteStep(step="build"))
    dialogs.move(ctx)
    _submit(ctx, "Move")
    dialogs.sky_ride(ctx)
    next(c for c in walk(ctx.dialog) if getattr(c, "label", None) == "Sky-Line dice per space").value = "safe 1 0"
    _submit(ctx, "Ride")


def test_by_hand_moves_elizabeth_and_destroys_a_location(tmp_path):
    ctx = table(GameSession(fresh()), tmp_path)
    screen = build_table(ctx)
    drops = {d.label: d for d in walk(screen) if isinstance(d, ft.Dropdown)}
    drops["Location"].value, drops["Elizabeth goes"].value, drops["Held by"].value = "9", "left", "founders"
    buttons(screen)["Move Elizabeth"].on_click(None)
    assert (
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
    ctx.library.add("columbia", "board", board)
    buttons(build_table(ctx))["Copy box setup into this game"].on_click(None)
    assert ctx.state.dice["red"] == [1, 2, 2, 3, 3, 4] and ctx.state.territories[0].vp == 3
    assert ctx.state.adjacency == [(11, 13)] and [e.label for e in ctx.session.log()][-2:] == [
        "Faces of the red die: 1, 2, 2, 3, 3, 4",
        "Board entered: territory VP and adjacency",
    ]


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
