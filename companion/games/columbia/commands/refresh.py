"""The Refresh phase and Victory Point cards (rules summary l.138-144, l.249-252)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Literal

from ....engine import Violation, finish_step
from ..content import FACTION_NAMES, VpCardEntry
from ..rules import RULES
from ..state import ColumbiaState, VpCard, faction_of
from ..upgrades import earn
from .base import ColumbiaCommand, is_active, step_is

HAND = 5


class DrawUp(ColumbiaCommand):
    """Everyone discards what they like and draws back up to 5 cards."""

    type: Literal["draw_up"] = "draw_up"
    phases = ("refresh",)

    def describe(self, state: ColumbiaState) -> str:
        return "Everyone draws up to 5 cards"

    def rules_check(self, state: ColumbiaState) -> Iterator[Violation]:
        yield from step_is(state, "draw")

    def run(self, state: ColumbiaState) -> list[str]:
        for player in state.players:
            player.hand = max(player.hand, HAND)
        return finish_step(state, "draw")


class RevealVpCard(ColumbiaCommand):
    """Put the next Victory Point card in play (at setup, and in each Refresh phase)."""

    type: Literal["reveal_vp_card"] = "reveal_vp_card"
    card: VpCardEntry | None = None

    def describe(self, state: ColumbiaState) -> str:
        return f"Victory Point card: {self.card.name}" if self.card else "No Victory Point card left"

    def rules_check(self, state: ColumbiaState) -> Iterator[Violation]:
        if not state.vp_card_due:
            yield from step_is(state, "reveal_vp")
        if state.vp_deck > 0 and self.card is None:
            yield RULES["col.vp_card_due"].violated(
                "Enter the revealed Victory Point card (or pick it from the library)."
            )

    def run(self, state: ColumbiaState) -> list[str]:
        if self.card is not None and state.vp_deck > 0:
            state.vp_deck -= 1
            state.vp_cards.append(VpCard(name=self.card.name, condition=self.card.condition, vp=self.card.vp))
        if state.vp_card_due:
            state.vp_card_due = False
            return []
        return finish_step(state, "reveal_vp")


class ClaimVpCard(ColumbiaCommand):
    """Claim a Victory Point card whose condition your faction meets, during your turn."""

    type: Literal["claim_vp_card"] = "claim_vp_card"
    card: int
    player: int
    phases = ("turns",)

    def describe(self, state: ColumbiaState) -> str:
        name = state.vp_cards[self.card].name if 0 <= self.card < len(state.vp_cards) else self.card
        return (
            f"{state.players[self.player].name if 0 <= self.player < len(state.players) else self.player} claims {name}"
        )

    def rules_check(self, state: ColumbiaState) -> Iterator[Violation]:
        yield from is_active(state, self.player)
        if not 0 <= self.card < len(state.vp_cards):
            yield RULES["col.vp_card_once"].violated("No such Victory Point card in play.")
        elif (holder := state.vp_cards[self.card].claimed_by) is not None:
            owner = FACTION_NAMES[holder]
            yield RULES["col.vp_card_once"].violated(
                f"{state.vp_cards[self.card].name} was already claimed by the {owner}."
            )

    def run(self, state: ColumbiaState) -> list[str]:
        faction = faction_of(state, self.player)
        state.vp_cards[self.card].claimed_by = faction
        return earn(state, faction, "claim a Victory Point card")
