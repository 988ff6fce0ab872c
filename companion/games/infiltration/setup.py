"""A new game: operatives dealt at random, dials set, the facility laid out face down (RS §SETUP)."""

from __future__ import annotations

from typing import Any

from ...engine import phases
from ...engine.rng import draw
from .board import ITEMS_DEALT, PATH_LENGTH, UNNAMED_ITEM
from .content import OperativeEntry
from .phases import ROUND
from .state import InfiltrationState, Operative, RoomSlot


def facility(labyrinthian: bool) -> list[RoomSlot]:
    """12 path slots (6 first floor then 6 second, or 12 in one line) and the secret room."""

    def floor(i: int) -> str:
        return "any" if labyrinthian else ("first" if i < 6 else "second")

    slots = [RoomSlot(label=f"R{i + 1}", floor=floor(i)) for i in range(PATH_LENGTH)]
    return slots + [RoomSlot(label="S", floor="secret")]


def new_state(
    game: str, game_id: str, players: int, seed: int, options: dict[str, Any], operatives: list[OperativeEntry]
) -> InfiltrationState:
    per_player = 2 if players == 2 else 1
    needed = players * per_player
    if len(operatives) < needed:
        raise ValueError(f"{needed} operative cards are needed, the library has {len(operatives)}")
    state = InfiltrationState(
        game=game,
        game_id=game_id,
        player_names=[f"Player {i + 1}" for i in range(players)],
        options=options,
        rng={"seed": seed},
        progress=phases.start(ROUND),
        alarm=options["alarm_start"],
        rooms=facility(options["labyrinthian"]),
        operatives=[],
    )
    dealt = draw(state.rng).sample(list(operatives), needed)
    state.operatives = [
        Operative(name=card.name, player=k // per_player, items=hand(card, options)) for k, card in enumerate(dealt)
    ]
    state.item_deck -= sum(len(op.items) for op in state.operatives)
    return state


def hand(card: OperativeEntry, options: dict[str, Any]) -> list[str]:
    """4 item cards per operative: with Specialists its 2 named items first, then dealt ones (RS l.39, l.238-252)."""
    named = list(card.specialist_items)[:ITEMS_DEALT] if options["specialists"] else []
    return named + [UNNAMED_ITEM] * (ITEMS_DEALT - len(named))
