"""The served table: Flet's own web app factory (with the app's name and description) on uvicorn.

``flet.run`` passes no TLS settings to its uvicorn server, so ``companion serve`` builds the same
app with :func:`flet_web.fastapi.app` (Flet's documented way to serve under uvicorn) and runs it
itself, over http or, with a certificate, https.

Flet sends its web client as it is (17.7 MB to each joining phone); :class:`Precompressed` sends the
brotli or gzip copy of each file to a browser that accepts it, the copies made once in the background
and kept (:mod:`companion.compression`, shared with the static phone build).
"""

from __future__ import annotations

import asyncio
import fnmatch
import json
import logging
import mimetypes
import threading
import webbrowser
from pathlib import Path

import flet as ft
import flet_web.fastapi as flet_fastapi
import uvicorn
from flet.utils import is_linux_server
from flet_web import get_package_web_dir
from starlette.responses import FileResponse
from starlette.types import ASGIApp, Receive, Scope, Send

from . import compression, file_lock, logs
from .phone_build.site import UNUSED, UNUSED_PATTERNS
from .ui.warm import warm_up

ASSETS = Path(__file__).resolve().parent / "assets"
log = logging.getLogger(__name__)
PATCHED = ("index.html", "manifest.json", "assets/FontManifest.json")
"""Files Flet writes afresh for each server (from its own or the app's assets): sent as they are."""


def web_app(key: str) -> flet_fastapi.FastAPI:
    """The Flet web app of the table, named and described as in the web manifest, for the phones that bring
    the table ``key`` (:mod:`companion.ui.join`); a crash in a phone's session shows it a plain sentence,
    its traceback goes to the log (:func:`companion.logs.plain_crashes`)."""
    from .ui.app import main
    from .ui.join import gated

    manifest = json.loads((ASSETS / "manifest.json").read_text(encoding="utf-8"))
    flet_app = flet_fastapi.app(
        gated(main, key),
        before_main=logs.plain_crashes,
        assets_dir=str(ASSETS),
        app_name=manifest["name"],
        app_short_name=manifest["short_name"],
        app_description=manifest["description"],
        web_renderer=ft.WebRenderer.CANVAS_KIT,
        no_cdn=True,
    )
    flet_app.add_middleware(Precompressed, web_dir=Path(get_package_web_dir()))
    return flet_app


class Precompressed:
    """ASGI middleware: a file of Flet's web client, asked for by a browser that accepts brotli or gzip, is
    sent as its kept copy (the best the browser accepts); anything else, and a file whose copy is not made
    yet, goes to Flet as before. The copies are made on a thread at start, one process at a time."""

    def __init__(self, app: ASGIApp, web_dir: Path) -> None:
        self.app = app
        self.files = client_files(web_dir)
        self.digests: dict[str, str] = {}
        self.making = threading.Thread(target=self._make_copies, name="compress-web-client", daemon=True)
        self.making.start()

    def _make_copies(self) -> None:
        self.digests = {url: compression.sha256(path) for url, path in self.files.items()}
        try:
            keep_copies(self.files, self.digests)
        except OSError as exc:  # a cache folder it cannot write: the files go out as they are
            log.warning("the web client's compressed copies could not be kept: %s", exc)

    def copy(self, url: str, accept_encoding: str) -> tuple[Path, str] | None:
        """The kept copy of the file at ``url`` the browser takes, with its encoding; None to send it as it is."""
        digest = self.digests.get(url)
        if digest is None:
            return None
        size = self.files[url].stat().st_size
        for encoding in compression.accepted(accept_encoding):
            copy = compression.cache_dir() / f"{digest}{compression.ENCODINGS[encoding]}"
            if copy.is_file() and copy.stat().st_size < size * compression.WORTH:
                return copy, encoding
        return None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and scope["method"] in ("GET", "HEAD"):
            headers = dict(scope["headers"])
            found = self.copy(scope["path"], headers.get(b"accept-encoding", b"").decode("latin-1"))
            if found is not None:
                copy, encoding = found
                kind = mimetypes.guess_type(scope["path"])[0] or "application/octet-stream"
                vary = {"Content-Encoding": encoding, "Vary": "Accept-Encoding"}
                await FileResponse(copy, media_type=kind, headers=vary)(scope, receive, send)
                return
        await self.app(scope, receive, send)


def client_files(web_dir: Path) -> dict[str, Path]:
    """The compressible files of Flet's web client a phone of the served app may load, by their address:
    not the ones Flet patches or the app's assets replace, not the other renderers' (never loaded by a
    CanvasKit page), not Pyodide (the served app runs Python on the host)."""
    files: dict[str, Path] = {}
    for path in sorted(web_dir.rglob("*")):
        name = path.relative_to(web_dir).as_posix()
        left_out = name in PATCHED or (ASSETS / name).exists() or name.startswith("pyodide/")
        unused = name.startswith(UNUSED) or any(fnmatch.fnmatch(name, pattern) for pattern in UNUSED_PATTERNS)
        if path.is_file() and compression.compressible(path) and not (left_out or unused):
            files[f"/{name}"] = path
    return files


def keep_copies(files: dict[str, Path], digests: dict[str, str] | None = None) -> None:
    """Make the missing gzip, then brotli, copies of ``files`` (a few seconds, then about two minutes the
    first time on a machine), one process at a time: another server waits, then finds them made."""
    cache = compression.cache_dir()
    cache.mkdir(parents=True, exist_ok=True)
    with (cache / ".making").open("a") as handle, file_lock.exclusive(handle):
        for encoding in ("gzip", "br"):
            for url, path in files.items():
                compression.kept(path, encoding, (digests or {}).get(url), cache)


def serve(host: str, port: int, tls: tuple[Path, Path] | None, key: str, open_url: str | None) -> None:
    """Serve the phones with the table ``key`` until Ctrl+C, each game loading in the background meanwhile
    (:mod:`companion.ui.warm`); ``open_url`` is opened in the default browser once the server listens (as
    ``flet.run`` does, not on a Linux machine without a display)."""
    if is_linux_server():  # type: ignore[no-untyped-call]
        open_url = None
    cert, private_key = tls or (None, None)
    config = uvicorn.Config(
        web_app(key),
        host=host,
        port=port,
        ws="websockets-sansio",  # as flet.run serves
        log_level="warning",
        ssl_certfile=cert,
        ssl_keyfile=private_key,
    )
    warm_up()
    asyncio.run(_serve(uvicorn.Server(config), open_url))


async def _serve(server: uvicorn.Server, open_url: str | None) -> None:
    running = asyncio.create_task(server.serve())
    while open_url and not server.started and not running.done():
        await asyncio.sleep(0.1)
    if open_url and server.started:
        webbrowser.open(open_url)
    await running
