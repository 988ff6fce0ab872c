"""Dialogs that build one command each: World Event, vote, produce, recruit/build, upgrades,
Sky-Line rides, combat (with the odds before the roll) and Victory Point cards."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Literal

import flet as ft

from ...engine import Command
from ...games.columbia.combat import Side, die, pool_for, retreat_targets
from ...games.columbia.commands.fight import ResolveCombat
from ...games.columbia.commands.refresh import RevealVpCard
from ...games.columbia.commands.turn import (
    Build,
    BuyUpgrade,
    ForgoUpgrade,
    Produce,
    Recruit,
    SkyRide,
    SpendUpgrade,
    structure_price,
    unit_price,
)
from ...games.columbia.commands.world import (
    ResolveVote,
    RevealWorldEvent,
    Vote,
    booker_direction,
    direction,
    influence,
    trailing_faction,
)
from ...games.columbia.content import FACTION_NAMES, FACTIONS, Faction, VpCardEntry, WorldEventEntry
from ...games.columbia.odds import combat_odds
from ...games.columbia.state import (
    ColumbiaState,
    Location,
    active_player,
    controlling_players,
    faction_of,
    faction_units,
    factions_present,
    loc,
    turn_order,
)
from ..context import TableContext
from ..forms import command_dialog, dropdown, named
from .forms import (
    CardPicker,
    ChipChoice,
    DiceChips,
    check_item,
    clear_error,
    faces_field,
    read_faces,
    read_whole,
    whole_number,
)
from .panels import SIGN_WORDS, SMALL, name_of, place_name, text

GAME = "columbia"
AUTO = "auto"
SIGNS = [("+", "+"), ("-", "−"), ("?", "?")]
Attacker = int | Literal["booker"]
SIDE_NAMES = {"booker": "Booker", "token": "The territory token"}
VP_VALUES = [(str(v), str(v)) for v in range(6)]


def locations(state: ColumbiaState, numbers: list[int] | None = None) -> list[tuple[str, str]]:
    """Dropdown choices naming each location ("9 Garden of New Eden")."""
    return [(str(n), place_name(state, n)) for n in (numbers or range(1, len(state.locations) + 1))]


def side_name(state: ColumbiaState, side: Side) -> str:
    return SIDE_NAMES[side] if isinstance(side, str) else name_of(state, side)


def sentence(line: str) -> str:
    return line[:1].upper() + line[1:]


def needs_entry(ctx: TableContext, colours: list[str]) -> bool:
    """Enter faces when the table rolls physical dice, or when the app does not know the faces."""
    return ctx.settings.physical_dice or any(not die(ctx.state, c).known for c in colours)


def library_chips(name: str, entries: Sequence[Any], on_pick: Callable[[Any], None]) -> list[ft.Control]:
    """The library's cards as chips: one tap fills the form with what the library knows."""
    if not entries:
        return []
    chips = ChipChoice(name, [(e.id, e.name) for e in entries], on_change=None)
    chips.on_change = lambda: on_pick(next(e for e in entries if e.id == chips.value))
    return [text("From your library (tap to fill in):", SMALL), chips.control]


def open_form(
    ctx: TableContext,
    title: str,
    controls: list[ft.Control],
    ok: str,
    build: Callable[[], Command[ColumbiaState] | None],
    **options: Any,
) -> None:
    """A command dialog that checks the command before closing: a refusal shows inside the form in
    plain words and everything typed stays (the shared dialog closes first, then refuses)."""
    refused = text("", color=ft.Colors.ERROR)

    def checked() -> Command[ColumbiaState] | None:
        command = build()
        violations = ctx.session.validate(command) if command is not None else []
        refused.value = violations[0].message if violations else ""
        if violations:
            refused.update()
            return None
        return command

    command_dialog(ctx, title, [*controls, refused], ok, checked, **options)


# -- World Event --------------------------------------------------------------------------------
def world_event(ctx: TableContext) -> None:
    state: ColumbiaState = ctx.state
    if state.event_deck == 0:
        ctx.execute(RevealWorldEvent())
        return
    library = ctx.library.entries(GAME, "world_events")
    picked: dict[str, WorldEventEntry] = {}
    name = ft.TextField(label="Card name", width=300, on_change=clear_error)
    signs = {f: ChipChoice(f"{FACTION_NAMES[f]} sign", SIGNS, "+") for f in FACTIONS}
    booker = dropdown("Booker goes to", locations(state), "1", width=300)
    aggressive = ft.Switch(label="Aggressive symbol")
    elizabeth = ft.Switch(label="Elizabeth symbol")
    outage = ft.Switch(label="Upgrades have no effect (Power Outage)")
    effect = text("", SMALL, italic=True)
    keep = ft.Checkbox(label="Keep this card in my library", value=True)

    def fill_in(entry: WorldEventEntry) -> None:
        picked["entry"] = entry
        name.value, name.error = entry.name, None
        if entry.signs:
            for f in FACTIONS:
                signs[f].set(entry.signs[f], update=False)
        if entry.booker_location:
            booker.value = str(entry.booker_location)
        aggressive.value, elizabeth.value = bool(entry.aggressive), bool(entry.elizabeth)
        outage.value = entry.upgrades_off
        missing = [
            label
            for label, known in (("signs", entry.signs), ("Booker's location", entry.booker_location))
            if not known
        ]
        effect.value = (entry.effect or "No effect text on file.") + (
            f" Not on file: {', '.join(missing)} (set them from the card)." if missing else ""
        )
        for c in (name, aggressive, elizabeth, outage, booker, effect, *[s.control for s in signs.values()]):
            c.update()

    def build() -> Command[ColumbiaState] | None:
        label = (name.value or "").strip()
        if not label:
            name.error = "Enter the card's name"
            name.update()
            return None
        entry = picked.get("entry") if picked.get("entry") and picked["entry"].name == label else None
        card = WorldEventEntry(
            id=entry.id if entry else label.lower().replace(" ", "-"),
            name=label,
            source=entry.source if entry else "entered at the table",
            signs={f: signs[f].value for f in FACTIONS},
            booker_location=int(booker.value or 1),
            aggressive=aggressive.value,
            elizabeth=elizabeth.value,
            upgrades_off=outage.value,
            effect=entry.effect if entry else "",
        )
        if keep.value:
            ctx.library.add(GAME, "world_events", card.model_dump(exclude={"player_entered", "source"}))
        return RevealWorldEvent(card=card)

    sign_rows = [
        ft.Column([text(f"{FACTION_NAMES[f]} vote sign", SMALL), signs[f].control], spacing=2) for f in FACTIONS
    ]
    open_form(
        ctx,
        "Reveal the World Event",
        [
            *library_chips("World Event", library, fill_in),
            effect,
            name,
            *sign_rows,
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
    event = state.event
    if event is None:
        return
    pickers: dict[int, CardPicker] = {}
    ways: dict[int, ft.Dropdown] = {}
    controls: list[ft.Control] = []
    preview = ft.Text("", weight=ft.FontWeight.BOLD)

    def votes() -> list[Vote]:
        return [Vote(player=p, cards=pickers[p].cards, direction=ways[p].value if p in ways else "+") for p in pickers]

    def recount(e: Any = None) -> None:
        preview.value = vote_preview(state, votes())
        preview.update()

    for p in turn_order(state):
        player, who = state.players[p], name_of(state, p)
        pickers[p] = CardPicker(state, player.faction, who, "influence", on_change=recount)
        sign = event.signs[player.faction] if event.signs else "+"
        controls += [
            text(f"{who} ({FACTION_NAMES[player.faction]}, {SIGN_WORDS[sign]})", weight=ft.FontWeight.BOLD),
            pickers[p].control,
        ]
        if sign == "?":
            ways[p] = dropdown(f"{who} adds or subtracts", [("+", "adds (+)"), ("-", "subtracts (−)")], "+", width=220)
            ways[p].on_select = recount
            controls.append(named(ways[p]))
    booker = faces_field("Booker's white die (if he votes)") if needs_entry(ctx, ["white"]) else None
    ties = (
        ft.TextField(
            label="Roll-off for the token (if tied)",
            hint_text="rounds separated by ';', e.g. 2 2; 3 1",
            width=320,
            on_change=clear_error,
        )
        if needs_entry(ctx, ["white"])
        else None
    )
    controls += [c for c in (booker, ties) if c]
    preview.value = vote_preview(state, votes())
    controls.append(preview)

    def build() -> Command[ColumbiaState] | None:
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
                ties.error = "Numbers; rounds split by ';'"
                ties.update()
                return None
        votes = [
            Vote(player=p, cards=pickers[p].cards, direction=ways[p].value if p in ways else None) for p in pickers
        ]
        return ResolveVote(votes=votes, booker_roll=roll, tie_rolls=rounds)

    open_form(ctx, f"Vote: {event.name}", controls, "Tally the vote", build)


def vote_preview(state: ColumbiaState, votes: list[Vote]) -> str:
    """The vote calculator: players' total, how Booker will vote, who takes the token."""
    total = sum(direction(state, v) * influence(state, v) for v in votes)
    way = booker_direction(state, votes)
    trailing = trailing_faction(state)
    booker = (
        f"Booker rolls a white die {'for' if way > 0 else 'against'}"
        + (f" (with the {FACTION_NAMES[trailing]})" if trailing else "")
        if way
        else "Booker does not vote"
    )
    amounts = {v.player: influence(state, v) for v in votes}
    best = max(amounts.values(), default=0)
    top = [name_of(state, p) for p, n in amounts.items() if n == best]
    token = f"token to {top[0]}" if len(top) == 1 else f"roll-off for the token: {', '.join(top)}"
    return f"Players {total:+d} · {booker} · passes at 0 or more · {token}"


# -- player turn ----------------------------------------------------------------------------------
def produce(ctx: TableContext) -> None:
    state: ColumbiaState = ctx.state
    player, who = state.players[active_player(state)], name_of(state, active_player(state))
    picker = CardPicker(state, player.faction, who, "Silver Eagle")
    open_form(
        ctx,
        f"{who} produces",
        [text("Add each card discarded for Silver Eagles (none is fine)."), picker.control],
        "Collect Silver Eagles",
        lambda: Produce(cards=picker.cards),
    )


def recruit_build(ctx: TableContext) -> None:
    state: ColumbiaState = ctx.state
    player = active_player(state)
    mine = [
        w.number
        for w in state.locations
        if any(u.owner == player for u in w.units) or (w.structure and w.structure.owner == player)
    ]
    where = dropdown("Location", locations(state, mine), width=300)
    what = dropdown(
        "Recruit or build",
        [
            ("unit:common", f"Common unit (${unit_price(state, player, 'common')})"),
            ("unit:special", f"Special unit (${unit_price(state, player, 'special')})"),
            ("unit:leader", f"Leader unit (${unit_price(state, player, 'leader')})"),
            ("structure:alarm", f"Alarm (${structure_price(state, player, 'alarm')})"),
            ("structure:turret", f"Turret (${structure_price(state, player, 'turret')})"),
            ("structure:stronghold", f"Stronghold (${structure_price(state, player, 'stronghold')})"),
        ],
        width=300,
    )
    name = ft.TextField(label="Unit name (optional, e.g. Handyman)", width=300)

    def build() -> Command[ColumbiaState]:
        group, kind = (what.value or "").split(":")
        number = int(where.value or 0)
        if group == "unit":
            return Recruit(location=number, kind=kind, name=(name.value or "").strip())
        return Build(location=number, kind=kind)

    note = text(f"{name_of(state, player)} has ${state.players[player].eagles}. Prices include the leader's discount.")
    open_form(ctx, "Recruit or build", [note, where, what, name], "Pay and place", build)


UPGRADES = (("key", "Unlock"), ("influence", "+1 Influence"), ("combat", "+1 Combat"), ("eagles", "+1 $"))


def upgrade(ctx: TableContext, faction: Faction | None, bought: bool) -> None:
    """Buy an upgrade for the active player's faction, or place one ``faction`` earned: one tap on
    the card type and value applies it (choices the rules refuse are shown disabled)."""
    state: ColumbiaState = ctx.state
    faction = faction or faction_of(state, active_player(state))
    typed = ft.TextField(label="Other card type", width=300)

    def command(card: str, what: str) -> Command[ColumbiaState]:
        return BuyUpgrade(card=card, what=what) if bought else SpendUpgrade(faction=faction, card=card, what=what)

    def apply(card: str | None, what: str) -> None:
        name = card or (typed.value or "").strip()
        if not name:
            typed.error = "Name the card type"
            typed.update()
            return
        ctx.close_dialog()
        ctx.execute(command(name, what))

    rows: list[ft.Control] = []
    for card in sorted(state.factions[faction].sheet) or ["Handyman"]:
        buttons: list[ft.Control] = [
            ft.OutlinedButton(
                f"{card}: {label}",
                on_click=lambda e, c=card, w=what: apply(c, w),
                disabled=bool(ctx.session.validate(command(card, what))),
            )
            for what, label in UPGRADES
        ]
        rows.append(ft.Row(buttons, wrap=True, spacing=4))
    other: list[ft.Control] = [
        ft.OutlinedButton(f"Other: {label}", on_click=lambda e, w=what: apply(None, w)) for what, label in UPGRADES
    ]
    title = "Buy an upgrade ($3)" if bought else f"Place an earned upgrade ({FACTION_NAMES[faction]})"

    def give_up(e: Any) -> None:
        ctx.close_dialog()
        ctx.execute(ForgoUpgrade(faction=faction))

    actions: list[ft.Control] = [ft.TextButton("Cancel", on_click=lambda e: ctx.close_dialog())]
    if not bought:
        actions.insert(0, ft.TextButton("Give it up", on_click=give_up))
    ctx.open_dialog(
        ft.AlertDialog(
            title=ft.Text(title),
            content=ft.Column(
                [
                    text("Tap the card and what it gains (greyed: the rules forbid it now)."),
                    *rows,
                    typed,
                    ft.Row(other, wrap=True),
                ],
                tight=True,
                scroll=ft.ScrollMode.AUTO,
                width=380,
            ),
            actions=actions,
        )
    )


def _movable(state: ColumbiaState) -> list[tuple[str, str]]:
    player = active_player(state)
    return [
        (str(u.id), f"{u.label()} at {place_name(state, w.number)}")
        for w in state.locations
        for u in w.units
        if u.owner == player and u.id not in state.moved
    ]


def sky_ride(ctx: TableContext) -> None:
    state: ColumbiaState = ctx.state
    unit = dropdown("Unit", _movable(state))
    to = dropdown("Ends on", locations(state), width=300)
    spaces = ChipChoice("Sky-Line spaces", [(str(n), str(n)) for n in range(1, 7)], "1")
    rolls = ft.TextField(
        label="Sky-Line dice per space",
        hint_text="e.g. safe 2 0; 1 1 0",
        helper="Songbird and the Airship: leave empty",
        width=320,
        on_change=clear_error,
    )
    danger = dropdown("On a bad roll", [("discard", "Discard cards"), ("destroy", "Lose the unit")])

    def build() -> Command[ColumbiaState] | None:
        if not unit.value:
            return None
        entered = None
        if (rolls.value or "").strip():
            try:
                entered = [
                    [f if f == "safe" else int(f) for f in part.replace(",", " ").split()]
                    for part in rolls.value.split(";")
                ]
            except ValueError:
                rolls.error = "Numbers or 'safe'"
                rolls.update()
                return None
        return SkyRide(
            unit=int(unit.value),
            to=int(to.value or 0),
            spaces=int(spaces.value or 1),
            rolls=entered,
            on_danger=danger.value,
        )

    open_form(
        ctx, "Sky-Line ride", [unit, to, text("Sky-Line spaces", SMALL), spaces.control, rolls, danger], "Ride", build
    )


# -- combat ---------------------------------------------------------------------------------------
def combat(ctx: TableContext, number: int, attacker: Attacker, defender: Side) -> None:
    """Cards for both sides, dice (entered or digital), the odds before the roll."""
    state: ColumbiaState = ctx.state
    where = loc(state, number)
    sides = {}
    controls: list[ft.Control] = []
    for role, side in (("Attacker", attacker), ("Defender", defender)):
        name = side_name(state, side)
        pool = pool_for(state, where, side, role == "Attacker")
        picker = (
            CardPicker(state, faction_of(state, side), name, "combat", on_change=lambda: refresh_odds(True))
            if isinstance(side, int)
            else None
        )
        faces = (
            DiceChips(f"{role} ({name})", [(c, die(state, c).faces) for c in pool.dice])
            if side != "token" and pool.dice and needs_entry(ctx, pool.dice)
            else None
        )
        choices = loser_choices(state, where, side)
        sides[role] = (side, pool, picker, faces, choices)
        bonus = f" · alarm +{pool.per_die or pool.flat}" if pool.per_die or pool.flat else ""
        controls.append(
            text(f"{role}: {name} · dice {', '.join(pool.dice) or 'none'}{bonus}", weight=ft.FontWeight.BOLD)
        )
        controls += [c for c in (picker.control if picker else None, faces.control if faces else None) if c]
        controls += [named(c) for c in choices]
        controls += [text(sentence(n), SMALL, italic=True) for n in pool.notes]
    token_total = token_eagles = None
    if defender == "token" and where.token and where.token.total is None:
        token_total = whole_number("Token total", 0, 99)
        token_eagles = whole_number("Token reward ($)", 0, 99)
        token_total.on_blur = lambda e: refresh_odds(True)
        controls.append(ft.Row([token_total, token_eagles], wrap=True))
    odds = text("", weight=ft.FontWeight.BOLD)

    def refresh_odds(shown: bool = False) -> None:
        raw = (token_total.value or "").strip() if token_total is not None else ""
        result = combat_odds(
            state,
            number,
            attacker,
            defender,
            sides["Attacker"][2].cards if sides["Attacker"][2] else [],
            sides["Defender"][2].cards if sides["Defender"][2] else [],
            int(raw) if raw.isdigit() else None,
        )
        odds.value = result.text() + (" (the defender wins ties)" if result.attacker_wins is not None else "")
        if shown:
            odds.update()

    refresh_odds()

    def build() -> Command[ColumbiaState] | None:
        rolls: dict[str, list[int | str] | None] = {}
        for role, (_, _pool, _picker, faces, _choices) in sides.items():
            rolls[role] = None
            if faces is not None:
                rolls[role] = faces.read()
                if rolls[role] is None:
                    return None
        extra: dict[str, int | None] = {}
        if token_total is not None and token_eagles is not None:
            total, eagles = read_whole(token_total, 0, 99), read_whole(token_eagles, 0, 99)
            if total is None or eagles is None:
                return None
            extra = {"token_total": total, "token_eagles": eagles}
        a, d = sides["Attacker"], sides["Defender"]
        for prefix, (*_, choices) in (("attacker", a), ("defender", d)):
            if choices:
                lose, retreat = (None if c.value in (AUTO, None) else int(c.value) for c in choices)
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

    open_form(
        ctx,
        f"Combat at {place_name(state, number)}",
        controls,
        "Reveal and roll",
        build,
        header=odds,
        after=lambda: consequences(ctx),
    )


def loser_choices(state: ColumbiaState, where: Location, side: Side) -> list[ft.Dropdown]:
    """A player side's choices if beaten: which unit it loses, where survivors retreat (A16)."""
    if not isinstance(side, int):
        return []
    faction, name = faction_of(state, side), name_of(state, side)
    units = [(str(u.id), u.label()) for u in faction_units(state, where, faction)]
    targets = locations(state, retreat_targets(state, faction, where)) if retreat_targets(state, faction, where) else []
    return [
        dropdown(f"If {name} loses: unit lost", [(AUTO, "the weakest (the app picks)"), *units], AUTO),
        dropdown(f"If {name} loses: survivors go to", [(AUTO, "the first stronghold location"), *targets], AUTO),
    ]


def consequences(ctx: TableContext) -> None:
    """What the combat did, as a checklist for moving the pieces on the real board."""
    notes = ctx.session.log()[-1].notes
    ctx.open_dialog(
        ft.AlertDialog(
            title=ft.Text("After the combat"),
            content=ft.Column(
                [check_item(sentence(line)) for line in notes], tight=True, scroll=ft.ScrollMode.AUTO, width=360
            ),
            actions=[ft.Button("Board updated", on_click=lambda e: ctx.close_dialog())],
        )
    )


def defender_of(state: ColumbiaState, number: int, attacker: Attacker) -> Side:
    """Who defends #number against ``attacker``: the enemy faction's player, a token, or Booker."""
    where = loc(state, number)
    enemy = [f for f in factions_present(state, where) if isinstance(attacker, str) or f != faction_of(state, attacker)]
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
    picked: dict[str, VpCardEntry] = {}
    name = ft.TextField(label="Card name", width=300, on_change=clear_error)
    condition = ft.TextField(label="Condition (short)", width=300, multiline=True)
    missing = text("", SMALL, color=ft.Colors.ERROR)
    worth = text("", SMALL)

    def show_worth() -> None:
        worth.value, missing.value = f"This card is worth {points.value} VP.", ""
        worth.update()
        missing.update()

    points = ChipChoice("Victory points", VP_VALUES, on_change=show_worth)
    keep = ft.Checkbox(label="Keep this card in my library", value=True)

    def fill_in(entry: VpCardEntry) -> None:
        picked["entry"] = entry
        name.value, name.error, condition.value = entry.name, None, entry.condition
        points.set(str(entry.vp) if entry.vp is not None else None, update=False)
        worth.value = f"This card is worth {entry.vp} VP." if entry.vp is not None else ""
        missing.value = "" if entry.vp is not None else "Its VP is not on file: tap the value printed on the card."
        for c in (name, condition, points.control, missing, worth):
            c.update()

    def build() -> Command[ColumbiaState] | None:
        label = (name.value or "").strip()
        if not label or points.value is None:
            missing.value = "Enter the card's name." if not label else "Tap the card's VP value."
            missing.update()
            return None
        entry = picked.get("entry") if picked.get("entry") and picked["entry"].name == label else None
        card = VpCardEntry(
            id=entry.id if entry else label.lower().replace(" ", "-"),
            name=label,
            source=entry.source if entry else "entered at the table",
            condition=(condition.value or "").strip(),
            vp=int(points.value),
        )
        if keep.value:
            ctx.library.add(GAME, "vp_cards", card.model_dump(exclude={"player_entered", "source"}))
        return RevealVpCard(card=card)

    open_form(
        ctx,
        "Reveal a Victory Point card",
        [
            *library_chips("Victory Point card", library, fill_in),
            name,
            condition,
            text("Victory points", SMALL),
            points.control,
            worth,
            missing,
            keep,
        ],
        "Put in play",
        build,
    )
