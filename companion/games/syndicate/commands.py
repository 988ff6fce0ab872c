"""Every Syndicate action as a command: checked against the rules, applied with reasons."""

from __future__ import annotations

from collections.abc import Iterator
from typing import ClassVar, Literal

from pydantic import Field

from ...engine import Command, Violation
from ...engine import dice as dicelib
from ...engine.common import finish_step
from ...engine.phases import phase_of
from . import collection, market, odds, sovereign, zones
from .options import OPTION_KEYS
from .phases import ROUND_SPEC
from .rules import rule
from .state import (
    RESOURCES,
    MissionCard,
    Resource,
    Resources,
    SovereignCardSpec,
    Special,
    SyndicateSpec,
    SyndicateState,
    Territory,
    Zone,
    slug,
)

TURNS = ("turns",)


def _name(state: SyndicateState, player: int) -> str:
    return state.players[player].name if 0 <= player < len(state.players) else f"player {player}"


def _player_ok(state: SyndicateState, player: int) -> Iterator[Violation]:
    if not 0 <= player < len(state.players):
        yield rule("player_exists").violated(f"There is no player {player}.")


def _own_turn(state: SyndicateState, player: int) -> Iterator[Violation]:
    """The player exists, setup is over, and it is their turn (L353, L391, L540)."""
    if not 0 <= player < len(state.players):
        yield rule("player_exists").violated(f"There is no player {player}.")
    elif not state.setup_done:
        yield rule("setup_first").violated()
    elif player != state.active:
        yield rule("own_turn").violated(f"It is {_name(state, state.active)}'s turn, not {_name(state, player)}'s.")


def _afford(state: SyndicateState, player: int, cost: Resources, what: str) -> Iterator[Violation]:
    lacking = market.short_of(state.players[player].res, cost)
    if lacking:
        yield rule("afford").violated(f"{_name(state, player)} cannot pay for {what}: needs {', '.join(lacking)}.")


def _territory(state: SyndicateState, key: str) -> tuple[Territory | None, list[Violation]]:
    found = state.territory(key)
    return found, [] if found else [rule("territory_known").violated(f"No territory '{key}' in this game: add it in box setup.")]


# -- setup -----------------------------------------------------------------------------------------
class AddTerritory(Command):
    """Copy a territory from the box (or the library) into the game."""

    type: Literal["add_territory"] = "add_territory"
    name: str = Field(min_length=1)
    zone: Zone
    special: Special = ""
    research_boxes: int = Field(default=0, ge=0, le=10)
    mining_amount: int = Field(default=0, ge=0, le=2)
    beams: list[str] = Field(default_factory=list)

    def describe(self, state):
        return f"Add territory {self.name} ({self.zone})"

    def check(self, state):
        if state.territory(self.name) or state.territory(slug(self.name)):
            yield rule("territory_known").violated(f"{self.name} is already in this game.")
        if sum(t.zone == self.zone for t in state.territories) >= zones.TERRITORY_COUNT[self.zone]:
            yield rule("territory_count").violated(f"The board has only {zones.TERRITORY_COUNT[self.zone]} {self.zone} territories.")

    def apply(self, state):
        state.territories.append(Territory(id=slug(self.name), **self.model_dump(exclude={"type"})))


class ChooseSyndicate(Command):
    """A player keeps a syndicate and sets up their mat (L280, L292-304)."""

    type: Literal["choose_syndicate"] = "choose_syndicate"
    player: int
    syndicate: SyndicateSpec

    def describe(self, state):
        return f"{_name(state, self.player)} plays {self.syndicate.name}"

    def check(self, state):
        yield from _player_ok(state, self.player)
        if state.setup_done:
            yield rule("setup_over").violated()
            return
        if not 0 <= self.player < len(state.players):
            return
        me = state.players[self.player]
        if me.syndicate is not None:
            yield rule("syndicate_chosen").violated(f"{me.name} already plays {me.syndicate.name}.")
        if me.offers and self.syndicate.name not in [o.name for o in me.offers]:
            yield rule("syndicate_offered").violated(f"{me.name} was dealt {' and '.join(o.name for o in me.offers)}.")
        if any(p.syndicate and p.syndicate.name.lower() == self.syndicate.name.lower() for p in state.players):
            yield rule("syndicate_taken").violated(f"{self.syndicate.name} is already taken.")
        base = self.syndicate.start_base
        if base:
            found = state.territory(base.territory)
            if not found:
                yield rule("start_base_territory").violated(f"Enter {base.territory} (with its zone) in box setup first.")
            elif found.owner is not None:
                yield rule("start_base_territory").violated(f"{found.name} already has a base.")

    def apply(self, state):
        me = state.players[self.player]
        spec = self.syndicate
        me.syndicate, me.res = spec, spec.start.model_copy()
        me.tech_level, me.assault_level = spec.tech_level, spec.assault_level
        notes = [f"Starts with {spec.start.text()}, tech {spec.tech_level}, assault {spec.assault_level}, 2 armed dice, "
                 f"{me.op_cards} operation cards."]
        if spec.start_base:
            base = state.territory(spec.start_base.territory)
            base.owner, base.fortified, base.chip_present = self.player, spec.start_base.fortified, False
            notes.append(f"Starting base on {base.name} ({'fortified' if base.fortified else 'unfortified'}), "
                         "no bonus chip (L293).")
        return notes + _maybe_finish_setup(state)


class RenamePlayer(Command):
    """Name a seat after the person playing it."""

    type: Literal["rename_player"] = "rename_player"
    player: int
    name: str = Field(min_length=1, max_length=30)

    def describe(self, state):
        return f"{_name(state, self.player)} is now {self.name}"

    def check(self, state):
        yield from _player_ok(state, self.player)
        if any(p.name.lower() == self.name.strip().lower() for i, p in enumerate(state.players) if i != self.player):
            yield rule("player_name").violated(f"Another player is already called {self.name}.")

    def apply(self, state):
        state.players[self.player].name = state.player_names[self.player] = self.name.strip()


def _maybe_finish_setup(state: SyndicateState) -> list[str]:
    if all(p.syndicate for p in state.players) and not state.roll_off:
        state.setup_done = True
        return [f"Setup done: {state.players[state.first_player].name} goes first."]
    return []


class RollFirstPlayer(Command):
    """Everyone (or the tied players) rolls the d12; the highest goes first (L283)."""

    type: Literal["roll_first_player"] = "roll_first_player"
    entered: list[int] | None = None

    def describe(self, state):
        return "Roll the d12 for first player"

    def check(self, state):
        if state.setup_done or not state.roll_off:
            yield rule("setup_over").violated("The first player is already known.")
            return
        yield from dicelib.check_rollable([odds.D12] * len(state.roll_off), self.entered)

    def apply(self, state):
        faces = dicelib.take(state.rng, [odds.D12] * len(state.roll_off), self.entered)
        state.first_roll_faces = faces
        shown = ", ".join(f"{_name(state, p)} {f}" for p, f in zip(state.roll_off, faces))
        top = max(faces)
        tied = [p for p, f in zip(state.roll_off, faces) if f == top]
        if len(tied) > 1:
            state.roll_off = tied
            return [f"Rolled: {shown}. Tie at {top}: {', '.join(_name(state, p) for p in tied)} roll again."]
        state.first_player, state.roll_off = tied[0], []
        return [f"Rolled: {shown}. {_name(state, tied[0])} goes first."] + _maybe_finish_setup(state)


# -- player turn -----------------------------------------------------------------------------------
class AttemptMission(Command):
    """Roll an armed action die for a mission or robbery card (L426-442)."""

    type: Literal["attempt_mission"] = "attempt_mission"
    phases: ClassVar = TURNS
    player: int
    card: MissionCard
    extra_hands: bool = False
    cooperative: bool | None = None
    target: str = ""
    use_casino: bool = True
    entered: list[int] | None = None
    consequence: list[int] | None = None

    def describe(self, state):
        what = f"robbery on {self.target}" if self.card.kind == "robbery" else f"mission on {self.card.territory}"
        return f"{_name(state, self.player)} attempts {self.card.name} ({what})"

    # the pieces the odds panel and the check share
    def occupancy(self, state) -> list[str]:
        if self.card.kind == "robbery":
            return ["any"]
        found = state.territory(self.card.territory)
        if not found or found.owner is None:
            return ["unoccupied"]
        if found.owner == self.player:
            return ["own"]
        return ["cooperative" if self.cooperative else "uncooperative"]

    def winning_faces(self, state) -> tuple[list[int] | None, list[int]]:
        occ = self.occupancy(state)
        base = self.card.lookup(self.card.faces, occ)
        extra = (self.card.lookup(self.card.extra_faces, occ) or []) if self.extra_hands else []
        return base, extra

    def casino(self, state) -> bool:
        return self.use_casino and state.owns_special(self.player, "casino")

    def consequence_dice(self, state) -> int:
        found = state.territory(self.target)
        if not found:
            return 0
        covered = found.fortified or (state.options.get("robbery_vs_mi") == "counts as fortified" and mi_cover(state, found))
        return self.card.dice_fortified if covered else self.card.dice_unfortified

    def chance(self, state):
        base, extra = self.winning_faces(state)
        return odds.mission_chance(base or [], extra, self.casino(state))

    def check(self, state):
        if blocked := list(_own_turn(state, self.player)):
            yield from blocked
            return
        me = state.players[self.player]
        if me.dice_armed < 1:
            yield rule("armed_die").violated(f"{me.name} has no ARMED action die left this round.")
        if me.op_cards < 1:
            yield rule("op_card").violated(f"{me.name} holds no operation card.")
        need = self.card.round_requirement
        if need is not None:
            above = state.options.get("mission_round_gate") == "above"
            if state.round < need or (above and state.round == need):
                word = "above" if above else "at least"
                yield rule("mission_round").violated(f"Round {state.round}: this mission needs a round {word} {need}.")
        if self.card.kind == "mission":
            found = state.territory(self.card.territory)
            if found and found.owner not in (None, self.player) and self.cooperative is None:
                yield rule("cooperative_announce").violated(f"{found.name} belongs to {_name(state, found.owner)}: "
                                                            "announce COOPERATIVE or UNCOOPERATIVE.")
        else:
            target = state.territory(self.target)
            if not target or target.owner in (None, self.player) or target.zone != self.card.zone:
                yield rule("robbery_target").violated(f"Name another player's base in the {self.card.zone} zone as the target.")
            elif self.consequence is not None:
                yield from dicelib.check_entered([odds.D6] * self.consequence_dice(state), self.consequence)
        base, extra = self.winning_faces(state)
        if base is None or any(f not in range(1, 7) for f in [*base, *extra]):
            yield rule("mission_faces").violated(f"Enter the card's winning faces (1-6) for {self.occupancy(state)[0]}.")
        if self.extra_hands:
            yield from _afford(state, self.player, self.card.extra_cost, "extra hands")
        yield from dicelib.check_rollable([odds.D6], self.entered)

    def apply(self, state):
        me = state.players[self.player]
        notes = [f"Chance of success: {odds.percent(self.chance(state))}."]
        base, extra = self.winning_faces(state)
        if self.extra_hands:
            market.pay(me.res, self.card.extra_cost)
            notes.append(f"Hired extra hands for {self.card.extra_cost.text()} (adds {extra}).")
        me.dice_armed -= 1
        me.op_cards -= 1
        roll = dicelib.take(state.rng, [odds.D6], self.entered)[0]
        casino = self.casino(state)
        won = odds.mission_wins(roll, sorted(set(base) | set(extra)), casino)
        notes.append(f"Rolled {roll}{' +1 Casino' if casino else ''}: {'success' if won else 'failure'}.")
        if not won:
            found = state.territory(self.card.territory)
            notes += sovereign.failed_mission_alert(state, found.id if found else slug(self.card.territory),
                                                    found.name if found else self.card.territory)
        elif self.card.kind == "robbery":
            notes += self._rob(state)
        else:
            notes += self._reward(state)
        state.last_mission = notes[-1]
        return notes

    def _reward(self, state) -> list[str]:
        me = state.players[self.player]
        found = state.territory(self.card.territory)
        if not (found and self.cooperative and found.owner not in (None, self.player)):
            market.gain(me.res, self.card.reward)
            return [f"{me.name} collects {self.card.reward.text()}."]
        mine, theirs = split_reward(self.card.reward, state.options.get("coop_split", "per resource"))
        market.gain(me.res, mine)
        market.gain(state.players[found.owner].res, theirs)
        return [f"Cooperative: {me.name} collects {mine.text()}, {_name(state, found.owner)} {theirs.text()} (L435)."]

    def _rob(self, state) -> list[str]:
        target = state.territory(self.target)
        count = self.consequence_dice(state)
        faces = dicelib.take(state.rng, [odds.D6] * count, self.consequence)
        victim = state.players[target.owner]
        stolen = min(sum(faces), victim.res.credits)
        victim.res.credits -= stolen
        state.players[self.player].res.credits += stolen
        return [f"{count} consequence dice {faces}: {state.players[self.player].name} steals {stolen} credits "
                f"from {victim.name}."]


def split_reward(reward: Resources, how: str) -> tuple[Resources, Resources]:
    """The attempter's and the owner's shares; odd amounts round up for the attempter (L435)."""
    if how == "per resource":
        mine = Resources(**{r: (reward.get(r) + 1) // 2 for r in RESOURCES})
    else:
        left = (reward.total() + 1) // 2
        mine = Resources()
        for r in RESOURCES:
            take = min(left, reward.get(r))
            setattr(mine, r, take)
            left -= take
    theirs = Resources(**{r: reward.get(r) - mine.get(r) for r in RESOURCES})
    return mine, theirs


def mi_cover(state: SyndicateState, target: Territory) -> bool:
    """A working Military Installation of the same owner beams to ``target`` (L496, L566)."""
    return any(t.special == "military" and t.owner == target.owner and state.working(t) and target.id in t.beams
               for t in state.territories)


class Assault(Command):
    """Attack another player's base with 5 or 10 crew and reinforcements (L447-461)."""

    type: Literal["assault"] = "assault"
    phases: ClassVar = TURNS
    player: int
    territory: str
    reinforcements: int = Field(default=0, ge=0)
    entered: list[int] | None = None

    def describe(self, state):
        return f"{_name(state, self.player)} assaults {self.territory} with {self.reinforcements} reinforcements"

    def protected(self, state) -> bool:
        found = state.territory(self.territory)
        return bool(found and (found.fortified or mi_cover(state, found)))

    def crew(self) -> int:
        return 10 if self.reinforcements else 5

    def check(self, state):
        if blocked := list(_own_turn(state, self.player)):
            yield from blocked
            return
        found, missing = _territory(state, self.territory)
        yield from missing
        if not found:
            return
        me = state.players[self.player]
        if found.owner is None or found.owner == self.player:
            yield rule("assault_target").violated(f"{found.name} is not another player's base.")
        if me.dice_armed < 1:
            yield rule("armed_die").violated(f"{me.name} has no ARMED action die left this round.")
        if me.res.crew < self.crew():
            yield rule("assault_crew").violated(f"The assault needs {self.crew()} crew; {me.name} has {me.res.crew}.")
        armed = me.assault_level - me.reinforcements_used
        if self.reinforcements > armed:
            yield rule("assault_reinforcements").violated(f"{me.name} has {armed} ARMED reinforcements.")
        if self.reinforcements > 4 and state.options.get("reinforcements_above_4", "refuse") == "refuse":
            yield rule("assault_max_reinforcements").violated()
        if self.protected(state) and self.reinforcements == 0:
            why = "fortified" if found.fortified else "covered by a Military Installation"
            yield rule("assault_fortified").violated(f"{found.name} is {why}: use at least 1 reinforcement.")
        yield from dicelib.check_rollable([odds.D6], self.entered)

    def apply(self, state):
        me = state.players[self.player]
        found = state.territory(self.territory)
        fortified = self.protected(state)
        low = odds.assault_threshold(self.reinforcements, fortified)
        notes = [f"Chance of success: {odds.percent(odds.assault_chance(self.reinforcements, fortified))} "
                 f"(needs {low}+ against a {'fortified' if fortified else 'unfortified'} base)."]
        me.dice_armed -= 1
        me.res.crew -= self.crew()
        me.reinforcements_used += self.reinforcements
        roll = dicelib.take(state.rng, [odds.D6], self.entered)[0]
        if roll >= low:
            loser = _name(state, found.owner)
            found.owner, found.fortified, found.research = self.player, False, 0
            notes.append(f"Rolled {roll}: {me.name} seizes {found.name} from {loser}; the base is UNFORTIFIED, "
                         "its research is cleared and no bonus chip is gained.")
        else:
            notes.append(f"Rolled {roll}: the assault fails.")
        notes.append(f"{self.crew()} crew discarded.")
        notes.append(sovereign.raise_alert(state, "assault"))
        state.last_mission = notes[1]
        return notes


class ActivateSleeper(Command):
    """Place an operation card face down in the sleeper slot (a decoy mission is allowed, L469)."""

    type: Literal["activate_sleeper"] = "activate_sleeper"
    phases: ClassVar = TURNS
    player: int

    def describe(self, state):
        return f"{_name(state, self.player)} activates a sleeper"

    def check(self, state):
        if blocked := list(_own_turn(state, self.player)):
            yield from blocked
            return
        me = state.players[self.player]
        if me.sleeper_active:
            yield rule("sleeper_one").violated(f"{me.name} already has an active sleeper: burn it first.")
        if me.op_cards < 1:
            yield rule("op_card").violated(f"{me.name} holds no operation card.")

    def apply(self, state):
        me = state.players[self.player]
        me.op_cards -= 1
        me.sleeper_active, me.sleeper_turn = True, state.turn_serial


class BurnSleeper(Command):
    """Discard the active sleeper unplayed (L469)."""

    type: Literal["burn_sleeper"] = "burn_sleeper"
    phases: ClassVar = TURNS
    player: int

    def describe(self, state):
        return f"{_name(state, self.player)} burns their sleeper"

    def check(self, state):
        if blocked := list(_own_turn(state, self.player)):
            yield from blocked
            return
        if not state.players[self.player].sleeper_active:
            yield rule("sleeper_none").violated()

    def apply(self, state):
        state.players[self.player].sleeper_active = False


class PlaySleeper(Command):
    """Reveal and resolve the active sleeper at any later time (L144, L467); its effect is the card's."""

    type: Literal["play_sleeper"] = "play_sleeper"
    player: int
    effect: str = ""

    def describe(self, state):
        return f"{_name(state, self.player)} plays their sleeper" + (f": {self.effect}" if self.effect else "")

    def check(self, state):
        yield from _player_ok(state, self.player)
        if not state.setup_done:
            yield rule("setup_first").violated()
        elif 0 <= self.player < len(state.players):
            me = state.players[self.player]
            if not me.sleeper_active:
                yield rule("sleeper_none").violated()
            elif me.sleeper_turn == state.turn_serial:
                yield rule("sleeper_later").violated("A sleeper cannot be played on the turn it was activated.")

    def apply(self, state):
        state.players[self.player].sleeper_active = False
        return ["Resolve the card's effect at the table (use a correction for resource changes)."]


class BuyBase(Command):
    """Buy a base on an unoccupied territory for its zone's price (L471-480)."""

    type: Literal["buy_base"] = "buy_base"
    phases: ClassVar = TURNS
    player: int
    territory: str

    def describe(self, state):
        return f"{_name(state, self.player)} buys a base on {self.territory}"

    def check(self, state):
        if blocked := list(_own_turn(state, self.player)):
            yield from blocked
            return
        found, missing = _territory(state, self.territory)
        yield from missing
        if found:
            if found.owner is not None:
                yield rule("base_unoccupied").violated(f"{found.name} already has {_name(state, found.owner)}'s base.")
            yield from _afford(state, self.player, zones.purchase_cost(found.zone, state.options), f"a {found.zone} base")

    def apply(self, state):
        me = state.players[self.player]
        found = state.territory(self.territory)
        cost = zones.purchase_cost(found.zone, state.options)
        market.pay(me.res, cost)
        found.owner, found.fortified, found.flipped, found.research = self.player, False, False, 0
        notes = [f"Paid {cost.text()}; the base is UNFORTIFIED."]
        if found.chip_present:
            found.chip_present = False
            me.chips.append(f"{found.zone} chip ({found.name})")
            notes.append(f"First base on {found.name}: {me.name} takes its {found.zone} bonus chip (L548).")
        return notes


class Fortify(Command):
    """Flip your base to its gold side for the zone's fortify price (L480)."""

    type: Literal["fortify"] = "fortify"
    phases: ClassVar = TURNS
    player: int
    territory: str

    def describe(self, state):
        return f"{_name(state, self.player)} fortifies {self.territory}"

    def check(self, state):
        if blocked := list(_own_turn(state, self.player)):
            yield from blocked
            return
        found, missing = _territory(state, self.territory)
        yield from missing
        if found:
            if found.owner != self.player or found.fortified:
                yield rule("fortify_own").violated(f"{found.name} is not an unfortified base of {_name(state, self.player)}.")
            cost = zones.fortify_cost(found.zone, state.options)
            if cost is None:
                yield rule("fortify_cost_unknown").violated()
            else:
                yield from _afford(state, self.player, cost, "fortifying")

    def apply(self, state):
        found = state.territory(self.territory)
        cost = zones.fortify_cost(found.zone, state.options)
        market.pay(state.players[self.player].res, cost)
        found.fortified = True
        return [f"Paid {cost.text()}; {found.name} is FORTIFIED."]


class BuyLevel(Command):
    """Buy +1 tech or assault level on the black market (L514-520)."""

    type: Literal["buy_level"] = "buy_level"
    phases: ClassVar = TURNS
    player: int
    ladder: Literal["tech", "assault"]

    def describe(self, state):
        return f"{_name(state, self.player)} buys +1 {self.ladder} level"

    def check(self, state):
        if blocked := list(_own_turn(state, self.player)):
            yield from blocked
            return
        me = state.players[self.player]
        cost = market.price(state, self.ladder, self.player)
        if me.res.credits < cost:
            yield rule("market_price").violated(f"The next {self.ladder} level costs {me.name} {cost} credits; they have {me.res.credits}.")
        if self.ladder == "tech" and me.tech_level >= market.TECH_MAX:
            yield rule("tech_max").violated()

    def apply(self, state):
        me = state.players[self.player]
        cost = market.price(state, self.ladder, self.player)
        state.market[self.ladder][self.player].append(market.next_box(state, self.ladder, self.player))
        me.res.credits -= cost
        if self.ladder == "tech":
            me.tech_level += 1
            return [f"Paid {cost} credits: tech level {me.tech_level}."]
        me.assault_level += 1
        return [f"Paid {cost} credits: assault level {me.assault_level} (one more ARMED reinforcement)."]


class Exchange(Command):
    """Exchange resources at the mat's rates, on your own turn only (L161, L379, L540)."""

    type: Literal["exchange"] = "exchange"
    phases: ClassVar = TURNS
    player: int
    give: Resource
    get: Resource
    times: int = Field(default=1, ge=1)

    def describe(self, state):
        return f"{_name(state, self.player)} exchanges {self.give} for {self.times} {self.get}"

    def check(self, state):
        if blocked := list(_own_turn(state, self.player)):
            yield from blocked
            return
        if self.get == "credits":
            yield rule("exchange_credits").violated()
            return
        rate = market.exchange_cost(self.give, self.get)
        if rate is None:
            yield rule("exchange_rate").violated(f"There is no exchange from {self.give} into {self.get}.")
        else:
            yield from _afford(state, self.player, Resources(**{self.give: rate * self.times}), "the exchange")

    def apply(self, state):
        res = state.players[self.player].res
        rate = market.exchange_cost(self.give, self.get)
        setattr(res, self.give, res.get(self.give) - rate * self.times)
        setattr(res, self.get, res.get(self.get) + self.times)
        return [f"Paid {rate * self.times} {self.give} for {self.times} {self.get}."]


class SellCard(Command):
    """Discard an operation card for resources of the seller's choice (L380, L544)."""

    type: Literal["sell_card"] = "sell_card"
    phases: ClassVar = TURNS
    player: int
    take: Resources

    def describe(self, state):
        return f"{_name(state, self.player)} sells an operation card for {self.take.text()}"

    def check(self, state):
        if blocked := list(_own_turn(state, self.player)):
            yield from blocked
            return
        if state.players[self.player].op_cards < 1:
            yield rule("op_card").violated(f"{_name(state, self.player)} holds no operation card.")
        yield_ = state.options.get("sale_yield", 2)
        if self.take.total() != yield_ or min(self.take.get(r) for r in RESOURCES) < 0:
            yield rule("sale_yield").violated(f"A sale pays exactly {yield_} resources.")
        if self.take.credits and not state.options.get("sale_into_credits", True):
            yield rule("sale_credits").violated()

    def apply(self, state):
        me = state.players[self.player]
        me.op_cards -= 1
        market.gain(me.res, self.take)


class PlayBonusChip(Command):
    """Play a held bonus chip on your own turn; its reward is what the chip says (L550)."""

    type: Literal["play_bonus_chip"] = "play_bonus_chip"
    phases: ClassVar = TURNS
    player: int
    chip: int = Field(ge=0)
    gain: Resources = Field(default_factory=Resources)
    tech: int = Field(default=0, ge=0, le=1)
    assault: int = Field(default=0, ge=0, le=1)
    note: str = ""

    def describe(self, state):
        return f"{_name(state, self.player)} plays a bonus chip" + (f": {self.note}" if self.note else "")

    def check(self, state):
        if blocked := list(_own_turn(state, self.player)):
            yield from blocked
            return
        if self.chip >= len(state.players[self.player].chips):
            yield rule("chip_held").violated()
        if min(self.gain.get(r) for r in RESOURCES) < 0:
            yield rule("adjust_floor").violated("A chip's reward is a gain.")

    def apply(self, state):
        me = state.players[self.player]
        chip = me.chips.pop(self.chip)
        market.gain(me.res, self.gain)
        me.tech_level = min(market.TECH_MAX, me.tech_level + self.tech)
        me.assault_level += self.assault
        return [f"{chip} discarded; {me.name} gains {self.gain.text()}"
                + (", +1 tech" if self.tech else "") + (", +1 assault" if self.assault else "") + "."]


class ConvertResearch(Command):
    """Turn full research boxes into +1 assault (Military) or +1 tech (Research) on your turn (L500-504)."""

    type: Literal["convert_research"] = "convert_research"
    phases: ClassVar = TURNS
    player: int
    territory: str

    def describe(self, state):
        return f"{_name(state, self.player)} converts research on {self.territory}"

    def check(self, state):
        if blocked := list(_own_turn(state, self.player)):
            yield from blocked
            return
        found, missing = _territory(state, self.territory)
        yield from missing
        if found and not (found.owner == self.player and found.special in ("military", "research")
                          and found.research_boxes and found.research >= found.research_boxes):
            yield rule("research_full").violated(f"{found.name} has no full research of {_name(state, self.player)}.")

    def apply(self, state):
        found = state.territory(self.territory)
        me = state.players[self.player]
        found.research = 0
        if found.special == "military":
            me.assault_level += 1
            return [f"Assault level {me.assault_level}."]
        me.tech_level = min(market.TECH_MAX, me.tech_level + 1)
        return [f"Tech level {me.tech_level}."]


class RemoveDestroyer(Command):
    """Pay 10 influence to send the Destroyer from your base back to the alert track (L570)."""

    type: Literal["remove_destroyer"] = "remove_destroyer"
    phases: ClassVar = ("turns", "sovereign")
    player: int

    def describe(self, state):
        return f"{_name(state, self.player)} sends the Destroyer back"

    def check(self, state):
        yield from _player_ok(state, self.player)
        if not 0 <= self.player < len(state.players):
            return
        if phase_of(ROUND_SPEC, state.progress) == "turns" and self.player != state.active:
            yield rule("destroyer_phase").violated(f"It is {_name(state, state.active)}'s turn.")
        found = state.territory(state.destroyer_at or "")
        if not found or found.owner != self.player:
            yield rule("destroyer_removal").violated("The Destroyer is not on a base of this player.")
        elif state.players[self.player].res.influence < sovereign.DESTROYER_FEE:
            yield rule("destroyer_removal").violated(f"{_name(state, self.player)} has {state.players[self.player].res.influence} influence.")

    def apply(self, state):
        state.players[self.player].res.influence -= sovereign.DESTROYER_FEE
        state.destroyer_at = None
        return ["The Destroyer waits on the alert track until the next failed mission."]


class Trade(Command):
    """Advanced rules: two players whose turn it is not swap resources (L582-588)."""

    type: Literal["trade"] = "trade"
    phases: ClassVar = TURNS
    player: int
    partner: int
    give: Resources
    receive: Resources

    def describe(self, state):
        return f"{_name(state, self.player)} trades {self.give.text()} to {_name(state, self.partner)} for {self.receive.text()}"

    def check(self, state):
        yield from _player_ok(state, self.player)
        yield from _player_ok(state, self.partner)
        if not state.options.get("advanced_rules"):
            yield rule("advanced_only").violated("Trading belongs to the advanced rules.")
        if state.active in (self.player, self.partner) or self.player == self.partner:
            yield rule("trade_not_active").violated()
        if min(self.give.get(r) for r in RESOURCES) < 0 or min(self.receive.get(r) for r in RESOURCES) < 0:
            yield rule("adjust_floor").violated()
        if 0 <= self.player < len(state.players) and 0 <= self.partner < len(state.players):
            yield from _afford(state, self.player, self.give, "the trade")
            yield from _afford(state, self.partner, self.receive, "the trade")

    def apply(self, state):
        a, b = state.players[self.player].res, state.players[self.partner].res
        market.pay(a, self.give)
        market.gain(b, self.give)
        market.pay(b, self.receive)
        market.gain(a, self.receive)


class EndTurn(Command):
    """Pass to the next player clockwise; after the last one the Sovereign phase begins (L391)."""

    type: Literal["end_turn"] = "end_turn"
    phases: ClassVar = TURNS
    player: int

    def describe(self, state):
        return f"{_name(state, self.player)} ends their turn"

    def check(self, state):
        if blocked := list(_own_turn(state, self.player)):
            yield from blocked
            return

    def apply(self, state):
        state.turn_serial += 1
        state.turn += 1
        if state.turn < len(state.players):
            return [f"{state.players[state.active].name}'s turn."]
        state.turn = 0
        return finish_step(state, "player_turns")


# -- Sovereign phase -------------------------------------------------------------------------------
class DrawSovereignCard(Command):
    """Flip flipped bases back, then draw the top Sovereign card (L397, L510, L578)."""

    type: Literal["draw_sovereign_card"] = "draw_sovereign_card"
    phases: ClassVar = ("sovereign",)
    card: SovereignCardSpec | None = None

    def describe(self, state):
        return "Draw the Sovereign card" + (f": {self.card.name}" if self.card else "")

    def check(self, state):
        if state.sovereign_drawn_round == state.round:
            yield rule("sovereign_once").violated()
        elif state.deck_mode == "physical" and self.card is None:
            yield rule("sovereign_entered").violated()
        elif state.deck_mode == "library" and (self.card is not None or not state.sovereign_deck):
            yield rule("sovereign_deck_empty").violated("The app draws from the deck it built." if self.card else None)

    def apply(self, state):
        notes = []
        for t in state.territories:
            if t.flipped:
                t.flipped = False
                notes.append(f"{t.name}'s base card flips back up.")
        for p in state.players:
            p.pardoned = False
        card = self.card if state.deck_mode == "physical" else state.sovereign_deck.pop(0)
        state.sovereign_card, state.sovereign_drawn_round, state.sovereign_resolved = card, state.round, False
        state.sovereign_drawn += 1
        notes.append(f"Sovereign card: {card.name} (alert {state.alert}).")
        if card.end_of_game:
            if state.options.get("end_of_game", "round after BotE") == "round after BotE":
                state.last_round = state.round + 1
                notes.append(f"BEGINNING OF THE END: round {state.last_round} is the last round "
                             "(setting 'End of the game': the round after BotE).")
            else:
                notes.append("BEGINNING OF THE END: follow the card; end the game when it says so.")
        return notes + finish_step(state, "sovereign_draw")


class BuyPardon(Command):
    """Pay influence to be immune to the drawn card before it resolves (L401-408)."""

    type: Literal["buy_pardon"] = "buy_pardon"
    phases: ClassVar = ("sovereign",)
    player: int

    def describe(self, state):
        return f"{_name(state, self.player)} buys a pardon"

    def check(self, state):
        yield from _player_ok(state, self.player)
        if state.sovereign_drawn_round != state.round or state.sovereign_resolved:
            yield rule("pardon_timing").violated()
            return
        if not 0 <= self.player < len(state.players):
            return
        if state.players[self.player].pardoned:
            yield rule("pardon_once").violated()
        cost = sovereign.pardon_cost(state, self.player)
        if cost is None:
            yield rule("pardon_over_11").violated()
        else:
            yield from _afford(state, self.player, Resources(influence=cost), "a pardon")

    def apply(self, state):
        me = state.players[self.player]
        cost = sovereign.pardon_cost(state, self.player)
        me.res.influence -= cost
        me.pardoned = True
        return [f"Paid {cost} influence ({len(state.bases_of(self.player))} bases)."]


class ResolveSovereignCard(Command):
    """Apply the card's effects to everyone not pardoned (L412, L574-578)."""

    type: Literal["resolve_sovereign_card"] = "resolve_sovereign_card"
    phases: ClassVar = ("sovereign",)

    def describe(self, state):
        return f"Resolve {state.sovereign_card.name if state.sovereign_card else 'the Sovereign card'}"

    def check(self, state):
        if state.sovereign_drawn_round != state.round or state.sovereign_resolved:
            yield rule("sovereign_resolve").violated()

    def apply(self, state):
        notes = sovereign.resolve_card(state)
        state.sovereign_resolved = True
        if state.progress.step == "sovereign_pardons":
            notes += finish_step(state, "sovereign_pardons")
        return notes + finish_step(state, "sovereign_resolve")


# -- resource collection ---------------------------------------------------------------------------
class CollectResources(Command):
    """Run all seven collection steps (L414-420); choices default to the summary's suggestion."""

    type: Literal["collect_resources"] = "collect_resources"
    phases: ClassVar = ("collection",)
    decay: dict[int, str] = Field(default_factory=dict)
    mining: dict[str, Resource] = Field(default_factory=dict)

    def describe(self, state):
        return "Resource collection"

    def check(self, state):
        if state.progress.step != collection.STEPS[0][0]:
            yield rule("collection_once").violated("Collection runs once, from its first step: skip back to it.")
        mandatory = state.options.get("market_decay", "mandatory") == "mandatory"
        for player, choice in self.decay.items():
            if not 0 <= player < len(state.players):
                yield rule("player_exists").violated(f"There is no player {player}.")
                continue
            ladder, _, box = choice.partition("@")
            if ladder == "none":
                if mandatory and market.cubes(state, player):
                    yield rule("decay_choice").violated(f"{_name(state, player)} must remove a cube (setting: mandatory).")
            elif ladder not in ("tech", "assault") or not state.market[ladder][player]:
                yield rule("decay_choice").violated(f"{_name(state, player)} has no cube in the {ladder} ladder.")
            elif box and (state.options.get("decay_cube") != "any" or not box.isdigit()
                          or int(box) not in state.market[ladder][player]):
                yield rule("decay_choice").violated("Only the highest box decays (setting) or that box is not theirs.")
        for key in self.mining:
            found = state.territory(key)
            if not found or found.special != "mining" or found.owner is None:
                yield rule("mining_choice").violated(f"{key} is not an owned Mining Center.")

    def apply(self, state):
        notes = collection.run(state, self.decay, self.mining)
        state.turn = 0
        for step_id, _, _ in collection.STEPS:
            notes += finish_step(state, step_id)
        return notes


# -- any time --------------------------------------------------------------------------------------
class AdjustPlayer(Command):
    """A logged correction (sleeper or chip effects, awards' VP, a miscount): never below zero."""

    type: Literal["adjust_player"] = "adjust_player"
    player: int
    delta: Resources = Field(default_factory=Resources)
    vp: int = 0
    op_cards: int = 0
    reason: str = ""

    def describe(self, state):
        bits = [f"{self.delta.get(r):+d} {r}" for r in RESOURCES if self.delta.get(r)]
        bits += [f"{self.vp:+d} VP"] * bool(self.vp) + [f"{self.op_cards:+d} cards"] * bool(self.op_cards)
        return f"Correction for {_name(state, self.player)}: {', '.join(bits) or 'nothing'}" + (f" ({self.reason})" if self.reason else "")

    def check(self, state):
        yield from _player_ok(state, self.player)
        if 0 <= self.player < len(state.players):
            me = state.players[self.player]
            after = [me.res.get(r) + self.delta.get(r) for r in RESOURCES] + [me.vp + self.vp, me.op_cards + self.op_cards]
            if min(after) < 0:
                yield rule("adjust_floor").violated()

    def apply(self, state):
        me = state.players[self.player]
        market.gain(me.res, self.delta)
        me.vp += self.vp
        me.op_cards += self.op_cards


class ChangeSetting(Command):
    """Change a reading mid-game (for example the fortify cost's resources once the box says)."""

    type: Literal["change_setting"] = "change_setting"
    key: str
    value: str | int | bool

    def describe(self, state):
        spec = OPTION_KEYS.get(self.key)
        return f"Setting: {spec.label if spec else self.key} = {self.value}"

    def check(self, state):
        spec = OPTION_KEYS.get(self.key)
        if spec is None or self.value not in spec.choices:
            yield rule("setting_known").violated()

    def apply(self, state):
        state.options[self.key] = self.value


class EndGame(Command):
    """End the game now (the 'by the card' reading of BEGINNING OF THE END)."""

    type: Literal["end_game"] = "end_game"

    def check(self, state):
        if not any(c.end_of_game for c in [state.sovereign_card] if c) and state.last_round is None:
            yield rule("game_end").violated("BEGINNING OF THE END has not been drawn.")

    def apply(self, state):
        return finish_game(state)


def ranking(state: SyndicateState) -> list[int]:
    return sorted(range(len(state.players)), key=lambda i: -state.players[i].score)


def finish_game(state: SyndicateState) -> list[str]:
    """Final ranking by syndicate score = credits + VP (L39, L311-316); ties are not broken."""
    order = ranking(state)
    state.finished = True
    state.result = " > ".join(f"{state.players[i].name} {state.players[i].score}" for i in order)
    return [f"Game over. Final ranking: {state.result}."]


COMMANDS = (
    AddTerritory, RenamePlayer, ChooseSyndicate, RollFirstPlayer, AttemptMission, Assault, ActivateSleeper, BurnSleeper,
    PlaySleeper, BuyBase, Fortify, BuyLevel, Exchange, SellCard, PlayBonusChip, ConvertResearch, RemoveDestroyer,
    Trade, EndTurn, DrawSovereignCard, BuyPardon, ResolveSovereignCard, CollectResources, AdjustPlayer,
    ChangeSetting, EndGame,
)
