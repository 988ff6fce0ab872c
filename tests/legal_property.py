"""The "legal now" property every game's tests share: no legal move greyed, no illegal one offered.

For each action the screens offer, the query (:func:`companion.engine.legal_now`) accepts it exactly when
some concrete command carries it out now. The concrete commands come from an enumeration each game's
test writes itself, independent of the game's ``actions_now``: every player, territory, target, card,
count and announcement the state allows, with every other field at its most permissive value (no extra
hands, no chip played, no round requirement), so a command it finds legal is one a player can send
and, when it finds none, there is none.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Any

from hypothesis import Phase

from companion.engine import BaseState, Command, GameSession, legal_now
from companion.engine.game import definition_of, validate

from .playouts import plays

PHASES = (Phase.explicit, Phase.reuse, Phase.generate)
"""Hypothesis without shrinking: a smaller playout seed is not a simpler case, only a slower failure."""

STEPS = 160
"""How far into each playout states are sampled: several rounds of every game."""

Enumeration = Callable[[Any], dict[str, Iterable[Command[Any]]]]
"""A game's exhaustive enumeration: each action the screens offer -> every concrete command for it."""


def disagreements(state: BaseState, enumerate_: Enumeration) -> list[str]:
    """Each action where "legal now" and the enumeration disagree, in words (empty when they agree).

    The enumeration names exactly the actions the game offers (a new action needs its enumeration)."""
    offered = set(definition_of(state).actions_now(state))
    concrete = enumerate_(state)
    assert set(concrete) == offered, f"the enumeration covers {sorted(concrete)}, the game offers {sorted(offered)}"
    legal = legal_now(state)
    found = []
    for action, commands in concrete.items():
        witness = next((command for command in commands if not validate(state, command)), None)
        reason = legal.why_not(action)
        if witness is not None and reason:
            found.append(f"{action} greyed ({reason!r}) although {witness.model_dump(exclude_defaults=True)} is legal")
        elif witness is None and not reason:
            found.append(f"{action} offered although no concrete command is legal")
    return found


def reachable(session: GameSession, seed: int, every: int, limit: int = 2000) -> Iterator[tuple[int, BaseState]]:
    """Every ``every``-th state of the seeded playout of ``session`` (the even steps for 2)."""
    for step, _ in plays(session, seed, limit):
        if step % every == 0:
            yield step, session.state


def assert_agrees_along(
    session: GameSession, seed: int, enumerate_: Enumeration, every: int = 1, limit: int = STEPS
) -> int:
    """Check the property at the sampled states of the seeded playout; returns how many were checked."""
    checked = 0
    for step, state in reachable(session, seed, every, limit):
        problems = disagreements(state, enumerate_)
        assert not problems, f"seed {seed}, step {step} (round {state.round}):\n" + "\n".join(problems)
        checked += 1
    return checked
