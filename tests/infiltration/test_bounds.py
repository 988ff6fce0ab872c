"""No value off the game's range reaches the table, and the lock-down forecast is bounded whatever it is given.

infiltration-rules-summary.txt §4. Security Phase l.101-105 (the dials), §The Facility, §Secret Room.
"""

from __future__ import annotations

import time
from fractions import Fraction

import pytest

from companion.games.infiltration.board import PROXIMITY_END, SECRET
from companion.games.infiltration.forecast import MAX_ROUNDS, expected_rounds, forecast, lockdown_by_round
from companion.games.infiltration.invariants import broken
from companion.games.infiltration.odds import ODDS_QUESTIONS, LockdownParams

from .helpers import game, put_npc

WILD = [(-1_000_000, 0), (0, -6), (0, -1_000), (10**9, 3), (-5, 10**6), (50, 8), (0, -1)]


@pytest.mark.parametrize("proximity,alarm", WILD)
def test_forecast_is_bounded_whatever_it_is_given(proximity, alarm):
    """Dials held to their printed ranges: no endless loop, no division by zero, at most MAX_ROUNDS rounds."""
    start = time.monotonic()
    chances = forecast(proximity, alarm)
    mean = expected_rounds(proximity, alarm)
    assert len(chances) <= MAX_ROUNDS and all(0 <= p <= 1 for p in chances)
    assert mean >= 0 and len(lockdown_by_round(proximity, alarm, 10**9)) == MAX_ROUNDS
    assert time.monotonic() - start < 10


def test_forecast_at_the_end_is_certain():
    assert forecast(PROXIMITY_END + 50, 0) == [Fraction(1)] and expected_rounds(10**6, 0) == 0


def test_lockdown_question_has_bounded_params():
    question = next(q for q in ODDS_QUESTIONS if q.name == "lockdown")
    with pytest.raises(ValueError):
        LockdownParams(proximity=-1)
    with pytest.raises(ValueError):
        LockdownParams(alarm=9)
    answers = question.answer(LockdownParams(proximity=93, alarm=0), None)
    assert answers[0].value == Fraction(1, 6) and answers[-1].kind == "mean"


def _broken_by(change) -> list[str]:
    state = game().state.model_copy(deep=True)
    change(state)
    return broken(state)


OUT_OF_RANGE = {
    "proximity below the dial": lambda s: setattr(s, "proximity", -1_000_000),
    "proximity above the dial": lambda s: setattr(s, "proximity", 150),
    "alarm below -1": lambda s: setattr(s, "alarm", -6),
    "alarm above 8": lambda s: setattr(s, "alarm", 9),
    "a die face of 7": lambda s: setattr(s, "last_roll", 7),
    "negative DF in a room": lambda s: setattr(s.rooms[0], "df_available", -2),
    "more DF than the box": lambda s: setattr(s.operatives[0], "df_tokens", 500),
    "negative item deck": lambda s: setattr(s, "item_deck", -1),
    "too many flips": lambda s: setattr(s, "flips", 40),
    "a DF value of 4": lambda s: setattr(s, "df_values", {0: [4]}),
}
BROKEN_REFERENCES = {
    "a missing first player": lambda s: setattr(s, "first_player", 9),
    "an operative in a missing room": lambda s: setattr(s.operatives[0], "room", 40),
    "an operative in a face-down room": lambda s: setattr(s.operatives[0], "room", 3),
    "an operative in the secret room with no door": lambda s: setattr(s.operatives[0], "room", SECRET),
    "an operative of a missing player": lambda s: setattr(s.operatives[0], "player", 5),
    "an unknown status": lambda s: setattr(s.operatives[0], "status", "asleep"),
    "an unknown card selected": lambda s: setattr(s.operatives[0], "selected", "teleport"),
    "an unknown NPC": lambda s: put_npc(s, "Mr. Nobody", 0),
    "an NPC in two places": lambda s: (put_npc(s, "CSX-13", 0), s.npc_box.append("CSX-13")),
    "a Download in a missing room": lambda s: s.downloaded_rooms.append(77),
    "a missing room slot": lambda s: s.rooms.pop(),
    "DF values of a missing operative": lambda s: setattr(s, "df_values", {9: [1]}),
    "an unknown special card": lambda s: s.operatives[0].specials.append("Golden Ticket"),
    "too many Prototypes": lambda s: s.operatives[0].specials.extend(["Prototype"] * 5),
}


@pytest.mark.parametrize("change", OUT_OF_RANGE.values(), ids=OUT_OF_RANGE.keys())
def test_invariants_reject_out_of_range_values(change):
    assert _broken_by(change)


@pytest.mark.parametrize("change", BROKEN_REFERENCES.values(), ids=BROKEN_REFERENCES.keys())
def test_invariants_reject_broken_references(change):
    assert _broken_by(change)


def test_a_fresh_game_is_healthy():
    assert broken(game().state) == []
