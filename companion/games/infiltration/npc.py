"""The NPC phase, fully automatic for the five NPC cards (infiltration-facts.md §3).

First the start-of-phase removals, then every face-up NPC present at the start acts once, from
the entry room forward (the secret room after R12, reading A-03), in the first player's order
inside one room. The phase stops the moment proximity reaches 99.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import facility as fac
from .board import NPC_NAMES, SECRET, NpcCard
from .effects import remove_npc
from .state import InfiltrationState

ENTRY = 0


def _room_of(state: InfiltrationState, name: str) -> int:
    """The room of an NPC known to be in the facility."""
    room = state.npc_room(name)
    if room is None:
        raise ValueError(f"{name} is not in the facility")
    return room


def _acts(state: InfiltrationState, card: NpcCard) -> bool:
    return card.face_up or state.options.get("facedown_npcs") == "removed at phase start"


def start_of_phase_removals(state: InfiltrationState) -> list[str]:
    lines = []
    for index, slot in enumerate(state.rooms):
        for card in list(slot.npcs):
            if not _acts(state, card):
                continue
            if card.name == "Leah Bailey" and (index == ENTRY or (slot.face and slot.face.name in fac.EXIT_ROOMS)):
                lines += remove_npc(state, card.name, f"she starts the NPC phase in {fac.room_title(state, index)}")
                lines += fac.raise_proximity(state, 20, "Leah Bailey leaves the facility")
            elif card.name in ("CSX-13", "James Harris", "Tyrone Kent") and index == ENTRY:
                lines += remove_npc(state, card.name, "it starts the NPC phase in the entry room")
            if state.finished:
                return lines
    return lines


def activation_order(state: InfiltrationState, preferred: Sequence[str] = ()) -> list[str]:
    """Face-up NPC names in acting order: room by room from the entry room, S last."""
    rank: dict[str, int] = {}
    for name in [*preferred, *NPC_NAMES]:
        rank.setdefault(name, len(rank))
    order = []
    for slot in state.rooms:  # slots 0..11 then the secret room (12)
        order += sorted((c.name for c in slot.npcs if c.face_up), key=lambda n: rank[n])
    return order


def npc_back(state: InfiltrationState, name: str) -> list[str]:
    """Move an NPC one room toward the entry room (readings A-02, A-03); onto a face-down room too, which it
    does not reveal (RS l.143 names operatives: reading A-06)."""
    room = _room_of(state, name)
    if room == SECRET:
        target = state.room_named(fac.OFFICE) if state.options.get("npc_secret_room") != "never moves" else None
        if target is None:
            return [f"{name} cannot move back out of the secret room and stays (reading A-03)."]
    elif room == ENTRY:
        if state.options.get("npc_back_from_entry") == "leaves to the box":
            return remove_npc(state, name, "pushed back out of the entry room (reading A-02)")
        return [f"{name} would move back out of the entry room and stays (reading A-02)."]
    else:
        target = room - 1
    slot = state.rooms[room]
    card = next(c for c in slot.npcs if c.name == name)
    slot.npcs.remove(card)
    state.rooms[target].npcs.append(card)
    if not state.rooms[target].revealed:  # NPCs reveal no room (reading A-06): the card stays face down
        return [f"{name} moves back to {fac.slot_label(target)} and stands on its face-down card (reading A-06)."]
    lines = [f"{name} moves back to {fac.room_title(state, target)}."]
    if state.options.get("npcs_trigger_enter") is True:
        lines.append(f"Resolve the Enter text of {fac.room_title(state, target)} for {name} (setting A-06).")
    return lines


def _wound_room(state: InfiltrationState, name: str) -> list[str]:
    room = _room_of(state, name)
    victims = [i for i, op in enumerate(state.operatives) if op.inside and op.room == room]
    if not victims:
        return [f"{name} finds no operative in {fac.room_title(state, room)}."]
    return [line for i in victims for line in fac.wound(state, i, name)]


def activate(state: InfiltrationState, name: str) -> list[str]:
    room = _room_of(state, name)
    lines = [f"{name} acts in {fac.room_title(state, room)}:"]
    if name == "CSX-13":
        for other in [c.name for c in state.rooms[room].npcs if c.name != name]:
            lines += remove_npc(state, other, "removed by CSX-13")
        secure = state.options.get("csx_removal") == "counts as destroyed"
        for token in ("lab_worker", "tech_lock"):
            if getattr(state.rooms[room], token):
                lines += fac.destroy_token(state, room, token, secure, "CSX-13")
        lines += npc_back(state, name)
    elif name == "James Harris":
        lines += _wound_room(state, name)
        lines += npc_back(state, name)
        lines += fac.raise_proximity(state, 5, "James Harris")
    elif name == "Leah Bailey":
        lines += npc_back(state, name)
    elif name == "Officer Nelson":
        lines += _wound_room(state, name)
        lines += fac.change_alarm(state, 1, "Officer Nelson")
    elif name == "Tyrone Kent":
        lines += npc_back(state, name)
        here = state.npc_room(name)
        if here is not None:
            slot = state.rooms[here]
            gone, slot.df_available = slot.df_available, 0
            state.df_in_box += gone
            lines.append(f"{gone} available DF token(s) in {fac.room_title(state, here)} go to the box.")
    return lines


def run_npc_phase(state: InfiltrationState, preferred: Sequence[str] = ()) -> list[str]:
    """The whole NPC phase; returns the plain-words log (also kept in ``state.npc_log``)."""
    lines = start_of_phase_removals(state)
    for name in activation_order(state, preferred):
        if state.finished:
            break
        if state.npc_room(name) is None:
            continue  # removed earlier this phase (CSX-13)
        lines += activate(state, name)
    if not lines:
        lines = ["No face-up NPC in the facility."]
    state.npc_log = list(lines)
    return lines
