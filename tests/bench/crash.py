"""Crash safety of autosave: a writer killed with SIGKILL at random moments never loses a game.

A worker process plays seeded random commands and autosaves after each one, printing how many
commands the file holds once ``save`` returned (acknowledged). The parent kills it at a random
moment, then (after the next start's mending) checks that no temporary file is left, that the
backups are a whole chain (1..k, each an older version than the one before it), that the game is
still listed and loads, and that at most the command in flight is missing.
``python -m tests.bench.crash worker FOLDER GAME SEED`` is the worker.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from companion import games
from companion.content import ContentLibrary
from companion.engine.history import SaveError
from companion.storage import SaveStore

REPO = Path(__file__).resolve().parents[2]
"""The repository's root: the worker runs from it (``tests`` is not installed)."""
GAME = "syndicate"
PLAYERS = 4
MAX_COMMANDS = 5000


def worker(folder: Path, game: str, seed: int) -> None:
    """Play and autosave until killed (or until the game ends), reporting each acknowledged save."""
    definition = games.get(game)
    store = SaveStore(folder)
    session = games.new_session(game, PLAYERS, seed, {}, ContentLibrary(user_dir=folder / "content"))
    store.save(session)
    rnd = random.Random(seed)
    done = 0
    print(f"ack {session.game_id} {done}", flush=True)
    while done < MAX_COMMANDS:
        command = definition.random_command(session.state, rnd)
        if command is None or session.execute(command):
            return
        store.save(session)
        done += 1
        print(f"ack {session.game_id} {done}", flush=True)


@dataclass
class CrashReport:
    """What the trials found: every trial's acknowledged and loaded command counts, and the losses."""

    trials: int = 0
    acknowledged: list[int] = field(default_factory=list)
    loaded: list[int] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.failures


def crash_trial(folder: Path, seed: int, rnd: random.Random, game: str = GAME) -> tuple[int, int]:
    """One kill: (commands acknowledged before the kill, commands in the file after it).

    Raises AssertionError when the game is not listed, does not load, or lost an acknowledged command.
    """
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    process = subprocess.Popen(
        [sys.executable, "-m", "tests.bench.crash", "worker", str(folder), game, str(seed)],
        stdout=subprocess.PIPE,
        text=True,
        env=env,
        cwd=REPO,
    )
    assert process.stdout is not None
    first = process.stdout.readline().split()
    deadline = time.monotonic() + rnd.uniform(0.0, 0.4)
    while time.monotonic() < deadline and process.poll() is None:
        time.sleep(0.001)
    process.send_signal(signal.SIGKILL)
    rest = process.communicate()[0].split("\n")
    acks = [line.split() for line in [" ".join(first), *rest] if line.startswith("ack ")]
    game_id, acknowledged = acks[-1][1], int(acks[-1][2])
    store = SaveStore(folder)
    store.mend()  # the next start of the app
    left = sorted(p.name for p in folder.iterdir() if p.name.startswith(".") and p.is_file())
    assert not left, f"seed {seed}: files left by the interrupted save: {left}"
    try:
        chain = [len(store.load(game_id, backup=n).log()) for n in (0, *store.backups(game_id))]
    except SaveError as exc:
        raise AssertionError(f"seed {seed}: a save or backup does not load after the kill: {exc}") from None
    assert store.backups(game_id) == list(range(1, len(chain))), f"seed {seed}: a gap in the backups"
    assert chain == sorted(set(chain), reverse=True), f"seed {seed}: backups out of order or repeated: {chain}"
    listed = [g for g in store.list() if g.game_id == game_id]
    assert listed and not listed[0].damaged, f"seed {seed}: the game is not listed after the kill"
    try:
        loaded = len(store.load(game_id).log())
    except SaveError as exc:
        raise AssertionError(f"seed {seed}: the save does not load after the kill: {exc}") from None
    assert acknowledged <= loaded <= acknowledged + 1, f"seed {seed}: {acknowledged} acknowledged, {loaded} kept"
    return acknowledged, loaded


def crash_trials(trials: int = 200, seed: int = 1, game: str = GAME) -> CrashReport:
    """Run ``trials`` kills (each in a fresh folder) and collect the counts; for ``python -m tests.bench``."""
    rnd = random.Random(seed)
    report = CrashReport()
    for trial in range(trials):
        report.trials += 1
        with tempfile.TemporaryDirectory() as tmp:
            try:
                acknowledged, loaded = crash_trial(Path(tmp), seed * 1000 + trial, rnd, game)
            except AssertionError as exc:
                report.failures.append(str(exc))
                continue
        report.acknowledged.append(acknowledged)
        report.loaded.append(loaded)
    return report


if __name__ == "__main__":
    if len(sys.argv) == 5 and sys.argv[1] == "worker":
        worker(Path(sys.argv[2]), sys.argv[3], int(sys.argv[4]))
    else:
        sys.exit("usage: python -m tests.bench.crash worker FOLDER GAME SEED")
