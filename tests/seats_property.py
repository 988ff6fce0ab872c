"""The seat-guard property every game's tests share (companion/engine/seats.py).

At each sampled state of a random playout, every command in play (the one the playout sends, and every candidate
of each action the screens offer) has its acting seats declared, holds the secret it handles among them, and is
refused from a phone of any other seat with the sentence naming whose phone acts, never from a phone of its
seats or a phone passed round the table; the "legal now" answer of a phone offers an action only when one of
its candidates is that phone's.
"""

from __future__ import annotations

from typing import Any

from companion.engine import BaseState, Command, GameSession, acting_seats, legal_now, seat_refusal
from companion.engine.game import definition_of

from .legal_property import STEPS
from .playouts import plays

NOT_YOURS = "engine.not_your_seat"


def guard_problems(session: GameSession, command: Command[Any]) -> list[str]:
    """What is wrong with the seat guard of ``command`` at the session's state, in words (empty: nothing)."""
    state = session.state
    seats, owner = acting_seats(state, command), command.secret_of(state)
    found = []
    if owner is not None and owner not in seats:
        found.append(f"{command.type}: handles seat {owner}'s secret but acts for {sorted(seats)}")
    everyone = range(len(state.player_names))
    for phone in everyone if seats else ():
        refused = session.validate(command, frozenset({phone}))
        if phone not in seats and [v.rule for v in refused] != [NOT_YOURS]:
            found.append(f"{command.type} for {sorted(seats)} not refused on seat {phone}'s phone: {refused}")
    for phone in (seats, frozenset()):
        if seat_refusal(state, command, phone) is not None:
            found.append(f"{command.type} refused on a phone playing {sorted(phone)} (its seats: {sorted(seats)})")
    return found


def legal_now_problems(state: BaseState) -> list[str]:
    """Each action a phone is offered although every candidate belongs to another seat."""
    found = []
    actions = definition_of(state).actions_now(state)
    for phone in range(len(state.player_names)):
        legal = legal_now(state, frozenset({phone}))
        for name, action in actions.items():
            mine = [c for c in action.candidates if phone in acting_seats(state, c) or not acting_seats(state, c)]
            if not legal.why_not(name) and not mine:
                found.append(f"{name} offered on seat {phone}'s phone although every candidate is another seat's")
    return found


def assert_guarded_along(session: GameSession, seed: int, every: int = 4, limit: int = STEPS) -> int:
    """Check the property at every ``every``-th state of the seeded playout; returns how many commands it checked."""
    checked = 0
    for step, command in plays(session, seed, limit):
        if step % every:
            continue
        state = session.state
        commands = [command, *(c for a in definition_of(state).actions_now(state).values() for c in a.candidates)]
        problems = [p for c in commands for p in guard_problems(session, c)] + legal_now_problems(state)
        for phone in (acting_seats(state, command), frozenset()):  # the playout's own command is legal there
            if session.validate(command, phone):
                problems.append(f"{command.type} refused on a phone playing {sorted(phone)}")
        assert not problems, f"seed {seed}, step {step}:\n" + "\n".join(problems)
        checked += len(commands)
    return checked
