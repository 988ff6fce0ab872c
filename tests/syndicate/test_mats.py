"""Syndicate mats with their printed bonuses: typed once in box setup, picked in the app's syndicate dialog, shown
on the player's mat and applied to each roll, price and collection they change.

syndicate-draft-rulebook.txt l.156 and l.293 (a syndicate's bonuses, some with ongoing effects), l.416
(syndicate bonuses in resource collection), l.435 (roll bonuses are announced before the roll).
"""

from __future__ import annotations

from types import SimpleNamespace

import flet as ft

from companion import games
from companion.games.syndicate import commands as c
from companion.games.syndicate.state import CostBonus, Resources, RollBonus, SyndicateSpec
from companion.ui.syndicate import build_table
from tests.commands import ok
from tests.syndicate.helpers import TERRITORIES
from tests.ui.fake_session import texts, walk
from tests.ui.fake_table import buttons, select, table

LUCKY_MAT = {
    "id": "lucky-co",
    "name": "Lucky Co.",
    "start": {"credits": 30, "influence": 30, "crew": 30},
    "income": {"credits": 2, "influence": 0, "crew": 1},
    "tech_level": 3,
    "assault_level": 1,
    "bonus": "Lucky in every job.",
    "roll": {"applies_to": ["mission", "robbery"], "amount": 1},
    "discount": {"applies_to": ["base", "market"], "credits": 2},
    "collection_bonus": {"crew": 1},
    "source": "typed from the mat in box setup (test)",
}


def fields(root) -> dict[str, ft.Control]:
    return {f.label: f for f in walk(root) if isinstance(f, (ft.TextField, ft.Dropdown))}


def picked_in_the_app(tmp_path):
    """A two-player game; Player 1 picks Lucky Co. from the library on the setup screen, Player 2 types a mat."""
    session = games.new_session("syndicate", 2, 1, {})
    ok(session, *(c.AddTerritory(**t) for t in TERRITORIES))
    ctx = table(session, tmp_path, physical=True)
    ctx.page = SimpleNamespace(update=lambda: None)
    ctx.library.add("syndicate", "syndicates", LUCKY_MAT)
    select(build_table(ctx), "Syndicate for Player 1", "lucky-co")  # complete in the library: kept in one pick
    plain = SyndicateSpec(
        name="Plain",
        start=Resources(credits=30, influence=30, crew=30),
        income=Resources(),
        tech_level=3,
        assault_level=1,
    )
    ok(session, c.ChooseSyndicate(player=1, syndicate=plain), c.RollFirstPlayer(entered=[12, 1]))
    return session, ctx


def test_a_mat_picked_in_the_dialog_keeps_its_printed_bonuses(tmp_path):
    """l.293: the mat's bonuses come with it into the game."""
    session, _ = picked_in_the_app(tmp_path)
    mat = session.state.players[0].syndicate
    assert mat.roll == RollBonus(applies_to=["mission", "robbery"], amount=1)
    assert mat.discount == CostBonus(applies_to=["base", "market"], credits=2)
    assert mat.collection_bonus == Resources(crew=1) and mat.bonus == "Lucky in every job."


def test_the_mats_bonuses_show_on_the_players_mat(tmp_path):
    """l.156: the mat's bonuses are printed under its name; the app shows them on the player's mat."""
    _, ctx = picked_in_the_app(tmp_path)
    shown = texts(build_table(ctx))
    for line in (
        "Mat: Lucky in every job.",
        "Mat: +1 to mission and robbery rolls (mat)",
        "Mat: 2 credits off buying a base and black-market levels (mat)",
        "Mat: +1 crew each resource collection (mat)",
    ):
        assert line in shown


def test_the_mats_roll_bonus_wins_a_mission_picked_in_the_app(tmp_path):
    """l.435: the mat's +1 is counted in the odds and the roll: a 4 wins on 5-6."""
    session, ctx = picked_in_the_app(tmp_path)
    buttons(build_table(ctx))["Attempt a mission"].on_click(None)
    dialog = ctx.dialog
    typed = fields(dialog)
    select(dialog, "Mission territory", "goshen")
    typed["Winning faces for this status (e.g. 4 5 6)"].value = "5 6"
    typed["Reward: credits"].value = "6"
    typed["Face rolled on the action die"].value = "4"
    typed["Reward: credits"].on_change(None)
    chance = " ".join(t for t in texts(dialog) if "hance" in t)
    assert chance == "Chance of success: 50.0% · counting +1 (Lucky Co. mat +1)"
    buttons(dialog)["Roll the action die"].on_click(None)
    assert ctx.dialogs == [] and session.state.alert == 1  # no failure
    assert session.state.players[0].res.credits == 30 + 6
    assert any("Lucky Co. mat +1" in note for note in session.log()[-1].notes), session.log()[-1].notes


def test_the_mats_discount_lowers_its_players_prices(tmp_path):
    """l.293: an ongoing mat bonus lowers what its player pays (a base, a black-market level); not the others'."""
    session, ctx = picked_in_the_app(tmp_path)
    shown = buttons(build_table(ctx))
    assert "Buy tech level (3 credits)" in shown
    ok(session, c.BuyBase(player=0, territory="Goshen"))
    assert session.state.players[0].res.credits == 30 - (8 - 2)
    ok(session, c.EndTurn(player=0))
    assert "Buy tech level (5 credits)" in buttons(build_table(ctx))
    ok(session, c.BuyBase(player=1, territory="Honos"))
    assert session.state.players[1].res.credits == 30 - 8


def test_the_mats_collection_bonus_is_collected(tmp_path):
    """l.416: some syndicates collect a bonus besides their racketeering income."""
    session, _ = picked_in_the_app(tmp_path)
    ok(session, c.EndTurn(player=0), c.EndTurn(player=1), c.DrawSovereignCard(card={"name": "Quiet"}))
    ok(session, c.ResolveSovereignCard(), c.CollectResources())
    assert session.state.players[0].res.crew == 30 + 1 + 1
    assert "syndicate bonus 1 crew (mat)" in session.state.collection[0].lines
