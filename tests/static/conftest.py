"""The static phone build, built once per test session and served by a plain static file server.

No app server: Python runs in the page (Pyodide). The server can be stopped to prove the app
starts again from its service worker's offline copy.
"""

from __future__ import annotations

import functools
import threading
import time
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from companion.phone_build import build

BOOT_TIMEOUT = 240_000
"""Milliseconds a phone may take to show the home screen: Pyodide boots in the page, and the
machine may be loaded (the first start fetches, compiles and imports everything)."""


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - the base class's name
        pass


class StaticHost:
    """The site on a fixed port of 127.0.0.1 (an origin keeps its service worker across restarts)."""

    def __init__(self, site: Path):
        self.site = site
        self.server: ThreadingHTTPServer | None = None
        self.port = 0
        self.start()
        self.url = f"http://127.0.0.1:{self.port}"

    def start(self) -> None:
        handler = functools.partial(_Quiet, directory=str(self.site))
        self.server = ThreadingHTTPServer(("127.0.0.1", self.port), handler)
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self) -> None:
        if self.server is not None:
            self.server.shutdown()
            self.server.server_close()
            self.server = None


@pytest.fixture(scope="session")
def static_site(tmp_path_factory) -> Path:
    """The site ``companion build-web`` makes (its build time is printed for the CI log)."""
    site = tmp_path_factory.mktemp("phone-site")
    started = time.monotonic()
    summary = build(site)
    print(f"\nstatic build: {time.monotonic() - started:.1f} s, {summary.raw_bytes / 1e6:.1f} MB")
    return site


@pytest.fixture
def static_host(static_site):
    host = StaticHost(static_site)
    yield host
    host.stop()
