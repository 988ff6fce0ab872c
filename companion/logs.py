"""The host's log: what a host sends with a bug report.

``companion serve`` writes a rotating log in the app data folder (``logs/companion.log``, 1 MB, three
older files kept): phones connecting and leaving, refused and stale changes, saves, and every error with its
traceback. Nothing of it goes to the screen: a crash in a session shows the phone one plain sentence,
the traceback goes to the log. The log names no secret: a traceback keeps where it failed (files, lines,
code) and the kind of failure, never the failure's message, which may carry a value of the game (a
face-down card's name); the rest of the log names games, rules and command kinds, never their values.
"""

from __future__ import annotations

import logging
import re
import traceback
from logging.handlers import RotatingFileHandler
from pathlib import Path
from typing import TYPE_CHECKING, Any

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
    handler.setFormatter(_NoValues("%(asctime)s %(levelname)s %(name)s: %(message)s"))
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

    flet_compat.plain_crashes(page, CRASHED, lambda text: log.error("a session failed:\n%s", without_values(text)))


class _NoValues(logging.Formatter):
    """A log line's traceback without its message (see the module docstring)."""

    def format(self, record: logging.LogRecord) -> str:
        cached, record.exc_text = record.exc_text, None  # another handler's text of the traceback keeps its message
        try:
            return super().format(record)
        finally:
            record.exc_text = cached

    def formatException(self, ei: Any) -> str:  # noqa: N802 - logging's name
        return without_values("".join(traceback.format_exception(*ei)))


def without_values(text: str) -> str:
    """A traceback's text with only where it failed and the kind of failure: "Traceback", each "  File" line and
    the line of code under it, and each exception line cut to its type; any other line (a message) is dropped."""
    kept: list[str] = []
    after_file = False
    for line in text.splitlines():
        kind = _KIND.match(line)
        if line.startswith(("Traceback (most recent call last):", "  File ")) or (after_file and line[:4] == "    "):
            kept.append(line)
        elif kind:
            kept.append(kind.group(1))
        after_file = line.startswith("  File ")
    return "\n".join(kept)


_KIND = re.compile(r"^((?:[A-Za-z_]\w*\.)*[A-Z]\w*(?:Error|Exception|Iteration|Exit|Interrupt|Warning|Group))(?::|$)")
"""An exception line: its (dotted) type name, then ": message" or nothing."""
