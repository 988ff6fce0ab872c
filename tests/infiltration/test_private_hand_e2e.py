"""A hand is never seen on another seat's phone (RS §Other Rules l.174), in Debian Chromium.

Three players play with the Specialists items and the Item Draft (RS l.206-218, l.236-252); after the
draft Ann's phone plays Ann and Bob's phone plays Bob. Each phone names its own operative's item cards
and shows the other's only as a count.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from companion import games
from companion.games.infiltration.board import UNNAMED_ITEM
from companion.games.infiltration.commands import DraftKeep, RevealEntryRoom
from companion.games.infiltration.state import RoomFace
from companion.storage import SaveStore
from tests.commands import ok
from tests.conftest import PHONE, app_ready, assert_no_errors, start_loading
from tests.syndicate.flow import shown

pytestmark = pytest.mark.e2e
PLAYERS = ["Ann", "Bob", "Cy"]


def drafted_game(home):
    """A saved game whose Specialists Item Draft is done (each pass keeps the first cards in hand)."""
    session = games.new_session("infiltration", 3, 1, {"specialists": True, "item_draft": True}, names=PLAYERS)
    ok(session, RevealEntryRoom(face=RoomFace(name="Lobby", df=4)))
    for wanted in (1, 2, 3):
        ok(session, *(DraftKeep(operative=i, keep=list(range(wanted))) for i in range(3)))
    assert session.state.drafted
    SaveStore(home / "saves").save(session)
    return session


def test_each_phone_names_only_its_own_hand(browser, served_app):
    session = drafted_game(served_app.home)
    ops = session.state.operatives
    named = {PLAYERS[op.player]: {c for c in op.items if c != UNNAMED_ITEM} for op in ops}
    assert named["Ann"] and named["Bob"] and not named["Ann"] & named["Bob"]
    phones = {name: browser.new_context(viewport=PHONE).new_page() for name in ("Ann", "Bob")}
    for page in phones.values():
        page.set_default_timeout(30_000)
        start_loading(page, served_app.url, f"/game/{session.game_id}")
    for name, page in phones.items():
        app_ready(page)
        page.get_by_role("button", name="This phone is…").click()
        page.get_by_role("checkbox", name=name).click()
        page.get_by_role("button", name="Save", exact=True).click()
        shown(page, f"Selection: {ops[PLAYERS.index(name)].name} ({name})").wait_for()
    phones["Bob"].get_by_role("button", name="This phone is Bob").click()  # Ann's seat is Ann's phone's (issue 37)
    expect(phones["Bob"].get_by_role("checkbox", name="Ann (another phone's)")).to_be_disabled()
    phones["Bob"].get_by_role("button", name="Cancel").click()
    for name, page in phones.items():
        other = "Bob" if name == "Ann" else "Ann"
        mine, theirs = ops[PLAYERS.index(name)], ops[PLAYERS.index(other)]
        own_line = shown(page, re.compile(re.escape(f"{mine.name} ({name}):") + ".*in hand: "))
        own_line.scroll_into_view_if_needed()
        for card in named[name]:
            shown(page, re.compile(re.escape(f"{mine.name} ({name}):") + ".*" + re.escape(card))).wait_for()
        shown(page, f"{theirs.name} ({other}): R1, 0 DF · 4 item cards in hand").wait_for()
        for card in named[other]:
            assert page.locator("flt-semantics-host").get_by_text(re.compile(re.escape(card))).count() == 0, (
                f"{card} shown on {name}'s phone"
            )
        assert_no_errors(page, served_app)
