"""Issue 33 (a first start that looks alive): the served table loads every game's rules and screens in the
background as it starts, and a phone's session waits for that load rather than racing it."""

import asyncio
import subprocess
import sys
import threading

from companion import games
from companion.ui import warm
from tests.conftest import run_async

LOADED_AFTER_WARM_UP = """
import sys
from companion.ui import warm
before = [m for m in sys.modules if m.startswith(("companion.games.", "companion.ui.columbia"))]
warm.warm_up().join()
games = [m for m in sys.modules if m.count(".") == 2 and m.startswith(("companion.ui.", "companion.games."))]
print(len(before), *games)
"""


def test_warm_up_loads_each_games_rules_and_screens_in_a_fresh_process():
    out = subprocess.run([sys.executable, "-c", LOADED_AFTER_WARM_UP], capture_output=True, text=True, check=True)
    before, *loaded = out.stdout.split()
    assert before == "0" and out.stderr == ""  # nothing of a game was loaded by importing the warm-up
    for game in games.GAME_IDS:
        assert {f"companion.games.{game}", f"companion.ui.{game}"} <= set(loaded)


def test_a_session_waits_for_the_load_and_not_when_none_runs(monkeypatch):
    run_async(asyncio.wait_for(warm.loaded(), 1))  # none runs: at once
    gate = threading.Event()

    def load() -> None:
        gate.wait(10)
        warm._done.set()

    monkeypatch.setattr(warm, "_load_all", load)
    warm.warm_up()

    async def session() -> None:
        waiting = asyncio.create_task(warm.loaded())
        await asyncio.sleep(0.1)
        assert not waiting.done()  # still loading: the session has not started
        gate.set()
        await asyncio.wait_for(waiting, 10)

    run_async(session())
