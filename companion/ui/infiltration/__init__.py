"""The Infiltration table screen: dials, what to do next, the facility path, forecast, NPC log."""

from __future__ import annotations

import flet as ft

from ...games.infiltration.view import InfiltrationState
from ...i18n import _
from ..context import TableContext
from ..widgets import big_number, keyed, section
from .box import box_setup
from .facility_view import facility, operatives
from .forecast_chart import forecast_chart
from .panels import by_hand_panel, setup_panel
from .steps import now_panel

__all__ = ["box_setup", "build_table"]


def dials(state: InfiltrationState) -> ft.Control:
    roll = _("last roll {n}").format(n=state.last_roll) if state.last_roll is not None else _("no roll yet")
    return ft.Row(
        [
            big_number(_("Proximity"), f"{state.proximity:02d}", _("game ends at 99")),
            big_number(_("Alarm"), state.alarm, _("-1 to 8")),
            ft.Column(
                [
                    ft.Text(_("First player"), theme_style=ft.TextThemeStyle.BODY_MEDIUM),
                    ft.Text(
                        state.player_names[state.first_player],
                        theme_style=ft.TextThemeStyle.TITLE_MEDIUM,
                        weight=ft.FontWeight.BOLD,
                    ),
                    ft.Text(roll, theme_style=ft.TextThemeStyle.LABEL_MEDIUM, italic=True),
                ],
                spacing=0,
            ),
        ],
        alignment=ft.MainAxisAlignment.SPACE_AROUND,
    )


def build_table(ctx: TableContext) -> ft.Control:
    state: InfiltrationState = ctx.state
    body = ft.TextThemeStyle.BODY_MEDIUM
    npc_log = section(_("Last NPC phase"), *[ft.Text(line, theme_style=body) for line in state.npc_log])
    security = section(_("Last security roll"), *[ft.Text(line, theme_style=body) for line in state.security_log])
    return ft.Column(
        keyed(
            ("dials", dials(state)),
            ("setup", setup_panel(ctx)),
            ("security", security if state.security_log else None),
            ("now", now_panel(ctx)),
            ("npc log", npc_log if state.npc_log else None),
            ("facility", section(_("Facility"), facility(state))),
            ("forecast", section(_("Lockdown forecast"), forecast_chart(state))),
            ("operatives", section(_("Operatives"), operatives(ctx))),
            ("by hand", by_hand_panel(ctx) if not state.finished else None),
        ),
        spacing=10,
        horizontal_alignment=ft.CrossAxisAlignment.STRETCH,
    )
