"""The end-of-game summary, game-independent: standings, the score race over the rounds, key moments.

The race comes from the save's own history (start state and every command, replayed on load): the
score at the end of each round is read off the state after the command that moved the round on.
Nothing is added to the state, so share codes stay as small as they were.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .game import BaseState
from .history import GameSession

Scores = Callable[[BaseState], dict[str, int]]


@dataclass(frozen=True)
class Place:
    """One line of the final standings: tied competitors share a ``place``."""

    place: int
    who: str
    score: str


@dataclass(frozen=True)
class Race:
    """Each competitor's score at the start and at the end of each round (``labels`` names the points)."""

    labels: list[str]
    series: dict[str, list[int]]

    @property
    def top(self) -> int:
        return max((max(values) for values in self.series.values()), default=0)


@dataclass(frozen=True)
class Recap:
    """What the summary screen and its picture show."""

    title: str
    result: str
    standings: list[Place]
    measure: str
    race: Race
    moments: list[str] = field(default_factory=list)


def summarise(
    session: GameSession,
    standings: Callable[[Any], list[Place]],
    scores: Scores,
    measure: str,
    moments: re.Pattern[str],
) -> Recap:
    """A game's recap: its result, ``standings`` of the state, the ``scores`` race over the rounds and key moments."""
    state = session.state
    scored = race(session, scores)
    return Recap(
        session.definition.title,
        state.result or session.definition.summary(state),
        standings(state),
        measure,
        scored,
        key_moments(session, scored, measure, moments),
    )


def shared_places(scored: list[tuple[str, int]], measure: str) -> list[Place]:
    """Places from the highest score down; equal scores share a place ("1, 1, 3")."""
    ordered = sorted(scored, key=lambda pair: pair[1], reverse=True)
    return [
        Place(1 + sum(1 for _, other in scored if other > score), who, amount(score, measure)) for who, score in ordered
    ]


def race(session: GameSession, scores: Scores) -> Race:
    """The score at the start and after each round, replayed from ``session``'s history.

    A round's point is the state right after the command that started the next round (end-of-round
    income counts for the round it ends); the round in play when the game ended counts as it stood.
    """
    labels, points = ["Start"], [scores(session.start)]
    round_now, open_round = session.start.round, False
    for _, state in session.steps():
        if state.round != round_now:
            labels.append(f"Round {round_now}")
            points.append(scores(state))
            round_now, open_round = state.round, False
        else:
            open_round = True
    if open_round:
        labels.append(f"Round {round_now}")
        points.append(scores(session.state))
    names = list(points[0])
    return Race(labels, {name: [point.get(name, 0) for point in points] for name in names})


def amount(value: int, measure: str) -> str:
    """``3 points``, ``1 point``, ``1 VP``."""
    return f"{value} {measure[:-1] if value == 1 and measure.endswith('s') else measure}"


def key_moments(
    session: GameSession, scored: Race, measure: str, pattern: re.Pattern[str], limit: int = 5
) -> list[str]:
    """Plain sentences, in round order: each change of the lead, up to ``limit`` log notes matching
    ``pattern`` (spread over the game), then the biggest gain in one round."""
    dated = _lead_changes(scored, measure) + _log_moments(session, pattern, limit)
    dated.sort(key=lambda pair: pair[0])
    return [text for _, text in dated] + _biggest_gain(scored, measure)


def _lead_changes(scored: Race, measure: str) -> list[tuple[int, str]]:
    out: list[tuple[int, str]] = []
    leader = ""
    for i, label in enumerate(scored.labels[1:], start=1):
        now = {name: values[i] for name, values in scored.series.items()}
        best = max(now.values())
        ahead = [name for name, value in now.items() if value == best]
        if len(ahead) == 1 and ahead[0] != leader and best > 0:
            runner = max((v for n, v in now.items() if n != ahead[0]), default=0)
            out.append((_round_of(label), f"{label}: {ahead[0]} took the lead, {amount(best, measure)} to {runner}."))
            leader = ahead[0]
    return out


def _biggest_gain(scored: Race, measure: str) -> list[str]:
    """The largest rise in one round (the earliest of equal ones)."""
    gains = [
        (values[i] - values[i - 1], -i, name) for name, values in scored.series.items() for i in range(1, len(values))
    ]
    gain, back, name = max(gains, default=(0, 0, ""))
    label = scored.labels[-back].lower() if gain > 0 else ""
    return [f"Biggest gain in one round: {name}, +{amount(gain, measure)} in {label}."] if gain > 0 else []


def _log_moments(session: GameSession, pattern: re.Pattern[str], limit: int) -> list[tuple[int, str]]:
    found = [
        (entry.round, f"Round {entry.round}: {_first_clause(note)}")
        for entry, _ in session.steps()
        for note in entry.notes
        if pattern.search(note)
    ]
    if len(found) <= limit:
        return found
    return [found[round(i * (len(found) - 1) / (limit - 1))] for i in range(limit)]


def _first_clause(note: str) -> str:
    """A log note cut at its first clause break after a few words ("Booker frees Elizabeth: she ..." ->
    "Booker frees Elizabeth.")."""
    for match in re.finditer(r" \(|: |; ", note):
        if match.start() >= 25:
            return note[: match.start()].rstrip(".") + "."
    return note


def _round_of(label: str) -> int:
    return int(label.removeprefix("Round ")) if label.startswith("Round ") else 0


def as_text(recap: Recap) -> str:
    """The summary as plain text (what a screen reader and a kept text file read)."""
    lines = [f"{recap.title}: {recap.result}", "", "Final standings:"]
    lines += [f"{p.place}. {p.who}: {p.score}" for p in recap.standings]
    lines += ["", f"{recap.measure} after each round:"]
    lines += [
        f"{name}: " + ", ".join(f"{label} {value}" for label, value in zip(recap.race.labels, values, strict=True))
        for name, values in recap.race.series.items()
    ]
    if recap.moments:
        lines += ["", "Key moments:", *recap.moments]
    return "\n".join(lines) + "\n"
