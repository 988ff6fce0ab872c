"""Infiltration's seat guard along random playouts (companion/engine/seats.py; tests/seats_property.py).

Rules: shared/rules/infiltration-rules-summary.txt l.57 (each card selected face down by its player), l.63-67
(cards flipped and resolved clockwise), l.206-218 (the Item Draft, pick by pick), l.174 (each hand is hidden).
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from companion import games
from tests.legal_property import PHASES
from tests.seats_property import assert_guarded_along

from .test_playouts import SETUPS


@settings(max_examples=3, deadline=None, phases=PHASES)
@given(seed=st.integers(0, 2**16), setup=st.sampled_from(SETUPS))
def test_every_command_is_sent_only_from_its_seats_phone_along_random_playouts(seed, setup):
    """Every command's acting seats are declared; another seat's phone is refused, its own and a shared one not."""
    players, options = setup
    assert assert_guarded_along(games.new_session("infiltration", players, seed, options), seed)
