"""Declarative round structure: a round is phases, a phase is steps.

A step is either *manual* (a checklist item the table ticks) or *automatic* (a game command
resolves it and logs why). The current step always lives in the state's :class:`Progress`.
"""

from __future__ import annotations

from pydantic import BaseModel, Field


class Step(BaseModel):
    id: str
    label: str
    auto: bool = False
    ref: str = ""


class Phase(BaseModel):
    id: str
    label: str
    steps: list[Step]


class RoundSpec(BaseModel):
    """The phases of one round, in order."""

    phases: list[Phase]

    def steps(self) -> list[tuple[Phase, Step]]:
        return [(phase, step) for phase in self.phases for step in phase.steps]

    def find(self, step_id: str) -> tuple[Phase, Step] | None:
        return next(((p, s) for p, s in self.steps() if s.id == step_id), None)

    def first(self) -> Step:
        return self.phases[0].steps[0]

    def index(self, step_id: str) -> int:
        return [s.id for _, s in self.steps()].index(step_id)


class Progress(BaseModel):
    """Where the table is: round number, current step, and the steps done this round."""

    round: int = 1
    step: str = ""
    done: list[str] = Field(default_factory=list)
    skipped: list[str] = Field(default_factory=list)


def start(spec: RoundSpec) -> Progress:
    return Progress(round=1, step=spec.first().id)


def phase_of(spec: RoundSpec, progress: Progress) -> str:
    found = spec.find(progress.step)
    return found[0].id if found else ""


def finish(spec: RoundSpec, progress: Progress, step_id: str) -> bool:
    """Mark ``step_id`` done and move the current step past it.

    Returns True when this finished the round (the caller then runs its end-of-round hook and
    :func:`next_round`). Finishing a step that is not current also marks the steps between as
    skipped (the caller logs it).
    """
    order = [s.id for _, s in spec.steps()]
    here, target = order.index(progress.step), order.index(step_id)
    for sid in order[here:target]:
        if sid not in progress.done and sid not in progress.skipped:
            progress.skipped.append(sid)
    if step_id not in progress.done:
        progress.done.append(step_id)
    if target + 1 < len(order):
        progress.step = order[target + 1]
        return False
    return True


def skip_to(spec: RoundSpec, progress: Progress, step_id: str) -> list[str]:
    """Jump to ``step_id`` (forward or back within the round); returns the steps passed over."""
    order = [s.id for _, s in spec.steps()]
    here, target = order.index(progress.step), order.index(step_id)
    passed = [sid for sid in order[here:target] if sid not in progress.done]
    progress.skipped.extend(sid for sid in passed if sid not in progress.skipped)
    progress.step = step_id
    return passed


def next_round(spec: RoundSpec, progress: Progress) -> None:
    progress.round += 1
    progress.step = spec.first().id
    progress.done = []
    progress.skipped = []
