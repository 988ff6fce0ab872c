"""Syndicate end to end in Debian Chromium through the real served app: three players set up from the library
within the setup target, a round within the tap target and a round where a non-owner plays a chip on a
cooperative mission (phone in light, tablet in dark), a mid-game save scrolled through and checked for contrast
(phone in dark, tablet in light), a refused mission that keeps what was typed."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from companion.engine import GameSession
from companion.games.syndicate import commands as c
from companion.games.syndicate import sovereign
from companion.games.syndicate.state import Effect, SovereignCardSpec, Tier
from companion.storage import SaveStore
from tests.commands import ok
from tests.conftest import PHONE, TABLET, assert_no_errors, open_table
from tests.e2e.contrast import PHONE_PIXELS, scroll_through
from tests.e2e.steps import button, press, press_until, record_round, submit

from .flow import Budget, choose, fill, mission_round_with_a_chip, play_round, set_up_three, shown, stock_library
from .helpers import game

pytestmark = pytest.mark.e2e


@pytest.mark.parametrize(("size", "dark"), [(PHONE, False), (TABLET, True)], ids=["phone-light", "tablet-dark"])
def test_three_players_set_up_from_the_library_and_a_non_owner_plays_a_chip_on_a_cooperative_mission(
    served_app, page, size, dark, tmp_path
):
    """l.280-283: three seats keep mats from the library and roll for first player, within the setup target;
    l.351-420: a round of one action each within the round target; then l.435, l.546-550: a round where a
    player names the chip found on their new base and plays it on a COOPERATIVE mission on another's base."""
    stock_library(served_app.home)
    open_table(page, served_app, "/", dark, size)
    setup = Budget()
    set_up_three(page, setup)
    print(f"\nsyndicate: three players set up in {setup.taps} taps + {setup.typed} typed fields")
    assert setup.taps <= 12 and setup.typed <= 6, setup
    expect(shown(page, re.compile(r"^(Ann|Bo|Cy)'s turn — 2 action dice armed, round 1$"))).to_be_visible()
    budget = Budget()
    play_round(page, budget, seats=3)
    expect(shown(page, re.compile(r"^(Ann|Bo|Cy)'s turn — 2 action dice armed, round 2$"))).to_be_visible()
    expect(shown(page, "Last resource collection")).to_be_visible()
    record_round(page, "syndicate", budget.taps, budget.typed, dark)
    if size == PHONE:  # the round with the chip once, at phone size: the rules do not change with the screen
        owner, player = mission_round_with_a_chip(page)
        expect(shown(page, re.compile(r"^(Ann|Bo|Cy)'s turn — 2 action dice armed, round 3$"))).to_be_visible()
        session = SaveStore(served_app.home / "saves").load(SaveStore(served_app.home / "saves").list()[0].game_id)
        state = session.state
        seat = {name: i for i, name in enumerate(state.player_names)}
        assert state.territory("Exo 1").owner == seat[owner] and state.territory("Exo 2").owner == seat[player]
        assert state.players[seat[owner]].chips == ["EXO chip (Exo 1)"] and state.players[seat[player]].chips == []
        rolled = next(entry for entry in session.log() if "attempts" in entry.label)
        assert any("(chip Lucky +1)" in note for note in rolled.notes), rolled.notes
    page.screenshot(path=tmp_path / "syndicate-round.png")
    assert_no_errors(page, served_app)


def tax(amount: int) -> SovereignCardSpec:
    return SovereignCardSpec(
        name="Tax", effects=[Effect(kind="tax_per_base", tiers=[Tier(min_alert=1, amount=amount)])]
    )


def mid_game() -> GameSession:
    """Round 2's collection in a three-player game: bases bought, fortified and flipped, market cubes,
    a sleeper, a pardon."""
    session = game(fortify_cost_resources="credits+crew")
    ok(
        session,
        c.BuyBase(player=0, territory="Goshen"),
        c.Fortify(player=0, territory="Goshen"),
        c.BuyLevel(player=0, ladder="tech"),
        c.ActivateSleeper(player=0),
        c.EndTurn(player=0),
        c.BuyBase(player=1, territory="Koss"),
        c.BuyLevel(player=1, ladder="assault"),
        c.EndTurn(player=1),
        c.BuyBase(player=2, territory="Honos"),
        c.EndTurn(player=2),
        c.DrawSovereignCard(card=tax(3)),
        c.ResolveSovereignCard(),
        c.CollectResources(),
        c.EndTurn(player=1),
        c.BuyLevel(player=2, ladder="tech"),
        c.EndTurn(player=2),
        c.BuyLevel(player=0, ladder="assault"),
        c.EndTurn(player=0),
        c.DrawSovereignCard(card=tax(5)),
        c.BuyPardon(player=0),
    )
    spend = 1 - session.state.players[1].res.credits  # the second player cannot pay the tax: Koss is flipped
    ok(session, c.AdjustPlayer(player=1, delta={"credits": spend}, reason="spent at the table"))
    flips = getattr(sovereign, "suggested_flips", lambda state: {})(session.state)  # the owner leaves Koss unpaid
    ok(
        session,
        session.definition.parse_command({"type": "resolve_sovereign_card", **({"flips": flips} if flips else {})}),
    )
    return session


@PHONE_PIXELS
@pytest.mark.parametrize(("size", "dark"), [(PHONE, True), (TABLET, False)], ids=["phone-dark", "tablet-light"])
def test_a_mid_game_save_opens_and_scrolls_readably(served_app, page, size, dark):
    """No error box, console error or text below 4.5:1 contrast on any screenful of a populated table."""
    session = mid_game()
    state = session.state
    assert state.territory("Koss").flipped and state.territory("Goshen").fortified and state.players[0].sleeper_active
    assert state.players[0].pardoned and state.market["assault"][0] and state.market["tech"][2]
    SaveStore(served_app.home / "saves").save(session)
    open_table(page, served_app, f"/game/{session.game_id}", dark, size)
    expect(shown(page, "Resource collection, round 2")).to_be_visible()
    expect(shown(page, re.compile("tax for Koss"))).to_be_visible()
    seen: list[str] = []

    def check(n: int) -> None:
        seen.append(page.locator("flt-semantics-host").aria_snapshot())

    scroll_through(page, page.get_by_role("button", name=re.compile(r"^Log \(\d+\)$")), check)
    for text in (r"pardoned\b", "Black market", "Koss: .* base card flipped", "Goshen: .*fortified", "Readings in use"):
        assert re.search(text, "".join(seen)), text
    assert_no_errors(page, served_app)


def test_a_refused_mission_shows_why_and_keeps_what_was_typed(served_app, page):
    """syndicate-draft-rulebook.txt l.434: a mission needs a round at least its requirement."""
    session = game(players=2, seed=2)  # not the mid-game's id: the module's server keeps that table
    SaveStore(served_app.home / "saves").save(session)
    open_table(page, served_app, f"/game/{session.game_id}")
    press_until(page, "Attempt a mission", "Roll the action die")
    choose(page, "Mission territory", "Goshen (EXO): unoccupied")
    typed = {
        "Round requirement (blank: none)": "5",
        "Winning faces for this status (e.g. 4 5 6)": "4 5 6",
        "Reward: credits": "6",
    }
    for label, value in typed.items():
        fill(page, label, value)
    refusal = shown(page, re.compile("needs a round at least 5"))
    press(page, button(page, "Roll the action die"), refusal)
    for label, value in typed.items():
        expect(page.get_by_role("textbox", name=label, exact=True)).to_have_value(value)
    page.screenshot(path=served_app.home / "refusal.png")
    submit(page, "Cancel", page.get_by_role("button", name="Attempt a mission"))
    assert_no_errors(page, served_app)
