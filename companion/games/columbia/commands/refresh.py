"""The Refresh phase and Victory Point cards (rules summary l.138-144, l.249-252)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Literal

from ....engine import Violation, finish_step
from ....i18n import N_, Phrase
from ..content import FACTION_NAMES, VpCardEntry
from ..rules import RULES
from ..setup import HAND
from ..state import ColumbiaState, Player, VpCard, faction_of
from ..upgrades import earn
from ..vp_conditions import unmet
from .base import ColumbiaCommand, hand_holds, is_active, step_is


class DrawUp(ColumbiaCommand):
    """Everyone discards what they like (``discards``: cards per player, in seat order) and draws
    back up to 5; a deck that runs out is reshuffled from its discards."""

    type: Literal["draw_up"] = "draw_up"
    discards: list[int] = []
    phases = ("refresh",)

    def describe(self, state: ColumbiaState) -> str:
        return "Everyone draws up to 5 cards"

    def rules_check(self, state: ColumbiaState) -> Iterator[Violation]:
        yield from step_is(state, "draw")
        if len(self.discards) > len(state.players):
            yield RULES["col.refresh_hands"].violated(N_("Give one discard count per player."))
            return
        for seat, cards in enumerate(self.discards):
            yield from hand_holds(state, seat, cards)

    def run(self, state: ColumbiaState) -> list[str]:
        notes = []
        for seat, player in enumerate(state.players):
            gone = self.discards[seat] if seat < len(self.discards) else 0
            player.hand, player.discard = player.hand - gone, player.discard + gone
            notes += draw_cards(player, max(0, HAND - player.hand))
        return notes + finish_step(state, "draw")


def draw_cards(player: Player, wanted: int) -> list[str]:
    """Draw ``wanted`` cards, shuffling the discards into a new deck when it runs out."""
    notes = []
    for _ in range(wanted):
        if player.deck == 0 and player.discard:
            player.deck, player.discard = player.discard, 0
            notes.append(f"{player.name}'s deck ran out: the discards are shuffled into a new deck.")
        if player.deck == 0:
            notes.append(f"{player.name} has no cards left to draw.")
            break
        player.deck, player.hand = player.deck - 1, player.hand + 1
    return notes


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
                N_("Enter the revealed Victory Point card (or pick it from the library).")
            )

    def run(self, state: ColumbiaState) -> list[str]:
        if self.card is not None and state.vp_deck > 0:
            state.vp_deck -= 1
            card = self.card
            state.vp_cards.append(
                VpCard(name=card.name, condition=card.condition, vp=card.vp, check=card.check, team=card.team)
            )
        if state.vp_card_due:
            state.vp_card_due = False
            return []
        return finish_step(state, "reveal_vp")


class ClaimVpCard(ColumbiaCommand):
    """Claim a Victory Point card whose condition you meet, during your turn.

    A checked condition is verified; a condition kept as text needs ``confirmed``: the table says
    it is met, and the log says so.
    """

    type: Literal["claim_vp_card"] = "claim_vp_card"
    card: int
    player: int
    confirmed: bool = False
    phases = ("turns",)

    def describe(self, state: ColumbiaState) -> str:
        name = state.vp_cards[self.card].name if 0 <= self.card < len(state.vp_cards) else self.card
        who = state.players[self.player].name if 0 <= self.player < len(state.players) else self.player
        held = state.vp_cards[self.card] if 0 <= self.card < len(state.vp_cards) else None
        said = f" (the table confirmed: {held.condition or 'its condition'})" if held and not held.check else ""
        return f"{who} claims {name}{said}"

    def rules_check(self, state: ColumbiaState) -> Iterator[Violation]:
        yield from is_active(state, self.player)
        if not 0 <= self.card < len(state.vp_cards):
            yield RULES["col.vp_card_once"].violated(N_("No such Victory Point card in play."))
        elif (holder := state.vp_cards[self.card].claimed_by) is not None:
            owner = Phrase(FACTION_NAMES[holder])
            yield RULES["col.vp_card_once"].violated(
                N_("{card} was already claimed by the {faction}."), card=state.vp_cards[self.card].name, faction=owner
            )
        elif 0 <= self.player < len(state.players):
            yield from self._condition(state, state.vp_cards[self.card])

    def _condition(self, state: ColumbiaState, card: VpCard) -> Iterator[Violation]:
        if card.check is None and not self.confirmed:
            yield RULES["col.vp_condition"].violated(
                N_("Confirm that {player} meets: {condition}."),
                player=state.players[self.player].name,
                condition=card.condition or Phrase(N_("the card condition")),
            )
        elif (why := unmet(state, card, self.player)) is not None:
            yield RULES["col.vp_condition"].violated(why)

    def run(self, state: ColumbiaState) -> list[str]:
        faction = faction_of(state, self.player)
        state.vp_cards[self.card].claimed_by = faction
        return earn(state, faction, "claim a Victory Point card")
