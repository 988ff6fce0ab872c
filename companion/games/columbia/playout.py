"""Random legal commands for playouts and benchmarks (the property test drives whole games)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from ...engine import Command, CompleteStep, validate
from .abilities import ROLES, AbilityUse, Role, before_dice_effects
from .combat import PlayedCard, Side, die, plan_pool
from .commands import (
    Build,
    BuyUpgrade,
    ConfirmCardStep,
    DrawUp,
    EndTurn,
    ForgoUpgrade,
    Move,
    PlaceBooker,
    Produce,
    Recruit,
    ResolveCombat,
    ResolveElizabeth,
    ResolveVote,
    RevealVpCard,
    RevealWorldEvent,
    SkyRide,
    SpendUpgrade,
    Vote,
)
from .commands.world import _tied
from .content import FACTIONS, EventEffect, VpCardEntry, WorldEventEntry
from .state import (
    ColumbiaState,
    active_player,
    controlling_players,
    faction_of,
    factions_present,
    loc,
    opponent,
    pending_combats,
)

AnyCommand = Command[Any]
EVENT_EFFECTS = [  # playout fixture effects, one of each kind
    EventEffect(kind="eagles_each", amount=1),
    EventEffect(kind="destroy_location", location=7),
    EventEffect(kind="text", text="Playout: a text effect the table resolves."),
]
KINDS = ("key", "influence", "combat", "eagles")


def _roll(state: ColumbiaState, colours: list[str], rnd: random.Random) -> list[int] | None:
    """None (roll digitally) when every die is known, else faces as if entered from real dice."""
    if all(die(state, c).known for c in colours):
        return None
    return [rnd.randint(0, 3) for _ in colours]


def _cards(state: ColumbiaState, rnd: random.Random, hand: int, most: int = 2) -> list[PlayedCard]:
    """Cards of the types whose abilities the box gives (typed or text), or unnamed ones."""
    names = ["", *sorted(state.abilities)]
    return [PlayedCard(card=rnd.choice(names), value=rnd.randint(0, 3)) for _ in range(rnd.randint(0, min(hand, most)))]


def _first_legal(state: ColumbiaState, candidates: Sequence[AnyCommand | None]) -> AnyCommand | None:
    return next((c for c in candidates if c is not None and not validate(state, c)), None)


def random_command(state: ColumbiaState, rnd: random.Random) -> AnyCommand | None:
    if state.finished:
        return None
    owed = [f for f in FACTIONS if state.factions[f].pending_upgrades]
    if owed:  # an earned upgrade is placed at once, before anything else (a correction may owe one anywhere)
        spend = SpendUpgrade(faction=owed[0], card="Handyman", what=rnd.choice(KINDS))
        return _first_legal(state, [spend]) or ForgoUpgrade(faction=owed[0])
    if state.vp_card_due:
        return RevealVpCard(card=_vp_card(rnd))
    if state.card_steps and rnd.random() < 0.7:
        return ConfirmCardStep(index=rnd.randrange(len(state.card_steps)))
    return STEPS.get(state.progress.step, _reveal_vp)(state, rnd)


def _active_hand(state: ColumbiaState) -> int:
    return state.players[active_player(state)].hand


def _reveal_vp(state: ColumbiaState, rnd: random.Random) -> AnyCommand:
    return RevealVpCard(card=_vp_card(rnd) if state.vp_deck else None)


def _event(rnd: random.Random) -> WorldEventEntry:
    return WorldEventEntry(
        id="random",
        name="Random event",
        source="random playout",
        signs={f: rnd.choice("+-?") for f in FACTIONS},
        booker_location=rnd.randint(1, 15),
        aggressive=rnd.random() < 0.4,
        elizabeth=rnd.random() < 0.4,
        upgrades_off=rnd.random() < 0.1,
        effects=[rnd.choice(EVENT_EFFECTS)] if rnd.random() < 0.3 else [],
    )


def _vp_card(rnd: random.Random) -> VpCardEntry:
    return VpCardEntry(id="random", name="Random VP card", source="random playout", vp=rnd.randint(1, 3))


def _vote(state: ColumbiaState, rnd: random.Random) -> ResolveVote:
    votes = [
        Vote(player=p, cards=_cards(state, rnd, pl.hand), direction=rnd.choice("+-"))
        for p, pl in enumerate(state.players)
    ]
    draft = ResolveVote(votes=votes)
    tied = _tied(state, draft._all(state))
    white = _roll(state, ["white"], rnd)
    ties = None if white is None else [rnd.sample(range(1, len(tied) + 1), len(tied))]
    return ResolveVote(votes=votes, booker_roll=None if white is None else white[0], tie_rolls=ties)


def _booker_battle(state: ColumbiaState, rnd: random.Random) -> AnyCommand:
    where = loc(state, state.booker or 1)  # the battle step comes only with Booker on the board
    faction = next(iter(factions_present(state, where)))
    defender = controlling_players(state, where, faction)[0]
    fight = _fight(state, rnd, where.number, "booker", defender)  # a choice the fight refuses: none made
    return _first_legal(state, [fight]) or _fight(state, rnd, where.number, "booker", defender, choices=False)


def _fight(
    state: ColumbiaState, rnd: random.Random, number: int, attacker: Side, defender: Side, choices: bool = True
) -> ResolveCombat:
    """A combat with random cards, random choices for their abilities before the dice, and dice for
    exactly the pools those abilities leave (entered when the faces are not known)."""
    cards = {
        role: _cards(state, rnd, state.players[side].hand) if isinstance(side, int) else []
        for role, side in zip(ROLES, (attacker, defender), strict=True)
    }
    uses: list[AbilityUse] = []
    for role, side in zip(ROLES, (attacker, defender), strict=True):
        for index in before_dice_effects(state, side, cards[role], role == "attacker"):
            use = _ability_use(state, rnd, number, role, side, index, cards[role][index].card) if choices else None
            if use is not None and not {u for other in uses for u in other.units} & set(use.units):
                uses.append(use)
    draft = ResolveCombat(
        location=number,
        attacker=attacker,
        defender=defender,
        attacker_cards=cards["attacker"],
        defender_cards=cards["defender"],
        abilities=uses,
        first=rnd.choice(ROLES),
        before_dice_done=True,  # the table carries out what the cards say before the roll
        token_total=rnd.randint(2, 8) if defender == "token" else None,
        token_eagles=rnd.randint(1, 3) if defender == "token" else None,
    )
    plan = draft.plan(state, state.rng.model_copy())
    where = loc(state, number)
    rolls = {
        role: None
        if side.side == "token"
        else _roll(state, plan_pool(state, where, side, role == "attacker").dice, rnd)
        for role, side in plan.sides.items()
    }
    return draft.model_copy(update={"attacker_roll": rolls["attacker"], "defender_roll": rolls["defender"]})


def _ability_use(
    state: ColumbiaState, rnd: random.Random, number: int, role: Role, side: Side, index: int, card: str
) -> AbilityUse | None:
    """A random choice for one ability before the dice (used or not, which unit comes in)."""
    kind = state.abilities[card].effect.kind
    if rnd.random() < 0.3:
        return None
    if kind == "bring_common":
        commons = [
            u.id
            for w in state.locations
            if w.number != number
            for u in w.units
            if u.owner == side and u.kind == "common"
        ]
        return AbilityUse(side=role, card=index, units=[rnd.choice(commons)]) if commons else None
    return AbilityUse(side=role, card=index)


def _own_locations(state: ColumbiaState, player: int) -> list[int]:
    return [
        w.number
        for w in state.locations
        if any(u.owner == player for u in w.units) or (w.structure and w.structure.owner == player)
    ]


def _build(state: ColumbiaState, rnd: random.Random) -> AnyCommand:
    player = active_player(state)
    spots = _own_locations(state, player) or [1]
    candidates = [
        Recruit(location=rnd.choice(spots), kind=rnd.choice(["special", "common"])),
        Build(location=rnd.choice(spots), kind=rnd.choice(["stronghold", "turret", "alarm"])),
        BuyUpgrade(card="Handyman", what=rnd.choice(KINDS)),
    ]
    rnd.shuffle(candidates)
    if rnd.random() < 0.4:
        return CompleteStep(step="build")
    return _first_legal(state, candidates) or CompleteStep(step="build")


def _move(state: ColumbiaState, rnd: random.Random) -> AnyCommand:
    player = active_player(state)
    units = [(w.number, u) for w in state.locations for u in w.units if u.owner == player and u.id not in state.moved]
    if not units or rnd.random() < 0.3:
        return CompleteStep(step="move")
    origin, unit = rnd.choice(units)
    if state.adjacency is not None:
        targets = [b if a == origin else a for a, b in state.adjacency if origin in (a, b)] or [rnd.randint(1, 15)]
    else:
        targets = [rnd.randint(1, 15)]
    to = rnd.choice(targets)
    if rnd.random() < 0.2:
        spaces = rnd.randint(1, 2)
        rolls = None if die(state, "skyline").known else [[rnd.choice(["safe", 0, 1, 2])] * 3 for _ in range(spaces)]
        ride = SkyRide(
            unit=unit.id,
            to=rnd.randint(1, 15),
            spaces=spaces,
            rolls=rolls,
            on_danger=rnd.choice(["discard", "destroy"]),
        )
        return _first_legal(state, [ride]) or CompleteStep(step="move")
    return _first_legal(state, [Move(unit=unit.id, to=to)]) or CompleteStep(step="move")


def _combat(state: ColumbiaState, rnd: random.Random) -> AnyCommand:
    pending = pending_combats(state)
    if not pending:
        return EndTurn()
    player = active_player(state)
    where = loc(state, pending[0])
    enemy = opponent(faction_of(state, player))
    defender: Side
    if enemy in factions_present(state, where):
        defender = controlling_players(state, where, enemy)[0]
    elif where.token is not None:
        defender = "token"
    else:
        defender = "booker"
    fight = _fight(state, rnd, where.number, player, defender)
    return _first_legal(state, [fight]) or _fight(state, rnd, where.number, player, defender, choices=False)


STEPS: dict[str, Callable[[ColumbiaState, random.Random], AnyCommand]] = {
    "reveal": lambda state, rnd: RevealWorldEvent(card=_event(rnd) if state.event_deck else None),
    "vote": lambda state, rnd: _vote(state, rnd),
    "elizabeth": lambda state, rnd: ResolveElizabeth(),
    "booker": lambda state, rnd: PlaceBooker(),
    "booker_battle": lambda state, rnd: _booker_battle(state, rnd),
    "produce": lambda state, rnd: Produce(cards=_cards(state, rnd, _active_hand(state))),
    "build": lambda state, rnd: _build(state, rnd),
    "move": lambda state, rnd: _move(state, rnd),
    "combat": lambda state, rnd: _combat(state, rnd),
    "draw": lambda state, rnd: DrawUp(),
}
