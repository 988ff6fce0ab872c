"""Hostile command JSON never gives a traceback.

For every command type of every game, JSON built from the command's schema with extreme ints,
unknown ids, long strings and lists is parsed and executed in states taken along seeded random
playouts. A pydantic ValidationError at parsing is a clean refusal at the boundary; after
parsing, the session either refuses with violations or applies it with every invariant holding.
Any other exception fails with the command JSON.
"""

from __future__ import annotations

import json
import os
import traceback
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from companion import games
from companion.engine import GameSession

from .hostile import command_json, known_ids, playout_states

CASES = [
    pytest.param(game, command, id=f"{game}-{command.model_fields['type'].default}")
    for game in games.GAME_IDS
    for command in games.get(game).command_types
]
HOSTILE = settings(
    max_examples=int(os.environ.get("HOSTILE_EXAMPLES", "15")),  # raise it for a deeper audit
    deadline=None,
    derandomize=True,
    database=None,
    phases=(Phase.explicit, Phase.generate),  # no shrinking: the failure prints the JSON as drawn
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.large_base_example],
)


def shown(data: Any) -> str:
    """The JSON, with very long strings cut so the failure stays readable."""

    def cut(value: Any) -> Any:
        if isinstance(value, str) and len(value) > 40:
            return f"{value[:20]}...({len(value)} chars)"
        if isinstance(value, list):
            return [cut(v) for v in value]
        if isinstance(value, dict):
            return {k: cut(v) for k, v in value.items()}
        return value

    return json.dumps(cut(data))


@pytest.mark.parametrize("game,command_type", CASES)
@HOSTILE
@given(data=st.data())
def test_hostile_command_is_refused_or_applied_cleanly(game: str, command_type: type, data: st.DataObject) -> None:
    definition = games.get(game)
    states = playout_states(game)
    state = states[data.draw(st.integers(0, len(states) - 1), label="playout state")]
    raw = data.draw(command_json(command_type, known_ids(state)), label="json")
    try:
        command = definition.parse_command(raw)
    except ValidationError:
        return  # refused at the boundary
    session = GameSession(state)
    before = definition.invariants(state)  # a playout state's own breaks are not the command's
    try:
        violations = session.execute(command)
    except Exception as exc:  # noqa: BLE001 - the point: nothing may escape
        where = traceback.extract_tb(exc.__traceback__)[-1]
        pytest.fail(
            f"{game} {raw['type']} raised {type(exc).__name__}: {exc}\n"
            f"  at {where.filename}:{where.lineno} ({where.name})\n  json: {shown(raw)}"
        )
    if violations:
        assert all(v.message.strip() for v in violations), violations
        return
    broken = [b for b in definition.invariants(session.state) if b not in before]
    assert broken == [], f"{game} {raw['type']} applied and broke invariants {broken}\n  json: {shown(raw)}"
