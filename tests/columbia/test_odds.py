"""Exact odds before the roll (shared/design/ARCHITECTURE.md Principle 6), and what they need."""

from fractions import Fraction

from companion.games.columbia.combat import PlayedCard
from companion.games.columbia.odds import combat_odds, skyline_safe_chance

from .helpers import fresh


def walk_in(state):
    """A Founders common steps onto #10, which still holds its face-down token."""
    state.locations[9].units.append(state.locations[8].units.pop(2))
    return state


def test_odds_name_the_missing_dice():
    s = walk_in(fresh())
    odds = combat_odds(s, 10, 0, "token")
    assert odds.attacker_wins is None and odds.needs == ["white", "token total"]
    assert "white" in odds.text()


def test_token_odds_are_exact():
    s = walk_in(fresh(dice=True))  # test fixture faces: white 0,1,1,2,2,3
    assert combat_odds(s, 10, 0, "token", token_total=1).attacker_wins == Fraction(1, 2)
    cards = [PlayedCard(value=1)]
    assert combat_odds(s, 10, 0, "token", attacker_cards=cards, token_total=1).attacker_wins == Fraction(5, 6)


def test_skyline_safe_chance():
    assert skyline_safe_chance(fresh()) is None
    assert skyline_safe_chance(fresh(dice=True)) == 1 - Fraction(4, 6) ** 3
