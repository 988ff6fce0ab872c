"""Shared fixtures: the app served on a free port and Debian Chromium driven by Playwright.

The browser tests never skip: a missing /usr/bin/chromium is an error (``.ci/run`` installs it).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import os
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import flet as ft
import pytest

from companion.table import key as table_key

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
PHONE = {"width": 412, "height": 915}
TABLET = {"width": 1024, "height": 1366}
ROOT = Path(__file__).resolve().parent.parent
BROWSER_FIXTURES = {"page", "context", "browser", "browser_type", "playwright"}


def pytest_collection_modifyitems(items) -> None:
    """Every test that drives a browser (a page, a context or the browser itself) carries the ``e2e`` marker."""
    for item in items:
        if BROWSER_FIXTURES & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.e2e)


@pytest.fixture(autouse=True)
def auto_update_left_on():
    """Flet's auto-update is switched back on after each test: a tap handler a test calls directly (outside
    Flet's dispatch of an event, which gives each event its own setting) switches it off for the whole process."""
    yield
    ft.context.enable_auto_update()


@pytest.fixture
def on_screen(monkeypatch):
    """Controls update as if they were on a page (forms mark fields and redraw parts as they read them)."""
    monkeypatch.setattr(ft.BaseControl, "update", lambda self: None)


def run_async(coroutine):
    """Run ``coroutine`` to its end on a thread of its own: once a browser test has run, Playwright's
    event loop stays running in the main thread for the rest of the session, where ``asyncio.run`` refuses."""
    with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(asyncio.run, coroutine).result()


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


TABLE_KEYS: dict[str, str] = {}
"""The table key of each served app by its address: :func:`start_loading` opens it with the key, as a phone
that scanned the Join QR (an outsider's test opens it without)."""


class ServedApp:
    """``python -m companion`` (or another ``module`` serving the app) on a free port with its own app-data folder
    and table key."""

    def __init__(self, home: Path, module: str = "companion"):
        self.home = home
        home.mkdir(parents=True, exist_ok=True)
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.key = table_key.kept(home)
        TABLE_KEYS[self.url] = self.key
        self.log = home / "server.log"
        self.since = (0, 0)
        env = {**os.environ, "COMPANION_HOME": str(home), "PYTHONUNBUFFERED": "1"}
        with open(self.log, "w") as log:
            self.process = subprocess.Popen(
                [sys.executable, "-m", module, "--port", str(self.port), "--no-browser"],
                cwd=ROOT,
                env=env,
                stdout=log,
                stderr=subprocess.STDOUT,
            )
        self._wait()

    def _wait(self, timeout: float = 60) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"the app exited: {self.log.read_text()[-2000:]}")
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=0.5).close()
                return
            except OSError:
                time.sleep(0.2)
        raise RuntimeError("the app did not start serving in time")

    def mark(self) -> None:
        """Read the server's output from here on (a test begins on a server an earlier test used)."""
        logged = self.home / "logs" / "companion.log"
        self.since = len(self.log.read_text()), len(logged.read_text()) if logged.exists() else 0

    def output(self) -> str:
        """What the server printed and what it logged (errors with tracebacks go to its log file) since
        :meth:`mark` (a module's tests share one server)."""
        printed, logged_before = self.since
        logged = self.home / "logs" / "companion.log"
        return self.log.read_text()[printed:] + (logged.read_text()[logged_before:] if logged.exists() else "")

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()


@pytest.fixture(scope="module")
def module_app(tmp_path_factory):
    """The app served once for a test module: a server takes seconds of both cores to start, so the tests of
    a module share it (:func:`served_app` hands it to each with an empty library)."""
    app = ServedApp(tmp_path_factory.mktemp("served") / "home")
    yield app
    app.stop()


@pytest.fixture
def served_app(module_app):
    """The module's served app with no saved game, typed box content or table setting left by the test before,
    its output read from here on. A game a test saves itself is saved under an id (a seed) no earlier test of
    the module used, unless it is the same game: the server keeps each opened game's table in memory."""
    for folder in ("saves", "content"):
        shutil.rmtree(module_app.home / folder, ignore_errors=True)
    (module_app.home / "settings.json").unlink(missing_ok=True)
    module_app.mark()
    return module_app


@pytest.fixture
def own_app(tmp_path):
    """An app served for one test alone (one that stops it, or serves another module)."""
    app = ServedApp(tmp_path / "home")
    yield app
    app.stop()


@pytest.fixture(autouse=True)
def _close_phones(request):
    """Every browser context a test opened is closed when it ends: a phone left open keeps Flutter
    running and reconnecting, and a few dozen of them starve the later tests of the machine's cores."""
    yield
    if "browser" in request.fixturenames:
        for context in list(request.getfixturevalue("browser").contexts):
            context.close()


@pytest.fixture(scope="session")
def browser_type_launch_args():
    if not Path(CHROMIUM).exists():
        raise RuntimeError(f"{CHROMIUM} is missing: install Debian's chromium (.ci/run does)")
    return {"executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def browser_context_args():
    return {"viewport": PHONE}


FLUTTER_ERROR = ("exception", "error widget", "another exception was thrown", "renderflex overflowed")


def watch_errors(page) -> list[str]:
    """Collect browser console errors, Flutter exceptions (the grey error box) and page errors."""
    errors: list[str] = []
    if getattr(page, "errors", None) is not None:
        return page.errors

    def on_console(message) -> None:
        text = message.text
        flagged = message.type == "error" or any(word in text.lower() for word in FLUTTER_ERROR)
        if flagged and "favicon" not in text and "net::ERR_FAILED" not in text:
            errors.append(f"console {message.type}: {text[:300]}")

    page.on("console", on_console)
    page.on("pageerror", lambda exc: errors.append(f"page error: {exc}"))
    page.errors = errors
    return errors


def assert_no_errors(page, app: ServedApp | None = None) -> None:
    """Fail on any collected browser error, or a Python traceback in the served app's log."""
    errors = list(getattr(page, "errors", []))
    if app is not None and "Traceback" in app.output():
        errors.append("server: " + app.output()[-1500:])
    assert not errors, "\n".join(errors)


def open_app(page, url: str, path: str = "/") -> None:
    """Load the app at ``path``, wait for Flutter, and switch on the accessibility tree."""
    start_loading(page, url, path)
    app_ready(page)


def start_loading(page, url: str, path: str = "/", keyed: bool = True) -> None:
    """Start loading the app at ``path`` without waiting (several phones load at once; then :func:`app_ready`):
    with the served app's table key (``keyed``), as from its Join QR."""
    watch_errors(page)
    page.route("https://**/*", lambda route: route.abort())
    link = url + path
    page.goto(table_key.with_key(link, TABLE_KEYS[url]) if keyed and url in TABLE_KEYS else link, wait_until="commit")


def app_ready(page) -> None:
    """Wait for Flutter on a loading page and switch on the accessibility tree."""
    page.wait_for_selector("flutter-view", timeout=60_000)
    page.locator("flt-semantics-placeholder").dispatch_event("click")
    page.get_by_role("button").first.wait_for(timeout=60_000)


def open_table(page, app: ServedApp, path: str = "/", dark: bool = False, size: dict | None = None) -> None:
    """``open_app`` in the light or dark theme (the browser's colour scheme: the app follows the
    system by default) at ``size`` (the phone unless given)."""
    page.set_viewport_size(size or PHONE)
    page.emulate_media(color_scheme="dark" if dark else "light")
    page.set_default_timeout(20_000)
    open_app(page, app.url, path)


@pytest.fixture
def app_page(page, served_app):
    """A phone-sized page on a freshly served app with an empty app-data folder."""
    page.set_default_timeout(20_000)
    open_app(page, served_app.url)
    page.served_app = served_app
    yield page
    assert_no_errors(page, served_app)
