"""Syndicate's command dialogs: a refusal shows inside the dialog, which stays open with every typed value.

Each action button asks the engine beforehand (:func:`why_not`) so an action that cannot be taken now
is disabled with its reason before the player fills a form.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

import flet as ft

from ...engine import Command, Violation
from ..context import TableContext
from ..forms import WIDTH, named
from ..phone import execute_rolling

SMALL = ft.TextThemeStyle.BODY_SMALL
LINE_REF = re.compile(r"\s*\((?:L\d+[\d\s,L-]*)\)")


def unreferenced(text: str) -> str:
    """``text`` without the draft's line references ("(L576)"): players read sentences, not line numbers."""
    return LINE_REF.sub("", text)


def plain(violations: Sequence[Violation]) -> str:
    """The refusal as a player reads it: what went wrong, and where the rule is written."""
    return "\n".join(f"{v.message} (rule: {v.citation})" if v.citation else v.message for v in violations)


def redraw(ctx: TableContext) -> None:
    """Push changed dialog fields to the screen (no page: a test without a browser)."""
    if ctx.page is not None:
        ctx.page.update()


def form_dialog(
    ctx: TableContext,
    title: str,
    controls: Sequence[ft.Control],
    ok: str,
    build: Callable[[], Command[Any] | None],
    header: ft.Control | None = None,
) -> None:
    """A dialog whose ``ok`` button builds a command and runs it.

    ``build`` returns None after marking a typo; a command the rules refuse shows the refusal in red
    at the top of the dialog, and the dialog stays open with everything typed. Once the command is
    accepted the dialog closes (a second tap on a closing dialog is ignored).
    """
    refusal = ft.Text("", color=ft.Colors.ERROR, visible=False)
    done = False

    def submit(e: ft.Event[ft.Button]) -> None:
        nonlocal done
        command = None if done else build()
        if command is None:
            return
        violations = ctx.validate(command)
        if violations:
            refusal.value, refusal.visible = plain(violations), True
            redraw(ctx)
            return
        done = True
        ctx.close_dialog()
        execute_rolling(ctx, command)  # a mission, robbery or assault rolled by the app ticks

    top: list[ft.Control] = [ft.Text(title)] + ([header] if header else [])
    ctx.open_dialog(
        ft.AlertDialog(
            title=ft.Column(top, tight=True),
            content=ft.Column(
                [refusal, *[named(c) for c in controls]], tight=True, scroll=ft.ScrollMode.AUTO, width=WIDTH + 20
            ),
            actions=[ft.TextButton("Cancel", on_click=lambda e: ctx.close_dialog()), ft.Button(ok, on_click=submit)],
        )
    )
