"""What a player pays: the zone table's price (zones.py) less what their syndicate mat takes off (l.293)."""

from __future__ import annotations

from .state import Price, Resources, SyndicateState
from .zones import fortify_cost, purchase_cost


def credits_off(state: SyndicateState, player: int, price: Price) -> int:
    """Credits the player's mat takes off a ``price`` (0 without such a bonus)."""
    mat = state.players[player].syndicate
    found = mat.discount if mat else None
    return found.credits if found and price in found.applies_to else 0


def less(cost: Resources, credits: int) -> Resources:
    """``cost`` with ``credits`` fewer credits (never below none)."""
    return cost.model_copy(update={"credits": max(0, cost.credits - credits)})


def base_price(state: SyndicateState, player: int, zone: str) -> Resources:
    return less(purchase_cost(zone, state.options), credits_off(state, player, "base"))


def fortify_price(state: SyndicateState, player: int, zone: str) -> Resources | None:
    """None while the table has not chosen which resources fortifying costs."""
    cost = fortify_cost(zone, state.options)
    return None if cost is None else less(cost, credits_off(state, player, "fortify"))
