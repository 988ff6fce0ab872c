"""Syndicate end to end in Chromium: set up, a turn with a base purchase, the Sovereign card with a
pardon, and resource collection; through the real served app."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from .flow import act, buy_base, draw_tax_card, end_turns, roll_first_player, set_up, shown

pytestmark = pytest.mark.e2e


def test_a_round_of_syndicate(app_page):
    page = app_page
    set_up(page)
    roll_first_player(page)
    buy_base(page, "Goshen")
    act(page, "Buy tech level (5 credits)")
    expect(shown(page, re.compile(r"Player \d: 5 · next 10 credits"))).to_be_visible()
    end_turns(page)
    draw_tax_card(page)
    act(page, re.compile(r"Pardon Player 2 \([35] influence\)"))
    expect(shown(page, "Player 2 is pardoned.")).to_be_visible()
    act(page, "Resolve the Sovereign card")
    act(page, "Run resource collection")
    expect(shown(page, "Last resource collection")).to_be_visible()
    expect(shown(page, "Round 2")).to_be_visible()
