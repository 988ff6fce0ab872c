"""A failed or interrupted save never hurts the backups: at every step of an autosave (fsync, link,
rename, removal) a failure (disk full, a rename refused) or a kill leaves the live file loadable (the old
or the new version) and, after the next start, no temporary file and a whole chain of backups: 1..k,
each an older version than the one before it, none a copy of another."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from companion.engine import GameSession
from companion.storage import BACKUPS, SaveStore
from tests.engine.toy import TOY, Add

STEPS = ("fsync", "link", "replace", "unlink")
"""The file-system calls of a save, each of which may fail or be the last one before a kill."""
VERSIONS = BACKUPS + 1
"""Saves made before the one that fails: the chain of backups is full."""


def saved_game(folder: Path) -> tuple[SaveStore, GameSession]:
    store, game = SaveStore(folder), GameSession(TOY.new_game(2, 4, {}, None))
    for _ in range(VERSIONS):
        game.execute(Add(amount=1))
        store.save(game)
    return store, game


def whole_chain(store: SaveStore, game_id: str) -> list[int]:
    """The counters of the live save and its backups, asserting the chain is whole and nothing is left over."""
    left = sorted(p.name for p in store.folder.iterdir() if p.name.startswith("."))
    assert not left, f"left behind: {left}"
    slots = store.backups(game_id)
    assert slots == list(range(1, len(slots) + 1)), f"a gap: {slots}"
    counters = [store.load(game_id, backup=n).state.counter for n in (0, *slots)]
    assert counters == sorted(set(counters), reverse=True), f"repeated or out of order: {counters}"
    return counters


def failing_at(monkeypatch, failing: int, error: int) -> list[str]:
    """Make the ``failing``-th file-system call of the save raise OSError(``error``); returns the calls seen."""
    calls: list[str] = []
    for name in STEPS:
        real = getattr(os, name)

        def step(*args, _real=real, _name=name, **kwargs):
            calls.append(_name)
            if len(calls) == failing:
                raise OSError(error, os.strerror(error))
            return _real(*args, **kwargs)

        monkeypatch.setattr(os, name, step)
    return calls


@pytest.mark.parametrize("error", [errno.ENOSPC, errno.EPERM], ids=["disk full", "refused"])
def test_a_save_failing_at_any_step_keeps_the_game_and_a_whole_chain(tmp_path, monkeypatch, error):
    failing, failures = 1, 0
    while True:
        folder = tmp_path / str(failing)
        store, game = saved_game(folder)
        game.execute(Add(amount=1))
        with monkeypatch.context() as patch:
            calls = failing_at(patch, failing, error)
            try:
                store.save(game)
            except OSError:
                failures += 1
        if len(calls) < failing:  # the save made fewer calls: every step has been failed once
            break
        assert store.load(game.game_id).state.counter in (VERSIONS, VERSIONS + 1)
        store.mend()  # the next start
        counters = whole_chain(store, game.game_id)
        assert counters[0] in (VERSIONS, VERSIONS + 1) and len(counters) >= BACKUPS, counters
        failing += 1
    assert failing > 6 and failures > 0  # the save's steps were all reached, and failures were seen


KILLER = textwrap.dedent(
    """
    import os, sys
    sys.path.insert(0, {root!r})
    from tests.engine.test_save_failures import saved_game
    from tests.engine.toy import Add
    from pathlib import Path

    store, game = saved_game(Path({folder!r}))
    game.execute(Add(amount=1))
    calls = []
    for name in {steps!r}:
        real = getattr(os, name)
        def step(*args, _real=real, **kwargs):
            calls.append(1)
            if len(calls) == {kill}:
                os._exit(9)  # killed here: no finally block, no clean-up
            return _real(*args, **kwargs)
        setattr(os, name, step)
    store.save(game)
    """
)


def killed_saves(tmp_path):
    """A save killed at its first step, then its second, and so on until one runs to its end: for each, the
    folder it left, its game and the writer's exit code (9 when killed)."""
    root = str(Path(__file__).resolve().parents[2])
    kill = 1
    while True:
        folder = tmp_path / str(kill)
        script = KILLER.format(root=root, folder=str(folder), steps=STEPS, kill=kill)
        done = subprocess.run([sys.executable, "-c", script], cwd=root, check=False).returncode
        [game_id] = [p.stem for p in folder.glob("*.json")]
        yield folder, game_id, done
        if done == 0:  # the save ran to its end: every step has been the last one once
            return
        kill += 1


@pytest.mark.timeout(120)
def test_a_save_killed_at_any_step_is_mended_at_the_next_start(tmp_path):
    kills = 0
    for folder, game_id, done in killed_saves(tmp_path):
        store = SaveStore(folder)
        assert store.load(game_id).state.counter in (VERSIONS, VERSIONS + 1)
        store.mend()
        counters = whole_chain(store, game_id)
        assert len(counters) == BACKUPS + 1, counters
        assert done in (0, 9)
        kills += done == 9
    assert kills > 5


@pytest.mark.timeout(120)
def test_a_save_killed_at_any_step_leaves_no_stray_file_after_the_next_save(tmp_path):
    """Cleaned at the next save of the game, not only at the next start (issue #37, Build 5)."""
    kills = 0
    for folder, game_id, done in killed_saves(tmp_path):
        store = SaveStore(folder)  # the same server, still running: no start in between
        game = store.load(game_id)
        game.execute(Add(amount=1))
        store.save(game)
        whole_chain(store, game_id)
        kills += done == 9
    assert kills > 5


def test_the_next_start_removes_only_the_temporary_files_of_writers_that_are_gone(tmp_path):
    store, game = saved_game(tmp_path)
    live = store.path(game.game_id)
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()  # a writer that is gone (its process id is free again)
    gone = live.with_name(f".{live.name}.{child.pid}.abcd1234.tmp")
    writing = live.with_name(f".{live.name}.{os.getpid()}.efgh5678.tmp")  # a save under way in this process
    for temporary in (gone, writing):
        temporary.write_text("{")
    store.mend()
    assert not gone.exists() and writing.exists()
