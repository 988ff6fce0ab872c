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
        ft.Text(f"{p.name}: {p.hand} in hand · {p.deck} in the deck · {p.discard} discarded") for p in state.players
    ]
    event = f" · in play: {state.event.name}" if state.event else ""
    rows.append(ft.Text(f"World Event deck: {state.event_deck} left{event}"))
    rows.append(ft.Text(f"Victory Point deck: {state.vp_deck} left · {len(state.vp_cards)} in play"))
    return section("Cards", *rows)


def card_steps_panel(ctx: TableContext) -> ft.Control:
    """Card and event effects the table resolves by hand, each ticked off once done; when several wait
    at once, the first player says in which order (rules summary l.234)."""
    state: ColumbiaState = ctx.state
    rows: list[ft.Control] = [
        ft.Row([ft.Text(step, expand=True), _button(ctx, "Done", ConfirmCardStep(index=i))], wrap=True)
        for i, step in enumerate(state.card_steps)
    ]
    if len(rows) > 1:
        first = state.player_names[state.first_player]
        rows.insert(
            0,
            ft.Text(
                f"They happen together: {first}, the first player, chooses the order. Resolve them in that order, "
                "tapping Done on each.",
                theme_style=ft.TextThemeStyle.BODY_SMALL,
            ),
        )
    return section("Card effects to resolve", *(rows or [ft.Text("Nothing to resolve.")]))
