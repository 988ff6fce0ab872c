"""Setup: territories from the box, names, syndicates, the first-player roll-off (L268-304)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Literal

from pydantic import Field

from ....engine import Violation
from ....engine import dice as dicelib
from ....i18n import N_, Phrase, both
from .. import odds, zones
from ..rules import rule
from ..state import RollBonus, Special, SyndicateSpec, SyndicateState, Territory, Zone, slug
from .base import SyndicateCommand, faces, name_of, player_ok, territory_at


class AddTerritory(SyndicateCommand):
    """Copy a territory from the box (or the library) into the game."""

    type: Literal["add_territory"] = "add_territory"
    name: str = Field(min_length=1)
    zone: Zone
    special: Special = ""
    research_boxes: int = Field(default=0, ge=0, le=10)
    mining_amount: int = Field(default=0, ge=0, le=2)
    beams: list[str] = Field(default_factory=list, description="territories in the game it protects (name or id)")
    roll: RollBonus | None = None

    def describe(self, state: SyndicateState) -> str:
        return f"Add territory {self.name} ({self.zone})"

    def check_action(self, state: SyndicateState) -> Iterator[Violation]:
        if state.territory(self.name) or state.territory(slug(self.name)):
            yield rule("territory_known").violated(N_("{name} is already in this game."), name=self.name)
        if sum(t.zone == self.zone for t in state.territories) >= zones.TERRITORY_COUNT[self.zone]:
            yield rule("territory_count").violated(
                N_("The board has only {n} {zone} territories."), n=zones.TERRITORY_COUNT[self.zone], zone=self.zone
            )
        for beam in self.beams:
            if state.territory(beam) is None:
                yield rule("beam_known").violated(
                    N_("{territory} beams to {beam}, which is not in this game yet."), territory=self.name, beam=beam
                )

    def apply(self, state: SyndicateState) -> None:
        beams = [territory_at(state, b).id for b in self.beams]
        state.territories.append(
            Territory(id=slug(self.name), **self.model_dump(exclude={"type", "beams"}), beams=beams)
        )


class ChooseSyndicate(SyndicateCommand):
    """A player keeps a syndicate and sets up their mat (L280, L292-304)."""

    type: Literal["choose_syndicate"] = "choose_syndicate"
    player: int
    syndicate: SyndicateSpec

    def describe(self, state: SyndicateState) -> str:
        return f"{name_of(state, self.player)} plays {self.syndicate.name}"

    def check_action(self, state: SyndicateState) -> Iterator[Violation]:
        yield from player_ok(state, self.player)
        if state.setup_done:
            yield rule("setup_over").violated()
            return
        if not 0 <= self.player < len(state.players):
            return
        me = state.players[self.player]
        if me.syndicate is not None:
            yield rule("syndicate_chosen").violated(
                N_("{player} already plays {syndicate}."),
                player=name_of(state, self.player),
                syndicate=me.syndicate.name,
            )
        if me.offers and self.syndicate.name not in [o.name for o in me.offers]:
            yield rule("syndicate_offered").violated(
                N_("{player} was dealt {syndicates}."),
                player=name_of(state, self.player),
                syndicates=both([o.name for o in me.offers]),
            )
        if any(p.syndicate and p.syndicate.name.lower() == self.syndicate.name.lower() for p in state.players):
            yield rule("syndicate_taken").violated(N_("{syndicate} is already taken."), syndicate=self.syndicate.name)
        amounts = [*self.syndicate.start.model_dump().values(), *self.syndicate.income.model_dump().values()]
        if any(amount < 0 for amount in amounts):
            yield rule("mat_amounts").violated(
                N_("{mat} cannot start with or earn less than 0 of a resource."),
                mat=self.syndicate.name or Phrase(N_("The mat")),
            )
        base = self.syndicate.start_base
        if base:
            found = state.territory(base.territory)
            if not found:
                yield rule("start_base_territory").violated(
                    N_(
                        "{territory} is not on the board yet: add it first with Add a territory (its zone is "
                        "printed on the board)."
                    ),
                    territory=base.territory,
                )
            elif found.owner is not None:
                yield rule("start_base_territory").violated(N_("{territory} already has a base."), territory=found.name)

    def apply(self, state: SyndicateState) -> list[str] | None:
        me = state.players[self.player]
        spec = self.syndicate
        me.syndicate, me.res = spec, spec.start.model_copy()
        me.tech_level, me.assault_level = spec.tech_level, spec.assault_level
        notes = [
            (
                f"Starts with {spec.start.text()}, tech {spec.tech_level}, assault {spec.assault_level}, 2 armed dice, "
                f"{me.op_cards} operation cards."
            )
        ]
        if spec.start_base:
            base = territory_at(state, spec.start_base.territory)
            base.owner, base.fortified, base.chip_present = self.player, spec.start_base.fortified, False
            notes.append(
                f"Starting base on {base.name} ({'fortified' if base.fortified else 'unfortified'}), no bonus chip."
            )
        return notes + _maybe_finish_setup(state)


def _maybe_finish_setup(state: SyndicateState) -> list[str]:
    if all(p.syndicate for p in state.players) and not state.roll_off:
        state.setup_done = True
        return [f"Setup done: {state.player_names[state.first_player]} goes first."]
    return []


class RollFirstPlayer(SyndicateCommand):
    """Everyone (or the tied players) rolls the d12; the highest goes first (L283)."""

    type: Literal["roll_first_player"] = "roll_first_player"
    entered: list[int] | None = None

    def describe(self, state: SyndicateState) -> str:
        return "Roll the d12 for first player"

    def check_action(self, state: SyndicateState) -> Iterator[Violation]:
        if state.setup_done or not state.roll_off:
            yield rule("setup_over").violated(N_("The first player is already known."))
            return
        yield from dicelib.check_rollable([odds.D12] * len(state.roll_off), self.entered)

    def apply(self, state: SyndicateState) -> list[str] | None:
        rolled = faces(dicelib.take(state.rng, [odds.D12] * len(state.roll_off), self.entered))
        shown = ", ".join(f"{name_of(state, p)} {f}" for p, f in zip(state.roll_off, rolled, strict=True))
        top = max(rolled)
        tied = [p for p, f in zip(state.roll_off, rolled, strict=True) if f == top]
        if len(tied) > 1:
            state.roll_off = tied
            return [f"Rolled: {shown}. Tie at {top}: {', '.join(name_of(state, p) for p in tied)} roll again."]
        state.first_player, state.roll_off = tied[0], []
        return [f"Rolled: {shown}. {name_of(state, tied[0])} goes first."] + _maybe_finish_setup(state)
