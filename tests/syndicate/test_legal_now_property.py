"""No legal move greyed, no illegal one offered: Syndicate's "legal now" against every concrete command.

Rules: shared/rules/syndicate-draft-rulebook.txt (§Complete Missions l.426-445, §Assault l.447-461,
§Bases l.471-480, §Black market l.540-550, §Advanced rules: trades l.582-588).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import product
from typing import get_args

from hypothesis import example, given, settings
from hypothesis import strategies as st

from companion import games
from companion.engine import legal_now
from companion.games.syndicate import commands as c
from companion.games.syndicate.state import RESOURCES, MissionCard, Resources, SyndicateState, Zone
from tests.legal_property import PHASES, STEPS, assert_agrees_along, disagreements

from .helpers import edit, game, own

WINNING = {"any": [1, 2, 3, 4, 5, 6]}
"""Winning faces on every occupancy: the card's faces never refuse an attempt."""


def concrete(state: SyndicateState) -> dict[str, Iterator[c.SyndicateCommand]]:
    """Every command each action of the turn could send: every territory (and one not on the board), target,
    zone, count, sale split, chip and announcement, by the player whose turn it is (anyone else is refused by
    the own-turn rule, L353, tested on its own) or, for trades, by any two players; fields that only add
    refusals (extra hands, chips played on a roll, a round requirement) are left at their most permissive."""
    p, players = state.active, range(len(state.players))
    places = [t.id for t in state.territories] + ["not on the board"]
    sale = state.options.get("sale_yield", 2)
    me = state.players[p]
    return {
        "mission": (
            c.AttemptMission(player=p, card=MissionCard(territory=where, faces=WINNING), cooperative=announced)
            for where, announced in product(places, (None, True, False))
        ),
        "robbery": (
            c.AttemptMission(player=p, card=MissionCard(kind="robbery", zone=zone, faces=WINNING), target=where)
            for where, zone in product(places, get_args(Zone))
        ),
        "assault": (
            c.Assault(player=p, territory=where, reinforcements=n)
            for where, n in product(places, range(me.assault_level + 2))
        ),
        "buy_base": (c.BuyBase(player=p, territory=where) for where in places),
        "fortify": (c.Fortify(player=p, territory=where) for where in places),
        "exchange": (c.Exchange(player=p, give=give, get=get) for give, get in product(RESOURCES, RESOURCES)),
        "sell_card": (
            c.SellCard(player=p, take=Resources(credits=a, influence=b, crew=sale - a - b))
            for a in range(sale + 1)
            for b in range(sale + 1 - a)
        ),
        "bonus_chip": (c.PlayBonusChip(player=p, chip=i) for i in range(len(me.chips) + 1)),
        "trade": (
            c.Trade(player=a, partner=b, give=Resources(), receive=Resources()) for a, b in product(players, players)
        ),
    }


@settings(max_examples=3, deadline=None, phases=PHASES)
@given(seed=st.integers(0, 2**16), players=st.integers(2, 5), advanced=st.booleans())
@example(seed=4, players=2, advanced=False)  # Player 1's turn while Player 2 owns T1, the board's first territory
def test_legal_now_agrees_with_every_concrete_command_along_random_playouts(seed, players, advanced):
    """At random reachable states, each turn action is offered exactly when some concrete command is legal."""
    session = games.new_session("syndicate", players, seed, {"advanced_rules": advanced})
    assert assert_agrees_along(session, seed, concrete, every=2, limit=STEPS)


def test_a_mission_is_open_on_another_territory_than_the_first():
    """§Complete Missions l.435: on another player's territory the attempter announces COOPERATIVE or
    UNCOOPERATIVE in the attempt itself, so a player who does not own the board's first territory may
    still attempt a mission there or anywhere else (the button is not greyed)."""

    def koss_is_player_2s(state):
        own(state, state.territories[0].id, 1)

    state = edit(game(), koss_is_player_2s).state
    assert state.active == 0
    assert legal_now(state).why_not("mission") == ""
    assert disagreements(state, concrete) == []
