"""What a code (version 2 on) leaves out of a state, and how the receiving phone gets it back.

- **History** (a security or NPC log, the last collection's summary card, the last mission's
  outcome) is not state: no rule reads it, it stays on the phone that has the game, and a
  received state starts it empty.
- **Derived** fields are recomputed on the receiving phone from the rest of the state. A field is
  sent as derived only when the sender's recomputation gives exactly its value, so the round trip
  stays exact whatever the field holds.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..engine.game import BaseState

HISTORY: dict[str, tuple[str, ...]] = {
    "infiltration": ("security_log", "npc_log"),
    "syndicate": ("collection", "last_mission"),
}


def _infiltration_ranking(state: Any) -> Any:
    """The final ranking, rebuilt from the scores entered: also when nobody escaped (no DF values at all), which
    a code then marks by naming the ranking as derived."""
    from ..games.infiltration.scoring import rank

    return rank(state) if state.df_values or state.ranking or state.finished else []


def _infiltration_result(state: Any) -> Any:
    """The result line, rebuilt from the scores entered (also "nobody escaped", once the game is over: the
    ranking is then derived first and travels blank)."""
    from ..games.infiltration.scoring import rank, result_text

    return result_text(rank(state)) if state.df_values or state.ranking or state.finished else ""


def _syndicate_result(state: Any) -> Any:
    from ..games.syndicate.scoring import ranking_text

    return ranking_text(state) if state.finished else ""


DERIVED: dict[str, dict[str, Callable[[Any], Any]]] = {
    "infiltration": {"ranking": _infiltration_ranking, "result": _infiltration_result},
    "syndicate": {"result": _syndicate_result},
}


def without_history(state: BaseState) -> BaseState:
    """A copy of ``state`` whose history fields are empty (what a received state holds)."""
    fields = type(state).model_fields
    blank = {name: fields[name].get_default(call_default_factory=True) for name in HISTORY.get(state.game, ())}
    return state.model_copy(update=blank, deep=True)


def travelling(state: BaseState) -> tuple[BaseState, list[str]]:
    """The state as it travels (history empty, derived fields blank) and the names of the derived ones."""
    out = without_history(state)
    derived: list[str] = []
    for name, compute in DERIVED.get(state.game, {}).items():
        default = type(state).model_fields[name].get_default(call_default_factory=True)
        blank = out.model_copy(update={name: default}, deep=True)
        if getattr(state, name) != default and _recomputes(compute, blank, getattr(state, name)):
            out, derived = blank, [*derived, name]
    return out, derived


def restore(state: BaseState, derived: list[str]) -> None:
    """Recompute the named derived fields of a received state in place."""
    for name in derived:
        setattr(state, name, DERIVED[state.game][name](state))


def _recomputes(compute: Callable[[Any], Any], state: BaseState, value: Any) -> bool:
    try:
        return bool(compute(state) == value)
    except Exception:  # a field the rest of this state cannot rebuild travels as it is
        return False
