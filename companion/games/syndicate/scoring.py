"""Syndicate score = credits + VP (L39, L311-316); the rules give no tie-breaker, so equal scores share a place."""

from __future__ import annotations

from .state import SyndicateState

ORDINALS = ("1st", "2nd", "3rd", "4th", "5th")
LAST_ROUND = 8


def is_last_round(state: SyndicateState) -> bool:
    """The game ends after round 8, or after the round BEGINNING OF THE END names (L39, L277)."""
    return state.round >= min(state.last_round or LAST_ROUND, LAST_ROUND)


def places(state: SyndicateState) -> list[tuple[int, list[int], int]]:
    """(place, players, score) from the highest score down; tied players share the place (facts: no tie-breaker)."""
    scores = sorted({p.score for p in state.players}, reverse=True)
    out: list[tuple[int, list[int], int]] = []
    place = 1
    for score in scores:
        tied = [i for i, p in enumerate(state.players) if p.score == score]
        out.append((place, tied, score))
        place += len(tied)
    return out


def ranking(state: SyndicateState) -> list[int]:
    """Player indices from the highest score down (tied players in seat order)."""
    return [i for _, tied, _ in places(state) for i in tied]


def _names(state: SyndicateState, players: list[int]) -> str:
    names = [state.player_names[i] for i in players]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def ranking_text(state: SyndicateState) -> str:
    """The final ranking as a player reads it: "1st Ada and Bob, 43 each (shared place); 3rd Cy, 30"."""
    parts = []
    for place, tied, score in places(state):
        shared = f", {score} each (shared place)" if len(tied) > 1 else f", {score}"
        parts.append(f"{ORDINALS[place - 1]} {_names(state, tied)}{shared}")
    return "; ".join(parts)


def score_line(state: SyndicateState) -> str:
    """The live score line: who leads, or who is tied for the lead, then every score in seat order."""
    place, leaders, score = places(state)[0]
    head = (
        f"{_names(state, leaders)} tied for the lead at {score}"
        if len(leaders) > 1
        else f"{_names(state, leaders)} leads with {score}"
    )
    scores = ", ".join(f"{state.player_names[i]} {p.score}" for i, p in enumerate(state.players))
    return f"{head} ({scores})"


def finish_game(state: SyndicateState) -> list[str]:
    """End the game with the final ranking (L39, L311-316)."""
    state.finished = True
    state.result = ranking_text(state)
    return [f"Game over. Final ranking: {state.result}."]
