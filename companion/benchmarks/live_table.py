"""Figures of the live table (for ``companion bench``): tap-to-paint, cross-phone propagation, memory.

Serves the app on a free port with a throwaway data folder, opens ``phones`` browser contexts in
Chromium (Playwright) on one saved Syndicate game, and taps Undo / Redo in turn on each phone:
``tap_ms`` is the time until the tapping phone shows the change, ``spread_ms`` until every phone
does. Both are timed inside the pages (the tap's pointer-down, and the moment each page's screen
first names the new log count), so Playwright's own waiting is not counted. ``server_rss_mib`` is
the server's resident memory with every phone attached. Figures only: nothing is asserted. Needs
Playwright and Chromium (dev dependencies).
"""

from __future__ import annotations

import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from .. import games
from ..storage import SaveStore

CHROMIUM = "/usr/bin/chromium"
PLAYED = 40


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def _serve(home: Path, port: int) -> subprocess.Popen[bytes]:
    env = {**os.environ, "COMPANION_HOME": str(home)}
    process = subprocess.Popen(
        [sys.executable, "-m", "companion", "--port", str(port), "--no-browser"],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
            return process
        except OSError:
            time.sleep(0.2)
    process.kill()
    raise RuntimeError("the app did not start serving")


def _saved_game(home: Path) -> str:
    session = games.new_session("syndicate", 4, 11, {})
    rnd = random.Random(11)
    for _ in range(PLAYED):
        command = session.definition.random_command(session.state, rnd)
        if command is None or session.execute(command):
            break
    SaveStore(home / "saves").save(session)
    return session.game_id


# Each page notes (epoch ms) its last pointer-down and when each "Log (n)" first shows on its screen.
CLOCKS = """
window.__seen = {};
document.addEventListener("pointerdown", () => { window.__tapped = performance.timeOrigin + performance.now(); }, true);
new MutationObserver(() => {
  for (const node of document.querySelectorAll("flt-semantics")) {
    const found = /^Log \\((\\d+)\\)$/.exec((node.getAttribute("aria-label") || node.textContent || "").trim());
    if (found && !(found[1] in window.__seen)) window.__seen[found[1]] = performance.timeOrigin + performance.now();
  }
}).observe(document, {subtree: true, childList: true, characterData: true, attributes: true});
"""


def _rss_mib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def percentiles(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    return {
        "p50": round(statistics.median(ordered), 1),
        "p95": round(ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))], 1),
    }


def measure(phones: int = 2, taps: int = 50) -> dict[str, Any]:
    """Tap-to-paint and propagation percentiles (ms) over ``taps`` taps with ``phones`` browsers, and memory."""
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as pw:
        home, port = Path(tmp), _free_port()
        game_id = _saved_game(home)
        server = _serve(home, port)
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
        try:
            pages = []
            for _ in range(phones):
                page = browser.new_context(viewport={"width": 412, "height": 915}).new_page()
                page.add_init_script(CLOCKS)
                page.set_default_timeout(60_000)
                page.goto(f"http://127.0.0.1:{port}/game/{game_id}")
                page.wait_for_selector("flutter-view")
                page.locator("flt-semantics-placeholder").dispatch_event("click")
                pages.append(page)
            count = len(SaveStore(home / "saves").load(game_id).log())
            for page in pages:
                page.get_by_role("button", name=f"Log ({count})").wait_for()
            tap_ms, spread_ms = [], []
            for tap in range(taps):
                tapping = pages[tap % phones]
                undo = tap % 2 == 0
                count += -1 if undo else 1
                for page in pages:  # a count seen before (undo, redo, undo...) is timed afresh
                    page.evaluate(f"delete window.__seen[{count}]")
                tapping.get_by_role("button", name="Undo" if undo else "Redo").click()
                for page in pages:
                    page.get_by_role("button", name=f"Log ({count})").wait_for()
                started = tapping.evaluate("window.__tapped")
                seen = [page.evaluate(f"window.__seen[{count}]") for page in pages]
                tap_ms.append(seen[pages.index(tapping)] - started)
                spread_ms.append(max(seen) - started)
            return {
                "phones": phones,
                "taps": taps,
                "tap_to_paint_ms": percentiles(tap_ms),
                "propagation_ms": percentiles(spread_ms),
                "server_rss_mib": round(_rss_mib(server.pid), 1),
            }
        finally:
            browser.close()
            server.terminate()
            server.wait(10)


if __name__ == "__main__":
    for count in (2, 6):
        print(measure(count), flush=True)
