"""One game, one authority: the live table every phone on this server shares.

The server keeps one :class:`LiveTable` per saved game (in :data:`TABLES`). Every browser session
that opens the game attaches to it. A change from any phone names the table revision the phone
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
from typing import TYPE_CHECKING, Any

import flet as ft

from ..engine import Command, GameSession, Violation
from ..storage import BACKUPS, SaveStore, atomic_write, read_name, save_lock, save_text
from .widgets import icon_action

if TYPE_CHECKING:
    from .context import TableContext

log = logging.getLogger(__name__)

STALE = "Someone else changed the game: here is the current table."
LOST = "Your tap came as the table changed: nothing was done. Here is the current table."


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
            if seen != self.version:
                return Outcome(self.version, stale=True)
            if move() is None:
                return Outcome(self.version)
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

    async def publish(self, pubsub: object) -> None:
        """Save off the event loop, then tell every phone showing the game to repaint."""
        version = await asyncio.to_thread(self.persist)
        pubsub.send_all_on_topic(self.topic, version)  # type: ignore[attr-defined]

    def _stat(self) -> tuple[int, int] | None:
        try:
            stat = self.path.stat()
        except OSError:
            return None
        return stat.st_mtime_ns, stat.st_size


class TableHub:
    """The live tables of this server process, one per saved game (and per save folder)."""

    def __init__(self) -> None:
        self._tables: dict[Path, LiveTable] = {}
        self._lock = threading.Lock()
        self._started: set[Path] = set()

    def start(self, store: SaveStore) -> None:
        """The first session of this process on ``store`` empties the trash of deleted games and finishes
        what interrupted saves left (:meth:`SaveStore.mend`)."""
        with self._lock:
            if store.folder not in self._started:
                self._started.add(store.folder)
                store.empty_trash()
                store.mend()

    def open(self, store: SaveStore, game_id: str) -> LiveTable:
        """The live table of ``game_id``, loaded from its file the first time (raises SaveError)."""
        path = store.path(game_id)
        with self._lock:
            table = self._tables.get(path)
        if table is None:  # replayed outside the lock: no phone waits on another game's loading
            loaded = LiveTable(store, game_id)
            with self._lock:
                table = self._tables.setdefault(path, loaded)
        return table

    def get(self, store: SaveStore, game_id: str) -> LiveTable | None:
        with self._lock:
            return self._tables.get(store.path(game_id))

    def forget(self, store: SaveStore, game_id: str) -> None:
        """Drop the table of a deleted game; phones still showing it can no longer write its file."""
        with self._lock:
            table = self._tables.pop(store.path(game_id), None)
        if table is not None:
            table.deleted = True


TABLES = TableHub()


class LiveSessions:
    """One browser session's door to the live tables: ``sessions[game_id]`` is the table's shared session.

    Assigning a session (a game just started or loaded and saved by the caller) makes the live
    table read its file again, so every phone sees the same game.
    """

    def __init__(self, store: SaveStore):
        self.store = store

    def table(self, game_id: str) -> LiveTable:
        """The live table of ``game_id`` (raises SaveError when its file is missing or damaged)."""
        return TABLES.open(self.store, game_id)

    def __getitem__(self, game_id: str) -> GameSession:
        return self.table(game_id).session

    def __setitem__(self, game_id: str, session: GameSession) -> None:
        table = TABLES.get(self.store, game_id)
        if table is None:
            TABLES.open(self.store, game_id)
        elif table.session is not session:
            table.reload()

    def __contains__(self, game_id: str) -> bool:
        return TABLES.get(self.store, game_id) is not None

    def get(self, game_id: str, default: GameSession | None = None) -> GameSession | None:
        table = TABLES.get(self.store, game_id)
        return table.session if table is not None else default


def undo_bar(ctx: TableContext) -> ft.Control:
    """Undo and redo of the table's history, each naming what it will undo or redo; every phone sees it."""
    session = ctx.session
    undo_text = f"Undo: {session.undo_label()}" if session.can_undo else "Nothing to undo"
    redo_text = f"Redo: {session.redo_label()}" if session.can_redo else "Nothing to redo"
    return ft.Row(
        [
            icon_action(ft.Icons.UNDO, "Undo", lambda e: ctx.undo(), disabled=not session.can_undo),
            ft.Text(
                undo_text,
                theme_style=ft.TextThemeStyle.BODY_SMALL,
                expand=3,
                max_lines=2,
                overflow=ft.TextOverflow.ELLIPSIS,
            ),
            icon_action(ft.Icons.REDO, "Redo", lambda e: ctx.redo(), disabled=not session.can_redo),
            ft.Text(
                redo_text,
                theme_style=ft.TextThemeStyle.BODY_SMALL,
                expand=2,
                max_lines=2,
                overflow=ft.TextOverflow.ELLIPSIS,
            ),
        ],
        spacing=2,
        vertical_alignment=ft.CrossAxisAlignment.CENTER,
    )
