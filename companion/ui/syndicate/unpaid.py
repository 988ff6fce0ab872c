"""When an owner cannot pay for every base (a Sovereign tax, crew upkeep), they choose which go unpaid.

The rules offer a default (``sovereign.suggested_flips``, ``collection.suggested_unpaid``); the table
ticks the bases left unpaid in a dialog, and the command refuses a choice that does not settle the bill.
With rules that settle the bill themselves (no such default), the command runs at once.
"""

from __future__ import annotations

from typing import Any

import flet as ft

from ...games.syndicate.state import SyndicateState
from ..context import TableContext
from .board import small
from .dialog import form_dialog


def suggested(module: object, name: str, *args: Any) -> dict[int, list[str]]:
    """The rules' default of unpaid bases per owner short of money (empty: nobody is short)."""
    suggest = getattr(module, name, None)
    return dict(suggest(*args)) if callable(suggest) else {}


class UnpaidChoice:
    """One checkbox per base of each owner who is short, ticked as the rules suggest."""

    def __init__(self, state: SyndicateState, suggestion: dict[int, list[str]], what: str):
        self.boxes: dict[int, list[tuple[str, ft.Checkbox]]] = {}
        self.controls: list[ft.Control] = []
        for player, bases in suggestion.items():
            boxes = [
                (t.id, ft.Checkbox(label=f"{t.name} ({t.zone}) goes unpaid", value=t.id in bases))
                for t in state.bases_of(player)
            ]
            self.boxes[player] = boxes
            name = state.player_names[player]
            self.controls += [small(f"{name} cannot pay the {what} for every base: tick the bases left unpaid.")]
            self.controls += [box for _, box in boxes]

    def chosen(self) -> dict[int, list[str]]:
        return {p: [base for base, box in boxes if box.value] for p, boxes in self.boxes.items()}


def settle(ctx: TableContext, data: dict[str, Any], field: str, suggestion: dict[int, list[str]], what: str) -> None:
    """Run the command ``data`` at once, or first let the owners short of ``what`` choose their unpaid bases."""
    parse = ctx.session.definition.parse_command
    if not suggestion:
        ctx.execute(parse(data))
        return
    choice = UnpaidChoice(ctx.state, suggestion, what)
    form_dialog(ctx, f"Unpaid {what}", choice.controls, "Go on", lambda: parse({**data, field: choice.chosen()}))
