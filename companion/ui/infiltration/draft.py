"""The Item Draft step (RS l.206-218): each player ticks the items their operative keeps."""

from __future__ import annotations

import flet as ft

from ...games.infiltration.board import ITEMS_DEALT
from ...games.infiltration.commands import DraftItems
from ...games.infiltration.state import InfiltrationState
from ..context import TableContext
from ..widgets import action_button, section


def draft_why_not(state: InfiltrationState) -> str:
    """Why the draft cannot be sent now (empty: it can), asked of the command with full hands."""
    probe = DraftItems(kept=[["?"] * ITEMS_DEALT for _ in state.operatives])
    return "; ".join(v.message for v in probe.check(state))


def draft_panel(ctx: TableContext) -> ft.Control:
    """Checkboxes over each operative's dealt items, plus a line for items passed in; sends DraftItems."""
    state: InfiltrationState = ctx.state
    boxes: list[list[ft.Checkbox]] = []
    extra: list[ft.TextField] = []
    rows: list[ft.Control] = []
    for op in state.operatives:
        mine = [ft.Checkbox(label=name, value=False) for name in op.items]
        more = ft.TextField(label=f"{op.name}: other items kept (comma-separated)")
        boxes.append(mine)
        extra.append(more)
        rows += [ft.Text(op.name, weight=ft.FontWeight.BOLD), *mine, more]

    def send(e: ft.Event[ft.Button] | None) -> None:
        kept = [
            [b.label for b in mine if b.value and isinstance(b.label, str)]
            + [n.strip() for n in (more.value or "").split(",") if n.strip()]
            for mine, more in zip(boxes, extra, strict=True)
        ]
        if any(len(hand) != ITEMS_DEALT for hand in kept):
            ctx.toast(f"Each operative keeps {ITEMS_DEALT} items: tick or type exactly {ITEMS_DEALT} each.")
            return
        if ctx.execute(DraftItems(kept=kept)):
            ctx.redraw()

    return section("Item Draft", *rows, action_button("Send the draft", send, draft_why_not(state)))
