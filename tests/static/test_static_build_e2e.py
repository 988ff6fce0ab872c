"""The static phone build in Debian Chromium, served by a plain static file server (no app server):
every game starts and plays, saves survive a reload and an offline start from the service worker's
copy, and a game goes from one phone to another by its QR code (issue 20)."""

from __future__ import annotations

import re
import time

import pytest
from playwright.sync_api import expect

from companion.sync import qr
from companion.sync.codec import split
from companion.sync.links import code_from_route, load_route
from tests.conftest import PHONE, assert_no_errors, start_loading
from tests.e2e.steps import submit
from tests.e2e.test_phone_e2e import WAKE_RECORDER
from tests.static.conftest import BOOT_TIMEOUT
from tests.sync.test_share_e2e import shown_code, shown_link

pytestmark = [pytest.mark.e2e, pytest.mark.static]

TITLES = ("BioShock Infinite: The Siege of Columbia", "Infiltration", "Syndicate")


def open_phone(page, url: str, path: str = "/") -> None:
    """Load the static app at ``path`` and wait until Python in the page shows it."""
    start_loading(page, url, path)
    phone_ready(page)


def phone_ready(page) -> None:
    page.wait_for_selector("flutter-view", timeout=BOOT_TIMEOUT)
    page.locator("flt-semantics-placeholder").dispatch_event("click")
    page.get_by_role("button").first.wait_for(timeout=BOOT_TIMEOUT)


def reload(page) -> None:
    page.reload(wait_until="commit")
    phone_ready(page)


def skip_a_step(page) -> None:
    """One command: skip the current step (confirming when the table asks); the step shown moves on."""
    skip = page.get_by_role("button", name="Skip:").first
    step = re.search(r'"Skip: ([^"]+)"', skip.aria_snapshot()).group(1)
    # the undo line names the step skipped to; an earlier skip's line names the step skipped now
    plain = re.sub(r"[^\w ]", ".", step)  # no quotes or escapes in the selector
    moved_on = page.locator("flt-semantics-host").get_by_text(re.compile(f"Undo: Skip to: (?!{plain})"))
    skip.click()
    confirm = page.get_by_role("button", name="Skip anyway")
    expect(moved_on.or_(confirm).first).to_be_visible()
    if confirm.count():
        submit(page, "Skip anyway")
    expect(page.get_by_role("button", name=f"Skip: {step}", exact=True)).to_have_count(0)
    expect(moved_on).to_be_visible()


def start_game(page, title: str) -> None:
    page.get_by_role("button", name=f"New {title} game").click()
    page.get_by_role("button", name="Start game").click()
    expect(page.locator("flt-semantics-host").get_by_text("Nothing to undo")).to_be_visible()


def test_every_game_plays_and_its_save_survives_a_reload_and_an_offline_start(static_host, page):
    page.set_default_timeout(60_000)
    page.add_init_script(WAKE_RECORDER)
    open_phone(page, static_host.url)
    for title in TITLES:
        start_game(page, title)
        skip_a_step(page)
        page.get_by_role("button", name="Back").click()
        expect(page.get_by_role("button", name=f"Resume {title}")).to_be_visible()
    # the screen was kept on at each table and let sleep on the home screen
    page.wait_for_function("['held', 'released'].every(s => window.__wake.filter(w => w === s).length === 3)")

    reload(page)
    for title in TITLES:
        expect(page.get_by_role("button", name=f"Resume {title}")).to_be_visible()
    page.get_by_role("button", name="Resume Syndicate").click()
    expect(page.locator("flt-semantics-host").get_by_text("Undo: Skip to:")).to_be_visible()
    page.get_by_role("button", name="Undo").click()
    expect(page.locator("flt-semantics-host").get_by_text("Nothing to undo")).to_be_visible()

    static_host.stop()
    page.context.set_offline(True)
    reload(page)  # on the game's own route: the worker serves the app's page for every route
    expect(page.locator("flt-semantics-host").get_by_text("Redo: Skip to:")).to_be_visible()
    skip_a_step(page)
    assert_no_errors(page)


def test_chromium_finds_the_site_installable_once_its_offline_copy_is_in_control(
    static_host, browser_type, browser_type_launch_args, tmp_path
):
    """Chromium's own check behind its Install prompt finds nothing missing: the manifest, its icons,
    a service worker in control, a secure origin (localhost here; HTTPS on a real host). A browser
    profile of its own: Chromium never offers to install from an incognito one (Playwright's default)."""
    context = browser_type.launch_persistent_context(tmp_path, **browser_type_launch_args, viewport=PHONE)
    try:
        page = context.pages[0]
        open_phone(page, static_host.url)
        page.wait_for_function("navigator.serviceWorker.controller !== null")
        cdp = context.new_cdp_session(page)
        manifest = cdp.send("Page.getAppManifest")
        assert manifest["errors"] == [] and manifest["url"].endswith("/manifest.json")
        assert cdp.send("Page.getInstallabilityErrors")["installabilityErrors"] == []
        assert_no_errors(page)
    finally:
        context.close()


def test_a_game_goes_to_another_phone_by_its_qr_code_and_both_play_on_under_a_path(pages_host, page, browser):
    """Served under /table-companion/ as a GitHub Pages project site is: every file is found there (a
    blank page before, every file asked of the domain's root), About offers that address as a QR, the
    share link names it, and a reload on a game's own route starts again."""
    page.set_default_timeout(180_000)  # Pyodide in a second renderer on 2 cores
    open_phone(page, pages_host.url, "/")
    page.get_by_role("button", name="About").click()  # how to put the app on another phone: its own address
    page.get_by_label("QR code of the app's address").wait_for()
    page.mouse.move(206, 500)
    page.mouse.wheel(0, 2000)  # to the screen's end, where the QR is
    deadline = time.monotonic() + 20
    while f"{pages_host.url}/" not in qr.read_texts(page.screenshot()):
        assert time.monotonic() < deadline, "the About screen shows no QR of the app's own address"
        time.sleep(0.3)
    page.get_by_role("button", name="Back").click()
    start_game(page, "Syndicate")
    skip_a_step(page)
    reload(page)  # on /table-companion/game/…: the offline copy answers with the app's page
    expect(page.get_by_role("button", name="Undo", exact=False).first).to_be_visible()
    page.get_by_role("button", name="Share").click()
    link = shown_link(page)
    assert link.startswith(f"{pages_host.url}/load?s=") and code_from_route(link)

    other = browser.new_context(viewport=PHONE).new_page()
    other.set_default_timeout(180_000)
    open_phone(other, pages_host.url, link.removeprefix(pages_host.url))
    other.get_by_role("group", name="Received game", exact=False).wait_for()
    other.get_by_role("button", name="Load").click()
    expect(other.get_by_role("heading", name="Syndicate")).to_be_visible()  # the received game's table
    skip_a_step(other)

    page.get_by_role("button", name="Back").click()
    skip_a_step(page)
    assert_no_errors(page)
    assert_no_errors(other)


def paused(page):
    """What a copy of the app shows once another copy on the phone became its writer (one group, one button)."""
    return page.get_by_role("group", name="The app is open elsewhere", exact=False)


def test_copies_of_the_app_on_one_phone_hand_over_and_lose_nothing(static_host, browser):
    """Issue 39: pages of one browser profile are copies of the app on one phone. Each new copy becomes the
    phone's writer after the one before hands over (it then says so and writes nothing); what each copy did is
    kept, and a long code's part links, each opened as a page of its own (the camera app), add up."""
    context = browser.new_context(viewport=PHONE)
    first = context.new_page()
    first.set_default_timeout(180_000)
    open_phone(first, static_host.url)
    start_game(first, "Syndicate")
    skip_a_step(first)
    first.get_by_role("button", name="Back").click()

    second = context.new_page()
    second.set_default_timeout(180_000)
    open_phone(second, static_host.url)
    expect(paused(first)).to_be_visible()
    expect(second.get_by_role("button", name="Resume Syndicate")).to_be_visible()  # read after the hand-over
    start_game(second, "Infiltration")
    skip_a_step(second)

    first.get_by_role("button", name="Use the app here").click()
    phone_ready(first)
    expect(paused(second)).to_be_visible()
    for title in ("Syndicate", "Infiltration"):
        expect(first.get_by_role("button", name=f"Resume {title}")).to_be_visible()
    first.get_by_role("button", name="Resume Syndicate").click()
    skip_a_step(first)
    first.get_by_role("button", name="Share").click()
    code = shown_code(first)
    parts = split(code, len(code) // 2 + len("SYN4*1/2-AA:") + 1)
    assert len(parts) == 2

    second.goto(static_host.url + load_route(parts[0]), wait_until="commit")  # the camera app opens part 1
    phone_ready(second)
    expect(second.locator("flt-semantics-host").get_by_text("1 of 2 read")).to_be_visible()
    third = context.new_page()
    third.set_default_timeout(180_000)
    open_phone(third, static_host.url, load_route(parts[1]))  # and part 2, in a page of its own
    received = third.get_by_role("group", name="Received game", exact=False)
    received.wait_for()
    assert "Same as this phone's copy." in received.get_attribute("aria-label")
    third.get_by_role("button", name="Cancel").click()
    for title in ("Syndicate", "Infiltration"):
        expect(third.get_by_role("button", name=f"Resume {title}")).to_be_visible()
    third.get_by_role("button", name="Resume Syndicate").click()
    expect(third.locator("flt-semantics-host").get_by_text("Undo: Skip to:")).to_be_visible()
    third.get_by_role("button", name="Undo").click()  # the first copy's second skip is there to undo
    expect(third.locator("flt-semantics-host").get_by_text("Undo: Skip to:")).to_be_visible()
    for page in (first, second, third):
        assert_no_errors(page)
