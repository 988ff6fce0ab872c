"""By hand: a card text the app does not remember, or an effect the table agrees on."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Literal

from pydantic import Field

from ....engine import Command, Violation
from .. import effects as fx
from ..effects import Effect
from ..rules import RULES
from ..state import InfiltrationState
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
            yield RULES["inf.effect_target"].violated("Choose at least one effect.")
        for effect in self.effects:  # a face-down room an operative enters is revealed (RS l.143), not refused
            yield from effect.refs(state) or [v for v in effect.blocked(state) if v.rule != fx.REVEAL.id]

    def apply(self, state: InfiltrationState) -> list[str]:
        lines: list[str] = []
        for at, effect in enumerate(self.effects):
            if state.finished:
                break
            if isinstance(effect, fx.Entering) and effect.needs_card(state):  # the table types the room's card
                room = state.operatives[effect.operative].room
                return lines + fx.owe_room_card(state, list(self.effects[at:]), effect.operative, room, self.reason)
            lines += effect.apply(state, self.reason)
        return lines
