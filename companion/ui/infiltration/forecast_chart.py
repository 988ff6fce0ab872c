"""The lockdown forecast as bars: chance the building locks down by the end of round N."""

from __future__ import annotations

from fractions import Fraction

import flet as ft

from ...games.infiltration.view import InfiltrationState, expected_rounds, forecast
from ...i18n import _

BAR_HEIGHT = 110
MAX_BARS = 16


def _pct(p: Fraction) -> str:
    value = float(p) * 100
    if 0 < value < 0.1:
        return "<0.1%"
    return "100%" if value >= 99.95 else f"{value:.0f}%" if value >= 10 or value == 0 else f"{value:.1f}%"


def forecast_chart(state: InfiltrationState) -> ft.Control:
    chances = forecast(state.proximity, state.alarm)
    skip = max(0, next((k for k, p in enumerate(chances) if p), 0) - 1)  # rounds that cannot lock down
    first = state.round + skip  # this round's Security roll is the first one ahead
    bars: list[ft.Control] = []
    for k, p in enumerate(chances[skip : skip + MAX_BARS]):
        label = _("Round {n}: {chance}").format(n=first + k, chance=_pct(p))
        bars.append(
            ft.Semantics(
                label=label,
                content=ft.Column(
                    [
                        ft.Text(_pct(p), theme_style=ft.TextThemeStyle.LABEL_MEDIUM),
                        ft.Container(
                            width=18, height=max(2, BAR_HEIGHT * float(p)), bgcolor=ft.Colors.ERROR, border_radius=3
                        ),
                        ft.Text(str(first + k), theme_style=ft.TextThemeStyle.LABEL_MEDIUM),
                    ],
                    spacing=1,
                    horizontal_alignment=ft.CrossAxisAlignment.CENTER,
                    alignment=ft.MainAxisAlignment.END,
                ),
            )
        )
    mean = float(expected_rounds(state.proximity, state.alarm))
    return ft.Column(
        [
            ft.Text(
                _("Chance the building locks down by the end of round N"),
                theme_style=ft.TextThemeStyle.BODY_MEDIUM,
                weight=ft.FontWeight.BOLD,
            ),
            ft.Text(
                _("Not before round {n}.").format(n=first + 1) if skip else "",
                theme_style=ft.TextThemeStyle.LABEL_MEDIUM,
            ),
            ft.Container(
                ft.Row(bars, spacing=3, vertical_alignment=ft.CrossAxisAlignment.END, scroll=ft.ScrollMode.AUTO),
                height=BAR_HEIGHT + 36,
            ),
            ft.Text(
                _(
                    "About {mean} more Security rolls on average (d6 + alarm {alarm}; exact odds, NPC and card "
                    "effects not included)."
                ).format(mean=f"{mean:.1f}", alarm=state.alarm),
                theme_style=ft.TextThemeStyle.LABEL_MEDIUM,
                italic=True,
            ),
        ],
        spacing=4,
    )
