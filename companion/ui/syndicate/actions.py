"""The active player's turn: every action as a button, the rolls in dialogs with their exact odds."""

from __future__ import annotations

import flet as ft

from ...games.syndicate import commands as c
from ...games.syndicate import market, odds, zones
from ...games.syndicate.state import MissionCard, Resources, SyndicateState, slug
from ..context import TableContext
from ..forms import command_dialog, dropdown
from ..widgets import number_field, read_number, section
from .forms import ResourceFields, faces_field, parse_faces, read_faces, read_rolled, rolled_field

EXCHANGES = [
    ("credits>crew", "2 credits -> 1 crew"),
    ("credits>influence", "2 credits -> 1 influence"),
    ("crew>influence", "3 crew -> 1 influence"),
    ("influence>crew", "3 influence -> 1 crew"),
]


def turn_panel(ctx: TableContext) -> ft.Control:
    state: SyndicateState = ctx.state
    p = state.active
    me = state.players[p]
    run = ctx.execute
    buttons = [
        ft.Button("Attempt a mission", icon=ft.Icons.CASINO, on_click=lambda e: mission_dialog(ctx, p, "mission")),
        ft.Button("Attempt a robbery", on_click=lambda e: mission_dialog(ctx, p, "robbery")),
        ft.Button("Assault a base", on_click=lambda e: assault_dialog(ctx, p)),
        ft.Button("Buy a base", on_click=lambda e: base_dialog(ctx, p, fortify=False)),
        ft.Button("Fortify a base", on_click=lambda e: base_dialog(ctx, p, fortify=True)),
        ft.Button(
            f"Buy tech level ({market.price(state, 'tech', p)} credits)",
            on_click=lambda e: run(c.BuyLevel(player=p, ladder="tech")),
        ),
        ft.Button(
            f"Buy assault level ({market.price(state, 'assault', p)} credits)",
            on_click=lambda e: run(c.BuyLevel(player=p, ladder="assault")),
        ),
        ft.Button("Exchange resources", on_click=lambda e: exchange_dialog(ctx, p)),
        ft.Button("Sell an operation card", on_click=lambda e: sell_dialog(ctx, p)),
        ft.Button(
            "Burn the sleeper" if me.sleeper_active else "Activate a sleeper",
            on_click=lambda e: run(c.BurnSleeper(player=p) if me.sleeper_active else c.ActivateSleeper(player=p)),
        ),
    ]
    if me.chips:
        buttons.append(ft.Button("Play a bonus chip", on_click=lambda e: chip_dialog(ctx, p)))
    for t in state.bases_of(p):
        if t.research_boxes and t.research >= t.research_boxes:
            buttons.append(
                ft.Button(
                    f"Convert research on {t.name}",
                    on_click=lambda e, t=t: run(c.ConvertResearch(player=p, territory=t.id)),
                )
            )
    if state.destroyer_at and any(t.id == state.destroyer_at for t in state.bases_of(p)):
        buttons.append(
            ft.Button("Send the Destroyer back (10 influence)", on_click=lambda e: run(c.RemoveDestroyer(player=p)))
        )
    buttons.append(
        ft.Button(f"End {me.name}'s turn", icon=ft.Icons.ARROW_FORWARD, on_click=lambda e: run(c.EndTurn(player=p)))
    )
    lines = [ft.Text(f"Last roll: {state.last_mission}", size=12, italic=True)] if state.last_mission else []
    return section(f"{me.name}'s turn", ft.Row(buttons, wrap=True, spacing=6, run_spacing=6), *lines)


# -- missions and robberies ------------------------------------------------------------------------
def mission_dialog(ctx: TableContext, player: int, kind: str) -> None:
    state: SyndicateState = ctx.state
    known = [e for e in ctx.library.entries("syndicate", "missions") if e.card.kind == kind]
    picks = dropdown("Card from your library", [("", "type it from the card")] + [(e.id, e.name) for e in known], "")
    name = ft.TextField(label="Card name", value="Mission" if kind == "mission" else "Robbery", width=360)
    where_choices = [(t.id, f"{t.name} ({t.zone})") for t in state.territories]
    territory = ft.TextField(label="Mission territory (as printed)", width=360)
    zone = dropdown("Robbery zone", [(z, z) for z in ("EXO", "MIDDLE", "INNER")])
    targets = [
        (t.id, f"{t.name}: {state.players[t.owner].name}") for t in state.territories if t.owner not in (None, player)
    ]
    target = dropdown("Target base", targets or [("", "no other player's base")])
    round_req = number_field("Round requirement (blank: none)", width=360)
    status = ft.Text("", size=12)
    faces = faces_field("Winning faces for this status (e.g. 4 5 6)")
    extra_faces = faces_field("Extra-hands faces (grey dice, e.g. 3)")
    extra_cost = ResourceFields("Hands cost")
    reward = ResourceFields("Reward")
    dice_unf = number_field("Consequence dice vs UNFORTIFIED", width=360)
    dice_fort = number_field("Consequence dice vs FORTIFIED", width=360)
    hire = ft.Checkbox(label="Hire extra hands", value=False)
    coop = ft.Checkbox(label="Cooperative (split the reward with the owner)", value=False)
    casino = ft.Checkbox(label="Use the Casino's +1", value=state.owns_special(player, "casino"))
    chance = ft.Text("", size=14, weight=ft.FontWeight.BOLD)
    rolled = rolled_field(ctx.settings.physical_dice)
    consequence = (
        ft.TextField(label="Consequence dice rolled (e.g. 3 5)", width=360) if ctx.settings.physical_dice else None
    )
    keep = ft.Checkbox(label="Save this card to my library", value=False)

    def card(strict: bool) -> MissionCard | None:
        reader = (lambda f: read_faces(f)) if strict else (lambda f: _peek_faces(f))
        base, extra = reader(faces), reader(extra_faces)
        cost = extra_cost.read() if strict else extra_cost.peek()
        gain = reward.read() if strict else reward.peek()
        if base is None or extra is None or cost is None or gain is None:
            return None
        need = None
        if (round_req.value or "").strip():
            need = read_number(round_req, 1, 8) if strict else _peek_int(round_req.value)
            if need is None:
                return None
        data = {
            "name": name.value or kind,
            "kind": kind,
            "faces": {"any": base},
            "extra_faces": {"any": extra},
            "extra_cost": cost,
            "reward": gain,
            "round_requirement": need,
        }
        if kind == "mission":
            found = state.territory(territory.value or "")
            data["territory"] = found.id if found else (territory.value or "").strip()
        else:
            data["zone"] = zone.value
            data["dice_unfortified"] = _peek_int(dice_unf.value) or 0
            data["dice_fortified"] = _peek_int(dice_fort.value) or 0
        try:
            return MissionCard(**data)
        except ValueError:
            return None

    def command(strict: bool, entered=None, cons=None) -> c.AttemptMission | None:
        built = card(strict)
        if built is None:
            return None
        found = state.territory(territory.value or "") if kind == "mission" else None
        owner_other = bool(found and found.owner not in (None, player))
        return c.AttemptMission(
            player=player,
            card=built,
            extra_hands=bool(hire.value),
            cooperative=bool(coop.value) if owner_other else None,
            target=target.value or "",
            use_casino=bool(casino.value),
            entered=entered,
            consequence=cons,
        )

    def refresh(e=None):
        cmd = command(strict=False)
        if kind == "mission":
            found = state.territory(territory.value or "")
            if found is None:
                status.value = "Territory status: unoccupied (not on the board list). Known: " + ", ".join(
                    n for _, n in where_choices
                )
            elif found.owner is None:
                status.value = f"{found.name}: unoccupied"
            elif found.owner == player:
                status.value = f"{found.name}: your own base"
            else:
                status.value = f"{found.name}: {state.players[found.owner].name}'s base (announce cooperative or not)"
        if cmd is None:
            chance.value = "Chance: type the card's faces"
        else:
            text = f"Chance of success: {odds.percent(cmd.chance(state))}"
            if kind == "robbery" and state.territory(target.value or ""):
                victim = state.players[state.territory(target.value).owner]
                dice = cmd.consequence_dice(state)
                text += f" · {dice} consequence dice, about {float(odds.robbery_mean(dice, victim.res.credits)):.1f} credits"
            chance.value = text
        if e is not None:
            chance.update()
            status.update()

    def prefill(e):
        entry = next((k for k in known if k.id == picks.value), None)
        if entry:
            m = entry.card
            name.value, territory.value = m.name, m.territory
            probe = c.AttemptMission(player=player, card=m, cooperative=bool(coop.value), target=target.value or "")
            occupancy = probe.occupancy(state)
            faces.value = " ".join(map(str, m.lookup(m.faces, occupancy) or []))
            extra_faces.value = " ".join(map(str, m.lookup(m.extra_faces, occupancy) or []))
            for fields, value in ((extra_cost, m.extra_cost), (reward, m.reward)):
                for r, field in fields.fields.items():
                    field.value = str(value.get(r))
            round_req.value = "" if m.round_requirement is None else str(m.round_requirement)
        refresh(e)
        ctx.page.update()

    picks.on_select = prefill
    for control in (territory, faces, extra_faces, round_req, dice_unf, dice_fort):
        control.on_change = refresh
    for control in (hire, coop, casino):
        control.on_change = refresh
    for fields in (extra_cost.fields.values(), reward.fields.values()):
        for field in fields:
            field.on_change = refresh
    zone.on_select = target.on_select = refresh
    refresh()

    def submit():
        entered = read_rolled(rolled)
        if entered is False:
            return None
        cons = None
        if consequence is not None and kind == "robbery":
            try:
                cons = [int(x) for x in (consequence.value or "").replace(",", " ").split()]
            except ValueError:
                consequence.error = "Type the faces as numbers"
                consequence.update()
                return None
        cmd = command(strict=True, entered=entered, cons=cons)
        if cmd is not None and keep.value:
            ctx.library.add(
                "syndicate",
                "missions",
                {"id": slug(cmd.card.name), "name": cmd.card.name, "card": cmd.card.model_dump(mode="json")},
            )
        return cmd

    where = [territory, status] if kind == "mission" else [zone, target, dice_unf, dice_fort]
    controls = [picks, name, *where, round_req, faces, hire, extra_faces, extra_cost.control, reward.control]
    if kind == "mission":
        controls.append(coop)
    controls += [casino, keep] + [f for f in (rolled, consequence) if f is not None]
    command_dialog(
        ctx,
        "Attempt a robbery" if kind == "robbery" else "Attempt a mission",
        controls,
        "Roll the action die",
        submit,
        header=chance,
    )


def _peek_faces(field: ft.TextField) -> list[int] | None:
    try:
        return parse_faces(field.value or "")
    except ValueError:
        return None


def _peek_int(text: str | None) -> int | None:
    try:
        return int((text or "").strip())
    except ValueError:
        return None


# -- assaults ----------------------------------------------------------------------------------------
def assault_dialog(ctx: TableContext, player: int) -> None:
    state: SyndicateState = ctx.state
    me = state.players[player]
    targets = [
        (t.id, f"{t.name}: {state.players[t.owner].name}{' (fortified)' if t.fortified else ''}")
        for t in state.territories
        if t.owner not in (None, player)
    ]
    if not targets:
        ctx.toast("No other player has a base to assault.")
        return
    target = dropdown("Target base", targets)
    most = max(0, me.assault_level - me.reinforcements_used)
    helpers = dropdown("Reinforcements", [(str(n), str(n)) for n in range(most + 1)], "0")
    chance = ft.Text("", size=14, weight=ft.FontWeight.BOLD)
    rolled = rolled_field(ctx.settings.physical_dice)

    def refresh(e=None):
        cmd = c.Assault(player=player, territory=target.value, reinforcements=int(helpers.value))
        fortified = cmd.protected(state)
        low = odds.assault_threshold(cmd.reinforcements, fortified)
        need = "not allowed without reinforcements" if low is None else f"wins on {low}+"
        chance.value = (
            f"{'Fortified' if fortified else 'Unfortified'} target: {need} · chance "
            f"{odds.percent(odds.assault_chance(cmd.reinforcements, fortified))} · costs {cmd.crew()} crew"
            " · alert +1 win or lose"
        )
        if e is not None:
            chance.update()

    target.on_select = helpers.on_select = refresh
    refresh()

    def submit():
        entered = read_rolled(rolled)
        if entered is False:
            return None
        return c.Assault(player=player, territory=target.value, reinforcements=int(helpers.value), entered=entered)

    command_dialog(
        ctx,
        "Assault a base",
        [target, helpers] + ([rolled] if rolled else []),
        "Roll the action die",
        submit,
        header=chance,
    )


# -- bases, exchanges, sales, chips -------------------------------------------------------------------
def base_dialog(ctx: TableContext, player: int, fortify: bool) -> None:
    state: SyndicateState = ctx.state
    if fortify:
        cost = {z: zones.fortify_cost(z, state.options) for z in zones.PURCHASE}
        choices = [
            (t.id, f"{t.name} ({t.zone}): {cost[t.zone].text() if cost[t.zone] else 'cost not chosen'}")
            for t in state.bases_of(player)
            if not t.fortified
        ]
    else:
        choices = [
            (
                t.id,
                f"{t.name} ({t.zone}): {zones.purchase_cost(t.zone, state.options).text()}"
                + (" + bonus chip" if t.chip_present else ""),
            )
            for t in state.territories
            if t.owner is None
        ]
    if not choices:
        ctx.toast("No base to fortify." if fortify else "No unoccupied territory entered: add one under Territories.")
        return
    pick = dropdown("Territory", choices)
    note = (
        [
            ft.Text(
                "Fortify cost resources are not chosen yet: Readings in use -> Change a reading.", size=11, italic=True
            )
        ]
        if fortify and zones.fortify_cost("EXO", state.options) is None
        else []
    )
    command_dialog(
        ctx,
        "Fortify a base" if fortify else "Buy a base",
        [pick, *note],
        "Fortify" if fortify else "Buy",
        lambda: (c.Fortify if fortify else c.BuyBase)(player=player, territory=pick.value),
    )


def exchange_dialog(ctx: TableContext, player: int) -> None:
    which = dropdown("Exchange", EXCHANGES)
    times = number_field("How many times", 1, width=360)

    def submit():
        count = read_number(times, 1, 99)
        if count is None:
            return None
        give, get = which.value.split(">")
        return c.Exchange(player=player, give=give, get=get, times=count)

    command_dialog(
        ctx,
        "Exchange resources",
        [which, times, ft.Text("Only on your own turn; never into credits.", size=11, italic=True)],
        "Exchange",
        submit,
    )


def sell_dialog(ctx: TableContext, player: int) -> None:
    amount = ctx.state.options.get("sale_yield", 2)
    take = ResourceFields("Take", Resources(crew=amount))

    def submit():
        got = take.read()
        return got and c.SellCard(player=player, take=got)

    command_dialog(
        ctx,
        "Sell an operation card",
        [ft.Text(f"Take {amount} resources of your choice."), take.control],
        "Sell",
        submit,
    )


def chip_dialog(ctx: TableContext, player: int) -> None:
    chips = ctx.state.players[player].chips
    pick = dropdown("Bonus chip", [(str(i), chip) for i, chip in enumerate(chips)])
    gain = ResourceFields("Chip gives")
    tech = ft.Checkbox(label="+1 tech level", value=False)
    assault = ft.Checkbox(label="+1 assault level", value=False)
    note = ft.TextField(label="What the chip says", width=360)

    def submit():
        got = gain.read()
        return got and c.PlayBonusChip(
            player=player,
            chip=int(pick.value),
            gain=got,
            tech=int(bool(tech.value)),
            assault=int(bool(assault.value)),
            note=note.value or "",
        )

    command_dialog(ctx, "Play a bonus chip", [pick, note, gain.control, tech, assault], "Play", submit)


def anytime_panel(ctx: TableContext) -> ft.Control:
    """Actions not tied to the active player: sleepers, trades, corrections."""
    state: SyndicateState = ctx.state
    rows = []
    for i, p in enumerate(state.players):
        if p.sleeper_active:
            rows.append(ft.Button(f"{p.name}: play the sleeper", on_click=lambda e, i=i: sleeper_dialog(ctx, i)))
    if state.options.get("advanced_rules") and state.progress.step == "player_turns":
        rows.append(ft.Button("Trade between players", on_click=lambda e: trade_dialog(ctx)))
    rows.append(ft.OutlinedButton("Correction (awards, card effects)", on_click=lambda e: adjust_dialog(ctx)))
    return section("Any time", ft.Row(rows, wrap=True, spacing=6, run_spacing=6))


def sleeper_dialog(ctx: TableContext, player: int) -> None:
    effect = ft.TextField(label="What the sleeper does", width=360)
    command_dialog(
        ctx,
        "Play the sleeper",
        [effect, ft.Text("Resolve it at the table; use a correction for resources.", size=11, italic=True)],
        "Play",
        lambda: c.PlaySleeper(player=player, effect=effect.value or ""),
    )


def _players(state) -> list[tuple[str, str]]:
    return [(str(i), p.name) for i, p in enumerate(state.players)]


def trade_dialog(ctx: TableContext) -> None:
    state = ctx.state
    a, b = dropdown("Player", _players(state)), dropdown("Partner", _players(state), "1")
    give, receive = ResourceFields("Gives"), ResourceFields("Gets")

    def submit():
        g, r = give.read(), receive.read()
        return g and r and c.Trade(player=int(a.value), partner=int(b.value), give=g, receive=r)

    command_dialog(ctx, "Trade (advanced rules)", [a, b, give.control, receive.control], "Trade", submit)


def adjust_dialog(ctx: TableContext) -> None:
    state = ctx.state
    who = dropdown("Player", _players(state))
    delta = ResourceFields("Change")
    for field in delta.fields.values():
        field.value = "0"
    vp, cards = number_field("VP change", 0, width=170), number_field("Operation cards change", 0, width=170)
    reason = ft.TextField(label="Reason", width=360)

    def submit():
        values = [read_number(f, -999, 999) for f in delta.fields.values()]
        v, n = read_number(vp, -99, 99), read_number(cards, -20, 20)
        if None in values or v is None or n is None:
            return None
        return c.AdjustPlayer(
            player=int(who.value),
            delta=Resources(credits=values[0], influence=values[1], crew=values[2]),
            vp=v,
            op_cards=n,
            reason=reason.value or "",
        )

    command_dialog(
        ctx,
        "Correction",
        [
            who,
            ft.Text("Negative numbers take away.", size=11, italic=True),
            delta.control,
            ft.Row([vp, cards], wrap=True),
            reason,
        ],
        "Apply",
        submit,
    )
