"""The live tables of this server process: one per saved game, shared by every browser session."""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path

from ..engine import GameSession
from ..storage import SaveStore
from .live import LiveTable, Notifier, topic_of

DELETED = -1
"""The revision announced on a game's topic when the game was deleted."""


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

    async def follow_file(self, store: SaveStore, game_id: str, pubsub: Notifier) -> None:
        """The game's file was replaced (renamed, restored, imported): a live table takes it, and its phones repaint."""
        table = self.get(store, game_id)
        if table is not None:
            await table.follow_file(pubsub)

    async def delete(self, store: SaveStore, game_id: str, pubsub: Notifier) -> None:
        """Delete a saved game (its files go to the trash) and send every phone showing it home."""
        self.forget(store, game_id)
        await asyncio.to_thread(store.delete, game_id)
        pubsub.send_all_on_topic(topic_of(game_id), DELETED)


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
