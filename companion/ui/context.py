"""What a game's table screen gets from the app shell: the session, and one way to change it.

Every change goes through :meth:`TableContext.execute`: it validates, applies on the game's live
table, autosaves off the event loop and repaints every phone showing the game, or shows the
refusal with the rule that forbids it. Game screens never mutate state.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import flet as ft
from pydantic import BaseModel, Field, ValidationError

from ..content import ContentLibrary
from ..engine import Command, GameSession, Violation
from ..i18n import _
from ..storage import SaveStore, atomic_write
from ..table import STALE, LiveTable, Outcome
from .refusal import typo_box

DIALOG_EDGES = ft.Padding.symmetric(horizontal=12, vertical=24)
"""A dialog's distance from the screen's sides: Material's 40 px left a dropdown in a dialog on a phone too
narrow to show its chosen value (an effect, a room's name)."""


class Settings(BaseModel):
    """Local preferences (never part of a game's state or snapshot)."""

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


@dataclass
class PhoneScreen:
    """What one phone has in progress on one game's table screen, kept across its renders (another
    phone's change renders it again): the sections open, the values typed or picked and not yet sent
    (by field), the typo marks on them, and the refusal each form on the table last got (by its button)."""

    opened: set[str] = field(default_factory=set)
    chosen: dict[str, str] = field(default_factory=dict)
    marks: dict[str, str] = field(default_factory=dict)
    refusals: dict[str, list[Violation]] = field(default_factory=dict)

    def sent(self) -> None:
        """This phone's command was taken: what it had in progress went with it (open sections stay)."""
        self.chosen.clear()
        self.marks.clear()
        self.refusals.clear()


class TableContext:
    """The bridge between one game's table screen and the shell, for one phone.

    Every change goes to the game's :class:`~companion.table.LiveTable` with the table revision
    this phone shows (``seen``): a change built on an older revision is refused and the phone
    repaints the current table.
    """

    def __init__(
        self,
        page: ft.Page,
        table: LiveTable,
        store: SaveStore,
        library: ContentLibrary,
        settings: Settings,
        redraw: Callable[[], None],
        phone: str = "",
        notice: Callable[[str], None] | None = None,
        mine: frozenset[int] = frozenset(),
        speak: Callable[[str], None] | None = None,
        screen: PhoneScreen | None = None,
    ):
        self.page, self.table, self.store, self.library, self.settings = page, table, store, library, settings
        self._redraw = redraw
        self.phone = phone
        self.mine = mine  # the seats this phone plays ("This phone is…"); none on a shared phone
        self._notice = notice
        self._speak = speak  # says a refusal or a lost tap to a screen reader at once
        self.seen = table.version
        self.last_refusal: list[Violation] = []
        self._shown: list[ft.AlertDialog | ft.BottomSheet] = []  # the dialogs this screen opened
        self.screen = screen or PhoneScreen()  # this phone's own, kept by the shell across renders
        self.opened, self.chosen = self.screen.opened, self.screen.chosen
        self.marks, self.refusals = self.screen.marks, self.screen.refusals

    @property
    def session(self) -> GameSession:
        return self.table.session

    @property
    def state(self) -> Any:
        """The current state (each game's screen knows its own state type)."""
        return self.session.state

    def execute(self, command: Command[Any], on_refusal: Callable[[list[Violation]], None] | None = None) -> bool:
        """Run ``command``; on refusal show why (rule, message, rules reference) and change nothing: in a
        dialog, or by ``on_refusal`` (a form showing it inside itself)."""
        return self._settle(self.table.execute(command, self.seen, self.phone, self.mine), on_refusal)

    def validate(self, command: Command[Any]) -> list[Violation]:
        """Why ``command`` would be refused, as this phone may tell it (no other seat's secret)."""
        return self.session.validate(command, self.mine)

    def sees(self, path: str) -> bool:
        """Whether this phone may show the state at ``path`` (the game's hidden fields: only their owner's phone)."""
        return self.session.sees(path, self.mine)

    def undo(self) -> bool:
        """Undo the table's last change (every phone sees it)."""
        return self._settle(self.table.undo(self.seen))

    def redo(self) -> bool:
        return self._settle(self.table.redo(self.seen))

    def _settle(self, outcome: Outcome, on_refusal: Callable[[list[Violation]], None] | None = None) -> bool:
        self.last_refusal = outcome.violations
        if outcome.stale:
            self.seen = outcome.version  # repainted below: the phone now shows the current table
            (self._notice or self.toast)(STALE)
            if self._speak is not None:
                self._speak(STALE)
            self.redraw()
            return False
        if outcome.violations:
            self.show_refusal(outcome.violations, on_refusal)
            return False
        self.seen = outcome.version
        self.screen.sent()
        if self._notice is not None:
            self._notice("")
        self.page.run_task(self._acknowledge)
        return True

    async def _acknowledge(self) -> None:
        """Save off the event loop, then repaint: a phone never shows a change that is not in the file."""
        await self.table.publish(self.page.pubsub)
        self.redraw()

    def show_refusal(
        self, violations: list[Violation], inline: Callable[[list[Violation]], None] | None = None
    ) -> None:
        """The refusal in plain words (message, where the rule is written, the rule on tap), with a haptic
        tick: in a dialog, or ``inline`` in the form that sent the command."""
        from .refusal import refusal_dialog, refused

        refused(self.page)
        if self._speak is not None and violations:
            self._speak(_("Not done: {why}").format(why=violations[0].told()))
        if inline is not None:
            inline(violations)
            return
        self.open_dialog(refusal_dialog(violations, self.close_dialog))

    def open_dialog(self, dialog: ft.AlertDialog | ft.BottomSheet) -> None:
        """Show ``dialog`` (12 px from a phone's sides), unless the same dialog (by title) is still open from this
        screen: a tap Flutter web delivers twice, or a double tap, would stack a second, empty copy over the first,
        hiding what is being typed into it."""
        title = _title(dialog)
        if title is not None and any(shown.open and _title(shown) == title for shown in self._shown):
            return
        self._shown = [shown for shown in self._shown if shown.open] + [dialog]
        if isinstance(dialog, ft.AlertDialog) and dialog.inset_padding is None:
            dialog.inset_padding = DIALOG_EDGES  # Flet ignores the theme's
        self.page.show_dialog(dialog)

    def close_dialog(self) -> None:
        self.page.pop_dialog()

    def toast(self, message: str) -> None:
        self.page.show_dialog(ft.SnackBar(ft.Text(message)))

    def redraw(self) -> None:
        self._redraw()


def _title(dialog: ft.AlertDialog | ft.BottomSheet) -> str | None:
    """A dialog's title text (the first line of a title with a header under it); None without one."""
    title = getattr(dialog, "title", None)
    if isinstance(title, ft.Column) and title.controls:
        title = title.controls[0]
    return title.value if isinstance(title, ft.Text) else title if isinstance(title, str) else None


class BoxSetupContext:
    """What a game's box-setup screen gets: the content library and a way to talk to the player."""

    def __init__(self, page: ft.Page, library: ContentLibrary, redraw: Callable[[], None]):
        self.page, self.library = page, library
        self._redraw = redraw
        self.said: ft.Column | None = None  # the open form's place by its buttons, while it is open

    def toast(self, message: str) -> None:
        """``message`` by the open form's buttons (in view, where the player pressed), else at the screen's foot."""
        if self.said is None:
            self.page.show_dialog(ft.SnackBar(ft.Text(message)))
            return
        self.said.controls = [typo_box(message)]
        self.page.update()

    def redraw(self) -> None:
        self._redraw()
