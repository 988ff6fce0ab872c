"""The lockdown forecast is an exact Markov chain over the proximity dial (RS l.101, l.105).

Each expected value below is worked out by hand in the docstring.
"""

from fractions import Fraction
from itertools import pairwise, product

from companion.games.infiltration.forecast import expected_rounds, forecast, lockdown_by_round


def test_one_roll_from_93():
    """93 + d6 reaches 99 only on a 6: 1/6."""
    assert lockdown_by_round(93, 0, 1) == [Fraction(1, 6)]


def test_two_rolls_from_90():
    """From 90 one d6 never reaches 99; two reach it when their sum is 9+: (4+3+2+1)/36 = 5/18."""
    assert lockdown_by_round(90, 0, 2) == [Fraction(0), Fraction(5, 18)]


def test_alarm_8_from_85():
    """Alarm 8: one roll adds 9-14, so 85 needs a 6 (1/6); two rolls add at least 18 (certain)."""
    assert lockdown_by_round(85, 8, 2) == [Fraction(1, 6), Fraction(1)]


def test_faulty_alarm_can_add_nothing():
    """Alarm -1 at 98: a 1 adds 0, so each round fails with 1/6: 5/6, then 1 - 1/36 = 35/36."""
    assert lockdown_by_round(98, -1, 2) == [Fraction(5, 6), Fraction(35, 36)]


def test_expected_rounds_from_97():
    """From 97 a roll of 2+ ends it (5/6); a 1 leaves 98 and the next roll ends it: E = 1 + 1/6 = 7/6."""
    assert expected_rounds(97, 0) == Fraction(7, 6)


def test_expected_rounds_with_a_faulty_alarm():
    """Alarm -1 at 98: each roll ends it with 5/6 (geometric), so E = 6/5 exactly."""
    assert expected_rounds(98, -1) == Fraction(6, 5)


def test_expected_rounds_agrees_with_the_chain():
    """E = sum over k of P(not locked down after k rolls), from the chain itself (alarm 8 ends within 11)."""
    chances = lockdown_by_round(0, 8, 12)
    assert chances[-1] == 1
    assert expected_rounds(0, 8) == sum((1 - p for p in chances[:-1]), Fraction(1))


def test_matches_brute_force_enumeration():
    """Every sequence of three d6 rolls from 80 with alarm 2, counted one by one."""
    hits = [0, 0, 0]
    for rolls in product(range(1, 7), repeat=3):
        total = 80
        for k, roll in enumerate(rolls):
            total += roll + 2
            if total >= 99:
                for later in range(k, 3):
                    hits[later] += 1
                break
    assert lockdown_by_round(80, 2, 3) == [Fraction(h, 216) for h in hits]


def test_forecast_stops_when_nearly_certain_and_at_the_dial_end():
    """The chart stops at 99.9%; at 99 the building is already locked down."""
    chances = forecast(0, 0)
    assert chances[-1] >= Fraction(999, 1000) > chances[-2]
    assert all(a <= b for a, b in pairwise(chances))
    assert lockdown_by_round(99, 0, 3) == [Fraction(1)] * 3
