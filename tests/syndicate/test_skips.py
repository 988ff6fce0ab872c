"""Skips that can always be finished: from any step, a confirmed skip to any later step of the round leaves a
way on that the app offers, and the round ends.

syndicate-draft-rulebook.txt l.349-422 (a round: player turns, the Sovereign card, resource collection).
"""

from __future__ import annotations

import pytest

from companion.engine import CompleteStep, SkipToStep
from companion.games.syndicate import commands as c
from companion.games.syndicate.phases import ROUND_SPEC
from companion.games.syndicate.state import SovereignCardSpec
from tests.ui.fake_table import buttons, table

from .helpers import game
from .phones import screen

ORDER = [step.id for _, step in ROUND_SPEC.steps()]
QUIET = SovereignCardSpec(name="Quiet")


def way_on(session):
    """The commands the table screen offers at the current step, in the order a table would try them."""
    state = session.state
    step = state.progress.step
    if step == "player_turns":
        return [c.EndTurn(player=state.active)]
    if step.startswith("sovereign"):
        return [c.DrawSovereignCard(card=QUIET), CompleteStep(step=step), c.ResolveSovereignCard()]
    return [c.CollectResources()]


@pytest.mark.parametrize(("start", "target"), [(a, b) for i, a in enumerate(ORDER) for b in ORDER[i + 1 :]])
def test_a_confirmed_skip_never_strands_the_round(start, target):
    """l.349-422: whichever steps are skipped (confirmed), the round still ends."""
    session = game()
    for _ in range(20):
        if session.state.progress.step == start:
            break
        if session.state.progress.step.startswith("collect"):  # one run resolves them all: skip there first
            assert session.execute(SkipToStep(step=start, confirm=True)) == []
            break
        taken = [cmd for cmd in way_on(session) if not session.validate(cmd)]
        assert taken, session.state.progress.step
        assert session.execute(taken[0]) == []
    assert session.execute(SkipToStep(step=target, confirm=True)) == []
    for _ in range(20):
        if session.state.round == 2:
            break
        taken = [cmd for cmd in way_on(session) if not session.validate(cmd)]
        assert taken, f"stranded at {session.state.progress.step}"
        assert session.execute(taken[0]) == []
    assert session.state.round == 2


def test_the_sovereign_panel_offers_the_draw_after_a_skip_past_it(tmp_path):
    """l.397: a round's Sovereign card is drawn before it resolves; skipped past, the draw is still offered."""
    session = game()
    for _ in session.state.players:
        assert session.execute(c.EndTurn(player=session.state.active)) == []
    assert session.execute(SkipToStep(step="sovereign_resolve", confirm=True)) == []
    assert "Enter the Sovereign card drawn" in buttons(screen(table(session, tmp_path)))
