"""Roll questions a game answers with exact odds, the same for the CLI (``companion odds``) and the UI.

A game lists its questions in ``GameDefinition.odds_questions``. Each question takes its parameters
as a pydantic model (the CLI builds ``--flag`` options from its fields, bounds included) and an
optional game state (the faces entered in box setup live there), and answers with labelled exact
probabilities.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from pydantic import BaseModel


class Answer(BaseModel):
    """One line of an answer: a plain label and its exact probability (or expected value)."""

    label: str
    value: Fraction
    kind: str = "chance"  # "chance" (0..1) or "mean" (an expected count)


@dataclass(frozen=True)
class OddsQuestion:
    """A named roll question: ``answer(params, state_or_None)`` returns the answer lines."""

    name: str
    help: str
    params: type[BaseModel]
    answer: Callable[[Any, Any], list[Answer]]
