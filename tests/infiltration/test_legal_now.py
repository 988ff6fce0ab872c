"""The "legal now" query for Infiltration: what the current step accepts, and why not in plain words.

Rules: shared/rules/infiltration-rules-summary.txt (line numbers).
"""

from __future__ import annotations

from companion import games
from companion.engine import legal_now

from .helpers import game, select


def test_legal_now_waits_for_the_entry_room_before_selection():
    """l.41: the entry room is revealed at setup, before any operative selects a card."""
    legal = legal_now(games.new_session("infiltration", 3, 1, {}).state)
    assert legal.why_not("select_card") == "Reveal the entry room first (setup)."


def test_legal_now_moves_from_selection_to_resolution():
    """l.55-57: each operative selects one card facedown; the cards are resolved in the next phase."""
    session = game()
    legal = legal_now(session.state)
    assert legal.why_not("select_card") == ""
    assert legal.why_not("resolve_card") == "Not in the 1. Selection phase: this belongs to the 2. Resolution phase."
    select(session, {i: "advance" for i in session.state.inside()})
    legal = legal_now(session.state)
    assert legal.why_not("select_card") == "Every operative inside has selected a card this round."
    assert legal.why_not("resolve_card") == ""
    assert legal.why_not("choose_operative") == "No card is waiting for the players to choose."
