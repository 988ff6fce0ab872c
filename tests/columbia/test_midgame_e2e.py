"""A saved mid-game Columbia table (every panel populated) opens and scrolls from top to bottom
without a Flutter error box, a console error, a server traceback or text below 4.5:1 contrast, on a
phone in the dark theme and on a tablet in the light one (the round flow covers the other two).

Before the fix, one Victory Point card in play turned its panel into Flutter's grey error box
(an expanding text inside a wrapping row) for the rest of the game. Flutter's release build logs
nothing for that box, so each screen is also checked for the box's grey."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from companion.storage import SaveStore
from tests.conftest import PHONE, TABLET, assert_no_errors, open_table
from tests.e2e.contrast import PHONE_PIXELS, scroll_through

from .flow import midgame_session


@pytest.mark.e2e
@PHONE_PIXELS
@pytest.mark.parametrize(("size", "dark"), [(PHONE, True), (TABLET, False)], ids=["phone-dark", "tablet-light"])
def test_a_midgame_table_opens_and_scrolls_readably(page, served_app, size, dark):
    session = midgame_session()
    SaveStore(served_app.home / "saves").save(session)
    open_table(page, served_app, f"/game/{session.game_id}", dark, size)
    expect(page.locator("flt-semantics-host").get_by_text("P1's turn — Move (up to 4)")).to_be_visible()
    seen: list[str] = []

    def check(n: int) -> None:
        seen.append(page.locator("flt-semantics-host").aria_snapshot())

    scroll_through(page, page.get_by_role("button", name="Copy box setup into this game"), check)
    for text in (
        "Random VP card (1 VP) · claimed by the Founders",
        "The Founders earned an upgrade: place it now.",
        "Greyed, Handyman: That card",  # why Unlock is greyed (the card's ability is already unlocked)
        "2 Raffle Square · territory A · destroyed",
        "Booker: 7 Z.H. Comstock Victory Square",
        "Elizabeth: at 6 Our Lady Cemetery, held by the Vox Populi",  # who controls her location
        "Copy box setup into this game",
    ):
        assert text in "".join(seen), text
    assert_no_errors(page, served_app)
