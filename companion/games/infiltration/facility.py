"""Mechanics shared by actions, NPCs and manual effects: dials, moves, reveals, DF tokens, the end.

Every function mutates the state in place and returns plain-words log lines.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import Violation
from ...engine.game import counted
from ...i18n import N_, Phrase
from .board import ALARM_MAX, ALARM_MIN, CONFERENCE, EXIT_ROOMS, MOVES, OFFICE, PATH_LENGTH, PROXIMITY_END, SECRET
from .rules import RULES

if TYPE_CHECKING:
    from .state import InfiltrationState, Operative, RoomFace

__all__ = ["CONFERENCE", "EXIT_ROOMS", "OFFICE"]


def slot_label(index: int) -> str:
    return "S" if index == SECRET else f"R{index + 1}"


def room_title(state: InfiltrationState, index: int) -> str:
    return str(room_said(state, index))


def room_said(state: InfiltrationState, index: int) -> Phrase:
    """Room ``index`` as a refusal names it: its slot and card name, or its slot face down (in each language)."""
    slot = state.rooms[index]
    if slot.face:
        return Phrase("{slot} {room}", slot=slot_label(index), room=slot.face.name)  # nothing to translate
    return Phrase(N_("{slot} (face down)"), slot=slot_label(index))


def out_of_play(op: Operative) -> Violation:
    """The refusal of an operative that escaped or was eliminated (RS l.139)."""
    return RULES["inf.escaped_out"].violated(
        N_("{operative} has escaped and takes no further part.")
        if op.status == "escaped"
        else N_("{operative} has been eliminated and takes no further part."),
        operative=op.name,
    )


# -- dials and the end of the game --------------------------------------------------------------------
def raise_proximity(state: InfiltrationState, amount: int, why: str) -> list[str]:
    """Proximity += amount; at 99 or more the game ends at once (reading A-01)."""
    if state.finished:
        return []
    before, total = state.proximity, state.proximity + amount
    keep_sum = state.options.get("proximity_overshoot") == "record the full sum"
    state.proximity = max(0, total if keep_sum else min(total, PROXIMITY_END))
    line = f"Proximity {before} to {state.proximity} ({why})."
    if total > PROXIMITY_END and not keep_sum:
        line = f"Proximity {before} + {amount} = {total}, the dial stops at 99 ({why})."
    lines = [line]
    if total >= PROXIMITY_END:
        lines += end_game(state, "proximity reached 99")
    return lines


def change_alarm(state: InfiltrationState, delta: int, why: str) -> list[str]:
    """Alarm += delta, held between -1 and 8 (RS l.103, reading A-14)."""
    before = state.alarm
    state.alarm = max(ALARM_MIN, min(ALARM_MAX, state.alarm + delta))
    held = " (held at the dial's limit)" if state.alarm != before + delta else ""
    return [f"Alarm {before} to {state.alarm} ({why}){held}."]


def end_game(state: InfiltrationState, why: str) -> list[str]:
    lines = []
    for op in state.operatives:
        if op.inside:
            op.status = "eliminated"
            lines.append(f"{op.name} is still inside and is eliminated.")
    state.finished = True
    state.choices_owed = []  # the game is over: no text waits any longer
    state.result = f"{why[0].upper()}{why[1:]}. Enter the escaped operatives' DF values to score."
    return lines + [state.result]


def check_all_escaped(state: InfiltrationState) -> list[str]:
    if not state.finished and not state.inside():
        return end_game(state, "every operative has escaped")
    return []


# -- DF tokens ------------------------------------------------------------------------------------------
def draw_df(state: InfiltrationState, room: int, count: int, why: str) -> list[str]:
    """Put ``count`` DF tokens from the server pool on a room (as many as the pool still has)."""
    drawn = max(0, min(count, state.server_pool))
    state.rooms[room].df_available += drawn
    short = f" (the server pool only had {drawn})" if drawn < count else ""
    return (
        [f"{counted(drawn, 'DF token')} from the server pool onto {room_title(state, room)} ({why}){short}."]
        if count
        else []
    )


def collect_df(state: InfiltrationState, operative: int, limit: int, why: str) -> list[str]:
    op = state.operatives[operative]
    slot = state.rooms[op.room]
    taken = min(limit, slot.df_available)
    slot.df_available -= taken
    op.df_tokens += taken
    if not taken:
        return [f"{op.name}: no DF tokens available in {room_title(state, op.room)}, no effect ({why})."]
    return [f"{op.name} collects {counted(taken, 'DF token')} in {room_title(state, op.room)} ({why}; up to {limit})."]


def download(state: InfiltrationState, operative: int, why: str) -> list[str]:
    """Any Download (the action, an item, a room text): the room's first this round takes up to 2, later ones 1.

    Reading A-08: by default only a Download that took tokens uses the room's first allowance.
    """
    op = state.operatives[operative]
    first = op.room not in state.downloaded_rooms
    before = op.df_tokens
    note = "first Download here this round" if first else "not the first Download here"
    lines = collect_df(state, operative, 2 if first else 1, f"{why}: {note}")
    literal = state.options.get("first_download") == "any Download"
    if first and (op.df_tokens > before or literal):
        state.downloaded_rooms.append(op.room)
    return lines


# -- rooms ----------------------------------------------------------------------------------------------
def turn_face_up(state: InfiltrationState, room: int, face: RoomFace) -> None:
    """The room card is flipped (RS l.143); the caller resolves its Reveal and Enter texts next (l.145-146)."""
    state.rooms[room].face = face


def place_tokens_and_df(state: InfiltrationState, room: int) -> list[str]:
    """Reveal steps 3-4 (RS l.147-148): interface / lab worker / tech lock tokens, then the available DF."""
    slot, face = state.rooms[room], state.rooms[room].face
    if face is None:
        return []
    where = room_title(state, room)
    tokens, short = [], []
    for printed, field, name, pile in (
        (face.interface, "interface_token", "interface", "interface"),
        (face.lab_worker_secure is not None, "lab_worker", "lab worker", "lab worker / tech lock"),
        (face.tech_lock_secure is not None, "tech_lock", "tech lock", "lab worker / tech lock"),
    ):
        if printed and state.token_supply[pile] > 0:
            setattr(slot, field, True)
            tokens.append(f"a{'n' if name[0] in 'aeiou' else ''} {name} token")
        elif printed:
            short.append(f"No {name} token is left in the supply for {where}.")
    lines = [f"{' and '.join(tokens).capitalize()} placed on {where}." if tokens else f"No token to place on {where}."]
    drawn = max(0, min(face.df, state.server_pool))
    slot.df_available += drawn
    pool = f", all the server pool had (the card shows {face.df})" if drawn < face.df else ""
    return [*lines, *short, f"{counted(drawn, 'DF token')} from the server pool placed face down on {where}{pool}."]


def destroy_token(state: InfiltrationState, room: int, token: str, secure_df: bool, why: str) -> list[str]:
    """Remove a lab worker or tech lock token; an operative's destruction adds the secure DF (RS l.125-129)."""
    slot = state.rooms[room]
    setattr(slot, token, False)
    printed = slot.face and (slot.face.lab_worker_secure if token == "lab_worker" else slot.face.tech_lock_secure)
    secure = printed or 0
    name = token.replace("_", " ")
    lines = [f"The {name} in {room_title(state, room)} is removed ({why})."]
    if secure_df:
        lines += draw_df(state, room, secure, f"secure DF of the {name}")
    return lines


def forward(state: InfiltrationState, room: int) -> int | None:
    """The room an Advance leads to (None: no move)."""
    if room == SECRET:
        return state.room_named(CONFERENCE)
    return room + 1 if room + 1 < PATH_LENGTH else None


def backward(state: InfiltrationState, room: int) -> int | None:
    """The room a Retreat leads to (None: no move; -1: out of the facility)."""
    if room == SECRET:
        return state.room_named(OFFICE)
    return room - 1


def adjacent(room: int) -> list[int]:
    """The rooms next to ``room`` along the path (RS l.29: one path of 12 rooms); the secret room is
    adjacent to no room (RS l.160)."""
    if room == SECRET:
        return []
    return [r for r in (room - 1, room + 1) if 0 <= r < PATH_LENGTH]


def ahead(room: int) -> int | None:
    """ "The next room": the one after ``room`` along the path (none after the deepest room, none from the
    secret room, adjacent to no room: RS l.160)."""
    return room + 1 if room != SECRET and room + 1 < PATH_LENGTH else None


def opens_secret_room(state: InfiltrationState, operative: int) -> bool:
    """Interface in the Research Admin Office or Halo Conference Room, token present (RS l.154)."""
    slot = state.rooms[state.operatives[operative].room]
    return bool(slot.interface_token and slot.face and slot.face.interface and slot.face.name in (OFFICE, CONFERENCE))


def destination(state: InfiltrationState, operative: int) -> int | None:
    """The room the operative's selected card would enter (-1: escape; None: no move)."""
    op = state.operatives[operative]
    if op.selected == "advance":
        return forward(state, op.room)
    if op.selected == "retreat":
        return backward(state, op.room)
    if op.selected == "interface" and opens_secret_room(state, operative):
        return SECRET
    return None


def move_operative(state: InfiltrationState, operative: int, target: int, revealing: bool) -> list[str]:
    """Move an operative into a room (one the caller has just turned face up, when ``revealing``)."""
    op = state.operatives[operative]
    op.room = target
    face = state.rooms[target].face
    if revealing and face:
        return [f"{op.name} enters {slot_label(target)} and turns it face up: {face.name}."]
    return [f"{op.name} enters {room_title(state, target)}."]


def delay_if_wounded(state: InfiltrationState, operative: int) -> list[str]:
    """After Advance or Retreat has resolved, with all it triggered, a wounded operative is delayed (RS l.166,
    reading A-10)."""
    op = state.operatives[operative]
    card = op.selected or ""
    if card not in MOVES or not op.inside or not op.wounded or state.finished:
        return []
    op.delayed = True
    return [f"{op.name} is wounded, so becomes delayed after {card.title()}."]


def escape(state: InfiltrationState, operative: int, why: str) -> list[str]:
    op = state.operatives[operative]
    op.status = "escaped"
    op.delayed = False
    return [f"{op.name} escapes the facility ({why}) and is out until scoring."] + check_all_escaped(state)


def wound(state: InfiltrationState, operative: int, why: str) -> list[str]:
    op = state.operatives[operative]
    if op.wounded:
        return [f"{op.name} is already wounded and ignores the wound ({why})."]
    op.wounded = True
    return [f"{op.name} is wounded ({why})."]
