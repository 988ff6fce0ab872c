"""Seats guarded in Columbia (companion/engine/seats.py): with phones saying who they play, a player's turn is
taken only on that player's phone; a shared phone that plays no seat passes round the table.

shared/rules/columbia-rules-summary.txt l.114-134 (in turn order, each player produces, recruits/builds, moves and
fights), l.76 (the World Event vote is the whole table's).
"""

from __future__ import annotations

from companion.games.columbia.commands import Produce, ResolveElizabeth
from companion.ui.columbia import build_table
from tests.syndicate.phones import words
from tests.ui.fake_table import buttons, table

from .helpers import at, fresh, session

P2_TURN = "It is P2's turn: only P2's phone can do that."


def test_a_turn_is_taken_on_its_players_phone():
    """l.114-118: in P2's turn, P1's phone cannot produce for P2 ("Nothing to produce" included); P2's phone and a
    shared phone can."""
    for seats in (frozenset({1}), frozenset()):
        game = session(at(fresh(), "produce", turn=1))
        assert game.execute(Produce(cards=[]), seats=seats) == [] and game.state.progress.step == "build"
    game = session(at(fresh(), "produce", turn=1))
    [refusal] = game.execute(Produce(cards=[]), seats=frozenset({0}))
    assert refusal.rule == "engine.not_your_seat" and refusal.message == P2_TURN
    assert game.state.progress.step == "produce"


def test_another_players_phone_is_told_whose_turn_it_is_before_any_tap(tmp_path):
    """l.114: P1's phone in P2's turn shows no produce button, only whose phone takes the turn."""
    game = session(at(fresh(), "produce", turn=1))
    p1 = build_table(table(game, tmp_path, mine=frozenset({0})))
    assert "Nothing to produce" not in buttons(p1) and P2_TURN in words(p1)
    for seats in (frozenset({1}), frozenset()):
        assert "Nothing to produce" in buttons(build_table(table(game, tmp_path, mine=seats)))


def test_the_world_event_is_the_whole_tables():
    """l.76-98: the World Event steps are resolved by the table: any phone resolves Elizabeth."""
    game = session(at(fresh(), "elizabeth"))
    assert game.validate(ResolveElizabeth(), frozenset({1})) == game.validate(ResolveElizabeth())
