"""Commands every game shares: walking the round checklist and adopting a received state."""

from __future__ import annotations

from typing import ClassVar, Literal

from . import phases
from .game import BaseState, Command, definition_of
from .rules import ENGINE_RULES, Violation


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
        notes.insert(0, "Skipped: " + ", ".join(spec.find(s)[1].label for s in passed))
    return notes


class CompleteStep(Command):
    """Tick the current manual checklist step."""

    type: Literal["complete_step"] = "complete_step"
    step: str

    def describe(self, state: BaseState) -> str:
        found = definition_of(state).round_spec.find(self.step)
        return f"Done: {found[1].label}" if found else f"Done: {self.step}"

    def check(self, state: BaseState) -> list[Violation]:
        found = definition_of(state).round_spec.find(self.step)
        if not found:
            return [ENGINE_RULES["engine.unknown_step"].violated(f"No step '{self.step}'.")]
        if found[1].auto:
            return [ENGINE_RULES["engine.step_is_automatic"].violated(f"'{found[1].label}' is resolved by the app.")]
        if self.step != state.progress.step:
            return [ENGINE_RULES["engine.not_current_step"].violated()]
        return []

    def apply(self, state: BaseState) -> list[str]:
        return finish_step(state, self.step)


class SkipToStep(Command):
    """Jump to another step of the round (allowed, and logged with what was passed over)."""

    type: Literal["skip_to_step"] = "skip_to_step"
    step: str

    def describe(self, state: BaseState) -> str:
        found = definition_of(state).round_spec.find(self.step)
        return f"Skip to: {found[1].label}" if found else f"Skip to: {self.step}"

    def check(self, state: BaseState) -> list[Violation]:
        if not definition_of(state).round_spec.find(self.step):
            return [ENGINE_RULES["engine.unknown_step"].violated(f"No step '{self.step}'.")]
        return []

    def apply(self, state: BaseState) -> list[str]:
        spec = definition_of(state).round_spec
        passed = phases.skip_to(spec, state.progress, self.step)
        return ["Skipped: " + ", ".join(spec.find(s)[1].label for s in passed)] if passed else []


class LoadState(Command):
    """Adopt a whole received state (a shared snapshot) as one undoable step."""

    type: Literal["load_state"] = "load_state"
    state: dict
    source: str = "a shared snapshot"
    allowed_after_end: ClassVar[bool] = True
    keeps_revision: ClassVar[bool] = True

    def describe(self, state: BaseState) -> str:
        return f"Loaded the game from {self.source} (revision {self.state.get('revision', '?')})"

    def check(self, state: BaseState) -> list[Violation]:
        if self.state.get("game") != state.game:
            return [ENGINE_RULES["engine.other_game"].violated(f"This state is from {self.state.get('game')}.")]
        return []

    def apply(self, state: BaseState) -> list[str]:
        received = type(state).model_validate(self.state)
        for name in type(state).model_fields:
            setattr(state, name, getattr(received, name))
        return []


COMMON_COMMANDS = (CompleteStep, SkipToStep, LoadState)
