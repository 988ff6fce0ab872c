"""The door's figures for ``companion bench``: the invariant check each command pays, the time to check a
received code (:func:`companion.sync.receive.preview`: decode, then the door), and what the door makes
of hostile codes (real codes with one value replaced by a hostile one; their checksums are valid).
"""

from __future__ import annotations

import random
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

import msgpack

from ..content import ContentLibrary
from ..engine import GameSession
from ..engine.codec import SnapshotError, frame
from ..engine.game import BaseState, GameDefinition, broken_invariants
from ..storage import SaveStore
from . import receive
from .snapshot import dictionary, encode, layout, packed_fields, prefix_of
from .train import playout_states

SEED = 26
STEPS = 300
HOSTILE_VALUES: tuple[Any, ...] = (-1_000_000, -1, 0, 99, 10_000, 2**31, "", "nowhere", None, True, [], [7] * 50)


def _ms(seconds: float) -> float:
    return round(seconds * 1000, 3)


def _timed(fn: Any, *args: Any) -> float:
    start = time.perf_counter()
    fn(*args)
    return time.perf_counter() - start


def hostile_code(definition: GameDefinition[Any], state: BaseState, rnd: random.Random) -> str:
    """The code of ``state`` with one packed value (at any depth) replaced by a hostile one."""
    packed = packed_fields(state)
    spots: list[tuple[list[Any], int]] = []
    stack: list[list[Any]] = [packed]
    while stack:
        node = stack.pop()
        for index, value in enumerate(node):
            spots.append((node, index))
            if isinstance(value, list):
                stack.append(value)
    node, index = rnd.choice(spots)
    node[index] = rnd.choice(HOSTILE_VALUES)
    payload = msgpack.packb([layout(definition), packed], use_bin_type=True)
    return frame(prefix_of(definition), 1, payload, dictionary(definition.id, 1))


def door_figures(
    definition: GameDefinition[Any], library: ContentLibrary, steps: int = STEPS, hostile: int = 100
) -> dict[str, Any]:
    """One seeded playout of ``steps`` commands with the most players: invariants and execute per command,
    the door per code, and ``hostile`` mutated codes (how many were refused, how many passed, the slowest)."""
    states = list(playout_states(definition, max(definition.player_counts), SEED, steps, library))
    rnd = random.Random(SEED)
    session, execute, invariants = GameSession(states[0]), [], []
    for _ in range(steps):
        command = definition.random_command(session.state, rnd)
        if command is None:
            break
        execute.append(_timed(session.execute, command))
        invariants.append(_timed(broken_invariants, session.state))
    with tempfile.TemporaryDirectory() as folder:
        store = SaveStore(Path(folder))
        codes = [encode(state) for state in states[:: max(1, len(states) // 20)]]
        door = [_timed(receive.preview, code, store) for code in codes]
        refused = passed = 0
        slowest = 0.0
        for _ in range(hostile):
            code = hostile_code(definition, rnd.choice(states), rnd)
            start = time.perf_counter()
            try:
                receive.preview(code, store)
                passed += 1
            except SnapshotError:
                refused += 1
            slowest = max(slowest, time.perf_counter() - start)
    return {
        "execute_median_ms": _ms(statistics.median(execute)),
        "invariants_median_ms": _ms(statistics.median(invariants)),
        "door_median_ms": _ms(statistics.median(door)),
        "door_max_ms": _ms(max(door)),
        "hostile_codes": hostile,
        "hostile_refused": refused,
        "hostile_passed": passed,
        "hostile_slowest_ms": _ms(slowest),
    }


def door_lines(figures: dict[str, dict[str, Any]]) -> list[str]:
    """The bench table's lines for the door."""
    lines = ["Door (invariants after every command; a received code decoded and admitted)"]
    for game, f in figures.items():
        lines.append(
            f"  {game}: invariants {f['invariants_median_ms']} ms per command (execute {f['execute_median_ms']} ms);"
            f" door {f['door_median_ms']} ms per code (max {f['door_max_ms']});"
            f" {f['hostile_codes']} hostile codes: {f['hostile_refused']} refused, {f['hostile_passed']} passed"
            f" (slowest {f['hostile_slowest_ms']} ms)"
        )
    return lines
