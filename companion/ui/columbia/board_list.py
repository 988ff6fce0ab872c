"""The board as a list of locations, and moves made on it: tap a location (its "Move from …" button
stands in the Now panel), tap what moves (chips with counts, a second tap takes one more), tap where
it goes."""

from __future__ import annotations

from typing import Any

import flet as ft

from ...engine import CompleteStep
from ...games.columbia.view import (
    FACTION_NAMES,
    FACTIONS,
    MOVES,
    PIECE_NAMES,
    SKY_LEADERS,
    ColumbiaState,
    Location,
    Move,
    Unit,
    active_player,
    adjacent,
    controls,
    faction_of,
    place_name,
    unit_faction,
)
from ...i18n import _, ngettext
from ..context import TableContext
from ..widgets import section
from .dialogs import show_result
from .forms import Handler
from .panels import SMALL, group_text, pieces_line, pieces_summary, text, unit_groups


def movable(state: ColumbiaState, where: Location) -> list[Unit]:
    """The active player's units here that have not moved this turn (a shared sky leader too)."""
    player = active_player(state)
    faction = faction_of(state, player)
    return [
        u
        for u in where.units
        if u.id not in state.moved
        and (u.owner == player or (u.name in SKY_LEADERS and unit_faction(state, u) == faction))
    ]


def destinations(state: ColumbiaState, start: int) -> list[int]:
    """Where a walk from ``start`` may end: adjacent undestroyed locations (all of them while the
    board's adjacency is not entered: the table checks the blue borders itself)."""
    return [
        w.number
        for w in state.locations
        if w.number != start and not w.destroyed and adjacent(state, start, w.number) is not False
    ]


def can_move(state: ColumbiaState) -> bool:
    """Moves are open in the Move step, and from the Recruit/Build step (tapping a move ends it)."""
    return not state.finished and state.progress.step in ("build", "move") and len(state.moved) < MOVES


def spoken(label: str) -> str:
    """A group's label as the phone reads it: a kind of piece translated, a named unit as it is."""
    return _(PIECE_NAMES[label]) if label in PIECE_NAMES else label


class MovePicker:
    """The move dialog's choices: how many of each group move, then the destination moves them."""

    def __init__(self, ctx: TableContext, start: int):
        self.ctx, self.start = ctx, start
        state: ColumbiaState = ctx.state
        self.left = MOVES - len(state.moved)
        self.groups = unit_groups(movable(state, state.locations[start - 1]))
        self.taken = {label: 0 for label, _units in self.groups}
        self.chips = {
            label: ft.Chip(label=text(self._chip_text(label)), on_click=self._take(label))
            for label, _units in self.groups
        }
        self.summary = text(_("Tap what moves."), SMALL)

    def _chip_text(self, label: str) -> str:
        units = dict(self.groups)[label]
        taken = self.taken[label]
        return group_text(label, units) + (_(" — {n} moving").format(n=taken) if taken else "")

    def chosen(self) -> list[Unit]:
        return [u for label, units in self.groups for u in units[: self.taken[label]]]

    def _take(self, label: str) -> Handler:
        def take(e: Any) -> None:
            units = dict(self.groups)[label]
            past = len(self.chosen()) >= self.left and self.taken[label] < len(units)  # no move left for one more
            self.taken[label] = self.taken[label] + 1 if self.taken[label] < len(units) and not past else 0
            chip = self.chips[label]
            chip.label = text(self._chip_text(label))
            chip.selected = self.taken[label] > 0
            moving = len(self.chosen())
            left = ngettext("{n} move left this turn", "{n} moves left this turn", self.left).format(n=self.left)
            self.summary.value = (
                _("Only {left}: that choice is cleared, tap again.").format(left=left)
                if past
                else _("Moving {n} ({left}).").format(n=moving, left=left)
                if moving
                else _("Tap what moves.")
            )
            chip.update()
            self.summary.update()

        return take

    def go(self, to: int) -> None:
        """Run one Move per chosen unit (the Recruit/Build step is ticked first when still open)."""
        units = self.chosen()
        if not units:
            self.summary.value = _("First tap what moves.")
            self.summary.update()
            return
        self.ctx.close_dialog()
        if self.ctx.state.progress.step == "build" and not self.ctx.execute(CompleteStep(step="build")):
            return
        for unit in units:
            if not self.ctx.execute(Move(unit=unit.id, to=to)):
                return
        show_result(self.ctx)

    def open(self) -> None:
        state: ColumbiaState = self.ctx.state
        targets: list[ft.Control] = [
            ft.OutlinedButton(place_name(state, n), on_click=lambda e, n=n: self.go(n))
            for n in destinations(state, self.start)
        ]
        self.ctx.open_dialog(
            ft.AlertDialog(
                title=ft.Text(_("Move from {place}").format(place=place_name(state, self.start))),
                content=ft.Column(
                    [
                        text(_("What moves (tap again for one more):")),
                        ft.Row(
                            [
                                ft.Semantics(
                                    label=_("Move {units}").format(units=spoken(label)),
                                    button=True,
                                    content=chip,
                                )
                                for label, chip in self.chips.items()
                            ],
                            wrap=True,
                        ),
                        self.summary,
                        text(_("Where to:")),
                        ft.Row(targets, wrap=True),
                    ],
                    tight=True,
                    scroll=ft.ScrollMode.AUTO,
                    width=380,
                ),
                actions=[ft.TextButton(_("Cancel"), on_click=lambda e: self.ctx.close_dialog())],
            )
        )


def location_tile(ctx: TableContext, where: Location) -> ft.Control:
    state: ColumbiaState = ctx.state
    owner = next((_(FACTION_NAMES[f]) for f in FACTIONS if controls(state, f, where)), None)
    head = _("{place} · territory {territory}").format(place=place_name(state, where.number), territory=where.territory)
    if where.destroyed:
        head += _(" · destroyed")
    elif owner:
        head += f" · {owner}"
    lines: list[ft.Control] = [
        text(head, weight=ft.FontWeight.BOLD),
        text(pieces_line(state, where), color=ft.Colors.ON_SURFACE_VARIANT),
    ]
    tile = ft.Container(
        ft.Column(lines, spacing=2),
        padding=8,
        border_radius=8,
        bgcolor=ft.Colors.SURFACE_CONTAINER_HIGHEST if where.destroyed else ft.Colors.SURFACE_CONTAINER_LOW,
        expand=True,
    )
    return ft.Semantics(container=True, content=ft.Row([tile]))  # one screen-reader node per location


def board_panel(ctx: TableContext) -> ft.Control:
    """Every location by number and name with its pieces grouped; the territories held above."""
    state: ColumbiaState = ctx.state
    held = ", ".join(f"{t} {_(FACTION_NAMES[f])}" for t, f in sorted(state.territory_holder.items())) or _("none yet")
    moves = _("Moves used this turn: {n} of {most}.").format(n=len(state.moved), most=MOVES) if can_move(state) else ""
    head = [text(_("Territories held: {held}").format(held=held)), text(pieces_summary(state), SMALL)]
    if moves:
        head.append(text(moves))
    return section(_("Board"), *head, *[location_tile(ctx, w) for w in state.locations])
