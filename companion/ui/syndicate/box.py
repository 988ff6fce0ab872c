"""Box setup: the content nobody published, typed in once from the box and kept in the library."""

from __future__ import annotations

import flet as ft

from ...content import ContentError
from ...games.syndicate.state import Effect, StartBase, Tier, slug
from ..context import BoxSetupContext
from ..forms import dropdown, named
from ..widgets import number_field, read_number, section
from .forms import ResourceFields
from .phases_panels import ZONES, TerritoryForm

GAME = "syndicate"


def _save(ctx: BoxSetupContext, kind: str, data: dict, dialog_close=True) -> None:
    try:
        ctx.library.add(GAME, kind, data)
    except ContentError as exc:
        ctx.toast(f"Not saved: {exc}")
        return
    if dialog_close:
        ctx.page.pop_dialog()
    ctx.toast(f"Saved {data['name']}.")
    ctx.redraw()


def _dialog(ctx: BoxSetupContext, title: str, controls: list[ft.Control], submit) -> None:
    ctx.page.show_dialog(
        ft.AlertDialog(
            title=ft.Text(title),
            content=ft.Column([named(c) for c in controls], tight=True, scroll=ft.ScrollMode.AUTO, width=380),
            actions=[
                ft.TextButton("Save", on_click=lambda e: submit()),
                ft.TextButton("Cancel", on_click=lambda e: ctx.page.pop_dialog()),
            ],
        )
    )


def box_setup(ctx: BoxSetupContext) -> ft.Control:
    lib = ctx.library
    territories = lib.entries(GAME, "territories")
    rows = []
    for t in territories:
        status = f"{t.zone}" if t.zone else "zone not entered yet (not used in games until it is)"
        rows.append(
            ft.Row(
                [
                    ft.Text(f"{t.name}: {status}{' · ' + t.special if t.special else ''}", size=12, expand=True),
                    ft.TextButton(f"Edit {t.name}", on_click=lambda e, t=t: territory_dialog(ctx, t)),
                ]
            )
        )
    counts = {z: sum(t.zone == z for t in territories) for z, _ in ZONES}
    syndicates = [
        ft.Row(
            [
                ft.Text(
                    f"{s.name}: " + ("complete" if s.complete else "tech/assault level missing"), size=12, expand=True
                ),
                ft.TextButton(f"Edit {s.name}", on_click=lambda e, s=s: syndicate_dialog(ctx, s)),
            ]
        )
        for s in lib.entries(GAME, "syndicates")
    ]
    cards = lib.entries(GAME, "sovereign_cards")
    deck_note = (
        "The app builds the 8-card deck itself."
        if sum(not c.end_of_game for c in cards) >= 7 and any(c.end_of_game for c in cards)
        else "Fewer than 7 cards besides BEGINNING OF THE END: games use physical-deck mode "
        "(the table enters each card as drawn)."
    )
    return ft.Column(
        [
            ft.Text(
                "The draft rulebook publishes the zone table but not the board, the mats or the cards. "
                "Type them in once from your box; each new game copies them in.",
                size=12,
            ),
            section(
                f"Territories (EXO {counts['EXO']}/6, MIDDLE {counts['MIDDLE']}/9, INNER {counts['INNER']}/3)",
                *rows,
                ft.Button("Add a territory", on_click=lambda e: territory_dialog(ctx, None)),
            ),
            section(
                "Syndicates", *syndicates, ft.Button("Add a syndicate", on_click=lambda e: syndicate_dialog(ctx, None))
            ),
            section(
                f"Sovereign cards ({len(cards)})",
                *[ft.Text(c.name, size=12) for c in cards],
                ft.Text(deck_note, size=11, italic=True),
                ft.Button("Add a Sovereign card", on_click=lambda e: sovereign_dialog(ctx)),
            ),
            section(
                f"Trade routes ({len(lib.entries(GAME, 'trade_routes'))} of 2)",
                *[
                    ft.Text(f"{r.name}: {', '.join(r.territories)} -> {r.bonus.text()}", size=12)
                    for r in lib.entries(GAME, "trade_routes")
                ],
                ft.Button("Add a trade route", on_click=lambda e: route_dialog(ctx)),
            ),
            section(
                "Cost resources",
                ft.Text(
                    "The icons of the purchase and fortify columns were lost. Choose them per game in the new-game "
                    "readings ('Base purchase cost', 'Fortify cost resources'), or mid-game under Readings.",
                    size=12,
                ),
            ),
        ],
        spacing=10,
    )


def territory_dialog(ctx: BoxSetupContext, entry) -> None:
    form = TerritoryForm()
    if entry is not None:
        form.name.value = entry.name
        form.zone.value = entry.zone or "EXO"
        form.special.value = entry.special
        form.boxes.value, form.mining.value = str(entry.research_boxes), str(entry.mining_amount)
        form.beams.value = ", ".join(entry.beams)

    def submit():
        data = form.read()
        if data is not None:
            _save(ctx, "territories", {"id": entry.id if entry else slug(data["name"]), **data})

    _dialog(ctx, "Territory", form.controls, submit)


def syndicate_dialog(ctx: BoxSetupContext, entry) -> None:
    name = ft.TextField(label="Syndicate name", value=entry.name if entry else "", width=360)
    start = ResourceFields("Start", entry.start if entry else None)
    income = ResourceFields("Income", entry.income if entry else None)
    tech = number_field("Starting tech level", entry.tech_level if entry else None, width=170)
    assault = number_field("Starting assault level (0-2)", entry.assault_level if entry else None, width=170)
    base = ft.TextField(
        label="Starting base territory (blank: none)",
        width=360,
        value=entry.start_base.territory if entry and entry.start_base else "",
    )
    fortified = ft.Checkbox(
        label="Starting base is fortified", value=bool(entry and entry.start_base and entry.start_base.fortified)
    )
    bonus = ft.TextField(label="Starting bonus (as printed)", value=entry.bonus if entry else "", width=360)

    def submit():
        s, i = start.read(), income.read()
        t, a = read_number(tech, 0, 10), read_number(assault, 0, 2)
        if None in (s, i, t, a) or not (name.value or "").strip():
            return
        start_base = (
            StartBase(territory=base.value.strip(), fortified=bool(fortified.value))
            if (base.value or "").strip()
            else None
        )
        _save(
            ctx,
            "syndicates",
            {
                "id": entry.id if entry else slug(name.value),
                "name": name.value.strip(),
                "start": s.model_dump(),
                "income": i.model_dump(),
                "tech_level": t,
                "assault_level": a,
                "start_base": start_base and start_base.model_dump(),
                "bonus": bonus.value or "",
            },
        )

    _dialog(
        ctx,
        "Syndicate mat",
        [name, start.control, income.control, ft.Row([tech, assault], wrap=True), base, fortified, bonus],
        submit,
    )


def sovereign_dialog(ctx: BoxSetupContext) -> None:
    name = ft.TextField(label="Card name", width=360)
    bote = ft.Checkbox(label="BEGINNING OF THE END", value=False)
    kind = dropdown(
        "Effect written as data",
        [
            ("", "none (checklist only)"),
            ("tax_per_base", "tax per base"),
            ("pay", "each player pays"),
            ("seize_unfortified", "seize unfortified bases"),
        ],
        "",
    )
    resource = dropdown("Resource paid", [(r, r) for r in ("credits", "influence", "crew")])
    tiers = ft.TextField(label="Amount by alert level (e.g. 1:2, 4:5)", width=360)
    checklist = ft.TextField(label="Other effects (one per line)", multiline=True, width=360)

    def submit():
        effects = []
        if kind.value:
            try:
                parsed = [
                    Tier(min_alert=int(a), amount=int(b))
                    for a, b in (part.split(":") for part in (tiers.value or "").replace(" ", "").split(",") if part)
                ]
            except ValueError:
                tiers.error = "Write alert:amount pairs, e.g. 1:2, 4:5"
                tiers.update()
                return
            effects.append(Effect(kind=kind.value, resource=resource.value, tiers=parsed).model_dump())
        if not (name.value or "").strip():
            return
        lines = [line.strip() for line in (checklist.value or "").splitlines() if line.strip()]
        _save(
            ctx,
            "sovereign_cards",
            {
                "id": slug(name.value),
                "name": name.value.strip(),
                "end_of_game": bool(bote.value),
                "effects": effects,
                "checklist": lines,
            },
        )

    _dialog(ctx, "Sovereign card", [name, bote, kind, resource, tiers, checklist], submit)


def route_dialog(ctx: BoxSetupContext) -> None:
    name = ft.TextField(label="Trade route name", width=360)
    members = ft.TextField(label="Its territories (names, comma separated)", width=360)
    bonus = ResourceFields("Bonus")

    def submit():
        got = bonus.read()
        names = [m.strip() for m in (members.value or "").split(",") if m.strip()]
        if got is None or not names or not (name.value or "").strip():
            return
        _save(
            ctx,
            "trade_routes",
            {"id": slug(name.value), "name": name.value.strip(), "territories": names, "bonus": got.model_dump()},
        )

    _dialog(
        ctx,
        "Trade route",
        [
            name,
            members,
            bonus.control,
            ft.Text(
                "Owning every base on it pays the bonus in resource collection (L206, L416).", size=11, italic=True
            ),
        ],
        submit,
    )
