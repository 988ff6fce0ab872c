"""Browser steps shared by the Syndicate e2e tests and the screenshot flow (real clicks, real app).

The round's steps count the player's taps and typed fields in a :class:`Budget` (the presses a
player makes; a press the steps repeat because Flutter lost it while redrawing is not counted).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from tests.e2e.steps import click, keep_text, press_until, submit

NAMES = ("Ann", "Bob")
TURN_END = re.compile(r"^End (\w+)'s turn$")


@dataclass
class Budget:
    """Taps and typed fields a player spends."""

    taps: int = 0
    typed: int = 0

    @property
    def total(self) -> int:
        return self.taps + self.typed


def shown(page, text: str | re.Pattern):
    """Text on screen, either a text node or inside a section (a group's accessible name)."""
    pattern = text if isinstance(text, re.Pattern) else re.compile(re.escape(text))
    return page.locator("flt-semantics-host").get_by_text(pattern).or_(page.get_by_role("group", name=pattern)).first


def undone(page, label: str | re.Pattern):
    """The undo bar's label at the top of the game screen: the last command the app ran."""
    pattern = label if isinstance(label, re.Pattern) else re.compile(re.escape(label))
    return page.locator("flt-semantics-host").get_by_text(re.compile("Undo: .*" + pattern.pattern, pattern.flags)).first


def fill(page, label: str, value: str, budget: Budget | None = None) -> None:
    keep_text(page, page.get_by_role("textbox", name=label, exact=True), value)
    if budget:
        budget.typed += 1


def start_game(page) -> None:
    click(page, "New Syndicate game")
    click(page, "Start game")
    page.get_by_role("button", name="Choose a syndicate for Player 1").wait_for()


def rename(page, seat: int, name: str) -> None:
    press_until(page, f"Rename Player {seat}", "Rename")
    fill(page, "Player name", name)
    submit(page, "Rename", page.get_by_role("button", name=f"Choose a syndicate for {name}"))


def add_territory(page, name: str) -> None:
    press_until(page, "Add a territory", "Add")
    fill(page, "Territory name", name)
    submit(page, "Add", undone(page, f"Add territory {name} (EXO)"))


def choose_syndicate(page, player: str, name: str, influence: str = "") -> None:
    press_until(page, f"Choose a syndicate for {player}", "Keep this syndicate")
    fill(page, "Syndicate name", name)
    fill(page, "Start: credits", "20")  # blank amounts count as 0
    if influence:
        fill(page, "Start: influence", influence)
    fill(page, "Starting tech level", "3")
    fill(page, "Starting assault level (0-2)", "1")
    submit(page, "Keep this syndicate", undone(page, f"plays {name}"))


def set_up(page, territories: tuple[str, ...] = (), influence: str = "") -> None:
    """Players named Ann and Bob, the ``territories`` (EXO), two syndicates (with ``influence`` to start, if
    given); the d12 roll-off comes next."""
    start_game(page)
    for seat, name in enumerate(NAMES, start=1):
        rename(page, seat, name)
    for territory in territories:
        add_territory(page, territory)
    choose_syndicate(page, NAMES[0], "Terrans", influence)
    choose_syndicate(page, NAMES[1], "Ascenders", influence)


def log_count(page) -> int:
    name = page.get_by_role("button", name=re.compile(r"^Log \(\d+\)$")).first.text_content() or ""
    found = re.search(r"\d+", name)
    return int(found.group()) if found else -1


def act(page, name: str | re.Pattern, budget: Budget | None = None) -> None:
    """Press a button that runs one command and wait until the log has it (a lost click is pressed again)."""
    before = log_count(page)
    if budget:
        budget.taps += 1
    for _ in range(3):
        click(page, name)
        try:
            page.get_by_role("button", name=f"Log ({before + 1})").wait_for(timeout=8_000)
            return
        except Exception:  # noqa: BLE001, S112 - the click was lost while the screen redrew
            continue
    page.get_by_role("button", name=f"Log ({before + 1})").wait_for()


def roll_first_player(page) -> None:
    """Roll the d12 (digitally) until nobody ties; each roll is waited for through the log's count."""
    roll = page.get_by_role("button", name=re.compile("Roll the d12 for first player"))
    while roll.count():
        act(page, re.compile("Roll the d12 for first player"))
    page.get_by_role("button", name=TURN_END).wait_for()


def buy_base(page, territory: str) -> None:
    press_until(page, "Buy a base", "Buy")
    submit(page, "Buy", undone(page, re.compile(f"buys a base on {territory}")))


def one_turn(page, budget: Budget | None = None) -> None:
    """The active player buys a tech level and ends the turn."""
    page.get_by_role("button", name=TURN_END).first.wait_for()
    act(page, "Buy tech level (5 credits)", budget)
    act(page, TURN_END, budget)


def end_turns(page, budget: Budget | None = None) -> None:
    for _ in NAMES:
        act(page, TURN_END, budget)
    page.get_by_role("button", name="Enter the Sovereign card drawn").wait_for()


def draw_tax_card(page, budget: Budget | None = None) -> None:
    press_until(page, "Enter the Sovereign card drawn", "Draw")
    if budget:
        budget.taps += 1
    fill(page, "Card name", "Tax", budget)
    fill(page, "Tax per base at this alert (blank: none)", "2", budget)
    submit(page, "Draw", page.get_by_role("button", name="Resolve the Sovereign card"))
    if budget:
        budget.taps += 1


def play_round(page, budget: Budget) -> None:
    """A whole round, one action per player: turns, the Sovereign card, resource collection."""
    for _ in NAMES:
        one_turn(page, budget)
    draw_tax_card(page, budget)
    act(page, "Resolve the Sovereign card", budget)
    act(page, "Run resource collection", budget)


def choose(page, dropdown: str, option: str) -> None:
    """Open a dropdown by its label and pick an option by its text; done when the menu has closed."""
    item = (
        page.get_by_role("menuitem", name=option)
        .or_(page.locator("flt-semantics-host").get_by_text(option, exact=True))
        .last
    )
    for _ in range(3):  # a press lost while the screen redrew is pressed again
        page.get_by_role("button", name=dropdown, exact=True).first.click()
        try:
            item.wait_for(timeout=5_000)
            break
        except Exception:  # noqa: BLE001, S112 - the menu did not open: press again
            continue
    item.click(timeout=5_000)
    page.get_by_role("menuitem").first.wait_for(state="detached")
