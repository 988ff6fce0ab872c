"""The game-agnostic core: state base, command base, game definitions, validate and apply.

Every change is a :class:`Command`. ``validate(state, cmd)`` lists every violated rule;
``apply(state, cmd)`` returns a new state (the old one is never touched) or raises
:class:`~companion.engine.rules.Refused`. Each game is a :class:`GameDefinition` (the
python-chess variant pattern: one base, per-game hooks).
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from . import phases
from .dice import Die
from .rng import RngState
from .rules import ENGINE_RULES, Refused, RuleBook, Violation


class BaseState(BaseModel):
    """Fields every game state has. Games subclass it and add their own."""

    game: str
    game_id: str
    revision: int = 0
    player_names: list[str]
    options: dict[str, Any] = Field(default_factory=dict)
    rng: RngState = Field(default_factory=RngState)
    progress: phases.Progress = Field(default_factory=phases.Progress)
    finished: bool = False
    result: str = ""

    @property
    def round(self) -> int:
        return self.progress.round


class Command(BaseModel):
    """A change to the state. Subclasses set ``type: Literal["..."]`` and implement the hooks.

    ``phases`` lists the phase ids in which the command is allowed (``None``: any phase).
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    type: str
    phases: ClassVar[tuple[str, ...] | None] = None
    allowed_after_end: ClassVar[bool] = False
    keeps_revision: ClassVar[bool] = False

    def describe(self, state: BaseState) -> str:
        """The label of this command in the log and on the undo button."""
        return self.type.replace("_", " ")

    def check(self, state: BaseState) -> Iterable[Violation]:
        """Every rule this command would break in ``state`` (none by default)."""
        return ()

    def apply(self, state: BaseState) -> list[str] | None:
        """Change ``state`` (a private copy) in place; return lines explaining what was done."""
        raise NotImplementedError


class OptionSpec(BaseModel):
    """A named setting: a house rule or a reading of an ambiguous rule, with its default."""

    key: str
    label: str
    default: Any
    choices: list[Any]
    help: str = ""
    refs: str = ""

    def parse(self, text: str) -> Any:
        """The choice a command-line ``KEY=VALUE`` names (raises ValueError otherwise)."""
        for choice in self.choices:
            if str(choice).lower() == text.strip().lower():
                return choice
        raise ValueError(f"option {self.key}: choose one of {', '.join(map(str, self.choices))}")


class GameDefinition:
    """One game: its state model, commands, rules, round structure, options and hooks."""

    id: str
    title: str
    snapshot_prefix: str
    min_players: int
    max_players: int
    state_model: type[BaseState]
    command_types: tuple[type[Command], ...]
    rules: RuleBook
    round_spec: phases.RoundSpec
    options: tuple[OptionSpec, ...] = ()
    dice: dict[str, Die] = {}
    content_kinds: dict[str, type[BaseModel]] = {}

    def __init__(self) -> None:
        union = Any if not self.command_types else _discriminated(self.command_types)
        self.command_adapter: TypeAdapter = TypeAdapter(union)

    # -- hooks a game implements -------------------------------------------------------------
    def new_game(self, players: int, seed: int, options: dict[str, Any], content: Any) -> BaseState:
        """The state at the start of a game; ``options`` are already resolved, ``content`` is
        the :class:`~companion.content.ContentLibrary` whose entries the state copies in."""
        raise NotImplementedError

    def end_of_round(self, state: BaseState) -> list[str]:
        """Called when the last step of a round is finished, before the round number moves on."""
        return []

    def random_command(self, state: BaseState, rnd: random.Random) -> Command | None:
        """A random *legal* command for playouts and benchmarks (``None`` when stuck or over)."""
        raise NotImplementedError

    def invariants(self, state: BaseState) -> list[str]:
        """Broken invariants of ``state`` (empty when healthy); checked by the playout tests."""
        return []

    def summary(self, state: BaseState) -> str:
        """One line for lists: round, players, leader."""
        return f"Round {state.round} · {len(state.player_names)} players"

    # -- shared helpers ------------------------------------------------------------------------
    def parse_command(self, data: Any) -> Command:
        return self.command_adapter.validate_python(data)

    def resolve_options(self, given: dict[str, Any]) -> dict[str, Any]:
        """Defaults for every option, overridden by ``given`` (unknown keys are an error)."""
        known = {opt.key: opt for opt in self.options}
        unknown = sorted(set(given) - set(known))
        if unknown:
            raise ValueError(f"unknown option {', '.join(unknown)} for {self.id}")
        out = {opt.key: opt.default for opt in self.options}
        for key, value in given.items():
            out[key] = known[key].parse(value) if isinstance(value, str) else value
            if out[key] not in known[key].choices:
                raise ValueError(f"option {key}: choose one of {', '.join(map(str, known[key].choices))}")
        return out

    def new_id(self, seed: int) -> str:
        """A game id, stable for a given seed (so scripted games print the same state)."""
        return f"{self.id[:3]}-{random.Random(seed).getrandbits(40):010x}"

    def check_player_count(self, players: int) -> None:
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"{self.title} takes {self.min_players}-{self.max_players} players, not {players}")


def _discriminated(types: tuple[type[Command], ...]) -> Any:
    from typing import Annotated, Union

    return Annotated[Union[types], Field(discriminator="type")]  # noqa: UP007


_REGISTRY: dict[str, GameDefinition] = {}


def register(definition: GameDefinition) -> GameDefinition:
    _REGISTRY[definition.id] = definition
    return definition


def definition_of(state_or_id: BaseState | str) -> GameDefinition:
    game = state_or_id if isinstance(state_or_id, str) else state_or_id.game
    return _REGISTRY[game]


def registered() -> dict[str, GameDefinition]:
    return dict(_REGISTRY)


def validate(state: BaseState, command: Command) -> list[Violation]:
    """Every rule ``command`` breaks in ``state`` (an empty list means it is legal)."""
    if state.finished and not command.allowed_after_end:
        return [ENGINE_RULES["engine.game_over"].violated(f"The game is over: {state.result}")]
    if command.phases is not None:
        spec = definition_of(state).round_spec
        phase = phases.phase_of(spec, state.progress)
        if phase not in command.phases:
            names = {p.id: p.label for p in spec.phases}
            allowed = " or ".join(names.get(p, p) for p in command.phases)
            return [
                ENGINE_RULES["engine.wrong_phase"].violated(
                    f"'{command.describe(state)}' belongs to {allowed}, not {names.get(phase, phase)}."
                )
            ]
    return list(command.check(state))


def apply(state: BaseState, command: Command) -> tuple[BaseState, list[str]]:
    """The new state after ``command`` and the lines explaining it; raises Refused if illegal."""
    violations = validate(state, command)
    if violations:
        raise Refused(violations)
    new = state.model_copy(deep=True)
    notes = command.apply(new) or []
    if not command.keeps_revision:
        new.revision += 1
    return new, notes
