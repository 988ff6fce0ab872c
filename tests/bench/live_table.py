"""Figures of the live table (for ``python -m tests.bench``): tap-to-paint, cross-phone propagation, bytes, memory.

Serves the app on a free port with a throwaway data folder, opens ``phones`` browser contexts in
Chromium (Playwright) on one saved Syndicate game, and taps Undo / Redo in turn on each phone:
``tap_ms`` is the time until the tapping phone shows the change, ``spread_ms`` until every phone
does. Both are timed inside the pages (the tap's pointer-down, and the moment each page's screen
first names the new log count), so Playwright's own waiting is not counted. The bytes are what the
server sends each phone over its websocket per tap. ``server_rss_mib`` is the server's resident
memory with every phone attached. :func:`floor` times the smallest Flet app the same way, and
:func:`checkout` gives an earlier commit of the app to serve, for a before/after in one run.
Figures only: nothing is asserted. Needs Playwright and Chromium (dev dependencies).
"""

from __future__ import annotations

import contextlib
import io
import os
import random
import socket
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from companion import games
from companion.storage import SaveStore
from companion.table.key import kept, with_key

CHROMIUM = "/usr/bin/chromium"
PLAYED = 40


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


REPO = Path(__file__).resolve().parents[2]


@contextlib.contextmanager
def checkout(ref: str) -> Iterator[Path]:
    """The app as it was at git commit ``ref`` (its ``companion`` package), in a throwaway folder."""
    archive = subprocess.run(["git", "archive", ref, "companion"], cwd=REPO, capture_output=True, check=True).stdout
    with tempfile.TemporaryDirectory() as tmp:
        with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
            tar.extractall(tmp, filter="data")
        yield Path(tmp)


def _serve(home: Path, port: int, source: Path | None = None, module: str = "companion") -> subprocess.Popen[bytes]:
    """The app (from ``source`` when given, else this one) serving on ``port``, once it listens."""
    env = {**os.environ, "COMPANION_HOME": str(home)}
    if source is not None:
        env["PYTHONPATH"] = str(source)
    args = ["--port", str(port), "--no-browser"] if module == "companion" else [str(port)]
    process = subprocess.Popen(
        [sys.executable, "-m", module, *args],
        cwd=source or REPO,
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


def _phone(browser: Any, url: str) -> Any:
    """A phone at 412x915 on ``url`` with the clocks set, counting the websocket bytes it receives."""
    page = browser.new_context(viewport={"width": 412, "height": 915}).new_page()
    page.add_init_script(CLOCKS)
    page.set_default_timeout(60_000)
    page.received = [0]

    def counted(ws: Any) -> None:
        ws.on("framereceived", lambda payload: page.received.__setitem__(0, page.received[0] + len(payload)))

    page.on("websocket", counted)
    page.goto(url)
    page.wait_for_selector("flutter-view")
    page.locator("flt-semantics-placeholder").dispatch_event("click")
    return page


def _tap_rounds(pages: list[Any], count: int, taps: int) -> dict[str, Any]:
    """Undo / Redo in turn on each phone; times and bytes per tap."""
    for page in pages:
        page.get_by_role("button", name=f"Log ({count})").wait_for()
    tap_ms, spread_ms, own_bytes, other_bytes = [], [], [], []
    for tap in range(taps):
        tapping = pages[tap % len(pages)]
        undo = tap % 2 == 0
        count += -1 if undo else 1
        for page in pages:  # a count seen before (undo, redo, undo...) is timed afresh
            page.evaluate(f"delete window.__seen[{count}]")
        before = [page.received[0] for page in pages]
        tapping.get_by_role("button", name="Undo" if undo else "Redo").click()
        for page in pages:
            page.get_by_role("button", name=f"Log ({count})").wait_for()
        started = tapping.evaluate("window.__tapped")
        seen = [page.evaluate(f"window.__seen[{count}]") for page in pages]
        tap_ms.append(seen[pages.index(tapping)] - started)
        spread_ms.append(max(seen) - started)
        sent = [page.received[0] - b for page, b in zip(pages, before, strict=True)]
        own_bytes.append(sent[pages.index(tapping)])
        other_bytes += [n for page, n in zip(pages, sent, strict=True) if page is not tapping]
    return {
        "tap_to_paint_ms": percentiles(tap_ms),
        "propagation_ms": percentiles(spread_ms),
        "bytes_per_tap": {
            "tapping_phone": round(statistics.mean(own_bytes)),
            "other_phone": round(statistics.mean(other_bytes)) if other_bytes else 0,
        },
    }


def measure(phones: int = 2, taps: int = 50, source: Path | None = None) -> dict[str, Any]:
    """Tap-to-paint and propagation percentiles (ms), bytes per tap and memory over ``taps`` taps with
    ``phones`` browsers, on this app or on the one in ``source`` (see :func:`checkout`)."""
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as pw:
        home, port = Path(tmp), _free_port()
        game_id = _saved_game(home)
        server = _serve(home, port, source)
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
        try:
            joined = with_key(f"http://127.0.0.1:{port}/game/{game_id}", kept(home))  # the phones scanned the Join QR
            pages = [_phone(browser, joined) for _ in range(phones)]
            count = len(SaveStore(home / "saves").load(game_id).log())
            figures = _tap_rounds(pages, count, taps)
            return {"phones": phones, "taps": taps, **figures, "server_rss_mib": round(_rss_mib(server.pid), 1)}
        finally:
            browser.close()
            server.terminate()
            server.wait(10)


def floor(taps: int = 50) -> dict[str, Any]:
    """The same taps on the smallest Flet app (tests.bench.floor_app), on one phone."""
    from playwright.sync_api import sync_playwright

    from .floor_app import START

    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as pw:
        port = _free_port()
        server = _serve(Path(tmp), port, module="tests.bench.floor_app")
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
        try:
            page = _phone(browser, f"http://127.0.0.1:{port}/")
            return {"phones": 1, "taps": taps, **_tap_rounds([page], START, taps)}
        finally:
            browser.close()
            server.terminate()
            server.wait(10)


if __name__ == "__main__":
    print(floor(), flush=True)
    for count in (2, 6):
        print(measure(count), flush=True)
