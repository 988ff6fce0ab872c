"""Read-only parts of the Columbia table: VP race, World Event, Booker and Elizabeth, factions
with their reference-sheet upgrade grids, the board and the Victory Point cards."""

from __future__ import annotations

import flet as ft

from ...games.columbia.board import WIN_VP
from ...games.columbia.content import FACTION_NAMES, FACTIONS
from ...games.columbia.setup import setup_checklist
from ...games.columbia.state import (
    ColumbiaState,
    active_player,
    card_vp,
    controls,
    elizabeth_location,
    territory_vp,
    turn_order,
    upgrades_active,
    vp,
)
from ..widgets import big_number, section
from .forms import check_item

COLOURS = {"founders": ft.Colors.BLUE_200, "vox": ft.Colors.RED_200}


def vp_race(state: ColumbiaState) -> ft.Control:
    cells = [
        big_number(
            FACTION_NAMES[f],
            vp(state, f),
            f"territories {territory_vp(state, f)} · cards {card_vp(state, f)} · win at {WIN_VP}",
        )
        for f in FACTIONS
    ]
    unknown = [t.id for t in state.territories if t.vp is None]
    notes = (
        [
            ft.Text(
                f"Territory VP not entered ({', '.join(unknown)}): they count 0 until box setup.", size=11, italic=True
            )
        ]
        if unknown
        else []
    )
    return ft.Column([ft.Row(cells, alignment=ft.MainAxisAlignment.SPACE_AROUND), *notes], spacing=2)


def turn_line(state: ColumbiaState) -> ft.Control:
    order = ", ".join(state.players[p].name for p in turn_order(state))
    now = (
        state.players[active_player(state)].name
        if state.progress.step in ("produce", "build", "move", "combat")
        else "-"
    )
    return ft.Text(f"First player {state.players[state.first_player].name} · order {order} · now: {now}", size=13)


def setup_panel(state: ColumbiaState) -> ft.Control:
    if state.round != 1 or state.event is not None:
        return ft.Container()
    return section("Setup checklist", *[check_item(line) for line in setup_checklist(state)])


def event_panel(state: ColumbiaState) -> ft.Control:
    lines = [ft.Text(f"World Event deck: {state.event_deck} left", size=13)]
    card = state.event
    if card:
        signs = " · ".join(f"{FACTION_NAMES[f]} {card.signs[f]}" for f in FACTIONS)
        symbols = [s for s, on in (("aggressive", card.aggressive), ("Elizabeth", card.elizabeth)) if on]
        lines += [
            ft.Text(card.name, size=18, weight=ft.FontWeight.BOLD),
            ft.Text(
                f"{signs} · Booker to #{card.booker_location}" + (f" · {', '.join(symbols)}" if symbols else ""),
                size=13,
            ),
        ]
        if card.effect:
            lines.append(ft.Text(card.effect, size=12, italic=True))
        if state.vote:
            v = state.vote
            lines.append(
                ft.Text(f"Vote {v.total:+d} (Booker {v.booker:+d}): {'passed' if v.passed else 'ignored'}", size=13)
            )
        if not upgrades_active(state):
            lines.append(ft.Text("Power Outage: upgrades count for nothing this round.", color=ft.Colors.ERROR))
    return section("World Event", *lines)


def booker_panel(state: ColumbiaState) -> ft.Control:
    where = f"#{state.booker} {state.locations[state.booker - 1].name}" if state.booker else "off the board"
    her = state.elizabeth
    if her.where == "off":
        eliz = "not in play"
    elif her.where == "with_booker":
        eliz = "with Booker"
    else:
        eliz = f"on #{elizabeth_location(state)}" + (f", held by the {FACTION_NAMES[her.holder]}" if her.holder else "")
    step = f"step {state.elizabeth_step + 1} of {state.timeline_name or 'the timeline'}"
    return section("Booker and Elizabeth", ft.Text(f"Booker: {where}"), ft.Text(f"Elizabeth: {eliz} · {step}"))


def sheet_grid(state: ColumbiaState, faction: str) -> ft.Control:
    rows = [
        ft.DataRow(
            cells=[
                ft.DataCell(ft.Text(name)),
                ft.DataCell(ft.Text("key" if row.key else "-")),
                *[
                    ft.DataCell(ft.Text(f"+{getattr(row, v)}" if getattr(row, v) else "-"))
                    for v in ("influence", "combat", "eagles")
                ],
            ]
        )
        for name, row in sorted(state.factions[faction].sheet.items())
    ]
    if not rows:
        return ft.Text(
            "No action-card types yet: enter them in box setup or name one when upgrading.", size=11, italic=True
        )
    return ft.DataTable(
        columns=[ft.DataColumn(ft.Text(h)) for h in ("Card", "Key", "Inf", "Cmb", "$")],
        rows=rows,
        column_spacing=14,
        data_row_min_height=28,
        heading_row_height=30,
    )


def faction_panel(state: ColumbiaState, faction: str) -> ft.Control:
    fs = state.factions[faction]
    players = [f"{p.name} ({p.colour}): ${p.eagles}, {p.hand} cards" for p in state.players if p.faction == faction]
    lines = [
        ft.Text(f"Leader: {fs.leader.name}", weight=ft.FontWeight.BOLD),
        ft.Text(fs.leader.ability, size=12, italic=True),
        *[ft.Text(line, semantics_label=line) for line in players],
        ft.Text(
            f"Upgrades: {fs.upgrades}" + (f" · {fs.pending_upgrades} earned to place" if fs.pending_upgrades else "")
        ),
        sheet_grid(state, faction),
    ]
    return ft.Container(
        section(FACTION_NAMES[faction], *lines), border=ft.Border.all(2, COLOURS[faction]), border_radius=12
    )


def board_panel(state: ColumbiaState) -> ft.Control:
    rows = []
    for w in state.locations:
        owners = [f for f in FACTIONS if controls(state, f, w)]
        parts = []
        for i, p in enumerate(state.players):
            mine = [u.label() for u in w.units if u.owner == i]
            if mine:
                parts.append(f"{p.name}: {', '.join(mine)}")
        if w.structure:
            parts.append(f"{state.players[w.structure.owner].name}'s {w.structure.kind}")
        if w.token:
            parts.append("token" + (f" {w.token.total}/${w.token.eagles}" if w.token.revealed else " (face down)"))
        if state.booker == w.number:
            parts.append("Booker")
        head = f"#{w.number} {w.name} ({w.territory})" + (" DESTROYED" if w.destroyed else "")
        if owners:
            head += f" · {FACTION_NAMES[owners[0]]}"
        rows.append(ft.Text(head + (": " + "; ".join(parts) if parts else ""), size=12))
    held = ", ".join(f"{t} {FACTION_NAMES[f]}" for t, f in sorted(state.territory_holder.items())) or "none"
    return section("Board", ft.Text(f"Territories held: {held}", size=13), *rows)
