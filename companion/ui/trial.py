"""A received game is offered only once it is proven whole.

:func:`companion.sync.receive.preview` admits the state (the engine's door: players, options, invariants,
numbers within reach, the save written and read back, play going on from it); :func:`prove` then builds the
game's table screen on it. A state on which either fails is refused like a damaged code, so no
screen ever breaks on a code that a phone received (a correct checksum proves nothing: anyone can
compute one). :func:`check_code` runs all of it on a worker thread, bounded in time, so a phone
checking a code never stalls another phone on the same server.
"""

from __future__ import annotations

import asyncio
import importlib
from types import ModuleType
from typing import Any

from ..content import ContentLibrary
from ..engine import Command, GameSession, Violation
from ..engine.game import BaseState, GameDefinition
from ..storage import SaveStore
from ..sync import receive
from ..sync.codec import DAMAGED, SnapshotError
from .context import PhoneScreen, Settings

DOOR_SECONDS = 10.0
"""The longest a phone waits for a received code to be checked."""
TOO_SLOW = "this code took too long to check: it was not loaded"


class TrialTable:
    """What a table screen gets from the shell, for a build nobody sees: commands are kept, not run."""

    page: Any = None
    mine: frozenset[int] = frozenset()  # a build nobody sees plays no seat

    def __init__(self, session: GameSession, library: ContentLibrary):
        self.session, self.library, self.settings = session, library, Settings()
        screen = PhoneScreen()  # nothing is open, picked or typed on a screen nobody sees
        self.opened, self.chosen, self.marks, self.refusals = (
            screen.opened,
            screen.chosen,
            screen.marks,
            screen.refusals,
        )

    @property
    def state(self) -> BaseState:
        return self.session.state

    def execute(self, command: Command[Any]) -> bool:
        return False

    def validate(self, command: Command[Any]) -> list[Violation]:
        return self.session.validate(command, self.mine)

    def sees(self, path: str) -> bool:
        return self.session.sees(path, self.mine)

    def open_dialog(self, dialog: object) -> None:
        pass

    def close_dialog(self) -> None:
        pass

    def toast(self, message: str) -> None:
        pass

    def redraw(self) -> None:
        pass


def screen_of(definition: GameDefinition[Any]) -> ModuleType | None:
    """The table-screen module of a game (``None`` for a game without one: the engine's test game)."""
    try:
        return importlib.import_module(f"{__package__}.{definition.id}")
    except ModuleNotFoundError:
        return None


def unplayable(state: BaseState, library: ContentLibrary) -> str:
    """Why the table screen cannot show ``state``, in plain words ("" when it can): the screen's part of the door
    of every state from outside (the engine's part, :func:`companion.engine.door.unfit`, is passed before).

    Built off-screen on a private copy: nothing is shown, saved or played for real."""
    session = GameSession(state)
    screen = screen_of(session.definition)
    try:
        if screen is not None:
            screen.build_table(TrialTable(session, library))
    except Exception:  # a screen meeting a state no game can reach
        return "its table cannot be shown"
    return ""


def prove(state: BaseState, library: ContentLibrary) -> None:
    """Raise SnapshotError (damaged) unless the table screen builds on ``state`` and play can go on."""
    problem = unplayable(state, library)
    if problem:
        raise SnapshotError(DAMAGED, problem)


def checked_preview(code: str, store: SaveStore, library: ContentLibrary) -> receive.Preview:
    """The one door of every received code: decoded, invariants passed, proven on a trial table."""
    shown = receive.preview(code, store, library)
    prove(shown.state, library)
    return shown


async def check_code(code: str, store: SaveStore, library: ContentLibrary) -> receive.Preview:
    """:func:`checked_preview` off the event loop, given at most :data:`DOOR_SECONDS` (SnapshotError after)."""
    try:
        return await asyncio.wait_for(asyncio.to_thread(checked_preview, code, store, library), DOOR_SECONDS)
    except TimeoutError:
        raise SnapshotError(TOO_SLOW) from None
