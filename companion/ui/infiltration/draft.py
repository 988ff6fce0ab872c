"""The Item Draft step (RS l.206-218, reading A-17): pass by pass, each operative keeps 1 card of the
cards in hand and passes the rest to the next operative, until each holds 4 again."""

from __future__ import annotations

import flet as ft

from ...games.infiltration.board import UNNAMED_ITEM
from ...games.infiltration.commands import DraftItems
from ...games.infiltration.state import InfiltrationState
from ..context import TableContext
from ..forms import dropdown, named
from ..widgets import section


def dealt_hands(state: InfiltrationState) -> list[list[str]]:
    """The cards each operative was dealt from the item deck: names where known, else "item 1".."item n"."""
    count = 0
    hands = []
    for op in state.operatives:
        hand = []
        for name in op.items:
            if name == UNNAMED_ITEM:
                count += 1
                name = f"item {count}"
            hand.append(name)
        hands.append(hand)
    return hands


def draft_why_not(state: InfiltrationState) -> str:
    """Why the draft cannot be sent now (empty: it can), asked of the command with the dealt hands."""
    return "; ".join(v.message for v in DraftItems(kept=[op.items for op in state.operatives]).check(state))


class Draft:
    """The passes of the draft on this phone; the hands go to the table in one DraftItems at the end."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        self.names = [op.name for op in ctx.state.operatives]
        self.hands = dealt_hands(ctx.state)
        self.unnamed = {card for hand in self.hands for card in hand} - {
            c for op in ctx.state.operatives for c in op.items
        }
        self.kept: list[list[str]] = [[] for _ in self.hands]
        self.picks: list[ft.Dropdown] = []
        self.body = ft.Column(spacing=8)
        self.show(None)

    def show(self, e: ft.Event[ft.Button] | None) -> None:
        size = len(self.hands[0])
        step = len(self.kept[0]) + 1
        self.picks = [
            # keyed by position: two cards of one name stay two choices
            dropdown(f"{name} keeps", [(str(i), card) for i, card in enumerate(hand)])
            for name, hand in zip(self.names, self.hands, strict=True)
        ]
        rows: list[ft.Control] = [
            ft.Text(
                f"Pass {step} of {step + size - 1}: each player keeps 1 of the {size} cards in hand and passes "
                "the rest to the left (the next operative).",
                theme_style=ft.TextThemeStyle.BODY_MEDIUM,
            )
        ]
        for name, pick, kept in zip(self.names, self.picks, self.kept, strict=True):
            rows.append(named(pick))
            if kept:
                rows.append(ft.Text(f"{name} has kept: {', '.join(kept)}", theme_style=ft.TextThemeStyle.LABEL_MEDIUM))
        rows.append(ft.Button("Keep and pass left", icon=ft.Icons.SWAP_HORIZ, on_click=self.keep))
        self.body.controls = rows
        if e is not None:  # a click on the page (the logic tests call the handlers without one)
            self.body.update()

    def keep(self, e: ft.Event[ft.Button] | None) -> None:
        """Each operative keeps the card picked; the rest pass on; the last card of each hand is kept too."""
        for hand, pick, kept in zip(self.hands, self.picks, self.kept, strict=True):
            kept.append(hand.pop(int(pick.value or 0)))
        self.hands = [self.hands[i - 1] for i in range(len(self.hands))]  # operative i receives from i - 1
        if len(self.hands[0]) > 1:
            self.show(e)
            return
        for hand, kept in zip(self.hands, self.kept, strict=True):
            kept += hand
        hands = [[UNNAMED_ITEM if card in self.unnamed else card for card in kept] for kept in self.kept]
        self.ctx.execute(DraftItems(kept=hands))


def draft_panel(ctx: TableContext) -> ft.Control:
    """The draft's passes, or why it cannot run now."""
    why_not = draft_why_not(ctx.state)
    if why_not:
        return section("Item Draft", ft.Text(why_not, italic=True))
    return section("Item Draft", Draft(ctx).body)
