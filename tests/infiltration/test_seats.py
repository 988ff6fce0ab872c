"""Seats guarded in Infiltration (companion/engine/seats.py): with phones saying who they play, an operative's pick,
card and resolution are sent only from its player's phone; a shared phone that plays no seat passes round.

shared/rules/infiltration-rules-summary.txt l.206-218 (the Item Draft, pick by pick), l.57 (each card selected
face down), l.63-67 (cards flipped and resolved clockwise).
"""

from __future__ import annotations

from companion.games.infiltration.commands import DraftKeep, ResolveCard
from companion.ui.infiltration import build_table
from tests.commands import ok
from tests.syndicate.phones import words
from tests.ui.fake_table import buttons, table

from .helpers import game, select


def test_an_item_draft_pick_is_made_on_the_picking_players_phone():
    """l.206-218: operative 0's pick is its player's: another player's phone is told whose phone picks."""
    session = game(2, item_draft="true")
    pick = DraftKeep(operative=0, keep=[0])
    picker = session.state.operatives[0].player
    name = session.state.player_names[picker]
    [refusal] = session.execute(pick, seats=frozenset({1 - picker}))
    assert refusal.rule == "engine.not_your_seat"
    assert refusal.message == f"It is {name}'s turn: only {name}'s phone can do that."
    assert session.execute(pick, seats=frozenset({picker})) == [] and 0 in session.state.draft_keeps


def test_a_card_is_resolved_on_its_players_phone(tmp_path):
    """l.63-67: a card is flipped and resolved in its player's turn: another player's phone shows its button
    greyed with whose phone resolves it, before any tap; the player's phone and a shared phone resolve it."""
    session = game(2)
    select(session, {i: "download" for i in range(len(session.state.operatives))})
    first = next(i for i, op in enumerate(session.state.operatives) if op.selected)  # the next to resolve
    op = session.state.operatives[first]
    owner, name = op.player, session.state.player_names[op.player]
    sentence = f"It is {name}'s turn: only {name}'s phone can do that."
    other = build_table(table(session, tmp_path, mine=frozenset({1 - owner})))
    assert buttons(other)[f"{op.name}: resolve Download"].disabled and sentence in words(other)
    assert [v.message for v in session.execute(ResolveCard(operative=first), seats=frozenset({1 - owner}))] == [
        sentence
    ]
    for seats in (frozenset({owner}), frozenset()):
        assert not buttons(build_table(table(session, tmp_path, mine=seats)))[f"{op.name}: resolve Download"].disabled
    ok(session, ResolveCard(operative=first))
