"""Autosave that cannot lose a game: atomic writes, rolling backups, rename, delete to a trash.

A save is written to a temporary file and fsynced; the live ``<id>.json`` is then hard-linked
(or copied) as the pending backup ``.<id>.json.pending``, the new file is renamed over the live one
(the moment the save counts), and the pending backup is rotated in as ``<id>.json.1``. At every
moment ``<id>.json`` exists (the old or the new version). A save that fails before its rename
changes nothing; one interrupted after it is finished by :func:`mend_backups` at the next save or
start, so the backups stay a whole chain (no gap, no copy of the live file, no copy of each other)
and no temporary file outlives the next save of its game or the next start. A backup whose live file is
gone is listed as a game to restore. Deleting moves the files into ``.trash/``, where they stay for
:data:`TRASH_DAYS` days.
"""

from __future__ import annotations

import glob
import json
import os
import shutil
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .engine.door import read_session
from .engine.game import BaseState
from .engine.history import GameSession, SaveError
from .file_lock import exclusive
from .paths import app_home

BACKUPS = 3
TRASH = ".trash"
TRASH_DAYS = 30
"""How long a deleted game stays in the trash, to be restored, before a start of the app forgets it."""
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


def remove_file(path: Path) -> None:
    """Remove ``path`` for good (the removal made durable); nothing when it is not there."""
    if path.exists():
        path.unlink()
        _fsync_folder(path.parent)


def _keep_copy(source: Path, target: Path) -> None:
    """``target`` becomes a second name (hard link) or a whole copy of ``source``; ``source`` is untouched."""
    target.unlink(missing_ok=True)
    try:
        os.link(source, target)
    except (OSError, AttributeError):  # no hard links (none in a phone's browser): copied aside, then renamed in
        partial = target.with_name(f"{target.name}.{os.getpid()}.copy.tmp")
        shutil.copy2(source, partial)
        os.replace(partial, target)


def atomic_write(path: Path, text: str, backups: int = 0) -> None:
    """Write ``text`` to ``path`` so a crash leaves the old or the new file, never half of one.

    With ``backups`` > 0 the previous versions are kept as ``path.1`` (newest) .. ``path.N``.
    The live file is never moved away: the backup is a second link made before the rename. A
    failure before the rename leaves every file as it was; no temporary file is left behind.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    sweep(path)
    if backups:
        with suppress(OSError):  # the game is saved even when its backups cannot be tidied now
            mend_backups(path, backups)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.{os.getpid()}.", suffix=".tmp")
    pending, committed = _pending(path), False
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        if backups and path.exists():
            _keep_copy(path, pending)
        os.replace(tmp, path)
        committed = True
        _fsync_folder(path.parent)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)
        if backups and not committed:
            pending.unlink(missing_ok=True)
    if backups:
        with suppress(OSError):  # the save itself is done; the next save or start rotates the backup in
            mend_backups(path, backups)


def sweep(path: Path) -> None:
    """Remove the temporary files an interrupted save of ``path`` left (their writer is gone): at each save of
    the file and at each start of the app, so none outlives the next of either."""
    for temporary in path.parent.glob(f".{glob.escape(path.name)}.*.tmp"):
        try:
            if _abandoned(temporary):
                temporary.unlink()
        except OSError:  # gone meanwhile, or not ours to remove
            continue


def _pending(path: Path) -> Path:
    """The previous version of ``path`` while a save is under way (the next backup 1)."""
    return path.with_name(f".{path.name}.pending")


def _same(a: Path, b: Path) -> bool:
    """Whether two files are one (a second link) or hold the same bytes."""
    try:
        if os.path.samefile(a, b):
            return True
        return a.stat().st_size == b.stat().st_size and a.read_bytes() == b.read_bytes()
    except OSError:
        return False


def mend_backups(path: Path, backups: int) -> None:
    """Make the backups of ``path`` a whole chain: ``path.1`` .. ``path.k``, newest first, none a copy
    of the live file or of the one before it, the pending backup of an interrupted save rotated in.

    Renames go oldest first, so an interruption here too leaves files this mends at the next call.
    """
    pending = _pending(path)
    chain = [pending] if pending.exists() else []
    chain += [backup_path(path, n) for n in range(1, backups + 1) if backup_path(path, n).exists()]
    kept: list[Path] = []
    for candidate in chain:
        if (path.exists() and _same(candidate, path)) or (kept and _same(candidate, kept[-1])):
            candidate.unlink()
        else:
            kept.append(candidate)
    for extra in kept[backups:]:
        extra.unlink()
    kept = kept[:backups]
    slot = {candidate: 0 if candidate == pending else int(candidate.name.rsplit(".", 1)[1]) for candidate in kept}
    for index, candidate in enumerate(kept):  # gaps close first (newest first: each target is free) ...
        if index + 1 < slot[candidate]:
            os.replace(candidate, backup_path(path, index + 1))
    for index, candidate in reversed(list(enumerate(kept))):  # ... then the chain moves up (oldest first)
        if index + 1 > slot[candidate]:
            os.replace(candidate, backup_path(path, index + 1))
    if chain:
        _fsync_folder(path.parent)


def _abandoned(temporary: Path) -> bool:
    """Whether a temporary file's writer is gone (its process id is in its name: ``.<file>.<pid>.…tmp``)."""
    parts = temporary.name.split(".")
    pid = next((int(p) for p in reversed(parts[:-2]) if p.isdigit()), None)
    if pid is None or os.name != "posix":
        return time.time() - temporary.stat().st_mtime > 3600
    if pid == os.getpid():
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except OSError:  # alive, under another user
        return False
    return False


@contextmanager
def save_lock(path: Path) -> Iterator[None]:
    """Hold the one writer's lock of a save (``<save>.lock`` beside it) while the block runs.

    The CLI and the server both take it around read-apply-write, so a command that was
    acknowledged is in the file.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path.with_name(path.name + ".lock"), "a+") as handle, exclusive(handle):
        yield


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
    """Load a save file through the door of every state from outside (:func:`read_session`); raises SaveError with
    a player-readable message."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError as exc:
        raise SaveError(f"no save file at {path}") from exc
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise SaveError(f"damaged save: {path.name} is not valid JSON") from exc
    return read_session(data)


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
    finished: bool = False


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
            finished=data.get("state", {}).get("finished") is True,
        )
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return SavedGame(game_id, "?", "", modified, "damaged: not readable")


class SaveStore:
    """The saved games in one folder (the app data folder; a temporary one in tests).

    ``check`` is the last step of the door for a save read from disk (the server's off-screen build of
    the table: :func:`companion.ui.trial.unplayable`): a game it finds a problem with is refused as
    damaged when loaded, and its file is left as it is.
    """

    def __init__(self, folder: Path | None = None, check: Callable[[BaseState], str] | None = None):
        self.folder = folder if folder is not None else app_home() / "saves"
        self.check = check
        self._listing: dict[str, tuple[tuple[int, int], SavedGame]] = {}

    def path(self, game_id: str) -> Path:
        safe = "".join(c for c in game_id if c.isalnum() or c in "-_")
        return self.folder / f"{safe}.json"

    def save(self, session: GameSession) -> None:
        write_save(self.path(session.game_id), session)

    def load(self, game_id: str, backup: int = 0) -> GameSession:
        """The saved game, or its ``backup``-th older version; raises SaveError when damaged."""
        path = self.path(game_id)
        session = read_save(backup_path(path, backup) if backup else path)
        problem = self.check(session.state) if self.check else ""
        if problem:
            raise SaveError(f"damaged save: {problem}")
        return session

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
        """Move a game and its backups into the trash (a folder named after it and the time of its deletion),
        where it stays for :data:`TRASH_DAYS` days."""
        path = self.path(game_id)
        trash = self.folder / TRASH / f"{path.stem}-{time.time_ns()}"
        trash.mkdir(parents=True, exist_ok=True)
        for candidate in [path, *(backup_path(path, n) for n in range(1, BACKUPS + 1))]:
            if candidate.exists():
                os.replace(candidate, trash / candidate.name)
        path.with_name(path.name + ".lock").unlink(missing_ok=True)
        _fsync_folder(self.folder)

    def mend(self) -> None:
        """Finish what interrupted saves left (at each start of the app): their temporary files are removed,
        each game's backups made a whole chain again (:func:`mend_backups`)."""
        if not self.folder.is_dir():
            return
        for temporary in self.folder.glob(".*.tmp"):  # the files of games gone too
            with suppress(OSError):  # gone meanwhile, or not ours to remove
                if _abandoned(temporary):
                    temporary.unlink()
        for path in self.folder.glob("*.json"):
            with save_lock(path):
                mend_backups(path, BACKUPS)

    def deleted(self) -> list[SavedGame]:
        """The games in the trash, newest deletion first (``game_id`` names the trash folder to restore)."""
        trash = self.folder / TRASH
        if not trash.is_dir():
            return []
        found = []
        for folder in trash.iterdir():
            stem, _, _ = folder.name.rpartition("-")
            path = folder / f"{stem}.json"
            if folder.is_dir() and path.is_file():
                found.append(_parse_listing(folder.name, path, folder.stat().st_mtime))
        return sorted((g for g in found if not g.damaged), key=lambda g: g.modified, reverse=True)

    def undelete(self, trash_name: str) -> str:
        """Put a deleted game (and its backups) back in the list; its game id.

        Refused (ValueError) when a game of that id has come back meanwhile: nothing is replaced.
        """
        folder = self.folder / TRASH / "".join(c for c in trash_name if c.isalnum() or c in "-_")
        stem = folder.name.rpartition("-")[0]
        if not (folder / f"{stem}.json").is_file():
            raise ValueError("That game is no longer in the trash.")
        if self.path(stem).exists():
            raise ValueError("A game with the same id is on the list already: delete it first to restore this one.")
        for item in folder.iterdir():
            os.replace(item, self.folder / item.name)
        folder.rmdir()
        _fsync_folder(self.folder)
        return stem

    def empty_trash(self, now: float | None = None) -> None:
        """Forget the games deleted more than :data:`TRASH_DAYS` days ago (at a start of the app)."""
        trash = self.folder / TRASH
        if not trash.is_dir():
            return
        oldest = (time.time() if now is None else now) - TRASH_DAYS * 86400
        for folder in trash.iterdir():
            stamp = folder.name.rpartition("-")[2]
            deleted = int(stamp) / 1e9 if stamp.isdigit() else folder.stat().st_mtime
            if deleted < oldest:
                shutil.rmtree(folder, ignore_errors=True)

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
