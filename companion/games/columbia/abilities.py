"""Combat abilities the app carries out before the dice: Vigor's discard, Bold Maneuver, Propaganda and
dice added or taken away (rulebook combat page l.12-17; the cards: columbia-facts.md §5).

The table's choices travel in the combat command as :class:`AbilityUse`; :func:`prepare` works out,
for each side, the cards still in effect, the dice rolled and the bonus after those abilities, with a
sentence for what each one changed. When both sides have such abilities, the first player says which
side's resolve first (rules summary §Upgrades l.234: "If two game effects take place simultaneously,
the first player chooses the order"): a Vigor resolved first may discard the other side's Vigor.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from itertools import combinations
from typing import Literal

from pydantic import BaseModel, Field

from ...engine.rng import RngState, draw
from ...i18n import N_, Phrase
from .content import BEFORE_DICE, CardEffect
from .effects import PlayedCard, active_ability, effect_applies
from .state import ColumbiaState, Location, Unit, faction_of, faction_units, find_unit, place_name

Role = Literal["attacker", "defender"]
Side = int | Literal["booker", "token"]
ROLES: tuple[Role, Role] = ("attacker", "defender")


class AbilityUse(BaseModel):
    """The table's choice for one played card's ability before the dice.

    ``card`` is the card's place among its side's played cards. Bold Maneuver acts only when listed
    (the card says "may"); Propaganda brings the common ``units`` listed; Vigor always acts, and
    ``discard`` names the opposing cards it discards (their places among the opponent's cards; left
    out, the app picks at random, replay-stable like its dice).
    """

    side: Role
    card: int = Field(ge=0, le=30)
    units: list[int] = Field(default_factory=list, max_length=5)
    discard: list[int] | None = Field(default=None, max_length=5)


@dataclass
class SidePlan:
    """One side after the abilities before the dice."""

    side: Side
    cards: list[PlayedCard]
    discarded: set[int] = field(default_factory=set)
    bonus: int = 0
    bold: bool = False
    brought: list[Unit] = field(default_factory=list)

    @property
    def in_effect(self) -> list[PlayedCard]:
        """The played cards that still count (a card Vigor discarded has no effect)."""
        return [c for i, c in enumerate(self.cards) if i not in self.discarded]


@dataclass
class Plan:
    """Both sides after the abilities before the dice, what each ability did, and what is wrong."""

    sides: dict[Role, SidePlan]
    notes: list[str] = field(default_factory=list)
    problems: list[tuple[str, Phrase]] = field(default_factory=list)
    """(rule id, why) for each choice the rules refuse."""
    pending: list[tuple[Role, int, list[int], int]] = field(default_factory=list)
    """Vigor picks left to chance and not made yet: (side, card, the opposing cards open, how many go)."""


def _faction(state: ColumbiaState, side: Side) -> str | None:
    return faction_of(state, side) if isinstance(side, int) and 0 <= side < len(state.players) else None


def before_dice_effects(state: ColumbiaState, side: Side, cards: Sequence[PlayedCard], attacking: bool) -> list[int]:
    """The places of ``cards`` whose ability the app carries out before the dice of this combat."""
    faction = _faction(state, side)
    found = []
    for i, played in enumerate(cards):
        ability = active_ability(state, faction, played.card)  # type: ignore[arg-type]
        if (
            ability is not None
            and ability.timing == "combat"
            and ability.effect.kind in BEFORE_DICE
            and effect_applies(ability.effect, attacking)
        ):
            found.append(i)
    return found


def _effect(state: ColumbiaState, card: PlayedCard) -> CardEffect:
    return state.abilities[card.card].effect


def _who(state: ColumbiaState, side: Side) -> Phrase | str:
    """A side as a sentence names it: a player's name, or an app phrase told in each reader's language."""
    if isinstance(side, str):
        return Phrase(N_("the territory token")) if side == "token" else Phrase(N_("Booker"))
    return state.players[side].name if 0 <= side < len(state.players) else Phrase(N_("player {number}"), number=side)


def prepare(
    state: ColumbiaState,
    where: Location,
    sides: Mapping[Role, tuple[Side, Sequence[PlayedCard]]],
    uses: Sequence[AbilityUse] = (),
    first: Role | None = None,
    rng: RngState | None = None,
) -> Plan:
    """Carry out the abilities before the dice on paper (nothing on the board changes).

    ``rng`` picks Vigor's discards the table left to the app (a copy when only checking); with None
    those picks stay open (``pending``) and discard nothing.
    """
    plan = Plan({role: SidePlan(side, list(cards)) for role, (side, cards) in sides.items()})
    acting = {role: before_dice_effects(state, s.side, s.cards, role == "attacker") for role, s in plan.sides.items()}
    plan.problems += [("col.card_ability", why) for why in _use_problems(state, plan, acting, uses)]
    both = all(acting[role] for role in ROLES)
    if both and first is None:
        plan.problems.append(
            (
                "col.simultaneous_effects",
                Phrase(
                    N_(
                        "Both sides have abilities before the dice: {player} (the first player) "
                        "chooses which side's resolve first."
                    ),
                    player=_who(state, state.first_player),
                ),
            )
        )
    order = ROLES if first != "defender" else ROLES[::-1]
    for role in order:
        for index in acting[role]:
            own = plan.sides[role]
            if index in own.discarded:  # discarded by a Vigor resolved earlier: no effect
                continue
            use = next((u for u in uses if u.side == role and u.card == index), None)
            _resolve(state, where, plan, role, index, use, rng)
    return plan


def possible_plans(
    state: ColumbiaState,
    where: Location,
    sides: Mapping[Role, tuple[Side, Sequence[PlayedCard]]],
    uses: Sequence[AbilityUse] = (),
    first: Role | None = None,
) -> list[tuple[Fraction, Plan]]:
    """Every way the random picks can fall, each with its chance (one plan when nothing is left to chance)."""
    plan = prepare(state, where, sides, uses, first)
    if not plan.pending:
        return [(Fraction(1), plan)]
    role, index, open_cards, count = plan.pending[0]
    picks = list(combinations(open_cards, count))
    share = Fraction(1, len(picks))
    others = [u for u in uses if (u.side, u.card) != (role, index)]
    mine = next((u for u in uses if (u.side, u.card) == (role, index)), AbilityUse(side=role, card=index))
    return [
        (share * p, way)
        for pick in picks
        for p, way in possible_plans(
            state, where, sides, [*others, mine.model_copy(update={"discard": list(pick)})], first
        )
    ]


def _use_problems(
    state: ColumbiaState, plan: Plan, acting: dict[Role, list[int]], uses: Sequence[AbilityUse]
) -> Iterator[Phrase]:
    seen = set()
    for use in uses:
        if (use.side, use.card) in seen or use.card not in acting[use.side]:
            yield Phrase(N_("Each choice belongs to one played card whose ability acts before the dice."))
            return
        seen.add((use.side, use.card))
        kind = _effect(state, plan.sides[use.side].cards[use.card]).kind
        if use.units and kind != "bring_common" or use.discard is not None and kind != "discard_opposing":
            yield Phrase(N_("That card's ability neither brings units nor discards cards."))


def _resolve(
    state: ColumbiaState,
    where: Location,
    plan: Plan,
    role: Role,
    index: int,
    use: AbilityUse | None,
    rng: RngState | None,
) -> None:
    own = plan.sides[role]
    other = plan.sides["defender" if role == "attacker" else "attacker"]
    card = own.cards[index]
    effect = _effect(state, card)
    name = Phrase(
        N_("{card} ({ability})"), card=card.card, ability=state.abilities[card.card].name or Phrase(N_("ability"))
    )
    who = _who(state, own.side)
    if effect.kind == "bold":
        if use is None:
            return
        faction = _faction(state, own.side)
        commons = [u for u in faction_units(state, where, faction) if u.kind == "common"] if faction else []  # type: ignore[arg-type]
        if not commons and not any(u.kind == "common" for u in own.brought):
            no_common = Phrase(N_("{card}: {side} has no common unit in this combat."), card=name, side=who)
            plan.problems.append(("col.card_ability", no_common))
            return
        own.bonus += effect.amount
        own.bold = True
        plan.notes.append(
            f"{name}: {who} +{effect.amount}; if {who} loses, all of his common units here are destroyed."
        )
    elif effect.kind == "bring_common":
        _bring(state, where, plan, own, name, effect.amount, use.units if use else [])
    elif effect.kind == "discard_opposing":
        _discard(state, plan, (role, index), other, name, effect.amount, use.discard if use else None, rng)


def _bring(
    state: ColumbiaState, where: Location, plan: Plan, own: SidePlan, name: Phrase, most: int, units: list[int]
) -> None:
    who = _who(state, own.side)
    if not units:
        return
    if len(units) > most:
        at_most = Phrase.ngettext(
            "{card} brings at most {n} common unit.", "{card} brings at most {n} common units.", most, card=name
        )
        plan.problems.append(("col.card_ability", at_most))
        return
    for unit_id in units:
        found = find_unit(state, unit_id)
        taken = unit_id in [u.id for s in plan.sides.values() for u in s.brought]
        if found is None or found[1].owner != own.side or found[1].kind != "common" or found[0] is where or taken:
            plan.problems.append(
                (
                    "col.card_ability",
                    Phrase(
                        N_("{card}: unit {unit} is not one of {side}'s common units elsewhere on the board."),
                        card=name,
                        unit=unit_id,
                        side=who,
                    ),
                )
            )
            return
        own.brought.append(found[1])
        plan.notes.append(
            f"{name}: {who}'s common unit moves from {place_name(state, found[0].number)} into this combat "
            "(+1 white die)."
        )


def _discard(
    state: ColumbiaState,
    plan: Plan,
    card: tuple[Role, int],
    other: SidePlan,
    name: Phrase,
    amount: int,
    picks: list[int] | None,
    rng: RngState | None,
) -> None:
    open_cards = [i for i in range(len(other.cards)) if i not in other.discarded]
    count = min(max(amount, 0), len(open_cards))
    if count == 0:
        plan.notes.append(f"{name}: {_who(state, other.side)} played no card to discard.")
        return
    if picks is None:
        if rng is None:
            plan.pending.append((*card, open_cards, count))
            plan.notes.append(
                f"{name}: {count} of {_who(state, other.side)}'s {len(open_cards)} cards will be discarded at "
                "random when the combat is resolved."
            )
            return
        picks = sorted(draw(rng).sample(open_cards, count))
    if len(set(picks)) != count or any(p not in open_cards for p in picks):
        plan.problems.append(
            (
                "col.card_ability",
                Phrase.ngettext(
                    "{card} discards {n} of {side}'s cards still in play: name {n} of them.",
                    "{card} discards {n} of {side}'s cards still in play: name {n} of them.",
                    count,
                    card=name,
                    side=_who(state, other.side),
                ),
            )
        )
        return
    other.discarded |= set(picks)
    said = ", ".join(f"{other.cards[p].card or 'card'} {other.cards[p].value}" for p in picks)
    plan.notes.append(f"{name}: {_who(state, other.side)}'s {said} is discarded and has no effect.")
