"""The door of the served table: a browser gets the app only with the table key (:mod:`companion.table.key`).

The key travels in the join link (``?key=…``: the Join QR, the addresses ``companion serve`` prints). A
phone that opens such a link keeps the key in its browser's storage (Flet's ``SharedPreferences``) and
the app opens at the link's route, the key taken out of the address bar; its later visits and reloads
bring the key from that storage. A browser without it sees one page saying how to join, and its session
gets nothing else: no app is made for it, so no list, no game, no export, no delete and no live news.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable

import flet as ft

from .. import i18n
from ..i18n import N_, _
from ..table import key as table_key
from .prefs import PhonePrefs, PhoneStore, PrefsBackend, browser_backend
from .theme import apply_theme, phone_language

log = logging.getLogger(__name__)

PREF = "table_companion.table_key"
"""Where a phone keeps the table key in its browser's storage."""
SESSION = "table key"
"""Where an admitted session keeps the key (the Share screen's Join QR carries it)."""
JOIN_QR = N_("Join this table QR code")
HOW_TO_JOIN = N_(
    "This table is private to its players. To join it, scan the Join QR on the host's screen "
    "(a game's Share screen, under Join this table)."
)
OUT_OF_DATE = N_("This phone's join link is out of date: the host has renewed the table's key.")


def gated(main: Callable[[ft.Page], Awaitable[None]], key: str) -> Callable[[ft.Page], Awaitable[None]]:
    """``main`` for the phones that bring ``key``; the join page for any other browser."""

    async def door(page: ft.Page) -> None:
        async def enter(e: ft.RouteChangeEvent | None = None) -> None:
            brought = table_key.split_key(page.route or "/")[1] is not None
            if await admitted(page, key, browser_backend()):
                page.on_route_change = None  # main takes the page's route changes over
                if brought:
                    page.navigate(page.route or "/")  # the address bar without the key
                await main(page)
                return
            log.info("a browser without the table key got the join page")
            prefs = await PhoneStore(page, browser_backend()).load()
            i18n.speak(page, await phone_language(page, prefs.language))
            show_join_page(page, brought, prefs)

        page.on_route_change = enter  # the same tab may open the Join QR's link next
        await enter()

    return door


async def admitted(page: ft.Page, key: str, storage: PrefsBackend) -> bool:
    """Whether ``page`` brings the table key: in its route (then kept in the browser and taken out of the
    route) or in its browser's storage. An admitted session keeps the key for its Join QR."""
    route, given = table_key.split_key(page.route or "/")
    if given is not None:
        page.route = route
        if table_key.matches(given, key):
            await storage.set(PREF, given)
    if not table_key.matches(given, key) and not table_key.matches(await storage.get(PREF), key):
        return False
    page.session.store.set(SESSION, key)
    return True


def session_key(page: ft.Page) -> str | None:
    """The table key of an admitted session (None outside the served table's door: tests, the static build)."""
    found = page.session.store.get(SESSION)
    return found if isinstance(found, str) else None


def show_join_page(page: ft.Page, brought_a_key: bool, prefs: PhonePrefs) -> None:
    """The one page a browser without the key sees, in the phone's theme and language: how to join, and nothing
    else (first, when it brought a key that is not the table's, that its link is out of date)."""
    apply_theme(page, prefs)
    page.title = "Table Companion"
    lines = [OUT_OF_DATE, HOW_TO_JOIN] if brought_a_key else [HOW_TO_JOIN]
    page.views.clear()
    page.views.append(
        ft.View(
            route="/",
            appbar=ft.AppBar(title=ft.Text(_("Join this table"))),
            controls=[ft.Text(_(line)) for line in lines],
        )
    )
    page.update()
