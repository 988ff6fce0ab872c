"""Setup commands: the first player, the entry room, the Item Draft (RS §Setup, §Item Card Draft)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import ClassVar, Literal

from pydantic import Field

from ....engine import Command, Violation
from ....i18n import N_
from .. import facility as fac
from ..board import ITEMS_DEALT, UNNAMED_ITEM
from ..effects import Effect, refused, resolve_all
from ..rules import RULES
from ..state import InfiltrationState, RoomFace
from .selection import choice_first


class ChooseFirstPlayer(Command[InfiltrationState]):
    """The youngest player starts (the app asks, RS l.27)."""

    type: Literal["choose_first_player"] = "choose_first_player"
    player: int
    phases: ClassVar = ("selection",)

    def describe(self, state: InfiltrationState) -> str:
        name = state.player_names[self.player] if 0 <= self.player < len(state.player_names) else self.player
        return f"First player (the youngest): {name}"

    def check(self, state: InfiltrationState) -> Iterator[Violation]:
        if not 0 <= self.player < len(state.player_names):
            yield RULES["inf.effect_target"].violated(N_("There is no player {player}."), player=self.player)
        if state.round != 1 or any(op.selected for op in state.operatives):
            yield RULES["inf.first_player_youngest"].violated(N_("The first player is chosen before round 1 begins."))

    def apply(self, state: InfiltrationState) -> list[str]:
        state.first_player = self.player
        state.first_player_chosen = True
        return [f"{state.player_names[self.player]} takes the die and the security tracker."]


class RevealEntryRoom(Command[InfiltrationState]):
    """Setup: the entry room is revealed; Reveal once, Enter once per operative (RS l.41-43, reading A-07)."""

    type: Literal["reveal_entry_room"] = "reveal_entry_room"
    face: RoomFace
    effects: list[Effect] = Field(default_factory=list, max_length=8)

    def describe(self, state: InfiltrationState) -> str:
        return f"Reveal the entry room: {self.face.name}"

    def check(self, state: InfiltrationState) -> Iterator[Violation]:
        if state.rooms[0].revealed:
            yield RULES["inf.entry_room_revealed"].violated(N_("The entry room is already revealed."))
        yield from choice_first(state)
        # Each text is checked bound to the operative it resolves for (the first in order reveals).
        enterers = entering_order(state)
        yield from refused(state, [*self.face.on_reveal, *self.effects], enterers[0], 0)
        for op in enterers:
            yield from refused(state, self.face.on_enter, op, 0)

    def apply(self, state: InfiltrationState) -> list[str]:
        name = self.face.name
        enterers = entering_order(state)
        fac.turn_face_up(state, 0, self.face)
        lines = [f"The entry room R1 is turned face up: {name}."]
        lines += resolve_all(state, [*self.face.on_reveal, *self.effects], enterers[0], 0, f"{name} Reveal at setup")
        once = state.options.get("entry_enter") == "once"
        if self.face.on_enter:
            for op in enterers[:1] if once else enterers:
                lines += resolve_all(state, self.face.on_enter, op, 0, f"{name} Enter for {state.operatives[op].name}")
            lines.append(
                "The entry room's Enter text resolved once (setting)."
                if once
                else f"The entry room's Enter text resolved once per operative ({len(enterers)}), "
                "first player first (reading A-07)."
            )
        return lines + fac.place_tokens_and_df(state, 0)


def entering_order(state: InfiltrationState) -> list[int]:
    """The operatives in the order they enter the facility: first player clockwise (reading A-07)."""
    return [op for p in state.seat_order() for op, o in enumerate(state.operatives) if o.player == p]


def draft_closed(state: InfiltrationState) -> list[Violation]:
    """Why no Item Draft can be made now (empty: it can)."""
    if not state.options.get("item_draft"):
        return [RULES["inf.item_draft"].violated(N_("The Item Draft variant is not in play."))]
    if state.round != 1 or state.drafted or any(op.selected for op in state.operatives):
        return [RULES["inf.item_draft"].violated(N_("The draft happens once, at setup."))]
    return []


def draft_hands(state: InfiltrationState) -> list[list[str]]:
    """Each operative's 4 cards in the pass under way (the cards dealt before the first pick)."""
    return state.draft_hands or [list(op.items) for op in state.operatives]


class DraftKeep(Command[InfiltrationState]):
    """Item Draft, one operative's pick (RS l.206-218, reading A-17: passing to the next operative).

    In pass 1, 2 and 3 an operative keeps that many of the 4 cards in hand (``keep``: their places in
    the hand) and passes the rest on. The picks stay hidden until every operative has picked; then the
    cards pass, and after pass 3 each operative takes the last card passed to it.
    """

    type: Literal["draft_keep"] = "draft_keep"
    operative: int
    keep: list[int] = Field(max_length=ITEMS_DEALT)
    phases: ClassVar = ("selection",)

    def describe(self, state: InfiltrationState) -> str:
        name = state.operatives[self.operative].name if 0 <= self.operative < len(state.operatives) else "?"
        return f"{name} keeps items (Item Draft)"

    def check(self, state: InfiltrationState) -> Iterator[Violation]:
        closed = draft_closed(state)
        if closed:
            yield from closed
            return
        if not 0 <= self.operative < len(state.operatives):
            yield RULES["inf.effect_target"].violated(
                N_("There is no operative {operative}."), operative=self.operative
            )
            return
        name, wanted = state.operatives[self.operative].name, max(state.draft_pass, 1)
        if self.operative in state.draft_keeps:
            yield RULES["inf.item_draft"].violated(
                N_("{operative} has already kept cards in this pass."), operative=name
            )
        hands = draft_hands(state)
        if any(len(cards) != ITEMS_DEALT for cards in hands):
            yield RULES["inf.item_draft"].violated(N_("The draft starts from {n} cards in each hand."), n=ITEMS_DEALT)
        hand = hands[self.operative]
        if len(set(self.keep)) != wanted or not all(0 <= k < len(hand) for k in self.keep):
            yield RULES["inf.item_draft"].violated(
                N_("In pass {n} {operative} keeps {n} of the cards in hand."), n=wanted, operative=name
            )

    def apply(self, state: InfiltrationState) -> list[str]:
        if not state.draft_pass:
            state.draft_pass, state.draft_hands = 1, draft_hands(state)
        state.draft_keeps[self.operative] = sorted(self.keep)
        if len(state.draft_keeps) < len(state.operatives):
            return [f"{len(state.draft_keeps)} of {len(state.operatives)} operatives have kept their cards."]
        return _pass_left(state)


def _pass_left(state: InfiltrationState) -> list[str]:
    """Everyone has picked: each keeps the cards picked and takes the rest of the previous operative's hand."""
    kept = [[hand[k] for k in state.draft_keeps[i]] for i, hand in enumerate(state.draft_hands)]
    passed = [
        [c for k, c in enumerate(hand) if k not in state.draft_keeps[i]] for i, hand in enumerate(state.draft_hands)
    ]
    state.draft_hands = [kept[i] + passed[i - 1] for i in range(len(kept))]  # operative i receives from i - 1
    done, state.draft_keeps = state.draft_pass, {}
    if done < ITEMS_DEALT - 1:
        state.draft_pass += 1
        return [f"Pass {done} of {ITEMS_DEALT - 1}: each operative kept {done} and passed {ITEMS_DEALT - done} on."]
    for op, hand in zip(state.operatives, state.draft_hands, strict=True):
        op.items = hand
    state.draft_pass, state.draft_hands, state.drafted = 0, [], True
    return [_DRAFTED, *(f"{op.name} holds {len(op.items)} items." for op in state.operatives)]


_DRAFTED = "Item Draft done: each operative took the last card passed to it and holds 4 items."


class DraftItems(Command[InfiltrationState]):
    """The whole Item Draft entered at once (the command line, and saves from before pick-by-pick drafts).

    ``kept[p]`` lists the 4 names operative p ended with (blank where not told). The app checks the
    counts and that no named card dealt was lost; the passing happened at the table.
    """

    type: Literal["draft_items"] = "draft_items"
    kept: list[list[str]] = Field(max_length=6)
    phases: ClassVar = ("selection",)

    def describe(self, state: InfiltrationState) -> str:
        return "Item Draft"

    def check(self, state: InfiltrationState) -> Iterator[Violation]:
        yield from draft_closed(state)
        if state.draft_pass:
            yield RULES["inf.item_draft"].violated(N_("The draft is under way pick by pick: finish it on the table."))
        if len(self.kept) != len(state.operatives) or any(len(hand) != ITEMS_DEALT for hand in self.kept):
            yield RULES["inf.item_draft"].violated(N_("Each operative ends the draft with {n} items."), n=ITEMS_DEALT)
        dealt = Counter(card for op in state.operatives for card in op.items if card != UNNAMED_ITEM)
        lost = dealt - Counter(card.strip() for hand in self.kept for card in hand)
        if lost:
            yield RULES["inf.item_draft"].violated(
                N_("{items} was dealt: someone keeps it, it is only passed."), items=", ".join(lost)
            )

    def apply(self, state: InfiltrationState) -> list[str]:
        for op, hand in zip(state.operatives, self.kept, strict=True):
            op.items = [name.strip()[:60] or UNNAMED_ITEM for name in hand]
        state.drafted = True
        return [_DRAFTED, *(f"{op.name} holds {len(op.items)} items." for op in state.operatives)]
