"""Small builders for the Infiltration tests: a game with its entry room revealed, and shortcuts."""

from __future__ import annotations

from companion import games
from companion.engine import GameSession, SkipToStep
from companion.games.infiltration.board import NpcCard
from companion.games.infiltration.commands import ResolveCard, RollSecurity, RunNpcPhase, SelectCard
from companion.games.infiltration.effects import EFFECT_ADAPTER
from companion.games.infiltration.state import ItemText, RoomFace
from tests.commands import ok


def effect(**fields):
    """An effect from its JSON fields (``kind`` picks the model), as a replay script writes it."""
    return EFFECT_ADAPTER.validate_python(fields)


def played(effects, goes: str = "discard") -> ItemText:
    """An item card's text as the table types it the first time it is played."""
    return ItemText(effects=effects, goes=goes)


def face(name: str = "Test room", df: int = 3, **kw) -> RoomFace:
    return RoomFace(name=name, df=df, **kw)


def game(players: int = 3, seed: int = 1, entry: RoomFace | None = None, **options) -> GameSession:
    """A new game whose entry room (``entry``, default a 4-DF test room) is revealed."""
    from companion.games.infiltration.commands import RevealEntryRoom

    session = games.new_session("infiltration", players, seed, options)
    ok(session, RevealEntryRoom(face=entry or face("Lobby", 4)))
    return session


def edit(session: GameSession, change) -> GameSession:
    """A new session whose start is ``session``'s current state changed by ``change(state)``."""
    state = session.state.model_copy(deep=True)
    change(state)
    return GameSession(state)


def reveal_path(state, upto: int, df: int = 2, names: dict[int, str] | None = None) -> None:
    """Reveal rooms 1..upto directly (test set-up), each with ``df`` available tokens."""
    names = names or {}
    for i in range(1, upto + 1):
        state.rooms[i].face = face(names.get(i, f"Room {i + 1}"), df)
        state.rooms[i].df_available = df


def put_npc(state, name: str, room: int, face_up: bool = True) -> None:
    state.rooms[room].npcs.append(NpcCard(name=name, face_up=face_up))


def select(session: GameSession, cards: dict[int, str]) -> None:
    ok(session, *(SelectCard(operative=i, card=c) for i, c in cards.items()))


def resolve(session: GameSession, operative: int, **kw) -> None:
    ok(session, ResolveCard(operative=operative, **kw))


def skip_to(session: GameSession, step: str) -> None:
    """Jump ahead to ``step`` by hand (a test set-up: the table confirms what it leaves unresolved)."""
    if session.state.progress.step != step:
        ok(session, SkipToStep(step=step, confirm=True))


def npc_phase(session: GameSession, order=()) -> list[str]:
    """Run the NPC phase (jumping to it by hand if the round is not there yet)."""
    skip_to(session, "npc")
    ok(session, RunNpcPhase(order=list(order)))
    return session.log()[-1].notes


def security(session: GameSession, roll: int) -> None:
    ok(session, RollSecurity(entered=roll))


__all__ = [
    "edit",
    "effect",
    "face",
    "game",
    "npc_phase",
    "played",
    "put_npc",
    "resolve",
    "reveal_path",
    "security",
    "select",
    "skip_to",
]
