"""Receiving a game: what a code holds, how it compares with the local copy, and loading it.

Every door (camera, picture, paste, link) ends in :func:`preview` (decoded, then :func:`admit`)
then :func:`load`; a :class:`Preview` holds only an admitted state, and how it stands to this phone's
copy (:mod:`companion.sync.lineage`): newer only when its history holds this copy's state, a fork when
neither holds the other. Loading never overwrites silently: into the local copy of the same game it is
one undoable ``LoadState`` command, and the save written before it stays as the newest backup; a fork
can instead be kept beside this phone's copy as a game of its own (:func:`keep_both`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..content import ContentLibrary
from ..engine import GameSession, LoadState, SaveError
from ..engine.door import unfit
from ..engine.game import BaseState, definition_of
from ..storage import SaveStore
from .codec import DAMAGED, SnapshotError
from .lineage import Relation, relation
from .snapshot import read


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
    marks: list[int] = field(default_factory=list)
    """The marks of the code's history (:mod:`companion.sync.lineage`), loaded with it."""
    relation: Relation | None = None
    """How the code stands to this phone's copy (``None`` when this phone has none)."""

    @property
    def comparison(self) -> str:
        """``new``, ``newer``, ``older``, ``same`` or ``fork`` (relative to the local copy)."""
        return self.relation or "new"

    def lines(self) -> list[str]:
        verdict = {
            "new": "This game is not on this phone yet.",
            "newer": f"It carries on from this phone's copy (revision {self.local_revision}).",
            "older": f"OLDER than this phone's copy (revision {self.local_revision}): loading goes back in time.",
            "same": "Same as this phone's copy.",
            "fork": (
                f"This phone's copy (revision {self.local_revision}) and this code were each played on "
                "since they parted: keep both, or choose which one to keep."
            ),
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
    state, marks = read(code, library=library)
    admit(state)
    local = local_session(store, state.game_id)
    return Preview(
        state=state,
        title=definition_of(state).title,
        round=state.round,
        players=list(state.player_names),
        revision=state.revision,
        local_revision=local.state.revision if local else None,
        marks=marks,
        relation=relation(state, marks, local) if local else None,
    )


def load_command(received: Preview, source: str = "a shared snapshot") -> LoadState:
    """The one undoable command that adopts a received state into this phone's copy of the game."""
    return LoadState(state=received.state.model_dump(mode="json"), source=source, lineage=received.marks)


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
    if session is None:  # a game new to this phone: it starts from the state received, loaded with its marks
        session = GameSession(state.model_copy(deep=True))
    violations = session.execute(load_command(received, source))
    if violations:
        raise SaveError(violations[0].message)
    store.save(session)  # the file as it was before loading becomes backup 1
    return session


def keep_both(received: Preview, store: SaveStore, source: str = "a shared snapshot") -> GameSession:
    """Keep a received fork beside this phone's copy, which stays as it is: a game of its own (the game id
    with a number added), named as the other phone's copy."""
    state = received.state.model_copy(deep=True)
    stem, taken = received.state.game_id[:56], {saved.game_id for saved in store.list()}
    state.game_id = next(f"{stem}-{n}" for n in range(2, 10_000) if f"{stem}-{n}" not in taken)
    session = GameSession(state.model_copy(deep=True))
    violations = session.execute(LoadState(state=state.model_dump(mode="json"), source=source))
    if violations:
        raise SaveError(violations[0].message)
    store.save(session)
    store.rename(state.game_id, f"{received.title}: the other phone's copy")
    return session
