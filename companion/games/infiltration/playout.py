"""Random legal commands, for the playout tests and benchmarks."""

from __future__ import annotations

import random

from ...engine import Command
from . import facility as fac
from .commands import (
    Adjust,
    EnterScores,
    ResolveCard,
    RevealEntryRoom,
    RollSecurity,
    RunNpcPhase,
    SelectCard,
    cards_for,
    destination,
    next_to_resolve,
)
from .effects import Effect
from .state import NPC_NAMES, InfiltrationState, RoomFace

TEST_NAMES = (fac.OFFICE, fac.CONFERENCE, *fac.EXIT_ROOMS)


def random_face(rnd: random.Random) -> RoomFace:
    """A made-up room for playouts only (never shipped as content)."""
    name = rnd.choice(TEST_NAMES) if rnd.random() < 0.3 else f"Test room {rnd.randint(1, 99)}"
    return RoomFace(
        name=name,
        df=rnd.randint(0, 6),
        interface=name in TEST_NAMES[:2] or rnd.random() < 0.3,
        lab_worker_secure=rnd.choice([None, 1, 2]),
        tech_lock_secure=rnd.choice([None, None, 2, 3]),
    )


def _room_effects(state: InfiltrationState, room: int, rnd: random.Random) -> list[Effect]:
    if rnd.random() < 0.35:
        return [Effect(kind="place_npc", name=rnd.choice(NPC_NAMES), room=room, face_up=rnd.random() < 0.9)]
    return []


def random_command(state: InfiltrationState, rnd: random.Random) -> Command | None:
    if state.finished:
        if state.ranking:
            return None
        escaped = [i for i, op in enumerate(state.operatives) if op.status == "escaped"]
        return EnterScores(
            values={i: [rnd.randint(1, 3) for _ in range(state.operatives[i].df_tokens)] for i in escaped}
        )
    if not state.rooms[0].revealed:
        return RevealEntryRoom(face=random_face(rnd), effects=_room_effects(state, 0, rnd))
    if rnd.random() < 0.05 and state.inside():
        op = rnd.choice(state.inside())
        kind = rnd.choice(["wound", "heal", "take_special", "alarm"])
        name = rnd.choice([n for n, left in state.specials_supply.items() if left] or ["Prototype"])
        if kind == "take_special" and not state.specials_supply.get(name):
            kind = "wound"
        return Adjust(
            effects=[Effect(kind=kind, operative=op, name=name, amount=rnd.choice([-1, 1]))], reason="playout"
        )
    step = state.progress.step
    if step == "select":
        op = next(i for i in state.inside() if not state.operatives[i].selected)
        return SelectCard(operative=op, card=rnd.choice(cards_for(state, op)))
    if step == "resolve":
        op = rnd.choice(next_to_resolve(state))
        target = destination(state, op)
        entering = target is not None and target >= 0
        face = random_face(rnd) if entering and not state.rooms[target].revealed else None
        effects = _room_effects(state, target, rnd) if entering else []
        return ResolveCard(operative=op, face=face, effects=effects)
    if step == "npc":
        return RunNpcPhase(order=rnd.sample(list(NPC_NAMES), len(NPC_NAMES)))
    return RollSecurity()
