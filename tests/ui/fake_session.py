"""The real app ``main(page)`` on a Flet session with a fake connection (no browser, no Flutter).

Recipe: shared/notes/flet-1.0-recipes.md §4. Handlers are called directly, so their exceptions
reach the test. Flet's internal classes it uses come from :mod:`companion.flet_compat`.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from unittest.mock import patch

import flet as ft
import msgpack

from companion import flet_compat
from companion.flet_compat import ENCODE, Connection, MessageAction, Operation, Session


class FakeConnection(Connection):
    """Encodes what the server sends as the real connection does (which is when Flet renders
    components and takes the snapshots its next diff starts from), counts the bytes, and applies
    each patch to :attr:`client`, a copy of the phone's control tree kept as Flet's client keeps it."""

    def __init__(self, hub: ft.PubSubHub):
        super().__init__()
        self.sent: list = []
        self.bytes = 0
        self.pubsubhub = hub
        self.client = ClientTree()

    def send_message(self, message) -> None:
        packed = msgpack.packb([message.action, message.body], default=ENCODE)
        self.bytes += len(packed)
        self.sent.append(message)
        action, body = msgpack.unpackb(packed, strict_map_key=False)
        if action == MessageAction.PATCH_CONTROL.value:
            self.client.patch(body["id"], body["patch"])


class ClientTree:
    """The controls a phone holds, patched as Flet's Dart client does (``Control.applyPatch``)."""

    def __init__(self) -> None:
        self.index: dict[int, dict] = {}

    def add(self, value) -> None:
        """Index every control in ``value`` (a decoded control, list or map)."""
        if isinstance(value, dict):
            if "_i" in value:
                self.index[value["_i"]] = value
            for item in value.values():
                self.add(item)
        elif isinstance(value, list):
            for item in value:
                self.add(item)

    def patch(self, control_id: int, patch: list) -> None:
        paths: dict[int, list] = {}

        def walk(node: list, path: list) -> None:
            paths[node[0]] = path
            if len(node) > 1 and isinstance(node[1], dict):
                for key, child in node[1].items():
                    walk(child, [*path, key])

        walk(patch[0], [])

        def target(node: int):
            obj = self.index[control_id]
            for part in paths[node]:
                obj = obj[part] if isinstance(obj, list) else obj.setdefault(part, {})
            return obj

        for op in patch[1:]:
            kind, node = op[0], target(op[1])
            if kind == Operation.Replace.value:
                node[op[2]] = op[3]
                self.add(op[3])
            elif kind == Operation.Add.value:
                node.insert(op[2], op[3]) if isinstance(node, list) else node.__setitem__(op[2], op[3])
                self.add(op[3])
            elif kind == Operation.Remove.value:
                node.pop(op[2])
            else:  # move
                moved = node.pop(op[2])
                into = target(op[3])
                into.insert(op[4], moved) if isinstance(into, list) else into.__setitem__(op[4], moved)


def client_texts(session: Session) -> list[str]:
    """Every text value the phone's client tree holds under the page's top view (compare them sorted)."""
    out: list[str] = []

    def walk(value) -> None:
        if isinstance(value, dict):
            if value.get("_c") == "Text" and value.get("value"):
                out.append(value["value"])
            for key, item in value.items():
                if key != "_c":
                    walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    walk(session.connection.client.index[session.page._i]["views"][-1])
    return out


def fake_session(hub: ft.PubSubHub, components: bool = True) -> Session:
    """A session on a fake connection with its page sent, as a client's first connection leaves it;
    its components' updates scheduled as the app's ``main`` does (unless ``components`` is False)."""
    conn = FakeConnection(hub)
    conn.loop = asyncio.get_running_loop()
    session = Session(conn)
    session.attach_connection(conn)  # the session's page is the current one, as Flet's server leaves it
    if components:
        flet_compat.start_component_updates(session.page)
    page = msgpack.unpackb(msgpack.packb(session.get_page_patch(), default=ENCODE), strict_map_key=False)
    conn.client.add(page)
    return session


def make_page(main: Callable[[ft.Page], None]) -> tuple[Session, ft.Page]:
    """Run ``main`` on a fresh fake session; call inside a running event loop."""
    session = fake_session(ft.PubSubHub(loop=asyncio.get_running_loop()))
    main(session.page)
    return session, session.page


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
    """Every control below ``control`` (views, controls, content, actions, appbar, a component's body)."""
    yield control
    for attr in ("views", "controls", "content", "actions", "appbar", "title", "subtitle", "_b"):
        child = getattr(control, attr, None)
        children = child if isinstance(child, list) else [child]
        for item in children:
            if isinstance(item, ft.BaseControl):
                yield from walk(item)


def on_screen(control) -> Iterator:
    """Every control below ``control`` that shows: a hidden control hides what it holds."""
    if getattr(control, "visible", True) is False:
        return
    yield control
    for attr in ("views", "controls", "content", "actions", "appbar", "title", "subtitle", "_b"):
        child = getattr(control, attr, None)
        for item in child if isinstance(child, list) else [child]:
            if isinstance(item, ft.BaseControl):
                yield from on_screen(item)


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


async def choose(app, control, value: str, event: str = "select") -> None:
    """What a phone sends when the player picks ``value`` in ``control``: the new value, then the event."""
    session = app.flet_session
    session.apply_patch(control._i, {"value": value})
    await session.dispatch_event(control._i, event, value)
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
