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
    RESOURCE_NAMES,
    RESOURCES,
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
from ...i18n import N_, _, ngettext
from ..context import BoxSetupContext
from ..forms import dropdown, named, number_field, read_number, translated
from ..widgets import section
from .forms import ResourceFields
from .sleepers import SleeperFields
from .words import chip_effect

GAME = "syndicate"


def problem(exc: ValueError) -> str:
    """What is wrong with a row, in plain words (a typo our reading found, or the entry's own check)."""
    return plain_error(exc) if isinstance(exc, ValidationError) else str(exc)


def _save(ctx: BoxSetupContext, kind: str, data: dict[str, Any]) -> None:
    try:
        ctx.library.add(GAME, kind, data)
    except ContentError as exc:
        ctx.toast(_("Not saved: {trouble}").format(trouble=exc))
        return
    _close(ctx)
    ctx.toast(_("Saved {name}.").format(name=data["name"]))
    ctx.redraw()


def _name_of(ctx: BoxSetupContext, field: ft.TextField) -> str:
    """The name typed in ``field``, or "" once the form has said it is missing."""
    name = (field.value or "").strip()
    if not name:
        ctx.toast(_("Not saved: fill in '{field}' first.").format(field=field.label))
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
                                ft.TextButton(_("Save"), on_click=lambda e: submit()),
                                ft.TextButton(_("Cancel"), on_click=lambda e: _close(ctx)),
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
                    (_("{name}: complete") if s.complete else _("{name}: tech/assault level missing")).format(
                        name=s.name
                    ),
                    theme_style=ft.TextThemeStyle.BODY_SMALL,
                    expand=True,
                ),
                ft.TextButton(_("Edit {name}").format(name=s.name), on_click=lambda e, s=s: syndicate_dialog(ctx, s)),
            ]
        )
        for s in _of(ctx, "syndicates", SyndicateEntry)
    ]
    cards = _of(ctx, "sovereign_cards", SovereignCardEntry)
    deck_note = (
        _("The app builds the 8-card deck itself.")
        if sum(not c.end_of_game for c in cards) >= 7 and any(c.end_of_game for c in cards)
        else _(
            "Fewer than 7 cards besides BEGINNING OF THE END: games use physical-deck mode (the table enters each "
            "card as drawn)."
        )
    )
    return ft.Column(
        [
            ft.Text(
                _(
                    "The draft rulebook publishes the zone table but not the board, the mats or the cards. Type "
                    "them in once from your box; each new game copies them in."
                ),
                theme_style=ft.TextThemeStyle.BODY_SMALL,
            ),
            board_section(ctx),
            section(
                _("Territories entered: EXO {exo}/6, MIDDLE {middle}/9, INNER {inner}/3").format(
                    exo=counts["EXO"], middle=counts["MIDDLE"], inner=counts["INNER"]
                ),
                ft.Button(_("Add a territory"), on_click=lambda e: territory_dialog(ctx)),
                ft.Button(_("Add a trade route"), on_click=lambda e: route_dialog(ctx)),
            ),
            section(
                _("Syndicates"),
                *syndicates,
                ft.Button(_("Add a syndicate"), on_click=lambda e: syndicate_dialog(ctx, None)),
            ),
            section(
                _("Sovereign cards ({n})").format(n=len(cards)),
                *[ft.Text(c.name, theme_style=ft.TextThemeStyle.BODY_SMALL) for c in cards],
                ft.Text(deck_note, theme_style=ft.TextThemeStyle.BODY_SMALL, italic=True),
                ft.Button(_("Add a Sovereign card"), on_click=lambda e: sovereign_dialog(ctx)),
            ),
            bonus_section(ctx),
            section(
                _("Cost resources"),
                ft.Text(
                    _(
                        "The icons of the purchase and fortify columns were lost. Choose them per game in the "
                        "new-game readings ('{purchase}', '{fortify}'), or mid-game under Readings in use."
                    ).format(purchase=_("Base purchase cost (2nd number)"), fortify=_("Fortify cost resources")),
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
        ctx.toast(_("Not saved: {trouble}").format(trouble=" ".join(problems)))
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
            ctx.toast(_("Not saved: {trouble}").format(trouble=problem(exc)))
            return
        if territory is None and route is None:
            ctx.toast(_("Not saved: type the name first."))
        else:
            _save_checked(ctx, territory, route)

    return submit


def territory_dialog(ctx: BoxSetupContext) -> None:
    """One more territory, checked against the board entered so far."""
    row = TerritoryRow(len(_of(ctx, "territories", TerritoryEntry)), None)
    fields = [row.name, row.zone, row.special, row.boxes, row.mining, row.beams]
    _dialog(ctx, _("Territory"), fields, _submit(ctx, lambda: (row.read(), None)))


def route_dialog(ctx: BoxSetupContext) -> None:
    """One more trade route, checked against the board entered so far."""
    row = RouteRow(len(_of(ctx, "trade_routes", TradeRouteEntry)), None)
    submit = _submit(ctx, lambda: (None, row.read()))

    _dialog(
        ctx,
        _("Trade route"),
        [
            row.name,
            row.members,
            row.bonus.control,
            ft.Text(
                _("Owning every base on it pays the bonus in resource collection."),
                theme_style=ft.TextThemeStyle.BODY_SMALL,
                italic=True,
            ),
        ],
        submit,
    )


def syndicate_dialog(ctx: BoxSetupContext, entry: SyndicateEntry | None) -> None:
    name = ft.TextField(label=_("Syndicate name"), value=entry.name if entry else "", width=360)
    start = ResourceFields(_("Start"), entry.start if entry else None)
    income = ResourceFields(_("Income"), entry.income if entry else None)
    tech = number_field(_("Starting tech level"), entry.tech_level if entry else None, width=170)
    assault = number_field(_("Starting assault level (0-2)"), entry.assault_level if entry else None, width=170)
    base = ft.TextField(
        label=_("Starting base territory (blank: none)"),
        width=360,
        value=entry.start_base.territory if entry and entry.start_base else "",
    )
    fortified = ft.Checkbox(
        label=_("Starting base is fortified"), value=bool(entry and entry.start_base and entry.start_base.fortified)
    )
    bonus = ft.TextField(label=_("Starting bonus (as printed)"), value=entry.bonus if entry else "", width=360)
    roll = RollFields(entry.roll if entry else None)
    discount = CostFields(entry.discount if entry else None)
    each = ResourceFields(_("Bonus each collection"), entry.collection_bonus if entry else None)

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
        _("Syndicate mat"),
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
    name = ft.TextField(label=_("Card name"), width=360)
    bote = ft.Checkbox(label="BEGINNING OF THE END", value=False)
    kind = dropdown(
        _("Effect written as data"),
        [
            ("", _("none (checklist only)")),
            ("tax_per_base", _("tax per base")),
            ("pay", _("each player pays")),
            ("seize_unfortified", _("seize unfortified bases")),
        ],
        "",
    )
    resource = dropdown(_("Resource paid"), [(r, _(RESOURCE_NAMES[r])) for r in RESOURCES])
    tiers = ft.TextField(label=_("Amount by alert level (e.g. 1:2, 4:5)"), width=360)
    checklist = ft.TextField(label=_("Other effects (one per line)"), multiline=True, width=360)

    def submit() -> None:
        effects = []
        if kind.value:
            try:
                parsed = [
                    Tier(min_alert=int(a), amount=int(b))
                    for a, b in (part.split(":") for part in (tiers.value or "").replace(" ", "").split(",") if part)
                ]
            except ValueError:
                tiers.error = _("Write alert:amount pairs, e.g. 1:2, 4:5")
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

    _dialog(ctx, _("Sovereign card"), [name, bote, kind, resource, tiers, checklist], submit)


# -- the board in one pass ------------------------------------------------------------------------------
BOARD_SIZE = 18
ZONE_CHOICES = [("", N_("zone?")), ("EXO", "EXO"), ("MIDDLE", "MIDDLE"), ("INNER", "INNER")]
SPECIAL_CHOICES = [
    ("", N_("no special base")),
    ("casino", N_("Casino")),
    ("military", N_("Military Installation")),
    ("research", N_("Research Station")),
    ("mining", N_("Mining Center")),
]


class TerritoryRow:
    """One territory of the board grid: name, zone, special base, research boxes, mining, beams."""

    def __init__(self, index: int, entry: TerritoryEntry | None):
        self.entry_id = entry.id if entry else ""
        n = index + 1
        self.name = ft.TextField(
            label=_("Territory {n} name").format(n=n), value=entry.name if entry else "", width=170
        )
        zone = (entry.zone or "") if entry else ""
        self.zone = dropdown(_("Territory {n} zone").format(n=n), translated(ZONE_CHOICES), zone, width=150)
        special = entry.special if entry else ""
        self.special = dropdown(
            _("Territory {n} special base").format(n=n), translated(SPECIAL_CHOICES), special, width=230
        )
        boxes = entry.research_boxes if entry else 0
        self.boxes = number_field(_("Territory {n} research boxes").format(n=n), boxes, width=120)
        mining = entry.mining_amount if entry else 0
        self.mining = number_field(_("Territory {n} mining extra").format(n=n), mining, width=120)
        beams = ", ".join(entry.beams) if entry else ""
        self.beams = ft.TextField(label=_("Territory {n} beams to (names)").format(n=n), value=beams, width=220)
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
            raise ValueError(_("{name}: research boxes 0 to 10, mining extra 0 to 2.").format(name=name))
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
        n = index + 1
        self.name = ft.TextField(
            label=_("Trade route {n} name").format(n=n), value=entry.name if entry else "", width=170
        )
        members = ", ".join(entry.territories) if entry else ""
        self.members = ft.TextField(
            label=_("Trade route {n} territories (names)").format(n=n), value=members, width=300
        )
        self.bonus = ResourceFields(_("Trade route {n} bonus").format(n=n), entry.bonus if entry else None)
        self.control = ft.Column([ft.Row([self.name, self.members], wrap=True, spacing=4), self.bonus.control])

    def read(self) -> TradeRouteEntry | None:
        name = (self.name.value or "").strip()
        if not name:
            return None
        bonus = self.bonus.read()
        if bonus is None:
            raise ValueError(_("{name}: the bonus is whole numbers.").format(name=name))
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
            problems.value = _("Not saved: {trouble}").format(trouble=problem(exc))
            problems.update()
            return
        found = check_board(territories, trade_routes)
        if found:
            problems.value = _("Not saved: {trouble}").format(trouble=" ".join(found))
            problems.update()
            return
        for entry in territories:
            lib.add(GAME, "territories", entry.model_dump(exclude={"source", "player_entered"}))
        for route in trade_routes:
            lib.add(GAME, "trade_routes", route.model_dump(exclude={"source", "player_entered"}))
        ctx.toast(
            _("Saved the board: {territories}, {routes}.").format(
                territories=ngettext("{n} territory", "{n} territories", len(territories)).format(n=len(territories)),
                routes=ngettext("{n} trade route", "{n} trade routes", len(trade_routes)).format(n=len(trade_routes)),
            )
        )
        ctx.redraw()

    return section(
        _("The board in one pass"),
        ft.Text(
            _(
                "Type every territory from your board: its zone, its special base, research boxes, a Mining "
                "Center's extra and where a Military Installation's red beams point. Beams and trade routes name "
                "territories of this board."
            ),
            theme_style=ft.TextThemeStyle.BODY_SMALL,
        ),
        *[row.control for row in rows],
        *[row.control for row in routes],
        problems,
        ft.Button(_("Save the board"), on_click=save),
    )


# -- bonuses and awards ---------------------------------------------------------------------------------
ROLL_CHOICES = [
    ("", N_("no roll bonus")),
    ("mission", N_("missions")),
    ("robbery", N_("robberies")),
    ("mission,robbery", N_("missions and robberies")),
    ("assault", N_("assaults")),
    ("mission,robbery,assault", N_("every roll")),
]
AWARD_CHOICES = [
    ("bases", N_("own at least N bases")),
    ("zone_bases", N_("own at least N bases in a zone")),
    ("fortified_bases", N_("own at least N fortified bases")),
    ("tech_level", N_("reach tech level N")),
    ("assault_level", N_("reach assault level N")),
    ("credits", N_("hold at least N credits")),
    ("by_the_table", N_("something the table confirms")),
]


class RollFields:
    """Which rolls a bonus adds to, and by how much (typed from the mat, chip or card)."""

    def __init__(self, value: RollBonus | None = None) -> None:
        self.kinds = dropdown(_("Adds to"), translated(ROLL_CHOICES), "")
        self.amount = number_field(_("Roll bonus (+1 to +3)"), 1, width=170)
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
    ("", N_("no price bonus")),
    ("base", N_("buying a base")),
    ("fortify", N_("fortifying")),
    ("base,fortify", N_("buying and fortifying bases")),
    ("market", N_("black-market levels")),
]


class CostFields:
    """Which prices a mat lowers, and by how many credits (typed from the mat)."""

    def __init__(self, value: CostBonus | None = None) -> None:
        key = ",".join(value.applies_to) if value else ""
        self.kinds = dropdown(_("Credits off"), translated(COST_CHOICES), key if key in dict(COST_CHOICES) else "")
        self.amount = number_field(_("Credits off (1-20)"), value.credits if value else 1, width=170)
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
    name = ft.TextField(label=_("Chip name"), width=360)
    zone = dropdown(_("Zone colour"), ZONE_CHOICES[1:])
    gain = ResourceFields(_("Gives"))
    tech = ft.Checkbox(label=_("+1 tech level"), value=False)
    assault = ft.Checkbox(label=_("+1 assault level"), value=False)
    roll = RollFields()

    def submit() -> None:
        got, bonus = gain.read(), roll.read()
        if got is None or bonus is False or not _name_of(ctx, name):
            return
        data: dict[str, Any] = {"id": slug(name.value or ""), "name": (name.value or "").strip(), "zone": zone.value}
        data |= {"gain": got.model_dump(), "tech": int(bool(tech.value)), "assault": int(bool(assault.value))}
        _save(ctx, "bonus_chips", data | {"roll": bonus})

    _dialog(ctx, _("Bonus chip"), [name, zone, gain.control, tech, assault, *roll.controls], submit)


def tech_dialog(ctx: BoxSetupContext) -> None:
    """An Advanced Tech card: from which tech level it is taken and the roll bonus it gives."""
    name = ft.TextField(label=_("Card name"), width=360)
    level = number_field(_("From tech level"), 6, width=170)
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

    _dialog(ctx, _("Advanced Tech card"), [name, level, *roll.controls], submit)


def sleeper_dialog(ctx: BoxSetupContext) -> None:
    """A sleeper card: when it is played and what it does (the draft lists none)."""
    fields = SleeperFields()

    def submit() -> None:
        card = fields.read()
        if card is not None:
            _save(ctx, "sleepers", {"id": slug(card.name), **card.model_dump()})

    _dialog(ctx, _("Sleeper card"), fields.controls, submit)


def award_dialog(ctx: BoxSetupContext) -> None:
    """An award box: the feat (checkable when it is a count), its N and zone, and its VP."""
    name = ft.TextField(label=_("Award name"), width=360)
    kind = dropdown(_("Feat"), translated(AWARD_CHOICES))
    threshold = number_field(_("N"), 0, width=170)
    zone = dropdown(_("Zone (for bases in a zone)"), translated(ZONE_CHOICES))
    vp = number_field(_("Victory points"), None, width=170)

    def submit() -> None:
        n, points = read_number(threshold, 0, 200), read_number(vp, 0, 50)
        if n is None or points is None or not _name_of(ctx, name):
            return
        data: dict[str, Any] = {"id": slug(name.value or ""), "name": (name.value or "").strip(), "kind": kind.value}
        _save(ctx, "awards", data | {"threshold": n, "zone": zone.value or None, "vp": points})

    _dialog(ctx, _("Award"), [name, kind, threshold, zone, vp], submit)


def bonus_section(ctx: BoxSetupContext) -> ft.Control:
    """Bonus chips, Advanced Tech cards and awards: typed once, then applied and counted in every game."""
    lib = ctx.library
    chips = lib.entries(GAME, "bonus_chips")
    techs = lib.entries(GAME, "advanced_tech")
    awards = [a for a in lib.entries(GAME, "awards") if isinstance(a, AwardEntry)]
    sleepers = lib.entries(GAME, "sleepers")
    return section(
        _("Bonus chips ({chips}), Advanced Tech cards ({techs}), sleeper cards ({sleepers}), awards ({awards})").format(
            chips=len(chips), techs=len(techs), sleepers=len(sleepers), awards=len(awards)
        ),
        *[
            ft.Text(
                f"{c.name} ({c.zone or _('any zone')}): {chip_effect(c)}",
                theme_style=ft.TextThemeStyle.BODY_SMALL,
            )
            for c in chips
            if isinstance(c, BonusChipEntry)
        ],
        *[ft.Text(c.name, theme_style=ft.TextThemeStyle.BODY_SMALL) for c in (*techs, *sleepers)],
        *[
            ft.Text(
                ngettext("{award}: {n} VP", "{award}: {n} VP", a.vp).format(award=a.name, n=a.vp),
                theme_style=ft.TextThemeStyle.BODY_SMALL,
            )
            for a in awards
        ],
        ft.Row(
            [
                ft.Button(_("Add a bonus chip"), on_click=lambda e: chip_dialog(ctx)),
                ft.Button(_("Add an Advanced Tech card"), on_click=lambda e: tech_dialog(ctx)),
                ft.Button(_("Add a sleeper card"), on_click=lambda e: sleeper_dialog(ctx)),
                ft.Button(_("Add an award"), on_click=lambda e: award_dialog(ctx)),
            ],
            wrap=True,
        ),
    )
