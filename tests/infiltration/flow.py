"""The browser flow shared by the e2e test and the screenshots: a short real game through the UI.

Every step waits on what the screen shows (the undo bar naming the command just run, a dialog's
field, the next button), never a fixed time.
"""

from __future__ import annotations

import re

from tests.e2e import steps

UNDO = re.compile(r"^(Undo: |Nothing to undo)")


def count(page, taps: int = 0, typed: int = 0) -> None:
    """Count the player's taps and typed fields on ``page`` (the round's effort budget)."""
    page.taps = getattr(page, "taps", 0) + taps
    page.typed = getattr(page, "typed", 0) + typed


def click(page, name: str | re.Pattern, timeout: float | None = None, counted: bool = True) -> None:
    steps.click(page, name, timeout)
    count(page, taps=int(counted))


def undo_label(page) -> str:
    """The undo bar's text; while a dialog hides the page, the last one an action saw."""
    label = page.locator("flt-semantics-host").get_by_text(UNDO)
    return label.first.inner_text() if label.count() else getattr(page, "undo_seen", "")


def act(page, name: str | re.Pattern) -> None:
    """Click a button that runs a command, once, and wait until the app has taken it (the undo bar names
    another command)."""
    before = undo_label(page)
    moved = page.locator("flt-semantics-host").get_by_text(UNDO)
    if before:
        moved = moved.filter(has_not_text=re.compile("^" + re.escape(before) + "$"))
    count(page, taps=steps.press(page, steps.button(page, name), moved))
    page.undo_seen = moved.first.inner_text()


def choose(page, dropdown: str, option: str) -> None:
    """Open a Flet dropdown by its label and pick an option by its text; done when the menu has closed."""
    count(page, taps=2)
    item = (
        page.get_by_role("menuitem", name=option)
        .or_(page.locator("flt-semantics-host").get_by_text(option, exact=True))
        .last
    )
    steps.press(page, page.get_by_role("button", name=dropdown, exact=True).first, item)
    steps.still(page, item)
    item.click()
    page.get_by_role("menuitem").first.wait_for(state="detached")


def fill(page, label: str, value: str) -> None:
    count(page, typed=1)
    steps.keep_text(page, page.get_by_role("textbox", name=re.compile("^" + re.escape(label))).last, value)


def start_game(page, players: int = 3) -> None:
    click(page, "New Infiltration game")
    page.get_by_role("radio", name=f"{players} players").click()
    click(page, "Start game")
    page.get_by_role("button", name="Type the entry room card").wait_for()


def reveal_entry(page) -> None:
    click(page, "Type the entry room card")
    fill(page, "Room name", "Lobby")
    fill(page, "Available DF", "4")
    act(page, "Reveal entry room")
    page.get_by_role("button", name="Advance").wait_for()


def select_cards(page, cards: list[str]) -> None:
    for card in cards:
        act(page, card)


def play_round_one(page) -> None:
    """Advance into R2 revealing a room that places James Harris; the others download."""
    select_cards(page, ["Advance", "Download", "Download"])
    click(page, re.compile("Advance into R2"))
    fill(page, "Room name", "Server Farm")
    fill(page, "Available DF", "3")
    choose(page, "Reveal places an NPC", "James Harris")
    act(page, "Reveal and enter")
    act(page, re.compile(": resolve Download"))
    act(page, re.compile(": resolve Download"))
    page.get_by_role("button", name="Run the NPC phase").wait_for()


def run_npc_phase(page) -> None:
    act(page, "Run the NPC phase")
    page.locator("flt-semantics-host").get_by_text("James Harris acts in", exact=False).first.wait_for()


def roll_security(page) -> None:
    act(page, "Roll the die")
    page.locator("flt-semantics-host").get_by_text("Round 2").first.wait_for()


def play_round_two_and_escape(page) -> None:
    """Two operatives retreat out of the entry room; the third downloads in R2 (Player 2 selects first)."""
    select_cards(page, ["Retreat", "Retreat", "Download"])
    for _ in range(3):
        act(page, re.compile(": resolve "))
    act(page, "Run the NPC phase")
    act(page, "Roll the die")
    page.locator("flt-semantics-host").get_by_text("Round 3").first.wait_for()


def lock_down_by_hand(page) -> None:
    """The table raises proximity to 99 by hand (a disputed effect): the game ends."""
    click(page, "By hand: card texts and corrections")
    click(page, "Apply an effect by hand")  # "Raise proximity" is the first effect offered
    fill(page, "Amount", "99")
    fill(page, "Why (card name)", "end of the demo")
    act(page, "Apply effect")
    page.get_by_role("button", name="Score the game").wait_for()


def enter_scores(page) -> None:
    fields = page.get_by_role("textbox", name=re.compile("DF values?"))
    for k in range(fields.count()):
        field = fields.nth(k)
        count = int(re.search(r": (\d+) DF values?", field.get_attribute("aria-label") or "").group(1))
        steps.keep_text(page, field, " ".join(["3"] * count if k == 0 else ["2"] * count))
    act(page, "Score the game")
    page.get_by_role("button", name="Score the game").wait_for(state="detached")
