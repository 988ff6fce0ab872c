"""The static phone build, built once per test session and served by a plain static file server
(compressing, as a host should: the ``.gz`` copies the build writes).

No app server: Python runs in the page (Pyodide). The server can be stopped to prove the app
starts again from its service worker's offline copy.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from companion.phone_build import build
from companion.phone_build.host import StaticHost

BOOT_TIMEOUT = 240_000
"""Milliseconds a phone may take to show the home screen: Pyodide boots in the page, and the
machine may be loaded (the first start fetches, compiles and imports everything)."""


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
