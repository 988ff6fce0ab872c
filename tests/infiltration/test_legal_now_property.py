"""No legal move greyed, no illegal one offered: Infiltration's "legal now" against every concrete command.

Rules: shared/rules/infiltration-rules-summary.txt (l.55 Selection Phase, l.172 the players choose the
operative a card's effect names).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import product
from typing import get_args

from hypothesis import given, settings
from hypothesis import strategies as st

from companion import games
from companion.engine import Command
from companion.games.infiltration.commands.resolution import ChooseOperative
from companion.games.infiltration.commands.selection import SelectCard
from companion.games.infiltration.state import InfiltrationState
from tests.legal_property import PHASES, assert_agrees_along

from .test_playouts import SETUPS


def concrete(state: InfiltrationState) -> dict[str, Iterator[Command[InfiltrationState]]]:
    """Every card any operative could select, and every operative the players could choose ("Nobody can
    take it" is a button of its own, always offered while a card waits)."""
    operatives = range(len(state.operatives))
    cards = get_args(SelectCard.model_fields["card"].annotation)
    return {
        "select_card": (SelectCard(operative=i, card=card) for i, card in product(operatives, cards)),
        "choose_operative": (ChooseOperative(operative=i) for i in operatives),
    }


@settings(max_examples=4, deadline=None, phases=PHASES)
@given(seed=st.integers(0, 2**16), setup=st.sampled_from(SETUPS))
def test_legal_now_agrees_with_every_concrete_command_along_random_playouts(seed, setup):
    """At random reachable states, selecting a card and choosing an operative are offered exactly when legal."""
    players, options = setup
    assert assert_agrees_along(games.new_session("infiltration", players, seed, options), seed, concrete)
