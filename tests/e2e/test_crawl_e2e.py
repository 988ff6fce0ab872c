"""Every screen a stranger reaches, with Large text on a phone, light and dark.

One server for the module, holding a mid-game table of each game (round 2, the players acting), so the
home screen lists three saved games: its last button must come into view by the mouse wheel, the keyboard
(Page Down, End) and a finger's drag.
"""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

from companion.ui.prefs import KEY
from tests.conftest import PHONE, ServedApp, app_ready, assert_no_errors, start_loading
from tests.e2e.midgame import save_midgames


@pytest.fixture(scope="module")
def table(tmp_path_factory):
    """The app served with a mid-game table of each game; (app, game -> game id)."""
    home = tmp_path_factory.mktemp("crawl") / "home"
    ids = save_midgames(home)
    app = ServedApp(home)
    yield app, ids
    app.stop()


def phone_page(browser, app: ServedApp, size: dict, scheme: str):
    """A touch phone with Large text switched on (kept in its browser storage) at ``size`` in ``scheme``."""
    context = browser.new_context(viewport=size, color_scheme=scheme, has_touch=True)
    prefs = json.dumps(json.dumps({"large_text": True}))
    context.add_init_script(f"localStorage.setItem('flutter.{KEY}', {json.dumps(prefs)})")
    page = context.new_page()
    page.set_default_timeout(30_000)
    start_loading(page, app.url)
    app_ready(page)
    return page


def drag_up(page, x: float, y: float, by: float) -> None:
    """A finger's drag from (x, y) up by ``by`` pixels, in steps as a finger moves."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
    for step in range(1, 11):
        point = {"x": x, "y": y - by * step / 10}
        cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [point]})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    cdp.detach()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_home_screen_scrolls_to_its_last_button_with_three_saved_games(browser, table, scheme):
    """Issue 33: with three saved games and Large text the home screen is taller than the phone."""
    app, _ = table
    page = phone_page(browser, app, PHONE, scheme)
    first = page.get_by_role("button", name="New Syndicate game")
    last = page.get_by_role("button", name="Export my content")
    expect(first).to_be_in_viewport(ratio=1)
    expect(last).not_to_be_in_viewport()

    page.mouse.move(PHONE["width"] / 2, PHONE["height"] / 2)
    page.mouse.wheel(0, 3000)
    expect(last).to_be_in_viewport(ratio=1)

    page.keyboard.press("Home")
    expect(first).to_be_in_viewport(ratio=1)
    page.keyboard.press("End")
    expect(last).to_be_in_viewport(ratio=1)
    page.keyboard.press("Home")
    expect(last).not_to_be_in_viewport()
    page.keyboard.press("PageDown")
    page.keyboard.press("PageDown")
    expect(last).to_be_in_viewport(ratio=1)

    page.keyboard.press("Home")
    expect(first).to_be_in_viewport(ratio=1)
    drag_up(page, PHONE["width"] - 20, PHONE["height"] - 100, 700)
    expect(last).to_be_in_viewport(ratio=1)
    assert_no_errors(page, app)
