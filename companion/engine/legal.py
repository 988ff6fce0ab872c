"""The "legal now" query: which actions the current step accepts, and why each other one is refused.

A game names the actions its screens offer now in :meth:`GameDefinition.actions_now`, each with the
commands that would carry it out (Syndicate's assault: one per target base and reinforcement count):
an action is accepted when any of them is legal, else its reason is the first refusal's message; on a phone
that says which seats it plays, another seat's command is not legal (:mod:`.seats`).
Every command kind the game does not list is judged by the round alone (the game is over, or it
belongs to another phase). Screens ask this instead of building commands to find out what to enable.

>>> from companion import games
>>> legal = legal_now(games.new_session("syndicate", 4, 3, {}).state)
>>> legal.why_not("buy_level")
''
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .game import BaseState, Command, definition_of, validate, wrong_phase
from .rules import Violation
from .seats import seat_refusal
from .secrets import for_seats


@dataclass(frozen=True)
class Action:
    """One action a screen offers: the commands that would carry it out now, and why not when there is none."""

    candidates: Sequence[Command[Any]]
    none: str = ""


@dataclass(frozen=True)
class LegalNow:
    """Every action and command kind of the game at one state: "" when the current step accepts it, else why not."""

    reasons: Mapping[str, str]

    @property
    def accepted(self) -> list[str]:
        """The actions and command kinds the current step accepts."""
        return [name for name, reason in self.reasons.items() if not reason]

    def why_not(self, action: str) -> str:
        """Why ``action`` (an action the game lists, or a command type) is refused now, in plain words ("" when not)."""
        return self.reasons[action]


def first_reason(
    state: BaseState, candidates: Sequence[Command[Any]], none: str = "", seats: frozenset[int] | None = None
) -> str:
    """ "" when any of ``candidates`` is legal in ``state``; else the first one's refusal (``none`` if none), as a
    phone that plays ``seats`` is told it (another seat's command is not legal on it: :mod:`.seats`)."""
    if not candidates:
        return none
    reasons = []
    for command in candidates:
        violations = told(state, command, seats)
        if not violations:
            return ""
        reasons.append(violations[0].message)
    return reasons[0]


def told(state: BaseState, command: Command[Any], seats: frozenset[int] | None = None) -> list[Violation]:
    """Why ``command`` is refused in ``state`` as a phone that plays ``seats`` is told it (None: every reason);
    another seat's command is refused by the seat guard before its rules are checked."""
    not_yours = seat_refusal(state, command, seats)
    if not_yours is not None:
        return [not_yours]
    return for_seats(definition_of(state), state, command, validate(state, command), seats)


def kind_reason(state: BaseState, kind: type[Command[Any]]) -> str:
    """Why no command of ``kind`` can be taken now by the round alone ("" when the step may accept one)."""
    if state.finished and not kind.allowed_after_end:
        return f"The game is over: {state.result}"
    wrong = wrong_phase(state, kind.phases)
    return f"Not in the {wrong[1]} phase: this belongs to the {wrong[0]} phase." if wrong else ""


def legal_now(state: BaseState, seats: frozenset[int] | None = None) -> LegalNow:
    """What the current step of ``state`` accepts (see the module docstring) from a phone that plays ``seats``
    (None: whoever sends it)."""
    definition = definition_of(state)
    reasons = {kind.model_fields["type"].default: kind_reason(state, kind) for kind in definition.command_types}
    for name, action in definition.actions_now(state).items():
        round_only = kind_reason(state, type(action.candidates[0])) if action.candidates else ""
        reasons[name] = round_only or first_reason(state, action.candidates, action.none, seats)
    return LegalNow(reasons)
