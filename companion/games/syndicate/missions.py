"""Mission outcomes the app settles: the cooperative reward split (L435)."""

from __future__ import annotations

from .state import RESOURCES, Resources


def split_reward(reward: Resources, how: str) -> tuple[Resources, Resources]:
    """The attempter's and the owner's shares; odd amounts round up for the attempter (L435)."""
    if how == "per resource":
        mine = Resources(**{r: (reward.get(r) + 1) // 2 for r in RESOURCES})
    else:
        left = (reward.total() + 1) // 2
        mine = Resources()
        for r in RESOURCES:
            take = min(left, reward.get(r))
            setattr(mine, r, take)
            left -= take
    theirs = Resources(**{r: reward.get(r) - mine.get(r) for r in RESOURCES})
    return mine, theirs
