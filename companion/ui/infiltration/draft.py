"""The Item Draft (RS l.206-218, reading A-17): in pass 1, 2 and 3 each operative keeps that many of
the 4 cards in hand and passes the rest to the next operative; then takes the last card passed.

Picks are hidden: a phone that says which players it plays picks for its own operatives and sees the
others only as "choosing…" or "kept"; a phone that plays no seat is passed round, one operative at a time.
"""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from ...games.infiltration.view import (
    ITEMS_DEALT,
    DraftKeep,
    InfiltrationState,
    draft_closed,
    draft_hands,
    entering_order,
)
from ...i18n import _, ngettext
from ..context import TableContext
from ..forms import value_chip
from ..widgets import action_button, section


class Pick:
    """One operative's pick in this pass: tap the cards to keep (the cards it kept last pass start tapped)."""

    def __init__(self, ctx: TableContext, operative: int) -> None:
        state: InfiltrationState = ctx.state
        self.ctx, self.operative = ctx, operative
        self.name = state.operatives[operative].name
        self.player = state.player_names[state.operatives[operative].player]
        self.hand = draft_hands(state)[operative]
        self.wanted = max(state.draft_pass, 1)
        self.key = f"{self.name} keeps"  # the taps so far, kept on this phone until the pick is sent
        if self.key in ctx.chosen:
            self.picked = {int(k) for k in ctx.chosen[self.key].split()}
        else:
            self.picked = set(range(self.wanted - 1))  # a hand starts with the cards its operative kept
        self.body = ft.Column(self.controls(), spacing=6)

    def controls(self) -> list[ft.Control]:
        short = self.wanted - len(self.picked)
        why = ""
        if short > 0:
            why = ngettext("Tap {n} more card to keep.", "Tap {n} more cards to keep.", short).format(n=short)
        elif short < 0:
            why = _("Keep only {n}: tap a card again to put it back.").format(n=self.wanted)
        chips = [
            value_chip(
                _("{name} keeps: {card}").format(name=self.name, card=card), card, self._toggle(k), k in self.picked
            )
            for k, card in enumerate(self.hand)
        ]
        passing = ITEMS_DEALT - self.wanted
        return [
            ft.Text(
                _("{name} ({player}) keeps {keep} of these {n} and passes {passing} on:").format(
                    name=self.name, player=self.player, keep=self.wanted, n=len(self.hand), passing=passing
                ),
                theme_style=ft.TextThemeStyle.BODY_MEDIUM,
            ),
            ft.Row(chips, wrap=True, spacing=4),
            action_button(
                _("Keep {keep}, pass {passing}").format(keep=self.wanted, passing=passing),
                self.keep,
                why_not=why,
                icon=ft.Icons.SWAP_HORIZ,
            ),
        ]

    def _toggle(self, k: int) -> Callable[[ft.Event[ft.Chip] | None], None]:
        def toggle(e: ft.Event[ft.Chip] | None) -> None:
            self.ctx.chosen[self.key] = " ".join(map(str, sorted(self.picked ^ {k})))
            self.ctx.redraw()  # the screen renders again with the tap

        return toggle

    def keep(self, e: ft.Event[ft.Button] | None) -> None:
        self.ctx.execute(DraftKeep(operative=self.operative, keep=sorted(self.picked)))


def draft_panel(ctx: TableContext) -> ft.Control:
    """The pass under way: this phone's own operatives' picks (or the next operative's, passed round)."""
    state: InfiltrationState = ctx.state
    closed = draft_closed(state)
    if closed:
        return section(_("Item Draft"), ft.Text(closed[0].message, italic=True))  # an engine refusal: English for now
    wanted = max(state.draft_pass, 1)
    waiting = [i for i in entering_order(state) if i not in state.draft_keeps]
    mine = [i for i in waiting if state.operatives[i].player in ctx.mine] if ctx.mine else waiting[:1]
    others = [
        ft.Text(
            (_("{name} ({player}): choosing…") if i in waiting else _("{name} ({player}): kept")).format(
                name=op.name, player=state.player_names[op.player]
            )
        )
        for i, op in enumerate(state.operatives)
        if ctx.mine and op.player not in ctx.mine
    ]
    return section(
        _("Item Draft: pass {n} of {passes}").format(n=wanted, passes=ITEMS_DEALT - 1),
        ft.Text(
            ngettext(
                "{done} of {n} operative has kept their cards. Each passes the rest to the next operative.",
                "{done} of {n} operatives have kept their cards. Each passes the rest to the next operative.",
                len(state.operatives),
            ).format(done=len(state.operatives) - len(waiting), n=len(state.operatives)),
            theme_style=ft.TextThemeStyle.BODY_MEDIUM,
        ),
        *(Pick(ctx, i).body for i in mine),
        *others,
    )
