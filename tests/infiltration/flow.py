"""The browser flow shared by the e2e test and the screenshots: a short real game through the UI."""

from __future__ import annotations

import re

SETTLE_MS = 700


def settle(page) -> None:
    page.wait_for_timeout(SETTLE_MS)


def click(page, name: str | re.Pattern) -> None:
    page.get_by_role("button", name=name).first.click()
    settle(page)


def choose(page, dropdown: str, option: str) -> None:
    """Open a Flet dropdown by its label and pick an option by its text."""
    page.get_by_role("combobox", name=dropdown).or_(page.get_by_role("button", name=dropdown)).first.click()
    settle(page)
    page.get_by_role("menuitem", name=option).or_(page.get_by_text(option, exact=True)).last.click()
    settle(page)


def fill(page, label: str, value: str) -> None:
    page.get_by_role("textbox", name=re.compile("^" + re.escape(label))).last.fill(value)


def start_game(page, players: int = 3) -> None:
    click(page, "New Infiltration game")
    page.get_by_role("radio", name=f"{players} players").click()
    click(page, "Start game")
    page.get_by_role("textbox", name="Room name").wait_for()
    settle(page)


def reveal_entry(page) -> None:
    fill(page, "Room name", "Lobby")
    fill(page, "Available DF", "4")
    click(page, "Reveal entry room")
    page.get_by_role("button", name="Advance").wait_for()


def select_cards(page, cards: list[str]) -> None:
    for card in cards:
        click(page, card)


def play_round_one(page) -> None:
    """Advance into R2 revealing a room that places James Harris; the others download."""
    select_cards(page, ["Advance", "Download", "Download"])
    click(page, re.compile("Advance into R2"))
    fill(page, "Room name", "Server Farm")
    fill(page, "Available DF", "3")
    choose(page, "Reveal places an NPC", "James Harris")
    click(page, "Reveal and enter")
    click(page, re.compile(": resolve Download"))
    click(page, re.compile(": resolve Download"))
    page.get_by_role("button", name="Run the NPC phase").wait_for()


def run_npc_phase(page) -> None:
    click(page, "Run the NPC phase")
    page.get_by_text("James Harris acts in", exact=False).first.wait_for()


def roll_security(page) -> None:
    click(page, "Roll the die")
    page.get_by_text("Round 2").first.wait_for()
