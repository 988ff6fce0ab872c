"""Dialogs that build one command each: World Event, vote, produce, recruit/build, upgrades,
moves, combat (with the odds before the roll) and Victory Point cards."""

from __future__ import annotations

import flet as ft

from ...engine import Command
from ...games.columbia.combat import die, pool_for, retreat_targets
from ...games.columbia.commands import (
    Build,
    BuyUpgrade,
    Move,
    Produce,
    Recruit,
    ResolveCombat,
    ResolveVote,
    RevealVpCard,
    RevealWorldEvent,
    SkyRide,
    SpendUpgrade,
    Vote,
)
from ...games.columbia.commands.world import booker_direction, direction, influence, trailing_faction
from ...games.columbia.content import FACTION_NAMES, FACTIONS, VpCardEntry, WorldEventEntry
from ...games.columbia.odds import combat_odds
from ...games.columbia.state import (
    ColumbiaState,
    active_player,
    controlling_players,
    faction_units,
    factions_present,
    loc,
    turn_order,
)
from ..context import TableContext
from ..forms import command_dialog, dropdown, named
from ..widgets import number_field, read_number
from .forms import CardPicker, check_item, faces_field, read_faces

GAME = "columbia"
NEW = "(type it in)"
AUTO = "auto"
LOCATIONS = [(str(n), f"#{n}") for n in range(1, 16)]
SIGNS = [("+", "+"), ("-", "-"), ("?", "?")]


def needs_entry(ctx: TableContext, colours: list[str]) -> bool:
    """Enter faces when the table rolls physical dice, or when the app does not know the faces."""
    return ctx.settings.physical_dice or any(not die(ctx.state, c).known for c in colours)


# -- World Event --------------------------------------------------------------------------------
def world_event(ctx: TableContext) -> None:
    state: ColumbiaState = ctx.state
    if state.event_deck == 0:
        ctx.execute(RevealWorldEvent())
        return
    library = ctx.library.entries(GAME, "world_events")
    pick = dropdown("Card from the library", [(NEW, NEW)] + [(e.id, e.name) for e in library], NEW)
    name = ft.TextField(label="Card name", width=300)
    signs = {f: dropdown(f"{FACTION_NAMES[f]} sign", SIGNS, "+", width=140) for f in FACTIONS}
    booker = dropdown("Booker's location", LOCATIONS, "1", width=160)
    aggressive = ft.Switch(label="Aggressive symbol")
    elizabeth = ft.Switch(label="Elizabeth symbol")
    outage = ft.Switch(label="Upgrades have no effect (Power Outage)")
    keep = ft.Checkbox(label="Keep this card in my library")

    def chosen(e=None) -> None:
        entry = next((x for x in library if x.id == pick.value), None)
        if entry is None:
            return
        name.value = entry.name
        if entry.signs:
            for f in FACTIONS:
                signs[f].value = entry.signs[f]
        if entry.booker_location:
            booker.value = str(entry.booker_location)
        aggressive.value, elizabeth.value = bool(entry.aggressive), bool(entry.elizabeth)
        outage.value = entry.upgrades_off
        for c in (name, aggressive, elizabeth, outage, booker, *signs.values()):
            c.update()

    pick.on_select = chosen

    def build() -> Command | None:
        label = (name.value or "").strip() or "World Event"
        entry = next((x for x in library if x.id == pick.value), None)
        card = WorldEventEntry(
            id=entry.id if entry else label.lower().replace(" ", "-"),
            name=label,
            source=entry.source if entry else "entered at the table",
            signs={f: signs[f].value for f in FACTIONS},
            booker_location=int(booker.value),
            aggressive=aggressive.value,
            elizabeth=elizabeth.value,
            upgrades_off=outage.value,
            effect=entry.effect if entry else "",
        )
        if keep.value:
            ctx.library.add(GAME, "world_events", card.model_dump(exclude={"player_entered", "source"}))
        return RevealWorldEvent(card=card)

    command_dialog(
        ctx,
        "Reveal the World Event",
        [
            pick,
            name,
            ft.Row([named(d) for d in signs.values()], wrap=True),
            booker,
            aggressive,
            elizabeth,
            outage,
            keep,
        ],
        "Reveal",
        build,
    )


# -- vote ---------------------------------------------------------------------------------------
def vote(ctx: TableContext) -> None:
    state: ColumbiaState = ctx.state
    pickers, ways = {}, {}
    controls: list[ft.Control] = []
    preview = ft.Text("", weight=ft.FontWeight.BOLD)

    def votes() -> list[Vote]:
        return [Vote(player=p, cards=pickers[p].cards, direction=ways[p].value if p in ways else "+") for p in pickers]

    def recount(e=None) -> None:
        preview.value = vote_preview(state, votes())
        preview.update()

    for p in turn_order(state):
        player = state.players[p]
        pickers[p] = CardPicker(state, player.faction, player.name, "influence", on_change=recount)
        controls += [
            ft.Text(
                f"{player.name} ({FACTION_NAMES[player.faction]}, sign {state.event.signs[player.faction]})",
                weight=ft.FontWeight.BOLD,
            ),
            pickers[p].control,
        ]
        if state.event.signs[player.faction] == "?":
            ways[p] = dropdown(
                f"{player.name} adds or subtracts", [("+", "adds (+)"), ("-", "subtracts (-)")], "+", width=220
            )
            ways[p].on_select = recount
            controls.append(named(ways[p]))
    booker = faces_field("Booker's white die (if he votes)") if needs_entry(ctx, ["white"]) else None
    ties = (
        ft.TextField(
            label="Roll-off for the token (if tied)", hint_text="rounds separated by ';', e.g. 2 2; 3 1", width=320
        )
        if needs_entry(ctx, ["white"])
        else None
    )
    controls += [c for c in (booker, ties) if c]
    preview.value = vote_preview(state, votes())
    controls.append(preview)

    def build() -> Command | None:
        roll = None
        if booker is not None and (booker.value or "").strip():
            faces = read_faces(booker, 1)
            if faces is None:
                return None
            roll = faces[0]
        rounds = None
        if ties is not None and (ties.value or "").strip():
            try:
                rounds = [[int(x) for x in part.replace(",", " ").split()] for part in ties.value.split(";")]
            except ValueError:
                ties.error = "Numbers only, rounds separated by ';'."
                ties.update()
                return None
        votes = [
            Vote(player=p, cards=pickers[p].cards, direction=ways[p].value if p in ways else None) for p in pickers
        ]
        return ResolveVote(votes=votes, booker_roll=roll, tie_rolls=rounds)

    command_dialog(ctx, f"Vote: {state.event.name}", controls, "Tally the vote", build)


def vote_preview(state: ColumbiaState, votes: list[Vote]) -> str:
    """The vote calculator: players' total, how Booker will vote, who takes the token."""
    total = sum(direction(state, v) * influence(state, v) for v in votes)
    way = booker_direction(state, votes)
    trailing = trailing_faction(state)
    booker = (
        f"Booker rolls a white die {'for' if way > 0 else 'against'} (with the {FACTION_NAMES[trailing]})"
        if way
        else "Booker does not vote"
    )
    amounts = {v.player: influence(state, v) for v in votes}
    best = max(amounts.values(), default=0)
    top = [state.players[p].name for p, n in amounts.items() if n == best]
    token = f"token to {top[0]}" if len(top) == 1 else f"roll-off for the token: {', '.join(top)}"
    return f"Players {total:+d} · {booker} · passes at 0 or more · {token}"


# -- player turn ----------------------------------------------------------------------------------
def produce(ctx: TableContext) -> None:
    state: ColumbiaState = ctx.state
    player = state.players[active_player(state)]
    picker = CardPicker(state, player.faction, player.name, "Silver Eagle")
    command_dialog(
        ctx,
        f"{player.name} produces",
        [ft.Text("Add each discarded card (none is fine)."), picker.control],
        "Collect Silver Eagles",
        lambda: Produce(cards=picker.cards),
    )


def recruit_build(ctx: TableContext) -> None:
    state: ColumbiaState = ctx.state
    player = active_player(state)
    mine = [
        (str(w.number), f"#{w.number} {w.name}")
        for w in state.locations
        if any(u.owner == player for u in w.units) or (w.structure and w.structure.owner == player)
    ] or LOCATIONS
    where = dropdown("Location", mine)
    what = dropdown(
        "Recruit or build",
        [
            ("unit:common", "Common unit ($3)"),
            ("unit:special", "Special unit ($4)"),
            ("unit:leader", "Leader unit ($6)"),
            ("structure:alarm", "Alarm ($3)"),
            ("structure:turret", "Turret ($4)"),
            ("structure:stronghold", "Stronghold ($6)"),
        ],
    )
    name = ft.TextField(label="Unit name (optional, e.g. Handyman)", width=300)

    def build() -> Command:
        group, kind = what.value.split(":")
        number = int(where.value)
        if group == "unit":
            return Recruit(location=number, kind=kind, name=(name.value or "").strip())
        return Build(location=number, kind=kind)

    note = ft.Text(
        f"{state.players[player].name} has ${state.players[player].eagles}. Leader discounts apply.", size=12
    )
    command_dialog(ctx, "Recruit or build", [note, where, what, name], "Pay and place", build)


def upgrade(ctx: TableContext, faction: str | None, bought: bool) -> None:
    """Buy an upgrade for the active player's faction, or place one ``faction`` earned."""
    state: ColumbiaState = ctx.state
    faction = faction or state.players[active_player(state)].faction
    types = sorted(state.factions[faction].sheet) or ["Handyman"]
    card = dropdown("Action card", [(t, t) for t in types] + [(NEW, NEW)])
    typed = ft.TextField(label="Other card type", width=300)
    what = dropdown(
        "Upgrade",
        [
            ("key", "Unlock the ability (key)"),
            ("influence", "Influence +1"),
            ("combat", "Combat +1"),
            ("eagles", "Silver Eagles +1"),
        ],
    )

    def build() -> Command | None:
        name = (typed.value or "").strip() if card.value == NEW else card.value
        if bought:
            return BuyUpgrade(card=name, what=what.value)
        return SpendUpgrade(faction=faction, card=name, what=what.value)

    title = "Buy an upgrade ($3)" if bought else f"Place an earned upgrade ({FACTION_NAMES[faction]})"
    command_dialog(ctx, title, [card, typed, what], "Upgrade", build)


def _movable(state: ColumbiaState) -> list[tuple[str, str]]:
    player = active_player(state)
    return [
        (str(u.id), f"{u.label()} (unit {u.id}) on #{w.number}")
        for w in state.locations
        for u in w.units
        if u.owner == player and u.id not in state.moved
    ]


def move(ctx: TableContext) -> None:
    state: ColumbiaState = ctx.state
    unit = dropdown("Unit", _movable(state))
    to = dropdown("To", LOCATIONS)
    command_dialog(
        ctx,
        f"Move ({len(state.moved)} of 4 used)",
        [unit, to],
        "Move",
        lambda: Move(unit=int(unit.value), to=int(to.value)) if unit.value else None,
    )


def sky_ride(ctx: TableContext) -> None:
    state: ColumbiaState = ctx.state
    unit = dropdown("Unit", _movable(state))
    to = dropdown("Ends on", LOCATIONS)
    spaces = number_field("Sky-Line spaces", 1)
    rolls = ft.TextField(
        label="Sky-Line dice per space", hint_text="e.g. safe 2 0; 1 1 0 (Songbird/Airship: leave empty)", width=320
    )
    danger = dropdown("On a bad roll", [("discard", "Discard cards"), ("destroy", "Lose the unit")])

    def build() -> Command | None:
        count = read_number(spaces, 1, 20)
        if count is None or not unit.value:
            return None
        entered = None
        if (rolls.value or "").strip():
            try:
                entered = [
                    [f if f == "safe" else int(f) for f in part.replace(",", " ").split()]
                    for part in rolls.value.split(";")
                ]
            except ValueError:
                rolls.error = "Faces are numbers or 'safe'."
                rolls.update()
                return None
        return SkyRide(unit=int(unit.value), to=int(to.value), spaces=count, rolls=entered, on_danger=danger.value)

    command_dialog(ctx, "Sky-Line ride", [unit, to, spaces, rolls, danger], "Ride", build)


# -- combat ---------------------------------------------------------------------------------------
def combat(ctx: TableContext, number: int, attacker, defender) -> None:
    """Cards for both sides, dice (entered or digital), the odds before the roll."""
    state: ColumbiaState = ctx.state
    where = loc(state, number)
    sides = {}
    controls: list[ft.Control] = [ft.Text(f"#{number} {where.name}", weight=ft.FontWeight.BOLD)]
    for role, side in (("Attacker", attacker), ("Defender", defender)):
        name = side if isinstance(side, str) else state.players[side].name
        pool = pool_for(state, where, side, role == "Attacker")
        picker = CardPicker(state, state.players[side].faction, name, "combat") if isinstance(side, int) else None
        faces = faces_field(f"{role} dice ({name})") if side != "token" and needs_entry(ctx, pool.dice) else None
        choices = loser_choices(state, where, side)
        sides[role] = (side, pool, picker, faces, choices)
        controls.append(
            ft.Text(
                f"{role}: {name} · dice {', '.join(pool.dice) or 'none'}"
                + (f" · alarm +{pool.per_die or pool.flat}" if pool.per_die or pool.flat else ""),
                size=13,
            )
        )
        controls += [c for c in (picker.control if picker else None, faces) if c]
        controls += [named(c) for c in choices]
        controls += [ft.Text(n, size=11, italic=True) for n in pool.notes]
    token_total = token_eagles = None
    if defender == "token" and where.token and where.token.total is None:
        token_total, token_eagles = (
            number_field("Token combat total", width=160),
            number_field("Token Silver Eagles", width=160),
        )
        controls.append(ft.Row([token_total, token_eagles], wrap=True))
    odds = ft.Text("", weight=ft.FontWeight.BOLD)

    def refresh_odds(e=None) -> None:
        total = (
            read_number(token_total, 0, 99) if token_total is not None and (token_total.value or "").strip() else None
        )
        result = combat_odds(
            state,
            number,
            attacker,
            defender,
            sides["Attacker"][2].cards if sides["Attacker"][2] else [],
            sides["Defender"][2].cards if sides["Defender"][2] else [],
            total,
        )
        odds.value = result.text() + " (defender wins ties)"
        if e is not None:
            odds.update()

    refresh_odds()
    controls += [odds, ft.TextButton("Update the odds", on_click=refresh_odds)]

    def build() -> Command | None:
        rolls = {}
        for role, (side, pool, picker, faces, _) in sides.items():
            rolls[role] = None
            if faces is not None:
                rolls[role] = read_faces(faces, len(pool.dice))
                if rolls[role] is None:
                    return None
        extra = {}
        if token_total is not None:
            total, eagles = read_number(token_total, 0, 99), read_number(token_eagles, 0, 99)
            if total is None or eagles is None:
                return None
            extra = {"token_total": total, "token_eagles": eagles}
        a, d = sides["Attacker"], sides["Defender"]
        for prefix, (*_, choices) in (("attacker", a), ("defender", d)):
            if choices:
                lose, retreat = (None if c.value == AUTO else int(c.value) for c in choices)
                extra |= {f"{prefix}_loses": lose, f"{prefix}_retreat": retreat}
        return ResolveCombat(
            location=number,
            attacker=attacker,
            defender=defender,
            attacker_cards=a[2].cards if a[2] else [],
            defender_cards=d[2].cards if d[2] else [],
            attacker_roll=rolls["Attacker"],
            defender_roll=rolls["Defender"],
            **extra,
        )

    command_dialog(ctx, "Combat", controls, "Reveal and roll", build, after=lambda: consequences(ctx))


def loser_choices(state: ColumbiaState, where, side) -> list[ft.Dropdown]:
    """A player side's choices if beaten: which unit it loses, where survivors retreat (A16)."""
    if not isinstance(side, int):
        return []
    faction, name = state.players[side].faction, state.players[side].name
    units = [(str(u.id), f"{u.label()} (unit {u.id})") for u in faction_units(state, where, faction)]
    targets = [(str(n), f"#{n}") for n in retreat_targets(state, faction, where)]
    return [
        dropdown(f"If {name} loses: unit lost", [(AUTO, "the weakest (app picks)"), *units], AUTO),
        dropdown(f"If {name} loses: survivors go to", [(AUTO, "the first stronghold location"), *targets], AUTO),
    ]


def consequences(ctx: TableContext) -> None:
    """What the combat did, as a checklist for moving the pieces on the real board."""
    notes = ctx.session.log()[-1].notes
    ctx.open_dialog(
        ft.AlertDialog(
            title=ft.Text("After the combat"),
            content=ft.Column([check_item(line) for line in notes], tight=True, scroll=ft.ScrollMode.AUTO, width=360),
            actions=[ft.Button("Board updated", on_click=lambda e: ctx.close_dialog())],
        )
    )


def defender_of(state: ColumbiaState, number: int, attacker) -> int | str:
    """Who defends #number against ``attacker``: the enemy faction's player, a token, or Booker."""
    where = loc(state, number)
    enemy = [f for f in factions_present(state, where) if attacker == "booker" or f != state.players[attacker].faction]
    if enemy:
        return (
            controlling_players(state, where, enemy[0])
            or [p for p, pl in enumerate(state.players) if pl.faction == enemy[0]]
        )[0]
    return "token" if where.token is not None else "booker"


# -- Victory Point cards ------------------------------------------------------------------------------
def vp_card(ctx: TableContext) -> None:
    state: ColumbiaState = ctx.state
    if state.vp_deck == 0:
        ctx.execute(RevealVpCard())
        return
    library = ctx.library.entries(GAME, "vp_cards")
    pick = dropdown("Card from the library", [(NEW, NEW)] + [(e.id, e.name) for e in library], NEW)
    name = ft.TextField(label="Card name", width=300)
    condition = ft.TextField(label="Condition (short)", width=300)
    points = number_field("Victory points")
    keep = ft.Checkbox(label="Keep this card in my library")

    def build() -> Command | None:
        value = read_number(points, 0, 10)
        if value is None:
            return None
        entry = next((x for x in library if x.id == pick.value), None)
        label = (name.value or "").strip() or (entry.name if entry else "Victory Point card")
        card = VpCardEntry(
            id=entry.id if entry else label.lower().replace(" ", "-"),
            name=label,
            source=entry.source if entry else "entered at the table",
            condition=(condition.value or "") or (entry.condition if entry else ""),
            vp=value,
        )
        if keep.value:
            ctx.library.add(GAME, "vp_cards", card.model_dump(exclude={"player_entered", "source"}))
        return RevealVpCard(card=card)

    command_dialog(ctx, "Reveal a Victory Point card", [pick, name, condition, points, keep], "Put in play", build)
