"""Reading and writing for the command line: bounded, never hanging, ``-`` for standard input/output.

Everything a user hands the CLI is untrusted: a file must be a regular file of bounded size (a FIFO,
a device or a folder is refused before it is opened), JSON is parsed without NaN or Infinity and with
a bounded depth, and a save must be a game the app can play (its invariants hold).
"""

from __future__ import annotations

import json
import stat
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from .engine import GameSession, SaveError
from .engine.door import read_session
from .storage import atomic_write, write_save
from .table import SaveEdit, edit_save

STDIO = "-"
MAX_INPUT_BYTES = 16 * 1024 * 1024
"""The largest file or standard input the CLI reads."""
MAX_DEPTH = 64
"""The deepest nesting of JSON the CLI accepts (game states nest a handful of levels)."""


FAILED = 1
"""Exit code of a refused command or invalid data (a missing file, a damaged save, a bad code)."""
USAGE = 2
"""Exit code of a command line the parser rejects (unknown command or option, a missing or malformed argument)."""


class UserError(Exception):
    """Invalid data or a command that cannot be done: reported in one line, exit code :data:`FAILED`."""


class UsageError(UserError):
    """A command line the parser rejects: reported in one line with the command's usage, exit code :data:`USAGE`."""


def read_bytes(name: str, what: str) -> bytes:
    """The bytes of file ``name`` (``-``: standard input), at most :data:`MAX_INPUT_BYTES`."""
    if name == STDIO:
        data = sys.stdin.buffer.read(MAX_INPUT_BYTES + 1)
    else:
        _check_regular(Path(name), what)
        with open(name, "rb") as handle:
            data = handle.read(MAX_INPUT_BYTES + 1)
    if len(data) > MAX_INPUT_BYTES:
        raise UserError(f"the {what} is larger than {MAX_INPUT_BYTES // (1024 * 1024)} MB")
    return data


def read_text(name: str, what: str) -> str:
    try:
        return read_bytes(name, what).decode("utf-8")
    except UnicodeDecodeError:
        raise UserError(f"the {what} is not UTF-8 text") from None


def _check_regular(path: Path, what: str) -> None:
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        raise UserError(f"no {what} at {path}") from None
    except OSError as exc:
        raise UserError(f"cannot read {path}: {exc.strerror or 'not readable'}") from None
    if not stat.S_ISREG(mode):
        raise UserError(f"{path} is not a file")


def parse_json(text: str, what: str) -> Any:
    """``text`` as JSON; NaN, Infinity and nesting deeper than :data:`MAX_DEPTH` are refused."""
    try:
        value = json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        raise UserError(f"{what} is not valid JSON: {exc.msg} at line {exc.lineno}") from None
    except RecursionError:
        raise UserError(f"{what} is nested too deeply") from None
    if _depth(value) > MAX_DEPTH:
        raise UserError(f"{what} is nested too deeply")
    return value


def _no_constant(name: str) -> Any:
    raise UserError(f"{name} is not a number the app accepts")


def _depth(value: Any) -> int:
    """The nesting depth of a parsed JSON value (iterative: no recursion limit)."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        node, depth = stack.pop()
        deepest = max(deepest, depth)
        if depth > MAX_DEPTH:
            return depth
        children = node.values() if isinstance(node, dict) else node if isinstance(node, list) else ()
        stack.extend((child, depth + 1) for child in children)
    return deepest


def read_json(name: str, what: str) -> Any:
    return parse_json(read_text(name, what), what)


def load_save(name: str) -> GameSession:
    """The game in save file ``name``: replayed, and through the door of every state from outside (its
    invariants hold, its numbers are within reach, play goes on from it: :func:`read_session`)."""
    return read_session(read_json(name, "save file"))


def check_replace(name: str, game_id: str) -> None:
    """A save is written over an existing file only when the file holds this same game (else ``--force``)."""
    if name == STDIO or not Path(name).is_file():
        return
    try:
        held = load_save(name)
    except (UserError, SaveError, ValueError, OSError):
        raise UserError(f"{name} already exists and is not a save of this game: add --force to replace it") from None
    if held.game_id != game_id:
        raise UserError(
            f"{name} holds another game ({held.definition.title}, {held.game_id}, revision "
            f"{held.state.revision}): add --force to replace it"
        )


def check_writable(name: str) -> None:
    """Refuse an output path that exists but is not a regular file (a folder is never replaced)."""
    path = Path(name)
    if name != STDIO and (path.exists() or path.is_symlink()) and not path.is_file():
        raise UserError(f"{name} is not a file: nothing was written")


def write_text(name: str, text: str) -> None:
    """Write ``text`` to file ``name`` atomically, or to standard output for ``-``."""
    check_writable(name)
    if name == STDIO:
        sys.stdout.write(text if text.endswith("\n") else text + "\n")
    else:
        atomic_write(Path(name), text)


def store_save(name: str, session: GameSession) -> None:
    """Write a save file (keeping backups), or print it for ``-``."""
    check_writable(name)
    if name == STDIO:
        print(json.dumps(session.to_save(), separators=(",", ":")))
    else:
        write_save(Path(name), session)


@contextmanager
def locked_save(name: str) -> Iterator[SaveEdit]:
    """The save file ``name`` changed under its one-writer lock (:func:`companion.table.edit_save`)."""
    if name == STDIO:
        raise UserError("this command changes a save file: name the file, not -")
    path = Path(name)
    _check_regular(path, "save file")
    with edit_save(path, lambda p: load_save(name)) as edit:
        yield edit
