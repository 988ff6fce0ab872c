"""Setting the table by hand with an editor made for each value: the units on a location (a count per
player and kind, with steppers), its structure and territory token, the World Event in play, the
leader cards, the territories' VP, a Victory Point card's check, the players out of the game,
Elizabeth's timeline, the piece pools, the Sky-Lines and the card effects waiting. Each sends one
logged, undoable command, checked like any other."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from ...engine import Command, Correct
from ...games.columbia.view import (
    FACTION_NAMES,
    FACTIONS,
    PIECE_NAMES,
    ColumbiaState,
    CorrectUnits,
    Faction,
    LeaderEntry,
    PieceCount,
    Pool,
    TimelineEntry,
    UnitKind,
    WorldEventEntry,
    entries_of,
    loc,
)
from ...i18n import N_, _, ngettext
from ..context import TableContext
from ..forms import ChipChoice, command_dialog, dropdown, mark_field, named, number_field, read_number, translated
from ..widgets import expandable, stepper
from .box import POOL_COLOURS, POOL_KINDS
from .card_fields import VpCheckFields
from .dialogs import locations
from .forms import read_rail
from .panels import SMALL, name_of, text

KINDS: tuple[UnitKind, ...] = ("leader", "special", "common")
SIGNS = [("+", "+"), ("-", "−"), ("?", "?")]
POOL_FIELDS = (("units", N_("Units")), ("structures", N_("Structures")), *POOL_KINDS)
STRUCTURES = [("none", N_("None")), ("stronghold", N_("Stronghold")), ("turret", N_("Turret")), ("alarm", N_("Alarm"))]


def corrections_panel(ctx: TableContext) -> ft.Control:
    """The editors, one button each (the dialogs are built only when opened)."""
    editors = (
        (N_("Units on a location"), unit_editor),
        (N_("Structure on a location"), structure_editor),
        (N_("Territory token on a location"), token_editor),
        (N_("World Event in play"), event_editor),
        (N_("Leader cards"), leader_editor),
        (N_("Territory Victory Points"), territory_editor),
        (N_("Victory Point card checks"), vp_check_editor),
        (N_("Players out of the game"), eliminated_editor),
        (N_("Elizabeth's timeline"), timeline_editor),
        (N_("Piece pools"), pool_editor),
        (N_("Sky-Lines"), skyline_editor),
        (N_("Card effects to resolve"), card_steps_editor),
    )
    return expandable(
        ctx.opened,
        ft.ExpansionTile(
            title=ft.Text(_("Correct the board")),
            subtitle=text(_("Set pieces and cards to match the table (logged, undoable)"), SMALL),
            leading=ft.Icon(ft.Icons.BUILD),
            controls=[
                ft.Row(
                    [ft.OutlinedButton(_(label), on_click=lambda e, f=editor: f(ctx)) for label, editor in editors],
                    wrap=True,
                    spacing=6,
                    run_spacing=6,
                )
            ],
        ),
        key="Correct the board",
    )


def _reason() -> ft.TextField:
    return ft.TextField(label=_("Why (for the log)"), width=300)


def _to_tap() -> tuple[ft.Text, Callable[[], None]]:
    """The line saying which chip is still to tap (shown in the error colour, so the form names it by its
    button), and what clears it once one is tapped."""
    missing = text("", SMALL, color=ft.Colors.ERROR)

    def picked() -> None:
        missing.value = ""
        missing.update()

    return missing, picked


def _dialog(ctx: TableContext, title: str, controls: list[ft.Control], build: Any) -> None:
    command_dialog(ctx, _(title), controls, _("Set"), build, after=lambda: ctx.toast(_("Set by hand.")))


def unit_editor(ctx: TableContext) -> None:
    state: ColumbiaState = ctx.state
    counts: dict[tuple[int, UnitKind, str], int] = {}
    rows = ft.Column([], spacing=0)
    reason = _reason()

    def counter(group: tuple[int, UnitKind, str]) -> ft.Control:
        def changed(n: int) -> None:
            counts[group] = n

        owner, kind, name = group
        piece = name or _(PIECE_NAMES[kind])
        return stepper(_("{player} {piece}").format(player=name_of(state, owner), piece=piece), counts[group], changed)

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

    where_field = dropdown(_("Location"), locations(state), "1", width=300, on_select=show)
    show()

    def build() -> Command[Any]:
        pieces = [PieceCount(owner=o, kind=k, name=n, count=c) for (o, k, n), c in counts.items() if c]
        return CorrectUnits(location=int(where_field.value or 1), pieces=pieces, reason=(reason.value or "").strip())

    _dialog(ctx, N_("Units on a location"), [named(where_field), rows, reason], build)


def structure_editor(ctx: TableContext) -> None:
    state: ColumbiaState = ctx.state
    where_field = dropdown(_("Location"), locations(state), "1", width=300)
    kind = ChipChoice(_("Structure"), translated(STRUCTURES), "none")
    owner = dropdown(_("Owner"), [(str(p), name_of(state, p)) for p in range(len(state.players))], "0", width=200)
    reason = _reason()

    def build() -> Command[Any]:
        n = int(where_field.value or 1)
        value = None if kind.value == "none" else {"owner": int(owner.value or 0), "kind": kind.value}
        return Correct(path=f"locations.{n - 1}.structure", value=value, reason=(reason.value or "").strip())

    _dialog(ctx, N_("Structure on a location"), [named(where_field), kind.control, named(owner), reason], build)


def token_editor(ctx: TableContext) -> None:
    state: ColumbiaState = ctx.state
    where_field = dropdown(_("Location"), locations(state), "1", width=300)
    there = ft.Switch(label=_("A territory token is there"), value=True)
    revealed = ft.Switch(label=_("Face up"))
    total, eagles = (
        number_field(_("Its combat total"), None, width=150),
        number_field(_("Its reward ($)"), None, width=150),
    )
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

    hint = text(_("A face-down token's values stay unknown: enter them once it is face up."), SMALL)
    controls: list[ft.Control] = [named(where_field), there, revealed, hint, ft.Row([total, eagles], wrap=True), reason]
    _dialog(ctx, N_("Territory token on a location"), controls, build)


def event_editor(ctx: TableContext) -> None:
    """The World Event in play, with what the round reads from it: both vote signs and Booker's location
    (a library card without them is completed here from the card)."""
    state: ColumbiaState = ctx.state
    cards = entries_of(ctx.library, "world_events", WorldEventEntry)
    now = state.event
    if now is not None and now.id not in {c.id for c in cards}:
        cards = [now, *cards]
    signs = {
        f: ChipChoice(
            _("{faction} vote sign").format(faction=_(FACTION_NAMES[f])),
            SIGNS,
            now.signs[f] if now and now.signs else None,
        )
        for f in FACTIONS
    }
    booker = dropdown(
        _("Booker goes to"),
        locations(state),
        str(now.booker_location) if now and now.booker_location else None,
        width=300,
    )
    aggressive = ft.Switch(label=_("Aggressive symbol"), value=bool(now and now.aggressive))
    elizabeth = ft.Switch(label=_("Elizabeth symbol"), value=bool(now and now.elizabeth))
    missing = text("", SMALL, color=ft.Colors.ERROR)
    reason = _reason()

    def fill_in() -> None:
        card = next((c for c in cards if c.id == pick.value), None)
        if card is None:
            return
        for f in FACTIONS:
            signs[f].set(card.signs[f] if card.signs else None, update=False)
        booker.value = str(card.booker_location) if card.booker_location else None
        aggressive.value, elizabeth.value = bool(card.aggressive), bool(card.elizabeth)
        for c in (booker, aggressive, elizabeth, *[signs[f].control for f in FACTIONS]):
            c.update()

    pick = ChipChoice(
        _("World Event"), [("none", _("None")), *[(c.id, c.name) for c in cards]], now.id if now else "none", fill_in
    )

    def build() -> Command[Any] | None:
        card = next((c for c in cards if c.id == pick.value), None)
        if card is None:
            return Correct(path="event", value=None, reason=(reason.value or "").strip())
        if any(signs[f].value is None for f in FACTIONS) or not booker.value:
            missing.value = _("Tap both vote signs and Booker's location as the card shows them.")
            missing.update()
            return None
        value = card.model_copy(
            update={
                "signs": {f: signs[f].value for f in FACTIONS},
                "booker_location": int(booker.value),
                "aggressive": aggressive.value,
                "elizabeth": elizabeth.value,
            }
        )
        return Correct(path="event", value=value.model_dump(mode="json"), reason=(reason.value or "").strip())

    hint = text(_("From your library (enter a new card in box setup or with the reveal)."), SMALL)
    sign_rows = [ft.Column([text(signs[f].name, SMALL), signs[f].control], spacing=2) for f in FACTIONS]
    controls = [hint, pick.control, *sign_rows, named(booker), aggressive, elizabeth, missing, reason]
    _dialog(ctx, N_("World Event in play"), controls, build)


def leader_editor(ctx: TableContext) -> None:
    """A faction's leader card, from that faction's cards only (the Founders cannot take Daisy Fitzroy)."""
    state: ColumbiaState = ctx.state
    leaders = entries_of(ctx.library, "leaders", LeaderEntry)
    if not leaders:
        ctx.toast(_("No leader card is in your library yet: enter them in box setup first."))
        return
    missing, picked = _to_tap()
    pick = ChipChoice(_("Leader card"), [], on_change=picked)
    reason = _reason()

    def show() -> None:
        pick.choices = [(e.id, e.name) for e in leaders if e.faction == faction.value]
        pick.set(None, update=False)
        pick.control.update()
        picked()

    faction = ChipChoice(_("Faction"), [(f, _(FACTION_NAMES[f])) for f in FACTIONS], "founders", on_change=show)
    pick.choices = [(e.id, e.name) for e in leaders if e.faction == "founders"]
    pick.set(None, update=False)

    def build() -> Command[Any] | None:
        chosen: Faction = "vox" if faction.value == "vox" else "founders"
        card = next((e for e in leaders if e.id == pick.value), None)
        if card is None:
            none = _("No {faction} leader card is in your library: enter it in box setup.").format(
                faction=_(FACTION_NAMES[chosen])
            )
            missing.value = _("Tap the leader card to set.") if pick.choices else none
            missing.update()
            return None
        value = card.model_dump(include={"name", "ability", "unit_discount", "structure_discount", "faction"})
        return Correct(path=f"factions.{chosen}.leader", value=value, reason=(reason.value or "").strip())

    now = ", ".join(f"{_(FACTION_NAMES[f])}: {state.factions[f].leader.name}" for f in FACTIONS)
    controls: list[ft.Control] = [
        text(_("Now: {now}.").format(now=now), SMALL),
        faction.control,
        pick.control,
        missing,
        reason,
    ]
    _dialog(ctx, N_("Leader cards"), controls, build)


def territory_editor(ctx: TableContext) -> None:
    state: ColumbiaState = ctx.state
    territory = ChipChoice(_("Territory"), [(t.id, t.id) for t in state.territories], state.territories[0].id)
    points = number_field(_("Victory Points"), None, width=150)
    reason = _reason()

    def build() -> Command[Any] | None:
        value = read_number(points, 0, 20)
        if value is None:
            return None
        index = next(i for i, t in enumerate(state.territories) if t.id == territory.value)
        return Correct(path=f"territories.{index}.vp", value=value, reason=(reason.value or "").strip())

    now = ", ".join(f"{t.id} {t.vp if t.vp is not None else '?'}" for t in state.territories)
    controls: list[ft.Control] = [text(_("Now: {now}.").format(now=now), SMALL), territory.control, points, reason]
    _dialog(ctx, N_("Territory Victory Points"), controls, build)


def vp_check_editor(ctx: TableContext) -> None:
    """The condition the app checks for a Victory Point card in play (or none: the table confirms it)."""
    state: ColumbiaState = ctx.state
    if not state.vp_cards:
        ctx.toast(_("No Victory Point card is in play yet."))
        return
    check = VpCheckFields()
    reason = _reason()

    def show() -> None:
        check.set(state.vp_cards[int(card.value or 0)].check)
        for c in check.controls:
            c.update()

    card = ChipChoice(_("Card"), [(str(i), c.name) for i, c in enumerate(state.vp_cards)], "0", on_change=show)
    check.set(state.vp_cards[0].check)

    def build() -> Command[Any] | None:
        read, checked = check.read()
        if not read:
            return None
        value = checked.model_dump(mode="json") if checked else None
        return Correct(path=f"vp_cards.{card.value}.check", value=value, reason=(reason.value or "").strip())

    _dialog(ctx, N_("Victory Point card checks"), [card.control, *check.controls, reason], build)


def eliminated_editor(ctx: TableContext) -> None:
    state: ColumbiaState = ctx.state
    switches = {
        p: ft.Switch(
            label=_("{name} is out (no pieces left)").format(name=name_of(state, p)), value=p in state.eliminated
        )
        for p in range(len(state.players))
    }
    reason = _reason()

    def build() -> Command[Any]:
        out = [p for p, switch in switches.items() if switch.value]
        return Correct(path="eliminated", value=out, reason=(reason.value or "").strip())

    _dialog(ctx, N_("Players out of the game"), [*switches.values(), reason], build)


def timeline_editor(ctx: TableContext) -> None:
    """The steps of Elizabeth's timeline card in play, from the library's timelines."""
    timelines = entries_of(ctx.library, "timelines", TimelineEntry)
    if not timelines:
        ctx.toast(_("No full timeline card is in your library yet: enter one in box setup first."))
        return
    missing, picked = _to_tap()
    pick = ChipChoice(_("Timeline"), [(t.id, t.name) for t in timelines], on_change=picked)
    reason = _reason()

    def build() -> Command[Any] | None:
        chosen = next((t for t in timelines if t.id == pick.value), None)
        if chosen is None:
            missing.value = _("Tap the timeline card to set.")
            missing.update()
            return None
        steps = [step.model_dump(mode="json") for step in chosen.steps]
        return Correct(path="timeline", value=steps, reason=(reason.value or "").strip())

    entered = ngettext("{n} step entered", "{n} steps entered", len(ctx.state.timeline)).format(
        n=len(ctx.state.timeline)
    )
    now = text(_("Now: {now}.").format(now=f"{ctx.state.timeline_name or _('none')}, {entered}"), SMALL)
    hint = text(_("Enter a full timeline card in box setup to pick it here."), SMALL)
    _dialog(ctx, N_("Elizabeth's timeline"), [now, pick.control, missing, hint, reason], build)


def pool_editor(ctx: TableContext) -> None:
    """One colour's pieces in the box: totals and, once counted, each kind."""
    state: ColumbiaState = ctx.state
    colours = [(k, _(v)) for k, v in POOL_COLOURS if k in state.pools] or [(k, _(v)) for k, v in POOL_COLOURS]
    fields = {key: number_field(_(label), None, width=150, low=0, high=40) for key, label in POOL_FIELDS}

    def show(shown: bool = True) -> None:
        pool = state.pools.get(colour.value or "blue", Pool())
        for key, field in fields.items():
            known = getattr(pool, key) if key in ("units", "structures") else pool.kinds.get(key)
            field.value = "" if known is None else str(known)
            if shown:
                field.update()

    colour = ChipChoice(_("Colour"), colours, colours[0][0], on_change=show)
    show(shown=False)
    reason = _reason()

    def build() -> Command[Any] | None:
        read: dict[str, int | None] = {}
        for key, field in fields.items():
            read[key] = read_number(field, 0, 40) if (field.value or "").strip() else None
            if (field.value or "").strip() and read[key] is None:
                return None
        kinds = {k: n for k, n in read.items() if k not in ("units", "structures") and n is not None}
        value = {"units": read["units"], "structures": read["structures"], "kinds": kinds}
        return Correct(path=f"pools.{colour.value}", value=value, reason=(reason.value or "").strip())

    hint = text(_("Leave a count empty while it is not known: it limits nothing."), SMALL)
    _dialog(ctx, N_("Piece pools"), [colour.control, hint, ft.Row(list(fields.values()), wrap=True), reason], build)


def skyline_editor(ctx: TableContext) -> None:
    """The Sky-Line rails: one a line, the stops and the spaces between them ("9-4-1 = 2,1")."""
    rails = ft.TextField(
        label=_("Sky-Lines: stops = spaces between them"),
        value="\n".join("-".join(map(str, r.stops)) + " = " + ",".join(map(str, r.spaces)) for r in ctx.state.skylines),
        hint_text=_("one rail a line, e.g. 9-4-1 = 2,1"),
        multiline=True,
        width=340,
    )
    reason = _reason()

    def build() -> Command[Any] | None:
        try:
            value = [read_rail(line) for line in (rails.value or "").splitlines() if line.strip()]
        except ValueError:
            mark_field(rails, "One rail a line: stops like 9-4-1, then = and the spaces between, like 2,1.")
            return None
        return Correct(path="skylines", value=value, reason=(reason.value or "").strip())

    _dialog(ctx, N_("Sky-Lines"), [rails, reason], build)


def card_steps_editor(ctx: TableContext) -> None:
    """The card effects waiting for the table: drop one, or add one the app did not list."""
    steps = list(ctx.state.card_steps)
    kept = {i: ft.Checkbox(label=step, value=True) for i, step in enumerate(steps)}
    added = ft.TextField(label=_("Add an effect to resolve"), width=340)
    reason = _reason()

    def build() -> Command[Any]:
        value = [steps[i] for i, box in kept.items() if box.value]
        value += [(added.value or "").strip()] if (added.value or "").strip() else []
        return Correct(path="card_steps", value=value, reason=(reason.value or "").strip())

    listed: list[ft.Control] = list(kept.values()) or [text(_("None waits now."), SMALL)]
    _dialog(ctx, N_("Card effects to resolve"), [*listed, added, reason], build)
