"""Odds questions: when does the building lock down? (exact, from forecast.py)."""

from __future__ import annotations

from pydantic import BaseModel, Field

from ...engine.questions import Answer, OddsQuestion
from .board import ALARM_MAX, ALARM_MIN, PROXIMITY_END
from .forecast import expected_rounds, forecast

SHOWN_ROUNDS = 12


class LockdownParams(BaseModel):
    proximity: int = Field(default=0, ge=0, le=PROXIMITY_END, description="Proximity dial now (0-99)")
    alarm: int = Field(default=0, ge=ALARM_MIN, le=ALARM_MAX, description="Alarm dial now (-1 to 8)")


def lockdown(params: LockdownParams, state: object | None) -> list[Answer]:
    """The chance of lock-down by the end of each coming Security Phase, and the expected count of them."""
    chances = forecast(params.proximity, params.alarm)[:SHOWN_ROUNDS]
    lines = [
        Answer(label=f"Locked down after {k} security roll{'s' if k > 1 else ''}", value=p)
        for k, p in enumerate(chances, start=1)
    ]
    mean = expected_rounds(params.proximity, params.alarm)
    return [*lines, Answer(label="Security rolls expected until lock-down", value=mean, kind="mean")]


ODDS_QUESTIONS = (
    OddsQuestion(
        name="lockdown",
        help="Chance the building locks down (proximity reaches 99) within each coming round, alarm held.",
        params=LockdownParams,
        answer=lockdown,
    ),
)
