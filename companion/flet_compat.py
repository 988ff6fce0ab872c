"""Flet in one place: every use of Flet beyond its public API, and every workaround of a Flet behaviour.

Each item names the Flet version it was checked on (read in that version's source, and run);
``tests/test_flet_compat.py`` has a test per item that fails when Flet changes the shape relied on or
the behaviour worked around (fixes it, or gives it a public hook). A Flet upgrade reviews this module.

- A session's crash: the phone is told a plain sentence, not Flet's traceback (:func:`plain_crashes`).
- The browser build's pubsub hub is given its event loop (:func:`give_pubsub_loop`).
- A component inside an imperative view (:func:`render`), its updates scheduled
  (:func:`start_component_updates`), and a tap that only changes a component's state (:func:`state_only`).
- What ``flet publish`` writes, repaired for phones (:func:`relative_index` and the next ones).
- The tests' stand-in for a phone: a real Flet session on a connection of their own (:data:`Session` ...).
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import re
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import flet as ft
from flet.controls.object_patch import Operation
from flet.messaging.connection import Connection
from flet.messaging.protocol import MessageAction, configure_encode_object_for_msgpack
from flet.messaging.session import Session

__all__ = ["ENCODE", "Connection", "MessageAction", "Operation", "Session"]


class FletChanged(ValueError):
    """What Flet wrote is not what a workaround here was made for: review it against the new Flet."""


# -- sessions ----------------------------------------------------------------------------------------


def plain_crashes(page: ft.Page, message: str, on_crash: Callable[[str], None]) -> None:
    """From now on, a crash in ``page``'s session shows its phone ``message``, and ``on_crash`` gets
    Flet's own text (the exception and its traceback).

    Checked on Flet 1.0.5: an exception in a handler, an effect or ``main`` reaches ``Session.error``,
    which sends its text to the phone as is (the client shows it in an error box); ``page.on_error``
    only hears the client's own Flutter errors, and the client's message template is not settable
    from Python. So this session's ``error`` is replaced (this session only, not Flet's class).
    """
    session = page.session
    send = session.error

    def error(text: str) -> None:
        on_crash(text)
        send(message)

    session.error = error  # type: ignore[method-assign,assignment]


def give_pubsub_loop(page: ft.Page) -> None:
    """Give the session's pubsub hub the running event loop if it has none.

    Checked on Flet 1.0.5: its Pyodide connection makes its hub with ``PubSubHub()``, without a loop,
    so every publish raises "PubSub event loop is not set"; the hub takes its loop only when made, and
    keeps it in a name-mangled private.
    """
    hub = page.session.connection.pubsubhub
    if getattr(hub, HUB_LOOP, None) is None:
        setattr(hub, HUB_LOOP, asyncio.get_running_loop())


HUB_LOOP = "_PubSubHub__loop"
"""Where ``PubSubHub`` keeps its event loop (Flet 1.0.5)."""


# -- components in an imperative page ---------------------------------------------------------------


def render(component: Callable[..., ft.Control], *args: Any) -> ft.Control:
    """``component(*args)`` rendered as a control of an imperative view.

    Checked on Flet 1.0.5: Flet renders components for a whole page only (``page.render`` and
    ``page.render_views``, which also end the page's auto-update); one inside a view is made by its
    ``Renderer``, which ``flet`` does not export.
    """
    from flet.components.component import Renderer

    control: ft.Control = Renderer().render(component, *args)  # type: ignore[no-untyped-call]
    return control


def start_component_updates(page: ft.Page) -> None:
    """Run the scheduler that renders components after a state change and runs their effects.

    Checked on Flet 1.0.5: only ``page.render``/``page.render_views`` start it; an imperative page
    with components in it starts it itself.
    """
    page.session.start_updates_scheduler()  # type: ignore[no-untyped-call]


def state_only(change: Callable[[], None]) -> Callable[[object], None]:
    """A tap handler that only changes a component's state, which renders and sends itself.

    Checked on Flet 1.0.5: a tap is followed by an update of the page, which renders the changed
    component in the middle of the page's diff without sending what its render changed; the
    component's own render then finds nothing left to send, so the phone kept the old screen. The
    page's update is left out for such a tap (``ft.context.disable_auto_update``).
    """

    def tap(e: object) -> None:
        ft.context.disable_auto_update()  # type: ignore[no-untyped-call]
        change()

    return tap


# -- the static phone build: what `flet publish` writes ---------------------------------------------

FROM_ROOT = {
    '<base href="/">': '<base href="./">',
    'flet.canvasKitBaseUrl="/canvaskit/";': 'flet.canvasKitBaseUrl="canvaskit/";',
    'flet.entrypointBaseUrl="/";': 'flet.entrypointBaseUrl="./";',
    'flet.assetBase="/";': 'flet.assetBase="./";',
}
"""What Flet 1.0.5 writes in ``index.html`` from the domain's root, and its replacement relative to the
app's folder (``flet publish --base-url`` makes these absolute too: ``/<path>/``)."""

PYODIDE_URL = re.compile(r'(pyodideUrl\s*[:=]\s*)"pyodide/')
FLUTTER_BOOTSTRAP = '<script src="flutter_bootstrap.js" async></script>'
FLET_PYTHON_WORKER = "5c2f0c4ac3a7c2a8376226124942cfd29515a4abd95e97267fa4db371b94b947"
"""sha256 of Flet 1.0.5's ``python-worker.js``, which the build's own replaces (keeping its protocol)."""
PYTHON_WORKER_START = "app.worker = new Worker("


def relative_index(html: str) -> str:
    """Flet's ``index.html`` with every address relative to the page's base, so that the site runs at a
    domain's root or under a path (checked on Flet 1.0.5, see :data:`FROM_ROOT`); and Pyodide's address
    made one a module worker resolves: Flet 1.0.5 writes ``pyodideUrl: "pyodide/pyodide.mjs"``, which
    ``import()`` in a module worker takes for a package name."""
    for absolute, relative in FROM_ROOT.items():
        if html.count(absolute) != 1:
            raise FletChanged(f"index.html no longer has {absolute} once: review FROM_ROOT in companion/flet_compat.py")
        html = html.replace(absolute, relative)
    html, found = PYODIDE_URL.subn(r'\1"./pyodide/', html)
    if found != 1:
        raise FletChanged("index.html no longer names Pyodide once as pyodide/: review companion/flet_compat.py")
    return html


def replace_flutter_bootstrap(html: str, script: str) -> str:
    """``index.html`` with ``script`` in place of the tag that loads ``flutter_bootstrap.js`` (checked on
    Flet 1.0.5); ``script`` loads it when ready."""
    if html.count(FLUTTER_BOOTSTRAP) != 1:
        raise FletChanged("index.html no longer loads flutter_bootstrap.js as expected")
    return html.replace(FLUTTER_BOOTSTRAP, script)


def flutter_worker_version(bootstrap_js: str) -> str:
    """The service worker version Flutter's ``flutter_bootstrap.js`` registers (checked on Flet 1.0.5)."""
    match = re.search(r'serviceWorkerVersion:\s*"(\d+)"', bootstrap_js)
    if not match:
        raise FletChanged("flutter_bootstrap.js names no service worker version")
    return match.group(1)


def replace_python_worker(out: Path, worker: Path) -> None:
    """Put ``worker`` in place of Flet's ``python-worker.js`` in the site ``out``, and make Flet's
    ``python.js`` adopt the worker the page started early (``flet.adoptPythonWorker()``) rather than
    start its own. Checked on Flet 1.0.5 (its worker by hash, since ``worker`` keeps its protocol)."""
    flets = out / "python-worker.js"
    if hashlib.sha256(flets.read_bytes()).hexdigest() != FLET_PYTHON_WORKER:
        raise FletChanged("Flet's python-worker.js changed: review companion/phone_build/python-worker.js")
    shutil.copy2(worker, flets)
    script = out / "python.js"
    text = script.read_text()
    if text.count(PYTHON_WORKER_START) != 1:
        raise FletChanged("python.js no longer starts its worker as expected")
    script.write_text(text.replace(PYTHON_WORKER_START, "app.worker = flet.adoptPythonWorker() ?? new Worker("))


def pyodide_lock(shipped: str, version: str) -> str:
    """flet-web's ``pyodide-lock.json`` with the ``info.version`` flet-cli's cache check reads.

    Checked on Flet 1.0.5: the shipped lock lacks it, so flet-cli would download the Pyodide core
    from GitHub in place of using the copy flet-web ships."""
    lock = json.loads(shipped)
    lock["info"]["version"] = version
    return json.dumps(lock)


# -- the tests' stand-in for a phone -----------------------------------------------------------------
# Flet's own test kit drives a Flutter client (it needs the Flutter SDK). The tests run the app on a
# real ``Session`` whose ``Connection`` is their own, and decode what it sends as the client does:
# ``Session``, ``Connection``, ``MessageAction`` and ``Operation`` (a patch's operations) are Flet
# 1.0.5's internal classes, and :data:`ENCODE` its wire encoding of controls.

ENCODE = configure_encode_object_for_msgpack(ft.BaseControl)  # type: ignore[no-untyped-call]
