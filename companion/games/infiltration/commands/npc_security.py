"""The NPC phase and Security (RS §3. NPC Phase l.87-97, §4. Security Phase l.99-107)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import ClassVar, Literal

from pydantic import Field

from ....engine import Command, Violation, finish_step
from ....engine import dice as dicelib
from ....i18n import N_
from .. import facility as fac
from ..board import NPC_NAMES
from ..npc import run_npc_phase
from ..rules import RULES
from ..state import InfiltrationState
from .selection import choice_first


class RunNpcPhase(Command[InfiltrationState]):
    """The whole NPC phase; ``order`` is the first player's order for NPCs sharing a room."""

    type: Literal["run_npc_phase"] = "run_npc_phase"
    order: list[str] = Field(default_factory=list, max_length=len(NPC_NAMES))
    phases: ClassVar = ("npc",)

    def describe(self, state: InfiltrationState) -> str:
        return "NPC phase"

    def check(self, state: InfiltrationState) -> Iterator[Violation]:
        yield from choice_first(state)
        unknown = [n for n in self.order if n not in NPC_NAMES]
        if unknown:
            yield RULES["inf.npc_order_names"].violated(N_("Not NPCs: {names}."), names=", ".join(unknown))

    def apply(self, state: InfiltrationState) -> list[str]:
        lines = run_npc_phase(state, self.order)
        if not state.finished:
            lines += finish_step(state, "npc")
        return lines


class RollSecurity(Command[InfiltrationState]):
    """Security: proximity += d6 + alarm; at 99 the game ends; else the first player passes left."""

    type: Literal["roll_security"] = "roll_security"
    entered: int | None = None
    phases: ClassVar = ("security",)

    def describe(self, state: InfiltrationState) -> str:
        return "Security roll" + (f" (entered {self.entered})" if self.entered is not None else "")

    def check(self, state: InfiltrationState) -> Iterator[Violation]:
        yield from choice_first(state)
        yield from dicelib.check_rollable([dicelib.D6], None if self.entered is None else [self.entered])

    def apply(self, state: InfiltrationState) -> list[str]:
        face = int(dicelib.take(state.rng, [dicelib.D6], None if self.entered is None else [self.entered])[0])
        state.last_roll = face
        step = max(0, face + state.alarm)
        lines = [f"The die shows {face}; with the alarm at {state.alarm} proximity rises by {step}."]
        lines += fac.raise_proximity(state, step, f"security roll {face} + alarm {state.alarm}")
        state.security_log = list(lines)
        if state.finished:
            return lines
        lines += pass_first_player(state)
        state.security_log = list(lines)
        return lines + finish_step(state, "security")


def pass_first_player(state: InfiltrationState) -> list[str]:
    """The die passes left; by default to the next player with an operative inside (reading A-12)."""
    n = len(state.player_names)
    strict = state.options.get("first_player_pass") == "strict rotation"
    for k in range(1, n + 1):
        player = (state.first_player + k) % n
        if strict or any(op.player == player and op.inside for op in state.operatives):
            state.first_player = player
            return [f"{state.player_names[player]} becomes the first player."]
    return []
