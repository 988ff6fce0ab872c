"""Columbia's seat guard along random playouts (companion/engine/seats.py; tests/seats_property.py).

Rules: shared/rules/columbia-rules-summary.txt l.114-134 (each player's turn: produce, recruit/build, move,
combat), l.250 (a Victory Point card is claimed during your turn), l.62 (teammates share upgrades).
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.engine import GameSession
from tests.legal_property import PHASES
from tests.seats_property import assert_guarded_along

from .helpers import fresh
from .test_playouts import FIXTURE_ABILITIES


@settings(max_examples=3, deadline=None, phases=PHASES)
@given(seed=st.integers(0, 2**16), players=st.sampled_from([2, 4]))
def test_every_command_is_sent_only_from_its_seats_phone_along_random_playouts(seed, players):
    """Every command's acting seats are declared; another seat's phone is refused, its own and a shared one not."""
    start = fresh(players=players, seed=seed, dice=True, board=True)
    start.abilities |= FIXTURE_ABILITIES
    assert assert_guarded_along(GameSession(start), seed)
