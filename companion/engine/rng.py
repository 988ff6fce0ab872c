"""Replay-stable randomness kept inside the game state.

Draw number ``n`` of a game depends only on ``(seed, n)``: undoing a roll restores ``position``,
so rolling again gives the same faces (no fishing for re-rolls).
"""

from __future__ import annotations

import hashlib
import random

from pydantic import BaseModel, Field

MAX_SEED = 2**63 - 1
"""Seeds and draw counts fit a signed 64-bit integer (what a snapshot packs)."""


class RngState(BaseModel):
    """Seed and number of draws made so far."""

    seed: int = Field(default=0, ge=0, le=MAX_SEED)
    position: int = Field(default=0, ge=0, le=MAX_SEED)


def _stream(rng: RngState) -> random.Random:
    digest = hashlib.sha256(f"{rng.seed}:{rng.position}".encode()).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))


def draw(rng: RngState) -> random.Random:
    """A generator for the next draw; advances ``rng.position`` by one (mutates ``rng``).

    >>> a, b = RngState(seed=7), RngState(seed=7)
    >>> draw(a).random() == draw(b).random()
    True
    """
    stream = _stream(rng)
    rng.position += 1
    return stream


def fresh_seed() -> int:
    """A seed for a game whose seed the user did not choose."""
    return random.SystemRandom().randrange(1, 2**31)
