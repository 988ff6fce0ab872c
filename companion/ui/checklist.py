"""The round checklist, the undo/redo bar and the round log shown above every game's table."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from ..engine import Command, CompleteStep, SkipToStep
from ..engine.common import owed_before
from ..engine.phases import Progress, Step, phase_of
from ..i18n import _
from .context import TableContext
from .widgets import expandable, icon_action

CURRENT_STEP = "current-step"  # the scroll key of the current step's row


def phase_stepper(ctx: TableContext) -> ft.Control:
    """Round number, the phases with the current one highlighted, and the current phase's steps."""
    spec = ctx.session.definition.round_spec
    progress = ctx.state.progress
    current_phase = phase_of(spec, progress)
    chips: list[ft.Control] = [
        ft.Container(
            content=ft.Text(
                _(phase.label),
                theme_style=ft.TextThemeStyle.LABEL_LARGE,
                weight=ft.FontWeight.BOLD if phase.id == current_phase else None,
            ),
            padding=ft.Padding.symmetric(horizontal=8, vertical=4),
            border_radius=12,
            bgcolor=ft.Colors.PRIMARY_CONTAINER if phase.id == current_phase else None,
        )
        for phase in spec.phases
    ]
    rows: list[ft.Control] = [
        ft.Text(
            _("Round {n}").format(n=progress.round),
            theme_style=ft.TextThemeStyle.TITLE_LARGE,
            weight=ft.FontWeight.BOLD,
        ),
        ft.Row(chips, wrap=True, spacing=4),
    ]
    phase = next(p for p in spec.phases if p.id == current_phase)
    for step in phase.steps:
        rows.append(_step_row(ctx, step, progress))
    return ft.Container(content=ft.Column(rows, spacing=6), padding=ft.Padding.only(bottom=4))


def _step_row(ctx: TableContext, step: Step, progress: Progress) -> ft.Control:
    if step.id in progress.done:
        icon, colour = ft.Icons.CHECK_CIRCLE, ft.Colors.GREEN
    elif step.id in progress.skipped:
        icon, colour = ft.Icons.SKIP_NEXT, ft.Colors.ORANGE
    elif step.id == progress.step:
        icon, colour = ft.Icons.PLAY_CIRCLE, ft.Colors.PRIMARY
    else:
        icon, colour = ft.Icons.RADIO_BUTTON_UNCHECKED, ft.Colors.OUTLINE
    current = step.id == progress.step and not ctx.state.finished
    label = ft.Text(
        _("{step} (use the actions below)").format(step=_(step.label)) if step.auto else _(step.label),
        weight=ft.FontWeight.BOLD if current else None,
        expand=True,
    )
    line = ft.Row([ft.Icon(icon, color=colour, size=20), label], vertical_alignment=ft.CrossAxisAlignment.CENTER)
    if not current:
        return line
    buttons: list[ft.Control] = []
    if not step.auto:
        buttons.append(
            ft.Button(
                _("Done: {step}").format(step=_(step.label)), on_click=lambda e: act(ctx, CompleteStep(step=step.id))
            )
        )
    following = next_step(ctx, step.id)
    if following:
        buttons.append(
            ft.TextButton(
                _("Skip: {step}").format(step=_(step.label)),
                icon=ft.Icons.SKIP_NEXT,
                on_click=lambda e: skip(ctx, following),
            )
        )
    return ft.Column([line, ft.Row(buttons, wrap=True)], spacing=2, key=ft.ScrollKey(CURRENT_STEP))  # type: ignore[call-arg]  # Flet's dataclass


def _history_row(icon: ft.IconData, name: str, act: Callable[[Any], Any], enabled: bool, words: str) -> ft.Control:
    text = ft.Text(words, theme_style=ft.TextThemeStyle.BODY_SMALL, expand=True)
    row = [icon_action(icon, name, act, disabled=not enabled), text]
    return ft.Row(row, spacing=2, vertical_alignment=ft.CrossAxisAlignment.CENTER)


def undo_bar(ctx: TableContext) -> ft.Control:
    """Undo and redo of the table's history, each naming what it will undo or redo in a line of its own (side by
    side, with Large text a phone cut the words short); every phone sees it."""
    session = ctx.session
    undo_text = _("Undo: {change}").format(change=session.undo_label()) if session.can_undo else _("Nothing to undo")
    redo_text = _("Redo: {change}").format(change=session.redo_label()) if session.can_redo else _("Nothing to redo")
    return ft.Column(
        [
            _history_row(ft.Icons.UNDO, _("Undo"), lambda e: ctx.undo(), session.can_undo, undo_text),
            _history_row(ft.Icons.REDO, _("Redo"), lambda e: ctx.redo(), session.can_redo, redo_text),
        ],
        spacing=0,
    )


def next_step(ctx: TableContext, step_id: str) -> str | None:
    """The step after ``step_id`` (a skip only ever goes forward: undo is the way back)."""
    order = [s.id for _, s in ctx.session.definition.round_spec.steps()]
    index = order.index(step_id)
    return order[index + 1] if index + 1 < len(order) else None


def act(ctx: TableContext, command: Command[Any]) -> bool:
    """Run a checklist command, then bring the (new) current step into view."""
    done = ctx.execute(command)
    if done:
        scroll_to_current(ctx.page)
    return done


def skip(ctx: TableContext, step: str) -> None:
    """Skip ahead to ``step``; when duties remain there, ask the table first, naming them."""
    owed = owed_before(ctx.state, step)
    if not owed:
        act(ctx, SkipToStep(step=step))
        return
    passed = _labels_between(ctx, step)
    target = ctx.session.definition.round_spec.find(step)
    name = _(target[1].label) if target else step

    def anyway(e: ft.Event[ft.Button]) -> None:
        ctx.close_dialog()
        act(ctx, SkipToStep(step=step, confirm=True))

    ctx.open_dialog(
        ft.AlertDialog(
            title=ft.Text(_("Skip with duties left?")),
            content=ft.Column(
                [
                    ft.Text(_("Skipping to “{step}” passes over: {steps}.").format(step=name, steps=", ".join(passed))),
                    ft.Text(_("Still owed:"), weight=ft.FontWeight.BOLD),
                    *[ft.Text(f"• {duty}") for duty in owed],
                    ft.Text(_("The log will say the table skipped them by hand."), italic=True),
                ],
                tight=True,
                width=400,
            ),
            actions=[
                ft.TextButton(_("Go back"), on_click=lambda e: ctx.close_dialog()),
                ft.Button(_("Skip anyway"), on_click=anyway),
            ],
        )
    )


def _labels_between(ctx: TableContext, step: str) -> list[str]:
    """The labels of the steps from the current one up to (not including) ``step``."""
    steps = [s for _, s in ctx.session.definition.round_spec.steps()]
    order = [s.id for s in steps]
    return [_(s.label) for s in steps[order.index(ctx.state.progress.step) : order.index(step)]]


def scroll_to_current(page: ft.Page | None) -> None:
    """Scroll the top screen so the current step shows (after each action that moves the round on)."""
    if page is None or not page.views:
        return
    page.run_task(page.views[-1].scroll_to, scroll_key=CURRENT_STEP, duration=300)


def round_log(ctx: TableContext, newest: int = 40) -> ft.Control:
    """The readable log, newest first, with the app's reasons indented under each line. Its lines are
    built only while this phone has it open, each keyed by its place in the log: a change sends the
    phone the lines it adds or removes, not every line shifted by one."""
    log = ctx.session.log()
    lines: list[ft.Control] = []
    if "Log" in ctx.opened:
        first = max(0, len(log) - newest)
        for number in reversed(range(first, len(log))):
            entry = log[number]
            lines.append(ft.Text(f"R{entry.round} · {entry.label}", key=str(number)))
            lines.extend(
                ft.Text(f"    {note}", theme_style=ft.TextThemeStyle.BODY_SMALL, italic=True, key=f"{number}.{n}")
                for n, note in enumerate(entry.notes)
            )
        if not lines:
            lines = [ft.Text(_("Nothing yet."), theme_style=ft.TextThemeStyle.BODY_SMALL, italic=True)]
    tile = ft.ExpansionTile(
        title=ft.Text(_("Log ({n})").format(n=len(log))),
        controls=[ft.Container(ft.Column(lines, spacing=2), padding=ft.Padding.only(left=12, bottom=8))],
    )
    return expandable(ctx.opened, tile, "Log", on_open=ctx.redraw)
