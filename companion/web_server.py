"""The served table: Flet's own web app factory (with the app's name and description) on uvicorn.

``flet.run`` passes no TLS settings to its uvicorn server, so ``companion serve`` builds the same
app with :func:`flet_web.fastapi.app` (Flet's documented way to serve under uvicorn) and runs it
itself, over http or, with a certificate, https.
"""

from __future__ import annotations

import asyncio
import json
import webbrowser
from pathlib import Path

import flet as ft
import flet_web.fastapi as flet_fastapi
import uvicorn
from flet.utils import is_linux_server

ASSETS = Path(__file__).resolve().parent / "assets"


def web_app() -> flet_fastapi.FastAPI:
    """The Flet web app of the table, named and described as in the web manifest."""
    from .ui.app import main

    manifest = json.loads((ASSETS / "manifest.json").read_text(encoding="utf-8"))
    return flet_fastapi.app(
        main,
        assets_dir=str(ASSETS),
        app_name=manifest["name"],
        app_short_name=manifest["short_name"],
        app_description=manifest["description"],
        web_renderer=ft.WebRenderer.CANVAS_KIT,
        no_cdn=True,
    )


def serve(host: str, port: int, tls: tuple[Path, Path] | None, open_url: str | None) -> None:
    """Serve until Ctrl+C; ``open_url`` is opened in the default browser once the server listens (as
    ``flet.run`` does, not on a Linux machine without a display)."""
    if is_linux_server():  # type: ignore[no-untyped-call]
        open_url = None
    cert, key = tls or (None, None)
    config = uvicorn.Config(
        web_app(),
        host=host,
        port=port,
        ws="websockets-sansio",  # as flet.run serves
        log_level="warning",
        ssl_certfile=cert,
        ssl_keyfile=key,
    )
    asyncio.run(_serve(uvicorn.Server(config), open_url))


async def _serve(server: uvicorn.Server, open_url: str | None) -> None:
    running = asyncio.create_task(server.serve())
    while open_url and not server.started and not running.done():
        await asyncio.sleep(0.1)
    if open_url and server.started:
        webbrowser.open(open_url)
    await running
