"""The "legal now" query: which actions the current step accepts, and why each other one is refused.

A game names the actions its screens offer now in :meth:`GameDefinition.actions_now`, each with the
commands that would carry it out (Syndicate's assault: one per target base and reinforcement count):
an action is accepted when any of them is legal, else its reason is the first refusal's (told in the language of
the phone that asks); on a phone
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

from ..i18n import N_, Phrase
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
    """Every action and command kind of the game at one state: None when the current step accepts it, else why not
    (language-neutral: one answer serves every phone, each reading it in its own language)."""

    reasons: Mapping[str, Phrase | None]

    @property
    def accepted(self) -> list[str]:
        """The actions and command kinds the current step accepts."""
        return [name for name, reason in self.reasons.items() if reason is None]

    def why_not(self, action: str) -> str:
        """Why ``action`` (an action the game lists, or a command type) is refused now, in plain words in the
        language of the phone in hand ("" when not)."""
        reason = self.reasons[action]
        return reason.told() if reason is not None else ""


def first_reason(
    state: BaseState, candidates: Sequence[Command[Any]], none: str = "", seats: frozenset[int] | None = None
) -> Phrase | None:
    """None when any of ``candidates`` is legal in ``state``; else the first one's refusal (``none`` if none), as a
    phone that plays ``seats`` is told it (another seat's command is not legal on it: :mod:`.seats`)."""
    if not candidates:
        return Phrase(none) if none else None
    reasons = []
    for command in candidates:
        violations = told(state, command, seats)
        if not violations:
            return None
        reasons.append(violations[0].said)
    return reasons[0]


def told(state: BaseState, command: Command[Any], seats: frozenset[int] | None = None) -> list[Violation]:
    """Why ``command`` is refused in ``state`` as a phone that plays ``seats`` is told it (None: every reason);
    another seat's command is refused by the seat guard before its rules are checked."""
    not_yours = seat_refusal(state, command, seats)
    if not_yours is not None:
        return [not_yours]
    return for_seats(definition_of(state), state, command, validate(state, command), seats)


def kind_reason(state: BaseState, kind: type[Command[Any]]) -> Phrase | None:
    """Why no command of ``kind`` can be taken now by the round alone (None when the step may accept one)."""
    if state.finished and not kind.allowed_after_end:
        return Phrase(N_("The game is over: {result}"), result=state.result)
    wrong = wrong_phase(state, kind.phases)
    if not wrong:
        return None
    return Phrase(N_("Not in the {now} phase: this belongs to the {allowed} phase."), now=wrong[1], allowed=wrong[0])


def legal_now(state: BaseState, seats: frozenset[int] | None = None) -> LegalNow:
    """What the current step of ``state`` accepts (see the module docstring) from a phone that plays ``seats``
    (None: whoever sends it)."""
    definition = definition_of(state)
    reasons = {kind.model_fields["type"].default: kind_reason(state, kind) for kind in definition.command_types}
    for name, action in definition.actions_now(state).items():
        round_only = kind_reason(state, type(action.candidates[0])) if action.candidates else None
        reasons[name] = round_only or first_reason(state, action.candidates, action.none, seats)
    return LegalNow(reasons)
