"""The keyboard scrolls the screen as it scrolls a web page: Page Down/Up by a screenful, End/Home to its ends.

Flutter binds these keys to the scroll view that holds the focus, and a screen's own scroll view never
holds it (the focus sits on the page, or on a field), so without this they do nothing."""

from __future__ import annotations

import flet as ft

SCREENFUL = 0.8
"""How much of the window's height Page Down/Up scrolls (some lines stay in view, as in a browser)."""

FALLBACK_HEIGHT = 700
"""The window height assumed before the phone has told it."""

DURATION = 150
"""Milliseconds a key's scroll takes (a jump would lose the reader's place)."""


async def scroll_by_key(view: ft.View, key: str, height: float | None) -> None:
    """Scroll ``view`` as ``key`` asks (other keys do nothing)."""
    page = (height or FALLBACK_HEIGHT) * SCREENFUL
    if key in ("Page Down", "Page Up"):
        await view.scroll_to(delta=page if key == "Page Down" else -page, duration=DURATION)
    elif key in ("End", "Home"):
        await view.scroll_to(offset=-1 if key == "End" else 0, duration=DURATION)


def scroll_with_keys(page: ft.Page) -> None:
    """Let the keyboard scroll the screen on top of ``page``."""

    async def on_key(e: ft.KeyboardEvent) -> None:
        view = page.views[-1] if page.views else None
        if view is not None and view.scroll is not None and not (e.ctrl or e.alt or e.meta):
            await scroll_by_key(view, e.key, page.height)

    page.on_keyboard_event = on_key
