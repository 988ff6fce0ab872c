"""The Siege of Columbia end to end in Chromium: a whole 2-player round with two fights through the real
UI (World Event from the library whose typed effect acts, vote, Booker placed with no Elizabeth step to
tap, a Victory Point claim the engine checks, the white die's faces typed in Box setup after the game
started and offered in the fight that misses them, both turns with two moves and a fight each, one
against a token and one against the other player's units, the dice rolled at the table and tapped in,
refresh) on a phone in the light theme and on a tablet in the dark one (the mid-game test covers the
other two), within the tap target; errors in the browser or the server fail the test."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.conftest import PHONE, TABLET, assert_no_errors, open_table
from tests.e2e.contrast import assert_no_error_box, scroll_through
from tests.e2e.steps import record_round, said

from .flow import (
    attacking_turn,
    box_dice_mid_game,
    claim_is_checked,
    player_turn,
    refresh,
    reset_counts,
    reveal_event,
    reveal_vp_card,
    start_game,
    vote,
    world_event_phase,
)


@pytest.mark.e2e
@pytest.mark.parametrize(("size", "dark"), [(PHONE, False), (TABLET, True)], ids=["phone-light", "tablet-dark"])
def test_a_light_round_within_the_tap_target(page, served_app, size, dark):
    open_table(page, served_app, "/", dark, size)
    start_game(page)
    expect(page.get_by_role("checkbox", name="Each player draws 5 action cards.")).to_be_visible()
    reveal_vp_card(page)
    box_dice_mid_game(page)
    reset_counts(page)  # counted from the World Event to the next round's first step
    reveal_event(page, "Power Outage")  # a library card with a typed effect
    vote(page)
    expect(page.get_by_label(re.compile("Upgrades have no effect this round."))).to_be_visible()  # its effect acted
    world_event_phase(page)
    assert_no_error_box(page)
    # the library Victory Point card's condition is checked: the Founders hold 1 stronghold location of 3
    claim_is_checked(
        page,
        "Established",
        "Established needs 3 locations with a stronghold; the Founders hold 1.",
        "Nothing to produce",
    )
    player_turn(page, "9 Garden of New Eden", "10 Comstock Center", "P1")
    attacking_turn(page, "14 Fink MFG", "10 Comstock Center", "P2", "P1")
    refresh(page)
    expect(page.locator("flt-semantics-host").get_by_text("Round 2 — Reveal the World Event")).to_be_visible()
    record_round(page, "columbia", page.taps, page.typed, dark)
    seen: list[str] = []

    def check(n: int) -> None:  # the table below, the Victory Point cards in play included
        seen.append(page.locator("flt-semantics-host").aria_snapshot())

    log = page.get_by_role("button", name=re.compile(r"^Log \(\d+\)$"))
    scroll_through(page, log, check, contrast=False)  # contrast: the mid-game test, at a phone's pixel density
    assert "Established (2 VP) · open" in "".join(seen)
    assert_no_errors(page, served_app)


@pytest.mark.e2e
def test_a_round_on_a_german_phone(browser, served_app):
    """Issue 41, Build 5: a phone whose browser asks for German plays a whole round in German (every button,
    chip and text the flow waits on is the German catalogue's; the cards' and places' names stay as typed)."""
    context = browser.new_context(viewport=PHONE, locale="de-DE")
    try:
        page = context.new_page()
        page.language = "de"
        open_table(page, served_app, "/")
        start_game(page)
        reveal_vp_card(page)
        box_dice_mid_game(page)
        reveal_event(page, "Power Outage")
        vote(page)
        world_event_phase(page)
        player_turn(page, "9 Garden of New Eden", "10 Comstock Center", "P1")
        attacking_turn(page, "14 Fink MFG", "10 Comstock Center", "P2", "P1")
        refresh(page)
        round_two = said(page, "Round {n} — {step}", n=2, step=said(page, "Reveal the World Event"))
        expect(page.locator("flt-semantics-host").get_by_text(round_two)).to_be_visible()
        assert_no_errors(page, served_app)
    finally:
        context.close()
