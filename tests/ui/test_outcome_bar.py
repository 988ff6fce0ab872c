"""Odds with more than two outcomes as one bar (issue 24, Build 2): a Columbia combat has a higher total, a
tie (the defender wins it: columbia-rules-summary.txt §Total l.184) and a lower total."""

from fractions import Fraction

import flet as ft

from companion.games.columbia.odds import combat_odds
from companion.ui.widgets import outcome_bar
from tests.columbia.helpers import fresh
from tests.columbia.test_odds import walk_in
from tests.ui.fake_session import texts, walk


def test_combat_odds_split_into_higher_tie_and_lower_with_the_tie_named():
    s = walk_in(fresh(dice=True))  # test fixture faces: white 0,1,1,2,2,3 against a token total of 1
    odds = combat_odds(s, 10, 0, "token", token_total=1)
    assert odds.outcomes() == [
        ("Attacker higher", Fraction(1, 2)),
        ("Tie (defender wins)", Fraction(1, 3)),
        ("Defender higher", Fraction(1, 6)),
    ]
    assert odds.attacker_wins == Fraction(1, 2)
    assert combat_odds(s, 10, 0, "token").outcomes() == []  # no odds until the token's total is known


def test_the_bar_shows_each_outcome_in_proportion_and_in_words():
    bar = outcome_bar([("Attacker higher", Fraction(1, 2)), ("Tie", Fraction(1, 3)), ("Defender higher", Fraction(0))])
    legend = "Attacker higher 50% · Tie 33% · Defender higher 0%"
    assert bar.label == legend and legend in texts(bar)
    segments = [c for c in walk(bar) if isinstance(c, ft.Container) and c.height == 12]
    assert [c.expand for c in segments] == [500, 333]  # an outcome that cannot happen takes no room
