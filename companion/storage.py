"""Autosave: atomic writes, a rolling backup of the last versions, damaged saves kept and reported."""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

try:
    import fcntl
except ImportError:  # Windows: no advisory locks; one writer is assumed there
    fcntl = None  # type: ignore[assignment]

from .engine.history import GameSession, SaveError
from .paths import app_home

BACKUPS = 3


def atomic_write(path: Path, text: str, backups: int = 0) -> None:
    """Write ``text`` to ``path`` so a crash leaves the old or the new file, never half of one.

    With ``backups`` > 0 the previous versions are kept as ``path.1`` (newest) .. ``path.N``.
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
            os.replace(path, backup_path(path, 1))
        os.replace(tmp, path)
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


def write_save(path: Path, session: GameSession) -> None:
    atomic_write(path, json.dumps(session.to_save(), separators=(",", ":")), backups=BACKUPS)


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


class SaveStore:
    """The saved games in one folder (the app data folder; a temporary one in tests)."""

    def __init__(self, folder: Path | None = None):
        self.folder = folder if folder is not None else app_home() / "saves"

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

    def delete(self, game_id: str) -> None:
        """Remove a game and its backups (only when the player asks)."""
        path = self.path(game_id)
        for candidate in [path, *(backup_path(path, n) for n in range(1, BACKUPS + 1))]:
            candidate.unlink(missing_ok=True)

    def list(self) -> list[SavedGame]:
        """Every saved game, newest first; damaged ones are listed with the reason, not hidden."""
        games = []
        for path in self.folder.glob("*.json") if self.folder.is_dir() else []:
            game_id = path.stem
            try:
                data = json.loads(path.read_text(encoding="utf-8"))
                games.append(SavedGame(game_id, str(data["game"]), str(data.get("summary", "")), path.stat().st_mtime))
            except (ValueError, KeyError, TypeError, UnicodeDecodeError):
                games.append(
                    SavedGame(
                        game_id, "?", "", path.stat().st_mtime, "damaged: not readable", len(self.backups(game_id))
                    )
                )
        return sorted(games, key=lambda g: g.modified, reverse=True)
