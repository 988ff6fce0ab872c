"""The real app ``main(page)`` on a Flet session with a fake connection (no browser, no Flutter).

Recipe: shared/notes/flet-1.0-recipes.md §4. Handlers are called directly, so their exceptions
reach the test.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from unittest.mock import patch

import flet as ft
from flet.controls.context import _context_page
from flet.messaging.connection import Connection
from flet.messaging.session import Session
from flet.pubsub.pubsub_hub import PubSubHub


class FakeConnection(Connection):
    def __init__(self, hub: PubSubHub):
        super().__init__()
        self.sent: list = []
        self.pubsubhub = hub

    def send_message(self, message) -> None:
        self.sent.append(message)


def make_page(main: Callable[[ft.Page], None]) -> tuple[Session, ft.Page]:
    """Run ``main`` on a fresh fake session; call inside a running event loop."""
    loop = asyncio.get_running_loop()
    conn = FakeConnection(PubSubHub(loop=loop))
    conn.loop = loop
    session = Session(conn)
    page = session.page
    _context_page.set(page)
    session.get_page_patch()
    main(page)
    return session, page


def run_isolated(coroutine: Awaitable):
    """``asyncio.run`` on a thread of its own (Playwright's sync API may hold this thread's loop)."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()


async def start_app(phone: dict[str, str] | None = None):
    """The real app shell shown on a fake session, as ``main`` shows it (call it inside a running loop): (app, page).

    ``phone`` stands for the browser's storage (a fake session gets no replies from a client).
    """
    from companion.ui import prefs
    from companion.ui.app import CompanionApp

    holder = {}
    storage = {} if phone is None else phone

    def main(page: ft.Page):
        with patch.object(prefs, "browser_backend", lambda: prefs.MemoryBackend(storage)):
            holder["app"] = CompanionApp(page)

    session, page = make_page(main)
    holder["app"].flet_session = session  # the page holds its session weakly: keep it alive
    await holder["app"].open_route()
    await settle()
    return holder["app"], page


def walk(control) -> Iterator:
    """Every control below ``control`` (views, controls, content, actions, appbar)."""
    yield control
    for attr in ("views", "controls", "content", "actions", "appbar", "title"):
        child = getattr(control, attr, None)
        children = child if isinstance(child, list) else [child]
        for item in children:
            if isinstance(item, ft.BaseControl):
                yield from walk(item)


def texts(control) -> list[str]:
    """Every non-empty text below ``control``."""
    return [c.value for c in walk(control) if isinstance(c, ft.Text) and c.value]


def button(page: ft.Page, label: str):
    """The first button whose text is ``label``."""
    for control in walk(page):
        if isinstance(control, (ft.Button, ft.OutlinedButton, ft.TextButton)) and control.content == label:
            return control
    raise LookupError(f"no button {label!r}; texts: {texts(page)[:30]}")


async def click(control) -> None:
    """Run the control's click handler as Flet would (sync or async)."""
    result = control.on_click(ft.Event(name="click", control=control))
    if asyncio.iscoroutine(result):
        await result
    await settle()


async def route(page: ft.Page, path: str) -> None:
    """Follow a route change as the client would after ``page.navigate``."""
    page.route = path
    await page.on_route_change(ft.RouteChangeEvent(name="route_change", control=page, route=path))
    await settle()


async def settle() -> None:
    """Let Flet send the patches it scheduled (they mount new controls)."""
    for _ in range(3):
        await asyncio.sleep(0)
