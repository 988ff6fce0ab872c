"""A mid-game table of each game for the screen crawler: a seeded playout stopped in round 2 at a step
where the players act (their last few commands kept, so Undo is offered), saved where the app finds it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from companion import games
from companion.engine import BaseState, Command, GameSession
from companion.storage import SaveStore
from tests.columbia.helpers import fresh
from tests.columbia.test_playouts import FIXTURE_ABILITIES
from tests.playouts import plays

STOPS = {"columbia": "build", "infiltration": "select", "syndicate": "player_turns"}
"""The step of round 2 each game's table is saved at."""

KEPT = 4
"""How many of the playout's last commands stay in the saved history (undoable)."""


def _start(game: str, seed: int) -> GameSession:
    if game == "columbia":  # box content typed in (test fixtures), so its dice roll and its board scores
        start = fresh(players=4, seed=seed, dice=True, board=True)
        start.abilities |= FIXTURE_ABILITIES
        return GameSession(start)
    return games.new_session(game, 3, seed, {})


def midgame(game: str, seed: int = 3) -> GameSession:
    """``game`` at round 2's acting step, reached by the seeded playout."""
    session = _start(game, seed)
    seen: list[tuple[BaseState, Command[Any]]] = []
    for _, command in plays(session, seed):
        state = session.state
        if state.round >= 2 and state.progress.step == STOPS[game] and not state.finished:
            break
        seen.append((state, command))
    else:
        raise AssertionError(f"the {game} playout of seed {seed} never reached round 2's {STOPS[game]}")
    first = max(0, len(seen) - KEPT)
    kept = GameSession(seen[first][0])
    for _, command in seen[first:]:
        assert kept.execute(command) == []
    return kept


def save_midgames(home: Path) -> dict[str, str]:
    """Save a mid-game table of each game in the app-data folder ``home``; game -> its game id."""
    store = SaveStore(home / "saves")
    ids = {}
    for game in games.GAME_IDS:
        session = midgame(game)
        store.save(session)
        ids[game] = session.game_id
    return ids
