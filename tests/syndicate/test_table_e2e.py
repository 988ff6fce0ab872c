"""Syndicate at the table in Debian Chromium: owners choose their collection on their own phones while a decoy
stays on its owner's phone; a mat picked in the app adds its bonus to a mission roll; a skip inside resource
collection still finishes the round.

syndicate-draft-rulebook.txt l.416, l.494, l.510-512, l.418 (collection choices), l.469 (a decoy), l.293 and
l.435 (a mat's bonus announced before the roll), l.412-422 (the round ends after collection).
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from companion import games
from companion.content import ContentLibrary
from companion.games.syndicate import commands as c
from companion.games.syndicate.state import SovereignCardSpec
from companion.storage import SaveStore
from tests.commands import ok
from tests.conftest import PHONE, app_ready, assert_no_errors, open_table, start_loading
from tests.e2e.contrast import scroll_through
from tests.e2e.steps import press_until, still, submit

from .flow import TURN_END, act, choose, draw_tax_card, fill, shown, tick, undone
from .helpers import TERRITORIES, edit, game, own, rich
from .test_mats import LUCKY_MAT

pytestmark = pytest.mark.e2e
NAMES = ["Ann", "Bo", "Cy"]


def crew_short_with_a_decoy():
    """Ann (a decoy in her slot, crew 0) holds Core, Koss and a Mine paying 2; Bo (crew 4) holds Ukemochi City and
    Lab and a cube in each market ladder: both short of crew upkeep, at resource collection."""

    def setup(s):
        s.player_names[:] = NAMES
        for name in ("Core", "Koss", "Mine"):
            own(s, name, 0)
        for name in ("Ukemochi City", "Lab"):
            own(s, name, 1)
        s.players[0].res.crew, s.players[1].res.crew = 0, 4

    session = edit(game(), setup)
    ok(
        session,
        c.ActivateSleeper(player=0, card="Dull job", decoy=True),
        c.EndTurn(player=0),
        c.BuyLevel(player=1, ladder="tech"),
        c.BuyLevel(player=1, ladder="assault"),
        c.EndTurn(player=1),
        c.EndTurn(player=2),
        c.DrawSovereignCard(card=SovereignCardSpec(name="Quiet")),
        c.ResolveSovereignCard(),
    )
    return session


def whole_table(page) -> str:
    """Every screenful of the table, top to bottom, as the accessibility tree reads it."""
    seen: list[str] = []
    scroll_through(
        page,
        page.get_by_role("button", name=re.compile(r"^Log \(\d+\)$")),
        lambda n: seen.append(page.locator("flt-semantics-host").aria_snapshot()),
        contrast=False,
    )
    return "".join(seen)


def test_owners_choose_collection_on_their_own_phones_and_the_decoy_stays_with_its_owner(browser, served_app):
    session = crew_short_with_a_decoy()
    SaveStore(served_app.home / "saves").save(session)
    count = len(session.log())
    phones = [browser.new_context(viewport=PHONE).new_page() for _ in range(3)]
    for page in phones:
        page.set_default_timeout(30_000)
        start_loading(page, served_app.url, f"/game/{session.game_id}")
    for page in phones:
        app_ready(page)
        page.get_by_role("button", name=f"Log ({count})").wait_for()
    ann, bo, table = phones
    for page, name in ((ann, "Ann"), (bo, "Bo")):
        page.get_by_role("button", name="This phone is…").click()
        page.get_by_role("checkbox", name=name).click()
        page.get_by_role("button", name="Save", exact=True).click()
        page.get_by_role("button", name=f"This phone is {name}").wait_for()

    choose(ann, "Mine mining extra for Ann", "crew")  # l.494: Ann takes crew, so Core is paid and Koss is not
    ann.get_by_role("checkbox", name="Koss (MIDDLE)", checked=True).wait_for()
    act(ann, "Save Ann's choices")
    shown(ann, "Ann: Mine pays its extra in crew; bases left without crew upkeep: Koss").wait_for()
    bo.get_by_role("button", name=f"Log ({count + 1})").wait_for()  # Bo's phone has repainted Ann's choice
    tick(bo, "Lab (INNER)", True)  # l.510-512: Bo pays Ukemochi City, leaves Lab
    tick(bo, "Ukemochi City (MIDDLE)", False)
    choose(bo, "Bo: market cube to remove", "assault (5-credit box)")  # l.418
    act(bo, "Save Bo's choices")
    shown(bo, "Bo: market cube: assault; bases left without crew upkeep: Lab").wait_for()
    table.get_by_role("button", name=f"Log ({count + 2})").wait_for()
    act(table, "Run resource collection")
    for page in phones:
        page.get_by_role("button", name=f"Log ({count + 3})").wait_for()
    state = SaveStore(served_app.home / "saves").load(session.game_id).state
    assert state.round == 2 and {t.name for t in state.territories if t.flipped} == {"Koss", "Lab"}
    assert state.market["assault"][1] == [] and state.market["tech"][1] == [0]

    shown(ann, "Only on your phone: Ann's slot holds Dull job, a decoy (a mission card).").wait_for()
    for page in (bo, table):  # l.469: the bluff stays a bluff on every other phone
        text = whole_table(page).replace("It is a mission card placed as a decoy", "")  # Bo's own slot's box
        assert "Dull job" not in text and "decoy" not in text.lower()
        assert ("Ann plays their sleeper" in text) == (page is table)  # only the shared phone acts for Ann
    for page in phones:
        assert_no_errors(page, served_app)


def test_a_mat_picked_in_the_app_adds_to_a_mission_roll_and_a_skip_still_ends_the_round(page, served_app):
    ContentLibrary(user_dir=served_app.home / "content").add("syndicate", "syndicates", LUCKY_MAT)
    session = games.new_session("syndicate", 2, 2, {}, names=["Ann", "Bob"])  # not the first test's id
    ok(session, *(c.AddTerritory(**t) for t in TERRITORIES), c.ChooseSyndicate(player=1, syndicate=rich("Plain")))
    SaveStore(served_app.home / "saves").save(session)
    open_table(page, served_app, f"/game/{session.game_id}")

    choose(page, "Syndicate for Ann", "Lucky Co.")  # l.293: the mat from box setup, its bonuses with it
    undone(page, "plays Lucky Co.").wait_for()
    own_dice = page.get_by_role("switch", name="We roll our own dice")  # l.283: the table rolls its own d12s
    still(page, own_dice)
    own_dice.click()
    expect(own_dice).to_be_checked()
    press_until(page, re.compile("Roll the d12 for first player"), "Enter rolls")
    fill(page, "Ann's d12", "12")
    fill(page, "Bob's d12", "1")
    submit(page, "Enter rolls", shown(page, "Rolled: Ann 12, Bob 1. Ann goes first."))
    press_until(page, "Attempt a mission", "Roll the action die")  # l.435: the mat's +1 is counted
    choose(page, "Mission territory", "Goshen (EXO): unoccupied")
    fill(page, "Winning faces for this status (e.g. 4 5 6)", "5 6")
    fill(page, "Reward: credits", "6")
    fill(page, "Face rolled on the action die", "4")  # the table's own die, still switched on
    shown(page, "Chance of success: 50.0% · counting +1 (Lucky Co. mat +1)").wait_for()
    submit(page, "Roll the action die", shown(page, "Rolled 4 +1 (Lucky Co. mat +1)"))

    for _ in range(2):
        if page.get_by_role("button", name=TURN_END).count():
            act(page, TURN_END)
    draw_tax_card(page)
    act(page, "Resolve the Sovereign card")
    press_until(page, "Skip: Draw 2 operation cards + 1 per unused die", "Skip anyway")  # l.412-422
    submit(page, "Skip anyway", page.get_by_role("button", name="Run the rest of resource collection"))
    act(page, "Run the rest of resource collection")
    shown(page, re.compile(r"^(Ann|Bob)'s turn — .*round 2$")).wait_for()
    assert_no_errors(page, served_app)
