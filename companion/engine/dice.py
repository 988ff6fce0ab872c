"""Dice: faces, pools, rolls (digital or entered from physical dice) and exact distributions.

A face is a number or a named symbol (``"safe"``). A die with no faces is one whose faces no
public source gives: it can only be *entered* until the player types its faces in box setup.
Distributions are exact (``Fraction``) and built by convolution, never by sampling.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from fractions import Fraction

from pydantic import BaseModel, Field

from ..i18n import N_, Phrase
from .rng import RngState, draw
from .rules import ENGINE_RULES, Violation

Face = int | str


class Die(BaseModel):
    """A die as a list of its faces; an empty list means the faces are not known yet."""

    name: str
    faces: list[Face] = Field(default_factory=list)
    source: str = ""

    @property
    def known(self) -> bool:
        return bool(self.faces)

    def value(self, face: Face) -> int:
        """The number a face adds to a sum (a symbol adds 0)."""
        return face if isinstance(face, int) else 0


def standard(sides: int) -> Die:
    """A numbered die ``1..sides``."""
    return Die(name=f"d{sides}", faces=list(range(1, sides + 1)), source="standard numbered die")


D6 = standard(6)
"""The plain six-sided die every game shares."""


def roll(rng: RngState, dice: Sequence[Die]) -> list[Face]:
    """Roll ``dice`` digitally from the game's RNG (one draw for the whole pool)."""
    stream = draw(rng)
    return [stream.choice(die.faces) for die in dice]


def check_entered(dice: Sequence[Die], faces: Sequence[Face]) -> list[Violation]:
    """Violations for faces typed in from physical dice (unknown dice accept any number ≥ 0)."""
    if len(faces) != len(dice):
        return [
            ENGINE_RULES["dice.bad_count"].violated(
                Phrase.ngettext("Enter {n} face, got {got}.", "Enter {n} faces, got {got}.", len(dice), got=len(faces))
            )
        ]
    bad = []
    for die, face in zip(dice, faces, strict=True):
        ok = face in die.faces if die.known else isinstance(face, int) and face >= 0
        if not ok:
            message = N_("{face!r} is not a face of the {die} die.")
            bad.append(ENGINE_RULES["dice.bad_face"].violated(message, face=face, die=die.name))
    return bad


def take(rng: RngState, dice: Sequence[Die], entered: Sequence[Face] | None) -> list[Face]:
    """The faces of a roll: ``entered`` when the table rolled physical dice, else a digital roll.

    Call :func:`check_entered` / :func:`check_rollable` in the command's ``check`` first.
    """
    return list(entered) if entered is not None else roll(rng, dice)


def check_rollable(dice: Sequence[Die], entered: Sequence[Face] | None) -> list[Violation]:
    """Violations for a roll command: entered faces must fit, digital rolls need known faces."""
    if entered is not None:
        return check_entered(dice, entered)
    unknown = [die.name for die in dice if not die.known]
    if unknown:
        return [
            ENGINE_RULES["dice.faces_unknown"].violated(
                N_("The faces of {dice} are not known yet."), dice=", ".join(sorted(set(unknown)))
            )
        ]
    return []


class Distribution:
    """An exact probability distribution over integers.

    >>> d6 = Distribution.of_die(standard(6))
    >>> (d6 + d6).prob(lambda total: total == 7)
    Fraction(1, 6)
    """

    __slots__ = ("probs",)

    def __init__(self, probs: dict[int, Fraction]):
        self.probs = {value: p for value, p in probs.items() if p}

    @classmethod
    def constant(cls, value: int = 0) -> Distribution:
        return cls({value: Fraction(1)})

    @classmethod
    def of_die(cls, die: Die, per_die_bonus: int = 0, value: Callable[[Face], int] | None = None) -> Distribution:
        """The distribution of one die's value (symbols count 0 unless ``value`` says otherwise)."""
        if not die.known:
            raise ValueError(f"faces of the {die.name} die are not known")
        score = value or die.value
        share = Fraction(1, len(die.faces))
        probs: dict[int, Fraction] = {}
        for face in die.faces:
            key = score(face) + per_die_bonus
            probs[key] = probs.get(key, Fraction(0)) + share
        return cls(probs)

    @classmethod
    def sum_of(cls, dice: Iterable[Die], per_die_bonus: int = 0) -> Distribution:
        """The distribution of the sum of a mixed pool, by convolution."""
        total = cls.constant(0)
        for die in dice:
            total = total + cls.of_die(die, per_die_bonus)
        return total

    def __add__(self, other: Distribution | int) -> Distribution:
        if isinstance(other, int):
            return Distribution({v + other: p for v, p in self.probs.items()})
        out: dict[int, Fraction] = {}
        for a, pa in self.probs.items():
            for b, pb in other.probs.items():
                out[a + b] = out.get(a + b, Fraction(0)) + pa * pb
        return Distribution(out)

    def maximum(self, other: Distribution) -> Distribution:
        """The distribution of the larger of two independent values (best-of)."""
        out: dict[int, Fraction] = {}
        for a, pa in self.probs.items():
            for b, pb in other.probs.items():
                key = max(a, b)
                out[key] = out.get(key, Fraction(0)) + pa * pb
        return Distribution(out)

    def prob(self, predicate: Callable[[int], bool]) -> Fraction:
        return sum((p for v, p in self.probs.items() if predicate(v)), Fraction(0))

    def compare(self, other: Distribution) -> tuple[Fraction, Fraction, Fraction]:
        """``(P(self > other), P(self == other), P(self < other))`` for independent values."""
        greater = equal = Fraction(0)
        for a, pa in self.probs.items():
            for b, pb in other.probs.items():
                if a > b:
                    greater += pa * pb
                elif a == b:
                    equal += pa * pb
        return greater, equal, 1 - greater - equal

    def mean(self) -> Fraction:
        return sum((v * p for v, p in self.probs.items()), Fraction(0))


def best_of(dice: Iterable[Die]) -> Distribution:
    """The distribution of the highest single die in a pool."""
    result: Distribution | None = None
    for die in dice:
        one = Distribution.of_die(die)
        result = one if result is None else result.maximum(one)
    if result is None:
        raise ValueError("best_of needs at least one die")
    return result


def prob_any_symbol(dice: Iterable[Die], symbol: str) -> Fraction:
    """P(at least one die of the pool shows ``symbol``)."""
    none = Fraction(1)
    for die in dice:
        if not die.known:
            raise ValueError(f"faces of the {die.name} die are not known")
        none *= Fraction(sum(1 for f in die.faces if f != symbol), len(die.faces))
    return 1 - none


_SPEC = re.compile(r"^\s*(\d*)\s*[dD]\s*(\d+)\s*$")


def parse_standard(spec: str) -> list[Die] | None:
    """``"3d6"`` -> three d6 dice; ``None`` if ``spec`` is not of that form."""
    match = _SPEC.match(spec)
    if not match:
        return None
    count, sides = int(match.group(1) or 1), int(match.group(2))
    if not (1 <= count <= 100 and 2 <= sides <= 1000):
        raise ValueError(f"{spec!r}: 1-100 dice of 2-1000 sides")
    return [standard(sides)] * count
