"""What can be done now: one panel per step of the Columbia round (``STEP_PANELS``), each with the
step's buttons (disabled with the reason when the rules do not allow them yet)."""

from __future__ import annotations

import flet as ft

from ...engine import CompleteStep
from ...games.columbia.view import (
    FACTIONS,
    MOVES,
    UPGRADE_COST,
    ColumbiaState,
    DrawUp,
    EndTurn,
    PlaceBooker,
    Produce,
    ResolveElizabeth,
    active_player,
    elizabeth_moves,
    faction_of,
    faction_units,
    pending_combats,
    place_name,
    skyline_safe_chance,
    structure_price,
    unit_price,
)
from ...i18n import _
from ..banner import last_result
from ..context import TableContext
from ..step_panels import StepPanel, current_step_panel
from ..widgets import action_button, not_this_phone, section, why_not
from . import combat_dialog, dialogs, event_dialogs
from .actions import earned_upgrade_row, money_short, move_buttons, runner, upgrade_why_not
from .box_copy import box_offer
from .panels import SMALL, text


def _row(*controls: ft.Control) -> ft.Control:
    return ft.Row(list(controls), wrap=True, spacing=8, run_spacing=8)


def _needs_event(panel: StepPanel) -> StepPanel:
    """A World Event step with no event in play (undone past its reveal) says how to get back to it."""

    def guarded(ctx: TableContext) -> ft.Control:
        if ctx.state.event is None:
            return _row(text(_("No World Event in play: undo back to 'Reveal the World Event'.")))
        return panel(ctx)

    return guarded


def _own_turn(panel: StepPanel) -> StepPanel:
    """A step of a player's turn: on a phone that plays other seats, one sentence says whose phone takes it."""

    def guarded(ctx: TableContext) -> ft.Control:
        elsewhere = not_this_phone(ctx, EndTurn())
        return _row(text(elsewhere)) if elsewhere else panel(ctx)

    return guarded


def reveal(ctx: TableContext) -> ft.Control:
    label = _("Reveal the World Event") if ctx.state.event_deck else _("Draw from the empty deck (ends the game)")
    return _row(ft.Button(label, on_click=lambda e: event_dialogs.world_event(ctx)))


def vote(ctx: TableContext) -> ft.Control:
    return _row(ft.Button(_("Vote"), on_click=lambda e: event_dialogs.vote(ctx)))


def elizabeth(ctx: TableContext) -> ft.Control:
    """With the Elizabeth symbol, her step; without it nothing is left to do here, so the one button
    places Booker straight away (rules summary §Elizabeth l.98)."""
    if elizabeth_moves(ctx.state):
        return _row(ft.Button(_("Resolve Elizabeth"), on_click=runner(ctx, ResolveElizabeth())))
    return _row(
        text(_("No Elizabeth symbol on this card: her marker stays.")),
        ft.Button(_("Place Booker"), on_click=runner(ctx, ResolveElizabeth(), PlaceBooker())),
    )


def booker(ctx: TableContext) -> ft.Control:
    return _row(ft.Button(_("Place Booker"), on_click=runner(ctx, PlaceBooker())))


def booker_battle(ctx: TableContext) -> ft.Control:
    where = ctx.state.booker
    if not where:
        return _row()
    target = combat_dialog.defender_of(ctx.state, where, "booker")
    return _row(ft.Button(_("Booker's battle"), on_click=lambda e: combat_dialog.combat(ctx, where, "booker", target)))


def produce(ctx: TableContext) -> ft.Control:
    return _row(
        ft.Button(_("Produce"), on_click=lambda e: dialogs.produce(ctx)),
        ft.OutlinedButton(_("Nothing to produce"), on_click=runner(ctx, Produce(cards=[]))),
    )


def build(ctx: TableContext) -> ft.Control:
    state: ColumbiaState = ctx.state
    player = active_player(state)
    cheapest = min(
        min(unit_price(state, player, k) for k in ("common", "special", "leader")),
        min(structure_price(state, player, k) for k in ("alarm", "turret", "stronghold")),
    )
    return _row(
        action_button(_("Recruit or build"), lambda e: dialogs.recruit_build(ctx), money_short(state, cheapest)),
        action_button(
            _("Buy an upgrade (${cost})").format(cost=UPGRADE_COST),
            lambda e: dialogs.upgrade(ctx, None, True),
            upgrade_why_not(ctx),
        ),
        *move_buttons(ctx),
    )


def move(ctx: TableContext) -> ft.Control:
    state: ColumbiaState = ctx.state
    used = len(state.moved)
    chance = skyline_safe_chance(state)
    odds = (
        _("each space is safe {percent} of the time (a safe symbol on at least one of the 3 dice)").format(
            percent=f"{float(chance):.0%}"
        )
        if chance is not None
        else _("the odds need the Sky-Line dice faces (box setup)")
    )
    return _row(
        text(_("{used} of {most} moves used. Tap where units move from:").format(used=used, most=MOVES)),
        *move_buttons(ctx),
        action_button(
            _("Sky-Line ride"),
            lambda e: dialogs.sky_ride(ctx),
            _("{n} units have moved this turn.").format(n=MOVES) if used >= MOVES else "",
        ),
        text(_("Sky-Line: {odds}.").format(odds=odds), SMALL),
        *([] if chance is not None else box_offer(ctx, "dice")),
        *after_moving(ctx),
    )


def after_moving(ctx: TableContext) -> list[ft.Control]:
    """What ends the moves: a fight where one is due (moving on to the Combat step), else the end of the
    turn (rules summary §Move l.130, §Combat l.134)."""
    state: ColumbiaState = ctx.state
    player = active_player(state)
    done = CompleteStep(step="move")
    fights: list[ft.Control] = [
        ft.Button(
            _("Fight at {place}").format(place=place_name(state, number)),
            on_click=lambda e, n=number: runner(ctx, done, then=lambda: fight(ctx, n, player))(e),
        )
        for number in pending_combats(state)
    ]
    return fights or [ft.OutlinedButton(_("End turn"), on_click=runner(ctx, done, EndTurn()))]


def fight(ctx: TableContext, number: int, player: int) -> None:
    combat_dialog.combat(ctx, number, player, combat_dialog.defender_of(ctx.state, number, player))


def combat(ctx: TableContext) -> ft.Control:
    state: ColumbiaState = ctx.state
    player = active_player(state)
    buttons: list[ft.Control] = []
    for number in pending_combats(state):
        target = combat_dialog.defender_of(state, number, player)
        buttons.append(
            ft.Button(
                _("Fight at {place}").format(place=place_name(state, number)),
                on_click=lambda e, n=number, t=target: combat_dialog.combat(ctx, n, player, t),
            )
        )
    here = state.locations[state.booker - 1] if state.booker else None
    if here and not pending_combats(state) and faction_units(state, here, faction_of(state, player)):
        buttons.append(
            ft.Button(
                _("Fight Booker at {place}").format(place=place_name(state, here.number)),
                on_click=lambda e: combat_dialog.combat(ctx, here.number, player, "booker"),
            )
        )
    buttons.append(action_button(_("End turn"), runner(ctx, EndTurn()), why_not(ctx, EndTurn())))
    return _row(*buttons)


def draw(ctx: TableContext) -> ft.Control:
    return _row(ft.Button(_("Everyone draws up to 5"), on_click=runner(ctx, DrawUp())))


def reveal_vp(ctx: TableContext) -> ft.Control:
    return _row(ft.Button(_("Reveal a Victory Point card"), on_click=lambda e: event_dialogs.vp_card(ctx)))


STEP_PANELS: dict[str, StepPanel] = {
    "reveal": reveal,
    "vote": _needs_event(vote),
    "elizabeth": _needs_event(elizabeth),
    "booker": _needs_event(booker),
    "booker_battle": booker_battle,
    "produce": _own_turn(produce),
    "build": _own_turn(build),
    "move": _own_turn(move),
    "combat": _own_turn(combat),
    "draw": draw,
    "reveal_vp": reveal_vp,
}


def now_panel(ctx: TableContext) -> ft.Control:
    """The current step's panel (the shell's checklist ticks the manual steps); an earned upgrade to place
    comes first, and the first Victory Point card is revealed before anything else."""
    state: ColumbiaState = ctx.state
    if state.finished:
        return ft.Container()
    current = reveal_first_vp(ctx) if state.vp_card_due else current_step_panel(STEP_PANELS, ctx)
    # An earned upgrade is placed in the step that earned it: its choices come first, one tap each.
    earned = [earned_upgrade_row(ctx, f) for f in FACTIONS if state.factions[f].pending_upgrades]
    headline, details = just_done(ctx)
    return section(_("Now"), *headline, *earned, current, *details)


DECISIVE = ("wins", "the event passes", "the event is ignored", "is placed", "goes to", "gains $")


def just_done(ctx: TableContext) -> tuple[list[ft.Control], list[ft.Control]]:
    """What the app just resolved, split so the next action's buttons stay on the screen: the entry and
    its decisive line (who won, whether the vote passed, where Booker went) above them, the rest below."""
    last = last_result(ctx)
    if last is None:
        return [], []
    key = next((n for n in last.notes if any(word in n for word in DECISIVE)), last.notes[0])
    headline = ft.Container(
        ft.Column(
            [
                text(_("Just done: {entry}").format(entry=last.label), SMALL, color=ft.Colors.ON_TERTIARY_CONTAINER),
                text(key, weight=ft.FontWeight.BOLD, color=ft.Colors.ON_TERTIARY_CONTAINER),
            ],
            spacing=2,
            tight=True,
        ),
        bgcolor=ft.Colors.TERTIARY_CONTAINER,
        padding=10,
        border_radius=10,
    )
    rest = [n for n in last.notes if n != key]
    details: list[ft.Control] = [text(_("Also:"), SMALL, weight=ft.FontWeight.BOLD), *[text(n, SMALL) for n in rest]]
    return [headline], details if rest else []


def reveal_first_vp(ctx: TableContext) -> ft.Control:
    return _row(ft.Button(_("Reveal the first Victory Point card"), on_click=lambda e: event_dialogs.vp_card(ctx)))
