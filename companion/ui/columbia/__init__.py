"""The Siege of Columbia table screen: VP race, what to do now, the World Event, Booker and
Elizabeth, both factions with their upgrade grids, Victory Point cards and the board."""

from __future__ import annotations

import flet as ft

from ...engine import Command
from ...games.columbia.commands import (
    ClaimVpCard,
    DestroyLocation,
    DrawUp,
    EndTurn,
    PlaceBooker,
    ResolveElizabeth,
    SetBoard,
    SetDiceFaces,
    SetElizabeth,
)
from ...games.columbia.commands.turn import pending_combats
from ...games.columbia.content import FACTION_NAMES, FACTIONS
from ...games.columbia.odds import skyline_safe_chance
from ...games.columbia.state import ColumbiaState, active_player, faction_units
from ..context import TableContext
from ..forms import dropdown, named
from ..widgets import section
from . import dialogs
from .box import box_setup
from .panels import board_panel, booker_panel, event_panel, faction_panel, setup_panel, turn_line, vp_race

__all__ = ["box_setup", "build_table"]


def _run(ctx: TableContext, command: Command):
    return lambda e: ctx.execute(command)


def now_panel(ctx: TableContext) -> ft.Control:
    """The buttons for the current step (the shell's checklist ticks the manual steps)."""
    state: ColumbiaState = ctx.state
    if state.finished:
        return ft.Container()
    step = state.progress.step
    buttons: list[ft.Control] = []
    if state.vp_card_due:
        buttons.append(ft.Button("Reveal the first Victory Point card", on_click=lambda e: dialogs.vp_card(ctx)))
    if step in ("vote", "elizabeth", "booker") and state.event is None:
        buttons.append(ft.Text("No World Event in play: skip back to 'Reveal the World Event'."))
    elif step == "reveal":
        label = "Reveal the World Event" if state.event_deck else "Draw from the empty deck (ends the game)"
        buttons.append(ft.Button(label, on_click=lambda e: dialogs.world_event(ctx)))
    elif step == "vote":
        buttons.append(ft.Button("Vote", on_click=lambda e: dialogs.vote(ctx)))
    elif step == "elizabeth":
        buttons.append(ft.Button("Resolve Elizabeth", on_click=_run(ctx, ResolveElizabeth())))
    elif step == "booker":
        buttons.append(ft.Button("Place Booker", on_click=_run(ctx, PlaceBooker())))
    elif step == "booker_battle" and state.booker:
        target = dialogs.defender_of(state, state.booker, "booker")
        buttons.append(
            ft.Button("Booker's battle", on_click=lambda e: dialogs.combat(ctx, state.booker, "booker", target))
        )
    elif step == "produce":
        buttons.append(ft.Button("Produce", on_click=lambda e: dialogs.produce(ctx)))
    elif step == "build":
        buttons += [
            ft.Button("Recruit or build", on_click=lambda e: dialogs.recruit_build(ctx)),
            ft.Button("Buy an upgrade ($3)", on_click=lambda e: dialogs.upgrade(ctx, None, True)),
        ]
    elif step == "move":
        buttons += [
            ft.Button("Move a unit", on_click=lambda e: dialogs.move(ctx)),
            ft.Button("Sky-Line ride", on_click=lambda e: dialogs.sky_ride(ctx)),
        ]
        chance = skyline_safe_chance(state)
        buttons.append(
            ft.Text(
                "Sky-Line: "
                + (
                    f"{float(chance):.0%} safe per space"
                    if chance is not None
                    else "odds need the Sky-Line dice faces (box setup)"
                ),
                size=12,
            )
        )
    elif step == "combat":
        player = active_player(state)
        for number in pending_combats(state):
            target = dialogs.defender_of(state, number, player)
            buttons.append(
                ft.Button(
                    f"Fight on #{number}", on_click=lambda e, n=number, t=target: dialogs.combat(ctx, n, player, t)
                )
            )
        here = state.locations[state.booker - 1] if state.booker else None
        if here and not pending_combats(state) and faction_units(state, here, state.players[player].faction):
            buttons.append(
                ft.Button(
                    f"Fight Booker on #{here.number}",
                    on_click=lambda e: dialogs.combat(ctx, here.number, player, "booker"),
                )
            )
        buttons.append(ft.Button("End turn", on_click=_run(ctx, EndTurn())))
    elif step == "draw":
        buttons.append(ft.Button("Everyone draws up to 5", on_click=_run(ctx, DrawUp())))
    elif step == "reveal_vp":
        buttons.append(ft.Button("Reveal a Victory Point card", on_click=lambda e: dialogs.vp_card(ctx)))
    for faction in FACTIONS:
        if state.factions[faction].pending_upgrades:
            buttons.append(
                ft.Button(
                    f"Place an earned upgrade ({FACTION_NAMES[faction]})",
                    on_click=lambda e, f=faction: dialogs.upgrade(ctx, f, False),
                )
            )
    return section("Now", turn_line(state), ft.Row(buttons, wrap=True))


def vp_cards_panel(ctx: TableContext) -> ft.Control:
    state: ColumbiaState = ctx.state
    rows: list[ft.Control] = [ft.Text(f"Victory Point deck: {state.vp_deck} left", size=13)]
    in_turns = state.progress.step in ("produce", "build", "move", "combat")
    for i, card in enumerate(state.vp_cards):
        who = f"claimed by the {FACTION_NAMES[card.claimed_by]}" if card.claimed_by else "open"
        line = ft.Text(
            f"{card.name} ({card.vp if card.vp is not None else '?'} VP): {card.condition or 'see the card'} · {who}",
            size=13,
            expand=True,
        )
        row: list[ft.Control] = [line]
        if in_turns and not card.claimed_by and not state.finished:
            player = active_player(state)
            row.append(ft.TextButton(f"Claim {card.name}", on_click=_run(ctx, ClaimVpCard(card=i, player=player))))
        rows.append(ft.Row(row, wrap=True))
    return section("Victory Point cards", *rows)


def by_hand_panel(ctx: TableContext) -> ft.Control:
    """Card effects the app does not automate, and copying box content into this game."""
    place = dropdown("Location", dialogs.LOCATIONS, width=140)

    def copy_box(e) -> None:
        for entry in ctx.library.entries("columbia", "dice"):
            if entry.faces and entry.faces != ctx.state.dice.get(entry.id):
                ctx.execute(SetDiceFaces(die=entry.id, faces=entry.faces))
        board = ctx.library.entries("columbia", "board")[-1]
        vp = {t.id: t.vp for t in board.territories if t.vp is not None}
        if vp or board.adjacency is not None:
            ctx.execute(SetBoard(territory_vp=vp, adjacency=board.adjacency))
        ctx.toast("Box content copied into this game.")

    her = dropdown(
        "Elizabeth goes",
        [("off", "off the board"), ("with_booker", "with Booker"), ("left", "to the location")],
        width=200,
    )
    holder = dropdown("Held by", [("none", "nobody"), *[(f, FACTION_NAMES[f]) for f in FACTIONS]], "none", width=160)

    def move_her(e) -> None:
        left = her.value == "left"
        ctx.execute(
            SetElizabeth(
                where=her.value,
                location=int(place.value) if left else None,
                holder=holder.value if left and holder.value != "none" else None,
            )
        )

    return section(
        "By hand",
        ft.Text("Card effects: pick a location, then act.", size=12),
        ft.Row(
            [
                named(place),
                ft.OutlinedButton(
                    "Destroy location", on_click=lambda e: ctx.execute(DestroyLocation(location=int(place.value)))
                ),
            ],
            wrap=True,
        ),
        ft.Row([named(her), named(holder), ft.OutlinedButton("Move Elizabeth", on_click=move_her)], wrap=True),
        ft.OutlinedButton("Copy box setup into this game", on_click=copy_box),
    )


def build_table(ctx: TableContext) -> ft.Control:
    state: ColumbiaState = ctx.state
    return ft.Column(
        [
            now_panel(ctx),
            vp_race(state),
            setup_panel(state),
            event_panel(state),
            booker_panel(state),
            *[faction_panel(state, f) for f in FACTIONS],
            vp_cards_panel(ctx),
            board_panel(state),
            by_hand_panel(ctx),
        ],
        spacing=10,
    )
