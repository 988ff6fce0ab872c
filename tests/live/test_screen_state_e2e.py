"""What one phone has open survives another phone's changes, in Debian Chromium.

Two phones on one saved Syndicate game (the helpers of ``test_live_e2e``): phone A opens the round
log and the By-hand section and types half a correction, phone B undoes three changes. A's form
stays open with what was typed, its sections stay open, and its table shows B's changes.
"""

from __future__ import annotations

import re
import time

import pytest
from playwright.sync_api import expect

from companion.storage import SaveStore
from tests.conftest import PHONE, assert_no_errors, open_app
from tests.e2e.steps import FRAMES, keep_text
from tests.live.test_live_e2e import PLAYED, log_count, phone, saved_game

pytestmark = pytest.mark.e2e
CHANGES = 3
BY_HAND = re.compile(r"^By hand")
EXPANDED = "Expanded"
"""What Flutter tells a screen reader about an open expandable section."""


def listening_phone(browser, app, path: str) -> tuple[object, list[bytes]]:
    """A phone on ``path`` and the list of every message the server sends it (filled as they come)."""
    page = browser.new_context(viewport=PHONE).new_page()
    page.set_default_timeout(30_000)
    received: list[bytes] = []
    page.on(
        "websocket",
        lambda ws: ws.on(
            "framereceived", lambda data: received.append(data if isinstance(data, bytes) else data.encode())
        ),
    )
    open_app(page, app.url, path)
    return page, received


def painted(page, received: list[bytes], text: str, timeout: float = 30) -> None:
    """Wait until the server has sent ``page`` a screen holding ``text`` and Flutter has drawn it.

    A dialog hides the screen under it from the accessibility tree, so what is painted under an open
    form is read from the messages the phone received."""
    deadline = time.monotonic() + timeout
    while not any(text.encode() in data for data in received):
        assert time.monotonic() < deadline, f"the phone was never sent {text!r}"
        page.evaluate(FRAMES)  # lets Playwright deliver the messages that arrived meanwhile
    page.evaluate(FRAMES)


def test_a_half_typed_form_and_open_sections_stay_while_another_phone_changes_the_table(browser, served_app):
    game_id = saved_game(served_app.home)
    entries = SaveStore(served_app.home / "saves").load(game_id).log()
    newest = f"R{entries[-1].round} · {entries[-1].label}"
    a, to_a = listening_phone(browser, served_app, f"/game/{game_id}")
    b = phone(browser, served_app, f"/game/{game_id}")
    on_a = a.locator("flt-semantics-host")
    log_count(a, PLAYED).click()  # A opens the round log
    on_a.get_by_text(newest).first.wait_for()
    a.get_by_role("button", name=BY_HAND).click()
    a.get_by_role("button", name="Set Credits (Player 1)").click()
    credits = a.get_by_role("textbox", name="Credits (Player 1)")
    reason = a.get_by_role("textbox", name="Why (for the log)")
    keep_text(a, credits, "15")
    keep_text(a, reason, "counted again")

    for undone in range(1, CHANGES + 1):
        b.get_by_role("button", name="Undo").click()
        log_count(b, PLAYED - undone).wait_for()
    painted(a, to_a, f"Log ({PLAYED - CHANGES})")  # A's table under the form shows B's changes

    expect(a.get_by_role("alertdialog")).to_be_visible()
    expect(credits).to_have_value("15")
    expect(reason).to_have_value("counted again")
    a.get_by_role("button", name="Cancel").click()
    a.get_by_role("alertdialog").wait_for(state="detached")
    log_count(a, PLAYED - CHANGES).wait_for()
    expect(log_count(a, PLAYED - CHANGES)).to_have_attribute("aria-description", EXPANDED)  # the log stays open
    expect(a.get_by_role("button", name=BY_HAND)).to_have_attribute("aria-description", EXPANDED)
    expect(a.get_by_role("button", name="Set Credits (Player 1)")).to_be_visible()  # By hand is still open
    for page in (a, b):
        assert_no_errors(page, served_app)
