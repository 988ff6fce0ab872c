"""Elizabeth timelines: entered in full in box setup, the shipped partial one retired, and every
typed step resolved (step texts below are TEST FIXTURES: timelines no.2 and no.3 are NOT FOUND)."""

import flet as ft

from companion import games
from companion.content import ContentLibrary
from companion.games.columbia.commands import ConfirmCardStep, ResolveElizabeth
from companion.games.columbia.content import TimelineStep
from companion.ui.columbia.box import box_setup
from tests.ui.fake_session import walk
from tests.ui.fake_table import buttons

from .helpers import at, do, fresh, session


def test_elizabeth_step_resolves_a_full_timeline_to_its_last_step():
    """columbia-rules-summary.txt §Elizabeth l.98: each Elizabeth symbol moves the marker and resolves that step."""
    s = at(fresh(), "elizabeth", elizabeth=True, booker=7)
    s.booker = 7
    s.timeline = [
        TimelineStep(text="Start"),
        TimelineStep(text="Booker frees her.", adds_elizabeth=True),
        TimelineStep(text="Every player discards a card."),
        TimelineStep(text="She tears the city apart.", destroys_her_location=True),
    ]
    g = session(s)
    for _ in range(3):
        g.state.progress.step = "elizabeth"
        do(g, ResolveElizabeth())
    assert g.state.elizabeth.where == "with_booker" and g.state.locations[6].destroyed
    assert g.state.card_steps == ["Elizabeth, step 3: Every player discards a card."]
    do(g, ConfirmCardStep(index=0))
    g.state.progress.step = "elizabeth"
    do(g, ResolveElizabeth())  # past the entered timeline: the table reads the card
    assert g.state.card_steps == ["Elizabeth, step 5: resolve it from the timeline card (not entered)."]


def test_a_retired_timeline_is_never_drawn(tmp_path):
    library = ContentLibrary(user_dir=tmp_path)
    ctx = type("Ctx", (), {"library": library, "toast": lambda self, message: None})()
    screen = box_setup(ctx)
    fields = {c.label: c for c in walk(screen) if isinstance(c, ft.TextField)}
    for number in (1, 2):
        fields["Timeline name"].value = f"Test timeline {number}"
        fields["Steps, one a line"].value = "Start\n+ Booker frees her\nShe escapes"
        buttons(screen)["Save timeline"].on_click(None)
    buttons(box_setup(ctx))["Retire Elizabeth timeline no.1 (partial)"].on_click(None)
    assert "Use Elizabeth timeline no.1 (partial) again" in buttons(box_setup(ctx))
    d = games.get("columbia")
    drawn = {d.new_game(2, seed, d.resolve_options({}), library).timeline_name for seed in range(20)}
    assert drawn == {"Test timeline 1", "Test timeline 2"}
