"""Random legal commands, for the playout tests and benchmarks (rooms with typed texts, items played)."""

from __future__ import annotations

import random
from typing import Any

from ...engine import Command, validate
from .board import CONFERENCE, EXIT_ROOMS, ITEMS_DEALT, NPC_NAMES, OFFICE, PATH_LENGTH, UNNAMED_ITEM
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
    ADJACENT,
    CHOSEN,
    NEXT,
    AddDf,
    Alarm,
    DestroyLabWorker,
    DestroyTechLock,
    Download,
    Effect,
    Heal,
    Move,
    MoveBack,
    MoveForward,
    MoveNpc,
    PlaceItem,
    PlaceNpc,
    TakeSpecial,
    Wound,
)
from .phases import next_to_resolve
from .state import InfiltrationState, ItemDestination, ItemText, RoomFace

TEST_NAMES = (OFFICE, CONFERENCE, *EXIT_ROOMS)
ENTER_TEXTS: list[list[Effect]] = [  # Enter texts of made-up rooms: moves, adjacency, choices
    [Alarm(amount=1)],
    [Wound()],
    [AddDf(amount=1)],
    [Heal(operative=CHOSEN)],
    [MoveForward()],
    [MoveBack(), Alarm(amount=1)],
    [Heal(operative=CHOSEN), MoveForward()],
    [AddDf(room=ADJACENT), DestroyLabWorker(room=NEXT)],
]
ITEM_TEXTS: list[list[Effect]] = [  # item texts: two moves, a move then more, adjacency
    [Download(), PlaceItem(name="Test item")],
    [Alarm(amount=1)],
    [MoveForward(), MoveForward()],
    [MoveBack(), Download()],
    [Wound(operative=CHOSEN), MoveForward(), Alarm(amount=1)],
    [AddDf(room=NEXT, amount=2), DestroyLabWorker(room=ADJACENT)],
]


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
        on_enter=rnd.choice(ENTER_TEXTS) if rnd.random() < 0.3 else [],
        on_interface=[DestroyTechLock()] if lock is not None else [Download()],
        on_download=[Alarm(amount=1)] if rnd.random() < 0.2 else [],
        tech_lock_destroyed=[Heal(), Alarm(amount=-1)] if lock is not None and rnd.random() < 0.5 else [],
    )


def random_by_hand(state: InfiltrationState, rnd: random.Random) -> Command[Any]:
    """An effect the table applies by hand: a wound, the alarm, a special card, a move of an operative (into
    any room of the path, face down or not) or of an NPC; one that cannot be applied now gives way to the alarm."""
    op = rnd.choice(state.inside())
    free = [n for n, left in state.specials_supply.items() if left]
    npcs = [c.name for r in state.rooms for c in r.npcs]
    choices: list[Effect] = [
        Wound(operative=op),
        Heal(operative=op),
        Move(operative=op, room=rnd.randrange(PATH_LENGTH)),
        MoveForward(operative=op),
        MoveBack(operative=op),
    ]
    if free:
        choices.append(TakeSpecial(operative=op, name=rnd.choice(free)))
    if npcs:
        choices.append(MoveNpc(name=rnd.choice(npcs), room=rnd.randrange(PATH_LENGTH)))
    command = Adjust(effects=[rnd.choice(choices)], reason="playout")
    return command if not validate(state, command) else Adjust(effects=[Alarm(amount=rnd.choice([-1, 1]))])


def _resolve(state: InfiltrationState, rnd: random.Random) -> Command[Any]:
    op = rnd.choice(next_to_resolve(state))
    target = destination(state, op)
    entering = target is not None and target >= 0
    face = random_face(rnd) if entering and target is not None and not state.rooms[target].revealed else None
    if state.operatives[op].selected != "item":
        return ResolveCard(operative=op, face=face)
    goes: ItemDestination = rnd.choice(["discard", "hand", "box", "room"])
    effects = rnd.choice(ITEM_TEXTS)
    hand = state.operatives[op].items
    unnamed = [*state.item_texts, "Found item"] if UNNAMED_ITEM in hand else []  # an untold card may be any
    item = rnd.choice([*(c for c in hand if c != UNNAMED_ITEM), *unnamed])
    text = None if item in state.item_texts else ItemText(effects=effects, goes=goes)
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
        return random_by_hand(state, rnd)
    step = state.progress.step
    if step == "select":
        op = next(i for i in state.inside() if not state.operatives[i].selected)
        return SelectCard(operative=op, card=rnd.choice(cards_for(state, op)))
    if step == "resolve":
        return _resolve(state, rnd)
    if step == "npc":
        return RunNpcPhase(order=rnd.sample(list(NPC_NAMES), len(NPC_NAMES)))
    return RollSecurity()
