"""The other player-turn actions: sleepers, bases, black market, exchanges, sales, chips, research."""

from __future__ import annotations

from collections.abc import Iterator
from typing import ClassVar, Literal

from pydantic import Field

from ....engine import Violation
from ....engine.common import finish_step
from ....engine.game import counted
from ....engine.phases import phase_of
from ....i18n import N_, Phrase
from .. import chips, market, prices, sovereign
from ..phases import ROUND_SPEC
from ..rules import rule
from ..state import (
    RESOURCE_NAMES,
    RESOURCES,
    TIMING_WORDS,
    BonusChip,
    Resource,
    Resources,
    Sleeper,
    SleeperCard,
    SyndicateState,
    Territory,
)
from .base import (
    TURNS,
    SyndicateCommand,
    afford,
    checked,
    find_territory,
    name_of,
    player_ok,
    territory_at,
    territory_name,
)


class ActivateSleeper(SyndicateCommand):
    """Place an operation card face down in the empty sleeper slot: a sleeper, or a mission as a decoy (L469)."""

    own_turn: ClassVar[bool] = True
    secret: ClassVar[bool] = True
    type: Literal["activate_sleeper"] = "activate_sleeper"
    phases: ClassVar = TURNS
    player: int
    card: str = Field(default="", max_length=60)
    decoy: bool = False

    def describe(self, state: SyndicateState) -> str:
        return f"{name_of(state, self.player)} activates a sleeper"

    def check_action(self, state: SyndicateState) -> Iterator[Violation]:
        me = state.players[self.player]
        if me.sleeper is not None:
            yield rule("sleeper_one").violated(
                N_("{player} already has an active sleeper: burn it first."), player=name_of(state, self.player)
            )
        if me.op_cards < 1:
            yield rule("op_card").violated(N_("{player} holds no operation card."), player=name_of(state, self.player))

    def apply(self, state: SyndicateState) -> list[str] | None:
        me = state.players[self.player]
        me.op_cards -= 1
        me.sleeper = Sleeper(card=self.card.strip(), decoy=self.decoy, turn=state.turn_serial)
        return ["A card goes face down in the sleeper slot."]


class BurnSleeper(SyndicateCommand):
    """Discard the active sleeper (or decoy) unplayed; optionally place a new card in its place (L469)."""

    own_turn: ClassVar[bool] = True
    secret: ClassVar[bool] = True
    type: Literal["burn_sleeper"] = "burn_sleeper"
    phases: ClassVar = TURNS
    player: int
    replace: bool = False
    card: str = Field(default="", max_length=60)
    decoy: bool = False

    def describe(self, state: SyndicateState) -> str:
        again = " and places a new one" if self.replace else ""
        return f"{name_of(state, self.player)} burns their sleeper{again}"

    def check_action(self, state: SyndicateState) -> Iterator[Violation]:
        me = state.players[self.player]
        if me.sleeper is None:
            yield rule("sleeper_none").violated()
        if self.replace and me.op_cards < 1:
            yield rule("op_card").violated(N_("{player} holds no operation card."), player=name_of(state, self.player))

    def apply(self, state: SyndicateState) -> list[str] | None:
        me = state.players[self.player]
        me.sleeper, me.sleepers_burned = None, me.sleepers_burned + 1
        notes = ["The sleeper goes to the operation-card discard pile unplayed."]
        if self.replace:
            me.op_cards -= 1
            me.sleeper = Sleeper(card=self.card.strip(), decoy=self.decoy, turn=state.turn_serial)
            notes.append("A new card goes face down in the sleeper slot.")
        return notes


class PlaySleeper(SyndicateCommand):
    """Reveal and resolve the active sleeper at any later time within its card's bounds (L144, L467).

    With the card typed (``card``), its timing is checked and its effects applied; otherwise the table resolves
    it by hand (``effect`` says what it did). A decoy is a mission card: never played, only burned (L469).
    """

    secret: ClassVar[bool] = True
    type: Literal["play_sleeper"] = "play_sleeper"
    player: int
    effect: str = Field(default="", max_length=200)
    card: SleeperCard | None = None
    target: int | None = None

    def describe(self, state: SyndicateState) -> str:
        what = self.card.name if self.card else self.effect
        return f"{name_of(state, self.player)} plays their sleeper" + (f": {what}" if what else "")

    def check_action(self, state: SyndicateState) -> Iterator[Violation]:
        yield from player_ok(state, self.player)
        if not state.setup_done:
            yield rule("setup_first").violated()
        elif 0 <= self.player < len(state.players):
            sleeper = state.players[self.player].sleeper
            if sleeper is None:
                yield rule("sleeper_none").violated()
            elif sleeper.turn == state.turn_serial:  # public: told before (and instead of) the decoy
                yield rule("sleeper_later").violated(N_("A sleeper cannot be played on the turn it was activated."))
            elif sleeper.decoy:
                yield rule("sleeper_decoy").violated()
            if self.card:
                yield from self._card_problems(state)

    def _card_problems(self, state: SyndicateState) -> Iterator[Violation]:
        card = checked(self.card)
        if not timing_ok(state, self.player, card.timing):
            yield rule("sleeper_timing").violated(
                N_("{card} is played {timing}."), card=card.name, timing=Phrase(TIMING_WORDS[card.timing])
            )
        if card.target_loses.total() and (
            self.target is None or self.target == self.player or not 0 <= self.target < len(state.players)
        ):
            yield rule("sleeper_target").violated(N_("{card} makes a player pay: name another player."), card=card.name)

    def apply(self, state: SyndicateState) -> list[str] | None:
        me = state.players[self.player]
        typed = me.sleeper.card if me.sleeper else ""
        me.sleeper = None
        if self.card is None:
            shown = f"{typed} is revealed and discarded. " if typed else ""
            return [shown + "Resolve the card's effect at the table (use a correction for resource changes)."]
        card = self.card
        notes = [f"{card.name} is revealed and discarded ({card.text()})."]
        if card.gain.total():
            market.gain(me.res, card.gain)
            notes.append(f"{name_of(state, self.player)} takes {card.gain.text()}.")
        if card.target_loses.total() and self.target is not None:
            victim = state.players[self.target].res
            paid = Resources(**{r: min(card.target_loses.get(r), victim.get(r)) for r in RESOURCES})
            market.pay(victim, paid)
            notes.append(f"{name_of(state, self.target)} pays {paid.text()}.")
        notes += [sovereign.raise_alert(state, card.name) for _ in range(card.alert)]
        return notes + ([f"Resolve by hand: {card.by_hand}"] if card.by_hand else [])


def timing_ok(state: SyndicateState, player: int, timing: str) -> bool:
    """Whether now is within a sleeper card's bounds (L144)."""
    phase = phase_of(ROUND_SPEC, state.progress)
    turns = phase == "turns" and state.progress.step == "player_turns"
    return {
        "any": True,
        "own_turn": turns and state.active == player,
        "others_turn": turns and state.active != player,
        "sovereign": phase == "sovereign",
        "collection": phase == "collection",
    }[timing]


class BuyBase(SyndicateCommand):
    """Buy a base on an unoccupied territory for its zone's price (L471-480); the first base there takes its bonus
    chip, named from box setup (``chip``) or typed from the chip now (``new_chip``), or held unnamed (l.546-548)."""

    own_turn: ClassVar[bool] = True
    type: Literal["buy_base"] = "buy_base"
    phases: ClassVar = TURNS
    player: int
    territory: str
    chip: str = Field(default="", max_length=40, description="the bonus chip found there, by its box-setup name")
    new_chip: BonusChip | None = Field(default=None, description="the bonus chip found there, typed from the chip")

    def describe(self, state: SyndicateState) -> str:
        return f"{name_of(state, self.player)} buys a base on {territory_name(state, self.territory)}"

    def check_action(self, state: SyndicateState) -> Iterator[Violation]:
        found, missing = find_territory(state, self.territory)
        yield from missing
        if found:
            if found.owner is not None:
                yield rule("base_unoccupied").violated(
                    N_("{territory} already has {player}'s base."),
                    territory=found.name,
                    player=name_of(state, found.owner),
                )
            cost = prices.base_price(state, self.player, found.zone)
            yield from afford(state, self.player, cost, Phrase(N_("a {zone} base"), zone=found.zone), "base_cost")
            if self.chip or self.new_chip:
                yield from _chip_found(state, found, self.chip, self.new_chip)

    def apply(self, state: SyndicateState) -> list[str] | None:
        me = state.players[self.player]
        found = territory_at(state, self.territory)
        cost = prices.base_price(state, self.player, found.zone)
        market.pay(me.res, cost)
        found.owner, found.fortified, found.flipped, found.research = self.player, False, False, 0
        notes = [f"Paid {cost.text()}; the base is UNFORTIFIED."]
        if found.chip_present:
            found.chip_present = False
            named = self.chip or self.new_chip
            chip = chips.name_chip(state, found.zone, self.chip, self.new_chip) if named else ""
            me.chips.append(chip or chips.unnamed(found.zone, found.name))
            what = f"its {found.zone} bonus chip" + (f", {chip}" if chip else "")
            notes.append(f"First base on {found.name}: {name_of(state, self.player)} takes {what}.")
        return notes


def _chip_found(state: SyndicateState, found: Territory, name: str, new: BonusChip | None) -> Iterator[Violation]:
    """A chip named is still on the territory and is a chip of its zone (l.102-104, l.546-548)."""
    if not found.chip_present:
        yield rule("bonus_chip_first").violated(
            N_("{territory}'s bonus chip is gone: only the first base takes it."), territory=found.name
        )
    else:
        for problem in chips.naming_problems(state, found.zone, name, new):
            yield rule("chip_known").violated(problem)


class Fortify(SyndicateCommand):
    """Flip your base to its gold side for the zone's fortify price (L480)."""

    own_turn: ClassVar[bool] = True
    type: Literal["fortify"] = "fortify"
    phases: ClassVar = TURNS
    player: int
    territory: str

    def describe(self, state: SyndicateState) -> str:
        return f"{name_of(state, self.player)} fortifies {territory_name(state, self.territory)}"

    def check_action(self, state: SyndicateState) -> Iterator[Violation]:
        found, missing = find_territory(state, self.territory)
        yield from missing
        if found:
            if found.owner != self.player or found.fortified:
                yield rule("fortify_own").violated(
                    N_("{territory} is not an unfortified base of {player}."),
                    territory=found.name,
                    player=name_of(state, self.player),
                )
            cost = prices.fortify_price(state, self.player, found.zone)
            if cost is None:
                yield rule("fortify_cost_unknown").violated()
            else:
                yield from afford(state, self.player, cost, Phrase(N_("fortifying")), "fortify_cost")

    def apply(self, state: SyndicateState) -> list[str] | None:
        found = territory_at(state, self.territory)
        cost = checked(prices.fortify_price(state, self.player, found.zone))
        market.pay(state.players[self.player].res, cost)
        found.fortified = True
        return [f"Paid {cost.text()}; {found.name} is FORTIFIED."]


class BuyLevel(SyndicateCommand):
    """Buy +1 tech or assault level on the black market (L514-520)."""

    own_turn: ClassVar[bool] = True
    type: Literal["buy_level"] = "buy_level"
    phases: ClassVar = TURNS
    player: int
    ladder: Literal["tech", "assault"]

    def describe(self, state: SyndicateState) -> str:
        return f"{name_of(state, self.player)} buys +1 {self.ladder} level"

    def check_action(self, state: SyndicateState) -> Iterator[Violation]:
        me = state.players[self.player]
        cost = market.price(state, self.ladder, self.player)
        if me.res.credits < cost:
            yield rule("market_price").violated(
                Phrase.ngettext(
                    "The next {ladder} level costs {player} {n} credit; they have {credits}.",
                    "The next {ladder} level costs {player} {n} credits; they have {credits}.",
                    cost,
                    ladder=Phrase(market.LADDER_NAMES[self.ladder]),
                    player=name_of(state, self.player),
                    credits=me.res.credits,
                )
            )
        if self.ladder == "tech" and me.tech_level >= market.TECH_MAX:
            yield rule("tech_max").violated()

    def apply(self, state: SyndicateState) -> list[str] | None:
        me = state.players[self.player]
        cost = market.price(state, self.ladder, self.player)
        state.market[self.ladder][self.player].append(market.next_box(state, self.ladder, self.player))
        me.res.credits -= cost
        if self.ladder == "tech":
            me.tech_level += 1
            return [f"Paid {counted(cost, 'credit')}: tech level {me.tech_level}."] + market.tech_milestones(
                me.tech_level - 1, me.tech_level
            )
        me.assault_level += 1
        return [f"Paid {counted(cost, 'credit')}: assault level {me.assault_level} (one more ARMED reinforcement)."]


class Exchange(SyndicateCommand):
    """Exchange resources at the mat's rates, on your own turn only (L161, L379, L540)."""

    own_turn: ClassVar[bool] = True
    type: Literal["exchange"] = "exchange"
    phases: ClassVar = TURNS
    player: int
    give: Resource
    get: Resource
    times: int = Field(default=1, ge=1)

    def describe(self, state: SyndicateState) -> str:
        return f"{name_of(state, self.player)} exchanges {self.give} for {self.times} {self.get}"

    def check_action(self, state: SyndicateState) -> Iterator[Violation]:
        if self.get == "credits":
            yield rule("exchange_credits").violated()
            return
        rate = market.exchange_cost(self.give, self.get)
        if rate is None:
            yield rule("exchange_rate").violated(
                N_("There is no exchange from {give} into {get}."),
                give=Phrase(RESOURCE_NAMES[self.give]),
                get=Phrase(RESOURCE_NAMES[self.get]),
            )
        else:
            yield from afford(
                state,
                self.player,
                Resources(**{self.give: rate * self.times}),
                Phrase(N_("the exchange")),
                "exchange_afford",
            )

    def apply(self, state: SyndicateState) -> list[str] | None:
        res = state.players[self.player].res
        rate = checked(market.exchange_cost(self.give, self.get))
        setattr(res, self.give, res.get(self.give) - rate * self.times)
        setattr(res, self.get, res.get(self.get) + self.times)
        return [f"Paid {rate * self.times} {self.give} for {self.times} {self.get}."]


class SellCard(SyndicateCommand):
    """Discard an operation card for resources of the seller's choice (L380, L544)."""

    own_turn: ClassVar[bool] = True
    type: Literal["sell_card"] = "sell_card"
    phases: ClassVar = TURNS
    player: int
    take: Resources

    def describe(self, state: SyndicateState) -> str:
        return f"{name_of(state, self.player)} sells an operation card for {self.take.text()}"

    def check_action(self, state: SyndicateState) -> Iterator[Violation]:
        if state.players[self.player].op_cards < 1:
            yield rule("op_card").violated(N_("{player} holds no operation card."), player=name_of(state, self.player))
        yield_ = state.options.get("sale_yield", 2)
        if self.take.total() != yield_ or min(self.take.get(r) for r in RESOURCES) < 0:
            yield rule("sale_yield").violated(N_("A sale pays exactly {n} resources."), n=yield_)
        if self.take.credits and not state.options.get("sale_into_credits", True):
            yield rule("sale_credits").violated()

    def apply(self, state: SyndicateState) -> None:
        me = state.players[self.player]
        me.op_cards -= 1
        market.gain(me.res, self.take)


class PlayBonusChip(SyndicateCommand):
    """Play a held bonus chip on your own turn: a named chip does what it says (L550); a chip with a roll bonus
    is played on that roll, in the mission or assault dialog. ``gain``, ``tech``, ``assault`` and ``note`` are
    what a chip gave as typed when played, the way games saved before chips were named recorded it."""

    own_turn: ClassVar[bool] = True
    type: Literal["play_bonus_chip"] = "play_bonus_chip"
    phases: ClassVar = TURNS
    player: int
    chip: int = Field(ge=0)
    gain: Resources = Field(default_factory=Resources)
    tech: int = Field(default=0, ge=0, le=1)
    assault: int = Field(default=0, ge=0, le=1)
    note: str = ""

    def describe(self, state: SyndicateState) -> str:
        held = state.players[self.player].chips
        what = self.note or (held[self.chip] if self.chip < len(held) else "")
        return f"{name_of(state, self.player)} plays a bonus chip" + (f": {what}" if what else "")

    def typed(self) -> bool:
        return bool(self.gain.total() or self.tech or self.assault or self.note)

    def check_action(self, state: SyndicateState) -> Iterator[Violation]:
        held = state.players[self.player].chips
        if self.chip >= len(held):
            yield rule("chip_held").violated()
            return
        if min(self.gain.get(r) for r in RESOURCES) < 0:
            yield rule("adjust_floor").violated(N_("A chip's reward is a gain."))
        known = state.chip(held[self.chip])
        if self.typed():
            return
        if known and not chips.off_roll(known):
            yield rule("chip_on_roll").violated(
                N_("{chip} adds to a roll: tick it when you attempt the roll."), chip=known.name
            )
        elif not known:
            yield rule("chip_named").violated(N_("Name the {chip} first: which chip is it?"), chip=held[self.chip])

    def apply(self, state: SyndicateState) -> list[str] | None:
        me = state.players[self.player]
        label = me.chips.pop(self.chip)
        known = state.chip(label)
        if known is not None and not self.typed():
            return [f"{label} discarded."] + chips.give(state, self.player, known)
        market.gain(me.res, self.gain)
        before = me.tech_level
        me.tech_level = min(market.TECH_MAX, me.tech_level + self.tech)
        me.assault_level += self.assault
        return [
            f"{label} discarded; {name_of(state, self.player)} gains {self.gain.text()}"
            + (", +1 tech" if self.tech else "")
            + (", +1 assault" if self.assault else "")
            + "."
        ] + market.tech_milestones(before, me.tech_level)


class ConvertResearch(SyndicateCommand):
    """Turn full research boxes into +1 assault (Military) or +1 tech (Research) on your turn (L500-504)."""

    own_turn: ClassVar[bool] = True
    type: Literal["convert_research"] = "convert_research"
    phases: ClassVar = TURNS
    player: int
    territory: str

    def describe(self, state: SyndicateState) -> str:
        return f"{name_of(state, self.player)} converts research on {territory_name(state, self.territory)}"

    def check_action(self, state: SyndicateState) -> Iterator[Violation]:
        found, missing = find_territory(state, self.territory)
        yield from missing
        if found and not (
            found.owner == self.player
            and found.special in ("military", "research")
            and found.research_boxes
            and found.research >= found.research_boxes
        ):
            yield rule("research_full").violated(
                N_("{territory} has no full research of {player}."),
                territory=found.name,
                player=name_of(state, self.player),
            )

    def apply(self, state: SyndicateState) -> list[str] | None:
        found = territory_at(state, self.territory)
        me = state.players[self.player]
        found.research = 0
        if found.special == "military":
            me.assault_level += 1
            return [f"Assault level {me.assault_level}."]
        before = me.tech_level
        me.tech_level = min(market.TECH_MAX, me.tech_level + 1)
        return [f"Tech level {me.tech_level}."] + market.tech_milestones(before, me.tech_level)


class RemoveDestroyer(SyndicateCommand):
    """Pay 10 influence to send the Destroyer from your base back to the alert track (L570)."""

    type: Literal["remove_destroyer"] = "remove_destroyer"
    phases: ClassVar = ("turns", "sovereign")
    player: int

    def describe(self, state: SyndicateState) -> str:
        return f"{name_of(state, self.player)} sends the Destroyer back"

    def check_action(self, state: SyndicateState) -> Iterator[Violation]:
        yield from player_ok(state, self.player)
        if not 0 <= self.player < len(state.players):
            return
        if phase_of(ROUND_SPEC, state.progress) == "turns" and self.player != state.active:
            yield rule("destroyer_phase").violated(N_("It is {player}'s turn."), player=name_of(state, state.active))
        found = state.territory(state.destroyer_at or "")
        if not found or found.owner != self.player:
            yield rule("destroyer_removal").violated(N_("The Destroyer is not on a base of this player."))
        elif state.players[self.player].res.influence < sovereign.DESTROYER_FEE:
            yield rule("destroyer_removal").violated(
                N_("{player} has {influence} influence."),
                player=name_of(state, self.player),
                influence=state.players[self.player].res.influence,
            )

    def apply(self, state: SyndicateState) -> list[str] | None:
        state.players[self.player].res.influence -= sovereign.DESTROYER_FEE
        state.destroyer_at = None
        return ["The Destroyer waits on the alert track until the next failed mission."]


class Trade(SyndicateCommand):
    """Advanced rules: two players whose turn it is not swap resources (L582-588)."""

    type: Literal["trade"] = "trade"
    phases: ClassVar = TURNS
    player: int
    partner: int
    give: Resources
    receive: Resources

    def describe(self, state: SyndicateState) -> str:
        who, partner = name_of(state, self.player), name_of(state, self.partner)
        return f"{who} trades {self.give.text()} to {partner} for {self.receive.text()}"

    def check_action(self, state: SyndicateState) -> Iterator[Violation]:
        yield from player_ok(state, self.player)
        yield from player_ok(state, self.partner)
        if not state.options.get("advanced_rules"):
            yield rule("advanced_only").violated(N_("Trading belongs to the advanced rules."))
        if state.active in (self.player, self.partner) or self.player == self.partner:
            yield rule("trade_not_active").violated()
        if min(self.give.get(r) for r in RESOURCES) < 0 or min(self.receive.get(r) for r in RESOURCES) < 0:
            yield rule("adjust_floor").violated()
        if 0 <= self.player < len(state.players) and 0 <= self.partner < len(state.players):
            yield from afford(state, self.player, self.give, Phrase(N_("the trade")))
            yield from afford(state, self.partner, self.receive, Phrase(N_("the trade")))

    def apply(self, state: SyndicateState) -> None:
        a, b = state.players[self.player].res, state.players[self.partner].res
        market.pay(a, self.give)
        market.gain(b, self.give)
        market.pay(b, self.receive)
        market.gain(a, self.receive)


class EndTurn(SyndicateCommand):
    """Pass to the next player clockwise; after the last one the Sovereign phase begins (L391)."""

    own_turn: ClassVar[bool] = True
    type: Literal["end_turn"] = "end_turn"
    phases: ClassVar = TURNS
    player: int

    def describe(self, state: SyndicateState) -> str:
        return f"{name_of(state, self.player)} ends their turn"

    def apply(self, state: SyndicateState) -> list[str] | None:
        state.turn_serial += 1
        state.turn += 1
        if state.turn < len(state.players):
            return [f"{state.player_names[state.active]}'s turn."]
        state.turn = 0
        return finish_step(state, "player_turns")
