"""Checks shared by the commands: seats, turns, payments, territories."""

from __future__ import annotations

from collections.abc import Iterator

from ...engine import Violation
from . import market
from .rules import rule
from .state import Resources, SyndicateState, Territory

TURNS = ("turns",)


def name_of(state: SyndicateState, player: int) -> str:
    return state.players[player].name if 0 <= player < len(state.players) else f"player {player}"


def player_ok(state: SyndicateState, player: int) -> Iterator[Violation]:
    if not 0 <= player < len(state.players):
        yield rule("player_exists").violated(f"There is no player {player}.")


def own_turn(state: SyndicateState, player: int) -> Iterator[Violation]:
    """The player exists, setup is over, and it is their turn (L353, L391, L540)."""
    if not 0 <= player < len(state.players):
        yield rule("player_exists").violated(f"There is no player {player}.")
    elif not state.setup_done:
        yield rule("setup_first").violated()
    elif player != state.active:
        yield rule("own_turn").violated(f"It is {name_of(state, state.active)}'s turn, not {name_of(state, player)}'s.")


def afford(
    state: SyndicateState, player: int, cost: Resources, what: str, rule_id: str = "afford"
) -> Iterator[Violation]:
    """The player holds ``cost``; otherwise the violation of ``rule_id`` (the price's own rule)."""
    lacking = market.short_of(state.players[player].res, cost)
    if lacking:
        yield rule(rule_id).violated(f"{name_of(state, player)} cannot pay for {what}: needs {', '.join(lacking)}.")


def find_territory(state: SyndicateState, key: str) -> tuple[Territory | None, list[Violation]]:
    found = state.territory(key)
    return found, [] if found else [
        rule("territory_known").violated(f"No territory '{key}' in this game: add it in box setup.")
    ]


def territory_name(state: SyndicateState, key: str) -> str:
    """The board name of a territory given by id or name (as typed when it is not in the game)."""
    found = state.territory(key)
    return found.name if found else key
