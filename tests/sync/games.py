"""The games the sync tests run on: every registered game plus the engine's toy game."""

from __future__ import annotations

import companion.games  # noqa: F401  (registers the games)
import tests.engine.toy  # noqa: F401  (registers the toy game)
from companion.content import ContentLibrary
from companion.engine import registered
from tests.bench.train import playout_states


def definitions():
    return sorted(registered().values(), key=lambda d: d.id)


def playout(definition, seed: int, library: ContentLibrary, max_steps: int = 120):
    """The states of a seeded random playout with the most players, start state first."""
    return list(playout_states(definition, max(definition.player_counts), seed, max_steps, library))
