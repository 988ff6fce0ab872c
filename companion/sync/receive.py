"""Receiving a game: what a code holds, how it compares with the local copy, and loading it.

Every door (camera, picture, paste, link) ends in :func:`preview` (decoded, then :func:`admit`)
then :func:`load`; a :class:`Preview` holds only an admitted state. Loading
never overwrites silently: into the local copy of the same game it is one undoable
``LoadState`` command, and the save written before it stays as the newest backup.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..content import ContentLibrary
from ..engine import GameSession, LoadState, SaveError
from ..engine.codec import DAMAGED, SnapshotError
from ..engine.door import unfit
from ..engine.game import BaseState, definition_of
from ..storage import SaveStore
from .snapshot import decode


@dataclass
class Preview:
    """What the player sees before loading a received game."""

    state: BaseState
    title: str
    round: int
    players: list[str]
    revision: int
    local_revision: int | None
    """Revision of this game's local copy, ``None`` when this phone has none."""

    @property
    def comparison(self) -> str:
        """``new``, ``newer``, ``older`` or ``same`` (relative to the local copy)."""
        if self.local_revision is None:
            return "new"
        if self.revision == self.local_revision:
            return "same"
        return "newer" if self.revision > self.local_revision else "older"

    def lines(self) -> list[str]:
        verdict = {
            "new": "This game is not on this phone yet.",
            "newer": f"Newer than this phone's copy (revision {self.local_revision}).",
            "older": f"OLDER than this phone's copy (revision {self.local_revision}): loading goes back in time.",
            "same": "Same revision as this phone's copy.",
        }[self.comparison]
        return [
            f"{self.title} · round {self.round} · revision {self.revision}",
            "Players: " + ", ".join(self.players),
            verdict,
        ]


def local_session(store: SaveStore, game_id: str) -> GameSession | None:
    """This phone's copy of a game, or ``None`` (also when that save is damaged)."""
    if not store.path(game_id).exists():
        return None
    try:
        return store.load(game_id)
    except SaveError:
        return None


def admit(state: BaseState) -> BaseState:
    """``state`` when it may enter a table; else SnapshotError (damaged, the reason in ``detail``).

    The door of every state from outside (a received code, ``snapshot decode``): the game accepts its
    players and options, its invariants hold, and its save written and read back is the same state
    (:func:`companion.engine.door.unfit`). A correct checksum proves nothing: anyone can compute one.
    """
    problem = unfit(state)
    if problem:
        raise SnapshotError(DAMAGED, problem)
    return state


def preview(code: str, store: SaveStore, library: ContentLibrary | None = None) -> Preview:
    """Decode ``code`` against this phone's content (``library``, default: the app's) and compare it with
    the local copy; raises SnapshotError when damaged, not whole, or made with box content it lacks."""
    state = admit(decode(code, library=library))
    local = local_session(store, state.game_id)
    return Preview(
        state=state,
        title=definition_of(state).title,
        round=state.round,
        players=list(state.player_names),
        revision=state.revision,
        local_revision=local.state.revision if local else None,
    )


def load_command(received: Preview, source: str = "a shared snapshot") -> LoadState:
    """The one undoable command that adopts a received state into this phone's copy of the game."""
    return LoadState(state=received.state.model_dump(mode="json"), source=source)


def load(
    received: Preview, store: SaveStore, session: GameSession | None = None, source: str = "a shared snapshot"
) -> GameSession:
    """Adopt the received state and save it; returns the session now holding it.

    ``session`` is the game open on this phone; it is used when it is the same game, else the
    saved local copy, else a new game starts from the received state.
    """
    state = received.state
    if session is None or session.game_id != state.game_id:
        session = local_session(store, state.game_id)
    if session is None:
        session = GameSession(state)
    else:
        violations = session.execute(load_command(received, source))
        if violations:
            raise SaveError(violations[0].message)
    store.save(session)  # the file as it was before loading becomes backup 1
    return session
