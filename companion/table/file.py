"""One save file changed outside the server (the command-line tool): read, change and write under its lock."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from ..engine import GameSession
from ..storage import save_lock, write_save


class SaveEdit:
    """The session a locked block changes; it is written back only if the block sets ``changed``."""

    def __init__(self, session: GameSession):
        self.session = session
        self.changed = False


@contextmanager
def edit_save(path: Path, load: Callable[[Path], GameSession]) -> Iterator[SaveEdit]:
    """Hold the save's one-writer lock around read, change and write (so concurrent writers lose nothing).

    A live table on a server takes the same lock to write, and reads the file again when it sees
    that another writer changed it, so a change made here reaches every phone.
    """
    with save_lock(path):
        edit = SaveEdit(load(path))
        yield edit
        if edit.changed:
            write_save(path, edit.session)
