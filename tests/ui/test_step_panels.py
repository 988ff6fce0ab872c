"""Each game's table screen picks the current step's panel from one registry, ``STEP_PANELS`` in
``companion/ui/<game>/steps.py``, which covers exactly the steps of the game's round spec."""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType

import flet as ft
import pytest

from companion import games
from companion.engine import GameSession
from companion.games.syndicate import commands as syn
from companion.games.syndicate.state import Effect, SovereignCardSpec, Tier
from companion.ui import columbia, infiltration, syndicate
from companion.ui.columbia import steps as columbia_steps
from companion.ui.infiltration import steps as infiltration_steps
from companion.ui.syndicate import steps as syndicate_steps
from tests.columbia.helpers import at, fresh
from tests.commands import ok
from tests.infiltration.helpers import game as infiltration_game
from tests.infiltration.helpers import skip_to
from tests.syndicate.helpers import edit, own
from tests.syndicate.helpers import game as syndicate_game
from tests.ui.fake_session import texts
from tests.ui.fake_table import buttons, table

SCREENS: dict[str, tuple[ModuleType, ModuleType]] = {
    "columbia": (columbia, columbia_steps),
    "syndicate": (syndicate, syndicate_steps),
    "infiltration": (infiltration, infiltration_steps),
}


def round_steps(game: str) -> list[str]:
    return [step.id for _, step in games.get(game).round_spec.steps()]


def at_step(game: str, step: str) -> GameSession:
    """A set-up game of ``game`` put at ``step`` of round 1."""
    if game == "columbia":
        return GameSession(at(fresh(), step))
    session = syndicate_game() if game == "syndicate" else infiltration_game()
    session.state.progress.step = step
    return session


@pytest.mark.parametrize("game", SCREENS)
def test_every_step_of_the_round_has_a_panel_and_every_panel_a_step(game):
    registered, spec = set(SCREENS[game][1].STEP_PANELS), round_steps(game)
    assert [step for step in spec if step not in registered] == [], "steps of the round with no panel"
    assert registered - set(spec) == set(), "panels for steps the round does not have"


@pytest.mark.parametrize("game", SCREENS)
def test_the_table_screen_shows_the_panel_registered_for_the_current_step(game, tmp_path, monkeypatch):
    screen, steps = SCREENS[game]
    marker = "panel of step "
    markers = {step: (lambda ctx, step=step: ft.Text(marker + step)) for step in steps.STEP_PANELS}
    monkeypatch.setattr(steps, "STEP_PANELS", markers)
    for step in round_steps(game):
        shown = texts(screen.build_table(table(at_step(game, step), tmp_path)))
        assert [t for t in shown if t.startswith(marker)] == [marker + step]


def columbia_at(step: str) -> Callable[[], GameSession]:
    return lambda: GameSession(at(fresh(), step))


def syndicate_sovereign() -> GameSession:
    """Every player has ended their turn: the Sovereign card is drawn next."""
    session = syndicate_game()
    for _ in session.state.players:
        ok(session, syn.EndTurn(player=session.state.active))
    return session


def syndicate_collection() -> GameSession:
    """The Sovereign card is resolved: resource collection is next."""
    session = syndicate_sovereign()
    ok(session, syn.DrawSovereignCard(card=SovereignCardSpec(name="Quiet")), syn.ResolveSovereignCard())
    return session


def syndicate_short_of_tax() -> GameSession:
    """A tax card is drawn and Player 1 cannot pay for both bases (syndicate-draft-rulebook.txt l.574-578)."""

    def short(state) -> None:
        own(state, "Goshen", 0)
        own(state, "Koss", 0)
        state.players[0].res.credits = 7

    session = edit(syndicate_sovereign(), short)
    tax = [Effect(kind="tax_per_base", tiers=[Tier(min_alert=1, amount=5)])]
    ok(session, syn.DrawSovereignCard(card=SovereignCardSpec(name="Tax", effects=tax)))
    return session


def infiltration_at(step: str) -> Callable[[], GameSession]:
    def reach() -> GameSession:
        session = infiltration_game()
        skip_to(session, step)
        return session

    return reach


PLAYED = [  # (game, the table played to a step, that step, a button only its panel has)
    ("columbia", columbia_at("vote"), "vote", "Vote"),
    ("columbia", columbia_at("draw"), "draw", "Everyone draws up to 5"),
    ("syndicate", syndicate_sovereign, "sovereign_draw", "Enter the Sovereign card drawn"),
    ("syndicate", syndicate_short_of_tax, "sovereign_pardons", "Resolve the card with these bases unpaid"),
    ("syndicate", syndicate_collection, "collect_cards", "Run resource collection"),
    ("infiltration", infiltration_at("npc"), "npc", "Run the NPC phase"),
    ("infiltration", infiltration_at("security"), "security", "Roll the die"),
]


@pytest.mark.parametrize(("game", "played", "step", "button"), PLAYED)
def test_a_step_reached_in_play_shows_its_own_panel_only(game, played, step, button, tmp_path):
    session = played()
    assert session.state.progress.step == step
    shown = set(buttons(SCREENS[game][0].build_table(table(session, tmp_path))))
    assert button in shown
    assert {other for *_, other in PLAYED if other != button} & shown == set(), "another step's panel is shown"
