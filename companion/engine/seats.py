"""Whose command it is: the seats each command acts for, and the one seat guard of the phones.

Each game declares, for every command type it has, the seats a command of that type acts for
(``GameDefinition.acting_seats``, in ``companion/games/<game>/seats.py``): the player whose turn it is for an
own-turn action, the chooser of a private choice (a draft pick, the bases left unpaid), the owner of a secret
(``Command.secret_of`` is always one of them); none for what the table does together (a World Event, the
checklist between turns, box setup). :func:`acting_seats` answers it for one command.

:func:`seat_refusal` is the guard every change passes (``GameSession.validate``/``execute``, the "legal now"
query): a phone that says which seats it plays sends a command only when it plays every seat the command acts
for; a phone that plays no seat (passed round the table) and the command line send any.

>>> from companion import games
>>> from companion.games.columbia.commands import Produce
>>> state = games.new_session("columbia", 2, 1, {}).state
>>> sorted(acting_seats(state, Produce()))  # the world event comes first: nobody's turn yet
[]
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..i18n import N_, both
from .rules import ENGINE_RULES, Violation

if TYPE_CHECKING:
    from .game import BaseState, Command

SeatsOf = Callable[[Any, Any], frozenset[int]]
"""How a game finds the seats a command acts for: ``(state, command) -> seats`` (empty: the table's)."""

NOBODY: frozenset[int] = frozenset()


def table(state: Any, command: Any) -> frozenset[int]:
    """What the table does together: any phone sends it."""
    return NOBODY


def turn(state: Any, command: Any) -> frozenset[int]:
    """An own-turn action: the seat whose turn it is (the game's ``current_player``); the table's outside turns."""
    from .game import definition_of

    seat = definition_of(state).current_player(state)
    return NOBODY if seat is None else frozenset({seat})


def field(name: str) -> SeatsOf:
    """A command that names its seat in the field ``name`` (``player``: the player buying, choosing, claiming)."""

    def seat(state: Any, command: Any) -> frozenset[int]:
        value = getattr(command, name)
        return NOBODY if value is None else frozenset({value})

    return seat


def declare(seats_of: dict[type[Command[Any]], SeatsOf]) -> dict[str, SeatsOf]:
    """A game's ``acting_seats``, written by command class (each key becomes the class's ``type``)."""
    return {kind.model_fields["type"].default: how for kind, how in seats_of.items()}


def acting_seats(state: BaseState, command: Command[Any]) -> frozenset[int]:
    """The seats ``command`` acts for in ``state`` (empty: the table's), as its game declares them, with the owner
    of the secret it handles; seats the table does not have are left out (the rules refuse those commands)."""
    from .game import definition_of

    seats = definition_of(state).acting_seats[command.type](state, command)
    owner = command.secret_of(state)
    if owner is not None:
        seats |= {owner}
    return frozenset(s for s in seats if 0 <= s < len(state.player_names))


def seat_refusal(state: BaseState, command: Command[Any], seats: frozenset[int] | None) -> Violation | None:
    """Why a phone that plays ``seats`` may not send ``command`` (None: it may).

    ``seats`` None (the command line) or empty (a phone passed round the table) may send any command; a phone
    that plays seats sends only the commands of the seats it plays.
    """
    if not seats:
        return None
    others = sorted(acting_seats(state, command) - seats)
    if not others:
        return None
    from .game import definition_of

    whose = both([state.player_names[s] for s in others])
    owner = command.secret_of(state)
    rule = ENGINE_RULES["engine.not_your_seat"]
    if owner in others:
        mine = [state.player_names[s] for s in sorted(seats) if 0 <= s < len(state.player_names)]
        played = both(mine) if mine else ""
        return rule.violated(
            N_("This phone plays {played}: {whose}'s secret is handled on {whose}'s own phone."),
            played=played,
            whose=whose,
        )
    if definition_of(state).current_player(state) in others and len(others) == 1:
        return rule.violated(N_("It is {whose}'s turn: only {whose}'s phone can do that."), whose=whose)
    if len(others) == 1:
        return rule.violated(N_("That is {whose}'s choice: only {whose}'s phone can make it."), whose=whose)
    return rule.violated(N_("That is the choice of {whose}: only their own phones can make it."), whose=whose)
