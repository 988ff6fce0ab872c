"""A dialog is opened once: the same tap delivered twice (Flutter web does that on a busy phone) or
a double tap does not stack an empty copy over the dialog being typed into."""

from __future__ import annotations

from types import SimpleNamespace

import flet as ft

from companion.ui.context import Settings, TableContext
from tests.ui.fake_session import make_page, run_isolated


def _opened(taps: list[str]) -> list[str]:
    """Open a dialog per title in ``taps`` (closing one on "close") and return the open titles."""

    async def scenario() -> list[str]:
        _, page = make_page(lambda page: None)
        ctx = TableContext(page, SimpleNamespace(version=0), None, None, Settings(), lambda: None)  # type: ignore[arg-type]
        for title in taps:
            if title == "close":
                ctx.close_dialog()
            else:
                ctx.open_dialog(ft.AlertDialog(title=ft.Column([ft.Text(title), ft.Text("odds")])))
        return [d.title.controls[0].value for d in page._dialogs.controls if d.open]

    return run_isolated(scenario())


def test_the_same_dialog_asked_for_twice_opens_once():
    assert _opened(["Combat at 10 Comstock Center", "Combat at 10 Comstock Center"]) == ["Combat at 10 Comstock Center"]


def test_a_closed_dialog_opens_again_and_another_one_stacks():
    assert _opened(["Combat", "close", "Combat"]) == ["Combat"]
    assert _opened(["Combat", "After the combat"]) == ["Combat", "After the combat"]
