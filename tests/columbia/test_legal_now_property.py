"""No legal move greyed, no illegal one offered: Columbia's "legal now" against every concrete command.

Rules: shared/rules/columbia-rules-summary.txt (l.126 an upgrade costs $3 in the Recruit/Build step,
l.212-232 upgrades on the faction's action cards).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import product
from typing import get_args

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.engine import GameSession
from companion.games.columbia.commands.turn import BuyUpgrade, UpgradeKind
from companion.games.columbia.state import ColumbiaState
from tests.legal_property import PHASES, assert_agrees_along

from .helpers import fresh
from .test_playouts import FIXTURE_ABILITIES

NEW_CARD = "A card type not on the sheet yet"
"""The "Other card type" the upgrade dialog lets a player type."""


def concrete(state: ColumbiaState) -> dict[str, Iterator[BuyUpgrade]]:
    """Every upgrade a player could buy: each kind on every card type on either faction's sheet, every card
    type whose ability the table knows, and one typed anew."""
    cards = {NEW_CARD, *state.abilities, *(card for faction in state.factions.values() for card in faction.sheet)}
    return {
        "buy_upgrade": (
            BuyUpgrade(card=card, what=what) for card, what in product(sorted(cards), get_args(UpgradeKind))
        )
    }


@settings(max_examples=4, deadline=None, phases=PHASES)
@given(seed=st.integers(0, 2**16), players=st.sampled_from([2, 4]))
def test_legal_now_agrees_with_every_concrete_command_along_random_playouts(seed, players):
    """At random reachable states (box content typed in), an upgrade is offered exactly when one is legal."""
    start = fresh(players=players, seed=seed, dice=True, board=True)
    start.abilities |= FIXTURE_ABILITIES
    assert assert_agrees_along(GameSession(start), seed, concrete)
