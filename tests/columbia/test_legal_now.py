"""The "legal now" query for Columbia: what the current step accepts, and why not in plain words.

Rules: shared/rules/columbia-rules-summary.txt (line numbers).
"""

from __future__ import annotations

from companion.engine import legal_now

from .helpers import at, fresh


def test_legal_now_prices_an_upgrade_in_the_build_step():
    """l.126: an upgrade costs 3 Silver Eagles, bought in the Recruit/Build part of a turn; the
    refresh draw belongs to the Refresh phase."""
    state = at(fresh(), "build")
    state.players[0].eagles = 3
    legal = legal_now(state)
    assert legal.why_not("buy_upgrade") == ""
    assert legal.why_not("draw_up") == "Not in the Player turns phase: this belongs to the Refresh phase."
    state.players[0].eagles = 1
    assert legal_now(state).why_not("buy_upgrade") == "This costs $3; P1 has $1."


def test_legal_now_refuses_an_upgrade_outside_the_build_step():
    """l.126 (and rulebook extract: "can only be done during this part of the round"): not while moving,
    and not in the World Event phase at all."""
    moving = at(fresh(), "move")
    moving.players[0].eagles = 9
    assert legal_now(moving).why_not("buy_upgrade") == "Upgrades are bought only in the Recruit/Build step."
    assert legal_now(fresh()).why_not("buy_upgrade") == (
        "Not in the World Event phase: this belongs to the Player turns phase."
    )
