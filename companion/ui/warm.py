"""The served table loads each game while the first phones join: its rules, a first state, its screens and
a share code with its QR, on a thread of its own, so the first game of the evening (and its first Share
screen) opens as fast as the next one. A phone's session waits for that load to end before it starts
(:func:`loaded`): two threads importing one circle of modules at once could each see the other's half-made
module. A failure here only costs speed: it is logged, never raised."""

from __future__ import annotations

import asyncio
import importlib
import logging
import threading

from .. import games

log = logging.getLogger(__name__)
WAIT = 60.0
"""Seconds a session waits at most for the load (it takes a few; Flutter's own first load takes longer)."""

_done = threading.Event()
_done.set()  # nothing loading: the static build and the tests' fake sessions never wait


def warm_up() -> threading.Thread:
    """Start loading every game in the background; the thread (a daemon) is returned for tests to join."""
    _done.clear()
    thread = threading.Thread(target=_load_all, name="warm-up", daemon=True)
    thread.start()
    return thread


async def loaded() -> None:
    """Return once the background load has ended (at once when none runs)."""
    if not _done.is_set():
        await asyncio.to_thread(_done.wait, WAIT)


def _load_all() -> None:
    from ..sync import qr, snapshot

    try:
        for game in games.GAME_IDS:
            try:
                session = games.new_session(game, games.PLAYER_COUNTS[game][0], 0, {})
                importlib.import_module(f"{__package__}.{game}")
                qr.render_png(snapshot.encode(session.state))
            except Exception:  # noqa: BLE001 - best effort: the phone's own tap loads it anyway
                log.warning("could not load %s ahead of time", game, exc_info=True)
    finally:
        _done.set()
