"""Exact odds of missions and assaults, shown before the roll (1 action die, L437, L453).

>>> assault_threshold(2, fortified=False)
4
>>> str(mission_chance([4, 5, 6], [3], casino=False))
'2/3'
"""

from __future__ import annotations

from fractions import Fraction

from ...engine.dice import Distribution, standard

D6 = standard(6)
D12 = standard(12)


def mission_wins(roll: int, faces: list[int], casino: bool) -> bool:
    """A roll wins when it (plus the Casino's +1, L506) shows a winning face; 6+1 counts as 6."""
    value = roll + (1 if casino else 0)
    return value in faces or (value > 6 and 6 in faces)


def mission_chance(faces: list[int], extra: list[int], casino: bool) -> Fraction:
    winning = sorted(set(faces) | set(extra))
    return Distribution.of_die(D6).prob(lambda r: mission_wins(r, winning, casino))


def assault_threshold(reinforcements: int, fortified: bool) -> int | None:
    """The lowest winning roll (L457-461); None when a fortified base is attacked without help."""
    r = min(reinforcements, 4)
    if fortified:
        return None if r == 0 else 7 - r
    return 6 - r if r else 6


def assault_chance(reinforcements: int, fortified: bool) -> Fraction:
    low = assault_threshold(reinforcements, fortified)
    return Fraction(0) if low is None else Distribution.of_die(D6).prob(lambda r: r >= low)


def robbery_mean(dice: int, victim_credits: int) -> Fraction:
    """Expected credits stolen with ``dice`` consequence dice, capped by the victim's credits."""
    dist = Distribution.sum_of([D6] * dice)
    return sum((min(v, victim_credits) * p for v, p in dist.probs.items()), Fraction(0))


def percent(p: Fraction) -> str:
    return f"{float(p) * 100:.1f}%"
