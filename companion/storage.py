"""Autosave that cannot lose a game: atomic writes, rolling backups, rename, delete to a trash.

A save is written to a temporary file and fsynced; the live ``<id>.json`` is then hard-linked
(or copied) to backup ``<id>.json.1`` and only after that is the new file renamed over it, and
the folder is fsynced. At every moment ``<id>.json`` exists (the old or the new version).
A backup whose live file is gone is listed as a game to restore. Deleting moves the files into
``.trash/`` where they stay until the next start of the app.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

try:
    import fcntl
except ImportError:  # Windows: no advisory locks; one writer is assumed there
    fcntl = None  # type: ignore[assignment]

from .engine.history import GameSession, SaveError
from .paths import app_home

BACKUPS = 3
TRASH = ".trash"
NAME_KEY = "name"
"""The save's display name chosen by the players (absent: the game's title)."""


on_durable_change: Callable[[], None] | None = None
"""Called after each change of the data folder is made durable: on a phone's browser it copies the
folder to IndexedDB (:mod:`companion.browser`)."""


def _fsync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (a no-op where folders cannot be opened)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        fd = -1
    if fd >= 0:
        try:
            os.fsync(fd)
        except OSError:
            pass
        finally:
            os.close(fd)
    if on_durable_change is not None:
        on_durable_change()


def _keep_copy(source: Path, target: Path) -> None:
    """``target`` becomes a second name (hard link) or a copy of ``source``; ``source`` is untouched."""
    target.unlink(missing_ok=True)
    try:
        os.link(source, target)
    except (OSError, AttributeError):  # a file system without hard links (a phone's browser has no os.link)
        shutil.copy2(source, target)


def atomic_write(path: Path, text: str, backups: int = 0) -> None:
    """Write ``text`` to ``path`` so a crash leaves the old or the new file, never half of one.

    With ``backups`` > 0 the previous versions are kept as ``path.1`` (newest) .. ``path.N``.
    The live file is never moved away: the backup is a second link made before the rename.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        if backups and path.exists():
            for n in range(backups - 1, 0, -1):
                older = backup_path(path, n)
                if older.exists():
                    os.replace(older, backup_path(path, n + 1))
            _keep_copy(path, backup_path(path, 1))
        os.replace(tmp, path)
        _fsync_folder(path.parent)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)


@contextmanager
def save_lock(path: Path) -> Iterator[None]:
    """Hold the one writer's lock of a save (``<save>.lock`` beside it) while the block runs.

    The CLI and the server both take it around read-apply-write, so a command that was
    acknowledged is in the file.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path.with_name(path.name + ".lock"), "a") as handle:
        if fcntl is not None:
            fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            if fcntl is not None:
                fcntl.flock(handle, fcntl.LOCK_UN)


def backup_path(path: Path, n: int) -> Path:
    return path.with_name(f"{path.name}.{n}")


def save_text(session: GameSession, name: str = "") -> str:
    """The save file's text of ``session`` (with the players' display name when there is one)."""
    data = session.to_save()
    if name:
        data[NAME_KEY] = name
    return json.dumps(data, separators=(",", ":"))


def write_save(path: Path, session: GameSession, name: str | None = None) -> None:
    """Save ``session`` at ``path``; ``name`` None keeps the display name the file already has."""
    if name is None:
        name = read_name(path)
    atomic_write(path, save_text(session, name), backups=BACKUPS)


def read_name(path: Path) -> str:
    """The display name kept in a save ("" when none, or when the file is missing or damaged)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return ""
    name = data.get(NAME_KEY) if isinstance(data, dict) else None
    return name if isinstance(name, str) else ""


def read_save(path: Path) -> GameSession:
    """Load a save file; raises SaveError with a player-readable message."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError as exc:
        raise SaveError(f"no save file at {path}") from exc
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise SaveError(f"damaged save: {path.name} is not valid JSON") from exc
    return GameSession.from_save(data)


@dataclass
class SavedGame:
    """A line of the home screen's list of saved games."""

    game_id: str
    game: str
    summary: str
    modified: float
    damaged: str = ""
    backups: int = 0
    name: str = ""


def _parse_listing(game_id: str, path: Path, modified: float) -> SavedGame:
    try:
        data: Any = json.loads(path.read_text(encoding="utf-8"))
        name = data.get(NAME_KEY, "")
        return SavedGame(
            game_id,
            str(data["game"]),
            str(data.get("summary", "")),
            modified,
            name=name if isinstance(name, str) else "",
        )
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return SavedGame(game_id, "?", "", modified, "damaged: not readable")


class SaveStore:
    """The saved games in one folder (the app data folder; a temporary one in tests)."""

    def __init__(self, folder: Path | None = None):
        self.folder = folder if folder is not None else app_home() / "saves"
        self._listing: dict[str, tuple[tuple[int, int], SavedGame]] = {}

    def path(self, game_id: str) -> Path:
        safe = "".join(c for c in game_id if c.isalnum() or c in "-_")
        return self.folder / f"{safe}.json"

    def save(self, session: GameSession) -> None:
        write_save(self.path(session.game_id), session)

    def load(self, game_id: str, backup: int = 0) -> GameSession:
        """The saved game, or its ``backup``-th older version; raises SaveError when damaged."""
        path = self.path(game_id)
        return read_save(backup_path(path, backup) if backup else path)

    def backups(self, game_id: str) -> list[int]:
        path = self.path(game_id)
        return [n for n in range(1, BACKUPS + 1) if backup_path(path, n).exists()]

    def restore(self, game_id: str, backup: int) -> GameSession:
        """Make backup ``backup`` the live save again; the damaged or current file becomes backup 1."""
        session = self.load(game_id, backup)
        write_save(self.path(game_id), session, read_name(backup_path(self.path(game_id), backup)))
        return session

    def rename(self, game_id: str, name: str) -> None:
        """Keep ``name`` as the game's display name in its save (blank: back to the game's title)."""
        path = self.path(game_id)
        with save_lock(path):
            write_save(path, read_save(path), " ".join(name.split())[:80])

    def delete(self, game_id: str) -> None:
        """Move a game and its backups into the trash (emptied at the next start of the app)."""
        path = self.path(game_id)
        trash = self.folder / TRASH / f"{path.stem}-{time.time_ns()}"
        trash.mkdir(parents=True, exist_ok=True)
        for candidate in [path, *(backup_path(path, n) for n in range(1, BACKUPS + 1))]:
            if candidate.exists():
                os.replace(candidate, trash / candidate.name)
        path.with_name(path.name + ".lock").unlink(missing_ok=True)
        _fsync_folder(self.folder)

    def empty_trash(self) -> None:
        """Forget the games deleted before this start of the app."""
        shutil.rmtree(self.folder / TRASH, ignore_errors=True)

    def list(self) -> list[SavedGame]:
        """Every saved game, newest first; damaged ones and lone backups are listed, never hidden.

        A file is parsed again only when its size or modification time changed.
        """
        if not self.folder.is_dir():
            return []
        games: dict[str, SavedGame] = {}
        for path in self.folder.iterdir():
            game_id, _, suffix = path.name.partition(".json")
            if not game_id or game_id.startswith("."):
                continue
            if suffix == "":
                games[game_id] = self._listed(game_id, path)
            elif suffix[1:].isdigit() and not self.path(game_id).exists() and game_id not in games:
                games[game_id] = SavedGame(game_id, "?", "", path.stat().st_mtime, "missing: only backups are left")
        for saved in games.values():
            if saved.damaged:
                saved.backups = len(self.backups(saved.game_id))
        return sorted(games.values(), key=lambda g: g.modified, reverse=True)

    def _listed(self, game_id: str, path: Path) -> SavedGame:
        stat = path.stat()
        key = (stat.st_mtime_ns, stat.st_size)
        cached = self._listing.get(game_id)
        if cached is None or cached[0] != key:
            cached = (key, _parse_listing(game_id, path, stat.st_mtime))
            self._listing[game_id] = cached
        return SavedGame(**vars(cached[1]))
