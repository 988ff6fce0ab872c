"""When does the building lock down? An exact Markov chain over the proximity dial.

Each Security Phase adds d6 + alarm to proximity (RS l.101); at 99 the game ends. With the alarm
held at its current value, ``lockdown_by_round`` gives P(proximity has reached 99 by the end of
the k-th Security Phase from now), as exact fractions. NPC and card effects are not included.

Bounded by construction: the dials are clamped to their printed ranges (proximity 0-99, alarm -1 to
8) and the number of rounds to ``MAX_ROUNDS``, so any input, however far off the dial, costs at most
99 dial values x ``MAX_ROUNDS`` rounds, and the alarm never stops the dial (no division by zero).

>>> lockdown_by_round(98, 0, 2)
[Fraction(1, 1), Fraction(1, 1)]
>>> lockdown_by_round(93, 0, 1)
[Fraction(1, 6)]
"""

from __future__ import annotations

from fractions import Fraction

from ...engine.dice import D6
from .board import ALARM_MAX, ALARM_MIN, PROXIMITY_END

FACES = [int(face) for face in D6.faces]
MAX_ROUNDS = 120  # alarm -1 from 0: at most 99 rounds of +0..+5 reach 99 with near certainty by then


def on_the_dials(proximity: int, alarm: int) -> tuple[int, int]:
    """Proximity and alarm held to the dials' printed ranges (RS l.101-105, reading A-14)."""
    return max(0, min(PROXIMITY_END, proximity)), max(ALARM_MIN, min(ALARM_MAX, alarm))


def lockdown_by_round(proximity: int, alarm: int, rounds: int) -> list[Fraction]:
    """Cumulative P(locked down) after 1..``rounds`` Security Phases from ``proximity`` (at most MAX_ROUNDS)."""
    proximity, alarm = on_the_dials(proximity, alarm)
    rounds = max(0, min(rounds, MAX_ROUNDS))
    if proximity >= PROXIMITY_END:
        return [Fraction(1)] * rounds
    alive = {proximity: 1}  # roll sequences (out of 6**k) still below 99, by dial value: whole numbers only
    done = 0  # roll sequences (out of 6**k) that have reached 99
    out = []
    for k in range(1, rounds + 1):
        done *= 6
        nxt: dict[int, int] = {}
        for value, ways in alive.items():
            for face in FACES:
                step = max(0, face + alarm)
                if value + step >= PROXIMITY_END:
                    done += ways
                else:
                    nxt[value + step] = nxt.get(value + step, 0) + ways
        alive = nxt
        out.append(Fraction(done, 6**k))
    return out


def forecast(proximity: int, alarm: int, confidence: Fraction = Fraction(999, 1000), cap: int = 60) -> list[Fraction]:
    """Cumulative lockdown chances, round by round, until ``confidence`` is reached (at most ``cap``)."""
    chances = []
    for p in lockdown_by_round(proximity, alarm, cap):
        chances.append(p)
        if p >= confidence:
            break
    return chances


def expected_rounds(proximity: int, alarm: int) -> Fraction:
    """Exact expected number of Security Phases until lockdown, solved backwards from 98.

    E(v) = 1 + (1/6) * sum of E(v + step) over faces whose step stays below 99; a face adding 0
    (alarm -1, roll 1) keeps the dial where it is, so E(v) is divided by 1 - P(step 0).
    """
    proximity, alarm = on_the_dials(proximity, alarm)
    if proximity >= PROXIMITY_END:
        return Fraction(0)
    expect: dict[int, Fraction] = {}
    for value in range(PROXIMITY_END - 1, proximity - 1, -1):
        steps = [max(0, face + alarm) for face in FACES]
        stay = Fraction(steps.count(0), 6)
        onward = sum((expect[value + s] for s in steps if s and value + s < PROXIMITY_END), Fraction(0))
        expect[value] = (1 + onward / 6) / (1 - stay)
    return expect[proximity]
