"""The games the sync tests run on: every registered game plus the engine's toy game."""

from __future__ import annotations

import random
import warnings

import companion.games  # noqa: F401  (registers whichever games have landed)
import tests.engine.toy  # noqa: F401  (registers the toy game)
from companion.content import ContentLibrary
from companion.engine import apply, registered


def definitions():
    return sorted(registered().values(), key=lambda d: d.id)


def playout(definition, seed: int, library: ContentLibrary, max_steps: int = 120):
    """The states of a seeded random playout with the most players, start state first.

    A playout that breaks inside the game (its own playout tests report that) stops there with a
    warning; the states reached so far are still returned for the sync checks.
    """
    state = definition.new_game(definition.max_players, seed, definition.resolve_options({}), library)
    states = [state]
    rnd = random.Random(seed)
    for step in range(max_steps):
        try:
            command = definition.random_command(state, rnd)
            if command is None:
                break
            state, _ = apply(state, command)
        except Exception as exc:  # a game bug, not a snapshot bug
            warnings.warn(f"{definition.id} playout (seed {seed}) broke at step {step}: {exc!r}", stacklevel=2)
            break
        states.append(state)
    return states
