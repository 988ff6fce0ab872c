"""What the table screen shows for the step the round is at.

Each game declares one registry, ``STEP_PANELS`` in ``companion/ui/<game>/steps.py``: every step id of
its round spec mapped to the panel built for it (tests/ui/test_step_panels.py checks the two agree), so
a new step's screen goes there.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

import flet as ft

from .context import TableContext

StepPanel = Callable[[TableContext], ft.Control]


def current_step_panel(panels: Mapping[str, StepPanel], ctx: TableContext) -> ft.Control:
    """The panel of the step the table is at."""
    return panels[ctx.state.progress.step](ctx)
