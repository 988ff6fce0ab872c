"""The Siege of Columbia end to end in Chromium: a whole light round through the real UI (World
Event, vote, Elizabeth, Booker, both turns with two moves and a fight each, refresh) in the light
and the dark theme, counting the taps; errors in the browser or the server fail the test."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from companion.ui.context import Settings
from tests.conftest import assert_no_errors, open_app
from tests.e2e.contrast import assert_no_error_box

from .flow import (
    player_turn,
    refresh,
    reset_counts,
    reveal_event,
    reveal_vp_card,
    start_game,
    vote,
    world_event_phase,
)

TAP_BUDGET = 40  # a light round, counted from the World Event to the next round's first step


def play_a_round(page) -> None:
    start_game(page)
    expect(page.get_by_role("checkbox", name="Each player draws 5 action cards.")).to_be_visible()
    reveal_vp_card(page)
    reset_counts(page)
    reveal_event(page)
    vote(page)
    world_event_phase(page)
    assert_no_error_box(page)
    player_turn(page, "Garden of New Eden", "10 Comstock Center", "P1")
    player_turn(page, "Fink MFG", "15 Shanty Town", "P2")
    refresh(page)
    expect(page.get_by_text("Round 2 — Reveal the World Event")).to_be_visible()
    for _ in range(3):  # the table below, the Victory Point cards in play included
        assert_no_error_box(page)
        page.mouse.move(206, 600)
        page.mouse.wheel(0, 900)
    print(f"\nA light Columbia round: {page.taps} taps, {page.typed} typed fields")
    assert page.taps <= TAP_BUDGET


@pytest.mark.e2e
def test_a_light_round_in_the_light_theme(app_page):
    play_a_round(app_page)
    expect(app_page.get_by_text("Established (2 VP) · open")).to_be_visible()


@pytest.mark.e2e
def test_a_light_round_in_the_dark_theme(page, served_app):
    Settings(dark=True).save(served_app.home / "settings.json")
    page.set_default_timeout(20_000)
    open_app(page, served_app.url)
    play_a_round(page)
    assert_no_errors(page, served_app)
