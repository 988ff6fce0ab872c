"""Setup panels: the seats (names and syndicates), the first-player roll-off, and territories."""

from __future__ import annotations

from typing import Any

import flet as ft

from ...engine import Command
from ...games.syndicate.view import (
    RESOURCES,
    Resources,
    StartBase,
    SyndicateEntry,
    SyndicateSpec,
    SyndicateState,
    slug,
    zones,
)
from ...games.syndicate.view import commands as c
from ...i18n import N_, _
from ..context import TableContext
from ..forms import (
    WIDTH,
    command_dialog,
    dice_switch,
    dropdown,
    mark_field,
    named,
    number_field,
    read_number,
    translated,
)
from ..rolling import execute_rolling
from ..widgets import action_button, section
from .board import small
from .box import RollFields
from .dialog import redraw
from .forms import ResourceFields
from .seats import acts_for, elsewhere
from .words import amounts, mat_lines, resource

ZONES = [(z, z) for z in ("EXO", "MIDDLE", "INNER")]
SPECIALS = [
    ("", N_("no special base")),
    ("casino", N_("Casino")),
    ("military", N_("Military Installation")),
    ("research", N_("Research Station")),
    ("mining", N_("Mining Center")),
]


# -- setup -------------------------------------------------------------------------------------------
TYPE_IT = "+typed"


def setup_panel(ctx: TableContext) -> ft.Control:
    """The seats (each keeps a syndicate in a tap or two), the first-player roll-off, then the box laid out as
    the rulebook's setup does (l.268-304)."""
    state: SyndicateState = ctx.state
    rows: list[ft.Control] = [_seat_row(ctx, i) for i in range(len(state.players))]
    if state.roll_off:
        who = ", ".join(state.player_names[i] for i in state.roll_off)
        rows.append(
            action_button(
                _("Roll the d12 for first player ({names})").format(names=who),
                lambda e: roll_first(ctx),
                _roll_off_reason(state),
            )
        )
        rows.append(dice_switch(ctx, ctx.redraw))  # the table may roll its own d12s (their faces then typed)
    rows.append(ft.OutlinedButton(_("Add a territory"), on_click=lambda e: territory_dialog(ctx)))
    return ft.Column([section(_("Setup"), *rows), layout_section(state)], spacing=10)


def layout_section(state: SyndicateState) -> ft.Control:
    """The rulebook's ten setup steps and the player mats, with what the app does for the table (l.268-304)."""
    deck = (
        _(
            "Sovereign cards: the app has built the 8-card deck from your box setup (BEGINNING OF THE END 5th, 6th "
            "or 7th) and draws it."
        )
        if state.deck_mode == "library"
        else _(
            "Sovereign cards: take out BEGINNING OF THE END, shuffle 2 cards with it, put 4 cards on top and 1 at "
            "the bottom: 8 cards, BEGINNING OF THE END 5th, 6th or 7th. Enter each card as it is drawn."
        )
    )
    dealt = any(p.offers for p in state.players)
    steps = [
        _("Game board: a white marker on round 1."),
        _(
            "Alert level track beside the board, its marker on 1; the Sovereign Destroyer in its Sovereign "
            "Blockade box."
        ),
        _(
            "Bonus chips by colour, each pile shuffled face down: one on each of the 6 EXO, 9 MIDDLE and 3 INNER "
            "territories, the rest back in the box. The app asks which chip it was when a base is first bought "
            "there."
        ),
        deck,
        _("Operation cards: shuffle them, deal 4 to each player, the deck on its place on the board."),
        _("Advanced Tech cards and Base cards: each deck on its place on the board."),
        _("Syndicates: the app dealt 2 from your library to each player; each keeps one above.")
        if dealt
        else _("Syndicates: deal 2 syndicate cards to each player; each keeps one above."),
        _("Consequence dice, crackdown die, base tiles and resource cubes beside the board."),
        _(
            "Nominate an Archivelist: the banker, who also runs the Sovereign card and resource collection phases "
            "(on the table's phone when phones say who they play)."
        ),
        _("First player: everyone rolls the d12 (the button above); ties roll again."),
    ]
    mats = _(
        "Each player mat: the starting credits, influence and crew; a marker on the starting tech level; cubes on "
        "the starting assault levels and their ARMED reinforcement boxes; 2 action dice in ARMED. A starting base "
        "takes no bonus chip."
    )
    return section(
        _("Lay out the box"),
        *[small(f"{n}. {text}") for n, text in enumerate(steps, start=1)],
        small(mats),
    )


def _roll_off_reason(state: SyndicateState) -> str:
    waiting = [state.player_names[i] for i, p in enumerate(state.players) if not p.syndicate]
    return _("First choose a syndicate for {names}.").format(names=", ".join(waiting)) if waiting else ""


def _seat_row(ctx: TableContext, i: int) -> ft.Control:
    """A seat: its syndicate once kept; else one tap per syndicate dealt, or the library's mats to pick from."""
    state: SyndicateState = ctx.state
    name, p = state.player_names[i], state.players[i]
    rename = ft.TextButton(_("Rename {name}").format(name=name), on_click=lambda e: rename_dialog(ctx, i))
    if p.syndicate:
        return ft.Row([ft.Text(f"{name}: {p.syndicate.name}", expand=True), rename])
    if not acts_for(ctx, i):
        return ft.Row(
            [small(elsewhere(ctx, i, N_("{name} keeps a syndicate on their own phone.")), italic=True), rename],
            wrap=True,
        )
    if p.offers:
        keeps: list[ft.Control] = [
            ft.Button(
                _("{name} keeps {syndicate}").format(name=name, syndicate=offer.name),
                on_click=lambda e, o=offer: ctx.execute(c.ChooseSyndicate(player=i, syndicate=o)),
            )
            for offer in p.offers
        ]
        return ft.Row([*keeps, rename], wrap=True)
    picker = ft.Semantics(container=True, content=named(seat_picker(ctx, i)))  # its own node in the card
    return ft.Row([picker, rename], wrap=True)


def library_mats(ctx: TableContext) -> list[SyndicateEntry]:
    """The syndicate mats of the library not yet kept by a player."""
    taken = {p.syndicate.name.lower() for p in ctx.state.players if p.syndicate}
    return [
        e
        for e in ctx.library.entries("syndicate", "syndicates")
        if isinstance(e, SyndicateEntry) and e.name.lower() not in taken
    ]


def seat_picker(ctx: TableContext, player: int) -> ft.Dropdown:
    """The library's mats for a seat: a complete one is kept at once; one with numbers still to read from the mat,
    or a mat not in the library, opens the syndicate dialog."""
    mats = library_mats(ctx)
    choices = [
        (e.id, e.name if e.complete else _("{syndicate} (levels to read from the mat)").format(syndicate=e.name))
        for e in mats
    ]
    choices.append((TYPE_IT, _("another: type it from the mat")))

    def picked(e: Any) -> None:
        entry = next((m for m in mats if m.id == picker.value), None)
        if entry is not None and entry.complete:
            ctx.execute(c.ChooseSyndicate(player=player, syndicate=entry.spec()))
        else:
            syndicate_dialog(ctx, player, entry.id if entry else "")

    picker = dropdown(
        _("Syndicate for {name}").format(name=ctx.state.player_names[player]), choices, "", on_select=picked
    )
    return picker


def rename_dialog(ctx: TableContext, player: int) -> None:
    old = ctx.state.player_names[player]
    name = ft.TextField(label=_("Player name"), value=old, width=WIDTH)

    def submit() -> Command[Any]:
        data = {"type": "rename_player", "player": player, "name": (name.value or "").strip()[:30] or old}
        return ctx.session.definition.parse_command(data)

    command_dialog(ctx, _("Rename"), [name], _("Rename"), submit)


def roll_first(ctx: TableContext) -> None:
    state = ctx.state
    if not ctx.settings.physical_dice:
        execute_rolling(ctx, c.RollFirstPlayer())
        return
    fields = [number_field(_("{name}'s d12").format(name=state.player_names[i]), width=170) for i in state.roll_off]

    def submit() -> c.RollFirstPlayer | None:
        faces = [read_number(f, 1, 12) for f in fields]
        return None if any(f is None for f in faces) else c.RollFirstPlayer(entered=[f or 0 for f in faces])

    command_dialog(ctx, _("First player roll-off"), fields, _("Enter rolls"), submit)


class SyndicateForm:
    """A syndicate mat picked from the library (its unknown numbers read from the mat) or typed in; kept in the
    library for later games once the player keeps it."""

    def __init__(self, ctx: TableContext, player: int, preset: str = ""):
        self.ctx, self.player = ctx, player
        self.choices: dict[str, SyndicateEntry] = {e.id: e for e in library_mats(ctx)}
        self.pick = dropdown(
            _("Syndicate"),
            [("", _("type it from the mat"))] + [(k, e.name) for k, e in self.choices.items()],
            preset if preset in self.choices else "",
            on_select=self.fill,
        )
        self.name = ft.TextField(label=_("Syndicate name"), width=WIDTH)
        self.start, self.income = ResourceFields(_("Start")), ResourceFields(_("Income"))
        self.tech = number_field(_("Starting tech level"), width=170)
        self.assault = number_field(_("Starting assault level (0-2)"), width=170)
        self.base = ft.TextField(label=_("Starting base territory (blank: none)"), width=WIDTH)
        self.fortified = ft.Checkbox(label=_("Starting base is fortified"), value=False)
        self.bonus = ft.TextField(label=_("Syndicate bonus (as printed)"), width=WIDTH)
        self.roll = RollFields()
        self.carried = SyndicateSpec(name="-", start=Resources(), income=Resources(), tech_level=0, assault_level=0)
        self.carried_text = small("", italic=True)
        self.unknown = small("", italic=True)
        self.keep = ft.Checkbox(label=_("Keep this mat in my library (offered in later games)"), value=True)
        self.sent: SyndicateSpec | None = None
        if self.pick.value:
            self.fill(None)

    def fill(self, e: Any) -> None:
        chosen = self.choices.get(self.pick.value or "")
        if chosen is None:
            self.carried = self.carried.model_copy(update={"discount": None, "collection_bonus": Resources()})
            self.carried_text.value = self.unknown.value = ""
            redraw(self.ctx)
            return
        self.bonus.value = chosen.bonus
        self.roll.show(chosen.roll)
        self.carried = self.carried.model_copy(
            update={"discount": chosen.discount, "collection_bonus": chosen.collection_bonus}
        )
        extra = mat_lines(self.carried)
        self.carried_text.value = _("Also from box setup: {bonuses}.").format(bonuses="; ".join(extra)) if extra else ""
        self.unknown.value = unpublished(chosen)
        self.name.value = chosen.name
        for fields, value in ((self.start, chosen.start), (self.income, chosen.income)):
            for r, field in fields.fields.items():
                field.value = str(value.get(r))
        self.tech.value = "" if chosen.tech_level is None else str(chosen.tech_level)
        self.assault.value = "" if chosen.assault_level is None else str(chosen.assault_level)
        self.base.value = chosen.start_base.territory if chosen.start_base else ""
        self.fortified.value = bool(chosen.start_base and chosen.start_base.fortified)
        if e is not None:
            redraw(self.ctx)

    def submit(self) -> c.ChooseSyndicate | None:
        s, i = self.start.read(), self.income.read()
        t, a = read_number(self.tech, 0, 10), read_number(self.assault, 0, 2)
        name, roll = (self.name.value or "").strip(), self.roll.read()
        if s is None or i is None or t is None or a is None or roll is False or not name:
            return None
        where = (self.base.value or "").strip()
        start_base = StartBase(territory=where, fortified=bool(self.fortified.value)) if where else None
        self.sent = SyndicateSpec(
            name=name,
            start=s,
            income=i,
            tech_level=t,
            assault_level=a,
            start_base=start_base,
            bonus=(self.bonus.value or "").strip(),
            roll=roll,
            discount=self.carried.discount,
            collection_bonus=self.carried.collection_bonus,
        )
        return c.ChooseSyndicate(player=self.player, syndicate=self.sent)

    def keep_mat(self) -> None:
        """Once kept in the game: a mat typed (or completed) here goes to the library, offered in later games."""
        picked = self.choices.get(self.pick.value or "")
        spec = self.sent
        if spec is None or not self.keep.value or (picked is not None and picked.complete and picked.spec() == spec):
            return
        entry_id = picked.id if picked is not None and picked.name == spec.name else slug(spec.name)
        self.ctx.library.add("syndicate", "syndicates", {"id": entry_id, **spec.model_dump(mode="json")})

    def controls(self) -> list[ft.Control]:
        return [
            self.pick,
            self.unknown,
            self.name,
            self.start.control,
            self.income.control,
            ft.Row([self.tech, self.assault], wrap=True),
            self.base,
            self.fortified,
            self.bonus,
            *self.roll.controls,
            self.carried_text,
            self.keep,
        ]


def syndicate_dialog(ctx: TableContext, player: int, preset: str = "") -> None:
    form = SyndicateForm(ctx, player, preset)
    title = _("Syndicate for {name}").format(name=ctx.state.player_names[player])
    command_dialog(ctx, title, form.controls(), _("Keep this syndicate"), form.submit, after=form.keep_mat)


class TerritoryForm:
    """The fields of one territory (name, zone, special base, research boxes, mining, beams)."""

    def __init__(self) -> None:
        self.name = ft.TextField(label=_("Territory name"), width=WIDTH)
        self.zone = dropdown(_("Zone"), ZONES)
        self.special = dropdown(_("Special base"), translated(SPECIALS), "")
        self.boxes = number_field(_("Research boxes"), 0, width=170)
        self.mining = number_field(_("Mining extra (0-2)"), 0, width=170)
        self.beams = ft.TextField(label=_("Red beams to (names, comma separated)"), width=WIDTH)
        self.controls: list[ft.Control] = [
            self.name,
            self.zone,
            self.special,
            ft.Row([self.boxes, self.mining], wrap=True),
            self.beams,
        ]

    def read(self) -> dict[str, Any] | None:
        boxes, mining = read_number(self.boxes, 0, 10), read_number(self.mining, 0, 2)
        name = (self.name.value or "").strip()
        mark_field(self.name, None if name else _("Type the territory's name as printed on the board."))
        if boxes is None or mining is None or not name:
            return None
        beams = [b.strip() for b in (self.beams.value or "").split(",") if b.strip()]
        return {
            "name": name,
            "zone": self.zone.value,
            "special": self.special.value or "",
            "research_boxes": boxes,
            "mining_amount": mining,
            "beams": beams,
        }


def territory_dialog(ctx: TableContext) -> None:
    form = TerritoryForm()

    def submit() -> c.AddTerritory | None:
        data = form.read()
        if data is None:
            return None
        data["beams"] = [slug(b) for b in data["beams"]]
        return c.AddTerritory(**data)

    command_dialog(ctx, _("Add a territory from the board"), form.controls, _("Add"), submit)


def zone_table_text(state: SyndicateState) -> list[str]:
    """The zone table in sentences, one per zone, priced with the readings in use."""
    lines = []
    for zone in zones.PURCHASE:
        fortify = zones.fortify_cost(zone, state.options)
        lines.append(
            _("{zone}: a base costs {price}; fortifying costs {fortify}; income per round {income}.").format(
                zone=zone,
                price=amounts(zones.purchase_cost(zone, state.options)),
                fortify=amounts(fortify) if fortify else unread(zones.FORTIFY[zone]),
                income=signed(zones.income(zone, state.options)),
            )
        )
    return lines


def unread(pair: tuple[int, int]) -> str:
    return _("{a} and {b} (which two resources is not chosen yet)").format(a=pair[0], b=pair[1])


def signed(income: Resources) -> str:
    """Income with upkeep in words ("6 credits, 3 influence, 3 crew upkeep")."""
    return ", ".join(
        resource(r, n) if n > 0 else _("{amount} upkeep").format(amount=resource(r, -n))
        for r in RESOURCES
        if (n := income.get(r))
    )


def unpublished(chosen: SyndicateEntry) -> str:
    """Which starting levels of a library mat the player reads from the mat (the draft does not publish them)."""
    tech, assault = chosen.tech_level is None, chosen.assault_level is None
    if tech and assault:
        return _("{syndicate}'s starting tech and assault levels are not published: read them from the mat.").format(
            syndicate=chosen.name
        )
    if tech:
        return _("{syndicate}'s starting tech level is not published: read it from the mat.").format(
            syndicate=chosen.name
        )
    if assault:
        return _("{syndicate}'s starting assault level is not published: read it from the mat.").format(
            syndicate=chosen.name
        )
    return ""
