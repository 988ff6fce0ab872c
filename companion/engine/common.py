"""Commands every game shares: walking the round checklist and adopting a received state."""

from __future__ import annotations

from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, ValidationError
from pydantic import Field as PydanticField

from ..i18n import N_, Phrase
from . import phases
from .door import unfit
from .game import BaseState, Command, Correctable, broken_invariants, definition_of
from .rules import ENGINE_RULES, Refused, Violation
from .seats import declare, table, turn
from .secrets import owner_of, sees


def finish_step(state: BaseState, step_id: str) -> list[str]:
    """Mark a step done (from a manual tick or an automatic resolution); roll the round over."""
    definition = definition_of(state)
    spec = definition.round_spec
    notes = []
    before = list(state.progress.skipped)
    if phases.finish(spec, state.progress, step_id):
        notes += definition.end_of_round(state)
        phases.next_round(spec, state.progress)
        notes.append(f"Round {state.progress.round} begins.")
    passed = [s for s in state.progress.skipped if s not in before]
    if passed:
        notes.insert(0, "Skipped: " + ", ".join(_label(spec, s) for s in passed))
    return notes


def _label(spec: phases.RoundSpec, step_id: str) -> str:
    found = spec.find(step_id)
    return found[1].label if found else step_id


class CompleteStep(Command[BaseState]):
    """Tick the current manual checklist step."""

    type: Literal["complete_step"] = "complete_step"
    step: str

    def describe(self, state: BaseState) -> str:
        found = definition_of(state).round_spec.find(self.step)
        return f"Done: {found[1].label}" if found else f"Done: {self.step}"

    def check(self, state: BaseState) -> list[Violation]:
        found = definition_of(state).round_spec.find(self.step)
        if not found:
            return [ENGINE_RULES["engine.unknown_step"].violated(N_("No step '{step}'."), step=self.step)]
        if found[1].auto:
            return [
                ENGINE_RULES["engine.step_is_automatic"].violated(
                    N_("'{step}' is resolved by the app."), step=Phrase(found[1].label)
                )
            ]
        if self.step != state.progress.step:
            return [ENGINE_RULES["engine.not_current_step"].violated()]
        return definition_of(state).steps_wait(state)

    def apply(self, state: BaseState) -> list[str]:
        return finish_step(state, self.step)


class SkipToStep(Command[BaseState]):
    """Jump ahead to a later step of this round, logged with what was passed over.

    Never backwards (undo is the way back). Passing a step that still carries an obligation (a
    required combat, players who have not had their turn, …) needs ``confirm``: the table says so,
    and the skip is logged as a correction.
    """

    type: Literal["skip_to_step"] = "skip_to_step"
    step: str
    confirm: bool = False

    def describe(self, state: BaseState) -> str:
        found = definition_of(state).round_spec.find(self.step)
        return f"Skip to: {found[1].label}" if found else f"Skip to: {self.step}"

    def check(self, state: BaseState) -> list[Violation]:
        spec = definition_of(state).round_spec
        if not spec.find(self.step):
            return [ENGINE_RULES["engine.unknown_step"].violated(N_("No step '{step}'."), step=self.step)]
        if spec.index(self.step) <= spec.index(state.progress.step):
            return [ENGINE_RULES["engine.no_going_back"].violated()]
        if waits := definition_of(state).steps_wait(state):
            return waits
        owed = owed_before(state, self.step)
        if owed and not self.confirm:
            return [
                ENGINE_RULES["engine.skip_needs_confirmation"].violated(
                    N_("Skipping would leave: {owed}"), owed=" ".join(owed)
                )
            ]
        return []

    def apply(self, state: BaseState) -> list[str]:
        spec = definition_of(state).round_spec
        owed = owed_before(state, self.step)
        passed = phases.skip_to(spec, state.progress, self.step)
        notes = ["Skipped: " + ", ".join(_label(spec, s) for s in passed)] if passed else []
        if owed:
            notes.append("By hand, the table confirmed skipping although: " + " ".join(owed))
        return notes


def owed_before(state: BaseState, step_id: str) -> list[str]:
    """The obligations of every unfinished step from the current one up to (not including) ``step_id``."""
    definition = definition_of(state)
    order = [s.id for _, s in definition.round_spec.steps()]
    here, target = order.index(state.progress.step), order.index(step_id)
    owed: list[str] = []
    for sid in order[here:target]:
        if sid not in state.progress.done:
            owed += definition.obligations(state, sid)
    return owed


class Correct(Command[BaseState]):
    """Set one value the game declares correctable, by hand, with a reason (the board editor)."""

    type: Literal["correct"] = "correct"
    path: str
    value: Any
    reason: str = ""
    allowed_after_end: ClassVar[bool] = True

    def describe(self, state: BaseState) -> str:
        spec = _correctable(state, self.path)
        what = spec.label if spec else self.path
        why = f" ({self.reason})" if self.reason else ""
        seen = sees(definition_of(state), state, self.path, frozenset())
        value = shown_value(state, spec, self.value) if seen else "a secret value"
        return f"By hand: {what} {_where(state, self.path)}set to {value}{why}"

    def secret_of(self, state: BaseState) -> int | None:
        return owner_of(definition_of(state), state, self.path)

    def check(self, state: BaseState) -> list[Violation]:
        """A value not declared correctable, one the state model refuses, or one that breaks the invariants."""
        if _correctable(state, self.path) is None:
            return [ENGINE_RULES["engine.not_correctable"].violated()]
        try:
            corrected = _corrected(state, self.path, self.value)
        except (KeyError, IndexError, TypeError, ValueError) as exc:
            return [ENGINE_RULES["engine.bad_correction"].violated(_plain(exc))]
        broken = broken_invariants(corrected)
        if broken:
            return [
                ENGINE_RULES["engine.bad_correction"].violated(
                    N_("That would leave the game inconsistent: {why}"), why=broken[0]
                )
            ]
        return []

    def check_result(self, state: BaseState) -> list[Violation]:
        """The corrected game passes the door of every state from outside (:func:`unfit`)."""
        problem = unfit(state)
        if problem:
            message = N_("That would leave a game the app cannot keep: {why}.")
            return [ENGINE_RULES["engine.bad_correction"].violated(message, why=problem)]
        return []

    def apply(self, state: BaseState) -> list[str]:
        corrected = _corrected(state, self.path, self.value)
        for name in type(state).model_fields:
            setattr(state, name, getattr(corrected, name))
        return []


def _correctable(state: BaseState, path: str) -> Correctable | None:
    return next((c for c in definition_of(state).correctable if c.matches(path)), None)


def _corrected(state: BaseState, path: str, value: Any) -> BaseState:
    """A copy of ``state`` with ``value`` at ``path``, validated by the state model."""
    data = state.model_dump(mode="json")
    *parents, last = path.split(".")
    node: Any = data
    for key in parents:
        node = node[_index(key)] if isinstance(node, list) else node[key]
    if isinstance(node, list):
        node[_index(last)] = value
    elif last in node:
        node[last] = value
    else:
        raise KeyError(last)
    return type(state).model_validate(data)


def _index(key: str) -> int:
    """A list index from a path part (only plain non-negative numbers: no ``-1`` from the end)."""
    if not key.isdigit():
        raise KeyError(key)
    return int(key)


class Placement(BaseModel):
    """One value of a described starting position: a correctable ``path`` and its ``value``."""

    model_config = ConfigDict(extra="forbid")

    path: str = PydanticField(max_length=200)
    value: Any


def set_up_position(state: BaseState, placements: list[Placement]) -> BaseState:
    """``state`` changed to a described situation (the table started without the app, or joins mid-game).

    Each placement is checked like a :class:`Correct` (declared correctable, accepted by the state model,
    the game's invariants hold), and the position as a whole passes the door of every state from outside
    (:func:`~companion.engine.door.unfit`); raises :class:`~companion.engine.rules.Refused` naming the first misfit.
    """
    state = state.model_copy(deep=True)
    for placement in placements:
        command = Correct(path=placement.path, value=placement.value, reason="starting position")
        violations = command.check(state)  # each value on its own; the whole door once, below
        if violations:
            raise Refused(violations)
        command.apply(state)
    problem = unfit(state)
    if problem:
        raise Refused(
            [
                ENGINE_RULES["engine.bad_correction"].violated(
                    N_("That starting position cannot be played: {why}."), why=problem
                )
            ]
        )
    return state


def _where(state: BaseState, path: str) -> str:
    """ "of Ann " when the path goes through a player index."""
    parts = path.split(".")
    if len(parts) > 1 and parts[0] == "players" and parts[1].isdigit() and int(parts[1]) < len(state.player_names):
        return f"of {state.player_names[int(parts[1])]} "
    return ""


def shown_value(state: BaseState, spec: Correctable | None, value: Any) -> str:
    """A correctable value as the table reads it: an item it names by the item's name (a territory as the board
    prints it, not its id)."""
    names = dict(spec.named_items(state)) if spec is not None else {}
    return names.get(str(value)) or _shown(value)


def _shown(value: Any) -> str:
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list):
        return ", ".join(map(str, value)) or "nothing"
    return str(value)


def _plain(exc: BaseException) -> Phrase:
    if isinstance(exc, ValidationError):
        first = exc.errors()[0]
        return Phrase(N_("That value does not fit: {why}."), why=first["msg"].lower())
    return Phrase(N_("There is no such value to set."))


class LoadState(Command[BaseState]):
    """Adopt a whole received state (a shared snapshot) as one undoable step."""

    type: Literal["load_state"] = "load_state"
    state: dict[str, Any]
    source: str = "a shared snapshot"
    lineage: list[int] = PydanticField(default_factory=list, max_length=8)
    """The marks of the received state's history (:mod:`companion.sync.lineage`)."""
    allowed_after_end: ClassVar[bool] = True
    keeps_revision: ClassVar[bool] = True

    def describe(self, state: BaseState) -> str:
        return f"Loaded the game from {self.source} (revision {self.state.get('revision', '?')})"

    def check(self, state: BaseState) -> list[Violation]:
        if self.state.get("game") != state.game:
            return [ENGINE_RULES["engine.other_game"].violated(N_("This state is from another game."))]
        try:
            received = type(state).model_validate(self.state)
        except (ValidationError, RecursionError) as exc:
            return [ENGINE_RULES["engine.bad_state"].violated(_plain(exc))]
        broken = broken_invariants(received)
        if broken:
            return [
                ENGINE_RULES["engine.bad_state"].violated(N_("The received game is inconsistent: {why}"), why=broken[0])
            ]
        return []

    def check_result(self, state: BaseState) -> list[Violation]:
        """The received game passes the door of every state from outside (:func:`unfit`)."""
        problem = unfit(state)
        if problem:
            return [
                ENGINE_RULES["engine.bad_state"].violated(N_("The received game is inconsistent: {why}"), why=problem)
            ]
        return []

    def apply(self, state: BaseState) -> list[str]:
        received = type(state).model_validate(self.state)
        for name in type(state).model_fields:
            setattr(state, name, getattr(received, name))
        return []


MAX_NAME = 30
"""The longest player name (characters)."""


class RenamePlayer(Command[BaseState]):
    """Give a seat the name the table uses (``state.player_names`` is the only copy of the names)."""

    type: Literal["rename_player"] = "rename_player"
    player: int
    name: str
    allowed_after_end: ClassVar[bool] = True

    def describe(self, state: BaseState) -> str:
        if 0 <= self.player < len(state.player_names):
            return f"Renamed {state.player_names[self.player]} to {self.name.strip()}"
        return f"Rename to {self.name.strip()}"

    def check(self, state: BaseState) -> list[Violation]:
        if not 0 <= self.player < len(state.player_names):
            return [
                ENGINE_RULES["engine.no_such_player"].violated(
                    Phrase.ngettext("There is {n} player.", "There are {n} players.", len(state.player_names))
                )
            ]
        return name_violations(self.name, [n for i, n in enumerate(state.player_names) if i != self.player])

    def apply(self, state: BaseState) -> list[str]:
        definition_of(state).rename(state, self.player, self.name.strip())
        return []


def name_violations(name: str, others: list[str]) -> list[Violation]:
    """Why ``name`` cannot be a player's name at a table where the other players are ``others``."""
    name = name.strip()
    if not name or len(name) > MAX_NAME or not name.isprintable():
        return [ENGINE_RULES["engine.bad_name"].violated(N_("A name has 1 to {most} letters."), most=MAX_NAME)]
    if name.casefold() in {other.casefold() for other in others}:
        return [ENGINE_RULES["engine.name_taken"].violated(N_("Another player is already called {name}."), name=name)]
    return []


COMMON_COMMANDS = (CompleteStep, SkipToStep, Correct, LoadState, RenamePlayer)


COMMON_SEATS = declare({CompleteStep: turn, SkipToStep: table, Correct: table, LoadState: table, RenamePlayer: table})
"""The seats the common commands act for: ticking a step in a player's turn is that player's; skipping ahead, a
correction (but of a secret: its owner's), a received state and a name are the table's."""
