"""Syndicate end to end in Debian Chromium through the real served app: a whole round with named players
within the tap target (phone in light, tablet in dark), a mid-game save scrolled through and checked for
contrast (phone in dark, tablet in light), a refused mission that keeps what was typed."""

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
from tests.e2e.steps import click, press_until, record_round, submit

from .flow import Budget, fill, play_round, roll_first_player, set_up, shown
from .helpers import game

pytestmark = pytest.mark.e2e


@pytest.mark.parametrize(("size", "dark"), [(PHONE, False), (TABLET, True)], ids=["phone-light", "tablet-dark"])
def test_a_round_of_syndicate_with_named_players(served_app, page, size, dark, tmp_path):
    open_table(page, served_app, "/", dark, size)
    set_up(page)
    roll_first_player(page)
    expect(shown(page, re.compile(r"^(Ann|Bob)'s turn — 2 action dice armed, round 1$"))).to_be_visible()
    budget = Budget()
    play_round(page, budget)
    expect(shown(page, re.compile(r"^(Ann|Bob)'s turn — 2 action dice armed, round 2$"))).to_be_visible()
    expect(shown(page, "Last resource collection")).to_be_visible()
    record_round(page, "syndicate", budget.taps, budget.typed, dark)
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
    session = game(players=2)
    SaveStore(served_app.home / "saves").save(session)
    open_table(page, served_app, f"/game/{session.game_id}")
    press_until(page, "Attempt a mission", "Roll the action die")
    typed = {
        "Mission territory (as printed)": "Goshen",
        "Round requirement (blank: none)": "5",
        "Winning faces for this status (e.g. 4 5 6)": "4 5 6",
        "Reward: credits": "6",
    }
    for label, value in typed.items():
        fill(page, label, value)
    refusal = shown(page, re.compile("needs a round at least 5"))
    for _ in range(3):  # a tap Flutter loses while it redraws the odds is tapped again
        click(page, "Roll the action die")
        try:
            refusal.wait_for(timeout=5_000)
            break
        except Exception:  # noqa: BLE001, S112 - not shown yet
            continue
    expect(refusal).to_be_visible()
    for label, value in typed.items():
        expect(page.get_by_role("textbox", name=label, exact=True)).to_have_value(value)
    page.screenshot(path=served_app.home / "refusal.png")
    submit(page, "Cancel", page.get_by_role("button", name="Attempt a mission"))
    assert_no_errors(page, served_app)
