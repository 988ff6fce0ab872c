"""Scanning with a camera that can only take still pictures (flet-camera on the web).

:func:`scan` polls ``take_picture()`` and reads each frame with zxing-cpp until a frame holds a
QR code, the caller stops it, or time runs out. Frames that hold no code are skipped quietly.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable

from .codec import SnapshotError
from .qr import read_texts

POLL_SECONDS = 0.4


async def scan(
    take_picture: Callable[[], Awaitable[bytes]],
    stopped: Callable[[], bool] = lambda: False,
    timeout: float = 60.0,
    interval: float = POLL_SECONDS,
) -> str | None:
    """The text of the first QR code the camera sees, or ``None`` if stopped or timed out."""
    deadline = time.monotonic() + timeout
    while not stopped() and time.monotonic() < deadline:
        frame = await take_picture()
        try:
            texts = await asyncio.to_thread(read_texts, frame) if frame else []
        except SnapshotError:  # a frame the camera could not encode: try the next one
            texts = []
        if texts:
            return texts[0]
        await asyncio.sleep(interval)
    return None
