"""A saved mid-game Columbia table (every panel populated) opens and scrolls from top to bottom
without a Flutter error box, a console error or a server traceback, in the light and dark theme.

Before the fix, one Victory Point card in play turned its panel into Flutter's grey error box
(an expanding text inside a wrapping row) for the rest of the game. Flutter's release build logs
nothing for that box, so each screen is also checked for the box's grey."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from companion.storage import SaveStore
from companion.ui.context import Settings
from tests.conftest import assert_no_errors, open_app

from .flow import assert_no_error_box, midgame_session


@pytest.mark.e2e
@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_a_midgame_table_opens_and_scrolls_without_errors(page, served_app, tmp_path, dark):
    session = midgame_session()
    SaveStore(served_app.home / "saves").save(session)
    Settings(dark=dark).save(served_app.home / "settings.json")
    page.set_default_timeout(20_000)
    open_app(page, served_app.url, f"/game/{session.game_id}")
    expect(page.get_by_text("P2's turn — Move (up to 4)")).to_be_visible()
    seen = ""
    page.mouse.move(206, 600)  # the wheel scrolls what is under the pointer
    for shot in range(8):  # the table is about 7 screens long on a phone
        assert_no_error_box(page, tmp_path / f"midgame-{shot}.png")
        seen += page.locator("flt-semantics-host").aria_snapshot()
        page.mouse.wheel(0, 800)
        page.wait_for_timeout(400)
    for text in (
        "Random VP card (1 VP) · claimed by the Vox Populi",
        "The Vox Populi earned an upgrade: place it now.",
        "2 Raffle Square · territory A · destroyed",
        "Booker: 14 Fink MFG",
        "Elizabeth: at 6 Our Lady Cemetery, held by the Founders",
        "Copy box setup into this game",
    ):
        assert text in seen, text
    assert_no_errors(page, served_app)
