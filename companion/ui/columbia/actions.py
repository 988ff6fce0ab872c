"""What can be done now: the current step's buttons (disabled with the reason when the rules do
not allow them yet) and the Victory Point cards with their claim buttons."""

from __future__ import annotations

from typing import Any

import flet as ft

from ...engine import Command
from ...games.columbia.view import (
    FACTION_NAMES,
    FACTIONS,
    MOVES,
    TURN_STEPS,
    UPGRADE_COST,
    ClaimVpCard,
    ColumbiaState,
    DrawUp,
    EndTurn,
    Faction,
    ForgoUpgrade,
    PlaceBooker,
    Produce,
    ResolveElizabeth,
    SpendUpgrade,
    active_player,
    describe_check,
    faction_of,
    faction_units,
    pending_combats,
    place_name,
    skyline_safe_chance,
    structure_price,
    unit_price,
)
from ..context import TableContext
from ..widgets import action_button, section, why_not
from . import board_list, combat_dialog, dialogs, event_dialogs
from .forms import Handler
from .panels import SMALL, name_of, text


def _run(ctx: TableContext, command: Command[ColumbiaState]) -> Handler:
    def run(e: Any) -> None:
        if ctx.execute(command):
            dialogs.show_result(ctx)

    return run


def _confirm(ctx: TableContext, card: int, player: int) -> Handler:
    def confirm(e: Any) -> None:
        event_dialogs.confirm_claim(ctx, card, player)

    return confirm


def money_short(state: ColumbiaState, cost: int) -> str:
    player = active_player(state)
    eagles = state.players[player].eagles
    return f"{name_of(state, player)} has ${eagles}; this costs ${cost}." if eagles < cost else ""


def upgrade_why_not(ctx: TableContext) -> str:
    """Why no upgrade can be bought now: money first, else the rules' refusal for every card."""
    return money_short(ctx.state, UPGRADE_COST) or why_not(ctx, "buy_upgrade")


def turn_buttons(ctx: TableContext) -> list[ft.Control]:
    """The active player's buttons for the Produce, Recruit/Build, Move and Combat steps."""
    state: ColumbiaState = ctx.state
    step, player = state.progress.step, active_player(state)
    if step == "produce":
        return [
            ft.Button("Produce", on_click=lambda e: dialogs.produce(ctx)),
            ft.OutlinedButton("Nothing to produce", on_click=_run(ctx, Produce(cards=[]))),
        ]
    if step == "build":
        cheapest = min(
            min(unit_price(state, player, k) for k in ("common", "special", "leader")),
            min(structure_price(state, player, k) for k in ("alarm", "turret", "stronghold")),
        )
        return [
            action_button("Recruit or build", lambda e: dialogs.recruit_build(ctx), money_short(state, cheapest)),
            action_button(
                f"Buy an upgrade (${UPGRADE_COST})", lambda e: dialogs.upgrade(ctx, None, True), upgrade_why_not(ctx)
            ),
            *move_buttons(ctx),
        ]
    if step == "move":
        used = len(state.moved)
        chance = skyline_safe_chance(state)
        odds = (
            f"each space is safe {float(chance):.0%} of the time (a safe symbol on at least one of the 3 dice)"
            if chance is not None
            else "the odds need the Sky-Line dice faces (box setup)"
        )
        return [
            text(f"{used} of {MOVES} moves used. Tap where units move from:"),
            *move_buttons(ctx),
            action_button(
                "Sky-Line ride",
                lambda e: dialogs.sky_ride(ctx),
                f"{MOVES} units have moved this turn." if used >= MOVES else "",
            ),
            text(f"Sky-Line: {odds}.", SMALL),
        ]
    buttons: list[ft.Control] = []
    for number in pending_combats(state):
        target = combat_dialog.defender_of(state, number, player)
        buttons.append(
            ft.Button(
                f"Fight at {place_name(state, number)}",
                on_click=lambda e, n=number, t=target: combat_dialog.combat(ctx, n, player, t),
            )
        )
    here = state.locations[state.booker - 1] if state.booker else None
    if here and not pending_combats(state) and faction_units(state, here, faction_of(state, player)):
        buttons.append(
            ft.Button(
                f"Fight Booker at {place_name(state, here.number)}",
                on_click=lambda e: combat_dialog.combat(ctx, here.number, player, "booker"),
            )
        )
    buttons.append(action_button("End turn", _run(ctx, EndTurn()), why_not(ctx, EndTurn())))
    return buttons


def move_buttons(ctx: TableContext) -> list[ft.Control]:
    """A "Move from …" button for each location where the active player has units left to move
    (moving from the Recruit/Build step ends that step)."""
    state: ColumbiaState = ctx.state
    if not board_list.can_move(state):
        return []
    return [
        ft.FilledTonalButton(
            f"Move from {place_name(state, where.number)}",
            icon=ft.Icons.OPEN_WITH,
            on_click=lambda e, n=where.number: board_list.MovePicker(ctx, n).open(),
        )
        for where in state.locations
        if board_list.movable(state, where)
    ]


def step_buttons(ctx: TableContext) -> list[ft.Control]:
    """The buttons of the current step of the World Event and Refresh phases, or of a turn."""
    state: ColumbiaState = ctx.state
    step = state.progress.step
    if step in TURN_STEPS:
        return turn_buttons(ctx)
    if step in ("vote", "elizabeth", "booker") and state.event is None:
        return [text("No World Event in play: undo back to 'Reveal the World Event'.")]
    if step == "reveal":
        label = "Reveal the World Event" if state.event_deck else "Draw from the empty deck (ends the game)"
        return [ft.Button(label, on_click=lambda e: event_dialogs.world_event(ctx))]
    if step == "vote":
        return [ft.Button("Vote", on_click=lambda e: event_dialogs.vote(ctx))]
    if step == "elizabeth":
        return [ft.Button("Resolve Elizabeth", on_click=_run(ctx, ResolveElizabeth()))]
    if step == "booker":
        return [ft.Button("Place Booker", on_click=_run(ctx, PlaceBooker()))]
    if step == "booker_battle" and state.booker:
        target = combat_dialog.defender_of(state, state.booker, "booker")
        return [
            ft.Button("Booker's battle", on_click=lambda e: combat_dialog.combat(ctx, state.booker, "booker", target))
        ]
    if step == "draw":
        return [ft.Button("Everyone draws up to 5", on_click=_run(ctx, DrawUp()))]
    if step == "reveal_vp":
        return [ft.Button("Reveal a Victory Point card", on_click=lambda e: event_dialogs.vp_card(ctx))]
    return []


def now_panel(ctx: TableContext) -> ft.Control:
    """The buttons for the current step first (the shell's checklist ticks the manual steps)."""
    state: ColumbiaState = ctx.state
    if state.finished:
        return ft.Container()
    buttons: list[ft.Control] = []
    if state.vp_card_due:
        buttons.append(ft.Button("Reveal the first Victory Point card", on_click=lambda e: event_dialogs.vp_card(ctx)))
    else:
        buttons += step_buttons(ctx)
    # An earned upgrade is placed in the step that earned it: its choices come first, one tap each.
    earned = [earned_upgrade_row(ctx, f) for f in FACTIONS if state.factions[f].pending_upgrades]
    return section("Now", *earned, ft.Row(buttons, wrap=True, spacing=8, run_spacing=8))


def earned_upgrade_row(ctx: TableContext, faction: Faction) -> ft.Control:
    """The upgrade ``faction`` just earned, placed with one tap on a card type and value (choices the
    rules refuse are disabled), or given up; other card types through the full dialog."""
    state: ColumbiaState = ctx.state
    choices: list[ft.Control] = [
        ft.OutlinedButton(
            f"{card}: {label}",
            on_click=_run(ctx, command),
            disabled=bool(ctx.session.validate(command)),
        )
        for card in sorted(state.factions[faction].sheet) or ["Handyman"]
        for what, label in dialogs.UPGRADES
        for command in [SpendUpgrade(faction=faction, card=card, what=what)]
    ]
    choices += [
        ft.TextButton("Another card type", on_click=lambda e: dialogs.upgrade(ctx, faction, False)),
        ft.TextButton("Give it up", on_click=_run(ctx, ForgoUpgrade(faction=faction))),
    ]
    return ft.Column(
        [
            text(f"The {FACTION_NAMES[faction]} earned an upgrade: place it now.", weight=ft.FontWeight.BOLD),
            ft.Row(choices, wrap=True, spacing=6, run_spacing=6),
        ],
        spacing=4,
    )


def vp_cards_panel(ctx: TableContext) -> ft.Control:
    """Cards in play, who claimed them, and a claim button during the active player's turn."""
    state: ColumbiaState = ctx.state
    rows: list[ft.Control] = [text(f"Victory Point deck: {state.vp_deck} left")]
    in_turns = state.progress.step in TURN_STEPS and not state.finished
    for i, card in enumerate(state.vp_cards):
        who = f"claimed by the {FACTION_NAMES[card.claimed_by]}" if card.claimed_by else "open"
        points = f"{card.vp} VP" if card.vp is not None else "VP not entered"
        lines: list[ft.Control] = [
            text(f"{card.name} ({points}) · {who}", weight=ft.FontWeight.BOLD),
            text(describe_check(card.check) if card.check else card.condition or "Condition: see the card.", SMALL),
        ]
        if in_turns and not card.claimed_by:
            # A checked condition is the rules engine's to check; a text one the table confirms first.
            player = active_player(state)
            claim = ClaimVpCard(card=i, player=player, confirmed=card.check is None)
            tapped = _run(ctx, claim) if card.check else _confirm(ctx, i, player)
            lines.append(action_button(f"Claim {card.name}", tapped, why_not(ctx, claim)))
        rows.append(ft.Column(lines, spacing=2))
    return section("Victory Point cards", *rows)
