"""The Syndicate decision panels (``choices.py``), shown under the phase's actions.

They let the owner pick the bases left unpaid under a tax or crew upkeep, run the sleeper slot, and
claim awards and Advanced Tech cards.
"""

from __future__ import annotations

import flet as ft

from ..context import TableContext
from .choices import advanced_tech_panel, awards_panel, sleeper_panel, unpaid_bases_panel

PANELS = (unpaid_bases_panel, sleeper_panel, awards_panel, advanced_tech_panel)


def decision_panels(ctx: TableContext) -> list[ft.Control]:
    """Every decision panel there is, in the order the table meets them."""
    return [panel(ctx) for panel in PANELS]
