"""The one check every state from outside a command passes: a correction, a described starting position, a
received code, a loaded state and a save read from disk.

A command's result is checked as it is applied (the invariants and numbers within reach:
:func:`~companion.engine.game.apply_validated`; what its next step offers: :meth:`GameSession.execute`). A state
from anywhere else is a state no rule produced, so :func:`unfit` asks more of it: the game accepts its players
and options, its invariants hold, every number is within what a table reaches, its save written and read back is
the same game, and play goes on from it: every command its step offers validates without an exception, and so
does each command of a short playout by the game's own generator (seeded, so the answer never changes).
Nothing admitted is ever a save that refuses to open or a table that breaks on the next legal command.
"""

from __future__ import annotations

import json
import random
from typing import Any

from .game import BaseState, definition_of, validate
from .history import GameSession, SaveError
from .legal import legal_now

LOOKAHEAD_SEEDS = (0,)
"""The seeds of the playouts tried from a state from outside (the game's ``random_command``)."""
LOOKAHEAD_COMMANDS = 8
"""How many commands each playout plays: past the next step of every game."""
STUCK = "play could not go on from it"


def unfit(state: BaseState) -> str:
    """Why ``state`` cannot enter a table from outside, in plain words ("" when it can); see the module docstring."""
    try:
        text = json.dumps(GameSession(state).to_save(), allow_nan=False)
        back = GameSession.from_save(json.loads(text))
    except SaveError as exc:
        return str(exc).removeprefix("damaged save: ")
    except RecursionError:
        return "it is nested too deeply"
    except Exception:  # values a save cannot hold (NaN, nesting beyond what can be written)
        return "some of its values cannot be saved"
    if back.state != state or json.dumps(back.to_save(), allow_nan=False) != text:
        return "it does not read back as it was written"
    return stuck(state)


def stuck(state: BaseState) -> str:
    """Why play cannot go on from ``state`` ("" when it can): a rule fails on what its step offers, or on a
    command of a short playout. A command the game refuses ends that playout: the table plays on otherwise."""
    definition = definition_of(state)
    try:
        legal_now(state)
        for action in definition.actions_now(state).values():
            for candidate in action.candidates:
                validate(state, candidate)
        for seed in LOOKAHEAD_SEEDS:
            session, rnd = GameSession(state), random.Random(seed)
            for _ in range(LOOKAHEAD_COMMANDS):
                command = definition.random_command(session.state, rnd)
                if command is None or session.execute(command):  # the generator knows no more here: not a fault
                    break
    except Exception:  # a rule meeting a state no game reaches
        return STUCK
    return ""


def read_session(data: Any) -> GameSession:
    """The game a save file's parsed JSON holds, through the door (raises SaveError naming the first problem)."""
    session = GameSession.from_save(data)
    problem = unfit(session.state)
    if problem:
        raise SaveError(f"damaged save: {problem}")
    return session
