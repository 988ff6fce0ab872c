"""Builders for Columbia test states.

TEST FIXTURES, not shipped data: the dice faces, territory VP and adjacency below are made up
by the tests (no public source gives them; see shared/game-data/columbia-facts.md NOT FOUND).
"""

from __future__ import annotations

from companion import games
from companion.content import ContentLibrary
from companion.engine import GameSession
from companion.games.columbia.content import WorldEventEntry
from companion.games.columbia.state import ColumbiaState

TEST_DICE = {  # test fixture faces
    "white": [0, 1, 1, 2, 2, 3],
    "blue": [1, 1, 2, 2, 3, 3],
    "red": [1, 2, 2, 3, 3, 4],
    "skyline": ["safe", "safe", 0, 1, 2, 3],
}
TEST_VP = {"A": 3, "B": 1, "C": 4, "D": 2, "E": 3, "F": 2}  # test fixture values
TEST_ADJACENCY = [
    (1, 2),
    (2, 3),
    (3, 4),
    (4, 9),
    (9, 10),
    (10, 11),
    (11, 12),
    (11, 13),
    (12, 13),
    (5, 6),
    (6, 7),
    (7, 8),
    (8, 9),
    (13, 14),
    (14, 15),
    (5, 15),
]


def event(founders="+", vox="-", booker=7, aggressive=False, elizabeth=False, upgrades_off=False, name="Test event"):
    return WorldEventEntry(
        id="t",
        name=name,
        source="test fixture",
        signs={"founders": founders, "vox": vox},
        booker_location=booker,
        aggressive=aggressive,
        elizabeth=elizabeth,
        upgrades_off=upgrades_off,
    )


def fresh(players=2, seed=1, dice=False, board=False, **options) -> ColumbiaState:
    """A new game past the setup VP reveal; with ``dice``/``board`` the test fixtures are copied in."""
    definition = games.get("columbia")
    state = definition.new_game(players, seed, definition.resolve_options(options), ContentLibrary())
    state.vp_card_due = False
    state.first_player = 0
    if dice:
        state.dice = {k: list(v) for k, v in TEST_DICE.items()}
    if board:
        for t in state.territories:
            t.vp = TEST_VP[t.id]
        state.adjacency = list(TEST_ADJACENCY)
    return state


def at(state: ColumbiaState, step: str, turn: int = 0, **event_args) -> ColumbiaState:
    """Put the table at ``step`` (of the ``turn``-th player's turn) with a World Event in play."""
    state.progress.step = step
    state.turn = turn
    if state.event is None or event_args:
        state.event = event(**event_args)
    return state


def session(state: ColumbiaState) -> GameSession:
    return GameSession(state)


def do(s: GameSession, *commands) -> GameSession:
    for command in commands:
        violations = s.execute(command)
        assert not violations, violations
    return s


def refused(s: GameSession, command) -> set[str]:
    return {v.rule for v in s.validate(command)}


def units_at(state: ColumbiaState, number: int, owner: int | None = None):
    return [u for u in state.locations[number - 1].units if owner is None or u.owner == owner]


def occupy(state: ColumbiaState, number: int, owner: int, kind: str = "common", name: str = "") -> int:
    """Put a unit of ``owner`` on ``number`` (removing its token); returns the unit id."""
    from companion.games.columbia.state import Unit

    where = state.locations[number - 1]
    where.token = None
    where.units.append(Unit(id=state.next_unit_id, owner=owner, kind=kind, name=name))
    state.next_unit_id += 1
    return state.next_unit_id - 1


def tap(root, name: str) -> None:
    """Tap the chip or control a screen reader names ``name`` (chips are wrapped in Semantics)."""
    import flet as ft

    from tests.ui.fake_session import walk

    found = next(c for c in walk(root) if isinstance(c, ft.Semantics) and c.label == name)
    found.content.on_click(None)
