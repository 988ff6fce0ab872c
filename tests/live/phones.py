"""Several phones on one fake Flet server: real ``CompanionApp`` sessions sharing one pubsub hub."""

from __future__ import annotations

import asyncio

import flet as ft

from companion.ui.app import CompanionApp
from tests.ui.fake_session import fake_session, route, texts


async def phones(count: int) -> list[CompanionApp]:
    """``count`` app sessions on one server (call inside a running loop); each keeps its Flet session alive."""
    hub = ft.PubSubHub(loop=asyncio.get_running_loop())
    apps = []
    for _ in range(count):
        session = fake_session(hub)
        app = CompanionApp(session.page)
        app.flet_session = session
        await app.open_route()
        apps.append(app)
    return apps


async def open_game(app: CompanionApp, game_id: str) -> None:
    await route(app.page, f"/game/{game_id}")


async def until(condition, timeout: float = 20.0) -> None:
    """Let the loop run (saves on worker threads, pubsub deliveries) until ``condition()`` holds."""
    deadline = asyncio.get_running_loop().time() + timeout
    while not condition():
        assert asyncio.get_running_loop().time() < deadline, "the phones did not settle in time"
        await asyncio.sleep(0.01)


def shown_undo(app: CompanionApp) -> str:
    """The undo line the phone shows on top."""
    return next(t for t in texts(app.page.views[-1]) if t.startswith(("Undo:", "Nothing to undo")))
