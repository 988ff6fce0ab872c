"""What the table does now: a choice a card owes first, one panel per step of the Infiltration round
(``STEP_PANELS``), then the final scoring."""

from __future__ import annotations

import flet as ft

from ...games.infiltration.view import InfiltrationState
from ..context import TableContext
from ..step_panels import StepPanel, current_step_panel
from .draft import draft_panel
from .panels import choice_panel, npc_panel, resolution_panel, scoring_panel, security_panel, selection_panel


def select(ctx: TableContext) -> ft.Control:
    """Each operative selects a card; in round 1 with the Item Draft, the draft comes first (a card may be
    selected instead only before its first pick)."""
    state: InfiltrationState = ctx.state
    if state.options.get("item_draft") and not state.drafted and state.round == 1:
        under_way = state.draft_pass > 0
        return ft.Column([draft_panel(ctx), ft.Container() if under_way else selection_panel(ctx)])
    return selection_panel(ctx)


STEP_PANELS: dict[str, StepPanel] = {
    "select": select,
    "resolve": resolution_panel,
    "npc": npc_panel,
    "security": security_panel,
}


def now_panel(ctx: TableContext) -> ft.Control:
    state: InfiltrationState = ctx.state
    if state.finished:
        return scoring_panel(ctx)
    if state.choices_owed:
        return choice_panel(ctx)
    if not state.rooms[0].revealed:  # setup: its own panel reveals the entry room
        return ft.Container()
    return current_step_panel(STEP_PANELS, ctx)
