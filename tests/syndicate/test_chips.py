"""Bonus chips as content and trade routes that follow their bases.

Rules: shared/rules/syndicate-draft-rulebook.txt l.102-112 (bonus chips by zone), l.206 (trade routes), l.381 and
l.546-552 (playing chips), l.435 (bonuses announced before the roll), l.510, l.566, l.578 (a flipped or blockaded
base gives no resources or bonuses).
"""

from __future__ import annotations

from companion.engine import legal_now
from companion.games.syndicate import commands as c
from companion.games.syndicate.state import BonusChip, Resources, RollBonus, TradeRoute
from tests.commands import ok, refused

from .helpers import card, edit, game, own, res

LUCKY = BonusChip(name="Lucky", zone="EXO", roll=RollBonus(applies_to=["mission"], amount=1))
CASH = BonusChip(name="Cash", zone="EXO", gain=Resources(credits=3), tech=1)


def with_chips(s):
    s.chip_catalogue = [LUCKY, CASH]


def test_a_chip_typed_where_it_is_found_joins_the_game_and_plays_on_the_mission():
    """l.102-104, l.546-548: the first base on Goshen takes its EXO chip; typed from the chip there, it is known in
    the game from then on, and its +1 counts on a mission announced with it (l.435)."""
    session = game()
    typed = BonusChip(name="Lucky", roll=RollBonus(applies_to=["mission"], amount=1))
    ok(session, c.BuyBase(player=0, territory="Goshen", new_chip=typed))
    assert session.state.players[0].chips == ["Lucky"] and session.state.chip("Lucky").zone == "EXO"
    assert refused(session, c.BuyBase(player=0, territory="Honos", new_chip=typed)) == ["syn.chip_known"]
    ok(session, c.AttemptMission(player=0, card=card(territory="Koss"), chips=[0], entered=[3]))  # 3 + 1 wins
    state = session.state
    assert state.players[0].chips == [] and res(state, 0)[0] == 30 - 8 + 5


def test_chip_named():
    """l.381: a chip gives what it says; one taken without naming it is named (from box setup or typed from the
    chip, of its zone) before it is played, and then gives what it says."""
    session = edit(game(), with_chips)
    ok(session, c.BuyBase(player=0, territory="Goshen"), c.BuyBase(player=0, territory="Honos"))
    assert session.state.players[0].chips == ["EXO chip (Goshen)", "EXO chip (Honos)"]
    assert refused(session, c.PlayBonusChip(player=0, chip=0)) == ["syn.chip_named"]
    assert refused(session, c.NameBonusChip(player=0, held=0)) == ["syn.chip_named"]
    middle = BonusChip(name="Deep", zone="MIDDLE", gain=Resources(crew=1))
    assert refused(session, c.NameBonusChip(player=0, held=0, new_chip=middle)) == ["syn.chip_known"]
    ok(
        session,
        c.NameBonusChip(player=0, held=0, chip="Cash"),
        c.NameBonusChip(player=0, held=1, new_chip=BonusChip(name="Crew", gain=Resources(crew=2))),
    )
    assert session.state.players[0].chips == ["Cash", "Crew"]
    assert refused(session, c.NameBonusChip(player=0, held=0, chip="Lucky")) == ["syn.chip_named"]  # named already
    before, tech = res(session.state, 0), session.state.players[0].tech_level
    ok(session, c.PlayBonusChip(player=0, chip=0), c.PlayBonusChip(player=0, chip=0))
    assert res(session.state, 0) == (before[0] + 3, before[1], before[2] + 2)
    assert session.state.players[0].tech_level == tech + 1 and session.state.players[0].chips == []


def test_chip_on_roll():
    """l.435: a chip that modifies a roll is announced on that roll: played on its own it is refused, and the
    "legal now" answer says where it goes."""
    session = edit(game(), with_chips)
    ok(session, c.BuyBase(player=0, territory="Goshen", chip="Lucky"))
    assert refused(session, c.PlayBonusChip(player=0, chip=0)) == ["syn.chip_on_roll"]
    assert legal_now(session.state).why_not("bonus_chip") == "Lucky adds to a roll: tick it when you attempt the roll."


def test_a_chip_found_later_cannot_be_named_when_the_chip_is_gone():
    """l.548: only the first base on a territory takes its chip, so a chip named there later is refused."""
    session = edit(game(), lambda s: (with_chips(s), own(s, "Goshen", 1)))
    assert refused(session, c.BuyBase(player=0, territory="Goshen", chip="Cash")) == [
        "syn.base_unoccupied",
        "syn.bonus_chip_first",
    ]


def _route_owned(s):
    """Player 0 owns Goshen and Koss, the two bases of the Rim run (4 credits), at resource collection."""
    s.trade_routes = [TradeRoute(name="Rim run", territories=["goshen", "koss"], bonus=Resources(credits=4))]
    own(s, "Goshen", 0)
    own(s, "Koss", 0)


def _collect(session):
    ok(session, c.EndTurn(player=0), c.EndTurn(player=1), c.EndTurn(player=2))
    ok(session, c.DrawSovereignCard(card={"name": "Quiet"}), c.ResolveSovereignCard())
    credits = res(session.state, 0)[0]
    ok(session, c.CollectResources())
    return res(session.state, 0)[0] - credits


def test_trade_route():
    """l.206: owning every base of a trade route pays its bonus; a base flipped (l.510, l.578) or under the
    Destroyer (l.566) gives no bonus, so the route pays nothing while it is."""
    # 2 racketeering + 3 EXO (Goshen) + 6 MIDDLE (Koss, its 3 crew paid) + 4 route
    assert _collect(edit(game(), _route_owned)) == 2 + 3 + 6 + 4
    blockaded = edit(game(advanced_rules=True), lambda s: (_route_owned(s), setattr(s, "destroyer_at", "koss")))
    assert _collect(blockaded) == 2 + 3
    assert "trade route Rim run pays nothing: Koss not working" in blockaded.state.collection[0].lines


def test_a_base_flipped_for_crew_upkeep_stops_its_trade_route():
    """l.510: a base whose crew upkeep is not covered flips and gives no resources or bonuses, its route's either."""

    def short(s):
        s.trade_routes = [TradeRoute(name="Rim run", territories=["goshen", "core"], bonus=Resources(credits=4))]
        own(s, "Goshen", 0)
        own(s, "Core", 0)
        s.players[0].res.crew, s.players[0].syndicate.income.crew = 0, 0  # Goshen's 3 crew, Core's upkeep 6

    session = edit(game(), short)
    ok(session, c.EndTurn(player=0), c.EndTurn(player=1), c.EndTurn(player=2))
    ok(session, c.DrawSovereignCard(card={"name": "Quiet"}), c.ResolveSovereignCard())
    credits = res(session.state, 0)[0]
    ok(session, c.CollectResources(unpaid={0: ["core"]}))
    assert session.state.territory("Core").flipped and res(session.state, 0)[0] - credits == 2 + 3
