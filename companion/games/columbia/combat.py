"""Combat: dice pools from the pieces present, totals, and the loser's consequences.

A side is a faction (its controlling player plays the cards), Booker, or a territory token.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ...engine.dice import Die
from ...engine.game import counted
from ...i18n import _
from .abilities import Side as Side
from .abilities import SidePlan
from .content import DIE_COLOUR_NAMES, FACTION_NAMES, Faction
from .effects import PlayedCard as PlayedCard
from .effects import card_dice, combat_bonus, lone_card_value
from .state import (
    ColumbiaState,
    Location,
    Unit,
    adjacent,
    card_bonus,
    controls,
    elizabeth_location,
    faction_units,
    loc,
    place_name,
    unit_faction,
)

UNIT_DIE = {"leader": "red", "special": "blue", "common": "white"}
STRUCTURE_DIE = {"stronghold": "red", "turret": "blue", "alarm": "white"}


@dataclass
class Pool:
    """The dice one side rolls, with a bonus on each die and a flat bonus (alarm, cards)."""

    dice: list[str] = field(default_factory=list)
    per_die: int = 0
    flat: int = 0
    notes: list[str] = field(default_factory=list)


def die(state: ColumbiaState, colour: str) -> Die:
    return Die(name=colour, faces=list(state.dice.get(colour, [])))


def faction_pool(state: ColumbiaState, where: Location, faction: Faction) -> Pool:
    """Dice from the faction's units and structure there, adjacent turrets (A14) and the alarm (A1)."""
    pool = Pool(dice=[UNIT_DIE[u.kind] for u in faction_units(state, where, faction)])
    own = where.structure if where.structure and _faction(state, where.structure.owner) == faction else None
    if own:
        pool.dice.append(STRUCTURE_DIE[own.kind])
    for other in state.locations:
        s = other.structure
        if other is where or other.destroyed or not s or s.kind != "turret" or _faction(state, s.owner) != faction:
            continue
        near = adjacent(state, where.number, other.number)
        if near:
            pool.dice.append("blue")
            pool.notes.append(_("turret on {place} reaches here").format(place=place_name(state, other.number)))
        elif near is None:
            pool.notes.append(_("adjacency not entered: turrets on other locations are not counted"))
            break
    if own and own.kind == "alarm":
        if state.options.get("alarm_bonus") == "once":
            pool.flat += 1
        else:
            pool.per_die = 1
    return pool


def booker_pool(state: ColumbiaState, attacking: bool) -> Pool:
    """3 red; +1 white when attacking with an uncontrolled Elizabeth (A13: none when defending)."""
    pool = Pool(dice=["red"] * 3)
    if attacking and state.elizabeth.where == "with_booker":
        pool.dice.append("white")
        pool.notes.append(_("Elizabeth is with Booker: +1 white die"))
    return pool


def _faction(state: ColumbiaState, player: int) -> Faction:
    return state.players[player].faction


def cards_total(state: ColumbiaState, faction: Faction | None, cards: Sequence[PlayedCard], attacking: bool) -> int:
    """Combat values of played cards plus combat upgrades and typed abilities (a lone-card value replaces all)."""
    if faction is None:
        return 0
    lone = lone_card_value(state, faction, cards)
    if lone is not None:
        return lone
    printed = sum(c.value + card_bonus(state, faction, c.card, "combat") for c in cards)
    return printed + combat_bonus(state, faction, cards, attacking)


def side_pool(
    state: ColumbiaState,
    where: Location,
    side: Side,
    attacking: bool,
    cards: Sequence[PlayedCard],
    brought: Sequence[Unit] = (),
) -> Pool:
    """The side's dice from its pieces (and units an ability brings in), with the dice its played
    cards add or take away."""
    pool = pool_for(state, where, side, attacking)
    faction = state.players[side].faction if isinstance(side, int) else None
    pool.dice += [UNIT_DIE[u.kind] for u in brought]
    added, removed = card_dice(state, faction, cards, attacking)
    pool.dice += added
    for colour in removed:
        if colour in pool.dice:
            del pool.dice[len(pool.dice) - 1 - pool.dice[::-1].index(colour)]
            pool.notes.append(_("a played card takes away a {colour} die").format(colour=_(DIE_COLOUR_NAMES[colour])))
    return pool


def plan_pool(state: ColumbiaState, where: Location, plan: SidePlan, attacking: bool) -> Pool:
    """A side's dice once the abilities before the dice have acted."""
    return side_pool(state, where, plan.side, attacking, plan.in_effect, plan.brought)


def plan_cards(state: ColumbiaState, plan: SidePlan, attacking: bool) -> int:
    """A side's card part of the total once the abilities before the dice have acted (Bold Maneuver's bonus too)."""
    faction = state.players[plan.side].faction if isinstance(plan.side, int) else None
    return cards_total(state, faction, plan.in_effect, attacking) + plan.bonus


def pool_for(state: ColumbiaState, where: Location, side: Side, attacking: bool) -> Pool:
    if side == "booker":
        return booker_pool(state, attacking)
    if side == "token":
        return Pool()
    return faction_pool(state, where, _faction(state, side))


def roll_total(pool: Pool, faces: list[int | str]) -> int:
    numbers = [f for f in faces if isinstance(f, int)]
    return sum(numbers) + pool.per_die * len(faces) + pool.flat


def defender_wins_ties(state: ColumbiaState, defender: Side) -> bool:
    return not (defender == "booker" and state.options.get("booker_defender_ties") == "no")


def retreat_targets(state: ColumbiaState, faction: Faction, leaving: Location) -> list[int]:
    """Locations the faction controls with one of its strongholds (A16: teammates' count)."""
    return [
        w.number
        for w in state.locations
        if w is not leaving
        and w.structure
        and w.structure.kind == "stronghold"
        and _faction(state, w.structure.owner) == faction
        and controls(state, faction, w)
    ]


def weakest_unit(units: list[Unit]) -> Unit:
    order = {"common": 0, "special": 1, "leader": 2}
    return min(units, key=lambda u: (order[u.kind], u.id))


def defeat_faction(
    state: ColumbiaState,
    where: Location,
    faction: Faction,
    lose: int | None,
    retreat: int | None,
    bold: bool = False,
) -> list[str]:
    """The loser's consequences: structure destroyed, one unit lost (every common unit after a Bold
    Maneuver), the rest retreat or die."""
    notes = []
    if where.structure and _faction(state, where.structure.owner) == faction:
        notes.append(f"Destroy the {where.structure.kind} at {place_name(state, where.number)}.")
        where.structure = None
    units = faction_units(state, where, faction)
    if not units:
        return notes
    commons = [u for u in units if u.kind == "common"]
    if bold and commons:
        lost = commons
        notes.append(f"Bold Maneuver: destroy all {len(commons)} {FACTION_NAMES[faction]} common units here.")
    else:
        lost = [next((u for u in units if u.id == lose), None) or weakest_unit(units)]
        notes.append(f"Destroy {FACTION_NAMES[faction]} {lost[0].label()} (unit {lost[0].id}).")
    rest = [u for u in units if u not in lost]
    where.units = [u for u in where.units if unit_faction(state, u) != faction]
    if not rest:
        return notes
    targets = retreat_targets(state, faction, where)
    if not targets:
        notes.append(f"No stronghold location to retreat to: destroy the other {counted(len(rest), 'unit')}.")
        return notes
    target = retreat if retreat in targets else targets[0]
    loc(state, target).units.extend(rest)
    notes.append(f"Retreat {counted(len(rest), 'unit')} to {place_name(state, target)} (a stronghold location).")
    return notes


def booker_beaten(state: ColumbiaState, where: Location, winner: Faction | None) -> list[str]:
    notes = ["Booker is beaten and leaves the board until the next World Event phase."]
    if state.elizabeth.where == "with_booker":
        state.elizabeth = state.elizabeth.model_copy(update={"where": "left", "location": where.number})
        notes.append(f"Elizabeth stays at {place_name(state, where.number)}.")
    state.booker = None
    return notes


def booker_wins(state: ColumbiaState, where: Location) -> list[str]:
    if state.elizabeth.where == "left" and elizabeth_location(state) == where.number:
        state.elizabeth = state.elizabeth.model_copy(update={"where": "with_booker", "location": None, "holder": None})
        return ["Booker takes Elizabeth back."]
    return []
