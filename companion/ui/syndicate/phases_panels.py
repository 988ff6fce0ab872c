"""Panels for setup, the Sovereign card phase and resource collection."""

from __future__ import annotations

import flet as ft

from ...games.syndicate import commands as c
from ...games.syndicate import market, zones
from ...games.syndicate.sovereign import pardon_cost
from ...games.syndicate.state import Effect, SovereignCardSpec, StartBase, SyndicateSpec, SyndicateState, Tier, slug
from ..context import TableContext
from ..forms import command_dialog, dropdown, named
from ..widgets import number_field, read_number, section
from .forms import ResourceFields

ZONES = [(z, z) for z in ("EXO", "MIDDLE", "INNER")]
SPECIALS = [
    ("", "no special base"),
    ("casino", "Casino"),
    ("military", "Military Installation"),
    ("research", "Research Station"),
    ("mining", "Mining Center"),
]


# -- setup -------------------------------------------------------------------------------------------
def setup_panel(ctx: TableContext) -> ft.Control:
    state: SyndicateState = ctx.state
    rows: list[ft.Control] = [
        ft.Text(
            "Deal 2 syndicate cards to each player; each keeps one. Pick it from your library or type it from the "
            "mat. Then everyone rolls the d12 for first player (ties roll again).",
            size=12,
        )
    ]
    for i, p in enumerate(state.players):
        rename = ft.TextButton(f"Rename {p.name}", on_click=lambda e, i=i: rename_dialog(ctx, i))
        if p.syndicate:
            rows.append(ft.Row([ft.Text(f"{p.name}: {p.syndicate.name}", size=13, expand=True), rename]))
        else:
            offered = f" (dealt: {' or '.join(o.name for o in p.offers)})" if p.offers else ""
            rows.append(
                ft.Row(
                    [
                        ft.Button(
                            f"Choose a syndicate for {p.name}{offered}",
                            on_click=lambda e, i=i: syndicate_dialog(ctx, i),
                        ),
                        rename,
                    ],
                    wrap=True,
                )
            )
    if state.roll_off:
        who = ", ".join(state.players[i].name for i in state.roll_off)
        rows.append(
            ft.Button(
                f"Roll the d12 for first player ({who})", icon=ft.Icons.CASINO, on_click=lambda e: roll_first(ctx)
            )
        )
    rows.append(ft.OutlinedButton("Add a territory", on_click=lambda e: territory_dialog(ctx)))
    return section("Setup", *rows)


def rename_dialog(ctx: TableContext, player: int) -> None:
    name = ft.TextField(label="Player name", value=ctx.state.players[player].name, width=360)
    command_dialog(
        ctx,
        "Rename",
        [name],
        "Rename",
        lambda: c.RenamePlayer(player=player, name=(name.value or "").strip() or ctx.state.players[player].name),
    )


def roll_first(ctx: TableContext) -> None:
    state = ctx.state
    if not ctx.settings.physical_dice:
        ctx.execute(c.RollFirstPlayer())
        return
    fields = [number_field(f"{state.players[i].name}'s d12", width=170) for i in state.roll_off]

    def submit():
        faces = [read_number(f, 1, 12) for f in fields]
        return None if None in faces else c.RollFirstPlayer(entered=faces)

    command_dialog(ctx, "First player roll-off", fields, "Enter rolls", submit)


def syndicate_dialog(ctx: TableContext, player: int) -> None:
    state = ctx.state
    library = {e.id: e for e in ctx.library.entries("syndicate", "syndicates")}
    offers = {f"offer{n}": o for n, o in enumerate(state.players[player].offers)}
    choices = (
        [("", "type it from the mat")]
        + [(k, o.name) for k, o in offers.items()]
        + [(k, e.name) for k, e in library.items()]
    )
    pick = dropdown("Syndicate", choices, "")
    name = ft.TextField(label="Syndicate name", width=360)
    start, income = ResourceFields("Start"), ResourceFields("Income")
    tech, assault = (
        number_field("Starting tech level", width=170),
        number_field("Starting assault level (0-2)", width=170),
    )
    base = ft.TextField(label="Starting base territory (blank: none)", width=360)
    fortified = ft.Checkbox(label="Starting base is fortified", value=False)

    def fill(e):
        chosen = offers.get(pick.value) or library.get(pick.value)
        if chosen is None:
            return
        name.value = chosen.name
        for fields, value in ((start, chosen.start), (income, chosen.income)):
            for r, field in fields.fields.items():
                field.value = str(value.get(r))
        tech.value = "" if chosen.tech_level is None else str(chosen.tech_level)
        assault.value = "" if chosen.assault_level is None else str(chosen.assault_level)
        base.value = chosen.start_base.territory if chosen.start_base else ""
        fortified.value = bool(chosen.start_base and chosen.start_base.fortified)
        ctx.page.update()

    pick.on_select = fill

    def submit():
        s, i = start.read(), income.read()
        t, a = read_number(tech, 0, 10), read_number(assault, 0, 2)
        if None in (s, i, t, a) or not (name.value or "").strip():
            return None
        start_base = (
            StartBase(territory=base.value.strip(), fortified=bool(fortified.value))
            if (base.value or "").strip()
            else None
        )
        spec = SyndicateSpec(
            name=name.value.strip(), start=s, income=i, tech_level=t, assault_level=a, start_base=start_base
        )
        return c.ChooseSyndicate(player=player, syndicate=spec)

    command_dialog(
        ctx,
        f"Syndicate for {state.players[player].name}",
        [
            pick,
            name,
            start.control,
            income.control,
            ft.Row([tech, assault], wrap=True),
            base,
            fortified,
            ft.Text(
                "Unknown numbers (tech and assault level for Fidge & Co.) are read from the mat.", size=11, italic=True
            ),
        ],
        "Keep this syndicate",
        submit,
    )


class TerritoryForm:
    """The fields of one territory (name, zone, special base, research boxes, mining, beams)."""

    def __init__(self):
        self.name = ft.TextField(label="Territory name", width=360)
        self.zone = dropdown("Zone", ZONES)
        self.special = dropdown("Special base", SPECIALS, "")
        self.boxes = number_field("Research boxes", 0, width=170)
        self.mining = number_field("Mining extra (0-2)", 0, width=170)
        self.beams = ft.TextField(label="Red beams to (names, comma separated)", width=360)
        self.controls = [self.name, self.zone, self.special, ft.Row([self.boxes, self.mining], wrap=True), self.beams]

    def read(self) -> dict | None:
        boxes, mining = read_number(self.boxes, 0, 10), read_number(self.mining, 0, 2)
        if boxes is None or mining is None or not (self.name.value or "").strip():
            return None
        beams = [b.strip() for b in (self.beams.value or "").split(",") if b.strip()]
        return {
            "name": self.name.value.strip(),
            "zone": self.zone.value,
            "special": self.special.value or "",
            "research_boxes": boxes,
            "mining_amount": mining,
            "beams": beams,
        }


def territory_dialog(ctx: TableContext) -> None:
    form = TerritoryForm()

    def submit():
        data = form.read()
        if data is None:
            return None
        data["beams"] = [slug(b) for b in data["beams"]]
        return c.AddTerritory(**data)

    command_dialog(ctx, "Add a territory from the board", form.controls, "Add", submit)


# -- Sovereign card phase ------------------------------------------------------------------------------
def sovereign_panel(ctx: TableContext) -> ft.Control:
    state: SyndicateState = ctx.state
    step = state.progress.step
    rows: list[ft.Control] = [
        ft.Text(
            f"Deck: {state.deck_mode} mode · cards drawn {state.sovereign_drawn}"
            + (f" · {len(state.sovereign_deck)} left" if state.deck_mode == "library" else ""),
            size=12,
        )
    ]
    if step == "sovereign_draw":
        if state.deck_mode == "library":
            rows.append(
                ft.Button(
                    "Draw the Sovereign card",
                    icon=ft.Icons.STYLE,
                    on_click=lambda e: ctx.execute(c.DrawSovereignCard()),
                )
            )
        else:
            rows.append(
                ft.Button("Enter the Sovereign card drawn", icon=ft.Icons.STYLE, on_click=lambda e: draw_dialog(ctx))
            )
    card = state.sovereign_card if state.sovereign_drawn_round == state.round else None
    if card:
        rows.append(ft.Text(card.name, size=20, weight=ft.FontWeight.BOLD))
        for effect in card.effects:
            rows.append(ft.Text(effect_text(effect, state.alert), size=13))
        for item in card.checklist:
            rows.append(ft.Checkbox(label=item, value=False))
        if card.end_of_game:
            rows.append(
                ft.Text(
                    f"BEGINNING OF THE END: round {state.last_round} is the last round (setting 'End of the game': "
                    "the draft never says when the game ends; default: after the next round)."
                    if state.last_round
                    else "BEGINNING OF THE END: follow the card, then end the game.",
                    weight=ft.FontWeight.BOLD,
                    color=ft.Colors.ERROR,
                )
            )
    if card and not state.sovereign_resolved:
        for i, p in enumerate(state.players):
            cost = pardon_cost(state, i)
            if p.pardoned:
                rows.append(ft.Text(f"{p.name} is pardoned.", size=13))
            else:
                label = (
                    f"Pardon {p.name} ({cost} influence)" if cost is not None else f"Pardon {p.name} (table decides)"
                )
                rows.append(ft.Button(label, on_click=lambda e, i=i: ctx.execute(c.BuyPardon(player=i))))
        for i, p in enumerate(state.players):
            if state.destroyer_at and any(t.id == state.destroyer_at for t in state.bases_of(i)):
                rows.append(
                    ft.Button(
                        f"{p.name}: send the Destroyer back (10 influence)",
                        on_click=lambda e, i=i: ctx.execute(c.RemoveDestroyer(player=i)),
                    )
                )
        rows.append(
            ft.Button(
                "Resolve the Sovereign card",
                icon=ft.Icons.GAVEL,
                on_click=lambda e: ctx.execute(c.ResolveSovereignCard()),
            )
        )
    return section("Sovereign card", *rows)


def effect_text(effect: Effect, alert: int) -> str:
    amount = effect.amount(alert)
    if effect.kind == "tax_per_base":
        return f"Tax: {amount} credits per base at alert {alert}; a base not paid for is flipped."
    if effect.kind == "pay":
        return f"Each player pays {amount} {effect.resource} at alert {alert}."
    return "The Sovereign seizes every unfortified base."


def draw_dialog(ctx: TableContext) -> None:
    known = {e.id: e for e in ctx.library.entries("syndicate", "sovereign_cards")}
    pick = dropdown(
        "Card from your library", [("", "type it from the card")] + [(k, e.name) for k, e in known.items()], ""
    )
    name = ft.TextField(label="Card name", width=360)
    bote = ft.Checkbox(label="This is BEGINNING OF THE END", value=False)
    tax = number_field("Tax per base at this alert (blank: none)", width=360)
    seize = ft.Checkbox(label="Seizes unfortified bases", value=False)
    checklist = ft.TextField(label="Other effects to resolve by hand (one per line)", multiline=True, width=360)

    def submit():
        entry = known.get(pick.value)
        if entry:
            return c.DrawSovereignCard(
                card=SovereignCardSpec(
                    name=entry.name, end_of_game=entry.end_of_game, effects=entry.effects, checklist=entry.checklist
                )
            )
        effects = []
        if (tax.value or "").strip():
            amount = read_number(tax, 0, 99)
            if amount is None:
                return None
            effects.append(Effect(kind="tax_per_base", tiers=[Tier(min_alert=1, amount=amount)]))
        if seize.value:
            effects.append(Effect(kind="seize_unfortified"))
        if not (name.value or "").strip():
            name.error = "Type the card's name"
            name.update()
            return None
        lines = [line.strip() for line in (checklist.value or "").splitlines() if line.strip()]
        return c.DrawSovereignCard(
            card=SovereignCardSpec(
                name=name.value.strip(), end_of_game=bool(bote.value), effects=effects, checklist=lines
            )
        )

    command_dialog(ctx, "Sovereign card drawn", [pick, name, bote, tax, seize, checklist], "Draw", submit)


# -- resource collection -------------------------------------------------------------------------------
def collection_panel(ctx: TableContext) -> ft.Control:
    state: SyndicateState = ctx.state
    rows: list[ft.Control] = []
    decay_fields, mining_fields = {}, {}
    if state.progress.step == "collect_cards":
        optional = state.options.get("market_decay") == "optional"
        for i, p in enumerate(state.players):
            if state.options.get("decay_cube") == "any":
                ladders = [
                    (f"{l}@{b}", f"{l} ({market.BOX_PRICE * (b + 1)}-credit box)")
                    for l in ("tech", "assault")
                    for b in sorted(state.market[l][i])
                ]
            else:
                ladders = [
                    (l, f"{l} ({market.BOX_PRICE * (max(state.market[l][i]) + 1)}-credit box)")
                    for l in ("tech", "assault")
                    if state.market[l][i]
                ]
            if ladders:
                choices = ladders + ([("none", "keep all cubes")] if optional else [])
                default = market.default_decay(state, i)
                if state.options.get("decay_cube") == "any":
                    default = f"{default}@{max(state.market[default][i])}"
                decay_fields[i] = dropdown(f"{p.name}: market cube to remove", choices, default)
                rows.append(decay_fields[i])
            for t in state.bases_of(i):
                if t.special == "mining" and t.mining_amount and state.working(t):
                    mining_fields[t.id] = dropdown(
                        f"{t.name} mining extra for {p.name}", [(r, r) for r in ("credits", "influence", "crew")]
                    )
                    rows.append(mining_fields[t.id])
        rows.append(
            ft.Button(
                "Run resource collection",
                icon=ft.Icons.SAVINGS,
                on_click=lambda e: ctx.execute(
                    c.CollectResources(
                        decay={i: d.value for i, d in decay_fields.items()},
                        mining={k: d.value for k, d in mining_fields.items()},
                    )
                ),
            )
        )
        rows.append(
            ft.Text(
                "Operation cards, reset, income and crew upkeep (no exchanges), research, "
                "market decay, round +1, first player passes clockwise.",
                size=11,
                italic=True,
            )
        )
    return section("Resource collection", *[named(c) for c in rows])


def collection_summary(state: SyndicateState) -> ft.Control:
    cards = []
    for collected in state.collection:
        p = state.players[collected.player]
        g = collected.gained
        cards.append(
            section(
                f"{p.name}: {g.credits:+d} credits, {g.influence:+d} influence, {g.crew:+d} crew, "
                f"+{collected.cards} cards",
                *[ft.Text("• " + line, size=12) for line in collected.lines],
            )
        )
    return ft.Column([ft.Text("Last resource collection", weight=ft.FontWeight.BOLD), *cards], spacing=6)


def zone_table_text() -> str:
    return " · ".join(
        f"{z}: buy {zones.PURCHASE[z][0]}/{zones.PURCHASE[z][1]}, income "
        f"{'/'.join(map(str, zones.INCOME[z]))}, fortify {zones.FORTIFY[z][0]}/{zones.FORTIFY[z][1]}"
        for z in zones.PURCHASE
    )
