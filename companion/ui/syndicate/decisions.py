"""The Syndicate rules engineer's decision panels (``choices.py``), shown under the phase's actions.

They let the owner pick the bases left unpaid under a tax or crew upkeep, run the sleeper slot, and
claim awards and Advanced Tech cards. A tree without ``choices.py`` shows none of them; the turn's
own sleeper buttons stand in for the sleeper slot there.
"""

from __future__ import annotations

import importlib
from types import ModuleType

import flet as ft

from ..context import TableContext

PANELS = ("unpaid_bases_panel", "sleeper_panel", "awards_panel", "advanced_tech_panel")


def _choices() -> ModuleType | None:
    try:
        return importlib.import_module(f"{__package__}.choices")
    except ModuleNotFoundError:
        return None


CHOICES = _choices()


def has_sleeper_panel() -> bool:
    return CHOICES is not None and hasattr(CHOICES, "sleeper_panel")


def decision_panels(ctx: TableContext) -> list[ft.Control]:
    """Every decision panel there is, in the order the table meets them."""
    if CHOICES is None:
        return []
    return [getattr(CHOICES, name)(ctx) for name in PANELS if hasattr(CHOICES, name)]
