"""The command form: fields build a command, the table checks it once as it applies it, a refusal shows
inside the form in plain words with every typed value kept."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import flet as ft

from ...engine import Command, Violation
from ...i18n import _
from ..context import TableContext
from ..phone import dice_watch
from ..refusal import refusal_box, typo_box
from .choices import WIDTH, named
from .fields import kept

Build = Callable[[], Command[Any] | None]


class CommandForm:
    """One submit of a form: ``build`` returns None after marking a typo (nothing is sent); the command
    goes to the table once; a refusal fills ``refusal`` (the form stays as typed); once taken, ``done``
    runs (closing a dialog), then ``after`` (what follows an accepted command only). A digital roll
    ticks. A second tap while a command is on its way, or on a closing dialog, sends nothing.

    In a dialog, what stops the submit shows next to its button (``refusal``, above the buttons): the
    rules' refusal, or which field is marked (and the form scrolls to that field); it goes as soon as
    any field changes, since the player is fixing it."""

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
        self.fields: ft.Column | None = None  # the dialog's scrolling fields, scrolled to a marked one
        self.sent = False

    def show(self, violations: list[Violation]) -> None:
        """The refusal next to the dialog's buttons, in place."""
        self._say(refusal_box(violations))

    def _say(self, notice: ft.Control | None) -> None:
        self.refusal.controls = [notice] if notice is not None else []
        if self.ctx.page is not None:  # the fake table of the logic tests has no page
            self.ctx.page.update()

    def watch(self, controls: Sequence[ft.Control]) -> None:
        """Clear what the form said as soon as any of its fields changes."""
        for control in fields_in(controls):
            then = control.on_select if isinstance(control, ft.Dropdown) else control.on_change

            def changed(e: Any, then: Any = then) -> Any:
                if self.refusal.controls:
                    self._say(None)
                return then(e) if then is not None else None

            if isinstance(control, ft.Dropdown):
                control.on_select = changed
            else:
                control.on_change = changed

    def typo(self) -> None:
        """``build`` sent nothing: say which field is marked next to the button, and scroll to it."""
        if self.fields is None:
            return
        found = first_marked(self.fields.controls)
        if found is None:
            return
        control, words = found
        self._say(typo_box(words))
        if self.ctx.page is not None and isinstance(control.key, ft.ScrollKey):
            self.ctx.page.run_task(self.fields.scroll_to, scroll_key=control.key, duration=200)

    def submit(self, e: Any = None) -> None:
        if self.sent:
            return
        command = self.build()
        if command is None:
            self.typo()
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
    scrolls (the odds of a roll); what stops a submit shows above the buttons, in view."""
    form = CommandForm(ctx, build, after, ctx.close_dialog)
    for n, control in enumerate(fields_in(controls)):
        control.key = control.key or ft.ScrollKey(f"field {n}")  # type: ignore[call-arg]  # Flet's dataclass
    form.watch(controls)
    form.fields = ft.Column([named(c) for c in controls], tight=True, scroll=ft.ScrollMode.AUTO, width=WIDTH + 20)
    ctx.open_dialog(
        ft.AlertDialog(
            title=ft.Column([ft.Text(title), header], tight=True) if header else ft.Text(title),
            content=form.fields,
            actions=[
                ft.Column(
                    [
                        form.refusal,
                        ft.Row(
                            [
                                ft.TextButton(_("Cancel"), on_click=lambda e: ctx.close_dialog()),
                                ft.Button(ok, on_click=form.submit),
                            ],
                            alignment=ft.MainAxisAlignment.END,
                            wrap=True,
                        ),
                    ],
                    tight=True,
                    width=WIDTH + 20,
                    horizontal_alignment=ft.CrossAxisAlignment.STRETCH,
                )
            ],
        )
    )


def command_form(
    ctx: TableContext, controls: Sequence[ft.Control], ok: str, build: Build, after: Callable[[], None] | None = None
) -> list[ft.Control]:
    """The same form laid inline on the table (a panel's fields and its button): what is typed or picked,
    its typo marks and the refusal (above the fields) are this phone's, kept across the screen's renders
    (by the button's words and each field's label); once the command is taken the table repaints."""

    def fixing(e: Any) -> None:
        if ctx.refusals.pop(ok, None):  # the player is fixing what was refused: the refusal goes
            ctx.redraw()

    for control in fields_in(controls):
        then = control.on_select if isinstance(control, ft.Dropdown) else control.on_change
        kept(ctx, control, f"{ok}: {control.label}", _both(fixing, then))  # type: ignore[type-var, arg-type]

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


def _both(first: Callable[[Any], None], then: Callable[[Any], Any] | None) -> Callable[[Any], Any]:
    def both(e: Any) -> Any:
        first(e)
        return then(e) if then is not None else None

    return both


def fields_in(controls: Sequence[Any]) -> list[ft.TextField | ft.Dropdown | ft.Checkbox]:
    """The text fields, dropdowns and checkboxes in ``controls``, however deep."""
    found: list[ft.TextField | ft.Dropdown | ft.Checkbox] = []
    for control in controls:
        if isinstance(control, (ft.TextField, ft.Dropdown, ft.Checkbox)):
            found.append(control)
        elif isinstance(control, ft.BaseControl):
            for name in ("controls", "content"):
                inner = getattr(control, name, None)
                found += fields_in(inner if isinstance(inner, list) else [inner] if inner is not None else [])
    return found


def first_marked(controls: Sequence[Any]) -> tuple[ft.Control, str] | None:
    """The first field marked wrong in ``controls`` (or a line said in the error colour), with its words."""
    for control in controls:
        error = control.error if isinstance(control, ft.TextField) else getattr(control, "error_text", None)
        if isinstance(control, (ft.TextField, ft.Dropdown)) and error:
            return control, f"{control.label}: {error}"
        if isinstance(control, ft.Text) and control.color == ft.Colors.ERROR and control.value:
            return control, str(control.value)
        if isinstance(control, ft.BaseControl):
            for name in ("controls", "content"):
                inner = getattr(control, name, None)
                found = first_marked(inner if isinstance(inner, list) else [inner] if inner is not None else [])
                if found is not None:
                    return found
    return None


def not_saved(toast: Callable[[str], None], controls: Sequence[Any]) -> None:
    """Say in a toast (in view wherever the form has scrolled) what stopped a save: the first field marked."""
    found = first_marked(controls)
    toast(
        _("Not saved: {problem}").format(problem=found[1]) if found else _("Not saved: check the fields marked in red.")
    )
