"""Table-screen panels for Columbia's cards: Victory Point claims, decks and hands, earned upgrades
to place, and card or event effects the table confirms.

Each panel is built only from ``ctx.state`` and changes the game only through ``ctx.execute``;
an action that cannot be taken now says why on its button.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from ...engine import Command, validate
from ...games.columbia.commands import ClaimVpCard, ConfirmCardStep, ForgoUpgrade, SpendUpgrade
from ...games.columbia.content import FACTION_NAMES
from ...games.columbia.state import ColumbiaState, active_player
from ...games.columbia.vp_conditions import describe_check
from ..context import TableContext
from ..widgets import action_button, section

UPGRADE_WORDS = {
    "key": "unlock its ability",
    "influence": "+1 influence",
    "combat": "+1 combat",
    "eagles": "+1 Silver Eagles",
}


def _run(ctx: TableContext, command: Command[Any]) -> Callable[[ft.Event[ft.Button]], None]:
    def run(_: ft.Event[ft.Button]) -> None:
        ctx.execute(command)

    return run


def _why_not(state: ColumbiaState, command: Command[Any]) -> str:
    refused = validate(state, command)
    return refused[0].message if refused else ""


def _button(ctx: TableContext, label: str, command: Command[Any]) -> ft.Control:
    return action_button(label, _run(ctx, command), why_not=_why_not(ctx.state, command))


def vp_claim_panel(ctx: TableContext) -> ft.Control:
    """The Victory Point cards in play, each with its condition and a claim button for the active player."""
    state: ColumbiaState = ctx.state
    rows: list[ft.Control] = []
    for i, card in enumerate(state.vp_cards):
        vp = f"{card.vp} VP" if card.vp is not None else "VP not entered"
        wanted = describe_check(card.check) if card.check else card.condition or "condition as printed"
        rows.append(ft.Text(f"{card.name} ({vp}): {wanted}" + (" · the team together" if card.team else "")))
        if card.claimed_by:
            rows.append(ft.Text(f"Claimed by the {FACTION_NAMES[card.claimed_by]}.", italic=True))
        elif state.progress.step in ("produce", "build", "move", "combat"):
            player = active_player(state)
            claim = ClaimVpCard(card=i, player=player, confirmed=card.check is None)
            label = f"{state.players[player].name} claims it" + ("" if card.check else " (the table agrees)")
            rows.append(_button(ctx, label, claim))
    return section("Victory Point cards", *(rows or [ft.Text("No Victory Point card in play.")]))


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


def earned_upgrade_panel(ctx: TableContext) -> ft.Control:
    """An earned upgrade is placed at once: one button per card type and kind, or give it up."""
    state: ColumbiaState = ctx.state
    rows: list[ft.Control] = []
    for faction, fs in state.factions.items():
        if not fs.pending_upgrades:
            continue
        rows.append(ft.Text(f"The {FACTION_NAMES[faction]} earned an upgrade: place it now."))
        for card in fs.sheet:
            choices = [
                _button(ctx, f"{card}: {words}", SpendUpgrade(faction=faction, card=card, what=what))
                for what, words in UPGRADE_WORDS.items()
            ]
            rows.append(ft.Row(choices, wrap=True))
        rows.append(_button(ctx, "Give it up", ForgoUpgrade(faction=faction)))
    return section("Upgrade to place", *(rows or [ft.Text("No upgrade waiting.")]))


def card_steps_panel(ctx: TableContext) -> ft.Control:
    """Card and event effects the table resolves by hand, each ticked off once done."""
    state: ColumbiaState = ctx.state
    rows: list[ft.Control] = [
        ft.Row([ft.Text(step, expand=True), _button(ctx, "Done", ConfirmCardStep(index=i))], wrap=True)
        for i, step in enumerate(state.card_steps)
    ]
    return section("Card effects to resolve", *(rows or [ft.Text("Nothing to resolve.")]))
