"""Read-only parts of the Columbia table: the turn banner, VP race, World Event, Booker and
Elizabeth, factions with their reference-sheet upgrade grids, and how pieces read on the board."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

import flet as ft

from ...games.columbia.view import (
    COLOUR_NAMES,
    FACTION_NAMES,
    FACTIONS,
    PIECE_NAMES,
    ROUND,
    TURN_STEPS,
    WIN_VP,
    ColumbiaState,
    Faction,
    Location,
    Unit,
    active_player,
    card_vp,
    elizabeth_holder,
    elizabeth_location,
    place_name,
    setup_checklist,
    territory_vp,
    turn_order,
    upgrades_active,
    vp,
)
from ...i18n import N_, _, ngettext
from ..widgets import big_number, section
from .forms import check_item

SMALL = ft.TextThemeStyle.BODY_SMALL
BODY = ft.TextThemeStyle.BODY_MEDIUM
KIND_ORDER = {"leader": 0, "special": 1, "common": 2}
SIGN_WORDS = {"+": N_("adds (+)"), "-": N_("subtracts (−)"), "?": N_("chooses (?)")}


def text(value: str, style: ft.TextThemeStyle = BODY, **kwargs: Any) -> ft.Text:
    """Text in one of the theme's styles (no literal sizes: the theme keeps them readable)."""
    return ft.Text(value, theme_style=style, **kwargs)


def name_of(state: ColumbiaState, player: int) -> str:
    return state.player_names[player]


def unit_groups(units: list[Unit]) -> list[tuple[str, list[Unit]]]:
    """Units grouped by what they are (a named unit alone, the rest by kind), leaders first."""
    groups: dict[str, list[Unit]] = {}
    for unit in sorted(units, key=lambda u: (KIND_ORDER[u.kind], u.label())):
        groups.setdefault(unit.label(), []).append(unit)
    return list(groups.items())


def group_text(label: str, units: list[Unit]) -> str:
    if not units[0].name:
        return ngettext("{n} common", "{n} common", len(units)).format(n=len(units))
    return f"{len(units)} {label}" if len(units) > 1 else label


def pieces_line(state: ColumbiaState, where: Location) -> str:
    """Everything on a location in one line: "P1: Comstock, 3 common, stronghold · token"."""
    parts = []
    for player in range(len(state.players)):
        mine = [u for u in where.units if u.owner == player]
        shown = [group_text(label, units) for label, units in unit_groups(mine)]
        if where.structure and where.structure.owner == player:
            shown.append(_(PIECE_NAMES[where.structure.kind]))
        if shown:
            parts.append(f"{name_of(state, player)}: {', '.join(shown)}")
    if where.token:
        parts.append(
            _("territory token {total} (${eagles})").format(total=where.token.total, eagles=where.token.eagles)
            if where.token.revealed
            else _("territory token")
        )
    if state.booker == where.number:
        parts.append("Booker")
    if elizabeth_location(state) == where.number and state.elizabeth.where == "left":
        parts.append("Elizabeth")
    return " · ".join(parts) or _("empty")


def step_label(step: str) -> str:
    found = ROUND.find(step)
    return _(found[1].label) if found else step


def turn_banner(state: ColumbiaState) -> ft.Control:
    """Whose turn it is and the step, at the top of the table ("P1's turn — Move (up to 4)")."""
    if state.finished:
        line = _("The game is over.")
    elif state.progress.step in TURN_STEPS:
        line = _("{name}'s turn — {step}").format(
            name=name_of(state, active_player(state)), step=step_label(state.progress.step)
        )
    else:
        line = _("Round {n} — {step}").format(n=state.round, step=step_label(state.progress.step))
    order = ", ".join(name_of(state, p) for p in turn_order(state))
    banner = ft.Container(
        ft.Column(
            [
                text(
                    line,
                    ft.TextThemeStyle.TITLE_MEDIUM,
                    weight=ft.FontWeight.BOLD,
                    color=ft.Colors.ON_PRIMARY_CONTAINER,
                ),
                text(_("Turn order: {order}").format(order=order), SMALL, color=ft.Colors.ON_PRIMARY_CONTAINER),
            ],
            spacing=2,
        ),
        bgcolor=ft.Colors.PRIMARY_CONTAINER,
        padding=10,
        border_radius=10,
        expand=True,
    )
    return ft.Row([banner])


def vp_race(state: ColumbiaState, offer: Sequence[ft.Control] = ()) -> ft.Control:
    """Each faction's VP with where they come from (halves of the width, so a caption wraps rather
    than runs off a phone's edge), and the winning total once below; ``offer`` follows the note of
    territory VP not entered (the box setup's, when it has them)."""
    cells: list[ft.Control] = [
        ft.Container(
            big_number(
                _(FACTION_NAMES[f]),
                vp(state, f),
                _("territories {territories} · cards {cards}").format(
                    territories=territory_vp(state, f), cards=card_vp(state, f)
                ),
            ),
            expand=True,
        )
        for f in FACTIONS
    ]
    unknown = [t.id for t in state.territories if t.vp is None]
    notes: list[ft.Control] = (
        [
            text(
                _("Territory VP not entered yet ({territories}): they count 0 until box setup.").format(
                    territories=", ".join(unknown)
                ),
                SMALL,
                italic=True,
            )
        ]
        if unknown
        else []
    )
    goal = text(_("The first faction to {n} VP wins.").format(n=WIN_VP), SMALL, text_align=ft.TextAlign.CENTER)
    notes += list(offer) if notes else []
    return ft.Column([ft.Row(cells), goal, *notes], spacing=2, horizontal_alignment=ft.CrossAxisAlignment.CENTER)


def setup_panel(state: ColumbiaState) -> ft.Control:
    if state.round != 1 or state.event is not None:
        return ft.Container()
    return section(_("Setup checklist"), *[check_item(line) for line in setup_checklist(state)])


def event_panel(state: ColumbiaState) -> ft.Control:
    lines = [text(_("World Event deck: {n} left").format(n=state.event_deck))]
    card = state.event
    if card:
        lines.append(text(card.name, ft.TextThemeStyle.TITLE_MEDIUM, weight=ft.FontWeight.BOLD))
        if card.signs:
            lines.append(text(" · ".join(f"{_(FACTION_NAMES[f])} {_(SIGN_WORDS[card.signs[f]])}" for f in FACTIONS)))
        if card.booker_location:
            lines.append(text(_("Booker goes to {place}").format(place=place_name(state, card.booker_location))))
        symbols = [s for s, on in ((_("Aggressive"), card.aggressive), ("Elizabeth", card.elizabeth)) if on]
        if symbols:
            lines.append(text(_("Symbols: {symbols}").format(symbols=", ".join(symbols))))
        if card.effect:
            lines.append(text(card.effect, italic=True))
        if state.vote:
            v = state.vote
            outcome = _("the event happens") if v.passed else _("the event is ignored")
            lines.append(
                text(
                    _("Vote {total} (Booker {booker}): {outcome}").format(
                        total=f"{v.total:+d}", booker=f"{v.booker:+d}", outcome=outcome
                    )
                )
            )
        if not upgrades_active(state):
            lines.append(text(_("Power Outage: upgrades count for nothing this round."), color=ft.Colors.ERROR))
    return section(_("World Event"), *lines)


def booker_panel(state: ColumbiaState) -> ft.Control:
    where = place_name(state, state.booker) if state.booker else _("off the board")
    her = state.elizabeth
    if her.where == "off":
        eliz = _("not in play")
    elif her.where == "with_booker":
        eliz = _("with Booker")
    else:
        spot, holder = elizabeth_location(state), elizabeth_holder(state)
        at = _("at {place}").format(place=place_name(state, spot)) if spot else _("left on the board")
        eliz = (
            _("{where}, held by the {faction}").format(where=at, faction=_(FACTION_NAMES[holder]))
            if holder
            else _("{where}, held by nobody").format(where=at)
        )
    step = (
        _("Timeline step {n} of {timeline}").format(n=state.elizabeth_step + 1, timeline=state.timeline_name)
        if state.timeline_name
        else _("Timeline step {n}").format(n=state.elizabeth_step + 1)
    )
    return section(
        _("Booker and Elizabeth"),
        text(_("Booker: {where}").format(where=where)),
        text(_("Elizabeth: {where}").format(where=eliz)),
        text(step, SMALL),
    )


def sheet_grid(state: ColumbiaState, faction: Faction) -> ft.Control:
    rows = [
        ft.DataRow(
            cells=[
                ft.DataCell(text(name)),
                ft.DataCell(text(_("unlocked") if row.key else _("locked"))),
                *[ft.DataCell(text(f"+{getattr(row, v)}")) for v in ("influence", "combat", "eagles")],
            ]
        )
        for name, row in sorted(state.factions[faction].sheet.items())
    ]
    if not rows:
        return text(
            _("No action-card types yet: enter them in box setup or name one when upgrading."), SMALL, italic=True
        )
    return ft.DataTable(
        columns=[ft.DataColumn(label=text(_(h))) for h in (N_("Card"), N_("Key"), N_("Influence"), N_("Combat"), "$")],
        rows=rows,
        column_spacing=14,
        horizontal_margin=8,
        data_row_min_height=28,
        heading_row_height=30,
    )


FACTION_BORDER = {"founders": ft.Colors.PRIMARY, "vox": ft.Colors.ERROR}


def faction_panel(state: ColumbiaState, faction: Faction) -> ft.Control:
    fs = state.factions[faction]
    players = [
        ngettext("{name} ({colour}): ${eagles}, {n} card", "{name} ({colour}): ${eagles}, {n} cards", p.hand).format(
            name=name_of(state, i), colour=_(COLOUR_NAMES.get(p.colour, p.colour)), eagles=p.eagles, n=p.hand
        )
        for i, p in enumerate(state.players)
        if p.faction == faction
    ]
    lines = [
        text(_("Leader: {name}").format(name=fs.leader.name), weight=ft.FontWeight.BOLD),
        text(fs.leader.ability, SMALL, italic=True),
        *[text(line, semantics_label=line) for line in players],
        text(
            _("Upgrades: {n}").format(n=fs.upgrades)
            + (_(" · {n} earned to place").format(n=fs.pending_upgrades) if fs.pending_upgrades else "")
        ),
        sheet_grid(state, faction),
    ]
    return ft.Container(
        section(_(FACTION_NAMES[faction]), *lines), border=ft.Border.all(2, FACTION_BORDER[faction]), border_radius=12
    )


def pieces_summary(state: ColumbiaState) -> str:
    """How many pieces each player has on the board ("P1: 13 units, 3 structures")."""
    units = Counter(u.owner for w in state.locations for u in w.units)
    structures = Counter(w.structure.owner for w in state.locations if w.structure)
    return " · ".join(
        _("{name}: {units}, {structures}").format(
            name=name_of(state, i),
            units=ngettext("{n} unit", "{n} units", units[i]).format(n=units[i]),
            structures=ngettext("{n} structure", "{n} structures", structures[i]).format(n=structures[i]),
        )
        for i in range(len(state.players))
    )
