"""Exact odds shown before a roll match a brute-force count over the die's faces (L437, L453, L506)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic import ValidationError

from companion import games
from companion.games.syndicate import odds

FACES = st.lists(st.integers(1, 6), max_size=6)


@given(FACES, FACES, st.booleans())
def test_mission_chance_counts_winning_faces(base, extra, casino):
    wins = sum(1 for roll in range(1, 7) if odds.mission_wins(roll, sorted(set(base) | set(extra)), casino))
    assert odds.mission_chance(base, extra, casino) == Fraction(wins, 6)


@given(st.integers(0, 6), st.booleans())
def test_assault_chance_is_the_closed_form(reinforcements, fortified):
    """Win on 1d6 >= 6 - r (unfortified) or >= 7 - r (fortified, r >= 1), at most the 4 column."""
    r = min(reinforcements, 4)
    low = (7 - r if r else None) if fortified else (6 - r if r else 6)
    expected = Fraction(0) if low is None else Fraction(7 - low, 6)
    assert odds.assault_chance(reinforcements, fortified) == expected


@given(st.integers(0, 3), st.integers(0, 20))
def test_robbery_mean_never_exceeds_the_victims_credits(dice, credits):
    assert odds.robbery_mean(dice, credits) <= min(credits, 6 * dice)


def test_odds_questions_answer_with_exact_fractions():
    # syndicate-draft-rulebook.txt l.426-441 (missions), l.140-142 (robberies), l.457-461 (assaults), l.506 (+1)
    questions = {q.name: q for q in games.get("syndicate").odds_questions}
    assert set(questions) == {"mission", "robbery", "assault"}
    mission = questions["mission"]
    answer = mission.answer(mission.params(lowest_face=5, extra_faces=1, bonus=1), None)
    assert [a.value for a in answer] == [Fraction(4, 6)]  # 4-6 win, and a 3 + 1
    robbery = questions["robbery"]
    lines = robbery.answer(robbery.params(lowest_face=6, dice=1, victim_credits=3), None)
    assert [a.value for a in lines] == [Fraction(1, 6), Fraction(15, 6), Fraction(15, 36)]
    assault = questions["assault"]
    assert assault.answer(assault.params(reinforcements=1, fortified=True, bonus=1), None)[0].value == Fraction(2, 6)


def test_odds_question_bounds_are_declared():
    questions = {q.name: q for q in games.get("syndicate").odds_questions}
    with pytest.raises(ValidationError):
        questions["assault"].params(reinforcements=5)
