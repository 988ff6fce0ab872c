"""What a game's table screen gets from the app shell: the session, and one way to change it.

Every change goes through :meth:`TableContext.execute`: it validates, applies, autosaves and
redraws, or shows the refusal with the rule that forbids it. Game screens never mutate state.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import flet as ft
from pydantic import BaseModel, Field, ValidationError

from ..content import ContentLibrary
from ..engine import Command, GameSession, Violation
from ..storage import SaveStore, atomic_write


class Settings(BaseModel):
    """Local preferences (never part of a game's state or snapshot)."""

    dark: bool = False
    physical_dice: bool = False
    variant_defaults: dict[str, dict[str, object]] = Field(default_factory=dict)

    @classmethod
    def load(cls, path: Path) -> Settings:
        """The saved preferences; defaults when the file is missing or unreadable."""
        try:
            return cls.model_validate(json.loads(path.read_text(encoding="utf-8")))
        except (OSError, ValueError, ValidationError):
            return cls()

    def save(self, path: Path) -> None:
        atomic_write(path, self.model_dump_json(indent=1))


class TableContext:
    """The bridge between one game's table screen and the shell."""

    def __init__(
        self,
        page: ft.Page,
        session: GameSession,
        store: SaveStore,
        library: ContentLibrary,
        settings: Settings,
        redraw: Callable[[], None],
    ):
        self.page, self.session, self.store, self.library, self.settings = page, session, store, library, settings
        self._redraw = redraw
        self.last_refusal: list[Violation] = []

    @property
    def state(self):
        return self.session.state

    def execute(self, command: Command) -> bool:
        """Run ``command``; on refusal show why (rule, message, rules reference) and change nothing."""
        violations = self.session.execute(command)
        self.last_refusal = violations
        if violations:
            self.show_refusal(violations)
            return False
        self.store.save(self.session)
        self.redraw()
        return True

    def show_refusal(self, violations: list[Violation]) -> None:
        """The refusal in plain words (message, where the rule is written, the rule on tap), with a haptic tick."""
        from .refusal import refusal_dialog, refused

        refused(self.page)
        self.open_dialog(refusal_dialog(violations, self.close_dialog))

    def open_dialog(self, dialog: ft.AlertDialog | ft.BottomSheet) -> None:
        self.page.show_dialog(dialog)

    def close_dialog(self) -> None:
        self.page.pop_dialog()

    def toast(self, message: str) -> None:
        self.page.show_dialog(ft.SnackBar(ft.Text(message)))

    def redraw(self) -> None:
        self._redraw()


class BoxSetupContext:
    """What a game's box-setup screen gets: the content library and a way to talk to the player."""

    def __init__(self, page: ft.Page, library: ContentLibrary, redraw: Callable[[], None]):
        self.page, self.library = page, library
        self._redraw = redraw

    def toast(self, message: str) -> None:
        self.page.show_dialog(ft.SnackBar(ft.Text(message)))

    def redraw(self) -> None:
        self._redraw()
