"""By hand: a card text the app does not remember, an effect the table agrees on, a remembered card text corrected."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Literal

from pydantic import Field

from ....engine import Command, Violation
from ....i18n import N_, Phrase
from .. import effects as fx
from .. import facility as fac
from ..board import SECRET
from ..effects import Effect
from ..rules import RULES
from ..state import InfiltrationState, ItemText, RoomFace
from .resolution import end_of_step
from .selection import choice_first


class Adjust(Command[InfiltrationState]):
    """Apply effects by hand; each must be able to resolve now (the table is told why not)."""

    type: Literal["adjust"] = "adjust"
    effects: list[Effect] = Field(max_length=8)
    reason: str = Field(default="by hand", max_length=120)

    def describe(self, state: InfiltrationState) -> str:
        return f"By hand ({self.reason}): " + "; ".join(e.describe(state) for e in self.effects)

    def check(self, state: InfiltrationState) -> Iterator[Violation]:
        yield from choice_first(state)  # a text waiting for a choice or a room card comes first (RS l.172)
        if not self.effects:
            yield RULES["inf.effect_target"].violated(N_("Choose at least one effect."))
        if not state.rooms[0].revealed and any(isinstance(e, fx.Entering) for e in self.effects):
            yield RULES["inf.entry_room_revealed"].violated(N_("Reveal the entry room first: everyone starts there."))
        for effect in self.effects:  # a face-down room an operative enters is revealed (RS l.143), not refused
            yield from effect.refs(state) or [v for v in effect.blocked(state) if v.rule != fx.REVEAL.id]

    def apply(self, state: InfiltrationState) -> list[str]:
        """Each effect in order; from one that waits (a face-down room's card, or a text it triggers that
        waits), the rest wait behind it. An operative that leaves the facility by hand owes nothing more: a
        step only it still owed is then done."""
        return self._effects(state) + end_of_step(state)

    def _effects(self, state: InfiltrationState) -> list[str]:
        lines: list[str] = []
        for at, effect in enumerate(self.effects):
            if state.finished:
                break
            who = getattr(effect, "operative", 0)
            room = state.operatives[who].room if 0 <= who < len(state.operatives) else 0
            if state.choices_owed:
                return lines + fx.wait(state, list(self.effects[at:]), who, room, self.reason)
            if isinstance(effect, fx.Entering) and effect.needs_card(state):  # the table types the room's card
                return lines + fx.owe_room_card(state, list(self.effects[at:]), who, room, self.reason)
            lines += effect.apply(state, self.reason)
        return lines


class CorrectItemText(Command[InfiltrationState]):
    """The table corrects what a remembered item card does (read wrong the first time it was played): from
    now on it resolves as corrected (RS l.83-85: the same card, the same text)."""

    type: Literal["correct_item_text"] = "correct_item_text"
    name: str = Field(max_length=60)
    text: ItemText

    def describe(self, state: InfiltrationState) -> str:
        return f"By hand: what {self.name} does is corrected"

    def check(self, state: InfiltrationState) -> Iterator[Violation]:
        if self.name not in state.item_texts:
            yield RULES["inf.item_remembered"].violated(
                N_("The game does not know {item} yet: its text is typed when it is first played."),
                item=self.name or Phrase(N_("this item")),
            )
            return
        yield from fx.refused(state, self.text.effects, 0, 0)

    def apply(self, state: InfiltrationState) -> list[str]:
        state.item_texts[self.name] = self.text
        return [f"{self.name}'s text is corrected: it resolves so from now on."]


class CorrectRoomCard(Command[InfiltrationState]):
    """The table corrects a revealed room card read wrong: its remembered functions apply as corrected from
    now on. Nothing of its reveal is replayed; a token whose space the corrected card does not print goes back
    to the supply (RS l.117-123)."""

    type: Literal["correct_room_card"] = "correct_room_card"
    room: int
    face: RoomFace

    def describe(self, state: InfiltrationState) -> str:
        where = fac.slot_label(self.room) if 0 <= self.room <= SECRET else "a room"
        return f"By hand: the room card of {where} is corrected ({self.face.name})"

    def check(self, state: InfiltrationState) -> Iterator[Violation]:
        if not 0 <= self.room <= SECRET or not state.rooms[self.room].revealed:
            yield RULES["inf.effect_target"].violated(N_("Only a revealed room's card can be corrected."))
            return
        other = state.room_named(self.face.name)
        if other is not None and other != self.room:
            yield RULES["inf.effect_target"].violated(
                N_("{room} is already revealed in the facility."), room=self.face.name
            )
        texts = (self.face.on_reveal, self.face.on_enter, self.face.on_interface, self.face.on_download)
        yield from (v for text in texts for v in fx.refused(state, text, 0, self.room))

    def apply(self, state: InfiltrationState) -> list[str]:
        slot = state.rooms[self.room]
        slot.face = self.face
        lines = [f"The room card of {fac.slot_label(self.room)} is corrected: {self.face.name}."]
        for token, printed in (
            ("interface_token", self.face.interface),
            ("lab_worker", self.face.lab_worker_secure is not None),
            ("tech_lock", self.face.tech_lock_secure is not None),
        ):
            if getattr(slot, token) and not printed:
                setattr(slot, token, False)
                lines.append(f"Its {token.replace('_', ' ')} goes back to the supply: the card prints no space for it.")
        return lines
