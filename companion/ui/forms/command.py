"""The command form: fields build a command, the table checks it once as it applies it, a refusal shows
inside the form in plain words with every typed value kept."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import flet as ft

from ...engine import Command, Violation
from ..context import TableContext
from ..phone import dice_watch
from ..refusal import refusal_box
from .choices import WIDTH, named
from .fields import kept

Build = Callable[[], Command[Any] | None]


class CommandForm:
    """One submit of a form: ``build`` returns None after marking a typo (nothing is sent); the command
    goes to the table once; a refusal fills ``refusal`` (the form stays as typed); once taken, ``done``
    runs (closing a dialog), then ``after`` (what follows an accepted command only). A digital roll
    ticks. A second tap while a command is on its way, or on a closing dialog, sends nothing."""

    def __init__(
        self,
        ctx: TableContext,
        build: Build,
        after: Callable[[], None] | None,
        done: Callable[[], None],
        refused: Callable[[list[Violation]], None] | None = None,
    ):
        self.ctx, self.build, self.after, self.done = ctx, build, after, done
        self.refusal = ft.Column([], tight=True)
        self.refused = refused or self.show
        self.sent = False

    def show(self, violations: list[Violation]) -> None:
        """The refusal above a dialog's fields, in place."""
        self.refusal.controls = [refusal_box(violations)]
        if self.ctx.page is not None:  # the fake table of the logic tests has no page
            self.ctx.page.update()

    def submit(self, e: Any = None) -> None:
        if self.sent:
            return
        command = self.build()
        if command is None:
            return
        self.sent = True
        tick = dice_watch(self.ctx)
        violations: list[Violation] = []
        taken = self.ctx.execute(command, on_refusal=violations.extend)
        if violations:  # refused: the form stays open, as typed, and says why
            self.sent = False
            self.refused(violations)
            return
        self.done()
        if taken:
            tick()
            if self.after is not None:
                self.after()


def command_dialog(
    ctx: TableContext,
    title: str,
    controls: Sequence[ft.Control],
    ok: str,
    build: Build,
    header: ft.Control | None = None,
    after: Callable[[], None] | None = None,
) -> None:
    """A dialog whose ``ok`` button sends the command ``build`` makes (see :class:`CommandForm`); it
    closes only when the command is taken. ``header`` stays in view under the title while the form
    scrolls (the odds of a roll)."""
    form = CommandForm(ctx, build, after, ctx.close_dialog)
    ctx.open_dialog(
        ft.AlertDialog(
            title=ft.Column([ft.Text(title), header], tight=True) if header else ft.Text(title),
            content=ft.Column(
                [form.refusal, *[named(c) for c in controls]], tight=True, scroll=ft.ScrollMode.AUTO, width=WIDTH + 20
            ),
            actions=[
                ft.TextButton("Cancel", on_click=lambda e: ctx.close_dialog()),
                ft.Button(ok, on_click=form.submit),
            ],
        )
    )


def command_form(
    ctx: TableContext, controls: Sequence[ft.Control], ok: str, build: Build, after: Callable[[], None] | None = None
) -> list[ft.Control]:
    """The same form laid inline on the table (a panel's fields and its button): what is typed or picked,
    its typo marks and the refusal (above the fields) are this phone's, kept across the screen's renders
    (by the button's words and each field's label); once the command is taken the table repaints."""
    for control in _fields(controls):
        kept(ctx, control, f"{ok}: {control.label}")  # type: ignore[type-var]

    def refused(violations: list[Violation]) -> None:
        ctx.refusals[ok] = violations
        ctx.redraw()

    form = CommandForm(ctx, build, after, lambda: None, refused)
    shown = ctx.refusals.get(ok)
    return [
        *([refusal_box(shown)] if shown else []),
        *[named(c) for c in controls],
        ft.Button(ok, on_click=form.submit),
    ]


def _fields(controls: Sequence[Any]) -> list[ft.TextField | ft.Dropdown]:
    """The text fields and dropdowns in ``controls``, however deep."""
    found: list[ft.TextField | ft.Dropdown] = []
    for control in controls:
        if isinstance(control, (ft.TextField, ft.Dropdown)):
            found.append(control)
        elif isinstance(control, ft.BaseControl):
            for name in ("controls", "content"):
                inner = getattr(control, name, None)
                found += _fields(inner if isinstance(inner, list) else [inner] if inner is not None else [])
    return found
