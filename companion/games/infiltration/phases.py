"""The Infiltration round: Selection, Resolution, NPC and Security (RS §Game Round l.51-107).

Next to the round: what each unfinished step still owes (a skip over it needs the table's
confirmation) and whose turn it is.
"""

from __future__ import annotations

from ...engine.phases import Phase, RoundSpec, Step
from ...i18n import N_
from .rules import rs
from .state import InfiltrationState

ROUND = RoundSpec(
    phases=[
        Phase(
            id="selection",
            label=N_("1. Selection"),
            steps=[Step(id="select", label=N_("Each operative selects a card"), auto=True, ref=rs(55, 61))],
        ),
        Phase(
            id="resolution",
            label=N_("2. Resolution"),
            steps=[Step(id="resolve", label=N_("Flip and resolve the cards clockwise"), auto=True, ref=rs(63, 67))],
        ),
        Phase(
            id="npc",
            label=N_("3. NPC phase"),
            steps=[Step(id="npc", label=N_("NPCs act from the entry room forward"), auto=True, ref=rs(87, 91))],
        ),
        Phase(
            id="security",
            label=N_("4. Security"),
            steps=[Step(id="security", label=N_("Roll the d6: proximity += roll + alarm"), auto=True, ref=rs(99, 107))],
        ),
    ]
)


def unselected(state: InfiltrationState) -> list[int]:
    """Operatives inside who have not selected a card this round, clockwise from the first player."""
    seats = state.seat_order()
    waiting = [i for i in state.inside() if not state.operatives[i].selected]
    return sorted(waiting, key=lambda i: seats.index(state.operatives[i].player))


def pending(state: InfiltrationState) -> list[int]:
    """Operatives inside whose selected card is not resolved yet."""
    return [i for i in state.inside() if state.operatives[i].selected and not state.operatives[i].resolved]


def next_to_resolve(state: InfiltrationState) -> list[int]:
    """Operatives allowed to flip now: the earliest player clockwise with a card still down."""
    waiting = pending(state)
    for player in state.seat_order():
        mine = [i for i in waiting if state.operatives[i].player == player]
        if mine:
            return mine
    return []


def obligations(state: InfiltrationState, step_id: str) -> list[str]:
    """What the table still owes at ``step_id``, in plain sentences (empty: nothing is left)."""
    waiting = [f"{state.choices_owed[0].asks(state)}."] if state.choices_owed else []  # the rest waits behind it
    return (waiting if step_id == state.progress.step else []) + _step_duties(state, step_id)


def _step_duties(state: InfiltrationState, step_id: str) -> list[str]:
    names = [op.name for op in state.operatives]
    if step_id == "select":
        if not state.rooms[0].revealed:
            return ["The entry room is not revealed yet."]
        return [f"{names[i]} has not selected a card." for i in unselected(state)]
    if step_id == "resolve":
        return [f"{names[i]}'s card is not resolved." for i in pending(state)]
    if step_id == "npc" and any(card.face_up for room in state.rooms for card in room.npcs):
        return ["The NPCs in the facility have not acted."]
    if step_id == "security":
        return ["The security roll has not been made."]
    return []


def turn_of(state: InfiltrationState) -> int | None:
    """The player whose turn it is: the next to select or resolve, else the first player (nobody's while
    the players choose an operative together)."""
    if state.choices_owed:
        return None
    if state.draft_pass:  # the Item Draft, clockwise from the first player
        waiting = [op.player for i, op in enumerate(state.operatives) if i not in state.draft_keeps]
        return min(waiting, key=state.seat_order().index) if waiting else None
    step = state.progress.step
    if step in ("select", "resolve"):
        waiting = unselected(state) if step == "select" else next_to_resolve(state)
        return state.operatives[waiting[0]].player if waiting else None
    return state.first_player
