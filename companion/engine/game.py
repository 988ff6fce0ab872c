"""The game-agnostic core: state base, command base, game definitions, validate and apply.

Every change is a :class:`Command`. ``validate(state, cmd)`` lists every violated rule;
``apply(state, cmd)`` returns a new state (the old one is never touched) or raises
:class:`~companion.engine.rules.Refused`. Each game is a :class:`GameDefinition` (the
python-chess variant pattern: one base, per-game hooks).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from ..i18n import N_, Phrase, either
from . import phases
from .dice import Die
from .questions import OddsQuestion
from .rng import MAX_SEED, RngState
from .rules import ENGINE_RULES, Refused, RuleBook, Violation
from .seats import SeatsOf
from .secrets import Hidden

if TYPE_CHECKING:
    from .legal import Action


class BaseState(BaseModel):
    """Fields every game state has. Games subclass it and add their own."""

    game: str
    game_id: str = Field(pattern=r"^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$")
    revision: int = Field(default=0, ge=0, le=MAX_SEED)
    player_names: list[str] = Field(min_length=1, max_length=12)
    options: dict[str, Any] = Field(default_factory=dict)
    rng: RngState = Field(default_factory=RngState)
    progress: phases.Progress = Field(default_factory=phases.Progress)
    finished: bool = False
    result: str = ""

    @property
    def round(self) -> int:
        return self.progress.round


S = TypeVar("S", bound=BaseState)


class Command(BaseModel, Generic[S]):
    """A change to the state. Subclasses set ``type: Literal["..."]`` and implement the hooks.

    ``phases`` lists the phase ids in which the command is allowed (``None``: any phase).
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    type: str
    phases: ClassVar[tuple[str, ...] | None] = None
    allowed_after_end: ClassVar[bool] = False
    keeps_revision: ClassVar[bool] = False

    def describe(self, state: S) -> str:
        """The label of this command in the log and on the undo button."""
        return self.type.replace("_", " ")

    def check(self, state: S) -> Iterable[Violation]:
        """Every rule this command would break in ``state`` (none by default)."""
        return ()

    def check_result(self, state: S) -> Iterable[Violation]:
        """The rules the state this command leaves breaks that only a check of the whole state can tell (a
        correction's state must pass the door of every state from outside: :mod:`companion.engine.door`).

        Checked when the command is executed; a save being read checks only its last state this way."""
        return ()

    def secret_of(self, state: S) -> int | None:
        """The seat whose secret this command handles (a face-down card): only a phone that plays that seat, or
        one that plays no seat, sends it (see :mod:`companion.engine.secrets`). None: no one's secret."""
        return None

    def apply(self, state: S) -> list[str] | None:
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
    choice_labels: dict[str, str] = Field(default_factory=dict)

    def choice_label(self, value: Any) -> str:
        """The choice as a player reads it (``choice_labels`` keyed by ``str(value)``; never a raw value)."""
        return self.choice_labels.get(str(value), str(value))

    def parse(self, text: str) -> Any:
        """The choice a command-line ``KEY=VALUE`` names (raises ValueError otherwise)."""
        for choice in self.choices:
            if str(choice).lower() == text.strip().lower():
                return choice
        raise ValueError(f"option {self.key}: choose one of {', '.join(map(str, self.choices))}")


class GameDefinition(Generic[S]):
    """One game: its state model, commands, rules, round structure, options and hooks."""

    id: str
    title: str
    snapshot_prefix: str
    player_counts: tuple[int, ...]
    state_model: type[S]
    command_types: tuple[type[Command[Any]], ...]
    rules: RuleBook
    round_spec: phases.RoundSpec
    options: tuple[OptionSpec, ...] = ()
    dice: dict[str, Die] = {}
    content_kinds: dict[str, type[BaseModel]] = {}
    correctable: tuple[Correctable, ...] = ()
    odds_questions: tuple[OddsQuestion, ...] = ()
    hidden_fields: tuple[Hidden, ...] = ()
    """The state a player must not see (e.g. a deck's order, a face-down card) and whose it is: ``companion state``
    blanks it, with the RNG, unless ``--reveal``; a table screen shows it only on its owner's phone."""
    acting_seats: dict[str, SeatsOf] = {}
    """For every command type (by its ``type``), the seats a command of it acts for (:mod:`.seats`): only a phone
    that plays them, or one passed round the table, sends it. Each game declares it in its ``seats`` module."""

    def __init__(self) -> None:
        union = Any if not self.command_types else _discriminated(self.command_types)
        self.command_adapter: TypeAdapter[Command[Any]] = TypeAdapter(union)  # type: ignore[arg-type]
        undeclared = [kind.model_fields["type"].default for kind in self.command_types]
        undeclared = [name for name in undeclared if name not in self.acting_seats]
        if undeclared:
            raise TypeError(f"{type(self).__name__} declares no acting seats for {', '.join(undeclared)}")

    # -- hooks a game implements -------------------------------------------------------------
    def new_game(self, players: int, seed: int, options: dict[str, Any], content: Any) -> S:
        """The state at the start of a game; ``options`` are already resolved, ``content`` is
        the :class:`~companion.content.ContentLibrary` whose entries the state copies in."""
        raise NotImplementedError

    def end_of_round(self, state: S) -> list[str]:
        """Called when the last step of a round is finished, before the round number moves on."""
        return []

    def random_command(self, state: S, rnd: random.Random) -> Command[Any] | None:
        """A random *legal* command for playouts and benchmarks (``None`` when stuck or over)."""
        raise NotImplementedError

    def rename(self, state: S, seat: int, name: str) -> None:
        """Give seat ``seat`` the table's name (a game that keeps names elsewhere too updates them here)."""
        state.player_names[seat] = name

    def current_player(self, state: S) -> int | None:
        """Whose turn it is now (an index into ``player_names``), or None outside players' turns."""
        return None

    def obligations(self, state: S, step_id: str) -> list[str]:
        """What the table still owes at step ``step_id`` (plain sentences); skipping it needs a confirmation.

        Empty when the step can be passed over freely. Declared by each game next to its round spec.
        """
        return []

    def steps_wait(self, state: S) -> list[Violation]:
        """Why no manual step may be ticked or skipped now (e.g. an earned upgrade still to place)."""
        return []

    def actions_now(self, state: S) -> dict[str, Action]:
        """The actions the game's screens offer now, each as its candidate commands (see :mod:`.legal`).

        Keys are the game's action names; a command type not listed is judged by the round alone.
        """
        return {}

    def invariants(self, state: S) -> list[str]:
        """Broken invariants of ``state`` (empty when healthy); checked by the playout tests."""
        return []

    def summary(self, state: S) -> str:
        """One line for lists: round, players, leader."""
        return f"Round {state.round} · {len(state.player_names)} players"

    # -- shared helpers ------------------------------------------------------------------------
    def parse_command(self, data: Any) -> Command[Any]:
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
        if players not in self.player_counts:
            raise ValueError(f"{self.title} is played by {plural_counts(self.player_counts)} players, not {players}.")


def counted(n: int, noun: str, nouns: str = "") -> str:
    """A count with its noun in the right number, for the log's English lines.

    >>> counted(1, "card"), counted(3, "card"), counted(2, "territory", "territories")
    ('1 card', '3 cards', '2 territories')
    """
    return f"{n} {noun}" if n == 1 else f"{n} {nouns or noun + 's'}"


def plural_counts(counts: tuple[int, ...]) -> str:
    """``(2, 4)`` -> "2 or 4"; ``(2, 3, 4, 5)`` -> "2 to 5"."""
    if len(counts) > 2 and list(counts) == list(range(counts[0], counts[-1] + 1)):
        return f"{counts[0]} to {counts[-1]}"
    return " or ".join(map(str, counts))


class Correctable(BaseModel):
    """A value the table may set by hand: a dotted ``path`` into the state (``*`` matches any key or index)."""

    path: str
    label: str
    own_editor: bool = False
    """The game's screen sets it with an editor made for the value (the generic list leaves it out)."""
    names: str | None = None
    """The state's list whose item's ``id`` the value is: shown and chosen by the item's ``name``."""

    def named_items(self, state: Any) -> list[tuple[str, str]]:
        """``(id, name)`` of each item the value may name (none when it names no item)."""
        items = getattr(state, self.names, []) if self.names else []
        return [(str(item.id), str(item.name)) for item in items]

    def matches(self, path: str) -> bool:
        want, got = self.path.split("."), path.split(".")
        return len(want) == len(got) and all(w in ("*", g) for w, g in zip(want, got, strict=True))


def _discriminated(types: tuple[type[Command[Any]], ...]) -> Any:
    """One union of the command types, by their ``type``; a later type with the same name replaces an
    earlier one (a game may replace a common command by listing its own after ``COMMON_COMMANDS``)."""
    from typing import Annotated, Union

    by_name = {command.model_fields["type"].default: command for command in types}
    return Annotated[Union[tuple(by_name.values())], Field(discriminator="type")]  # noqa: UP007


_REGISTRY: dict[str, GameDefinition[Any]] = {}
_PENDING: dict[str, Callable[[], object]] = {}
"""Games known by id whose rules are imported when first asked for (importing them registers them)."""


def register(definition: GameDefinition[Any]) -> GameDefinition[Any]:
    _REGISTRY[definition.id] = definition
    return definition


def register_later(game: str, load: Callable[[], object]) -> None:
    """Make ``game`` known; ``load`` (which registers it) runs the first time the game is asked for."""
    if game not in _REGISTRY:
        _PENDING[game] = load


def definition_of(state_or_id: BaseState | str) -> GameDefinition[Any]:
    """The definition of a game (loading its rules on first use); KeyError for an unknown game."""
    game = state_or_id if isinstance(state_or_id, str) else state_or_id.game
    if game in _PENDING:
        _PENDING.pop(game)()
    return _REGISTRY[game]


def registered() -> dict[str, GameDefinition[Any]]:
    """Every known game's definition (each loaded)."""
    for game in list(_PENDING):
        definition_of(game)
    return dict(_REGISTRY)


def validate(state: BaseState, command: Command[Any]) -> list[Violation]:
    """Every rule ``command`` breaks in ``state`` (an empty list means it is legal)."""
    if state.finished and not command.allowed_after_end:
        return [ENGINE_RULES["engine.game_over"].violated(N_("The game is over: {result}"), result=state.result)]
    wrong = wrong_phase(state, command.phases)
    if wrong:
        allowed, now = wrong
        message = N_("'{action}' belongs to {allowed}, not {now}.")
        action = command.describe(state)
        return [ENGINE_RULES["engine.wrong_phase"].violated(message, action=action, allowed=allowed, now=now)]
    return list(command.check(state))


def wrong_phase(state: BaseState, allowed: tuple[str, ...] | None) -> tuple[Phrase, Phrase] | None:
    """None when the current phase is one of ``allowed`` (None: any); else the names of the allowed
    phases and of the current one."""
    if allowed is None:
        return None
    spec = definition_of(state).round_spec
    phase = phases.phase_of(spec, state.progress)
    if phase in allowed:
        return None
    names = {p.id: p.label for p in spec.phases}
    return either([Phrase(names.get(p, p)) for p in allowed]), Phrase(names.get(phase, phase))


def apply(state: BaseState, command: Command[Any]) -> tuple[BaseState, list[str]]:
    """The new state after ``command`` and the lines explaining it; raises Refused if illegal.

    The game's invariants are checked on the result: a command that would leave a state the rules
    cannot reach (a save that would refuse to load) is refused like an illegal one.
    """
    violations = validate(state, command)
    if violations:
        raise Refused(violations)
    return apply_validated(state, command)


def apply_validated(state: BaseState, command: Command[Any]) -> tuple[BaseState, list[str]]:
    """:func:`apply` for a command :func:`validate` has just passed (a session checks each command once);
    raises Refused if the result breaks the game's invariants."""
    new = state.model_copy(deep=True)
    notes = command.apply(new) or []
    if not command.keeps_revision:
        new.revision += 1
    broken = broken_invariants(new)
    if broken:
        message = N_("That would leave the game inconsistent: {why}")
        raise Refused([ENGINE_RULES["engine.inconsistent"].violated(message, why=broken[0])])
    return new, notes


def broken_invariants(state: BaseState) -> list[str]:
    """The game's broken invariants of ``state`` in plain words, and any number beyond what a table reaches; a
    check that fails on it counts as broken."""
    try:
        return definition_of(state).invariants(state) + beyond_reach(state)
    except Exception:  # an invariant check meeting a state no game can reach
        return ["some of its values do not fit together"]


MAX_NUMBER = 999
"""The largest count or score (in size) a game state holds: no table counts a thousand of anything (Victory
Points, Silver Eagles, credits, units, DF tokens). The engine's own counters (the revision, the dice seed and
draws) are bounded by the state model instead."""

_ENGINE_COUNTERS = ("revision", "rng")


def beyond_reach(state: BaseState) -> list[str]:
    """The first number of ``state`` that no table reaches (larger than :data:`MAX_NUMBER`, or not finite), in words."""
    stack: list[Any] = [state.model_dump(exclude=set(_ENGINE_COUNTERS))]
    pop, push = stack.pop, stack.extend
    while stack:  # the fastest walk of a state (every command's result is checked)
        node = pop()
        kind = type(node)
        if kind is dict:
            push(node.values())
        elif kind is list or kind is tuple or kind is set:
            push(node)
        elif (kind is int or kind is float) and not -MAX_NUMBER <= node <= MAX_NUMBER:
            return [f"{_number(node)} is more than any table counts (at most {MAX_NUMBER})"]
    return []


def _number(value: float) -> str:
    """A number as a player reads it: its digits, or how many there are when they would not fit a line."""
    text = str(value)
    return f"a number of {len(text.lstrip('-'))} digits" if len(text) > 12 else text
