"""Phone habits through Flet's device services: a haptic tick, the screen kept on during a game.

Each service is created once per page (creating one registers it with the page). Calls go out as
background tasks: the table never waits for the device, and a browser without the feature ignores it.
"""

from __future__ import annotations

import weakref
from collections.abc import Awaitable, Callable
from typing import TypeVar

import flet as ft

S = TypeVar("S")
_haptics: weakref.WeakKeyDictionary[ft.Page, ft.HapticFeedback] = weakref.WeakKeyDictionary()
_wakelocks: weakref.WeakKeyDictionary[ft.Page, ft.Wakelock] = weakref.WeakKeyDictionary()
_awake: weakref.WeakKeyDictionary[ft.Page, bool] = weakref.WeakKeyDictionary()


def _service(cache: weakref.WeakKeyDictionary[ft.Page, S], page: ft.Page, make: Callable[[], S]) -> S:
    if page not in cache:
        cache[page] = make()
    return cache[page]


def haptic(page: ft.Page | None, kind: str = "light_impact") -> None:
    """A haptic tick (``heavy_impact`` for a refusal, ``light_impact`` for a digital roll)."""
    if page is None:
        return
    feedback = _service(_haptics, page, ft.HapticFeedback)
    page.run_task(_quietly, getattr(feedback, kind))


def rolled(page: ft.Page | None) -> None:
    """The haptic tick of a digital roll."""
    haptic(page, "light_impact")


def keep_awake(page: ft.Page | None, on: bool) -> None:
    """Keep the screen on while a table is open (``on=False`` lets it sleep again); only changes are sent.

    In a browser Flet's client asks for the Wake Lock API (a secure context: https or this computer)
    or plays a silent video where the browser has none; a browser that refuses it changes nothing.
    """
    if page is None or _awake.get(page, False) == on or page.session.connection is None:
        return  # no change, or a phone between two connections (reconnecting): its next screen asks
    _awake[page] = on
    lock = _service(_wakelocks, page, ft.Wakelock)
    page.run_task(_quietly, lock.enable if on else lock.disable)


async def _quietly(call: Callable[[], Awaitable[None]]) -> None:
    """Run a device call; a service built outside a page's context was never registered (tests, a
    redraw from a background task), or the device refused or never answered: the feature is skipped,
    the table goes on."""
    try:
        await call()
    except (RuntimeError, TimeoutError):
        return
