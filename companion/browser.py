"""A phone's browser (the static build: Python runs in the page with Pyodide).

The data folder lives in the page's memory there; :func:`keep_data_folder` mounts IndexedDB on it
(Emscripten's IDBFS), reads back what earlier visits kept before the app's first read, and copies
the folder to IndexedDB after each durable change (:data:`companion.storage.on_durable_change`).
An IndexedDB copy is one transaction: it holds the folder as it was after a change, never half of
one, so a save is as atomic as on a disk. What the platform lacks (a server for live tables,
Pillow to read QR pictures) is hidden by the screens that check :data:`IN_BROWSER`.

**One writer per phone.** Copies of the app open on one phone (two tabs, the installed app and a page
the camera app opened from a share link) would each write their own memory folder over the others'.
Before it reads the storage, a copy becomes the phone's one writer (:func:`become_writer`, a Web Lock
in ``python-worker.js``): the copy that was writing stops, finishes the copy in flight and hands over,
then shows that the app is open elsewhere (:data:`PHONE`); it writes nothing more until the player
brings it back, which loads it again from the storage. No copy ever writes over what it has not read.

The page also tells (:func:`listen_to_page`) whether the browser keeps the site's storage (asked with
``navigator.storage.persist()``; a refusal is said on the home screen beside Export) and when a new
version of the app has taken over (a banner offers to reload).
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import flet as ft

from . import flet_compat, storage

IN_BROWSER = sys.platform == "emscripten"


@dataclass
class PhoneCopy:
    """What this copy of the app knows of the phone it runs on (the static build)."""

    paused: bool = False
    """Another copy became the phone's writer: this one writes nothing more (it must be loaded again)."""
    kept: bool | None = None
    """Whether the browser keeps this site's storage under pressure (``None``: not told yet)."""
    update: bool = False
    """A new version of the app took over: a reload shows it."""
    listeners: list[Callable[[], None]] = field(default_factory=list)
    """Called when any of the above changes (the app repaints)."""

    def changed(self) -> None:
        for listener in list(self.listeners):
            listener()


PHONE = PhoneCopy()


class _Copier:
    """Copies the memory folder to IndexedDB, one copy at a time (a change during a copy runs another);
    nothing once another copy of the app is the phone's writer."""

    def __init__(self, fs: Any) -> None:
        from pyodide.ffi import create_proxy

        self.fs = fs
        self.running = False
        self.again = False
        self.done = create_proxy(self._done)

    def request(self) -> None:
        if PHONE.paused:
            return
        if self.running:
            self.again = True
            return
        self.running = True
        self.fs.syncfs(False, self.done)

    def _done(self, error: Any = None) -> None:
        self.running = False
        if error:
            print(f"Could not keep the data folder in the browser's storage: {error}", file=sys.stderr)
        if self.again:
            self.again = False
            self.request()


async def prepare(page: ft.Page, folder: Path) -> None:
    """Make the page's Python ready for the app (nothing off the browser): this copy the phone's one writer,
    the data folder kept in IndexedDB, the page's news heard, and the pubsub hub given its event loop
    (:func:`companion.flet_compat.give_pubsub_loop`)."""
    if not IN_BROWSER:
        return
    flet_compat.give_pubsub_loop(page)
    await become_writer()
    await keep_data_folder(folder)
    listen_to_page()


_COPIER: list[_Copier] = []


async def become_writer() -> None:
    """Wait until this copy is the phone's one writer (``python-worker.js``): a copy writing before hands over."""
    import flet_js
    from pyodide.ffi import create_proxy

    await flet_js.becomeWriter(create_proxy(_pause))


async def _pause() -> None:
    """Another copy of the app asks to write: stop writing, let the copy in flight finish, then say so."""
    PHONE.paused = True
    while _COPIER and (_COPIER[0].running or _COPIER[0].again):
        await asyncio.sleep(0.02)
    PHONE.changed()


def listen_to_page() -> None:
    """Hear what the page tells (``index.html``): the storage kept or not, a new version in control."""
    import flet_js
    from pyodide.ffi import create_proxy

    def heard(news: Any) -> None:
        told = news.to_py() if hasattr(news, "to_py") else dict(news)
        if "persisted" in told:
            PHONE.kept = bool(told["persisted"])
        if told.get("update"):
            PHONE.update = True
        PHONE.changed()

    flet_js.listenToPage(create_proxy(heard))


async def keep_data_folder(folder: Path) -> None:
    """Mount IndexedDB on ``folder`` and load what it holds (once per page)."""
    if storage.on_durable_change is not None:
        return
    import js
    import pyodide_js
    from pyodide.ffi import create_once_callable

    fs = pyodide_js.FS
    fs.mkdirTree(str(folder))
    fs.mount(fs.filesystems.IDBFS, js.Object.new(), str(folder))
    loaded: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
    fs.syncfs(True, create_once_callable(lambda error=None: loaded.set_result(error)))
    if await loaded:
        print("The browser's storage could not be read: this visit starts empty.", file=sys.stderr)
    _COPIER[:] = [_Copier(fs)]
    storage.on_durable_change = _COPIER[0].request


def app_address() -> str:
    """The address of this copy of the app (the folder its Python worker was served from, sub-path included)."""
    import js

    return str(js.location.href).rsplit("/", 1)[0] + "/"


async def load_again(page: ft.Page) -> None:
    """Load this copy of the app again (its page), at its home screen: what it shows is read from the storage."""
    await ft.UrlLauncher().launch_url(app_address(), web_only_window_name="_self")
