"""Exact odds before the roll (shared/design/ARCHITECTURE.md Principle 6), and what they need."""

from fractions import Fraction

import pytest

from companion import games
from companion.games.columbia.combat import PlayedCard
from companion.games.columbia.odds import combat_odds, skyline_safe_chance

from .helpers import fresh

COLUMBIA = games.get("columbia")


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


# Odds questions: hand calculations with the test-only faces white 0,1,1,2,2,3 and Sky-Line safe,safe,0,1,2,3.
WHITE = "0 1 1 2 2 3"


def _ask(name, state=None, **params):
    question = next(q for q in COLUMBIA.odds_questions if q.name == name)
    return {a.label: a.value for a in question.answer(question.params(**params), state)}


def test_every_roll_has_an_odds_question():
    assert [q.name for q in COLUMBIA.odds_questions] == ["vote", "combat", "booker", "skyline"]


def test_vote_odds():
    # total -2, Booker adds a white die: passes on a 2 or 3 -> 3/6
    assert _ask("vote", players_total=-2, white=WHITE) == {"The vote passes": Fraction(1, 2)}
    assert _ask("vote", players_total=-1, booker=0) == {"The vote passes": 0}
    assert _ask("vote", fresh(dice=True), players_total=-4, booker=1) == {"The vote passes": 0}


def test_combat_odds_one_white_each():
    # attacker beats defender: A=1 vs 0 (2), A=2 vs 0,1 (2x3), A=3 vs 0,1,2 (5) -> 13/36
    odds = _ask("combat", attacker_white=1, defender_white=1, white=WHITE)
    assert odds["The attacker wins"] == Fraction(13, 36)
    cards = _ask("combat", attacker_white=1, attacker_bonus=3, white=WHITE)  # no defender dice: 3 + die > 0
    assert cards["The attacker wins"] == 1


def test_booker_odds_use_the_games_faces():
    # Booker 3 red dice (test faces 1..4, never 0) against a lone bonus of 2: he loses only on 1+1+... never
    odds = _ask("booker", fresh(dice=True), defender_bonus=2)
    assert odds["Booker wins"] == 1


def test_skyline_ride_odds():
    # one space, 2 cards: safe 19/27; numbers-only (8/27) with total <= 2 in 10 of 64 -> 3/4 survive
    odds = _ask("skyline", spaces=1, hand=2, skyline="safe safe 0 1 2 3")
    assert odds["The unit survives the next space"] == Fraction(3, 4)
    assert odds["Cards discarded on the next space (mean)"] == Fraction(3 * 1 + 6 * 2, 216)
    assert odds["The unit survives the whole ride"] == Fraction(3, 4)


def test_odds_need_faces():
    with pytest.raises(ValueError, match="white die are not known"):
        _ask("vote", players_total=-1)
