"""Every screen and dialog a stranger reaches, with Large text on a phone (light and dark) and a tablet.

One server for the module, holding a mid-game table of each game (round 2, the players acting), so the
home screen lists three saved games: its last button must come into view by the mouse wheel, the keyboard
(Page Down, End) and a finger's drag. The crawler (:mod:`tests.e2e.crawler`) visits each screen of the
app (home, settings, about, import, each game's new-game form, box setup, table and share screen): its
last control must scroll into view; on the phone (some parts in the light theme, the others in the dark) it
also presses every button of each screen with nothing filled in (undoing what changed the table) and each
dialog's own button: what the app answers must show in the window.
"""

from __future__ import annotations

import json
import re
import time

import pytest
from playwright.sync_api import expect

from companion import games
from companion.ui.prefs import KEY
from tests.conftest import PHONE, TABLET, ServedApp, app_ready, assert_no_errors, start_loading
from tests.e2e.crawler import Crawl, Wire
from tests.e2e.midgame import save_midgames

SKIP = re.compile(
    r"^(Delete|Export|Import a file|Copy|Undo|Redo|Settings|About|Share|Resume|New .* game|Box setup|"
    r"Import a shared game|Start game|Restore backup|Back|Retire|Pick a picture|Scan with camera)"
)
"""Buttons the crawler does not press: the ways to other screens (each visited on its own), and what
leaves the app (files, the clipboard) or cannot be undone (deleting)."""

NAVIGATE = """route => setTimeout(() => {
  history.pushState({}, '', route);
  dispatchEvent(new PopStateEvent('popstate', {state: {}}));
})"""
"""Go to ``route`` inside the running app (as its links do), without loading Flutter again."""


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
    page.wire = Wire(page)
    start_loading(page, app.url)
    app_ready(page)
    return page


def screens(ids: dict[str, str]) -> list[str]:
    """Every screen the app reaches from its home screen (the summary needs a finished game)."""
    return [
        "/",
        "/settings",
        "/about",
        "/load",
        *(f"/new/{g}" for g in games.GAME_IDS),
        *(f"/box/{g}" for g in games.GAME_IDS),
        *(f"/game/{i}" for i in ids.values()),
        f"/share/{ids['syndicate']}",
    ]


def visit(page, route: str) -> None:
    """Go to ``route`` and wait for its screen (its title replaces the one before)."""
    if page.evaluate("location.pathname") == route:
        return
    title = page.get_by_role("heading").first.inner_text()
    page.evaluate(NAVIGATE, route)
    page.wait_for_function(
        "title => [...document.querySelectorAll('h1, h2')].some(h => h.textContent && h.textContent !== title)",
        arg=title,
    )
    page.get_by_role("button").first.wait_for()


def crawl(page, routes: list[str], press: bool, ids: dict[str, str]) -> Crawl:
    named = {game_id: game for game, game_id in ids.items()}
    found = Crawl(page, page.wire)
    for route in routes:
        found.where = "/".join(named.get(part, part) for part in route.split("/"))  # the game, not its id
        visit(page, route)
        found.check_end()
        if press:
            found.crawl_buttons(SKIP)
            found.check_end()  # its sections opened
    return found


def _report(found: Crawl, routes: list[str], start: float) -> None:
    took = time.monotonic() - start
    print(f"\ncrawled {len(routes)} screens, {found.presses} presses, {found.dialogs} dialogs in {took:.0f} s")


PRESSED = {
    "shell": lambda ids: ["/", "/settings", "/about", "/load", *(f"/new/{g}" for g in games.GAME_IDS)],
    **{f"box setup {game}": lambda ids, game=game: [f"/box/{game}"] for game in games.GAME_IDS},
    **{game: lambda ids, game=game: [f"/game/{ids[game]}"] for game in games.GAME_IDS},
    "share": lambda ids: [f"/share/{ids['syndicate']}"],
}
"""The screens pressed through on the phone, a test each (each well under the suite's time limit per test)."""

DARK = {"columbia", "syndicate", "box setup columbia", "box setup infiltration"}
"""The parts pressed through in the dark theme, the others in the light one: each theme is pressed through at no
extra cost (a second pass of every part in the other theme would add about as long again as the whole crawl).
Syndicate's box setup stays light: in the dark it outlasted its 300 s under load (cause not found yet)."""


@pytest.mark.parametrize("part", list(PRESSED))
def test_every_button_and_dialog_on_a_phone_with_large_text_light_or_dark(browser, table, part):
    app, ids = table
    page = phone_page(browser, app, PHONE, "dark" if part in DARK else "light")
    start, routes = time.monotonic(), PRESSED[part](ids)
    found = crawl(page, routes, True, ids)
    _report(found, routes, start)
    assert not found.problems, "\n".join(found.problems)
    assert_no_errors(page, app)


def test_every_screen_scrolls_to_its_end_on_a_tablet_in_the_dark_with_large_text(browser, table):
    app, ids = table
    page = phone_page(browser, app, TABLET, "dark")
    start = time.monotonic()
    found = crawl(page, screens(ids), False, ids)
    _report(found, screens(ids), start)
    assert not found.problems, "\n".join(found.problems)
    assert_no_errors(page, app)


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
