"""Builders for the Syndicate tests: a set-up table, direct state edits, and short assertions."""

from __future__ import annotations

from companion import games
from companion.engine import GameSession
from companion.games.syndicate.commands import AddTerritory, ChooseSyndicate, RollFirstPlayer
from companion.games.syndicate.state import MissionCard, Resources, StartBase, SyndicateSpec
from tests.commands import ok

TERRITORIES = [
    {"name": "Goshen", "zone": "EXO"},
    {"name": "Koss", "zone": "MIDDLE"},
    {"name": "Honos", "zone": "EXO", "special": "casino"},
    {"name": "Ukemochi City", "zone": "MIDDLE"},
    {"name": "Ceto", "zone": "MIDDLE", "special": "military", "research_boxes": 3, "beams": ["Ukemochi City"]},
    {"name": "Core", "zone": "INNER"},
    {"name": "Mine", "zone": "EXO", "special": "mining", "mining_amount": 2},
    {"name": "Lab", "zone": "INNER", "special": "research", "research_boxes": 2},
]

FIDGE = SyndicateSpec(
    name="Fidge & Co.",
    start=Resources(credits=3, crew=2),
    income=Resources(credits=3, crew=3),
    tech_level=3,
    assault_level=1,
    start_base=StartBase(territory="Koss", fortified=True),
)


def rich(name: str) -> SyndicateSpec:
    return SyndicateSpec(
        name=name,
        start=Resources(credits=30, influence=30, crew=30),
        income=Resources(credits=2, influence=2, crew=2),
        tech_level=2,
        assault_level=2,
    )


def game(players: int = 3, seed: int = 1, fidge: bool = False, **options) -> GameSession:
    """A set-up game: the test territories, rich syndicates (player 0 Fidge if asked), player 0 first."""
    session = games.new_session("syndicate", players, seed, options)
    ok(session, *(AddTerritory(**t) for t in TERRITORIES))
    for i in range(players):
        ok(session, ChooseSyndicate(player=i, syndicate=FIDGE if fidge and i == 0 else rich(f"Syndicate {i}")))
    ok(session, RollFirstPlayer(entered=[12] + [1] * (players - 1)))
    return session


def edit(session: GameSession, change) -> GameSession:
    """A new session whose start is ``session``'s current state changed by ``change(state)``."""
    state = session.state.model_copy(deep=True)
    change(state)
    return GameSession(state)


def own(state, territory: str, player: int, fortified: bool = False) -> None:
    t = state.territory(territory)
    t.owner, t.fortified, t.chip_present = player, fortified, False


def card(**kw) -> MissionCard:
    base = {
        "name": "Job",
        "territory": "Goshen",
        "faces": {"unoccupied": [4, 5, 6], "own": [3, 4, 5, 6], "other": [5, 6]},
        "reward": Resources(credits=5, crew=3),
    }
    return MissionCard(**{**base, **kw})


def res(state, player: int) -> tuple[int, int, int]:
    r = state.players[player].res
    return r.credits, r.influence, r.crew
