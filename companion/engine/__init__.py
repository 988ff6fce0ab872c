"""Game-agnostic engine: commands, rules, history, dice, phases and the replay-stable RNG."""

from .common import COMMON_COMMANDS, CompleteStep, Correct, LoadState, SkipToStep, finish_step
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
from .rules import Refused, Rule, RuleBook, Violation
from .secrets import Hidden

__all__ = [
    "COMMON_COMMANDS",
    "BaseState",
    "Command",
    "CompleteStep",
    "Correct",
    "Correctable",
    "GameDefinition",
    "GameSession",
    "Hidden",
    "LoadState",
    "LogEntry",
    "OptionSpec",
    "Refused",
    "Rule",
    "RuleBook",
    "SaveError",
    "SkipToStep",
    "Violation",
    "apply",
    "definition_of",
    "finish_step",
    "register",
    "registered",
    "validate",
]
