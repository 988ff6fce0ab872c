"""A command that may roll dice, with the haptic tick of a digital roll (:func:`.phone.rolled`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from . import phone

if TYPE_CHECKING:
    from ..engine import Command
    from .context import TableContext


def dice_watch(ctx: TableContext) -> Callable[[], None]:
    """Note the game's dice stream now; the call returned ticks if it has moved since: the app rolled
    dice (physical dice typed in, and commands without dice, draw nothing from it)."""
    before = ctx.state.rng.position

    def tick() -> None:
        if ctx.state.rng.position != before:
            phone.rolled(ctx.page)

    return tick


def execute_rolling(ctx: TableContext, command: Command[Any]) -> bool:
    """``ctx.execute`` for a command that may roll dice, with the haptic tick of a digital roll."""
    tick = dice_watch(ctx)
    done = ctx.execute(command)
    if done:
        tick()
    return done
