"""The static phone build, built once per test session and served by a plain static file server
(compressing, as a host should: the ``.gz`` copies the build writes).

No app server: Python runs in the page (Pyodide). The server can be stopped to prove the app
starts again from its service worker's offline copy.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.bench.static_host import StaticHost

ROOT = Path(__file__).resolve().parents[2]

BOOT_TIMEOUT = 240_000
"""Milliseconds a phone may take to show the home screen: Pyodide boots in the page, and the
machine may be loaded (the first start fetches, compiles and imports everything)."""


@pytest.fixture(scope="session")
def static_site(tmp_path_factory) -> Path:
    """The site the release workflow deploys, built by its own step (``.ci/build-site.sh``: ``companion
    build-web``); its build time and size are printed for the CI log."""
    site = tmp_path_factory.mktemp("phone-site")
    started = time.monotonic()
    env = {**os.environ, "PYTHON": sys.executable}
    built = subprocess.run(["bash", ".ci/build-site.sh", str(site)], cwd=ROOT, env=env, capture_output=True, text=True)
    assert built.returncode == 0, built.stderr[-3000:]
    print(f"\nstatic build: {time.monotonic() - started:.1f} s; {built.stdout.splitlines()[0]}")
    return site


@pytest.fixture
def static_host(static_site):
    host = StaticHost(static_site)
    yield host
    host.stop()


@pytest.fixture
def pages_host(static_site):
    """The site under a path, as a GitHub Pages project site serves it (``https://owner.github.io/<repo>/``)."""
    host = StaticHost(static_site, prefix="/table-companion")
    yield host
    host.stop()
