"""The Siege of Columbia's end-of-game summary: the factions' VP race and the game's result."""

from __future__ import annotations

import re

from ...engine.game import BaseState
from ...engine.history import GameSession
from ...engine.recap import Place, Recap, amount, shared_places, summarise
from .content import FACTION_NAMES, FACTIONS, Faction
from .state import ColumbiaState, opponent, vp

MEASURE = "VP"
MOMENTS = re.compile(
    r"claim territory|lose territory|^#\d+ [^:]* is destroyed\.$|frees Elizabeth|convinces Elizabeth|unlock"
)


def scores(state: BaseState) -> dict[str, int]:
    assert isinstance(state, ColumbiaState)
    return {FACTION_NAMES[f]: vp(state, f) for f in FACTIONS}


def winner(state: ColumbiaState) -> Faction | None:
    """The faction the game's result names as the winner (None for a draw or a game in play)."""
    for faction in FACTIONS:
        name = re.escape(FACTION_NAMES[faction])
        if re.search(rf"{name} (win|are the nominal victors|\(first player\) win)", state.result):
            return faction
    return None


def standings(state: ColumbiaState) -> list[Place]:
    """The winning faction first (an elimination wins whatever the VP); a draw or a game in play by VP."""

    def who(f: Faction) -> str:
        team = [p.name for p in state.players if p.faction == f]
        return f"{FACTION_NAMES[f]} ({', '.join(team)})"

    best = winner(state) if state.finished else None
    if best is None:
        return shared_places([(who(f), vp(state, f)) for f in FACTIONS], MEASURE)
    return [Place(place, who(f), amount(vp(state, f), MEASURE)) for place, f in ((1, best), (2, opponent(best)))]


def recap(session: GameSession) -> Recap:
    return summarise(session, standings, scores, MEASURE, MOMENTS)
