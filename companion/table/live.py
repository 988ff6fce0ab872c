"""One game, one authority: the live table every phone on this server shares.

The server keeps one :class:`LiveTable` per saved game (in :data:`companion.table.hub.TABLES`).
Every browser session that opens the game attaches to it. A change from any phone names the table revision the phone
was showing; a change built on an older revision is refused ("Someone else changed the game")
and that phone repaints the current table; nothing is merged or dropped silently. Changes are
applied once, under a lock, then written under :func:`companion.storage.save_lock` on a worker
thread; only when the file holds the change does every attached phone repaint, through Flet's
``page.pubsub`` topic of the game. A server restart reloads the table from its file.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from ..engine import Command, GameSession, Violation
from ..storage import BACKUPS, SaveStore, atomic_write, read_name, save_lock, save_text

log = logging.getLogger(__name__)

STALE = "Someone else changed the game: here is the current table."


class Notifier(Protocol):
    """Where a table announces its new revision (Flet's ``page.pubsub`` on the server)."""

    def send_all_on_topic(self, topic: str, message: Any) -> None: ...


def topic_of(game_id: str) -> str:
    """The pubsub topic on which the phones showing ``game_id`` hear about changes."""
    return f"table/{game_id}"


@dataclass
class Outcome:
    """What became of one change: applied (``version`` is the new table revision), refused, or stale."""

    version: int
    violations: list[Violation] = field(default_factory=list)
    stale: bool = False

    @property
    def applied(self) -> bool:
        return not self.violations and not self.stale


class LiveTable:
    """The one in-memory copy of a saved game on this server, and its table revision.

    ``version`` counts every change (command, undo, redo, load) since the server opened the game;
    unlike the state's revision it never goes back, so an undo followed by a new command is
    still seen as a change by a phone that showed neither.
    """

    def __init__(self, store: SaveStore, game_id: str):
        self.store, self.game_id = store, game_id
        self.path: Path = store.path(game_id)
        self.topic = topic_of(game_id)
        self.lock = threading.RLock()
        self._write_lock = threading.Lock()
        self.session: GameSession = store.load(game_id)
        self.version = 0
        self._written = 0
        self.deleted = False
        self._file_key = self._stat()

    # -- changes ---------------------------------------------------------------------------------
    def execute(
        self, command: Command[Any], seen: int, phone: str = "", seats: frozenset[int] | None = None
    ) -> Outcome:
        """Apply ``command`` if the phone (playing ``seats``) saw the current revision and the rules allow it."""
        with self.lock:
            self._follow_file()
            if seen != self.version:
                log.info(
                    "game %s: a stale change from %s was refused (it saw %d of %d)",
                    self.game_id,
                    phone or "a phone",
                    seen,
                    self.version,
                )
                return Outcome(self.version, stale=True)
            violations = self.session.execute(command, author=phone, seats=seats)
            if violations:
                rules = ", ".join(v.rule for v in violations)
                log.info(
                    "game %s: %s refused %s by %s", self.game_id, phone or "a phone", type(command).__name__, rules
                )
                return Outcome(self.version, violations)
            return self._changed()

    def undo(self, seen: int) -> Outcome:
        return self._step(seen, self.session.undo)

    def redo(self, seen: int) -> Outcome:
        return self._step(seen, self.session.redo)

    def _step(self, seen: int, move: Callable[[], object]) -> Outcome:
        with self.lock:
            self._follow_file()
            if seen != self.version or move() is None:  # nothing left to move: another phone moved it first
                return Outcome(self.version, stale=True)
            return self._changed()

    def reload(self) -> int:
        """Take the saved file as the table (after a restore or another program's write)."""
        with self.lock:
            self.session = self.store.load(self.game_id)
            self._file_key = self._stat()
            self.version += 1
            self._written = self.version
            return self.version

    def _changed(self) -> Outcome:
        self.version += 1
        return Outcome(self.version)

    def _follow_file(self) -> None:
        """Another program (the command-line tool) wrote the save: take its version."""
        if self._write_lock.locked() or self._stat() == self._file_key:
            return
        try:
            self.reload()
        except ValueError as exc:  # a damaged file stays for the home screen to report; keep playing this copy
            log.warning("game %s: its file was changed outside the app and cannot be read: %s", self.game_id, exc)
            self._file_key = self._stat()

    # -- persistence -----------------------------------------------------------------------------
    def persist(self) -> int:
        """Write the current table to its file (blocking: run it on a worker thread); the written revision."""
        if self.deleted:  # the players deleted the game: never bring its file back
            return self._written
        with self._write_lock, save_lock(self.path):
            name = read_name(self.path)
            with self.lock:
                version, text = self.version, save_text(self.session, name)
            if version > self._written or not self.path.exists():
                atomic_write(self.path, text, backups=BACKUPS)
                log.info("game %s: saved table revision %d", self.game_id, version)
                with self.lock:
                    self._written = max(self._written, version)
                    self._file_key = self._stat()
            return self._written

    def keep(self) -> int:
        """Write the table to its file even when no change is pending: what only the save holds (the marks of
        a share, :attr:`GameSession.marks`) is kept too (blocking)."""
        with self.lock:
            self._written = min(self._written, self.version - 1)
        return self.persist()

    async def publish(self, pubsub: Notifier) -> None:
        """Save off the event loop, then tell every phone showing the game to repaint."""
        version = await asyncio.to_thread(self.persist)
        pubsub.send_all_on_topic(self.topic, version)

    async def follow_file(self, pubsub: Notifier) -> None:
        """Take the saved file as the table (off the event loop), then tell every phone showing the game."""
        pubsub.send_all_on_topic(self.topic, await asyncio.to_thread(self.reload))

    def _stat(self) -> tuple[int, int] | None:
        try:
            stat = self.path.stat()
        except OSError:
            return None
        return stat.st_mtime_ns, stat.st_size
