"""The seat guard (companion/engine/seats.py): every command type says which seats it acts for, and a phone that
plays other seats is refused in plain words; the command line and a phone passed round the table are not.

App guide §Phones at the table (the rule engine.not_your_seat); infiltration-rules-summary.txt l.57 (a card
selected face down by its player).
"""

from __future__ import annotations

import pytest

from companion.engine import GameDefinition, acting_seats, seat_refusal
from companion.games.infiltration.commands import RollSecurity, SelectCard
from tests.engine.toy import Toy
from tests.infiltration.helpers import game


def test_not_your_seat_guards_every_phone_but_a_shared_one_and_the_command_line():
    """l.57: operative 0's card is its player's: refused on the other player's phone only."""
    session = game(2)
    command = SelectCard(operative=0, card="advance")
    owner = session.state.operatives[0].player
    assert acting_seats(session.state, command) == {owner}
    refusal = seat_refusal(session.state, command, frozenset({1 - owner}))
    assert refusal is not None and refusal.rule == "engine.not_your_seat"
    assert all(seat_refusal(session.state, command, s) is None for s in (None, frozenset(), frozenset({owner})))
    assert acting_seats(session.state, RollSecurity()) == frozenset()  # the table's: any phone


def test_a_game_declares_the_seats_of_every_command_type():
    """A command type without acting seats is a game that cannot be defined (no command goes unguarded)."""

    class Forgetful(Toy):
        acting_seats = {}  # noqa: RUF012 - the class attribute the engine reads

    with pytest.raises(TypeError, match="declares no acting seats for complete_step"):
        Forgetful()
    assert isinstance(Toy(), GameDefinition)
