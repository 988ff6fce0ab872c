"""Table-screen panels for Columbia's cards: decks and hands, and card or event effects the table
confirms.

Each panel is built only from ``ctx.state`` and changes the game only through ``ctx.execute``;
an action that cannot be taken now says why on its button.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from ...engine import Command
from ...games.columbia.view import ColumbiaState, ConfirmCardStep
from ...i18n import _
from ..context import TableContext
from ..widgets import action_button, section, why_not


def _run(ctx: TableContext, command: Command[Any]) -> Callable[[ft.Event[ft.Button]], None]:
    def run(_: ft.Event[ft.Button]) -> None:
        ctx.execute(command)

    return run


def _button(ctx: TableContext, label: str, command: Command[Any]) -> ft.Control:
    return action_button(label, _run(ctx, command), why_not=why_not(ctx, command))


def decks_panel(ctx: TableContext) -> ft.Control:
    """Each player's hand, action deck and discard pile, and the World Event and VP decks."""
    state: ColumbiaState = ctx.state
    rows: list[ft.Control] = [
        ft.Text(
            _("{name}: {hand} in hand · {deck} in the deck · {discard} discarded").format(
                name=p.name, hand=p.hand, deck=p.deck, discard=p.discard
            )
        )
        for p in state.players
    ]
    event = _(" · in play: {card}").format(card=state.event.name) if state.event else ""
    rows.append(ft.Text(_("World Event deck: {n} left").format(n=state.event_deck) + event))
    rows.append(ft.Text(_("Victory Point deck: {n} left · {m} in play").format(n=state.vp_deck, m=len(state.vp_cards))))
    return section(_("Cards"), *rows)


def card_steps_panel(ctx: TableContext) -> ft.Control:
    """Card and event effects the table resolves by hand, each ticked off once done; when several wait
    at once, the first player says in which order (rules summary l.234)."""
    state: ColumbiaState = ctx.state
    rows: list[ft.Control] = [
        ft.Row([ft.Text(step, expand=True), _button(ctx, _("Done"), ConfirmCardStep(index=i))], wrap=True)
        for i, step in enumerate(state.card_steps)
    ]
    if len(rows) > 1:
        first = state.player_names[state.first_player]
        rows.insert(
            0,
            ft.Text(
                _(
                    "They happen together: {name}, the first player, chooses the order. Resolve them in that order, "
                    "tapping Done on each."
                ).format(name=first),
                theme_style=ft.TextThemeStyle.BODY_SMALL,
            ),
        )
    return section(_("Card effects to resolve"), *(rows or [ft.Text(_("Nothing to resolve."))]))
