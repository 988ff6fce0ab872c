"""The combat dialog: cards for both sides, dice (tapped or digital), the odds before the roll, the
loser's choices, and afterwards what to change on the real board."""

from __future__ import annotations

from fractions import Fraction
from typing import Literal

import flet as ft

from ...engine import Command
from ...games.columbia.view import (
    ColumbiaState,
    Faction,
    Location,
    Odds,
    PlayedCard,
    ResolveCombat,
    Side,
    active_ability,
    combat_odds,
    controlling_players,
    die,
    faction_of,
    faction_units,
    factions_present,
    loc,
    place_name,
    pool_for,
    retreat_targets,
    table_steps_before_dice,
)
from ..context import TableContext
from ..forms import DiceChips, dropdown, named, number_field, read_number
from ..outcome_bar import OutcomeBar
from .dialogs import dice_switch, locations, needs_entry, open_form, sentence
from .forms import CardPicker, check_item
from .panels import SMALL, name_of, text

AUTO = "auto"
Attacker = int | Literal["booker"]
SIDE_NAMES = {"booker": "Booker", "token": "The territory token"}


def side_name(state: ColumbiaState, side: Side) -> str:
    return SIDE_NAMES[side] if isinstance(side, str) else name_of(state, side)


def combat(ctx: TableContext, number: int, attacker: Attacker, defender: Side) -> None:
    """Cards for both sides, dice (entered or digital), the odds before the roll."""
    state: ColumbiaState = ctx.state
    where = loc(state, number)
    sides = {}
    rolled = [
        c
        for side in (attacker, defender)
        if side != "token"
        for c in pool_for(state, where, side, side == attacker).dice
    ]
    controls: list[ft.Control] = dice_switch(ctx, rolled, lambda: combat(ctx, number, attacker, defender))
    for role, side in (("Attacker", attacker), ("Defender", defender)):
        name = side_name(state, side)
        pool = pool_for(state, where, side, role == "Attacker")
        picker = (
            CardPicker(state, faction_of(state, side), name, "combat", on_change=lambda: cards_changed())
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
    steps = AbilitySteps(state)
    controls += steps.controls

    def cards_changed() -> None:
        steps.show([(side, p.cards, role == "Attacker") for role, (side, _, p, *_) in sides.items() if p], True)
        refresh_odds(True)

    token_total = token_eagles = None
    if defender == "token" and where.token and where.token.total is None:
        token_total = number_field(
            "Token total", width=160, low=0, high=99, then=lambda: refresh_odds(True)
        )  # odds at each keystroke
        token_eagles = number_field("Token reward ($)", width=160, low=0, high=99)
        controls.append(ft.Row([token_total, token_eagles], wrap=True))
    odds = text("", weight=ft.FontWeight.BOLD)
    bar = OutcomeBar()  # always there at one height: filling it in never moves the fields under the typing

    def refresh_odds(shown: bool = False) -> None:
        result = combat_odds(
            state,
            number,
            attacker,
            defender,
            sides["Attacker"][2].cards if sides["Attacker"][2] else [],
            sides["Defender"][2].cards if sides["Defender"][2] else [],
            read_number(token_total, mark=False) if token_total is not None else None,
        )
        odds.value = result.text()  # one line either way; the bar's words say who takes a tie
        bar.show(three_ways(result))
        if shown:
            odds.update()
            bar.control.update()

    refresh_odds()

    def build() -> Command[ColumbiaState] | None:
        if not steps.ready():
            return None
        rolls: dict[str, list[int | str] | None] = {}
        for role, (_, _pool, _picker, faces, _choices) in sides.items():
            rolls[role] = None
            if faces is not None:
                rolls[role] = faces.read()
                if rolls[role] is None:
                    return None
        extra: dict[str, int | None] = {}
        if token_total is not None and token_eagles is not None:
            total, eagles = read_number(token_total), read_number(token_eagles)
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
            before_dice_done=bool(steps.ticks),
            **extra,
        )

    app_rolls = any(faces is None and pool.dice for _, pool, _, faces, _ in sides.values())
    open_form(
        ctx,
        f"Combat at {place_name(state, number)}",
        controls,
        "Roll and resolve" if app_rolls else "Resolve the combat",
        build,
        header=ft.Column([odds, bar.control], tight=True, spacing=4),
        after=lambda: consequences(ctx),
    )


def three_ways(odds: Odds) -> list[tuple[str, Fraction]] | None:
    """The attacker's win, tie (and who takes it), lose (None until the odds are known)."""
    if odds.attacker_wins is None or odds.tie is None:
        return None
    outright = odds.attacker_wins - (0 if odds.defender_wins_ties else odds.tie)
    tie = f"tie ({'defender' if odds.defender_wins_ties else 'attacker'})"
    return [("win", outright), (tie, odds.tie), ("lose", 1 - outright - odds.tie)]


class AbilitySteps:
    """The committed cards' abilities, and a box to tick for each the table carries out before the dice."""

    def __init__(self, state: ColumbiaState):
        self.state = state
        self.ticks: list[ft.Checkbox] = []
        self.listed = text("", SMALL)
        self.before = ft.Column([], spacing=2)
        self.waiting = text("", SMALL, color=ft.Colors.ERROR)
        self.controls: list[ft.Control] = [self.listed, self.before, self.waiting]

    def show(self, sides: list[tuple[Side, list[PlayedCard], bool]], shown: bool = True) -> None:
        lines, steps = [], []
        for side, cards, attacking in sides:
            if not isinstance(side, int):
                continue
            faction = faction_of(self.state, side)
            lines += [
                ability_line(self.state, faction, c.card, attacking) for c in cards if c.card in self.state.abilities
            ]
            steps += table_steps_before_dice(self.state, faction, cards, attacking)
        self.listed.value = "Abilities: " + " ".join(lines) if lines else ""
        rows = [check_item(f"Before the roll: {step}") for step in steps]
        self.ticks = [box for row in rows for box in row.controls if isinstance(box, ft.Checkbox)]
        self.before.controls, self.waiting.value = [*rows], ""
        if shown:
            for c in self.controls:
                c.update()

    def ready(self) -> bool:
        """Whether every step before the roll is ticked (else says so)."""
        if all(box.value for box in self.ticks):
            return True
        self.waiting.value = "Tick each step before the roll once the table has done it."
        self.waiting.update()
        return False


def ability_line(state: ColumbiaState, faction: Faction, card: str, attacking: bool) -> str:
    """A committed card's ability and whether it acts in this combat ("Boys of Silence (Sound the
    Alarm): +3 to the combat total when defending — applies.")."""
    ability = state.abilities[card]
    said = f"{card}{f' ({ability.name})' if ability.name else ''}: {ability.effect.words()}"
    when = ability.effect.when
    if ability.timing != "combat":
        return f"{said}: not in a combat."
    if active_ability(state, faction, card) is None:
        return f"{said}: locked (needs the key)."
    if when != "always" and (when == "attacking") != attacking:
        return f"{said}: not on this side."
    lock = " (whether it starts locked is not entered: applied as unlocked)" if ability.starts_locked is None else ""
    return f"{said}: applies{lock}."


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
