"""The table key of the served app: only the table's own phones get in.

``companion serve`` reads the key kept in the data folder (made at the first start) and lets in a
browser that brings it: the Join QR and the addresses the server prints carry it as ``?key=…``, and a
phone remembers it in its browser (:mod:`companion.ui.join`). ``companion renew-key`` replaces it: the
next start of the server lets in only the new key's phones. The static build (phones alone) has none.
"""

from __future__ import annotations

import os
import re
import secrets
from pathlib import Path
from urllib.parse import unquote, urlsplit, urlunsplit

from ..paths import app_home

PARAMETER = "key"
"""The query parameter that carries the key in a join link."""
_GIVEN = PARAMETER + "="
_SHAPE = re.compile(r"[A-Za-z0-9_-]{22,}")


def key_file(folder: Path | None = None) -> Path:
    return (folder if folder is not None else app_home()) / "table-key"


def kept(folder: Path | None = None) -> str:
    """The table key kept in the data folder; made (and kept) when there is none or it is unreadable."""
    try:
        key = key_file(folder).read_text(encoding="ascii").strip()
    except (OSError, UnicodeDecodeError):
        key = ""
    return key if _SHAPE.fullmatch(key) else renew(folder)


def renew(folder: Path | None = None) -> str:
    """Make a new table key and keep it in place of the old (readable by this user alone)."""
    key = secrets.token_urlsafe(16)
    path = key_file(folder)
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(path.name + ".new")
    descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(descriptor, "w", encoding="ascii") as handle:
        handle.write(key + "\n")
    os.replace(temporary, path)
    return key


def matches(given: object, key: str) -> bool:
    """Whether ``given`` (from a link or a phone's storage) is the table key (compared in constant time)."""
    return isinstance(given, str) and secrets.compare_digest(given.encode("utf-8"), key.encode("utf-8"))


def with_key(link: str, key: str) -> str:
    """``link`` carrying the table key (its other query parameters kept as they are)."""
    parts = urlsplit(link)
    query = [piece for piece in parts.query.split("&") if piece and not piece.startswith(_GIVEN)]
    return urlunsplit(parts._replace(query="&".join([*query, _GIVEN + key])))


def split_key(route: str) -> tuple[str, str | None]:
    """A route without its table key, and the key it carried (None when it carried none); its other query
    parameters are kept as they are (a share code's "+" is a base45 character, not a space)."""
    parts = urlsplit(route)
    pieces = [piece for piece in parts.query.split("&") if piece]
    given = [unquote(piece.removeprefix(_GIVEN)) for piece in pieces if piece.startswith(_GIVEN)]
    if not given:
        return route, None
    rest = "&".join(piece for piece in pieces if not piece.startswith(_GIVEN))
    return urlunsplit(parts._replace(query=rest)), given[-1]
