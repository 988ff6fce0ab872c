"""Exact odds before anyone rolls: combat win chance and Sky-Line safety.

When a die's faces are not entered yet, the answer names what it needs instead of a number.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from ...engine.dice import Distribution, prob_any_symbol
from ...engine.questions import OddsQuestion
from .combat import PlayedCard, Pool, Side, cards_total, defender_wins_ties, die, side_pool
from .content import Faction
from .state import ColumbiaState, loc

TOKEN = "token total"


@dataclass
class Odds:
    """P(attacker wins), or ``needs``: the dice whose faces must be entered first."""

    attacker_wins: Fraction | None
    needs: list[str]
    attacker_pool: Pool
    defender_pool: Pool

    def text(self) -> str:
        if self.attacker_wins is None:
            dice = [n for n in self.needs if n != TOKEN]
            parts = ([f"the faces of the {', '.join(dice)} dice (box setup)"] if dice else []) + (
                ["the token's total"] if TOKEN in self.needs else []
            )
            return "Odds need " + " and ".join(parts) + "."
        return f"Attacker wins {float(self.attacker_wins):.1%}"


def _distribution(state: ColumbiaState, pool: Pool) -> Distribution:
    total = Distribution.constant(pool.flat)
    for colour in pool.dice:
        total = total + Distribution.of_die(die(state, colour), pool.per_die)
    return total


def combat_odds(
    state: ColumbiaState,
    location: int,
    attacker: Side,
    defender: Side,
    attacker_cards: Sequence[PlayedCard] = (),
    defender_cards: Sequence[PlayedCard] = (),
    token_total: int | None = None,
) -> Odds:
    where = loc(state, location)
    pools = [
        side_pool(state, where, attacker, True, attacker_cards),
        side_pool(state, where, defender, False, defender_cards),
    ]
    needs = sorted({c for pool in pools for c in pool.dice if not die(state, c).known})
    if defender == "token" and (where.token is None or (where.token.total is None and token_total is None)):
        needs.append(TOKEN)
    odds = Odds(None, needs, *pools)
    if needs:
        return odds
    att = _distribution(state, pools[0]) + cards_total(state, _faction(state, attacker), attacker_cards, True)
    if defender == "token":
        printed = where.token.total if where.token is not None else None
        dfd = Distribution.constant(printed if printed is not None else token_total or 0)
    else:
        dfd = _distribution(state, pools[1]) + cards_total(state, _faction(state, defender), defender_cards, False)
    greater, equal, _ = att.compare(dfd)
    odds.attacker_wins = greater if defender_wins_ties(state, defender) else greater + equal
    return odds


def _faction(state: ColumbiaState, side: Side) -> Faction | None:
    return state.players[side].faction if isinstance(side, int) else None


def skyline_safe_chance(state: ColumbiaState) -> Fraction | None:
    """P(a Sky-Line roll of 3 dice shows the safe symbol); None while the faces are unknown."""
    skyline = die(state, "skyline")
    return prob_any_symbol([skyline] * 3, "safe") if skyline.known else None


ODDS_QUESTIONS: tuple[OddsQuestion, ...] = ()
