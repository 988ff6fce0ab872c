"""Per-phone preferences, kept in the browser's own storage (Flet's ``SharedPreferences``).

Language, theme, large text, physical dice and which seats this phone plays belong to the phone in hand, not
to the table: two phones at one table may differ. The server's settings file keeps only table-wide
defaults (the rule readings). Everything is one JSON string under one key.
"""

from __future__ import annotations

import asyncio
import json
import secrets
from typing import Literal, Protocol

import flet as ft
from pydantic import BaseModel, Field, ValidationError

from ..i18n import AUTOMATIC, N_

KEY = "table_companion.phone"
THEMES = {"system": N_("Follow the system"), "light": N_("Light"), "dark": N_("Dark")}


class PhonePrefs(BaseModel):
    """What this phone remembers for its holder."""

    theme: Literal["system", "light", "dark"] = "system"
    language: str = AUTOMATIC  # a language code, or the one the browser asks for
    large_text: bool = False
    physical_dice: bool = False
    seats: dict[str, list[int]] = Field(default_factory=dict)  # game id -> seats this phone plays
    phone: str = ""  # this phone's id at a served table (made at its first visit): the seats it holds are its

    def mine(self, game_id: str) -> frozenset[int]:
        """The seats this phone plays in game ``game_id``."""
        return frozenset(self.seats.get(game_id, []))


class PrefsBackend(Protocol):
    async def get(self, key: str) -> object: ...

    async def set(self, key: str, value: str) -> object: ...


class MemoryBackend:
    """A dict in place of the browser's storage (logic tests: a fake session gets no client replies)."""

    def __init__(self, data: dict[str, str] | None = None):
        self.data = data if data is not None else {}

    async def get(self, key: str) -> object:
        return self.data.get(key)

    async def set(self, key: str, value: str) -> object:
        self.data[key] = value
        return True


class BrowserStorage:
    """The browser's own storage (``localStorage`` on the web), read again when no answer comes: a phone that
    reloads or reconnects between the question and its answer never sends the answer (the session, kept by
    the server, would wait for it forever and never open)."""

    def __init__(self, prefs: PrefsBackend | None = None, ask_again_after: float = 5.0, asks: int = 12):
        self.prefs: PrefsBackend = prefs if prefs is not None else ft.SharedPreferences()
        self.ask_again_after = ask_again_after
        self.asks = asks

    async def get(self, key: str) -> object:
        """The stored value; None when the phone answered none of the ``asks`` in time (as if nothing were kept)."""
        for _ask in range(self.asks):
            try:
                return await asyncio.wait_for(self.prefs.get(key), self.ask_again_after)
            except TimeoutError:
                continue
        return None

    async def set(self, key: str, value: str) -> object:
        return await self.prefs.set(key, value)


def browser_backend() -> PrefsBackend:
    """The browser's own storage; logic tests swap in a MemoryBackend."""
    return BrowserStorage()


class PhoneStore:
    """The preferences of this phone: ``values`` now, ``load`` once, ``save`` after each change."""

    def __init__(self, page: ft.Page | None, backend: PrefsBackend | None = None):
        self.page = page
        self.backend: PrefsBackend = backend if backend is not None else browser_backend()
        self.values = PhonePrefs()

    async def load(self) -> PhonePrefs:
        """Read the stored preferences (defaults when none or unreadable)."""
        raw = await self.backend.get(KEY)
        try:
            self.values = PhonePrefs.model_validate(json.loads(str(raw))) if raw else PhonePrefs()
        except (ValueError, ValidationError):
            self.values = PhonePrefs()
        if not self.values.phone:
            self.values.phone = secrets.token_urlsafe(12)
            self.save()
        return self.values

    def save(self) -> None:
        """Store the current values (in the background: the screen does not wait for the browser)."""

        async def write() -> None:
            await self.backend.set(KEY, self.values.model_dump_json())

        if self.page is not None:
            self.page.run_task(write)

    def set_seats(self, game_id: str, seats: set[int]) -> None:
        """Remember which seats this phone plays in ``game_id`` and store it."""
        if seats:
            self.values.seats[game_id] = sorted(seats)
        else:
            self.values.seats.pop(game_id, None)
        self.save()
