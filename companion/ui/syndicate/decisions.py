"""The Syndicate decision panels (``choices.py``), shown under the phase's actions.

They run the sleeper slots and claim awards and Advanced Tech cards at any step (the bases left unpaid
under a tax are picked on the Sovereign card's step panel, under crew upkeep on the collection panel).
"""

from __future__ import annotations

import flet as ft

from ..context import TableContext
from .choices import advanced_tech_panel, awards_panel, sleeper_panel

PANELS = (sleeper_panel, awards_panel, advanced_tech_panel)


def decision_panels(ctx: TableContext) -> list[ft.Control]:
    """Every decision panel there is, in the order the table meets them."""
    return [panel(ctx) for panel in PANELS]
