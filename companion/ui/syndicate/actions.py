"""The active player's turn: every action as a button, disabled with its reason when it cannot be taken now."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple, cast

import flet as ft

from ...engine import Command
from ...games.syndicate.view import Resources, SyndicateState, Territory, market, odds, prices, zones
from ...games.syndicate.view import commands as c
from ...i18n import N_, _, ngettext
from ..context import TableContext
from ..forms import WIDTH, command_dialog, dropdown, number_field, read_number, translated
from ..widgets import action_button, section, why_not
from .chips import ChipFields, chip_boxes, found_there, name_dialog, picked, play_dialog, unnamed, unnamed_notes
from .dialog import SMALL, unreferenced
from .forms import ResourceFields, RolledFace
from .mission import mission_dialog
from .seats import acts_for, elsewhere
from .words import amounts, held_chip, resource

EXCHANGES = [
    ("credits>crew", N_("2 credits -> 1 crew")),
    ("credits>influence", N_("2 credits -> 1 influence")),
    ("crew>influence", N_("3 crew -> 1 influence")),
    ("influence>crew", N_("3 influence -> 1 crew")),
]


def note(text: str) -> ft.Text:
    return ft.Text(text, theme_style=SMALL, italic=True)


class Action(NamedTuple):
    """One thing the player may do: its button label, what a tap does, and why it cannot be done now ("")."""

    label: str
    on_click: Callable[[Any], Any]
    why: str


class TurnActions:
    """The buttons of the active player's turn, each asking the rules before it is offered."""

    def __init__(self, ctx: TableContext):
        self.ctx = ctx
        self.state: SyndicateState = ctx.state
        self.p = self.state.active

    def direct(self, label: str, command: Command[Any]) -> Action:
        """An action that runs ``command`` at once (with the rule's reason when it is refused now)."""
        return Action(label, lambda e: self.ctx.execute(command), why_not(self.ctx, command))

    def rolls(self) -> list[Action]:
        p, ctx = self.p, self.ctx
        return [
            Action(_("Attempt a mission"), lambda e: mission_dialog(ctx, p, "mission"), why_not(ctx, "mission")),
            Action(_("Attempt a robbery"), lambda e: mission_dialog(ctx, p, "robbery"), why_not(ctx, "robbery")),
            Action(_("Assault a base"), lambda e: assault_dialog(ctx, p), why_not(ctx, "assault")),
        ]

    def bases(self) -> list[Action]:
        p, ctx = self.p, self.ctx
        return [
            Action(_("Buy a base"), lambda e: base_dialog(ctx, p, fortify=False), why_not(ctx, "buy_base")),
            Action(_("Fortify a base"), lambda e: base_dialog(ctx, p, fortify=True), why_not(ctx, "fortify")),
        ]

    def market(self) -> list[Action]:
        state, p, ctx = self.state, self.p, self.ctx
        tech, assault = market.price(state, "tech", p), market.price(state, "assault", p)
        return [
            self.direct(
                ngettext("Buy tech level ({n} credit)", "Buy tech level ({n} credits)", tech).format(n=tech),
                c.BuyLevel(player=p, ladder="tech"),
            ),
            self.direct(
                ngettext("Buy assault level ({n} credit)", "Buy assault level ({n} credits)", assault).format(
                    n=assault
                ),
                c.BuyLevel(player=p, ladder="assault"),
            ),
            Action(_("Exchange resources"), lambda e: exchange_dialog(ctx, p), why_not(ctx, "exchange")),
            Action(_("Sell an operation card"), lambda e: sell_dialog(ctx, p), why_not(ctx, "sell_card")),
        ]

    def extras(self) -> list[Action]:
        """Chips, research and the Destroyer: shown when they apply to this player (the sleeper slot has its panel)."""
        state, p, ctx = self.state, self.p, self.ctx
        me = state.players[p]
        out = []
        if me.chips:
            out.append(Action(_("Play a bonus chip"), lambda e: play_dialog(ctx, p), why_not(ctx, "bonus_chip")))
        for index, label in unnamed(state, p):
            out.append(Action(_("Name the {chip}").format(chip=held_chip(label)), naming(ctx, p, index), ""))
        for t in state.bases_of(p):
            if t.research_boxes and t.research >= t.research_boxes:
                convert = _("Convert research on {territory}").format(territory=t.name)
                out.append(self.direct(convert, c.ConvertResearch(player=p, territory=t.id)))
        if state.destroyer_at and any(t.id == state.destroyer_at for t in state.bases_of(p)):
            out.append(self.direct(_("Send the Destroyer back (10 influence)"), c.RemoveDestroyer(player=p)))
        return out

    def panel(self) -> ft.Control:
        """What the player can do now first, then what they cannot and why (one line each)."""
        name = self.state.player_names[self.p]
        end = self.direct(_("End {name}'s turn").format(name=name), c.EndTurn(player=self.p))
        actions = [*self.rolls(), *self.bases(), *self.market(), *self.extras(), end]
        now = [action_button(a.label, a.on_click) for a in actions if not a.why]
        later = [action_button(a.label, a.on_click, a.why) for a in actions if a.why]
        last = self.state.last_mission if rolled_this_turn(self.ctx) else ""
        rows: list[ft.Control] = [note(_("Last roll: {outcome}").format(outcome=unreferenced(last)))] if last else []
        rows.append(ft.Row(now, wrap=True, spacing=6, run_spacing=6))
        if later:
            rows += [ft.Text(_("Not possible now"), weight=ft.FontWeight.BOLD), *later]
        return section(_("{name}'s actions").format(name=name), *rows)


def naming(ctx: TableContext, player: int, held: int) -> Callable[[Any], None]:
    """What a tap on "Name the <chip>" does: the naming dialog for that held chip."""
    return lambda e: name_dialog(ctx, player, held)


def rolled_this_turn(ctx: TableContext) -> bool:
    """Whether the last mission's outcome (``last_mission``) came from a roll of the turn being played: the state
    when this turn began (the newest step of an earlier turn) tells it apart from one of an earlier turn."""
    now: SyndicateState = ctx.state
    began = cast(SyndicateState, ctx.session.start)
    for _at, step in reversed(ctx.session.steps()):
        if cast(SyndicateState, step).turn_serial != now.turn_serial:
            began = cast(SyndicateState, step)
            break
    return bool(now.last_mission) and began.last_mission != now.last_mission


def turn_panel(ctx: TableContext) -> ft.Control:
    """The active player's actions, on their phone (or the shared one); other phones say where the turn is."""
    state: SyndicateState = ctx.state
    if not acts_for(ctx, state.active):
        name = state.player_names[state.active]
        return section(
            _("{name}'s actions").format(name=name),
            note(elsewhere(ctx, state.active, N_("{name} takes their turn on their own phone."))),
        )
    return TurnActions(ctx).panel()


# -- assaults ----------------------------------------------------------------------------------------
def assault_dialog(ctx: TableContext, player: int) -> None:
    state: SyndicateState = ctx.state
    me = state.players[player]
    targets = [(t.id, target_text(state, t)) for t in state.territories if t.owner is not None and t.owner != player]
    target = dropdown(_("Target base"), targets)
    most = max(0, me.assault_level - me.reinforcements_used)
    helpers = dropdown(_("Reinforcements"), [(str(n), str(n)) for n in range(most + 1)], "0")
    chips = chip_boxes(state, player, "assault")
    chance = ft.Text("", theme_style=ft.TextThemeStyle.TITLE_SMALL, weight=ft.FontWeight.BOLD)
    ship = note("")
    rolled = RolledFace(ctx)

    def command(entered: list[int] | None = None) -> c.Assault:
        return c.Assault(
            player=player,
            territory=target.value or "",
            reinforcements=int(helpers.value or 0),
            chips=picked(chips),
            entered=entered,
        )

    def refresh(e: Any = None) -> None:
        cmd = command()
        fortified = cmd.protected(state)
        low = odds.assault_threshold(cmd.reinforcements, fortified, sum(a for _source, a in cmd.bonuses(state)))
        need = _("not allowed without reinforcements") if low is None else _("wins on {n} or more").format(n=low)
        words = {"need": need, "chance": odds.percent(cmd.chance(state)), "crew": resource("crew", cmd.crew())}
        if fortified:
            chance.value = _("Fortified target: {need} · chance {chance} · costs {crew} · alert +1 win or lose")
        else:
            chance.value = _("Unfortified target: {need} · chance {chance} · costs {crew} · alert +1 win or lose")
        chance.value = chance.value.format(**words)
        ship.value = ship_prompt(state, cmd)
        if e is not None:
            ctx.page.update()

    target.on_select = helpers.on_select = refresh
    for box in chips:
        box.on_change = refresh
    refresh()

    def submit() -> c.Assault | None:
        entered = rolled.read()
        return None if entered is False else command(entered or None)

    command_dialog(
        ctx,
        _("Assault a base"),
        [target, helpers, ship, *chips, *unnamed_notes(state, player), *rolled.controls],
        _("Roll the action die"),
        submit,
        chance,
    )


def ship_prompt(state: SyndicateState, cmd: c.Assault) -> str:
    """What goes on the assault ship before the roll (l.452)."""
    found = state.territory(cmd.territory)
    where = found.name if found else _("the target base")
    crew, markers = resource("crew", cmd.crew()), cmd.reinforcements
    if not markers:
        return _("Place the assault ship next to {where} with {crew}; the crew is spent win or lose.").format(
            where=where, crew=crew
        )
    return ngettext(
        "Place the assault ship next to {where} with {crew} and {n} reinforcement marker; the crew is spent win "
        "or lose.",
        "Place the assault ship next to {where} with {crew} and {n} reinforcement markers; the crew is spent win "
        "or lose.",
        markers,
    ).format(where=where, crew=crew, n=markers)


def target_text(state: SyndicateState, t: Territory) -> str:
    """A base to assault: its territory and owner, and whether it is fortified."""
    owner = state.player_names[t.owner] if t.owner is not None else ""
    if t.fortified:
        return _("{territory}: {owner} (fortified)").format(territory=t.name, owner=owner)
    return f"{t.name}: {owner}"


# -- bases, exchanges, sales, chips -------------------------------------------------------------------
def _base_choices(state: SyndicateState, player: int, fortify: bool) -> list[tuple[str, str]]:
    """The territories the player may buy (or bases fortify), each with its price to them."""
    if fortify:
        cost = {z: prices.fortify_price(state, player, z) for z in zones.PURCHASE}
        texts = {z: amounts(price) if price else _("cost not chosen") for z, price in cost.items()}
        return [(t.id, f"{t.name} ({t.zone}): {texts[t.zone]}") for t in state.bases_of(player) if not t.fortified]
    out = []
    for t in (t for t in state.territories if t.owner is None):
        price = amounts(prices.base_price(state, player, t.zone))
        if t.chip_present:
            price = _("{price} + bonus chip").format(price=price)
        out.append((t.id, f"{t.name} ({t.zone}): {price}"))
    return out


def base_dialog(ctx: TableContext, player: int, fortify: bool) -> None:
    state: SyndicateState = ctx.state
    unknown = fortify and zones.fortify_cost("EXO", state.options) is None
    hint = [note(_("Fortify cost resources are not chosen yet: Readings in use, then Change a reading."))]
    found = ChipFields(ctx, _("Bonus chip found there"), later=True)
    chosen = dict(_base_choices(state, player, fortify))
    price = note("")

    def moved(e: Any = None) -> None:
        where = state.territory(pick.value or "")
        price.value = chosen.get(pick.value or "", "")  # the whole choice, which the field may cut short
        found.box.visible = found_there(where)  # a dropdown's own label node cannot be hidden, its column can
        if where is not None and found_there(where):
            found.for_zone(where.zone)
        else:
            found.pick.value, found.typed.visible, found.hint.value = "", False, ""
        if e is not None:
            ctx.page.update()

    pick = dropdown(_("Territory"), list(chosen.items()), on_select=moved)
    moved()
    sent: list[c.BuyBase] = []

    def submit() -> Command[Any] | None:
        if fortify:
            return c.Fortify(player=player, territory=pick.value or "")
        chip = found.read() if found.box.visible else ("", None)
        if chip is None:
            return None
        sent[:] = [c.BuyBase(player=player, territory=pick.value or "", chip=chip[0], new_chip=chip[1])]
        return sent[0]

    command_dialog(
        ctx,
        _("Fortify a base") if fortify else _("Buy a base"),
        [pick, price, *(hint if unknown else []), *([] if fortify else found.controls)],
        _("Fortify") if fortify else _("Buy"),
        submit,
        after=lambda: found.keep(sent[0].new_chip if sent else None),
    )


def exchange_dialog(ctx: TableContext, player: int) -> None:
    which = dropdown(_("Exchange"), translated(EXCHANGES))
    times = number_field(_("How many times"), 1, width=WIDTH)

    def submit() -> c.Exchange | None:
        count = read_number(times, 1, 99)
        if count is None:
            return None
        give, get = (which.value or EXCHANGES[0][0]).split(">")
        return c.Exchange(player=player, give=give, get=get, times=count)

    command_dialog(
        ctx,
        _("Exchange resources"),
        [which, times, note(_("Only on your own turn; never into credits."))],
        _("Exchange"),
        submit,
    )


def sell_dialog(ctx: TableContext, player: int) -> None:
    amount = ctx.state.options.get("sale_yield", 2)
    take = ResourceFields(_("Take"))

    def submit() -> c.SellCard | None:
        got = take.read()
        return c.SellCard(player=player, take=got) if got else None

    command_dialog(
        ctx,
        _("Sell an operation card"),
        [
            ft.Text(
                ngettext("Take {n} resource of your choice.", "Take {n} resources of your choice.", amount).format(
                    n=amount
                )
            ),
            take.control,
        ],
        _("Sell"),
        submit,
    )


# -- any time ------------------------------------------------------------------------------------------
def anytime_panel(ctx: TableContext) -> ft.Control:
    """Actions not tied to the active player: trades and corrections."""
    state: SyndicateState = ctx.state
    rows: list[ft.Control] = []
    if state.options.get("advanced_rules") and state.progress.step == "player_turns":
        rows.append(action_button(_("Trade between players"), lambda e: trade_dialog(ctx), why_not(ctx, "trade")))
    rows.append(ft.OutlinedButton(_("Correction (awards, card effects)"), on_click=lambda e: adjust_dialog(ctx)))
    return section(_("Any time"), ft.Row(rows, wrap=True, spacing=6, run_spacing=6))


def _players(state: SyndicateState) -> list[tuple[str, str]]:
    return [(str(i), name) for i, name in enumerate(state.player_names)]


def trade_dialog(ctx: TableContext) -> None:
    state = ctx.state
    mine = sorted(ctx.mine)  # l.584: a trade is proposed on the proposer's own phone
    a = dropdown(_("Player"), _players(state), str(mine[0]) if mine else None)
    b = dropdown(_("Partner"), _players(state), "1" if mine[:1] != [1] else "0")
    give, receive = ResourceFields(_("Gives")), ResourceFields(_("Gets"))

    def submit() -> c.Trade | None:
        g, r = give.read(), receive.read()
        if g is None or r is None:
            return None
        return c.Trade(player=int(a.value or 0), partner=int(b.value or 0), give=g, receive=r)

    command_dialog(ctx, _("Trade (advanced rules)"), [a, b, give.control, receive.control], _("Trade"), submit)


def adjust_dialog(ctx: TableContext) -> None:
    state = ctx.state
    who = dropdown(_("Player"), _players(state))
    delta = ResourceFields(_("Change"))
    for field in delta.fields.values():
        field.value = "0"
    vp, cards = number_field(_("VP change"), 0, width=170), number_field(_("Operation cards change"), 0, width=170)
    reason = ft.TextField(label=_("Reason"), width=WIDTH)

    def submit() -> c.AdjustPlayer | None:
        values = [read_number(f, -999, 999) for f in delta.fields.values()]
        v, n = read_number(vp, -99, 99), read_number(cards, -20, 20)
        if any(x is None for x in values) or v is None or n is None:
            return None
        credits, influence, crew = (x or 0 for x in values)
        return c.AdjustPlayer(
            player=int(who.value or 0),
            delta=Resources(credits=credits, influence=influence, crew=crew),
            vp=v,
            op_cards=n,
            reason=reason.value or "",
        )

    command_dialog(
        ctx,
        _("Correction"),
        [who, note(_("Negative numbers take away.")), delta.control, ft.Row([vp, cards], wrap=True), reason],
        _("Apply"),
        submit,
    )
