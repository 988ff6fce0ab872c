"""What the table does now: setup until it is done, one panel per step of the Syndicate round
(``STEP_PANELS``), then the final ranking."""

from __future__ import annotations

import flet as ft

from ...games.syndicate.view import SyndicateState
from ..context import TableContext
from ..step_panels import StepPanel, current_step_panel
from ..widgets import section
from .actions import turn_panel
from .board import standings_text
from .choices import unpaid_bases_panel
from .collection_phase import collection_panel, collection_summary
from .phases_panels import setup_panel
from .sovereign_phase import sovereign_panel


def player_turns(ctx: TableContext) -> ft.Control:
    """The active player's actions, and what the last resource collection gave each player."""
    state: SyndicateState = ctx.state
    panel = turn_panel(ctx)
    return ft.Column([panel, collection_summary(state)], spacing=10) if state.collection else panel


def sovereign_card(ctx: TableContext) -> ft.Control:
    """The drawn card with pardons and its resolution; an owner short of its tax picks the bases left unpaid."""
    return ft.Column([sovereign_panel(ctx), unpaid_bases_panel(ctx)], spacing=10)


STEP_PANELS: dict[str, StepPanel] = {
    "player_turns": player_turns,
    "sovereign_draw": sovereign_panel,
    "sovereign_pardons": sovereign_card,
    "sovereign_resolve": sovereign_card,
    # one run resolves the collection steps still to go
    "collect_cards": collection_panel,
    "collect_reset": collection_panel,
    "collect_income": collection_panel,
    "collect_research": collection_panel,
    "collect_decay": collection_panel,
    "collect_round": collection_panel,
    "collect_first_player": collection_panel,
}


def now_panel(ctx: TableContext) -> ft.Control:
    state: SyndicateState = ctx.state
    if state.finished:
        return section("Final ranking", *[ft.Text(line) for line in standings_text(state)])
    if not state.setup_done:
        return setup_panel(ctx)
    return current_step_panel(STEP_PANELS, ctx)
