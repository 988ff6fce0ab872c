"""Final scoring: DF values per escaped operative, plus what special cards add (RS §Winning the Game)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import ClassVar, Literal

from pydantic import Field

from ....engine import Command, Violation
from ....i18n import N_
from ..rules import RULES
from ..scoring import rank, result_text
from ..state import InfiltrationState

MODIFIER_LIMIT = 60  # a card's adjustment to a total, either way


class EnterScores(Command[InfiltrationState]):
    """The table flips the escaped operatives' DF tokens and enters each value (1-3); ``modifiers``
    adds what cards held change in a total ("some cards can also affect this total", RS l.186)."""

    type: Literal["enter_scores"] = "enter_scores"
    values: dict[int, list[int]]
    modifiers: dict[int, int] = Field(default_factory=dict)
    allowed_after_end: ClassVar[bool] = True

    def describe(self, state: InfiltrationState) -> str:
        return "Final scoring"

    def check(self, state: InfiltrationState) -> Iterator[Violation]:
        if not state.finished:
            yield RULES["inf.score_after_end"].violated()
            return
        escaped = {i for i, op in enumerate(state.operatives) if op.status == "escaped"}
        if set(self.values) != escaped:
            yield RULES["inf.score_values"].violated(N_("Enter values for exactly the escaped operatives."))
            return
        for i, values in self.values.items():
            op = state.operatives[i]
            if len(values) != op.df_tokens:
                yield RULES["inf.score_values"].violated(
                    N_("{operative} holds {tokens} tokens, not {values}."),
                    operative=op.name,
                    tokens=op.df_tokens,
                    values=len(values),
                )
            if any(v not in (1, 2, 3) for v in values):
                yield RULES["inf.score_values"].violated(N_("{operative}: DF values are 1, 2 or 3."), operative=op.name)
        if not set(self.modifiers) <= escaped:
            yield RULES["inf.score_modifiers"].violated(N_("Card adjustments apply to escaped operatives only."))
        if any(abs(m) > MODIFIER_LIMIT for m in self.modifiers.values()):
            yield RULES["inf.score_modifiers"].violated(
                N_("A card adjustment is at most {limit} either way."), limit=MODIFIER_LIMIT
            )

    def apply(self, state: InfiltrationState) -> list[str]:
        state.df_values = {i: list(v) for i, v in self.values.items()}
        state.score_modifiers = {i: m for i, m in self.modifiers.items() if m}
        state.ranking = rank(state)
        state.result = result_text(state.ranking)
        return [f"{line.place}. {line.who}: {line.reason}" for line in state.ranking] + [state.result]
