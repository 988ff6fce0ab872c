"""The Sovereign card phase and resource collection (L395-422)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import ClassVar, Literal

from pydantic import Field

from ....engine import Violation, phases
from ....engine.common import finish_step
from ....i18n import N_, Phrase
from .. import collection, market, sovereign
from ..phases import ROUND_SPEC
from ..rules import rule
from ..scoring import finish_game, is_last_round
from ..shortfall import unknown_bases
from ..state import CollectionChoice, Resource, Resources, SovereignCardSpec, SyndicateState
from .base import SyndicateCommand, afford, checked, name_of, player_ok, territory_at, territory_name


class DrawSovereignCard(SyndicateCommand):
    """Flip flipped bases back, then draw the top Sovereign card (L397, L510, L578)."""

    type: Literal["draw_sovereign_card"] = "draw_sovereign_card"
    phases: ClassVar = ("sovereign",)
    card: SovereignCardSpec | None = None

    def describe(self, state: SyndicateState) -> str:
        return "Draw the Sovereign card" + (f": {self.card.name}" if self.card else "")

    def check_action(self, state: SyndicateState) -> Iterator[Violation]:
        if state.sovereign_drawn_round == state.round:
            yield rule("sovereign_once").violated()
        elif state.deck_mode == "physical" and self.card is None:
            yield rule("sovereign_entered").violated()
        elif state.deck_mode == "library" and (self.card is not None or not state.sovereign_deck):
            empty = rule("sovereign_deck_empty")
            yield empty.violated(N_("The app draws from the deck it built.")) if self.card else empty.violated()

    def apply(self, state: SyndicateState) -> list[str] | None:
        notes = []
        for t in state.territories:
            if t.flipped:
                t.flipped = False
                notes.append(f"{t.name}'s base card flips back up.")
        for p in state.players:
            p.pardoned = False
        card = checked(self.card) if state.deck_mode == "physical" else state.sovereign_deck.pop(0)
        state.sovereign_card, state.sovereign_drawn_round, state.sovereign_resolved = card, state.round, False
        state.sovereign_drawn += 1
        notes.append(f"Sovereign card: {card.name} (alert {state.alert}).")
        if card.end_of_game:
            if state.options.get("end_of_game", "round after BotE") == "round after BotE":
                state.last_round = state.round + 1
                notes.append(
                    f"BEGINNING OF THE END: round {state.last_round} is the last round "
                    "(setting 'End of the game': the round after BotE)."
                )
            else:
                notes.append("BEGINNING OF THE END: follow the card; end the game when it says so.")
        return notes + finish_step(state, "sovereign_draw")


class BuyPardon(SyndicateCommand):
    """Pay influence to be immune to the drawn card before it resolves (L401-408)."""

    type: Literal["buy_pardon"] = "buy_pardon"
    phases: ClassVar = ("sovereign",)
    player: int

    def describe(self, state: SyndicateState) -> str:
        return f"{name_of(state, self.player)} buys a pardon"

    def check_action(self, state: SyndicateState) -> Iterator[Violation]:
        yield from player_ok(state, self.player)
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
            yield from afford(state, self.player, Resources(influence=cost), Phrase(N_("a pardon")), "pardon_cost")

    def apply(self, state: SyndicateState) -> list[str] | None:
        me = state.players[self.player]
        cost = checked(sovereign.pardon_cost(state, self.player))
        me.res.influence -= cost
        me.pardoned = True
        return [f"Paid {cost} influence ({len(state.bases_of(self.player))} bases)."]


class ResolveSovereignCard(SyndicateCommand):
    """Apply the card's effects to everyone not pardoned (L412, L574-578)."""

    type: Literal["resolve_sovereign_card"] = "resolve_sovereign_card"
    phases: ClassVar = ("sovereign",)
    flips: dict[int, list[str]] = Field(
        default_factory=dict, description="per player, the bases (ids) they leave unpaid under a tax: they flip"
    )

    def describe(self, state: SyndicateState) -> str:
        return f"Resolve {state.sovereign_card.name if state.sovereign_card else 'the Sovereign card'}"

    def check_action(self, state: SyndicateState) -> Iterator[Violation]:
        if state.sovereign_drawn_round != state.round:
            yield rule("sovereign_resolve").violated(
                N_("No Sovereign card was drawn this round: draw it, or skip on to resource collection.")
            )
            return
        if state.sovereign_resolved:
            yield rule("sovereign_resolve").violated()
            return
        for problem in sovereign.flip_problems(state, self.flips):
            yield rule("flip_choice").violated(problem)

    def apply(self, state: SyndicateState) -> list[str] | None:
        notes, _ = sovereign.resolve_card(state, self.flips)
        state.sovereign_resolved = True
        if state.progress.step == "sovereign_pardons":
            notes += finish_step(state, "sovereign_pardons")
        return notes + finish_step(state, "sovereign_resolve")


def decay_problems(state: SyndicateState, decay: dict[int, str]) -> Iterator[Violation]:
    """Why a player's choice of market cube to remove is not allowed (L418, L530; the decay settings)."""
    mandatory = state.options.get("market_decay", "mandatory") == "mandatory"
    for player, choice in decay.items():
        if not 0 <= player < len(state.players):
            yield rule("player_exists").violated(N_("There is no player {player}."), player=player)
            continue
        ladder, _, box = choice.partition("@")
        if ladder == "none":
            if mandatory and market.cubes(state, player):
                yield rule("decay_choice").violated(
                    N_("{player} must remove a cube (setting: mandatory)."), player=name_of(state, player)
                )
        elif ladder not in ("tech", "assault") or not state.market[ladder][player]:
            yield rule("decay_choice").violated(
                N_("{player} has no cube in the {ladder} ladder."),
                player=name_of(state, player),
                ladder=Phrase(market.LADDER_NAMES.get(ladder, ladder)),
            )
        elif box and (
            state.options.get("decay_cube") != "any"
            or not box.isdigit()
            or int(box) not in state.market[ladder][player]
        ):
            yield rule("decay_choice").violated(N_("Only the highest box decays (setting) or that box is not theirs."))


def mining_problems(
    state: SyndicateState, mining: dict[str, Resource], owner: int | None = None
) -> Iterator[Violation]:
    """A mining choice names an owned Mining Center (of ``owner``, when one owner chooses)."""
    for key in mining:
        found = state.territory(key)
        if not found or found.special != "mining" or found.owner is None or owner not in (None, found.owner):
            yield rule("mining_choice").violated(
                N_("{territory} is not an owned Mining Center."), territory=territory_name(state, key)
            )
            return


class ChooseCollection(SyndicateCommand):
    """One owner's choices for the coming collection, made on their own phone (L416-418, L494, L510).

    Only what is given changes; the run uses them unless it sends its own.
    """

    type: Literal["choose_collection"] = "choose_collection"
    phases: ClassVar = ("collection",)
    player: int
    decay: str | None = None
    mining: dict[str, Resource] = Field(default_factory=dict)
    unpaid: list[str] | None = None

    def describe(self, state: SyndicateState) -> str:
        return f"{name_of(state, self.player)} chooses for resource collection"

    def check_action(self, state: SyndicateState) -> Iterator[Violation]:
        yield from player_ok(state, self.player)
        if not 0 <= self.player < len(state.players):
            return
        if self.decay is not None:
            yield from decay_problems(state, {self.player: self.decay})
        yield from mining_problems(state, self.mining, self.player)
        for problem in unknown_bases(state, {self.player: self.unpaid or []}):
            yield rule("upkeep_choice").violated(problem)

    def apply(self, state: SyndicateState) -> list[str] | None:
        mine = state.collection_choices.setdefault(self.player, CollectionChoice())
        notes = []
        if self.decay is not None:
            mine.decay = self.decay
            notes.append(f"market cube: {'none' if self.decay == 'none' else self.decay.partition('@')[0]}")
        for key, resource in self.mining.items():
            mine.mining[territory_at(state, key).id] = resource
            notes.append(f"{territory_name(state, key)} pays its extra in {resource}")
        if self.unpaid is not None:
            mine.unpaid = [territory_at(state, key).id for key in self.unpaid]
            left = ", ".join(territory_name(state, key) for key in self.unpaid) or "none"
            notes.append(f"bases left without crew upkeep: {left}")
        return [f"{name_of(state, self.player)}: " + "; ".join(notes)] if notes else []


class CollectResources(SyndicateCommand):
    """Run the collection steps still to run (L414-420), with the owners' choices; the rest default.

    A step the table skipped by hand (confirmed) stays skipped: the run starts at the current step.
    """

    type: Literal["collect_resources"] = "collect_resources"
    phases: ClassVar = ("collection",)
    decay: dict[int, str] = Field(default_factory=dict)
    mining: dict[str, Resource] = Field(default_factory=dict)
    unpaid: dict[int, list[str]] = Field(
        default_factory=dict, description="per player, the bases (ids) left without crew upkeep: they flip or are lost"
    )

    def describe(self, state: SyndicateState) -> str:
        todo = collection.remaining(state)
        if todo == collection.STEP_IDS:
            return "Resource collection"
        labels = dict((step_id, label) for step_id, label, _ in collection.STEPS)
        return f"Resource collection from: {labels[todo[0]]}"

    def check_action(self, state: SyndicateState) -> Iterator[Violation]:
        decay, mining, unpaid = collection.chosen(state, self.decay, self.mining, self.unpaid)
        yield from decay_problems(state, decay)
        yield from mining_problems(state, mining)
        for problem in collection.upkeep_problems(state, mining, unpaid):
            yield rule("upkeep_choice").violated(problem)

    def apply(self, state: SyndicateState) -> list[str] | None:
        todo = collection.remaining(state)
        notes, _ = collection.run(state, *collection.chosen(state, self.decay, self.mining, self.unpaid), todo)
        state.turn = 0
        *steps, last = todo
        for step_id in steps:
            notes += finish_step(state, step_id)
        if not is_last_round(state):
            return notes + finish_step(state, last)
        phases.finish(ROUND_SPEC, state.progress, last)
        return [*notes, f"Round {state.round} was the last round: the round marker stays.", *finish_game(state)]
