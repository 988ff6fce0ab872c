"""The combat dialog: cards for both sides, the choices their abilities ask before the dice and what
each one changes, dice (tapped or digital) for exactly the pool those abilities leave, the odds before
the roll, and the loser's choices. What the combat did then shows on the table, under the Now card."""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Literal

import flet as ft

from ...engine import Command
from ...games.columbia.view import (
    DIE_COLOUR_NAMES,
    PIECE_NAMES,
    ROLES,
    AbilityUse,
    ColumbiaState,
    Faction,
    Location,
    Odds,
    PlayedCard,
    ResolveCombat,
    Role,
    Side,
    active_ability,
    before_dice_effects,
    combat_odds,
    controlling_players,
    die,
    faction_of,
    faction_units,
    factions_present,
    loc,
    place_name,
    plan_pool,
    retreat_targets,
    table_steps_before_dice,
)
from ...i18n import N_, _
from ..context import TableContext
from ..forms import ChipChoice, DiceChips, dropdown, named, number_field, read_number
from ..outcome_bar import OutcomeBar
from .box_copy import box_offer
from .dialogs import dice_switch, locations, needs_entry, open_form, sentence
from .forms import CardPicker, check_item
from .panels import SMALL, name_of, text

AUTO = "auto"
RANDOM = "random"
NOBODY = "none"
Attacker = int | Literal["booker"]
SIDE_NAMES = {"booker": "Booker", "token": N_("The territory token")}
ROLE_NAMES = {"attacker": N_("Attacker"), "defender": N_("Defender")}


def side_name(state: ColumbiaState, side: Side) -> str:
    return _(SIDE_NAMES[side]) if isinstance(side, str) else name_of(state, side)


def combat(ctx: TableContext, number: int, attacker: Attacker, defender: Side) -> None:
    """Open the combat dialog (see :class:`CombatForm`)."""
    CombatForm(ctx, number, attacker, defender).open()


class CombatForm:
    """One combat's dialog; every change of cards or ability choices recomputes the dice rows, the odds
    and the lines saying what each ability changes (nothing on the board moves until it is resolved)."""

    def __init__(self, ctx: TableContext, number: int, attacker: Attacker, defender: Side):
        self.ctx, self.number, self.attacker, self.defender = ctx, number, attacker, defender
        self.state: ColumbiaState = ctx.state
        self.where: Location = loc(self.state, number)
        self.sides: dict[Role, Side] = {"attacker": attacker, "defender": defender}
        self.pickers: dict[Role, CardPicker | None] = {
            role: CardPicker(
                self.state, faction_of(self.state, side), side_name(self.state, side), N_("combat"), self.changed
            )
            if isinstance(side, int)
            else None
            for role, side in self.sides.items()
        }
        self.heads = {role: text("", weight=ft.FontWeight.BOLD) for role in ROLES}
        self.dice_rows: dict[Role, DiceChips | None] = dict.fromkeys(ROLES)
        self.dice_boxes = {role: ft.Column([], spacing=2) for role in ROLES}
        self.choices: dict[tuple[Role, int], Any] = {}
        self.made: dict[tuple[Role, int, str], Any] = {}  # every choice control made, kept while its card stays
        self.losers = {role: loser_choices(self.state, self.where, side) for role, side in self.sides.items()}
        self.order: ChipChoice | None = None
        self.ability_box = ft.Column([], spacing=4)
        self.ticks: list[ft.Checkbox] = []
        self.waiting = text("", SMALL, color=ft.Colors.ERROR)
        self.odds = text("", weight=ft.FontWeight.BOLD)
        self.bar = OutcomeBar()  # always there at one height: filling it in never moves the fields under the typing
        self.token_total: ft.TextField | None = None
        self.token_eagles: ft.TextField | None = None
        if defender == "token" and self.where.token and self.where.token.total is None:
            self.token_total = number_field(_("Token total"), width=160, low=0, high=99, then=self.refresh_odds)
        if defender == "token" and self.where.token and self.where.token.eagles is None:
            self.token_eagles = number_field(_("Token reward ($)"), width=160, low=0, high=99)
        self.shown = False

    # -- what the table has picked -----------------------------------------------------------------
    def cards(self, role: Role) -> list[PlayedCard]:
        picker = self.pickers[role]
        return picker.cards if picker else []

    def uses(self) -> list[AbilityUse]:
        found = []
        for (role, index), control in self.choices.items():
            value = control.value
            if isinstance(control, ft.Switch):
                if value:
                    found.append(AbilityUse(side=role, card=index))
            elif isinstance(control, ft.Dropdown):
                if value not in (None, NOBODY):
                    found.append(AbilityUse(side=role, card=index, units=[int(value)]))
            elif value not in (None, RANDOM):
                found.append(AbilityUse(side=role, card=index, discard=[int(value)]))
        return found

    def first(self) -> Role | None:
        chosen = self.order.value if self.order else None
        return "attacker" if chosen == "attacker" else "defender" if chosen == "defender" else None

    def draft(self) -> ResolveCombat:
        return ResolveCombat(
            location=self.number,
            attacker=self.attacker,
            defender=self.defender,
            attacker_cards=self.cards("attacker"),
            defender_cards=self.cards("defender"),
            abilities=self.uses(),
            first=self.first(),
            before_dice_done=bool(self.ticks),
        )

    # -- the dialog --------------------------------------------------------------------------------
    def open(self) -> None:
        state = self.state
        rolled = [c for role in ROLES for c in self.pool(role)]
        controls: list[ft.Control] = dice_switch(self.ctx, rolled, self.reopen)
        controls += self.defender_choice()
        controls += box_offer(self.ctx, "dice", self.reopen)
        for role in ROLES:
            picker = self.pickers[role]
            controls.append(self.heads[role])
            controls += [picker.control] if picker else []
            controls.append(self.dice_boxes[role])
            controls += [named(c) for c in self.losers[role]]
        controls += [self.ability_box, self.waiting]
        if self.token_total is not None or self.token_eagles is not None:
            controls.append(ft.Row([f for f in (self.token_total, self.token_eagles) if f], wrap=True))
        controls += [text(sentence(n), SMALL, italic=True) for n in self.notes()]
        self.changed(shown=False)
        app_rolls = any(self.pool(role) and not self.needs_faces(role) for role in ROLES)
        open_form(
            self.ctx,
            _("Combat at {place}").format(place=place_name(state, self.number)),
            controls,
            _("Roll and resolve") if app_rolls else _("Resolve the combat"),
            self.build,
            header=ft.Column([self.odds, self.bar.control], tight=True, spacing=4),
        )
        self.shown = True

    def reopen(self) -> None:
        combat(self.ctx, self.number, self.attacker, self.defender)

    def defender_choice(self) -> list[ft.Control]:
        """In a 4-player game teammates tied for control decide who defends (rules summary l.136)."""
        if not isinstance(self.defender, int):
            return []
        tied = controlling_players(self.state, self.where, faction_of(self.state, self.defender))
        if len(tied) < 2:
            return []

        def picked() -> None:
            if chooser.value is not None and int(chooser.value) != self.defender:
                self.ctx.close_dialog()
                combat(self.ctx, self.number, self.attacker, int(chooser.value))

        chooser = ChipChoice(
            _("Defender"), [(str(p), name_of(self.state, p)) for p in tied], str(self.defender), on_change=picked
        )
        return [text(_("The teammates tied for control decide who defends:"), SMALL), chooser.control]

    def notes(self) -> list[str]:
        """Turrets reaching in, or adjacency not entered, for each side."""
        found: list[str] = []
        for role in ROLES:
            if self.sides[role] != "token":
                found += plan_pool(self.state, self.where, self.plan(role), role == "attacker").notes
        return list(dict.fromkeys(found))

    def plan(self, role: Role) -> Any:
        return self.draft().plan(self.state, self.state.rng.model_copy()).sides[role]

    def pool(self, role: Role) -> list[str]:
        if self.sides[role] == "token":
            return []
        return plan_pool(self.state, self.where, self.plan(role), role == "attacker").dice

    def needs_faces(self, role: Role) -> bool:
        dice = self.pool(role)
        return bool(dice) and needs_entry(self.ctx, dice)

    # -- keeping it all in step ----------------------------------------------------------------------
    def changed(self, shown: bool = True) -> None:
        """Cards or choices changed: the ability choices, the dice rows, the heads and the odds follow."""
        self.draw_abilities()
        preview = self.draft().plan(self.state, None)  # random picks stay unmade until the combat is resolved
        plan = self.draft().plan(self.state, self.state.rng.model_copy())
        lines = [text(sentence(n), SMALL) for n in preview.notes]
        lines += [text(why.told(), SMALL, color=ft.Colors.ERROR) for _, why in plan.problems]
        self.ability_box.controls += lines
        for role in ROLES:
            side = self.sides[role]
            dice = plan_pool(self.state, self.where, plan.sides[role], role == "attacker") if side != "token" else None
            pool = dice.dice if dice else []
            bonus = (
                _(" · alarm +{n}").format(n=dice.per_die or dice.flat) if dice and (dice.per_die or dice.flat) else ""
            )
            self.heads[role].value = (
                _("{role}: {side} · dice {dice}").format(
                    role=_(ROLE_NAMES[role]),
                    side=side_name(self.state, side),
                    dice=", ".join(_(DIE_COLOUR_NAMES[c]) for c in pool) or _("none"),
                )
                + bonus
            )
            self.redice(role, pool)
        self.refresh_odds()
        if shown:
            for control in (self.ability_box, *self.heads.values(), *self.dice_boxes.values()):
                control.update()

    def redice(self, role: Role, pool: list[str]) -> None:
        """One chip row per die the pool holds now, keeping the faces already tapped."""
        old = self.dice_rows[role]
        if not pool or not needs_entry(self.ctx, pool):
            self.dice_rows[role], self.dice_boxes[role].controls = None, []
            return
        colours = [_(DIE_COLOUR_NAMES[c]) for c in pool]
        if old is not None and [r.name.rsplit("(", 1)[-1] for r in old.rows] == [f"{c})" for c in colours]:
            return
        rows = DiceChips(
            f"{_(ROLE_NAMES[role])} ({side_name(self.state, self.sides[role])})",
            [(word, die(self.state, c).faces) for word, c in zip(colours, pool, strict=True)],
        )
        for new, kept in zip(rows.rows, old.rows if old else [], strict=False):
            if new.name.rsplit("(", 1)[-1] == kept.name.rsplit("(", 1)[-1] and kept.value is not None:
                new.set(kept.value, update=False)
        self.dice_rows[role], self.dice_boxes[role].controls = rows, [rows.control]

    def draw_abilities(self) -> None:
        """The committed cards' abilities: what each does here, a choice for those that ask one before the
        dice, a box to tick for those the table carries out itself, and who resolves first."""
        state, lines, steps, acting = self.state, [], [], {}
        for role in ROLES:
            side, cards = self.sides[role], self.cards(role)
            if not isinstance(side, int):
                continue
            faction = faction_of(state, side)
            lines += [
                ability_line(state, faction, c.card, role == "attacker") for c in cards if c.card in state.abilities
            ]
            steps += table_steps_before_dice(state, faction, cards, role == "attacker")
            acting[role] = before_dice_effects(state, side, cards, role == "attacker")
        controls: list[ft.Control] = [text(_("Abilities: ") + " ".join(lines), SMALL)] if lines else []
        self.choices = {}
        for role, indexes in acting.items():
            for index in indexes:
                key = (role, index, self.cards(role)[index].card)
                if key not in self.made:
                    self.made[key] = self.choice(role, index)
                choice = self.made[key]
                if choice is not None:
                    self.choices[(role, index)] = choice
                    controls.append(named(choice) if not isinstance(choice, ChipChoice) else choice.control)
        if all(acting.get(role) for role in ROLES):
            if self.order is None:
                first = name_of(state, state.first_player)
                self.order = ChipChoice(
                    _("Resolved first ({name}, the first player, chooses)").format(name=first),
                    [("attacker", _("the attacker's")), ("defender", _("the defender's"))],
                    on_change=lambda: self.changed(),
                )
            controls += [text(self.order.name, SMALL), self.order.control]
        else:
            self.order = None
        rows: list[ft.Control] = [check_item(_("Before the roll: {step}").format(step=step)) for step in steps]
        self.ticks = [
            box for row in rows if isinstance(row, ft.Row) for box in row.controls if isinstance(box, ft.Checkbox)
        ]
        self.ability_box.controls = controls + rows

    def choice(self, role: Role, index: int) -> Any:
        """The control for one card's choice before the dice (Bold Maneuver, Propaganda, Vigor)."""
        state, side = self.state, self.sides[role]
        played = self.cards(role)[index]
        ability = state.abilities[played.card]
        label = f"{played.card} ({ability.name})" if ability.name else played.card
        who = side_name(state, side)
        kind = ability.effect.kind
        if kind == "bold":
            commons = isinstance(side, int) and any(
                u.kind == "common" for u in faction_units(state, self.where, faction_of(state, side))
            )
            return ft.Switch(
                label=f"{label}: {who} adds +{ability.effect.amount}; beaten, he loses all his common units here",
                value=commons,  # the card was played for it; without a common unit it cannot be used
                on_change=lambda e: self.changed(),
            )
        if kind == "bring_common":
            options = [(NOBODY, "no unit")]
            for w in state.locations:
                unit = next((u for u in w.units if u.owner == side and u.kind == "common"), None)
                if w is not self.where and unit is not None:
                    options.append((str(unit.id), f"a common unit from {place_name(state, w.number)}"))
            return dropdown(f"{label}: {who} brings in", options, NOBODY, on_select=lambda e: self.changed())
        other = self.cards("defender" if role == "attacker" else "attacker")
        if not other:
            return None
        return ChipChoice(
            f"{label}: the card discarded",
            [
                (RANDOM, "the app picks at random"),
                *[(str(i), f"{c.card or 'card'} {c.value}") for i, c in enumerate(other)],
            ],
            RANDOM,
            on_change=lambda: self.changed(),
        )

    def refresh_odds(self) -> None:
        result = combat_odds(
            self.state,
            self.number,
            self.attacker,
            self.defender,
            self.cards("attacker"),
            self.cards("defender"),
            read_number(self.token_total, mark=False) if self.token_total is not None else None,
            self.uses(),
            self.first(),
        )
        self.odds.value = result.text()  # one line either way; the bar's words say who takes a tie
        self.bar.show(three_ways(result))
        if self.shown:
            self.odds.update()
            self.bar.control.update()

    def build(self) -> Command[ColumbiaState] | None:
        if not all(box.value for box in self.ticks):
            self.waiting.value = _("Tick each step before the roll once the table has done it.")
            self.waiting.update()
            return None
        rolls: dict[Role, list[int | str] | None] = dict.fromkeys(ROLES)
        for role in ROLES:
            rows = self.dice_rows[role]
            if rows is not None:
                rolls[role] = rows.read()
                if rolls[role] is None:
                    return None
        extra: dict[str, int | None] = {}
        for field, key in ((self.token_total, "token_total"), (self.token_eagles, "token_eagles")):
            if field is not None:
                extra[key] = read_number(field)
                if extra[key] is None:
                    return None
        return self.draft().model_copy(
            update={"attacker_roll": rolls["attacker"], "defender_roll": rolls["defender"], **extra, **self.losses()}
        )

    def losses(self) -> dict[str, int | None]:
        """The loser's choices picked in the dialog (left out: the app's pick)."""
        found: dict[str, int | None] = {}
        for role, (lose, retreat) in ((r, c) for r, c in self.losers.items() if c):
            for box, key in ((lose, f"{role}_loses"), (retreat, f"{role}_retreat")):
                if box.value not in (AUTO, None):
                    found[key] = int(box.value)
        return found


def three_ways(odds: Odds) -> list[tuple[str, Fraction]] | None:
    """The attacker's win, tie (and who takes it), lose (None until the odds are known)."""
    if odds.attacker_wins is None or odds.tie is None:
        return None
    outright = odds.attacker_wins - (0 if odds.defender_wins_ties else odds.tie)
    tie = _("tie (defender)") if odds.defender_wins_ties else _("tie (attacker)")
    return [(_("win"), outright), (tie, odds.tie), (_("lose"), 1 - outright - odds.tie)]


def ability_line(state: ColumbiaState, faction: Faction, card: str, attacking: bool) -> str:
    """A committed card's ability and whether it acts in this combat ("Boys of Silence (Sound the
    Alarm): +3 to the combat total when defending — applies.")."""
    ability = state.abilities[card]
    said = f"{card}{f' ({ability.name})' if ability.name else ''}: {ability.effect.said().told()}"
    when = ability.effect.when
    if ability.timing != "combat":
        return _("{ability}: not in a combat.").format(ability=said)
    if active_ability(state, faction, card) is None:
        return _("{ability}: locked (needs the key).").format(ability=said)
    if when != "always" and (when == "attacking") != attacking:
        return _("{ability}: not on this side.").format(ability=said)
    if ability.starts_locked is None:
        return _("{ability}: applies (whether it starts locked is not entered: applied as unlocked).").format(
            ability=said
        )
    return _("{ability}: applies.").format(ability=said)


def loser_choices(state: ColumbiaState, where: Location, side: Side) -> list[ft.Dropdown]:
    """A player side's choices if beaten: which unit it loses, where survivors retreat (A16)."""
    if not isinstance(side, int):
        return []
    faction, name = faction_of(state, side), name_of(state, side)
    units = [(str(u.id), u.name or _(PIECE_NAMES[u.kind])) for u in faction_units(state, where, faction)]
    targets = locations(state, retreat_targets(state, faction, where)) if retreat_targets(state, faction, where) else []
    return [
        dropdown(
            _("If {name} loses: unit lost").format(name=name), [(AUTO, _("the weakest (the app picks)")), *units], AUTO
        ),
        dropdown(
            _("If {name} loses: survivors go to").format(name=name),
            [(AUTO, _("the first stronghold location")), *targets],
            AUTO,
        ),
    ]


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
