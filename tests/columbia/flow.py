"""Browser steps shared by the Columbia e2e test and the screenshot flow (real clicks, real app)."""

from __future__ import annotations

import re

TITLE = "New BioShock Infinite: The Siege of Columbia game"


def fill(page, label: str, value: str) -> None:
    """Type into a field, then check Flutter kept the text (a busy machine can drop a fast fill)."""
    box = page.get_by_role("textbox", name=label)
    for _ in range(5):
        box.click()
        box.fill(value)
        page.wait_for_timeout(250)
        if box.input_value() == value:
            return
    raise AssertionError(f"the field {label!r} did not keep {value!r}")


def click(page, name: str | re.Pattern) -> None:
    """Click the button named exactly ``name`` (the shell's "Skip: ..." buttons contain step names)."""
    page.get_by_role("button", name=name, exact=isinstance(name, str)).first.click()


def start_game(page, seed: str = "1") -> None:
    """A 2-player game; seed 1 gives P1 (Founders) the first-player token."""
    click(page, TITLE)
    fill(page, "Seed (optional)", seed)
    click(page, "Start game")
    page.get_by_role("button", name="Reveal the first Victory Point card").wait_for()


def reveal_vp_card(page, name: str = "Established", points: str = "2") -> None:
    click(page, re.compile("Reveal (the first|a) Victory Point card"))
    fill(page, "Card name", name)
    fill(page, "Victory points", points)
    click(page, "Put in play")
    page.get_by_role("button", name="Reveal the first Victory Point card", exact=True).wait_for(state="detached")


def reveal_event(page, name: str = "Sound the Alarm") -> None:
    click(page, "Reveal the World Event")
    fill(page, "Card name", name)
    click(page, "Reveal")
    page.get_by_role("button", name="Vote", exact=True).wait_for()


def open_vote(page) -> None:
    click(page, "Vote")
    page.get_by_role("button", name="Tally the vote", exact=True).wait_for()


def add_influence(page, influence: str = "2") -> None:
    fill(page, "P1: influence value", influence)
    click(page, "Add card (P1)")


def tally(page) -> None:
    click(page, "Tally the vote")
    page.get_by_role("button", name="Resolve Elizabeth", exact=True).wait_for()


def world_event_phase(page) -> None:
    click(page, "Resolve Elizabeth")
    click(page, "Place Booker")
    page.get_by_role("button", name="Produce", exact=True).wait_for()


def turn_to_combat(page) -> None:
    """P1 produces nothing, skips building and walks Comstock onto #1's token."""
    click(page, "Produce")
    click(page, "Collect Silver Eagles")
    click(page, "Done: Recruit / build / upgrade")
    click(page, "Move a unit")
    click(page, "Move")
    click(page, "Done: Move (up to 4)")
    page.get_by_role("button", name="Fight on #1", exact=True).wait_for()


def open_combat(page) -> None:
    click(page, "Fight on #1")
    page.get_by_role("button", name="Reveal and roll", exact=True).wait_for()


def fight_token(page) -> None:
    fill(page, "Attacker dice (P1)", "3")
    fill(page, "Token combat total", "2")
    fill(page, "Token Silver Eagles", "1")
    click(page, "Reveal and roll")
    page.get_by_role("button", name="Fight on #1", exact=True).wait_for(state="detached")
