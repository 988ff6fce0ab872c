"""Figures of the static phone build (for ``python -m tests.bench --static``): what a phone downloads and waits.

The site (built here, or given) is served by the compressing static host; Chromium (Playwright) opens
it in a fresh profile (cold: everything fetched, Pyodide booted) and then again in the same profile
(cached: the service worker's copy). Each time: seconds to the home screen and from the tap on
"New Syndicate game" to the started game. Then the tap-to-paint of Undo / Redo on that phone, timed
inside the page as the live table's figures are (tests.bench.live_table). Figures only: nothing is
asserted. Needs Playwright and Chromium (dev dependencies).
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path
from typing import Any

from companion.phone_build import build

from .live_table import CHROMIUM, CLOCKS, percentiles
from .static_host import StaticHost

BOOT_MS = 300_000
"""The longest a cold start may take on a loaded machine before the run gives up."""


def _timed_start(page: Any, url: str) -> tuple[float, float]:
    """Seconds to the home screen, then from the tap on "New Syndicate game" to the started game."""
    started = time.perf_counter()
    page.goto(url, wait_until="commit")
    page.wait_for_selector("flutter-view", timeout=BOOT_MS)
    page.locator("flt-semantics-placeholder").dispatch_event("click")
    new_game = page.get_by_role("button", name="New Syndicate game")
    new_game.wait_for(timeout=BOOT_MS)
    home = time.perf_counter() - started
    tapped = time.perf_counter()
    new_game.click()
    page.get_by_role("button", name="Start game").click()
    page.get_by_role("button", name="Undo").wait_for(timeout=BOOT_MS)  # the game's table
    return round(home, 1), round(time.perf_counter() - tapped, 1)


def _tap_to_paint(page: Any, taps: int) -> dict[str, float]:
    """Undo / Redo in turn after one Skip; ms from the pointer-down to the new "Log (n)" on screen."""
    page.get_by_role("button", name="Skip:").first.click()
    confirm = page.get_by_role("button", name="Skip anyway")
    log = page.get_by_role("button", name="Log (1)").or_(confirm).first
    log.wait_for()
    if confirm.count():
        confirm.click()
        page.get_by_role("button", name="Log (1)").wait_for()
    count, samples = 1, []
    for tap in range(taps):
        undo = tap % 2 == 0
        count += -1 if undo else 1
        page.evaluate(f"delete window.__seen[{count}]")
        page.get_by_role("button", name="Undo" if undo else "Redo").click()
        page.get_by_role("button", name=f"Log ({count})").wait_for()
        samples.append(page.evaluate(f"window.__seen[{count}]") - page.evaluate("window.__tapped"))
    return percentiles(samples)


def measure(site: Path | None = None, taps: int = 20) -> dict[str, Any]:
    """The static build's figures; ``site`` is built first when not given (about 2 minutes)."""
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as pw:
        built = None
        if site is None:
            site = Path(tmp) / "site"
            built = build(site)
        host = StaticHost(site)
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
        try:
            context = browser.new_context(viewport={"width": 412, "height": 915})
            page = context.new_page()
            page.set_default_timeout(BOOT_MS)
            cold_home, cold_game = _timed_start(page, host.url)
            first_load = host.sent
            page.close()
            page = context.new_page()  # the same profile: the service worker serves its copy
            page.add_init_script(CLOCKS)
            page.set_default_timeout(60_000)
            cached_home, cached_game = _timed_start(page, host.url)
            figures: dict[str, Any] = {
                "first_load_bytes": first_load,
                "cached_load_bytes": host.sent - first_load,
                "cold_s": {"home": cold_home, "game": cold_game},
                "cached_s": {"home": cached_home, "game": cached_game},
                "tap_to_paint_ms": _tap_to_paint(page, taps),
            }
            if built is not None:
                figures["site_bytes"] = built.raw_bytes
            return figures
        finally:
            browser.close()
            host.stop()
