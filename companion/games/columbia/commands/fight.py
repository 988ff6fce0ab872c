"""Resolving a combat: players, a territory token or Booker (rulebook combat page; summary l.160-208)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import replace
from typing import Literal

from ....engine import Violation, finish_step
from ....engine.rng import RngState
from ....i18n import N_, Phrase
from ..abilities import ROLES, AbilityUse, Plan, Role, prepare
from ..combat import (
    PlayedCard,
    Side,
    booker_beaten,
    booker_wins,
    defeat_faction,
    defender_wins_ties,
    plan_cards,
    plan_pool,
    retreat_targets,
    roll_total,
)
from ..content import FACTION_NAMES, Faction
from ..effects import resolve_played, table_steps_before_dice, voids_upgrades
from ..rules import RULES
from ..state import (
    ColumbiaState,
    Token,
    active_player,
    controlling_players,
    faction_units,
    factions_present,
    find_unit,
    loc,
    place_name,
)
from ..upgrades import earn
from .base import ColumbiaCommand, check_roll, hand_holds, location_ok, take_roll


def side_name(state: ColumbiaState, side: Side) -> Phrase:
    """A side of a combat as the table names it ("Ann (Founders)", "the territory token"), in each reader's language."""
    if side == "booker":
        return Phrase(N_("Booker"))
    if side == "token":
        return Phrase(N_("the territory token"))
    if not 0 <= side < len(state.players):
        return Phrase(N_("player {number}"), number=side)
    player = state.players[side]
    return Phrase(N_("{name} ({faction})"), name=player.name, faction=Phrase(FACTION_NAMES[player.faction]))


class ResolveCombat(ColumbiaCommand):
    """One combat: cards, dice (rolled or entered), totals, and the loser's consequences.

    Each player side says before the roll which of its units it loses and where its survivors
    retreat if beaten (reading A16); unsaid, the app takes its weakest unit and its
    lowest-numbered stronghold location. ``abilities`` carries the table's choices for the abilities
    the app carries out before the dice, ``first`` the side whose abilities the first player has
    resolve first when both sides have some (:mod:`..abilities`).
    """

    type: Literal["resolve_combat"] = "resolve_combat"
    location: int
    attacker: int | Literal["booker"]
    defender: int | Literal["booker", "token"]
    attacker_cards: list[PlayedCard] = []
    defender_cards: list[PlayedCard] = []
    attacker_roll: list[int] | None = None
    defender_roll: list[int] | None = None
    token_total: int | None = None
    token_eagles: int | None = None
    attacker_loses: int | None = None
    defender_loses: int | None = None
    attacker_retreat: int | None = None
    defender_retreat: int | None = None
    before_dice_done: bool = False
    abilities: list[AbilityUse] = []
    first: Role | None = None
    phases = ("world_event", "turns")

    def describe(self, state: ColumbiaState) -> str:
        sides = f"{side_name(state, self.attacker)} attacks {side_name(state, self.defender)}"
        return f"Combat on {place_name(state, self.location)}: {sides}"

    def rules_check(self, state: ColumbiaState) -> Iterator[Violation]:
        yield from location_ok(self.location)
        if not 1 <= self.location <= 15:
            return
        for side in (self.attacker, self.defender):
            if isinstance(side, int) and not 0 <= side < len(state.players):
                yield RULES["col.combat_sides"].violated(
                    N_("There is no player {side} at this table: the players are 0 to {last}."),
                    side=side,
                    last=len(state.players) - 1,
                )
                return
        where = loc(state, self.location)
        step = state.progress.step
        if self.attacker == "booker":
            if step != "booker_battle" or state.booker != self.location:
                yield RULES["col.booker_aggressive"].violated(
                    N_("Booker attacks only in his battle step of the World Event phase, where he stands.")
                )
        elif step != "combat":
            yield RULES["col.step_order"].violated(N_("Players fight in the Combat step of their turn."))
        elif self.attacker != active_player(state):
            yield RULES["col.active_player"].violated(
                N_("Only {player} attacks this turn."), player=state.players[active_player(state)].name
            )
        elif not faction_units(state, where, state.players[self.attacker].faction):
            yield RULES["col.combat_sides"].violated(
                N_("{side} has no units on {place}."),
                side=side_name(state, self.attacker),
                place=place_name(state, self.location),
            )
        yield from self._defender_checks(state)
        yield from self._card_checks(state)
        for side, lose, retreat in (
            (self.attacker, self.attacker_loses, self.attacker_retreat),
            (self.defender, self.defender_loses, self.defender_retreat),
        ):
            yield from self._choice_checks(state, side, lose, retreat)

    def _card_checks(self, state: ColumbiaState) -> Iterator[Violation]:
        """Cards from the hand, the abilities before the dice, and the dice entered for what the pool holds then."""
        for side, cards in ((self.attacker, self.attacker_cards), (self.defender, self.defender_cards)):
            if isinstance(side, int):
                yield from hand_holds(state, side, len(cards))
            elif cards:
                yield RULES["col.combat_sides"].violated(N_("{side} plays no cards."), side=side_name(state, side))
        yield from self._before_dice_checks(state)
        plan = self.plan(state, state.rng.model_copy())  # a copy: checking picks nothing for good
        for rule, why in plan.problems:
            yield RULES[rule].violated(why)
        where = loc(state, self.location)
        for role, roll in zip(ROLES, (self.attacker_roll, self.defender_roll), strict=True):
            planned = plan.sides[role]
            if planned.side != "token":
                yield from check_roll(state, plan_pool(state, where, planned, role == "attacker").dice, roll)

    def plan(self, state: ColumbiaState, rng: RngState | None) -> Plan:
        """Both sides after the abilities before the dice (``rng`` picks what the table left to chance)."""
        sides: dict[Role, tuple[Side, Sequence[PlayedCard]]] = {
            "attacker": (self.attacker, self.attacker_cards),
            "defender": (self.defender, self.defender_cards),
        }
        return prepare(state, loc(state, self.location), sides, self.abilities, self.first, rng)

    def _before_dice_checks(self, state: ColumbiaState) -> Iterator[Violation]:
        """Abilities the table carries out before the dice must be done (``before_dice_done``) first."""
        steps = [
            step
            for side, cards, attacking in (
                (self.attacker, self.attacker_cards, True),
                (self.defender, self.defender_cards, False),
            )
            if isinstance(side, int)
            for step in table_steps_before_dice(state, state.players[side].faction, cards, attacking)
        ]
        if steps and not self.before_dice_done:
            yield RULES["col.card_ability"].violated(N_("Before the roll, carry out: {steps}"), steps=" ".join(steps))

    def _defender_checks(self, state: ColumbiaState) -> Iterator[Violation]:
        where = loc(state, self.location)
        attacking = None if self.attacker == "booker" else state.players[self.attacker].faction
        enemy_there = attacking is not None and (
            ("vox" if attacking == "founders" else "founders") in factions_present(state, where)
        )
        if self.defender == "token":
            if where.token is None:
                yield RULES["col.combat_sides"].violated(
                    N_("No territory token on {place}."), place=place_name(state, self.location)
                )
            elif where.token.total is None and self.token_total is None:
                yield RULES["col.token_combat"].violated(
                    N_("Reveal the token: enter its combat total and Silver Eagles.")
                )
            elif where.token.eagles is None and self.token_eagles is None:
                yield RULES["col.token_combat"].violated(
                    N_("Enter the Silver Eagles printed on the token: beaten, it pays them.")
                )
        elif self.defender == "booker":
            if self.attacker == "booker" or state.booker != self.location:
                yield RULES["col.combat_sides"].violated(
                    N_("Booker is not on {place}."), place=place_name(state, self.location)
                )
            elif where.token is not None or enemy_there:
                yield RULES["col.token_before_booker"].violated(
                    N_("Fight the token and enemy units there before Booker.")
                )
        else:
            if not 0 <= self.defender < len(state.players):
                yield RULES["col.combat_sides"].violated(N_("No player {player}."), player=self.defender)
                return
            faction = state.players[self.defender].faction
            if faction == attacking or faction not in factions_present(state, where):
                yield RULES["col.combat_sides"].violated(
                    N_("{side} has no pieces to defend on {place}."),
                    side=side_name(state, self.defender),
                    place=place_name(state, self.location),
                )
            elif self.defender not in controlling_players(state, where, faction):
                yield RULES["col.combat_sides"].violated(
                    N_("The teammate controlling {place} defends it."), place=place_name(state, self.location)
                )
            elif (
                self.attacker == "booker"
                and not faction_units(state, where, faction)
                and state.options.get("booker_vs_structures") != "battle"
            ):
                yield RULES["col.booker_aggressive"].violated(N_("Booker battles units, and there are none here."))

    def _choice_checks(
        self, state: ColumbiaState, side: Side, lose: int | None, retreat: int | None
    ) -> Iterator[Violation]:
        if not isinstance(side, int) or not 0 <= side < len(state.players):
            if lose is not None or retreat is not None:
                yield RULES["col.loser_consequences"].violated(
                    N_("{side} has no units to lose or retreat."), side=side_name(state, side)
                )
            return
        where, faction = loc(state, self.location), state.players[side].faction
        if lose is not None and lose not in [u.id for u in faction_units(state, where, faction)]:
            yield RULES["col.loser_consequences"].violated(
                N_("Unit {unit} is not one of {side}'s units on {place}."),
                unit=lose,
                side=side_name(state, side),
                place=place_name(state, self.location),
            )
        if retreat is not None and retreat not in retreat_targets(state, faction, where):
            yield RULES["col.loser_consequences"].violated(
                N_("{place} is not a stronghold location {side} controls."),
                place=place_name(state, retreat),
                side=side_name(state, side),
            )

    def run(self, state: ColumbiaState) -> list[str]:
        where = loc(state, self.location)
        plan = self.plan(state, state.rng)
        notes = self._void_upgrades(state, plan) + plan.notes
        for unit in (u for side in plan.sides.values() for u in side.brought):  # Propaganda moves them in
            found = find_unit(state, unit.id)
            if found is not None:
                found[0].units.remove(found[1])
                where.units.append(found[1])
        totals: list[int] = []
        for role, roll in zip(ROLES, (self.attacker_roll, self.defender_roll), strict=True):
            attacking = role == "attacker"
            side, cards = plan.sides[role].side, plan.sides[role].cards
            if side == "token":
                token = where.token or Token()
                token.revealed = True
                printed = token.total if token.total is not None else self.token_total or 0
                token.total = printed
                token.eagles = token.eagles if token.eagles is not None else self.token_eagles
                totals.append(printed)
                notes.append(f"The token's total is {printed}.")
                continue
            pool = plan_pool(state, where, replace(plan.sides[role], brought=[]), attacking)  # brought: now there
            faces = take_roll(state, pool.dice, roll)
            card_part = plan_cards(state, plan.sides[role], attacking)
            total = roll_total(pool, faces) + card_part
            totals.append(total)
            notes.append(
                f"{side_name(state, side)} rolled {dice_words(pool.dice, faces)}"
                + (f", alarm +{pool.per_die or pool.flat}" if pool.per_die or pool.flat else "")
                + (f", cards +{card_part}" if cards or card_part else "")
                + f": total {total}."
                + "".join(f" ({n}.)" for n in pool.notes)
            )
            if isinstance(side, int):
                state.players[side].hand -= len(cards)
                state.players[side].discard += len(cards)  # reading A20
                notes += resolve_played(state, side, plan.sides[role].in_effect, "combat", attacking)
        attack, defend = totals
        attacker_wins = attack > defend or (attack == defend and not defender_wins_ties(state, self.defender))
        winner, loser = (self.attacker, self.defender) if attacker_wins else (self.defender, self.attacker)
        notes.append(
            f"{side_name(state, winner)} wins {attack}-{defend}"
            + (" (the defender wins ties)." if attack == defend else ".")
        )
        notes += self._consequences(state, winner, loser, plan)
        if state.progress.step == "booker_battle":
            notes += finish_step(state, "booker_battle")
        return notes

    def _void_upgrades(self, state: ColumbiaState, plan: Plan) -> list[str]:
        """A played card whose ability voids upgrades switches them off for the round, before the totals."""
        for role, side_plan in plan.sides.items():
            side, cards = side_plan.side, side_plan.in_effect
            if isinstance(side, int) and voids_upgrades(state, state.players[side].faction, cards, role == "attacker"):
                state.outage_round = state.round
                return ["A played card's ability: upgrades count for nothing this round."]
        return []

    def _consequences(self, state: ColumbiaState, winner: Side, loser: Side, plan: Plan) -> list[str]:
        where = loc(state, self.location)
        win_faction: Faction | None = state.players[winner].faction if isinstance(winner, int) else None
        notes = []
        if loser == "token" and isinstance(winner, int):
            eagles = where.token.eagles or 0 if where.token else 0  # checked: entered before the fight
            where.token = None
            state.players[winner].eagles += eagles
            notes.append(f"The token is removed: {state.players[winner].name} takes ${eagles}.")
        elif loser == "booker":
            notes += booker_beaten(state, where, win_faction)
        elif isinstance(loser, int):
            lose, retreat = (
                (self.attacker_loses, self.attacker_retreat)
                if loser == self.attacker
                else (self.defender_loses, self.defender_retreat)
            )
            bold = plan.sides[ROLES[0] if loser == self.attacker else ROLES[1]].bold
            notes += defeat_faction(state, where, state.players[loser].faction, lose, retreat, bold)
            if winner == "booker":
                notes += booker_wins(state, where)
        if win_faction and (not isinstance(loser, str) or state.options.get("upgrade_for_token_booker") != "no"):
            notes += earn(state, win_faction, "win a combat")
        return notes


def dice_words(dice: list[str], faces: list[int | str]) -> str:
    """The dice a side rolled, as said at the table ("3 on white, 1 on blue"; "no dice")."""
    return ", ".join(f"{face} on {colour}" for colour, face in zip(dice, faces, strict=False)) or "no dice"
