"""The host's log: what a host sends with a bug report.

``companion serve`` writes a rotating log in the app data folder (``logs/companion.log``, 1 MB, three
older files kept): phones connecting and leaving, refused and stale changes, saves, and every error with its
traceback. Nothing of it goes to the screen: a crash in a session shows the phone one plain sentence,
the traceback goes to the log.
"""

from __future__ import annotations

import logging
from logging.handlers import RotatingFileHandler
from pathlib import Path
from typing import TYPE_CHECKING

from .paths import app_home

if TYPE_CHECKING:
    import flet as ft

LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")
MAX_BYTES = 1_000_000
KEPT = 3
CRASHED = "Something went wrong on the host. The game is saved: reload the page. The host's log has the details."
"""What a phone sees when its session fails (the traceback is in the log)."""

log = logging.getLogger(__name__)


def log_file(folder: Path | None = None) -> Path:
    return (folder if folder is not None else app_home() / "logs") / "companion.log"


def setup(level: str = "INFO", folder: Path | None = None) -> Path:
    """Send the app's log (at ``level``) and everyone's warnings to the log file; its path.

    Flet's own logger stays at WARNING: its web server takes its log level from it, and at INFO it
    would print every request on the console.
    """
    path = log_file(folder)
    path.parent.mkdir(parents=True, exist_ok=True)
    handler = RotatingFileHandler(path, maxBytes=MAX_BYTES, backupCount=KEPT, encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    for old in [h for h in root.handlers if isinstance(h, RotatingFileHandler)]:
        root.removeHandler(old)
        old.close()
    root.addHandler(handler)
    root.setLevel(logging.WARNING)
    logging.getLogger("companion").setLevel(level)
    logging.getLogger("flet").setLevel(logging.WARNING)
    return path


def plain_crashes(page: ft.Page) -> None:
    """A crash in ``page``'s session tells its phone :data:`CRASHED` instead of Flet's traceback, which goes
    to the log (the served app's ``before_main``)."""
    from . import flet_compat

    flet_compat.plain_crashes(page, CRASHED, lambda text: log.error("a session failed: %s", text))
