"""A phone's browser (the static build: Python runs in the page with Pyodide).

The data folder lives in the page's memory there; :func:`keep_data_folder` mounts IndexedDB on it
(Emscripten's IDBFS), reads back what earlier visits kept before the app's first read, and copies
the folder to IndexedDB after each durable change (:data:`companion.storage.on_durable_change`).
An IndexedDB copy is one transaction: it holds the folder as it was after a change, never half of
one, so a save is as atomic as on a disk. What the platform lacks (a server for live tables,
Pillow to read QR pictures) is hidden by the screens that check :data:`IN_BROWSER`.
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path
from typing import Any

import flet as ft

from . import flet_compat, storage

IN_BROWSER = sys.platform == "emscripten"


class _Copier:
    """Copies the memory folder to IndexedDB, one copy at a time (a change during a copy runs another)."""

    def __init__(self, fs: Any) -> None:
        from pyodide.ffi import create_proxy

        self.fs = fs
        self.running = False
        self.again = False
        self.done = create_proxy(self._done)

    def request(self) -> None:
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
    """Make the page's Python ready for the app (nothing off the browser): the data folder kept in
    IndexedDB, and the pubsub hub given its event loop (:func:`companion.flet_compat.give_pubsub_loop`)."""
    if not IN_BROWSER:
        return
    flet_compat.give_pubsub_loop(page)
    await keep_data_folder(folder)


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
    storage.on_durable_change = _Copier(fs).request
