"""Syndicate's seat guard along random playouts (companion/engine/seats.py; tests/seats_property.py).

Rules: shared/rules/syndicate-draft-rulebook.txt l.351-391 (each player takes their own turn), l.465-469 (the
sleeper, face down on its owner's mat), l.401-408 (pardons), l.416-418 (collection choices), l.576-578 (bases
left unpaid under a tax), l.584 (trades between the players whose turn it is not).
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from companion import games
from tests.legal_property import PHASES
from tests.seats_property import assert_guarded_along


@settings(max_examples=3, deadline=None, phases=PHASES)
@given(seed=st.integers(0, 2**16), players=st.integers(2, 5), advanced=st.booleans())
def test_every_command_is_sent_only_from_its_seats_phone_along_random_playouts(seed, players, advanced):
    """Every command's acting seats are declared; another seat's phone is refused, its own and a shared one not."""
    session = games.new_session("syndicate", players, seed, {"advanced_rules": advanced})
    assert assert_guarded_along(session, seed)
