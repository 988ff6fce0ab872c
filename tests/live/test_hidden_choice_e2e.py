"""Infiltration's facedown selection on two phones (issue #15, "This phone is…"), in Debian Chromium.

rules/infiltration: RS §1 Selection Phase — each operative's card is selected face down and the
cards are revealed together. Ann's phone picks her operatives' cards, Bob's phone his; each phone
shows the other's operatives only as "chosen" until every card is in, then both show them revealed.
RS §2 Resolution (l.63-67): each card is flipped and resolved in its player's turn, so Bob's phone shows Ann's
resolve buttons greyed with whose phone resolves them (companion/engine/seats.py), and Ann's phone resolves.
"""

from __future__ import annotations

import re

import pytest

from companion import games
from companion.games.infiltration.commands import RevealEntryRoom
from companion.games.infiltration.state import RoomFace
from companion.storage import SaveStore
from tests.commands import ok
from tests.conftest import PHONE, app_ready, assert_no_errors, start_loading
from tests.syndicate.flow import shown

pytestmark = pytest.mark.e2e
OPERATIVES = {"Ann": ("Mr. White", "Monica Singh"), "Bob": ("Hugo Cash", "John 'Animal' McEvoy")}


def saved_game(home) -> str:
    session = games.new_session("infiltration", 2, 1, {}, names=list(OPERATIVES))
    ok(session, RevealEntryRoom(face=RoomFace(name="Lobby", df=4)))
    SaveStore(home / "saves").save(session)
    return session.game_id


def log_count(page, count: int):
    return page.get_by_role("button", name=f"Log ({count})")


def test_each_phone_picks_its_own_cards_and_the_other_sees_only_chosen_until_revealed(browser, served_app):
    game_id = saved_game(served_app.home)
    phones = {name: browser.new_context(viewport=PHONE).new_page() for name in OPERATIVES}
    for page in phones.values():
        page.set_default_timeout(30_000)
        start_loading(page, served_app.url, f"/game/{game_id}")
    for name, page in phones.items():
        app_ready(page)
        page.get_by_role("button", name="This phone is…").click()
        page.get_by_role("checkbox", name=name).click()
        page.get_by_role("button", name="Save", exact=True).click()
        shown(page, f"Selection: {OPERATIVES[name][0]} ({name})").wait_for()
    count = 1
    picks = [("Ann", "Download"), ("Ann", "Interface"), ("Bob", "Retreat"), ("Bob", "Advance")]
    for n, (player, card) in enumerate(picks):
        page, other = phones[player], phones["Bob" if player == "Ann" else "Ann"]
        operative = OPERATIVES[player][n % 2]
        page.get_by_role("button", name=card, exact=True).first.click()  # the first section: the next operative
        count += 1
        for each in (page, other):
            log_count(each, count).wait_for()
        if n < len(picks) - 1:
            shown(other, f"{operative} ({player}): chosen").wait_for()
            hidden = re.compile("^" + re.escape(operative) + ": ")  # a card shown face up: "<operative>: <card> ..."
            assert other.get_by_role("button", name=hidden).count() == 0
    for page in phones.values():  # every card in: both phones show them face up
        page.get_by_role("button", name="Mr. White: resolve Download").wait_for()
        page.get_by_role("button", name="Monica Singh: resolve Interface").wait_for()
        assert page.locator("flt-semantics-host").get_by_text(re.compile("chosen$")).count() == 0
    ann, bob = phones["Ann"], phones["Bob"]
    shown(bob, "It is Ann's turn: only Ann's phone can do that.").wait_for()
    assert bob.get_by_role("button", name="Mr. White: resolve Download").is_disabled()
    ann.get_by_role("button", name="Mr. White: resolve Download").click()
    for page in phones.values():
        log_count(page, count + 1).wait_for()
    for page in phones.values():
        assert_no_errors(page, served_app)
