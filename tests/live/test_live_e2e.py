"""One table, many phones, in Debian Chromium: several browser contexts on one served app.

Every test waits on what the screens show (the round log's count "Log (N)", the undo line, the
stale-change message); none sleeps. The shared game is a seeded Syndicate game saved before the
phones open it; undo and redo are the changes the phones make (each goes through the live table
with the revision the phone showed, like any command).
"""

from __future__ import annotations

import random
import time
from pathlib import Path

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

import tests.conftest as conftest
from companion import games, project
from companion.storage import SaveStore
from companion.table import STALE
from companion.ui.join import HOW_TO_JOIN
from tests.conftest import PHONE, ServedApp, app_ready, assert_no_errors, open_app, start_loading

pytestmark = pytest.mark.e2e
PLAYED = 30


def saved_game(home: Path, commands: int = PLAYED, seed: int = 11) -> str:
    """A Syndicate game ``commands`` random commands in, saved in the app's data folder; its id (the seed's: each
    test of the module has its own, as the module's server keeps each game it opened)."""
    session = games.new_session("syndicate", 4, seed, {})
    rnd = random.Random(seed)
    for _ in range(commands):
        command = session.definition.random_command(session.state, rnd)
        assert command is not None and session.execute(command) == []
    SaveStore(home / "saves").save(session)
    return session.game_id


def phone(browser, app: ServedApp, path: str):
    context = browser.new_context(viewport=PHONE)
    page = context.new_page()
    page.set_default_timeout(30_000)
    open_app(page, app.url, path)
    return page


def log_count(page, count: int):
    return page.get_by_role("button", name=f"Log ({count})")


def first_shown(locators, failure: str, timeout: float = 30):
    """The first of ``locators`` (on any phone) that shows, waiting on each in turn; fails after ``timeout`` s."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for locator in locators:
            try:
                locator.wait_for(timeout=200)
                return locator
            except PlaywrightTimeout:
                pass
    pytest.fail(failure)


def saved_count(app: ServedApp, game_id: str) -> int:
    return len(SaveStore(app.home / "saves").load(game_id).log())


def outsider(browser, app: ServedApp, path: str):
    """A device on the network without the table key (it never scanned the Join QR) opening ``path``."""
    page = browser.new_context(viewport=PHONE).new_page()
    page.set_default_timeout(30_000)
    start_loading(page, app.url, path, keyed=False)
    page.wait_for_selector("flutter-view", timeout=60_000)
    page.locator("flt-semantics-placeholder").dispatch_event("click")
    return page


def sees_only_how_to_join(page) -> None:
    page.get_by_text(HOW_TO_JOIN).wait_for()
    assert page.get_by_role("button").count() == 0  # no saved games, no game, no export, no delete


def test_a_change_on_one_phone_is_painted_on_the_other_and_a_device_without_the_key_gets_nothing(browser, served_app):
    """Issue 37, Build 4: the phones that joined with the table key play; a device without it sees how to join."""
    game_id = saved_game(served_app.home)
    a, b = (phone(browser, served_app, f"/game/{game_id}") for _ in range(2))
    stranger = outsider(browser, served_app, "/")
    sees_only_how_to_join(stranger)
    log_count(b, PLAYED).wait_for()
    assert "key=" not in a.url  # the phone keeps the key in its storage, out of its address bar
    a.get_by_role("button", name="Undo").click()
    log_count(b, PLAYED - 1).wait_for()
    b.get_by_role("button", name="Redo").click()
    log_count(a, PLAYED).wait_for()
    assert saved_count(served_app, game_id) == PLAYED
    sees_only_how_to_join(stranger)  # no live news reached it
    for path in (f"/game/{game_id}", f"/share/{game_id}", f"/summary/{game_id}", "/load"):
        stranger.goto(served_app.url + path)
        stranger.wait_for_selector("flutter-view", timeout=60_000)
        stranger.locator("flt-semantics-placeholder").dispatch_event("click")
        sees_only_how_to_join(stranger)
    b.goto(served_app.url + f"/game/{game_id}")  # a joined phone's later visit brings the key from its storage
    app_ready(b)
    log_count(b, PLAYED).wait_for()
    assert served_app.key not in (served_app.home / "logs" / "companion.log").read_text()
    for page in (a, b, stranger):
        assert_no_errors(page, served_app)


TAP_ROUNDS = 20


def test_two_phones_changing_at_once_are_both_applied_or_one_is_told_never_lost(browser, served_app):
    """Twenty times, both phones tap Undo at once: both undos are applied in order, or the tap that came
    as the table changed is refused and that phone says so on its table (then it undoes once on its own,
    which clears its message for the next round). What every phone shows is what the file holds."""
    kept = 3 * TAP_ROUNDS
    game_id = saved_game(served_app.home, kept, seed=12)
    a, b = (phone(browser, served_app, f"/game/{game_id}") for _ in range(2))
    told_on = {id(p): p.locator("flt-semantics-host").get_by_text(STALE) for p in (a, b)}
    applied = answered = 0
    for turn in range(TAP_ROUNDS):
        for page in (a, b):
            log_count(page, kept).wait_for()
            told_on[id(page)].wait_for(state="hidden")
        first, second = (a, b) if turn % 2 == 0 else (b, a)
        first.get_by_role("button", name="Undo").click(no_wait_after=True)
        second.get_by_role("button", name="Undo").click(no_wait_after=True)
        told = [told_on[id(a)], told_on[id(b)]]
        outcome = first_shown([*told, log_count(b, kept - 2)], f"round {turn}: neither told nor both applied")
        kept -= 1 if outcome in told else 2
        applied += 1 if outcome in told else 2
        for page in (a, b):
            log_count(page, kept).wait_for()
        assert saved_count(served_app, game_id) == kept
        if outcome in told:
            answered += 1
            assert sum(t.count() for t in told) == 1, f"round {turn}: both phones told, one change applied"
            teller = a if outcome is told[0] else b
            teller.get_by_role("button", name="Undo").click()
            kept -= 1
    print(f"two taps x {TAP_ROUNDS}: {applied} applied, {answered} answered on their phone, 0 lost")
    for page in (a, b):
        assert_no_errors(page, served_app)


def test_a_phone_reconnecting_after_a_server_restart_gets_the_current_state(browser, own_app, monkeypatch):
    """Each press is made on the table the phone shows (its log's count), never on one still loading."""
    game_id = saved_game(own_app.home, seed=13)
    a = phone(browser, own_app, f"/game/{game_id}")
    log_count(a, PLAYED).wait_for()
    a.get_by_role("button", name="Undo").click()
    log_count(a, PLAYED - 1).wait_for()
    own_app.stop()
    assert saved_count(own_app, game_id) == PLAYED - 1
    monkeypatch.setattr(conftest, "free_port", lambda: own_app.port)
    restarted = ServedApp(own_app.home)
    try:
        a.reload(wait_until="commit")
        app_ready(a)  # Flutter loads again from the restarted server: as long as a first load may take
        log_count(a, PLAYED - 1).wait_for()
        a.get_by_role("button", name="Undo").click()
        log_count(a, PLAYED - 2).wait_for()
        assert saved_count(restarted, game_id) == PLAYED - 2
    finally:
        restarted.stop()


def test_the_copied_link_opens_the_load_preview_in_a_fresh_phone(browser, served_app):
    game_id = saved_game(served_app.home, seed=14)
    context = browser.new_context(viewport=PHONE, permissions=["clipboard-read", "clipboard-write"])
    a = context.new_page()
    open_app(a, served_app.url, f"/share/{game_id}")
    a.get_by_role("button", name="Copy link").click()
    a.locator("flt-semantics").get_by_text("Copied.").wait_for()  # not the screen reader's copy of it
    link = a.evaluate("navigator.clipboard.readText()")
    hosted = project.PHONE_APP.rstrip("/")  # the link opens the hosted phone app on a phone that cannot reach this host
    assert link.startswith(hosted + "/load?s=")
    fresh = phone(browser, served_app, link.removeprefix(hosted))  # the same route on this host
    fresh.get_by_role("group", name="Received game", exact=False).wait_for()
    a.get_by_role("button", name="Back to the game").click()
    log_count(a, PLAYED).wait_for()
    for page in (a, fresh):
        assert_no_errors(page, served_app)
