"""Selection: each operative places one action or item card face down (RS §1. Selection Phase l.55-61)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import ClassVar, Literal

from ....engine import Command, Violation, finish_step
from ....i18n import N_, Phrase
from ..board import CARD_NAMES, MOVES
from ..facility import out_of_play
from ..rules import RULES
from ..state import InfiltrationState


def choice_first(state: InfiltrationState) -> list[Violation]:
    """A card waiting for the players to choose an operative comes before any other step (RS l.172)."""
    if not state.choices_owed:
        return []
    owed = state.choices_owed[0]
    rule = "inf.players_choose_operative" if owed.entering(state) is None else "inf.reveal_needs_card"
    if owed.entering(state) is None:
        return [RULES[rule].violated(N_("First choose the operative for '{effect}'."), effect=owed.describe(state))]
    return [RULES[rule].violated(N_("First: {owed}."), owed=owed.asks(state))]


def operative_refused(state: InfiltrationState, operative: int) -> list[Violation]:
    """A missing operative, or one no longer inside, cannot act."""
    if not 0 <= operative < len(state.operatives):
        return [RULES["inf.effect_target"].violated(N_("There is no operative {operative}."), operative=operative)]
    op = state.operatives[operative]
    if not op.inside:
        return [out_of_play(op)]
    return []


def cards_for(state: InfiltrationState, operative: int) -> list[str]:
    """The cards in the operative's hand it may select now (RS l.37, l.59, l.198)."""
    take = "extract" if state.options.get("extraction") else "download"
    cards = ["advance", "retreat", "interface", take, "item"]
    op = state.operatives[operative]
    if op.delayed:
        cards = [c for c in cards if c not in MOVES]
    return [c for c in cards if c != "item" or op.items]


def why_not_card(state: InfiltrationState, operative: int, card: str) -> Phrase | None:
    """Why ``card`` cannot be selected now, in a sentence (None when it can)."""
    op = state.operatives[operative]
    if op.delayed and card in MOVES:
        return Phrase(RULES["inf.delayed_no_move"].text)
    if card == "item" and not op.items:
        return Phrase(N_("{operative} has no item card in hand."), operative=op.name)
    if card not in cards_for(state, operative):
        return Phrase(N_("{operative} holds no {card} card in this game."), operative=op.name, card=card_said(card))
    return None


def card_said(card: str | None) -> Phrase:
    """An action card by name, as a refusal names it ("Advance")."""
    return Phrase(CARD_NAMES.get(card or "", ""))


class SelectCard(Command[InfiltrationState]):
    """One operative's facedown choice for the round (RS §1. Selection Phase)."""

    type: Literal["select_card"] = "select_card"
    operative: int
    card: Literal["advance", "retreat", "interface", "download", "extract", "item"]
    phases: ClassVar = ("selection",)

    def describe(self, state: InfiltrationState) -> str:
        name = state.operatives[self.operative].name if 0 <= self.operative < len(state.operatives) else "?"
        return f"{name} selects a card"

    def secret_of(self, state: InfiltrationState) -> int | None:
        return state.operatives[self.operative].player if 0 <= self.operative < len(state.operatives) else None

    def check(self, state: InfiltrationState) -> Iterator[Violation]:
        if not state.rooms[0].revealed:
            yield RULES["inf.entry_room_revealed"].violated(N_("Reveal the entry room first (setup)."))
        yield from choice_first(state)
        if state.draft_pass:
            yield RULES["inf.item_draft"].violated(N_("Finish the Item Draft first: it is under way."))
        bad = operative_refused(state, self.operative)
        if bad:
            yield from bad
            return
        op = state.operatives[self.operative]
        if op.selected:
            yield RULES["inf.select_one_card"].violated(
                N_("{operative} has already selected this round."), operative=op.name
            )
        why = why_not_card(state, self.operative, self.card)
        if why:
            rule = (
                "inf.delayed_no_move"
                if op.delayed and self.card in MOVES
                else "inf.item_in_hand"
                if self.card == "item"
                else "inf.action_set"
            )
            yield RULES[rule].violated(why)

    def apply(self, state: InfiltrationState) -> list[str]:
        state.operatives[self.operative].selected = self.card
        return end_of_selection(state)


def end_of_selection(state: InfiltrationState) -> list[str]:
    """Once every operative inside has selected: delays clear (RS l.168) and Resolution begins."""
    waiting = any(not state.operatives[i].selected for i in state.inside())
    if state.finished or state.progress.step != "select" or waiting or state.choices_owed:
        return []
    lines = ["Every operative has selected."]
    for op in state.operatives:
        if op.delayed:
            op.delayed = False
            lines.append(f"{op.name} stands upright again (no longer delayed).")
    return lines + finish_step(state, "select")
