"""Exact odds of missions, robberies and assaults, shown before the roll (1 action die, L437, L453).

A roll modifier (the Casino's +1, L506, and the roll bonuses typed in box setup) is added to the
action die; a total above 6 counts as 6.

>>> assault_threshold(2, fortified=False)
4
>>> str(mission_chance([4, 5, 6], [3], 0))
'2/3'
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from pydantic import BaseModel, Field

from ...engine.dice import D6, Distribution, standard
from ...engine.questions import Answer, OddsQuestion

D12 = standard(12)


def mission_wins(roll: int, faces: list[int], bonus: int) -> bool:
    """A roll wins when it plus ``bonus`` shows a winning face; a total above 6 counts as 6 (L506)."""
    value = min(roll + bonus, 6)
    return value in faces


def mission_chance(faces: list[int], extra: list[int], bonus: int) -> Fraction:
    winning = sorted(set(faces) | set(extra))
    return Distribution.of_die(D6).prob(lambda r: mission_wins(r, winning, bonus))


def assault_threshold(reinforcements: int, fortified: bool, bonus: int = 0) -> int | None:
    """The lowest winning roll (L457-461), lowered by a roll bonus; None when a fortified base is attacked alone."""
    r = min(reinforcements, 4)
    unfortified = 6 - r if r else 6
    low = (None if r == 0 else 7 - r) if fortified else unfortified
    return None if low is None else max(low - bonus, 1)


def assault_chance(reinforcements: int, fortified: bool, bonus: int = 0) -> Fraction:
    low = assault_threshold(reinforcements, fortified, bonus)
    return Fraction(0) if low is None else Distribution.of_die(D6).prob(lambda r: r >= low)


def robbery_mean(dice: int, victim_credits: int) -> Fraction:
    """Expected credits stolen with ``dice`` consequence dice, capped by the victim's credits."""
    dist = Distribution.sum_of([D6] * dice)
    return sum((min(v, victim_credits) * p for v, p in dist.probs.items()), Fraction(0))


def percent(p: Fraction) -> str:
    return f"{float(p) * 100:.1f}%"


class MissionParams(BaseModel):
    lowest_face: int = Field(default=4, ge=1, le=6, description="lowest winning face on the card (faces up to 6 win)")
    extra_faces: int = Field(default=0, ge=0, le=5, description="faces below it that hiring extra hands adds")
    bonus: int = Field(default=0, ge=0, le=5, description="roll bonus: +1 for the Casino, plus chips and tech")


class RobberyParams(MissionParams):
    dice: int = Field(default=2, ge=1, le=3, description="consequence dice for the target base")
    victim_credits: int = Field(default=20, ge=0, le=200, description="credits the victim holds")


class AssaultParams(BaseModel):
    reinforcements: int = Field(default=0, ge=0, le=4, description="reinforcements sent with the assault")
    fortified: bool = Field(default=False, description="the target is fortified or covered by a Military Installation")
    bonus: int = Field(default=0, ge=0, le=5, description="roll bonus from chips and tech")


def _mission_faces(p: MissionParams) -> tuple[list[int], list[int]]:
    return list(range(p.lowest_face, 7)), list(range(max(p.lowest_face - p.extra_faces, 1), p.lowest_face))


def _mission(p: MissionParams, state: Any) -> list[Answer]:
    faces, extra = _mission_faces(p)
    return [Answer(label="Chance the mission succeeds", value=mission_chance(faces, extra, p.bonus))]


def _robbery(p: RobberyParams, state: Any) -> list[Answer]:
    faces, extra = _mission_faces(p)
    win = mission_chance(faces, extra, p.bonus)
    mean = robbery_mean(p.dice, p.victim_credits)
    return [
        Answer(label="Chance the robbery succeeds", value=win),
        Answer(label="Credits stolen on a success, on average", value=mean, kind="mean"),
        Answer(label="Credits stolen per attempt, on average", value=win * mean, kind="mean"),
    ]


def _assault(p: AssaultParams, state: Any) -> list[Answer]:
    return [
        Answer(label="Chance the assault seizes the base", value=assault_chance(p.reinforcements, p.fortified, p.bonus))
    ]


QUESTIONS = (
    OddsQuestion(
        name="mission",
        help="A mission: the winning faces from the card, extra hands and roll bonuses.",
        params=MissionParams,
        answer=_mission,
    ),
    OddsQuestion(
        name="robbery",
        help="A robbery: success, then the consequence dice steal credits, never more than the victim holds.",
        params=RobberyParams,
        answer=_robbery,
    ),
    OddsQuestion(
        name="assault",
        help="An assault by reinforcements against an unfortified or fortified base.",
        params=AssaultParams,
        answer=_assault,
    ),
)
