"""Random legal commands, for the playout tests and benchmarks (rooms with typed texts, items played)."""

from __future__ import annotations

import random
from typing import Any

from ...engine import Command, validate
from .board import CONFERENCE, EXIT_ROOMS, ITEMS_DEALT, NPC_NAMES, OFFICE, UNNAMED_ITEM
from .commands import (
    Adjust,
    ChooseOperative,
    DraftKeep,
    EnterScores,
    ResolveCard,
    RevealEntryRoom,
    RevealRoom,
    RollSecurity,
    RunNpcPhase,
    SelectCard,
    cards_for,
    destination,
)
from .effects import (
    CHOSEN,
    AddDf,
    Alarm,
    DestroyTechLock,
    Download,
    Effect,
    Heal,
    PlaceItem,
    PlaceNpc,
    TakeSpecial,
    Wound,
)
from .phases import next_to_resolve
from .state import InfiltrationState, ItemDestination, ItemText, RoomFace

TEST_NAMES = (OFFICE, CONFERENCE, *EXIT_ROOMS)


def random_face(rnd: random.Random) -> RoomFace:
    """A made-up room for playouts only (never shipped as content), sometimes with typed functions."""
    name = rnd.choice(TEST_NAMES) if rnd.random() < 0.3 else f"Test room {rnd.randint(1, 99)}"
    lock = rnd.choice([None, None, 2, 3])
    return RoomFace(
        name=name,
        df=rnd.randint(0, 6),
        interface=name in TEST_NAMES[:2] or rnd.random() < 0.3,
        lab_worker_secure=rnd.choice([None, 1, 2]),
        tech_lock_secure=lock,
        on_reveal=[PlaceNpc(name=rnd.choice(NPC_NAMES), face_up=rnd.random() < 0.9)] if rnd.random() < 0.3 else [],
        on_enter=[rnd.choice([Alarm(amount=1), Wound(), AddDf(amount=1), Heal(operative=CHOSEN)])]
        if rnd.random() < 0.2
        else [],
        on_interface=[DestroyTechLock()] if lock is not None else [Download()],
        on_download=[Alarm(amount=1)] if rnd.random() < 0.2 else [],
        tech_lock_destroyed=[Heal(), Alarm(amount=-1)] if lock is not None and rnd.random() < 0.5 else [],
    )


def _by_hand(state: InfiltrationState, rnd: random.Random) -> Command[Any]:
    op = rnd.choice(state.inside())
    free = [n for n, left in state.specials_supply.items() if left]
    choices: list[Effect] = [Wound(operative=op), Heal(operative=op), Alarm(amount=rnd.choice([-1, 1]))]
    effect = rnd.choice(choices)
    if free and rnd.random() < 0.3:
        effect = TakeSpecial(operative=op, name=rnd.choice(free))
    return Adjust(effects=[effect], reason="playout")


def _resolve(state: InfiltrationState, rnd: random.Random) -> Command[Any]:
    op = rnd.choice(next_to_resolve(state))
    target = destination(state, op)
    entering = target is not None and target >= 0
    face = random_face(rnd) if entering and target is not None and not state.rooms[target].revealed else None
    if state.operatives[op].selected != "item":
        return ResolveCard(operative=op, face=face)
    goes: ItemDestination = rnd.choice(["discard", "hand", "box", "room"])
    here = state.operatives[op].room
    effects: list[Effect] = [Download(), PlaceItem(name="Test item")] if rnd.random() < 0.5 else [Alarm(amount=1)]
    hand = state.operatives[op].items
    unnamed = [*state.item_texts, "Found item"] if UNNAMED_ITEM in hand else []  # an untold card may be any
    item = rnd.choice([*(c for c in hand if c != UNNAMED_ITEM), *unnamed])
    text = None if item in state.item_texts else ItemText(effects=effects[: 1 + here % 2], goes=goes)
    return ResolveCard(operative=op, item=item, text=text)


def random_command(state: InfiltrationState, rnd: random.Random) -> Command[Any] | None:
    if state.finished:
        if state.ranking:
            return None
        escaped = [i for i, op in enumerate(state.operatives) if op.status == "escaped"]
        return EnterScores(
            values={i: [rnd.randint(1, 3) for _ in range(state.operatives[i].df_tokens)] for i in escaped},
            modifiers={i: rnd.randint(-2, 2) for i in escaped if rnd.random() < 0.3},
        )
    if not state.rooms[0].revealed:
        return RevealEntryRoom(face=random_face(rnd))
    if state.choices_owed and state.choices_owed[0].entering(state) is not None:  # the table types the room card
        faces = (RevealRoom(face=random_face(rnd)) for _ in range(50))
        return next((c for c in faces if not validate(state, c)), None)
    if state.choices_owed:  # the players choose someone who can take it, or nobody
        takers = [c for i in state.inside() if not validate(state, c := ChooseOperative(operative=i))]
        return rnd.choice([*takers, ChooseOperative(operative=None)])
    if state.options.get("item_draft") and not state.drafted:
        picking = next(i for i in range(len(state.operatives)) if i not in state.draft_keeps)
        return DraftKeep(operative=picking, keep=rnd.sample(range(ITEMS_DEALT), max(state.draft_pass, 1)))
    if rnd.random() < 0.05 and state.inside():
        return _by_hand(state, rnd)
    step = state.progress.step
    if step == "select":
        op = next(i for i in state.inside() if not state.operatives[i].selected)
        return SelectCard(operative=op, card=rnd.choice(cards_for(state, op)))
    if step == "resolve":
        return _resolve(state, rnd)
    if step == "npc":
        return RunNpcPhase(order=rnd.sample(list(NPC_NAMES), len(NPC_NAMES)))
    return RollSecurity()
