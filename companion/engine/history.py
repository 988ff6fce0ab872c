"""A game in play: the state, unlimited undo/redo, and the readable round log.

History is a stack of (command, state after it) over a start state. The save format keeps the
start state and the commands; loading replays them, so a save is small and undo survives a
restart. Randomness lives in the state, so the replay gives the same dice.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from ..i18n import N_
from .game import BaseState, Command, GameDefinition, apply_validated, broken_invariants, definition_of
from .legal import LegalNow, legal_now, told
from .rules import ENGINE_RULES, Refused, Violation
from .secrets import for_seats, sees

SAVE_FORMAT = "table-companion-save"
SAVE_VERSION = 1


class SaveError(ValueError):
    """A save that cannot be loaded; the message is meant for the player."""


def _check_table(definition: GameDefinition[Any], start: BaseState) -> None:
    """A save's table must be one the game can be played by: its player count and options."""
    if len(start.player_names) not in definition.player_counts:
        raise SaveError(f"damaged save: {len(start.player_names)} players cannot play {definition.title}")
    try:
        definition.resolve_options(start.options)
    except ValueError as exc:
        raise SaveError(f"damaged save: {exc}") from None


class LogEntry(BaseModel):
    """One line of the round log: the round it happened in, the label, and the app's reasons."""

    round: int
    label: str
    notes: list[str] = Field(default_factory=list)


class _Entry:
    __slots__ = ("author", "command", "log", "state")

    def __init__(self, command: Command[Any], log: LogEntry, state: BaseState, author: str):
        self.command, self.log, self.state, self.author = command, log, state, author


class GameSession:
    """The state of one game plus its history."""

    def __init__(self, start: BaseState):
        self.definition: GameDefinition[Any] = definition_of(start)
        self.start = start
        self._done: list[_Entry] = []
        self._undone: list[_Entry] = []
        self.marks: list[tuple[int, int]] = []
        """Where this copy of the game was shared: (position in the history, mark of the state there), see
        :mod:`companion.sync.lineage`."""
        self._legal: tuple[BaseState, dict[frozenset[int] | None, LegalNow]] | None = None

    @property
    def state(self) -> BaseState:
        return self._done[-1].state if self._done else self.start

    @property
    def game_id(self) -> str:
        return self.start.game_id

    def validate(self, command: Command[Any], seats: frozenset[int] | None = None) -> list[Violation]:
        """Why ``command`` is refused, as told on a phone that plays ``seats`` (None: not a phone, every reason)."""
        return told(self.state, command, seats)

    def legal_now(self, seats: frozenset[int] | None = None) -> LegalNow:
        """What the current step accepts from a phone that plays ``seats`` (None: anyone;
        :func:`companion.engine.legal.legal_now`), worked out once per state and seats."""
        state = self.state
        if self._legal is None or self._legal[0] is not state:
            self._legal = (state, {})
        known = self._legal[1]
        if seats not in known:
            known[seats] = legal_now(state, seats)
        return known[seats]

    def sees(self, path: str, seats: frozenset[int]) -> bool:
        """Whether a phone that plays ``seats`` may show the state at ``path`` (the game's ``hidden_fields``)."""
        return sees(self.definition, self.state, path, seats)

    def execute(self, command: Command[Any], author: str = "", seats: frozenset[int] | None = None) -> list[Violation]:
        """Apply ``command`` if legal (clearing redo); returns the violations, empty on success.

        A command whose result breaks the game's invariants, or whose next step the rules cannot offer, is
        refused too (see :func:`apply`), so no command, by hand or not, leaves a save that refuses to load or
        a table that breaks. ``author`` (a named phone) is kept with the command in the save and ends its log
        notes. From a phone, ``seats`` are the seats it plays: another seat's command is refused, and no
        refusal tells a secret the phone may not see.
        """
        violations = self.validate(command, seats)
        if violations:
            return violations
        try:
            entry = self._applied(command, author)
            after = list(command.check_result(entry.state))
            if after:
                raise Refused(after)
            offered = _offered(entry.state)
        except Refused as refused:
            return for_seats(self.definition, self.state, command, refused.violations, seats)
        self._done.append(entry)
        self._undone.clear()
        self._legal = (entry.state, {None: offered})
        return []

    def _applied(self, command: Command[Any], author: str) -> _Entry:
        """The history entry of ``command`` (validated by the caller, once) applied to the state; raises Refused."""
        label = command.describe(self.state)
        new, notes = apply_validated(self.state, command)
        if author:
            notes = [*notes, f"From {author}"]
        return _Entry(command, LogEntry(round=self.state.round, label=label, notes=notes), new, author)

    def replay(self, command: Command[Any], author: str = "") -> None:
        """Apply a command of a save being read; raises SaveError when it is refused. What only a check of the
        whole state tells (``Command.check_result``, the next step) is checked once, on the last state, by the
        door of every save (:func:`companion.engine.door.read_session`)."""
        violations = self.validate(command)
        try:
            if not violations:
                self._done.append(self._applied(command, author))
        except Refused as refused:
            violations = refused.violations
        if violations:
            raise SaveError(f"damaged save: replaying '{command.type}' was refused ({violations[0].message})")

    @property
    def can_undo(self) -> bool:
        return bool(self._done)

    @property
    def can_redo(self) -> bool:
        return bool(self._undone)

    def undo(self) -> LogEntry | None:
        if not self._done:
            return None
        entry = self._done.pop()
        self._undone.append(entry)
        return entry.log

    def redo(self) -> LogEntry | None:
        if not self._undone:
            return None
        entry = self._undone.pop()
        self._done.append(entry)
        return entry.log

    def undo_label(self) -> str:
        return self._done[-1].log.label if self._done else ""

    def redo_label(self) -> str:
        return self._undone[-1].log.label if self._undone else ""

    def log(self) -> list[LogEntry]:
        """Everything done so far, oldest first."""
        return [entry.log for entry in self._done]

    def commands(self) -> list[Command[Any]]:
        """The commands that made the current state, oldest first."""
        return [entry.command for entry in self._done]

    def state_at(self, position: int) -> BaseState:
        """The state after the first ``position`` commands of the history (0: the start)."""
        return self._done[position - 1].state if position else self.start

    def steps(self) -> list[tuple[LogEntry, BaseState]]:
        """Everything done so far with the state after it, oldest first (the end-of-game summary's replay)."""
        return [(entry.log, entry.state) for entry in self._done]

    # -- persistence -----------------------------------------------------------------------------
    def to_save(self) -> dict[str, Any]:
        """The save: start state and commands (with their authors only in a game where phones are named)."""
        save = {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.definition.id,
            "game_id": self.game_id,
            "summary": self.definition.summary(self.state),
            "start": self.start.model_dump(mode="json"),
            "commands": [e.command.model_dump(mode="json") for e in self._done],
            "redo": [e.command.model_dump(mode="json") for e in reversed(self._undone)],
            "state": self.state.model_dump(mode="json"),
        }
        authors = [e.author for e in self._done], [e.author for e in reversed(self._undone)]
        if any(authors[0]) or any(authors[1]):
            save["authors"], save["redo_authors"] = authors
        if self.marks:
            save["marks"] = [list(mark) for mark in self.marks]
        return save

    @classmethod
    def from_save(cls, data: dict[str, Any]) -> GameSession:
        """Rebuild a session by replaying its commands; raises ValueError on a damaged save."""
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise SaveError("not a Table Companion save file")
        if not isinstance(data.get("version"), int) or data["version"] > SAVE_VERSION:
            raise SaveError("this save comes from a newer version of the app")
        try:
            definition = definition_of(str(data.get("game")))
        except KeyError:
            raise SaveError(f"unknown game {data.get('game')!r}") from None
        try:
            session = cls(definition.state_model.model_validate(data["start"]))
            authors = _authors(data, "authors", len(data["commands"]))
            for raw, author in zip(data["commands"], authors, strict=True):
                command = definition.parse_command(raw)
                session.replay(command, author)
            redo = [definition.parse_command(raw) for raw in data.get("redo", [])]
            redo_authors = _authors(data, "redo_authors", len(redo))
            final = definition.state_model.model_validate(data["state"])
        except SaveError:
            raise
        except RecursionError:
            raise SaveError("damaged save: nested too deeply") from None
        except Exception as exc:  # missing keys, wrong types, pydantic errors
            raise SaveError(f"damaged save: {(str(exc) or type(exc).__name__).splitlines()[0]}") from exc
        if session.state != final:
            raise SaveError("damaged save: the replayed game does not match the saved state")
        _check_table(definition, session.start)
        if data.get("game_id", session.game_id) != session.game_id or session.start.game != definition.id:
            raise SaveError("damaged save: its name of the game does not match the game inside")
        broken = broken_invariants(session.start)
        if broken:
            raise SaveError(f"damaged save: {broken[0]}")
        redone = 0
        for command, author in zip(redo, redo_authors, strict=True):  # rebuild the redo stack: do, undo as many
            if session.execute(command, author):
                break
            redone += 1
        for _ in range(redone):
            session.undo()
        session.marks = _marks(data.get("marks", []))
        return session


def _marks(raw: Any) -> list[tuple[int, int]]:
    """A save's marks (see :attr:`GameSession.marks`); damaged ones are dropped (a mark only names a fork)."""
    if not isinstance(raw, list):
        return []
    pairs = (r for r in raw if isinstance(r, list) and len(r) == 2)
    return [(p, m) for p, m in pairs if type(p) is int and type(m) is int]


def _offered(state: BaseState) -> LegalNow:
    """What the step of ``state`` offers; raises Refused when a rule fails on it (a state no game should reach)."""
    try:
        return legal_now(state)
    except Exception:  # noqa: BLE001 - a rule meeting a state it cannot handle: the command is refused instead
        message = N_("That would leave the game where the app cannot tell what comes next.")
        raise Refused([ENGINE_RULES["engine.inconsistent"].violated(message)]) from None


def _authors(data: dict[str, Any], key: str, count: int) -> list[str]:
    """The save's authors of its ``count`` commands under ``key`` (none: every command unnamed)."""
    authors = data.get(key, [""] * count)
    if not isinstance(authors, list) or len(authors) != count or not all(isinstance(a, str) for a in authors):
        raise SaveError(f"damaged save: {key} does not match the commands")
    return authors
