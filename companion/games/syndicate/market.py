"""Black market ladders, exchanges and card sales (L514-544).

A ladder holds, per player, the boxes they occupy (box k costs 5 x (k + 1) credits); the price of
a player's next level is the lowest box they do not occupy (L516-518: 5, 10, 15 for 0, 1, 2 cubes).
"""

from __future__ import annotations

from ...i18n import N_, Phrase
from .prices import credits_off
from .state import RESOURCE_NAMES, Resources, SyndicateState

BOX_PRICE = 5
EXCHANGES = {("credits", "crew"): 2, ("credits", "influence"): 2, ("crew", "influence"): 3, ("influence", "crew"): 3}
TECH_MAX = 10
LADDER_NAMES = {"tech": N_("tech"), "assault": N_("assault")}
"""The black market's ladders by name ("the next tech level")."""


def next_box(state: SyndicateState, ladder: str, player: int) -> int:
    taken = set(state.market[ladder][player])
    box = 0
    while box in taken:
        box += 1
    return box


def price(state: SyndicateState, ladder: str, player: int) -> int:
    """Credits the player pays for their next level on ``ladder`` (less what their mat takes off)."""
    return max(0, BOX_PRICE * (next_box(state, ladder, player) + 1) - credits_off(state, player, "market"))


def cubes(state: SyndicateState, player: int) -> int:
    return sum(len(state.market[ladder][player]) for ladder in ("tech", "assault"))


def default_decay(state: SyndicateState, player: int) -> str:
    """The ladder holding the player's highest box (tech on a tie), or "none" without cubes."""
    best = max(
        ((max(state.market[lad][player]), lad) for lad in ("assault", "tech") if state.market[lad][player]),
        default=None,
    )
    return best[1] if best else "none"


def decay(state: SyndicateState, player: int, ladder: str, box: int | None) -> str:
    """Remove one of the player's cubes; returns the log line."""
    boxes = state.market[ladder][player]
    chosen = max(boxes) if box is None else box
    boxes.remove(chosen)
    return f"removed their {ladder} market cube from the {BOX_PRICE * (chosen + 1)}-credit box"


def exchange_cost(give: str, get: str) -> int | None:
    """How many of ``give`` buy one ``get`` (None: no such exchange)."""
    return EXCHANGES.get((give, get))


def pay(res: Resources, cost: Resources) -> None:
    for name in ("credits", "influence", "crew"):
        setattr(res, name, res.get(name) - cost.get(name))


def gain(res: Resources, amount: Resources) -> None:
    for name in ("credits", "influence", "crew"):
        setattr(res, name, res.get(name) + amount.get(name))


def short_of(res: Resources, cost: Resources) -> list[Phrase]:
    """What the holder lacks to pay ``cost`` (empty when they can)."""
    return [
        Phrase(
            N_("{amount} {resource} (has {held})"),
            amount=cost.get(n),
            resource=Phrase(RESOURCE_NAMES[n]),
            held=res.get(n),
        )
        for n in ("credits", "influence", "crew")
        if res.get(n) < cost.get(n)
    ]


def tech_milestones(before: int, after: int) -> list[str]:
    """Reminders when the tech track passes 6, 8 or 10, where the mat grants a bonus."""
    return [
        f"Tech level {level}: take the bonus printed on the mat for tech {level}."
        for level in (6, 8, 10)
        if before < level <= after
    ]
