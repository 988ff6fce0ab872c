"""A tap on a control a repaint just replaced is answered, never silently dropped.

When another phone's change repaints this phone, Flet replaces the screen's controls; a tap made
on the old screen reaches the server naming a control Flet no longer knows, and
``Session.dispatch_event`` drops it. :class:`ReplacedControls` keeps the last few replaced screens
and wraps this session's dispatch: a player's event for a control of one of them calls ``on_lost``
(which tells the phone nothing was done) instead of vanishing.
"""

from __future__ import annotations

import dataclasses
from collections import deque
from collections.abc import Callable
from typing import Any

import flet as ft

LOST = "Your tap came as the table changed: nothing was done. Here is the current table."
PLAYER_EVENTS = frozenset({"click", "tap", "long_press", "change", "submit", "select"})
KEPT_SCREENS = 8


class ReplacedControls:
    """The screens recent repaints replaced on one phone, and the dispatch wrapper that looks in them."""

    def __init__(self, page: ft.Page, on_lost: Callable[[], None]):
        self._screens: deque[tuple[Any, ...]] = deque(maxlen=KEPT_SCREENS)
        self._on_lost = on_lost
        session = page.session
        index, dispatch = session.index, session.dispatch_event

        async def dispatch_or_answer(control_id: int, event_name: str, event_data: Any) -> None:
            if event_name in PLAYER_EVENTS and control_id not in index and self.held(control_id):
                self._on_lost()
                return
            await dispatch(control_id, event_name, event_data)

        session.dispatch_event = dispatch_or_answer  # type: ignore[method-assign]

    def keep(self, *screen: Any) -> None:
        """Remember a screen (app bar, controls) a repaint is about to replace."""
        self._screens.append(screen)

    def held(self, control_id: int) -> bool:
        """Whether ``control_id`` was a control of a recently replaced screen (``_i`` is Flet's control id)."""
        return any(_holds(screen, control_id, set()) for screen in self._screens)


def _holds(value: Any, control_id: int, visited: set[int]) -> bool:
    if isinstance(value, ft.BaseControl):
        if id(value) in visited:
            return False
        visited.add(id(value))
        return value._i == control_id or any(
            _holds(getattr(value, f.name, None), control_id, visited) for f in dataclasses.fields(value)
        )
    if isinstance(value, (list, tuple)):
        return any(_holds(item, control_id, visited) for item in value)
    if isinstance(value, dict):
        return any(_holds(item, control_id, visited) for item in value.values())
    return False
