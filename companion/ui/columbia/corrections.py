"""Setting the table by hand with an editor made for each value: the units on a location (a count per
player and kind, with steppers), its structure and territory token, the World Event in play, the
leader cards and the territories' VP. Each sends one logged, undoable command."""

from __future__ import annotations

from typing import Any

import flet as ft

from ...engine import Command, Correct
from ...games.columbia.view import (
    FACTION_NAMES,
    FACTIONS,
    ColumbiaState,
    CorrectUnits,
    Faction,
    LeaderEntry,
    PieceCount,
    UnitKind,
    WorldEventEntry,
    entries_of,
    loc,
)
from ..context import TableContext
from ..forms import ChipChoice, command_dialog, dropdown, named, number_field, read_number
from ..widgets import expandable, stepper
from .dialogs import locations
from .panels import SMALL, name_of, text

KINDS: tuple[UnitKind, ...] = ("leader", "special", "common")
STRUCTURES = [("none", "None"), ("stronghold", "Stronghold"), ("turret", "Turret"), ("alarm", "Alarm")]


def corrections_panel(ctx: TableContext) -> ft.Control:
    """The editors, one button each (the dialogs are built only when opened)."""
    editors = (
        ("Units on a location", unit_editor),
        ("Structure on a location", structure_editor),
        ("Territory token on a location", token_editor),
        ("World Event in play", event_editor),
        ("Leader cards", leader_editor),
        ("Territory Victory Points", territory_editor),
    )
    return expandable(
        ctx.opened,
        ft.ExpansionTile(
            title=ft.Text("Correct the board"),
            subtitle=text("Set pieces and cards to match the table (logged, undoable)", SMALL),
            leading=ft.Icon(ft.Icons.BUILD),
            controls=[
                ft.Row(
                    [ft.OutlinedButton(label, on_click=lambda e, f=editor: f(ctx)) for label, editor in editors],
                    wrap=True,
                    spacing=6,
                    run_spacing=6,
                )
            ],
        ),
    )


def _reason() -> ft.TextField:
    return ft.TextField(label="Why (for the log)", width=300)


def _dialog(ctx: TableContext, title: str, controls: list[ft.Control], build: Any) -> None:
    command_dialog(ctx, title, controls, "Set", build, after=lambda: ctx.toast("Set by hand."))


def unit_editor(ctx: TableContext) -> None:
    state: ColumbiaState = ctx.state
    counts: dict[tuple[int, UnitKind, str], int] = {}
    rows = ft.Column([], spacing=0)
    reason = _reason()

    def counter(group: tuple[int, UnitKind, str]) -> ft.Control:
        def changed(n: int) -> None:
            counts[group] = n

        owner, kind, name = group
        return stepper(f"{name_of(state, owner)} {name or kind}", counts[group], changed)

    def show(e: Any = None) -> None:
        where = loc(state, int(where_field.value or 1))
        groups = {(p, k, "") for p in range(len(state.players)) for k in KINDS}
        groups |= {(u.owner, u.kind, u.name) for u in where.units}
        counts.clear()
        for group in sorted(groups, key=lambda g: (g[0], KINDS.index(g[1]), g[2])):
            counts[group] = sum(1 for u in where.units if (u.owner, u.kind, u.name) == group)
        rows.controls = [counter(group) for group in counts]
        if e is not None:
            rows.update()

    where_field = dropdown("Location", locations(state), "1", width=300, on_select=show)
    show()

    def build() -> Command[Any]:
        pieces = [PieceCount(owner=o, kind=k, name=n, count=c) for (o, k, n), c in counts.items() if c]
        return CorrectUnits(location=int(where_field.value or 1), pieces=pieces, reason=(reason.value or "").strip())

    _dialog(ctx, "Units on a location", [named(where_field), rows, reason], build)


def structure_editor(ctx: TableContext) -> None:
    state: ColumbiaState = ctx.state
    where_field = dropdown("Location", locations(state), "1", width=300)
    kind = ChipChoice("Structure", STRUCTURES, "none")
    owner = dropdown("Owner", [(str(p), name_of(state, p)) for p in range(len(state.players))], "0", width=200)
    reason = _reason()

    def build() -> Command[Any]:
        n = int(where_field.value or 1)
        value = None if kind.value == "none" else {"owner": int(owner.value or 0), "kind": kind.value}
        return Correct(path=f"locations.{n - 1}.structure", value=value, reason=(reason.value or "").strip())

    _dialog(ctx, "Structure on a location", [named(where_field), kind.control, named(owner), reason], build)


def token_editor(ctx: TableContext) -> None:
    state: ColumbiaState = ctx.state
    where_field = dropdown("Location", locations(state), "1", width=300)
    there = ft.Switch(label="A territory token is there", value=True)
    revealed = ft.Switch(label="Face up")
    total, eagles = number_field("Its combat total", None, width=150), number_field("Its reward ($)", None, width=150)
    reason = _reason()

    def build() -> Command[Any] | None:
        n = int(where_field.value or 1)
        value: dict[str, Any] | None = None
        if there.value:
            value = {"revealed": bool(revealed.value), "total": None, "eagles": None}
            for key, field in (("total", total), ("eagles", eagles)):
                if revealed.value and (field.value or "").strip():  # a face-down token's values are unknown
                    value[key] = read_number(field, 0, 99)
                    if value[key] is None:
                        return None
        return Correct(path=f"locations.{n - 1}.token", value=value, reason=(reason.value or "").strip())

    hint = text("A face-down token's values stay unknown: enter them once it is face up.", SMALL)
    controls: list[ft.Control] = [named(where_field), there, revealed, hint, ft.Row([total, eagles], wrap=True), reason]
    _dialog(ctx, "Territory token on a location", controls, build)


def event_editor(ctx: TableContext) -> None:
    cards = entries_of(ctx.library, "world_events", WorldEventEntry)
    now = ctx.state.event
    pick = ChipChoice("World Event", [("none", "None"), *[(c.id, c.name) for c in cards]], now.id if now else "none")
    reason = _reason()

    def build() -> Command[Any]:
        card = next((c for c in cards if c.id == pick.value), None)
        value = card.model_dump(mode="json") if card else None
        return Correct(path="event", value=value, reason=(reason.value or "").strip())

    hint = text("From your library (enter a new card in box setup or with the reveal).", SMALL)
    _dialog(ctx, "World Event in play", [hint, pick.control, reason], build)


def leader_editor(ctx: TableContext) -> None:
    state: ColumbiaState = ctx.state
    leaders = entries_of(ctx.library, "leaders", LeaderEntry)
    faction = ChipChoice("Faction", [(f, FACTION_NAMES[f]) for f in FACTIONS], "founders")
    pick = ChipChoice("Leader card", [(e.id, e.name) for e in leaders])
    reason = _reason()

    def build() -> Command[Any] | None:
        chosen: Faction = "vox" if faction.value == "vox" else "founders"
        card = next((e for e in leaders if e.id == pick.value), None)
        if card is None:
            return None
        value = card.model_dump(include={"name", "ability", "unit_discount", "structure_discount"})
        return Correct(path=f"factions.{chosen}.leader", value=value, reason=(reason.value or "").strip())

    now = ", ".join(f"{FACTION_NAMES[f]}: {state.factions[f].leader.name}" for f in FACTIONS)
    controls: list[ft.Control] = [text(f"Now: {now}.", SMALL), faction.control, pick.control, reason]
    _dialog(ctx, "Leader cards", controls, build)


def territory_editor(ctx: TableContext) -> None:
    state: ColumbiaState = ctx.state
    territory = ChipChoice("Territory", [(t.id, t.id) for t in state.territories], state.territories[0].id)
    points = number_field("Victory Points", None, width=150)
    reason = _reason()

    def build() -> Command[Any] | None:
        value = read_number(points, 0, 20)
        if value is None:
            return None
        index = next(i for i, t in enumerate(state.territories) if t.id == territory.value)
        return Correct(path=f"territories.{index}.vp", value=value, reason=(reason.value or "").strip())

    now = ", ".join(f"{t.id} {t.vp if t.vp is not None else '?'}" for t in state.territories)
    controls: list[ft.Control] = [text(f"Now: {now}.", SMALL), territory.control, points, reason]
    _dialog(ctx, "Territory Victory Points", controls, build)
