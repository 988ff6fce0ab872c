"""Browser steps shared by the Columbia e2e test and the screenshot flow (real clicks, real app)."""

from __future__ import annotations

import re

from tests.e2e.steps import click, keep_text, press_until, submit

TITLE = "New BioShock Infinite: The Siege of Columbia game"


def fill(page, label: str, value: str) -> None:
    keep_text(page, page.get_by_role("textbox", name=label), value)


def start_game(page, seed: str = "1") -> None:
    """A 2-player game; seed 1 gives P1 (Founders) the first-player token."""
    click(page, TITLE)
    fill(page, "Seed (optional)", seed)
    click(page, "Start game")
    page.get_by_role("button", name="Reveal the first Victory Point card").wait_for()


def reveal_vp_card(page, name: str = "Established", points: str = "2") -> None:
    press_until(page, re.compile("Reveal (the first|a) Victory Point card"), "Put in play")
    fill(page, "Card name", name)
    fill(page, "Victory points", points)
    submit(page, "Put in play")
    page.get_by_role("button", name="Reveal the first Victory Point card", exact=True).wait_for(state="detached")


def reveal_event(page, name: str = "Sound the Alarm") -> None:
    press_until(page, "Reveal the World Event", "Reveal")
    fill(page, "Card name", name)
    submit(page, "Reveal")
    page.get_by_role("button", name="Vote", exact=True).wait_for()


def open_vote(page) -> None:
    press_until(page, "Vote", "Tally the vote")


def shows(page, text: str, timeout_ms: int = 3000) -> bool:
    """Whether the accessibility tree shows ``text`` within the timeout (texts merge into groups)."""
    for _ in range(timeout_ms // 250):
        if text in page.locator("flt-semantics-host").aria_snapshot():
            return True
        page.wait_for_timeout(250)
    return False


def add_influence(page, influence: str = "2") -> None:
    fill(page, "P1: influence value", influence)
    for _ in range(4):
        click(page, "Add card (P1)")
        if shows(page, f"P1: card {influence}"):
            return
    raise AssertionError("the card was not added")


def tally(page) -> None:
    submit(page, "Tally the vote")
    page.get_by_role("button", name="Resolve Elizabeth", exact=True).wait_for()


def world_event_phase(page) -> None:
    press_until(page, "Resolve Elizabeth", "Place Booker")
    press_until(page, "Place Booker", "Produce")


def turn_to_combat(page) -> None:
    """P1 produces nothing, skips building and walks Comstock onto #1's token."""
    press_until(page, "Produce", "Collect Silver Eagles")
    submit(page, "Collect Silver Eagles")
    press_until(page, "Done: Recruit / build / upgrade", "Done: Move (up to 4)")
    press_until(page, "Move a unit", "Move")
    submit(page, "Move")
    press_until(page, "Done: Move (up to 4)", "Fight on #1")


def open_combat(page) -> None:
    press_until(page, "Fight on #1", "Reveal and roll")


def fight_token(page) -> None:
    fill(page, "Attacker dice (P1)", "3")
    fill(page, "Token combat total", "2")
    fill(page, "Token Silver Eagles", "1")
    press_until(page, "Reveal and roll", "Board updated")
    submit(page, "Board updated")
    page.get_by_role("button", name="Fight on #1", exact=True).wait_for(state="detached")
