"""Box setup: the content nobody published, typed in once from the box and kept in the library.

The board (18 territories, their beams, the trade routes) is one form saved in one pass, checked
as a whole; mats, Sovereign cards, bonus chips, Advanced Tech cards and awards have a dialog each.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import flet as ft
from pydantic import ValidationError

from ...content import ContentError
from ...content.library import PLAYER_SOURCE, plain_error
from ...games.syndicate.view import (
    AwardEntry,
    BonusChipEntry,
    CostBonus,
    Effect,
    RollBonus,
    SovereignCardEntry,
    StartBase,
    SyndicateEntry,
    TerritoryEntry,
    Tier,
    TradeRouteEntry,
    check_board,
    slug,
)
from ...games.syndicate.view import chips as chip_rules
from ..context import BoxSetupContext
from ..forms import dropdown, named, number_field, read_number
from ..widgets import section
from .forms import ResourceFields
from .sleepers import SleeperFields

GAME = "syndicate"


def problem(exc: ValueError) -> str:
    """What is wrong with a row, in plain words (a typo our reading found, or the entry's own check)."""
    return plain_error(exc) if isinstance(exc, ValidationError) else str(exc)


def _save(ctx: BoxSetupContext, kind: str, data: dict[str, Any]) -> None:
    try:
        ctx.library.add(GAME, kind, data)
    except ContentError as exc:
        ctx.toast(f"Not saved: {exc}")
        return
    _close(ctx)
    ctx.toast(f"Saved {data['name']}.")
    ctx.redraw()


def _name_of(ctx: BoxSetupContext, field: ft.TextField) -> str:
    """The name typed in ``field``, or "" once the form has said it is missing."""
    name = (field.value or "").strip()
    if not name:
        ctx.toast(f"Not saved: type the {str(field.label).lower()} first.")
    return name


def _close(ctx: BoxSetupContext) -> None:
    ctx.said = None
    ctx.page.pop_dialog()


def _dialog(ctx: BoxSetupContext, title: str, controls: Sequence[ft.Control], submit: Callable[[], None]) -> None:
    """A form of box content; why it was not saved shows above its buttons."""
    ctx.said = ft.Column([], tight=True)
    ctx.page.show_dialog(
        ft.AlertDialog(
            title=ft.Text(title),
            content=ft.Column([named(c) for c in controls], tight=True, scroll=ft.ScrollMode.AUTO, width=380),
            actions=[
                ft.Column(
                    [
                        ctx.said,
                        ft.Row(
                            [
                                ft.TextButton("Save", on_click=lambda e: submit()),
                                ft.TextButton("Cancel", on_click=lambda e: _close(ctx)),
                            ],
                            alignment=ft.MainAxisAlignment.END,
                            wrap=True,
                        ),
                    ],
                    tight=True,
                    width=380,
                    horizontal_alignment=ft.CrossAxisAlignment.STRETCH,
                )
            ],
            on_dismiss=lambda e: setattr(ctx, "said", None),
        )
    )


def _of(ctx: BoxSetupContext, kind: str, model: type[Any]) -> list[Any]:
    return [e for e in ctx.library.entries(GAME, kind) if isinstance(e, model)]


def box_setup(ctx: BoxSetupContext) -> ft.Control:
    territories = _of(ctx, "territories", TerritoryEntry)
    counts = {z: sum(t.zone == z for t in territories) for z in ("EXO", "MIDDLE", "INNER")}
    syndicates = [
        ft.Row(
            [
                ft.Text(
                    f"{s.name}: " + ("complete" if s.complete else "tech/assault level missing"),
                    theme_style=ft.TextThemeStyle.BODY_SMALL,
                    expand=True,
                ),
                ft.TextButton(f"Edit {s.name}", on_click=lambda e, s=s: syndicate_dialog(ctx, s)),
            ]
        )
        for s in _of(ctx, "syndicates", SyndicateEntry)
    ]
    cards = _of(ctx, "sovereign_cards", SovereignCardEntry)
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
                theme_style=ft.TextThemeStyle.BODY_SMALL,
            ),
            board_section(ctx),
            section(
                f"Territories entered: EXO {counts['EXO']}/6, MIDDLE {counts['MIDDLE']}/9, INNER {counts['INNER']}/3",
                ft.Button("Add a territory", on_click=lambda e: territory_dialog(ctx)),
                ft.Button("Add a trade route", on_click=lambda e: route_dialog(ctx)),
            ),
            section(
                "Syndicates", *syndicates, ft.Button("Add a syndicate", on_click=lambda e: syndicate_dialog(ctx, None))
            ),
            section(
                f"Sovereign cards ({len(cards)})",
                *[ft.Text(c.name, theme_style=ft.TextThemeStyle.BODY_SMALL) for c in cards],
                ft.Text(deck_note, theme_style=ft.TextThemeStyle.BODY_SMALL, italic=True),
                ft.Button("Add a Sovereign card", on_click=lambda e: sovereign_dialog(ctx)),
            ),
            bonus_section(ctx),
            section(
                "Cost resources",
                ft.Text(
                    "The icons of the purchase and fortify columns were lost. Choose them per game in the new-game "
                    "readings ('Base purchase cost', 'Fortify cost resources'), or mid-game under Readings.",
                    theme_style=ft.TextThemeStyle.BODY_SMALL,
                ),
            ),
        ],
        spacing=10,
    )


def _save_checked(ctx: BoxSetupContext, territory: TerritoryEntry | None, route: TradeRouteEntry | None) -> None:
    """Save one more territory or trade route once the whole board still checks out."""
    territories = [t for t in _of(ctx, "territories", TerritoryEntry) if not territory or t.id != territory.id]
    routes = [r for r in _of(ctx, "trade_routes", TradeRouteEntry) if not route or r.id != route.id]
    problems = check_board(territories + [territory] * bool(territory), routes + [route] * bool(route))
    if problems:
        ctx.toast("Not saved: " + " ".join(problems))
        return
    entry = territory or route
    if entry is not None:
        _save(
            ctx, "territories" if territory else "trade_routes", entry.model_dump(exclude={"source", "player_entered"})
        )


def _submit(ctx: BoxSetupContext, read: Callable[[], tuple[Any, Any]]) -> Callable[[], None]:
    """Read one row (a territory or a trade route) and save it checked against the board; a typo keeps the dialog."""

    def submit() -> None:
        try:
            territory, route = read()
        except (ValueError, ValidationError) as exc:
            ctx.toast(f"Not saved: {problem(exc)}")
            return
        if territory is None and route is None:
            ctx.toast("Not saved: type its name first.")
        else:
            _save_checked(ctx, territory, route)

    return submit


def territory_dialog(ctx: BoxSetupContext) -> None:
    """One more territory, checked against the board entered so far."""
    row = TerritoryRow(len(_of(ctx, "territories", TerritoryEntry)), None)
    fields = [row.name, row.zone, row.special, row.boxes, row.mining, row.beams]
    _dialog(ctx, "Territory", fields, _submit(ctx, lambda: (row.read(), None)))


def route_dialog(ctx: BoxSetupContext) -> None:
    """One more trade route, checked against the board entered so far."""
    row = RouteRow(len(_of(ctx, "trade_routes", TradeRouteEntry)), None)
    submit = _submit(ctx, lambda: (None, row.read()))

    _dialog(
        ctx,
        "Trade route",
        [
            row.name,
            row.members,
            row.bonus.control,
            ft.Text(
                "Owning every base on it pays the bonus in resource collection.",
                theme_style=ft.TextThemeStyle.BODY_SMALL,
                italic=True,
            ),
        ],
        submit,
    )


def syndicate_dialog(ctx: BoxSetupContext, entry: SyndicateEntry | None) -> None:
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
    roll = RollFields(entry.roll if entry else None)
    discount = CostFields(entry.discount if entry else None)
    each = ResourceFields("Bonus each collection", entry.collection_bonus if entry else None)

    def submit() -> None:
        s, i, per = start.read(), income.read(), each.read()
        t, a = read_number(tech, 0, 10), read_number(assault, 0, 2)
        rolls, off = roll.read(), discount.read()
        if s is None or i is None or per is None or t is None or a is None or rolls is False or off is False:
            return
        if not _name_of(ctx, name):
            return
        start_base = (
            StartBase(territory=(base.value or "").strip(), fortified=bool(fortified.value))
            if (base.value or "").strip()
            else None
        )
        _save(
            ctx,
            "syndicates",
            {
                "id": entry.id if entry else slug(name.value or ""),
                "name": (name.value or "").strip(),
                "start": s.model_dump(),
                "income": i.model_dump(),
                "tech_level": t,
                "assault_level": a,
                "start_base": start_base and start_base.model_dump(),
                "bonus": bonus.value or "",
                "roll": rolls,
                "discount": off,
                "collection_bonus": per.model_dump(),
            },
        )

    _dialog(
        ctx,
        "Syndicate mat",
        [
            name,
            start.control,
            income.control,
            ft.Row([tech, assault], wrap=True),
            base,
            fortified,
            bonus,
            *roll.controls,
            *discount.controls,
            each.control,
        ],
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

    def submit() -> None:
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
        if not _name_of(ctx, name):
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


# -- the board in one pass ------------------------------------------------------------------------------
BOARD_SIZE = 18
ZONE_CHOICES = [("", "zone?"), ("EXO", "EXO"), ("MIDDLE", "MIDDLE"), ("INNER", "INNER")]
SPECIAL_CHOICES = [
    ("", "no special base"),
    ("casino", "Casino"),
    ("military", "Military Installation"),
    ("research", "Research Station"),
    ("mining", "Mining Center"),
]


class TerritoryRow:
    """One territory of the board grid: name, zone, special base, research boxes, mining, beams."""

    def __init__(self, index: int, entry: TerritoryEntry | None):
        self.entry_id = entry.id if entry else ""
        label = f"Territory {index + 1}"
        self.name = ft.TextField(label=f"{label} name", value=entry.name if entry else "", width=170)
        self.zone = dropdown(f"{label} zone", ZONE_CHOICES, (entry.zone or "") if entry else "", width=120)
        self.special = dropdown(f"{label} special base", SPECIAL_CHOICES, entry.special if entry else "", width=200)
        self.boxes = number_field(f"{label} research boxes", entry.research_boxes if entry else 0, width=120)
        self.mining = number_field(f"{label} mining extra", entry.mining_amount if entry else 0, width=120)
        beams = ", ".join(entry.beams) if entry else ""
        self.beams = ft.TextField(label=f"{label} beams to (names)", value=beams, width=220)
        self.control = ft.Row(
            [named(c) for c in (self.name, self.zone, self.special, self.boxes, self.mining, self.beams)],
            wrap=True,
            spacing=4,
        )

    def read(self) -> TerritoryEntry | None:
        """The typed territory, or None for an empty row (a typo marks its field and raises ValueError)."""
        name = (self.name.value or "").strip()
        if not name:
            return None
        boxes, mining = read_number(self.boxes, 0, 10), read_number(self.mining, 0, 2)
        if boxes is None or mining is None:
            raise ValueError(f"{name}: research boxes 0 to 10, mining extra 0 to 2.")
        return TerritoryEntry(
            id=self.entry_id or slug(name),
            name=name,
            source=PLAYER_SOURCE,
            player_entered=True,
            zone=self.zone.value or None,
            special=self.special.value or "",
            research_boxes=boxes,
            mining_amount=mining,
            beams=[b.strip() for b in (self.beams.value or "").split(",") if b.strip()],
        )


class RouteRow:
    """One trade route of the board grid: its name, its territories and its bonus."""

    def __init__(self, index: int, entry: TradeRouteEntry | None):
        self.entry_id = entry.id if entry else ""
        label = f"Trade route {index + 1}"
        self.name = ft.TextField(label=f"{label} name", value=entry.name if entry else "", width=170)
        members = ", ".join(entry.territories) if entry else ""
        self.members = ft.TextField(label=f"{label} territories (names)", value=members, width=300)
        self.bonus = ResourceFields(f"{label} bonus", entry.bonus if entry else None)
        self.control = ft.Column([ft.Row([self.name, self.members], wrap=True, spacing=4), self.bonus.control])

    def read(self) -> TradeRouteEntry | None:
        name = (self.name.value or "").strip()
        if not name:
            return None
        bonus = self.bonus.read()
        if bonus is None:
            raise ValueError(f"{name}: the bonus is whole numbers.")
        members = [m.strip() for m in (self.members.value or "").split(",") if m.strip()]
        return TradeRouteEntry(
            id=self.entry_id or slug(name),
            name=name,
            source=PLAYER_SOURCE,
            player_entered=True,
            territories=members,
            bonus=bonus,
        )


def board_section(ctx: BoxSetupContext) -> ft.Control:
    """All 18 territories and both trade routes on one screen, checked together and saved in one go.

    A beam or a trade route must name a territory of this board: a typo is shown, never saved to be
    silently ignored in a game.
    """
    lib = ctx.library
    known = [e for e in lib.entries(GAME, "territories") if isinstance(e, TerritoryEntry)]
    rows = [TerritoryRow(i, known[i] if i < len(known) else None) for i in range(max(BOARD_SIZE, len(known)))]
    routes_known = [e for e in lib.entries(GAME, "trade_routes") if isinstance(e, TradeRouteEntry)]
    routes = [RouteRow(i, routes_known[i] if i < len(routes_known) else None) for i in range(max(2, len(routes_known)))]
    problems = ft.Text("", color=ft.Colors.ERROR, theme_style=ft.TextThemeStyle.BODY_SMALL)

    def save(e: ft.Event[ft.Button]) -> None:
        try:
            territories = [t for t in (row.read() for row in rows) if t is not None]
            trade_routes = [r for r in (row.read() for row in routes) if r is not None]
        except (ValueError, ValidationError) as exc:
            problems.value = f"Not saved: {problem(exc)}"
            problems.update()
            return
        found = check_board(territories, trade_routes)
        if found:
            problems.value = "Not saved: " + " ".join(found)
            problems.update()
            return
        for entry in territories:
            lib.add(GAME, "territories", entry.model_dump(exclude={"source", "player_entered"}))
        for route in trade_routes:
            lib.add(GAME, "trade_routes", route.model_dump(exclude={"source", "player_entered"}))
        ctx.toast(f"Saved the board: {len(territories)} territories, {len(trade_routes)} trade routes.")
        ctx.redraw()

    return section(
        "The board in one pass",
        ft.Text(
            "Type every territory from your board: its zone, its special base, research boxes, a Mining "
            "Center's extra and where a Military Installation's red beams point. Beams and trade routes name "
            "territories of this board.",
            theme_style=ft.TextThemeStyle.BODY_SMALL,
        ),
        *[row.control for row in rows],
        *[row.control for row in routes],
        problems,
        ft.Button("Save the board", on_click=save),
    )


# -- bonuses and awards ---------------------------------------------------------------------------------
ROLL_CHOICES = [
    ("", "no roll bonus"),
    ("mission", "missions"),
    ("robbery", "robberies"),
    ("mission,robbery", "missions and robberies"),
    ("assault", "assaults"),
    ("mission,robbery,assault", "every roll"),
]
AWARD_CHOICES = [
    ("bases", "own at least N bases"),
    ("zone_bases", "own at least N bases in a zone"),
    ("fortified_bases", "own at least N fortified bases"),
    ("tech_level", "reach tech level N"),
    ("assault_level", "reach assault level N"),
    ("credits", "hold at least N credits"),
    ("by_the_table", "something the table confirms"),
]


class RollFields:
    """Which rolls a bonus adds to, and by how much (typed from the mat, chip or card)."""

    def __init__(self, value: RollBonus | None = None) -> None:
        self.kinds = dropdown("Adds to", ROLL_CHOICES, "")
        self.amount = number_field("Roll bonus (+1 to +3)", 1, width=170)
        self.controls: list[ft.Control] = [self.kinds, self.amount]
        self.show(value)

    def show(self, value: RollBonus | None) -> None:
        """Fill the fields with ``value`` (no bonus: None)."""
        self.kinds.value = ",".join(value.applies_to) if value else ""
        self.amount.value = str(value.amount if value else 1)

    def read(self) -> dict[str, Any] | None | bool:
        """The bonus as data, None without one, False after marking a typo."""
        if not self.kinds.value:
            return None
        amount = read_number(self.amount, 1, 3)
        if amount is None:
            return False
        return {"applies_to": self.kinds.value.split(","), "amount": amount}


COST_CHOICES = [
    ("", "no price bonus"),
    ("base", "buying a base"),
    ("fortify", "fortifying"),
    ("base,fortify", "buying and fortifying bases"),
    ("market", "black-market levels"),
]


class CostFields:
    """Which prices a mat lowers, and by how many credits (typed from the mat)."""

    def __init__(self, value: CostBonus | None = None) -> None:
        key = ",".join(value.applies_to) if value else ""
        self.kinds = dropdown("Credits off", COST_CHOICES, key if key in dict(COST_CHOICES) else "")
        self.amount = number_field("Credits off (1-20)", value.credits if value else 1, width=170)
        self.controls: list[ft.Control] = [self.kinds, self.amount]

    def read(self) -> dict[str, Any] | None | bool:
        """The bonus as data, None without one, False after marking a typo."""
        if not self.kinds.value:
            return None
        amount = read_number(self.amount, 1, 20)
        if amount is None:
            return False
        return {"applies_to": self.kinds.value.split(","), "credits": amount}


def chip_dialog(ctx: BoxSetupContext) -> None:
    """A bonus chip: its zone and what it gives when played (the draft lists no chip)."""
    name = ft.TextField(label="Chip name", width=360)
    zone = dropdown("Zone colour", ZONE_CHOICES[1:])
    gain = ResourceFields("Gives")
    tech = ft.Checkbox(label="+1 tech level", value=False)
    assault = ft.Checkbox(label="+1 assault level", value=False)
    roll = RollFields()

    def submit() -> None:
        got, bonus = gain.read(), roll.read()
        if got is None or bonus is False or not _name_of(ctx, name):
            return
        data: dict[str, Any] = {"id": slug(name.value or ""), "name": (name.value or "").strip(), "zone": zone.value}
        data |= {"gain": got.model_dump(), "tech": int(bool(tech.value)), "assault": int(bool(assault.value))}
        _save(ctx, "bonus_chips", data | {"roll": bonus})

    _dialog(ctx, "Bonus chip", [name, zone, gain.control, tech, assault, *roll.controls], submit)


def tech_dialog(ctx: BoxSetupContext) -> None:
    """An Advanced Tech card: from which tech level it is taken and the roll bonus it gives."""
    name = ft.TextField(label="Card name", width=360)
    level = number_field("From tech level", 6, width=170)
    roll = RollFields()

    def submit() -> None:
        low, bonus = read_number(level, 0, 10), roll.read()
        if low is None or bonus is False or not _name_of(ctx, name):
            return
        _save(
            ctx,
            "advanced_tech",
            {"id": slug(name.value or ""), "name": (name.value or "").strip(), "min_tech": low, "roll": bonus},
        )

    _dialog(ctx, "Advanced Tech card", [name, level, *roll.controls], submit)


def sleeper_dialog(ctx: BoxSetupContext) -> None:
    """A sleeper card: when it is played and what it does (the draft lists none)."""
    fields = SleeperFields()

    def submit() -> None:
        card = fields.read()
        if card is not None:
            _save(ctx, "sleepers", {"id": slug(card.name), **card.model_dump()})

    _dialog(ctx, "Sleeper card", fields.controls, submit)


def award_dialog(ctx: BoxSetupContext) -> None:
    """An award box: the feat (checkable when it is a count), its N and zone, and its VP."""
    name = ft.TextField(label="Award name", width=360)
    kind = dropdown("Feat", AWARD_CHOICES)
    threshold = number_field("N", 0, width=170)
    zone = dropdown("Zone (for bases in a zone)", ZONE_CHOICES)
    vp = number_field("Victory points", None, width=170)

    def submit() -> None:
        n, points = read_number(threshold, 0, 200), read_number(vp, 0, 50)
        if n is None or points is None or not _name_of(ctx, name):
            return
        data: dict[str, Any] = {"id": slug(name.value or ""), "name": (name.value or "").strip(), "kind": kind.value}
        _save(ctx, "awards", data | {"threshold": n, "zone": zone.value or None, "vp": points})

    _dialog(ctx, "Award", [name, kind, threshold, zone, vp], submit)


def bonus_section(ctx: BoxSetupContext) -> ft.Control:
    """Bonus chips, Advanced Tech cards and awards: typed once, then applied and counted in every game."""
    lib = ctx.library
    chips = lib.entries(GAME, "bonus_chips")
    techs = lib.entries(GAME, "advanced_tech")
    awards = [a for a in lib.entries(GAME, "awards") if isinstance(a, AwardEntry)]
    sleepers = lib.entries(GAME, "sleepers")
    return section(
        f"Bonus chips ({len(chips)}), Advanced Tech cards ({len(techs)}), sleeper cards ({len(sleepers)}), "
        f"awards ({len(awards)})",
        *[
            ft.Text(
                f"{c.name} ({c.zone or 'any zone'}): {chip_rules.effect_text(c)}",
                theme_style=ft.TextThemeStyle.BODY_SMALL,
            )
            for c in chips
            if isinstance(c, BonusChipEntry)
        ],
        *[ft.Text(c.name, theme_style=ft.TextThemeStyle.BODY_SMALL) for c in (*techs, *sleepers)],
        *[ft.Text(f"{a.name}: {a.vp} VP", theme_style=ft.TextThemeStyle.BODY_SMALL) for a in awards],
        ft.Row(
            [
                ft.Button("Add a bonus chip", on_click=lambda e: chip_dialog(ctx)),
                ft.Button("Add an Advanced Tech card", on_click=lambda e: tech_dialog(ctx)),
                ft.Button("Add a sleeper card", on_click=lambda e: sleeper_dialog(ctx)),
                ft.Button("Add an award", on_click=lambda e: award_dialog(ctx)),
            ],
            wrap=True,
        ),
    )
