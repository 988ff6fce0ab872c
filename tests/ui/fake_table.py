"""A stand-in for TableContext: a game's screen and dialogs built and clicked without a browser."""

from __future__ import annotations

from types import SimpleNamespace

import flet as ft

from companion.content import ContentLibrary
from companion.engine import GameSession
from companion.ui.by_hand import BY_HAND
from companion.ui.context import Settings
from tests.ui.fake_session import walk


class FakeTable(SimpleNamespace):
    """State, library, settings, execute (keeping the last refusal), a dialog stack and toasts."""

    @property
    def state(self):
        return self.session.state

    @property
    def dialog(self):
        """The dialog on top, or None."""
        return self.dialogs[-1] if self.dialogs else None

    def execute(self, command, on_refusal=None) -> bool:
        self.refusal = self.session.execute(command, seats=self.mine)
        if self.refusal and on_refusal is not None:
            on_refusal(self.refusal)
        if not self.refusal:  # sent: what this phone had in progress went with it
            for kept in (self.chosen, self.marks, self.refusals):
                kept.clear()
        return self.refusal == []

    def redraw(self) -> None:
        self.redraws = getattr(self, "redraws", 0) + 1

    def validate(self, command):
        return self.session.validate(command, self.mine)

    def sees(self, path: str) -> bool:
        return self.session.sees(path, self.mine)

    def open_dialog(self, dialog) -> None:
        self.dialogs.append(dialog)

    def close_dialog(self) -> None:
        self.dialogs.pop()

    def toast(self, message: str) -> None:
        self.toasts.append(message)


def table(session: GameSession, tmp_path, physical: bool = False, mine: frozenset[int] = frozenset()) -> FakeTable:
    return FakeTable(
        session=session,
        library=ContentLibrary(user_dir=tmp_path),
        settings=Settings(physical_dice=physical),
        dialogs=[],
        toasts=[],
        refusal=[],
        page=None,
        mine=mine,
        opened=set(),
        chosen={},
        marks={},
        refusals={},
    )


def opened_by_hand(ctx: FakeTable) -> FakeTable:
    """``ctx`` as a phone that opened its By-hand section."""
    ctx.opened.add(BY_HAND)
    return ctx


def buttons(root) -> dict[str, ft.Control]:
    """The buttons below ``root`` by their text."""
    kinds = (ft.Button, ft.OutlinedButton, ft.TextButton)
    return {b.content: b for b in walk(root) if isinstance(b, kinds) and isinstance(b.content, str)}


def select(root, label: str, key: str) -> None:
    """Pick ``key`` in the dropdown labelled ``label`` below ``root``, as a tap would (its handler runs)."""
    found = next(d for d in walk(root) if isinstance(d, ft.Dropdown) and d.label == label)
    assert key in [o.key for o in found.options], (key, [o.key for o in found.options])
    found.value = key
    if found.on_select:
        found.on_select(None)
