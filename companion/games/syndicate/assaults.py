"""Military Installation cover against assaults (L496)."""

from __future__ import annotations

from .state import SyndicateState, Territory


def mi_cover(state: SyndicateState, target: Territory) -> bool:
    """A working Military Installation of the same owner beams to ``target`` (L496, L566)."""
    return any(
        t.special == "military" and t.owner == target.owner and state.working(t) and target.id in t.beams
        for t in state.territories
    )
