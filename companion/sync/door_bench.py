"""The door's figures for ``companion bench``: the invariant check each command pays, the time to check a
received code (:func:`companion.sync.receive.preview`: decode, then the door), and the hostile-code run
(:func:`hostile_run`: the codes of :mod:`companion.sync.hostile` through the app's door, each door pass
then proven valid on its own).
"""

from __future__ import annotations

import random
import resource
import statistics
import tempfile
import time
import tracemalloc
from collections import Counter
from collections.abc import Callable
from itertools import islice
from pathlib import Path
from typing import Any

from ..content import ContentLibrary
from ..engine import GameSession
from ..engine.game import BaseState, GameDefinition, broken_invariants
from ..storage import SaveStore
from . import receive
from .codec import SnapshotError
from .hostile import hostile_stream
from .snapshot import decode, encode
from .train import playout_states

SEED = 26
STEPS = 300
SLOW_MS = 20.0
"""A decode slower than this is timed again once (a loaded machine or a real cost)."""
PLAY_ON = 5
"""Random legal commands played on each door pass to prove it valid."""


def _ms(seconds: float) -> float:
    return round(seconds * 1000, 3)


def _timed(fn: Any, *args: Any) -> float:
    start = time.perf_counter()
    fn(*args)
    return time.perf_counter() - start


def door_figures(
    definition: GameDefinition[Any], library: ContentLibrary, steps: int = STEPS, codes: int = 20
) -> dict[str, Any]:
    """One seeded playout of ``steps`` commands with the most players: invariants and execute per command,
    the door for ``codes`` real codes along it."""
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
        door = [_timed(receive.preview, encode(state), store) for state in states[:: max(1, len(states) // codes)]]
    return {
        "execute_median_ms": _ms(statistics.median(execute)),
        "invariants_median_ms": _ms(statistics.median(invariants)),
        "door_median_ms": _ms(statistics.median(door)),
        "door_max_ms": _ms(max(door)),
    }


def invalid(state: BaseState, code: str, store: SaveStore, library: ContentLibrary) -> str:
    """Why a state the door let through is not fit for a table ("" when it is), checked apart from the door:
    its invariants, its save written and read back and its code made again, the table screen as the shared
    screen and as the first seat's phone show it, and :data:`PLAY_ON` random legal commands each keeping the
    invariants."""
    from ..ui.trial import TrialTable, screen_of

    if broken_invariants(state):
        return "invariants: " + broken_invariants(state)[0]
    session = GameSession(state)
    try:
        store.save(session)
        back = store.load(session.game_id)
    except ValueError as exc:
        return f"save: {exc}"
    if back.state != state:
        return "save: read back differently"
    if encode(back.state, library) != encode(state, library):
        return "code: made again differently"
    screen = screen_of(session.definition)
    rnd = random.Random(SEED)
    try:
        for seat in (None, 0):
            trial = TrialTable(session, library)
            trial.mine = frozenset() if seat is None else frozenset({seat})
            if screen is not None:
                screen.build_table(trial)
        for _ in range(PLAY_ON):
            command = session.definition.random_command(session.state, rnd)
            if command is None:
                break
            if session.execute(command):
                return f"play: {type(command).__name__} refused"
            if broken_invariants(session.state):
                return f"play: invariants broken after {type(command).__name__}"
    except Exception as exc:  # a screen or a rule meeting the state: what the door must keep out
        return f"screen or play: {type(exc).__name__}"
    return ""


def _decode_time(code: str, library: ContentLibrary) -> tuple[BaseState | None, float, float]:
    """The decoded state (``None`` when refused), the seconds it took and the processor seconds it used."""
    start, cpu = time.perf_counter(), time.thread_time()
    try:
        state: BaseState | None = decode(code, library=library)
    except SnapshotError:
        state = None
    return state, time.perf_counter() - start, time.thread_time() - cpu


def _decode_memory(code: str, library: ContentLibrary) -> int:
    tracemalloc.start()
    try:
        _decode_time(code, library)
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def hostile_run(
    definition: GameDefinition[Any],
    library: ContentLibrary,
    count: int,
    seed: int = SEED,
    progress: Callable[[str], None] = lambda _: None,
) -> dict[str, Any]:
    """``count`` hostile codes for ``definition`` through the app's door (decode, the game's checks, the save
    round-trip, the table screen and a legal command: :func:`companion.ui.trial.checked_preview`); every
    pass checked apart from the door (:func:`invalid`). Each decode is timed on the clock and in processor time
    (what it costs, whatever else the machine runs); decodes over :data:`SLOW_MS` are timed again once."""
    from ..ui.trial import checked_preview

    times: list[float] = []
    cpu: list[float] = []
    slow: list[tuple[float, str]] = []
    door: list[float] = []
    refused = decoded_refused = 0
    categories: Counter[str] = Counter()
    failures: list[str] = []
    with tempfile.TemporaryDirectory() as folder:
        store = SaveStore(Path(folder) / "door")
        checks = SaveStore(Path(folder) / "checks")
        for n, (category, code) in enumerate(islice(hostile_stream(definition, library, seed), count), 1):
            categories[category] += 1
            state, seconds, used = _decode_time(code, library)
            times.append(seconds)
            cpu.append(used)
            if seconds * 1000 > SLOW_MS:
                slow.append((seconds, code))
            if state is None:
                refused += 1
            else:
                start = time.perf_counter()
                try:
                    shown = checked_preview(code, store, library)
                except SnapshotError:
                    refused += 1
                    decoded_refused += 1
                    shown = None
                door.append(time.perf_counter() - start)
                problem = invalid(shown.state, code, checks, library) if shown else ""
                if problem:
                    failures.append(f"{category}: {problem}: {code}")
            if n % 1000 == 0:
                progress(f"{definition.id}: {n:,} of {count:,} codes, {n - refused} through the door")
    retimed = [min(first, _decode_time(code, library)[1]) for first, code in slow]
    best = sorted([*(t for t in times if t * 1000 <= SLOW_MS), *retimed])
    worst = sorted(slow, reverse=True)[:5]
    ordered, processor = sorted(times), sorted(cpu)
    return {
        "inputs": count,
        "refused": refused,
        "accepted": count - refused,
        "refused_by_the_door_after_decoding": decoded_refused,
        "invalid_passes": len(failures),
        "save_failures": sum(f.split(": ")[1] in ("save", "code") for f in failures),
        "failures": failures[:5],
        "decode_p99_ms": _ms(ordered[int(0.99 * (len(ordered) - 1))]),
        "decode_cpu_p99_ms": _ms(processor[int(0.99 * (len(processor) - 1))]),
        "decode_cpu_max_ms": _ms(processor[-1]),
        "decode_max_ms": _ms(ordered[-1]),
        "over_50_ms": sum(t > 0.05 for t in times),
        "decode_max_retimed_ms": _ms(best[-1]),
        "over_50_ms_retimed": sum(t > 0.05 for t in best),
        "retimed": len(slow),
        "door_max_ms": _ms(max(door, default=0.0)),
        "slowest_decode_peak_mb": round(max((_decode_memory(c, library) for _, c in worst), default=0) / 2**20, 1),
        "process_peak_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
        "categories": dict(categories),
    }


def door_lines(figures: dict[str, dict[str, Any]]) -> list[str]:
    """The bench table's lines for the door."""
    lines = ["Door (invariants after every command; a received code decoded and admitted)"]
    for game, f in figures.items():
        lines.append(
            f"  {game}: invariants {f['invariants_median_ms']} ms per command (execute {f['execute_median_ms']} ms);"
            f" door {f['door_median_ms']} ms per code (max {f['door_max_ms']})"
        )
    return lines


def hostile_lines(figures: dict[str, dict[str, Any]]) -> list[str]:
    """The bench table's lines for the hostile-code run."""
    lines = ["Hostile codes through the door (fixed seed per game): refused / door passes, invalid passes, decode time"]
    for game, h in figures.items():
        lines.append(
            f"  {game}: {h['inputs']} inputs, {h['refused']} refused, {h['accepted']} accepted, "
            f"{h['invalid_passes']} invalid passes; decode p99 {h['decode_p99_ms']} ms, max {h['decode_max_ms']} ms "
            f"({h['decode_max_retimed_ms']} ms re-timed, {h['over_50_ms_retimed']} over 50 ms; processor time p99 "
            f"{h['decode_cpu_p99_ms']} ms, max {h['decode_cpu_max_ms']} ms); "
            f"slowest decode holds {h['slowest_decode_peak_mb']} MB; process peak {h['process_peak_mb']} MB"
        )
    return lines
