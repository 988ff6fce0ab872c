"""The Syndicate table screen: tracks, the phase's panel, player mats, market, territories, readings."""

from __future__ import annotations

import flet as ft

from ...games.syndicate import commands as c
from ...games.syndicate.options import OPTIONS
from ...games.syndicate.state import SyndicateState
from ..context import TableContext
from ..forms import command_dialog, dropdown
from ..widgets import section
from .actions import anytime_panel, turn_panel
from .board import black_market, player_mat, territories, tracks
from .box import box_setup
from .phases_panels import (
    collection_panel,
    collection_summary,
    setup_panel,
    sovereign_panel,
    territory_dialog,
    zone_table_text,
)

__all__ = ["box_setup", "build_table"]


def phase_panel(ctx: TableContext) -> ft.Control:
    state: SyndicateState = ctx.state
    if state.finished:
        ranking = c.ranking(state)
        return section(
            "Final ranking",
            *[
                ft.Text(f"{n + 1}. {state.players[i].name}: {state.players[i].score}", size=16)
                for n, i in enumerate(ranking)
            ],
        )
    if not state.setup_done:
        return setup_panel(ctx)
    step = state.progress.step
    if step == "player_turns":
        return turn_panel(ctx)
    if step.startswith("sovereign"):
        return sovereign_panel(ctx)
    return collection_panel(ctx)


def readings(ctx: TableContext) -> ft.Control:
    state = ctx.state
    rows = [ft.Text(f"{o.label}: {state.options.get(o.key, o.default)}", size=12) for o in OPTIONS]
    return ft.ExpansionTile(
        title=ft.Text("Readings in use"),
        controls=[*rows, ft.Button("Change a reading", on_click=lambda e: reading_dialog(ctx))],
    )


def reading_dialog(ctx: TableContext) -> None:
    specs = {o.key: o for o in OPTIONS}
    key = dropdown("Reading", [(o.key, o.label) for o in OPTIONS], "fortify_cost_resources")
    value = dropdown("New value", [])
    help_text = ft.Text("", size=11, italic=True)

    def show(e=None):
        spec = specs[key.value]
        value.options = [ft.DropdownOption(key=str(choice), text=str(choice)) for choice in spec.choices]
        value.value = str(ctx.state.options.get(spec.key, spec.default))
        help_text.value = spec.help
        if e is not None:
            value.update()
            help_text.update()

    key.on_select = show
    show()

    def submit():
        spec = specs[key.value]
        return c.ChangeSetting(key=spec.key, value=spec.parse(value.value))

    command_dialog(ctx, "Change a reading", [key, value, help_text], "Change", submit)


def build_table(ctx: TableContext) -> ft.Control:
    state: SyndicateState = ctx.state
    parts = [tracks(state), phase_panel(ctx)]
    if state.setup_done and state.collection and state.progress.step == "player_turns":
        parts.append(collection_summary(state))
    parts += [player_mat(state, i) for i in range(len(state.players))]
    if state.setup_done and not state.finished:
        parts.append(anytime_panel(ctx))
    parts += [
        black_market(state),
        section(
            "Territories",
            *territories(state),
            ft.Text(zone_table_text(), size=11, italic=True),
            ft.OutlinedButton("Add a territory", on_click=lambda e: territory_dialog(ctx)),
        ),
        readings(ctx),
    ]
    return ft.Column(parts, spacing=10)
