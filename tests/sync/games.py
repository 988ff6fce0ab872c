"""The games the sync tests run on: every registered game plus the engine's toy game."""

from __future__ import annotations

import random

import companion.games  # noqa: F401  (registers whichever games have landed)
import tests.engine.toy  # noqa: F401  (registers the toy game)
from companion.content import ContentLibrary
from companion.engine import apply, registered


def definitions():
    return sorted(registered().values(), key=lambda d: d.id)


def playout(definition, seed: int, library: ContentLibrary, max_steps: int = 120):
    """The states of a seeded random playout with the most players, start state first."""
    state = definition.new_game(definition.max_players, seed, definition.resolve_options({}), library)
    states = [state]
    rnd = random.Random(seed)
    for _ in range(max_steps):
        command = definition.random_command(state, rnd)
        if command is None:
            break
        state, _ = apply(state, command)
        states.append(state)
    return states
