"""``python -m tests.bench.cold_start [REPO]``: how long the first game of each kind and the first
Share screen take on a freshly started served app, and the same again once warm. Figures, not asserts.

The app of ``REPO`` (this checkout unless given: another one measures the code before a change) is served
with an empty app-data folder; a phone (Chromium at 412x915) opens it as soon as it listens, starts an
Infiltration game, then a Syndicate game, opens the Share screen, then starts an Infiltration game again.
Each figure is the seconds from the tap to what the screen then shows.
"""

from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from playwright.sync_api import Locator, Page, sync_playwright

from companion.table.key import kept, with_key

ROOT = Path(__file__).resolve().parents[2]
ARGS = ["--no-sandbox", "--disable-gpu", "--no-first-run"]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _serve(repo: Path, home: Path, port: int) -> subprocess.Popen[bytes]:
    env = {**os.environ, "COMPANION_HOME": str(home), "PYTHONPATH": str(repo)}
    process = subprocess.Popen(
        [sys.executable, "-m", "companion", "--port", str(port), "--no-browser"],
        cwd=repo,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    while True:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
            return process
        except OSError:
            time.sleep(0.1)


def _timed(page: Page, press: str, shown: Locator) -> float:
    start = time.monotonic()
    page.get_by_role("button", name=press).first.click()
    shown.first.wait_for(timeout=120_000)
    return round(time.monotonic() - start, 1)


def _share(page: Page) -> float:
    """The Share screen, until its QR is drawn (its progress ring gone)."""
    seconds = _timed(page, "Share", page.get_by_role("button", name=re.compile("^Copy code")))
    start = time.monotonic()
    page.wait_for_function("() => !document.querySelector('[role=progressbar]')", timeout=120_000)
    return round(seconds + time.monotonic() - start, 1)


def _new_game(page: Page, game: str) -> float:
    page.get_by_role("button", name=f"New {game} game").click()
    seconds = _timed(page, "Start game", page.locator("flt-semantics-host").get_by_text("Round 1"))
    page.get_by_role("button", name="Back").first.click()
    page.get_by_role("button", name=f"New {game} game").wait_for()
    return seconds


def measure(repo: Path) -> dict[str, float]:
    """Seconds for each first (and one warm) start on the app of ``repo`` served afresh."""
    port = _free_port()
    with tempfile.TemporaryDirectory() as home:
        server = _serve(repo, Path(home), port)
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
                page = browser.new_page(viewport={"width": 412, "height": 915})
                page.set_default_timeout(120_000)
                start = time.monotonic()
                page.goto(with_key(f"http://127.0.0.1:{port}/", kept(Path(home))))  # as from the Join QR
                page.wait_for_selector("flutter-view")
                page.locator("flt-semantics-placeholder").dispatch_event("click")
                page.get_by_role("button", name="New Infiltration game").wait_for()
                figures = {"home screen": round(time.monotonic() - start, 1)}
                figures["first Infiltration game"] = _new_game(page, "Infiltration")
                figures["first Syndicate game"] = _new_game(page, "Syndicate")
                page.get_by_role("button", name="Resume Syndicate").first.click()
                figures["first Share screen"] = _share(page)
                page.go_back()
                page.go_back()
                page.get_by_role("button", name="New Infiltration game").wait_for()
                figures["Infiltration game, warm"] = _new_game(page, "Infiltration")
                browser.close()
        finally:
            server.terminate()
            server.wait(10)
    return figures


def main() -> None:
    repo = Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else ROOT
    print(f"cold start of the served app at {repo} (seconds from the tap to the screen)")
    for what, seconds in measure(repo).items():
        print(f"  {what}: {seconds} s")


if __name__ == "__main__":
    main()
