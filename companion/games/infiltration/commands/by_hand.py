"""By hand: a card text the app does not remember, or an effect the table agrees on."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Literal

from pydantic import Field

from ....engine import Command, Violation
from ..effects import Effect
from ..rules import RULES
from ..state import InfiltrationState


class Adjust(Command[InfiltrationState]):
    """Apply effects by hand; each must be able to resolve now (the table is told why not)."""

    type: Literal["adjust"] = "adjust"
    effects: list[Effect] = Field(max_length=8)
    reason: str = Field(default="by hand", max_length=120)

    def describe(self, state: InfiltrationState) -> str:
        return f"By hand ({self.reason}): " + "; ".join(e.describe(state) for e in self.effects)

    def check(self, state: InfiltrationState) -> Iterator[Violation]:
        if not self.effects:
            yield RULES["inf.effect_target"].violated("Choose at least one effect.")
        for effect in self.effects:
            yield from effect.refs(state) or effect.blocked(state)

    def apply(self, state: InfiltrationState) -> list[str]:
        lines = []
        for effect in self.effects:
            if state.finished:
                break
            lines += effect.apply(state, self.reason)
        return lines
