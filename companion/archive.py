"""Games and content as files, to keep and to move to another machine.

A game leaves as its save file (start, every command, redo stack and display name: the whole
history). "All data" is one file holding every readable save and the box-setup content. Coming
back, a file is checked whole before anything is written, like a received code: each save is
replayed, its invariants hold, and ``check`` (the app's trial table) proves play can go on; the
content is staged in a scratch library first. A local game of the same id that differs from the
file is only replaced when the player agreed (:attr:`Incoming.replaces`); it stays as backup 1.
"""

from __future__ import annotations

import json
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .content import ContentError, ContentLibrary
from .content.library import EXPORT_FORMAT
from .engine import GameSession, SaveError
from .engine.game import BaseState
from .engine.history import SAVE_FORMAT
from .storage import NAME_KEY, SaveStore, write_save
from .sync.codec import SnapshotError
from .sync.receive import admit

DATA_FORMAT = "table-companion-data"
DATA_VERSION = 1
MAX_BYTES = 16 * 1024 * 1024
"""The largest file the app imports."""


class ArchiveError(Exception):
    """A file the app will not import, in a sentence for the player; nothing was written."""


def file_name(label: str, game_id: str) -> str:
    """A file name a phone, Windows and a shell all accept: ``Tuesday-night-syn-0a1b2c3d4e.json``."""
    words = "".join(c if c.isalnum() else "-" for c in label).strip("-")
    return "-".join(filter(None, ["-".join(w for w in words.split("-") if w)[:40], game_id])) + ".json"


def game_export(store: SaveStore, game_id: str) -> bytes:
    """The save file of one game, as it is on disk (with its history and display name)."""
    return store.path(game_id).read_bytes()


def all_data(store: SaveStore, library: ContentLibrary) -> bytes:
    """Every readable save and the player's box-setup content, as one file (damaged saves stay behind)."""
    saves = []
    for saved in store.list():
        if saved.damaged:
            continue
        try:
            saves.append(json.loads(store.path(saved.game_id).read_text(encoding="utf-8")))
        except (OSError, ValueError):
            continue
    document = {"format": DATA_FORMAT, "version": DATA_VERSION, "saves": saves, "content": library.export()}
    return json.dumps(document, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


@dataclass
class Incoming:
    """A checked file: its games (with display names), its content, and the local games it would replace."""

    games: list[tuple[GameSession, str]]
    content: dict[str, Any] | None = None
    replaces: list[str] = field(default_factory=list)
    """One line per local game of the same id that differs from the file's copy."""

    def summary(self) -> str:
        count = len(self.games)
        parts = [f"{count} game{'s' if count != 1 else ''}"] if count or self.content is None else []
        if self.content is not None:
            entries = sum(len(items) for kinds in self.content.get("games", {}).values() for items in kinds.values())
            parts.append(f"{entries} box-setup entr{'ies' if entries != 1 else 'y'}")
        return " and ".join(parts)


def read(data: bytes, store: SaveStore, check: Callable[[BaseState], None]) -> Incoming:
    """Check a save, all-data or content file completely; raises ArchiveError (nothing is written)."""
    if len(data) > MAX_BYTES:
        raise ArchiveError(f"This file is larger than {MAX_BYTES // (1024 * 1024)} MB.")
    try:
        document = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise ArchiveError("This file is not a Table Companion save, data or content file.") from None
    kind = document.get("format") if isinstance(document, dict) else None
    if kind == SAVE_FORMAT:
        saves, content = [document], None
    elif kind == DATA_FORMAT and isinstance(document.get("saves"), list):
        saves, content = document["saves"], document.get("content")
    elif kind == EXPORT_FORMAT:
        saves, content = [], document
    else:
        raise ArchiveError("This file is not a Table Companion save, data or content file.")
    incoming = Incoming([_checked(save, n, check) for n, save in enumerate(saves, start=1)], content)
    if content is not None:
        with tempfile.TemporaryDirectory() as scratch:
            try:
                ContentLibrary(user_dir=Path(scratch)).import_(content)
            except ContentError as exc:
                raise ArchiveError(f"Its box-setup content cannot be used: {exc}") from None
    incoming.replaces = [line for session, _ in incoming.games if (line := _differs(store, session))]
    return incoming


def _checked(save: Any, number: int, check: Callable[[BaseState], None]) -> tuple[GameSession, str]:
    try:
        session = GameSession.from_save(save)
        admit(session.state)
        check(session.state)
    except SnapshotError:  # its invariants or the trial table refused it (their words are about codes)
        raise ArchiveError(f"Game {number} of this file cannot be used: play could not go on from it.") from None
    except (SaveError, ValueError) as exc:
        raise ArchiveError(f"Game {number} of this file cannot be used: {exc}") from None
    name = save.get(NAME_KEY, "") if isinstance(save, dict) else ""
    return session, name if isinstance(name, str) else ""


def _differs(store: SaveStore, session: GameSession) -> str:
    """A line naming the local copy of the same game when it differs from ``session`` ("" otherwise)."""
    path = store.path(session.game_id)
    if not path.exists():
        return ""
    try:
        local = store.load(session.game_id)
    except SaveError:
        return f"{session.definition.title} ({session.game_id}): this phone's copy is damaged"
    if local.to_save() == session.to_save():
        return ""
    return (
        f"{session.definition.title} ({session.game_id}): this phone has revision {local.state.revision}, "
        f"the file revision {session.state.revision}"
    )


def keep(incoming: Incoming, store: SaveStore, library: ContentLibrary) -> list[str]:
    """Write a checked file's games and content; the ids of the games written.

    A local game it replaces becomes backup 1 of the new save (so the player can go back).
    """
    for session, name in incoming.games:
        write_save(store.path(session.game_id), session, name)
    if incoming.content is not None:
        library.import_(incoming.content)
    return [session.game_id for session, _ in incoming.games]
