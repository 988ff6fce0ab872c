"""Game-agnostic engine: commands, rules, history, dice, phases and the replay-stable RNG."""

from .common import COMMON_COMMANDS, COMMON_SEATS, CompleteStep, Correct, LoadState, SkipToStep, finish_step
from .game import (
    BaseState,
    Command,
    Correctable,
    GameDefinition,
    OptionSpec,
    apply,
    definition_of,
    register,
    registered,
    validate,
)
from .history import GameSession, LogEntry, SaveError
from .legal import Action, LegalNow, first_reason, legal_now
from .rules import Refused, Rule, RuleBook, Violation
from .seats import acting_seats, seat_refusal
from .secrets import Hidden

__all__ = [
    "COMMON_COMMANDS",
    "COMMON_SEATS",
    "Action",
    "BaseState",
    "Command",
    "CompleteStep",
    "Correct",
    "Correctable",
    "GameDefinition",
    "GameSession",
    "Hidden",
    "LegalNow",
    "LoadState",
    "LogEntry",
    "OptionSpec",
    "Refused",
    "Rule",
    "RuleBook",
    "SaveError",
    "SkipToStep",
    "Violation",
    "acting_seats",
    "apply",
    "definition_of",
    "finish_step",
    "first_reason",
    "legal_now",
    "register",
    "seat_refusal",
    "registered",
    "validate",
]
