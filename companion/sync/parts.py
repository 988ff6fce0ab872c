"""The parts of a long code read so far, kept on a phone alone until the last one is read.

On a phone alone the camera app opens each part's link as a page of its own, which starts from the
phone's storage: the parts read by the earlier pages wait there (:func:`kept`, :func:`keep`), for a day
at most, and the page that reads the last one previews the whole code. The whole set stays too, so that
page, drawn again (it reads its link's part again), previews it again. A part of another code starts
the sequence again (each part names its code).
"""

from __future__ import annotations

import json
import time
from pathlib import Path

from ..storage import atomic_write, remove_file
from .codec import Sequence, SnapshotError

PARTS = "received-parts.json"
KEPT_SECONDS = 24 * 3600


def kept(folder: Path, now: float | None = None) -> Sequence:
    """The parts read so far on this phone (a sequence not yet whole), none after a day."""
    path = folder / PARTS
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if (time.time() if now is None else now) - float(data["time"]) > KEPT_SECONDS:
            return Sequence()
        return Sequence([str(part) for part in data["parts"]])
    except (OSError, ValueError, KeyError, TypeError, SnapshotError):  # none, or a file this app did not write
        return Sequence()


def keep(folder: Path, sequence: Sequence) -> None:
    """Keep the parts of ``sequence`` read so far, the whole set included (none when it has no part)."""
    path = folder / PARTS
    if not sequence.parts:
        remove_file(path)
        return
    folder.mkdir(parents=True, exist_ok=True)
    atomic_write(path, json.dumps({"time": time.time(), "parts": list(sequence.parts.values())}))
