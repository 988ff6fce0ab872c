"""The Siege of Columbia end to end in Chromium: a new game, the first VP card, a World Event
with its vote, Booker, a turn with a move and a combat against a territory token."""

from __future__ import annotations

import re

from playwright.sync_api import expect

from .flow import (
    add_influence,
    click,
    fight_token,
    open_combat,
    open_vote,
    press_until,
    reveal_event,
    reveal_vp_card,
    start_game,
    submit,
    tally,
    turn_to_combat,
    world_event_phase,
)


def test_a_round_of_columbia(app_page):
    page = app_page
    start_game(page)
    expect(page.get_by_role("checkbox", name="Each player draws 5 action cards.")).to_be_visible()
    reveal_vp_card(page)
    reveal_event(page)
    open_vote(page)
    add_influence(page)
    tally(page)
    expect(page.get_by_text("Undo: Vote: P1 2")).to_be_visible()
    world_event_phase(page)
    turn_to_combat(page)
    press_until(page, "End turn", "OK")
    expect(page.get_by_text(re.compile("Rule col.combat_required"))).to_be_visible()  # the refusal names the rule
    submit(page, "OK")
    open_combat(page)
    expect(page.get_by_text(re.compile(r"Odds need the faces of the red dice"))).to_be_visible()
    fight_token(page)
    expect(page.get_by_text(re.compile("Undo: Combat on #1: P1"))).to_be_visible()
    press_until(page, "Place an earned upgrade (Founders)", "Action card")  # an earned upgrade is placed at once
    page.get_by_text("Upgrade", exact=True).click()  # the dialog's button (its dropdown is named Upgrade too)
    expect(page.get_by_text(re.compile("Undo: Upgrade Handyman"))).to_be_visible()
    click(page, "End turn")
    expect(page.get_by_role("group", name=re.compile("now: P2"))).to_be_visible()
