"""Odds with more than two outcomes as one stacked bar (win / tie / lose), its words beside it for screen
readers. The bar keeps its height whether the odds are known or not, so a form under it never moves."""

from __future__ import annotations

from fractions import Fraction

import flet as ft

from ..i18n import _

HEIGHT = 12
COLOURS = (ft.Colors.GREEN_600, ft.Colors.AMBER_600, ft.Colors.RED_600)
SCALE = 1000  # the segments' flex weights: tenths of a percent


class OutcomeBar:
    """A bar of up to three outcomes, changed in place with :meth:`show` (grey while the odds are unknown)."""

    def __init__(self) -> None:
        self.segments = [ft.Container(bgcolor=colour, visible=False) for colour in COLOURS]
        self.empty = ft.Container(bgcolor=ft.Colors.OUTLINE_VARIANT, expand=True)
        self.words = ft.Text("", theme_style=ft.TextThemeStyle.BODY_SMALL, max_lines=1)
        self.control = ft.Column(
            [
                ft.Container(
                    ft.Row([*self.segments, self.empty], spacing=0),
                    height=HEIGHT,
                    border_radius=HEIGHT // 2,
                    clip_behavior=ft.ClipBehavior.ANTI_ALIAS,
                ),
                self.words,
            ],
            spacing=2,
            tight=True,
        )

    def show(self, outcomes: list[tuple[str, Fraction]] | None) -> None:
        """``outcomes`` as (short label, chance) in the colours' order (green, amber, red); None: not known
        yet. The words under the bar stay one short line ("win 42% · tie (defender) 8% · lose 50%")."""
        shown = outcomes or []
        for segment, (_label, chance) in zip(self.segments, shown, strict=False):
            weight = round(float(chance) * SCALE)
            segment.expand, segment.visible = weight, weight > 0
        for segment in self.segments[len(shown) :]:
            segment.visible = False
        self.empty.visible = not shown
        self.words.value = (
            " · ".join(f"{label} {float(chance):.0%}" for label, chance in shown) if shown else _("Odds not known yet.")
        )
