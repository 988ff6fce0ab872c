"""Form pieces every game's dialogs share: labelled dropdowns and the dialog that runs one command."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from ..engine import Command, validate
from .context import TableContext
from .refusal import refusal_box, refused

WIDTH = 360


def dropdown(
    label: str,
    choices: list[tuple[str, str]],
    value: str | None = None,
    width: int | None = WIDTH,
    on_select: Callable[[ft.Event[ft.Dropdown]], None] | None = None,
) -> ft.Dropdown:
    """A dropdown of (key, text) choices, the first chosen unless ``value`` says otherwise."""
    return ft.Dropdown(
        label=label,
        value=value if value is not None else (choices[0][0] if choices else None),
        options=[ft.DropdownOption(key=k, text=t) for k, t in choices],
        width=width,
        on_select=on_select,
    )


def value_chip(name: str, shown: str, on_click: Callable[[Any], None], selected: bool = False) -> ft.Control:
    """A chip showing ``shown`` (a value), named ``name`` for screen readers and tests."""
    return ft.Semantics(
        label=name, button=True, content=ft.Chip(label=ft.Text(shown), on_click=on_click, selected=selected)
    )


def named(control: ft.Control) -> ft.Control:
    """A dropdown with its label as its accessible name (Flet gives it none); other controls as they are."""
    if isinstance(control, ft.Dropdown):
        return ft.Semantics(label=str(control.label or ""), button=True, content=control)
    return control


def command_dialog(
    ctx: TableContext,
    title: str,
    controls: list[ft.Control],
    ok: str,
    build: Callable[[], Command[Any] | None],
    header: ft.Control | None = None,
    after: Callable[[], None] | None = None,
) -> None:
    """A dialog whose ``ok`` button builds a command and runs it; it closes only when the command is taken.

    ``build`` returns None after marking a typo; a command the rules refuse shows the refusal inside
    the dialog. Either way the dialog stays open with everything typed. ``header`` stays in view under
    the title while the form scrolls (the odds of a roll); ``after`` runs once the command has been
    applied. The dialog submits once: a second tap (or a tap Flutter web delivers twice) on a closing
    dialog is ignored instead of running the command again.
    """
    submitted = False
    refusal = ft.Column([], tight=True)

    def submit(e: ft.Event[ft.Button]) -> None:
        nonlocal submitted
        if submitted:
            return
        command = build()
        if command is None:
            return
        violations = validate(ctx.state, command)
        if violations:
            refusal.controls = [refusal_box(violations)]
            refused(ctx.page)
            if ctx.page is not None:  # the fake table of the logic tests has no page
                refusal.update()
            return
        submitted = True
        ctx.close_dialog()
        if ctx.execute(command) and after:
            after()

    ctx.open_dialog(
        ft.AlertDialog(
            title=ft.Column([ft.Text(title), header], tight=True) if header else ft.Text(title),
            content=ft.Column(
                [refusal, *[named(c) for c in controls]], tight=True, scroll=ft.ScrollMode.AUTO, width=WIDTH + 20
            ),
            actions=[ft.TextButton("Cancel", on_click=lambda e: ctx.close_dialog()), ft.Button(ok, on_click=submit)],
        )
    )
