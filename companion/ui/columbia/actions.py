"""Actions the step panels share (running a command, moving, paying, placing an earned upgrade) and the
Victory Point cards with their claim buttons."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from ...engine import Command
from ...games.columbia.view import (
    FACTION_NAMES,
    TURN_STEPS,
    UPGRADE_COST,
    ClaimVpCard,
    ColumbiaState,
    Faction,
    ForgoUpgrade,
    SpendUpgrade,
    active_player,
    describe_check,
    place_name,
)
from ...i18n import _
from ..context import TableContext
from ..widgets import action_button, not_this_phone, section, why_not
from . import board_list, dialogs, event_dialogs
from .forms import Handler
from .panels import SMALL, name_of, text


def runner(ctx: TableContext, *commands: Command[Any], then: Callable[[], None] | None = None) -> Handler:
    """A click handler that runs ``commands`` in turn (stopping at a refusal), shows the result, then
    runs ``then``."""

    def run(e: Any) -> None:
        if all(ctx.execute(command) for command in commands):
            dialogs.show_result(ctx)
            if then is not None:
                then()

    return run


def _confirm(ctx: TableContext, card: int, player: int) -> Handler:
    def confirm(e: Any) -> None:
        event_dialogs.confirm_claim(ctx, card, player)

    return confirm


def money_short(state: ColumbiaState, cost: int) -> str:
    player = active_player(state)
    eagles = state.players[player].eagles
    said = _("{name} has ${eagles}; this costs ${cost}.")
    return said.format(name=name_of(state, player), eagles=eagles, cost=cost) if eagles < cost else ""


def upgrade_why_not(ctx: TableContext) -> str:
    """Why no upgrade can be bought now: money first, else the rules' refusal for every card."""
    return money_short(ctx.state, UPGRADE_COST) or why_not(ctx, "buy_upgrade")


def move_buttons(ctx: TableContext) -> list[ft.Control]:
    """A "Move from …" button for each location where the active player has units left to move
    (moving from the Recruit/Build step ends that step)."""
    state: ColumbiaState = ctx.state
    if not board_list.can_move(state):
        return []
    return [
        ft.FilledTonalButton(
            _("Move from {place}").format(place=place_name(state, where.number)),
            icon=ft.Icons.OPEN_WITH,
            on_click=lambda e, n=where.number: board_list.MovePicker(ctx, n).open(),
        )
        for where in state.locations
        if board_list.movable(state, where)
    ]


def earned_upgrade_row(ctx: TableContext, faction: Faction) -> ft.Control:
    """The upgrade ``faction`` just earned, placed with one tap on a card type and value (choices the
    rules refuse are disabled), or given up; other card types through the full dialog."""
    state: ColumbiaState = ctx.state
    earned = _("The {faction} earned an upgrade: place it now.").format(faction=_(FACTION_NAMES[faction]))
    title = text(earned, weight=ft.FontWeight.BOLD)
    elsewhere = not_this_phone(ctx, ForgoUpgrade(faction=faction))
    if elsewhere:
        return ft.Column([title, text(elsewhere)], spacing=4)
    choices: list[ft.Control] = []
    reasons: list[tuple[str, str]] = []
    for card in sorted(state.factions[faction].sheet) or ["Handyman"]:
        buttons, why = dialogs.upgrade_choices(
            ctx, card, lambda c, w: SpendUpgrade(faction=faction, card=c, what=w), lambda c: runner(ctx, c)(None)
        )
        choices += buttons
        reasons += why
    choices += [
        ft.TextButton(_("Another card type"), on_click=lambda e: dialogs.upgrade(ctx, faction, False)),
        ft.TextButton(_("Give it up"), on_click=runner(ctx, ForgoUpgrade(faction=faction))),
    ]
    return ft.Column(
        [
            title,
            ft.Row(choices, wrap=True, spacing=6, run_spacing=6),
            *dialogs.greyed(reasons),
        ],
        spacing=4,
    )


def vp_cards_panel(ctx: TableContext) -> ft.Control:
    """Cards in play, who claimed them, and a claim button during the active player's turn."""
    state: ColumbiaState = ctx.state
    rows: list[ft.Control] = [text(_("Victory Point deck: {n} left").format(n=state.vp_deck))]
    in_turns = state.progress.step in TURN_STEPS and not state.finished
    for i, card in enumerate(state.vp_cards):
        who = (
            _("claimed by the {faction}").format(faction=_(FACTION_NAMES[card.claimed_by]))
            if card.claimed_by
            else _("open")
        )
        points = _("{n} VP").format(n=card.vp) if card.vp is not None else _("VP not entered")
        condition = describe_check(card.check).told() if card.check else card.condition or _("Condition: see the card.")
        lines: list[ft.Control] = [
            text(f"{card.name} ({points}) · {who}", weight=ft.FontWeight.BOLD),
            text(condition, SMALL),
        ]
        if in_turns and not card.claimed_by:
            # A checked condition is the rules engine's to check; a text one the table confirms first.
            player = active_player(state)
            claim = ClaimVpCard(card=i, player=player, confirmed=card.check is None)
            tapped = runner(ctx, claim) if card.check else _confirm(ctx, i, player)
            lines.append(action_button(_("Claim {card}").format(card=card.name), tapped, why_not(ctx, claim)))
        rows.append(ft.Column(lines, spacing=2))
    return section(_("Victory Point cards"), *rows)
