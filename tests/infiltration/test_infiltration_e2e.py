"""End to end in Debian Chromium: home -> a new Infiltration game -> two real rounds -> scoring."""

import re

import pytest

from . import flow

pytestmark = pytest.mark.e2e


def test_a_short_game_through_the_ui(app_page):
    page = app_page
    flow.start_game(page)
    flow.reveal_entry(page)
    flow.play_round_one(page)
    flow.run_npc_phase(page)
    # James Harris wounded the operative who revealed his room, went back to R1 and added 5.
    page.get_by_text(re.compile(r"is wounded \(James Harris\)")).first.wait_for()
    page.get_by_text("Proximity 0 to 5 (James Harris).").first.wait_for()
    flow.roll_security(page)
    flow.play_round_two_and_escape(page)
    page.get_by_text(re.compile("starts the NPC phase in the entry room")).first.wait_for()
    flow.lock_down_by_hand(page)
    flow.enter_scores(page)
    assert page.get_by_text("Undo: Final scoring").count() == 1


def test_a_delayed_operative_is_refused_advance_with_the_rule(app_page):
    page = app_page
    flow.start_game(page)
    flow.reveal_entry(page)
    flow.play_round_one(page)  # the operative in R2 is wounded by James Harris in the NPC phase
    flow.run_npc_phase(page)
    flow.roll_security(page)
    flow.select_cards(page, ["Retreat", "Download", "Download"])  # wounded + Retreat: delayed
    for _ in range(3):
        flow.act(page, re.compile(": resolve "))
    flow.act(page, "Run the NPC phase")
    flow.act(page, "Roll the die")
    flow.click(page, "Advance")
    dialog = page.get_by_role("alertdialog")
    dialog.wait_for()
    text = dialog.aria_snapshot()
    assert "Not allowed" in text
    assert "Rule inf.delayed_no_move" in text
