"""Which phone holds each seat of a game at this table: a seat a phone claims ("This phone is…") is that
phone's until it gives it up or the host hands it over from the host's screen.

A phone is known by the id it keeps in its browser (:class:`companion.ui.prefs.PhonePrefs`). The claims of a
game are kept beside the saves (``seats/<game id>.json``), so a restart of the server keeps them. What a phone
plays is then the seats it chose less those another phone holds (:func:`played`): a seat's private choices
and secrets reach only the phone that holds it.
"""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path

from ..storage import SaveStore

_LOCK = threading.RLock()  # one server process: its sessions claim one at a time
_HELD: dict[Path, dict[int, str]] = {}  # claims file -> seat -> phone, read once per process, then kept here


class SeatClaims:
    """The seat holders of the games of one save folder (kept in ``seats/`` beside it)."""

    def __init__(self, store: SaveStore):
        self.store = store
        self.folder = store.folder.parent / "seats"

    def holders(self, game_id: str) -> dict[int, str]:
        """Seat -> the id of the phone holding it (the file is read once, on a worker thread when the game opens)."""
        path = self._path(game_id)
        with _LOCK:
            if path not in _HELD:
                _HELD[path] = _read(path)
            return dict(_HELD[path])

    def claim(self, game_id: str, phone: str, seats: set[int]) -> frozenset[int]:
        """``phone`` takes the ``seats`` no other phone holds and gives up the others it held; the seats it now
        holds."""
        with _LOCK:
            holders = self.holders(game_id)
            kept = {seat: holder for seat, holder in holders.items() if holder != phone}
            kept |= {seat: phone for seat in seats if seat not in kept}
            self._write(game_id, kept)
            return frozenset(seat for seat, holder in kept.items() if holder == phone)

    def hand_over(self, game_id: str, seat: int) -> None:
        """The host frees ``seat``: the next phone that claims it holds it."""
        with _LOCK:
            holders = self.holders(game_id)
            holders.pop(seat, None)
            self._write(game_id, holders)

    def played(self, game_id: str, phone: str, chosen: frozenset[int]) -> frozenset[int]:
        """The seats ``phone`` plays: the ``chosen`` ones no other phone holds."""
        holders = self.holders(game_id)
        return frozenset(seat for seat in chosen if holders.get(seat, phone) == phone)

    def _path(self, game_id: str) -> Path:
        return self.folder / self.store.path(game_id).name  # the save's own (safe) file name

    def _write(self, game_id: str, holders: dict[int, str]) -> None:
        path = self._path(game_id)
        _HELD[path] = holders
        self.folder.mkdir(parents=True, exist_ok=True)
        temporary = path.with_name(path.name + ".new")
        temporary.write_text(json.dumps({str(seat): phone for seat, phone in sorted(holders.items())}), "utf-8")
        os.replace(temporary, path)


def _read(path: Path) -> dict[int, str]:
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(raw, dict):
        return {}
    return {int(seat): phone for seat, phone in raw.items() if seat.isdigit() and isinstance(phone, str)}
