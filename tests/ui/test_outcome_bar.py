"""Odds with more than two outcomes as a stacked bar with its words (issue 24, Build 2: win / tie / lose)."""

from __future__ import annotations

from fractions import Fraction

from companion.games.columbia.combat import Pool
from companion.games.columbia.odds import Odds
from companion.ui.columbia.combat_dialog import three_ways
from companion.ui.outcome_bar import OutcomeBar


def test_the_bar_splits_by_the_chances_and_says_them():
    bar = OutcomeBar()
    bar.show([("Attacker", Fraction(1, 4)), ("tie", Fraction(0)), ("defender", Fraction(3, 4))])
    assert [(s.visible, s.expand) for s in bar.segments] == [(True, 250), (False, 0), (True, 750)]
    assert not bar.empty.visible and bar.words.value == "Attacker 25% · tie 0% · defender 75%"


def test_unknown_odds_keep_the_bar_grey_at_its_height():
    bar = OutcomeBar()
    bar.show([("a", Fraction(1, 2)), ("b", Fraction(1, 2))])
    bar.show(None)
    assert bar.empty.visible and not any(s.visible for s in bar.segments)
    assert bar.words.value == "Odds not known yet."


def test_combat_splits_into_attacker_tie_and_defender():
    """columbia-rules-summary.txt l.184: the higher total wins, the defender wins ties (the bar shows the tie apart)."""
    pool = Pool(dice=[])
    ties_to_defender = Odds(Fraction(1, 2), [], pool, pool, tie=Fraction(1, 6))
    assert three_ways(ties_to_defender) == [
        ("win", Fraction(1, 2)),
        ("tie (defender)", Fraction(1, 6)),
        ("lose", Fraction(1, 3)),
    ]
    ties_to_attacker = Odds(Fraction(2, 3), [], pool, pool, tie=Fraction(1, 6), defender_wins_ties=False)
    assert [chance for _, chance in three_ways(ties_to_attacker)] == [Fraction(1, 2), Fraction(1, 6), Fraction(1, 3)]
    assert three_ways(ties_to_attacker)[1][0] == "tie (attacker)"
    assert three_ways(Odds(None, ["white"], pool, pool)) is None
