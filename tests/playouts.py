"""The random playout every game's tests share: the game's own generator (``random_command``, its
per-game hook) plays legal commands from a start, and every step is checked."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from companion.engine import Command, GameSession
from companion.sync import snapshot
from companion.sync.travel import without_history


def plays(session: GameSession, seed: int, limit: int = 2000) -> Iterator[tuple[int, Command[Any]]]:
    """Play random commands until the game ends, none is left, or ``limit`` is reached.

    Yields ``(step, command)`` before each command is played (the caller looks at the table then);
    every command is legal and leaves the game's invariants whole.
    """
    definition, rnd = session.definition, random.Random(seed)
    for step in range(limit):
        command = definition.random_command(session.state, rnd)
        if command is None:
            return
        yield step, command
        assert session.execute(command) == [], command
        assert definition.invariants(session.state) == [], command


def play_out(session: GameSession, seed: int, limit: int = 2000, check_every: int = 0) -> GameSession:
    """:func:`plays` to the end; every ``check_every`` commands (0: never) the state's share code
    round-trips and the "legal now" query accepts the kind of the command about to be played."""
    for step, command in plays(session, seed, limit):
        if check_every and step % check_every == 0:
            assert snapshot.decode(snapshot.encode(session.state)) == without_history(session.state), command
            assert session.legal_now().why_not(command.type) == "", command
    return session


def assert_history_holds(session: GameSession, start: object) -> None:
    """The save replays to the same game, and undoing everything returns to ``start``."""
    assert GameSession.from_save(session.to_save()).state == session.state
    while session.undo():
        pass
    assert session.state == start
