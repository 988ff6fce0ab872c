"""The end-of-game summary's game-independent parts: shared places and the score race replayed from a save."""

from __future__ import annotations

import json
import re

from companion.engine import CompleteStep, GameSession
from companion.engine.recap import Race, amount, key_moments, race, shared_places
from tests.commands import ok
from tests.engine.toy import TOY, Add, RollDie


def counter(state) -> dict[str, int]:
    return {"Counter": state.counter}


def toy_game() -> GameSession:
    """Round 1 ends at 2, round 2 at 5; round 3 is in play at 6."""
    session = GameSession(TOY.new_game(2, 1, {}, None))
    ok(session, Add(amount=2), CompleteStep(step="adds"), RollDie())
    ok(session, Add(amount=1), Add(amount=2), CompleteStep(step="adds"), RollDie())
    ok(session, Add(amount=1))
    return session


def test_equal_scores_share_a_place():
    places = shared_places([("Ada", 5), ("Bob", 7), ("Cy", 5), ("Di", 1)], "points")
    assert [(p.place, p.who, p.score) for p in places] == [
        (1, "Bob", "7 points"),
        (2, "Ada", "5 points"),
        (2, "Cy", "5 points"),
        (4, "Di", "1 point"),
    ]


def test_race_has_the_score_at_the_end_of_each_round():
    scored = race(toy_game(), counter)
    assert scored.labels == ["Start", "Round 1", "Round 2", "Round 3"]
    assert scored.series == {"Counter": [0, 2, 5, 6]}


def test_race_is_the_same_from_a_reloaded_save():
    """The save keeps the command history, so a game opened from its file gives the same race."""
    session = toy_game()
    reloaded = GameSession.from_save(json.loads(json.dumps(session.to_save())))
    assert race(reloaded, counter) == race(session, counter)


def test_a_game_ending_as_a_round_ends_has_no_empty_last_round():
    session = GameSession(TOY.new_game(2, 1, {}, None))
    ok(session, Add(amount=3), CompleteStep(step="adds"), RollDie())
    assert race(session, counter).labels == ["Start", "Round 1"]


def test_amount_reads_as_a_sentence():
    assert [amount(1, "DF tokens"), amount(2, "DF tokens"), amount(1, "VP")] == ["1 DF token", "2 DF tokens", "1 VP"]


def test_key_moments_name_each_new_leader_and_the_earliest_biggest_gain():
    scored = Race(["Start", "Round 1", "Round 2", "Round 3"], {"Ada": [0, 3, 3, 5], "Bob": [0, 1, 4, 4]})
    session = GameSession(TOY.new_game(2, 1, {}, None))
    assert key_moments(session, scored, "points", re.compile("never")) == [
        "Round 1: Ada took the lead, 3 points to 1.",
        "Round 2: Bob took the lead, 4 points to 3.",
        "Round 3: Ada took the lead, 5 points to 4.",
        "Biggest gain in one round: Ada, +3 points in round 1.",
    ]
