"""The round checklist, the undo/redo bar and the round log shown above every game's table."""

from __future__ import annotations

import flet as ft

from ..engine import CompleteStep, SkipToStep
from ..engine.phases import phase_of
from .context import TableContext
from .widgets import icon_action


def phase_stepper(ctx: TableContext) -> ft.Control:
    """Round number, the phases with the current one highlighted, and the current phase's steps."""
    spec = ctx.session.definition.round_spec
    progress = ctx.state.progress
    current_phase = phase_of(spec, progress)
    chips = [
        ft.Container(
            content=ft.Text(phase.label, size=12, weight=ft.FontWeight.BOLD if phase.id == current_phase else None),
            padding=ft.Padding.symmetric(horizontal=8, vertical=4),
            border_radius=12,
            bgcolor=ft.Colors.PRIMARY_CONTAINER if phase.id == current_phase else None,
        )
        for phase in spec.phases
    ]
    rows: list[ft.Control] = [
        ft.Text(f"Round {progress.round}", size=20, weight=ft.FontWeight.BOLD),
        ft.Row(chips, wrap=True, spacing=4),
    ]
    phase = next(p for p in spec.phases if p.id == current_phase)
    for step in phase.steps:
        rows.append(_step_row(ctx, step, progress))
    return ft.Container(content=ft.Column(rows, spacing=6), padding=ft.Padding.only(bottom=4))


def _step_row(ctx: TableContext, step, progress) -> ft.Control:
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
        step.label + ("  (use the actions below)" if step.auto else ""),
        weight=ft.FontWeight.BOLD if current else None,
        expand=True,
        size=14,
    )
    line = ft.Row([ft.Icon(icon, color=colour, size=20), label], vertical_alignment=ft.CrossAxisAlignment.CENTER)
    if not current:
        return line
    buttons: list[ft.Control] = []
    if not step.auto:
        buttons.append(ft.Button(f"Done: {step.label}", on_click=lambda e: ctx.execute(CompleteStep(step=step.id))))
    following = _next_step(ctx, step.id)
    if following:
        buttons.append(
            ft.TextButton(
                f"Skip: {step.label}",
                icon=ft.Icons.SKIP_NEXT,
                on_click=lambda e: ctx.execute(SkipToStep(step=following)),
            )
        )
    return ft.Column([line, ft.Row(buttons, wrap=True)], spacing=2)


def _next_step(ctx: TableContext, step_id: str) -> str | None:
    order = [s.id for _, s in ctx.session.definition.round_spec.steps()]
    index = order.index(step_id)
    return order[index + 1] if index + 1 < len(order) else None


def undo_bar(ctx: TableContext, on_change) -> ft.Control:
    """Undo and redo, each naming what it will undo or redo."""
    session = ctx.session

    def undo(e):
        session.undo()
        on_change()

    def redo(e):
        session.redo()
        on_change()

    undo_text = f"Undo: {session.undo_label()}" if session.can_undo else "Nothing to undo"
    redo_text = f"Redo: {session.redo_label()}" if session.can_redo else "Nothing to redo"
    return ft.Row(
        [
            icon_action(ft.Icons.UNDO, "Undo", undo, disabled=not session.can_undo),
            ft.Text(undo_text, size=12, expand=True, max_lines=1, overflow=ft.TextOverflow.ELLIPSIS),
            icon_action(ft.Icons.REDO, "Redo", redo, disabled=not session.can_redo),
            ft.Text(redo_text, size=11, max_lines=1, overflow=ft.TextOverflow.ELLIPSIS, width=110),
        ],
        spacing=2,
    )


def round_log(ctx: TableContext, newest: int = 40) -> ft.Control:
    """The readable log, newest first, with the app's reasons indented under each line."""
    entries = ctx.session.log()[-newest:]
    lines: list[ft.Control] = []
    for entry in reversed(entries):
        lines.append(ft.Text(f"R{entry.round} · {entry.label}", size=13))
        lines.extend(ft.Text(f"    {note}", size=12, italic=True) for note in entry.notes)
    if not lines:
        lines = [ft.Text("Nothing yet.", size=12, italic=True)]
    return ft.ExpansionTile(
        title=ft.Text(f"Log ({len(ctx.session.log())})"),
        controls=[ft.Container(ft.Column(lines, spacing=2), padding=ft.Padding.only(left=12, bottom=8))],
    )
