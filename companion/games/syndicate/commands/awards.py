"""Bonus content: chips, Advanced Tech cards and awards copied in from the box, chips named, cards taken, awards
claimed."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Literal

from pydantic import Field

from ....engine import Violation
from ....i18n import N_
from .. import chips
from ..rules import rule
from ..state import AdvancedTech, Award, BonusChip, SyndicateState
from .base import SyndicateCommand, name_of, player_ok


class TakeAdvancedTech(SyndicateCommand):
    """A player at a high tech level takes an Advanced Tech card typed in box setup (l.247-249, l.163)."""

    type: Literal["take_advanced_tech"] = "take_advanced_tech"
    player: int
    card: str = Field(min_length=1, max_length=40)

    def describe(self, state: SyndicateState) -> str:
        return f"{name_of(state, self.player)} takes the Advanced Tech card {self.card}"

    def check_action(self, state: SyndicateState) -> Iterator[Violation]:
        yield from player_ok(state, self.player)
        card = state.tech_card(self.card)
        if card is None:
            yield rule("tech_card").violated(N_("No Advanced Tech card called {card} in box setup."), card=self.card)
        elif any(card.name in p.tech_cards for p in state.players):
            yield rule("tech_card").violated(N_("{card} is already taken."), card=card.name)
        elif 0 <= self.player < len(state.players) and state.players[self.player].tech_level < card.min_tech:
            yield rule("tech_card").violated(
                N_("{card} needs tech level {level}."), card=card.name, level=card.min_tech
            )

    def apply(self, state: SyndicateState) -> list[str] | None:
        card = state.tech_card(self.card)
        if card is None:
            return None
        state.players[self.player].tech_cards.append(card.name)
        return [f"{card.name}: {card.roll.text()}."] if card.roll else []


def meets(state: SyndicateState, player: int, award: Award) -> bool:
    """Whether the player has completed the award's feat now (``by_the_table``: the table's word)."""
    me, bases = state.players[player], state.bases_of(player)
    value = {
        "bases": len(bases),
        "zone_bases": sum(b.zone == award.zone for b in bases),
        "fortified_bases": sum(b.fortified for b in bases),
        "tech_level": me.tech_level,
        "assault_level": me.assault_level,
        "credits": me.res.credits,
        "by_the_table": award.threshold,
    }[award.kind]
    return value >= award.threshold


class ClaimAward(SyndicateCommand):
    """The first player to complete a feat puts a cube in its award box; its VP count in the score (l.215)."""

    type: Literal["claim_award"] = "claim_award"
    player: int
    award: str = Field(min_length=1, max_length=60)

    def describe(self, state: SyndicateState) -> str:
        return f"{name_of(state, self.player)} claims the award {self.award}"

    def check_action(self, state: SyndicateState) -> Iterator[Violation]:
        yield from player_ok(state, self.player)
        award = state.award(self.award)
        if award is None:
            yield rule("award_claim").violated(N_("No award called {award} in box setup."), award=self.award)
        elif award.claimed_by is not None:
            yield rule("award_claim").violated(
                N_("{player} already claimed {award}."), player=name_of(state, award.claimed_by), award=award.name
            )
        elif 0 <= self.player < len(state.players) and not meets(state, self.player, award):
            yield rule("award_claim").violated(
                N_("{player} has not completed it: {feat}."), player=name_of(state, self.player), feat=award.feat()
            )

    def apply(self, state: SyndicateState) -> list[str] | None:
        award = state.award(self.award)
        if award is None:
            return None
        award.claimed_by = self.player
        state.players[self.player].vp += award.vp
        return [f"A cube goes in the {award.name} box: {award.vp} VP for {name_of(state, self.player)}."]


class AddBonusChip(SyndicateCommand):
    """Copy a bonus chip from the box (or the library) into the game, as found on a territory."""

    type: Literal["add_bonus_chip"] = "add_bonus_chip"
    chip: BonusChip

    def describe(self, state: SyndicateState) -> str:
        return f"Add bonus chip {self.chip.name}"

    def check_action(self, state: SyndicateState) -> Iterator[Violation]:
        if state.chip(self.chip.name):
            yield rule("chip_known").violated(N_("{name} is already in this game."), name=self.chip.name)

    def apply(self, state: SyndicateState) -> None:
        state.chip_catalogue.append(self.chip)


class NameBonusChip(SyndicateCommand):
    """Name a held chip taken before it was named: a chip of its zone from box setup (``chip``), or typed from the
    chip now (``new_chip``, copied into the game) (l.102-104, l.546-552)."""

    type: Literal["name_bonus_chip"] = "name_bonus_chip"
    player: int
    held: int = Field(ge=0, description="which held chip, by its place in the player's chips")
    chip: str = Field(default="", max_length=40)
    new_chip: BonusChip | None = None

    def describe(self, state: SyndicateState) -> str:
        name = self.new_chip.name if self.new_chip else self.chip
        return f"{name_of(state, self.player)}'s bonus chip is {name}"

    def check_action(self, state: SyndicateState) -> Iterator[Violation]:
        yield from player_ok(state, self.player)
        if not 0 <= self.player < len(state.players):
            return
        held = state.players[self.player].chips
        zone = chips.found_zone(held[self.held]) if self.held < len(held) else None
        if zone is None:
            yield rule("chip_named").violated(
                N_("{player} holds no chip still to name there."), player=name_of(state, self.player)
            )
            return
        if not (self.chip or self.new_chip):
            yield rule("chip_named").violated(N_("Pick the chip from the list or type it from the chip."))
            return
        for problem in chips.naming_problems(state, zone, self.chip, self.new_chip):
            yield rule("chip_known").violated(problem)

    def apply(self, state: SyndicateState) -> list[str] | None:
        held = state.players[self.player].chips
        zone = chips.found_zone(held[self.held]) or "EXO"
        name = chips.name_chip(state, zone, self.chip, self.new_chip)
        held[self.held] = name
        chip = state.chip(name)
        return [f"{name}: {chips.effect_text(chip)}."] if chip else None


class AddAdvancedTech(SyndicateCommand):
    """Copy an Advanced Tech card from the box (or the library) into the game."""

    type: Literal["add_advanced_tech"] = "add_advanced_tech"
    card: AdvancedTech

    def describe(self, state: SyndicateState) -> str:
        return f"Add Advanced Tech card {self.card.name}"

    def check_action(self, state: SyndicateState) -> Iterator[Violation]:
        if state.tech_card(self.card.name):
            yield rule("tech_card").violated(N_("{name} is already in this game."), name=self.card.name)

    def apply(self, state: SyndicateState) -> None:
        state.tech_catalogue.append(self.card)


class AddAward(SyndicateCommand):
    """Copy an award box from the board into the game, unclaimed."""

    type: Literal["add_award"] = "add_award"
    award: Award

    def describe(self, state: SyndicateState) -> str:
        return f"Add award {self.award.name}"

    def check_action(self, state: SyndicateState) -> Iterator[Violation]:
        if state.award(self.award.name) or self.award.claimed_by is not None:
            yield rule("award_claim").violated(
                N_("{award} is already in this game, or comes claimed."), award=self.award.name
            )

    def apply(self, state: SyndicateState) -> None:
        state.awards.append(self.award)
