"""Browser steps shared by the Syndicate e2e tests and the screenshot flow (real clicks, real app).

The steps count the player's taps and typed fields in a :class:`Budget` (the presses a player makes, each
made once).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from companion.content import ContentLibrary
from tests.e2e.contrast import assert_no_error_box
from tests.e2e.steps import button, click, keep_text, press, press_until, still, submit

NAMES = ("Ann", "Bob")
TURN_END = re.compile(r"^End (\w+)'s turn$")
SEATS = ("Ann", "Bo", "Cy")
MATS = ("Terrans", "Ascenders", "Tycho Ring")
"""Three mats typed once in box setup (test data: the draft publishes no mat's numbers)."""


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


def stock_library(home: Path) -> None:
    """Box setup done once on this app: a full board (6 EXO, 9 MIDDLE, 3 INNER; test names), three complete
    mats and an EXO bonus chip Lucky (+1 to missions), all typed from the box by the player (test data)."""
    library = ContentLibrary(user_dir=home / "content")
    for zone, count in (("EXO", 6), ("MIDDLE", 9), ("INNER", 3)):
        for n in range(1, count + 1):
            name = f"{zone.capitalize()} {n}"
            library.add("syndicate", "territories", {"id": name.lower().replace(" ", "-"), "name": name, "zone": zone})
    for n, mat in enumerate(MATS):
        library.add(
            "syndicate",
            "syndicates",
            {
                "id": mat.lower().replace(" ", "-"),
                "name": mat,
                "start": {"credits": 20, "influence": 4, "crew": 6},
                "income": {"credits": 3, "crew": 2},
                "tech_level": 2 + n,
                "assault_level": 1,
            },
        )
    lucky = {"id": "lucky", "name": "Lucky", "zone": "EXO", "roll": {"applies_to": ["mission"], "amount": 1}}
    library.add("syndicate", "bonus_chips", lucky)


def set_up_three(page, budget: Budget) -> None:
    """A new three-player game from the home screen with the library's mats: the names typed on the new-game
    screen, each seat's mat picked from the library; every press and typed field counted."""
    click(page, "New Syndicate game")
    page.get_by_role("radio", name="3 players").click()
    budget.taps += 2
    for seat, name in enumerate(SEATS, start=1):  # a focused seat field's name gains its hint ("Player 1")
        keep_text(page, page.get_by_role("textbox", name=re.compile(f"^Seat {seat} name")), name)
        budget.typed += 1
    budget.taps += 1
    press_until(page, "Start game", "Syndicate for Ann")
    for name, mat in zip(SEATS, MATS, strict=True):
        choose(page, f"Syndicate for {name}", mat)
        budget.taps += 2
        undone(page, f"{name} plays {mat}").wait_for()
    budget.taps += roll_first_player(page)


def start_game(page) -> None:
    click(page, "New Syndicate game")
    click(page, "Start game")
    page.get_by_role("button", name="Syndicate for Player 1").wait_for()


def rename(page, seat: int, name: str) -> None:
    press_until(page, f"Rename Player {seat}", "Rename")
    fill(page, "Player name", name)
    submit(page, "Rename", page.get_by_role("button", name=f"Syndicate for {name}"))


def add_territory(page, name: str) -> None:
    press_until(page, "Add a territory", "Add")
    fill(page, "Territory name", name)
    submit(page, "Add", undone(page, f"Add territory {name} (EXO)"))


def choose_syndicate(page, player: str, name: str, influence: str = "") -> None:
    """A mat not in the library, typed from the mat (and kept in the library for later games)."""
    choose(page, f"Syndicate for {player}", "another: type it from the mat")
    page.get_by_role("button", name="Keep this syndicate", exact=True).wait_for()
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
    """Press a button that runs one command, once, and wait until the log has it."""
    before = log_count(page)
    if budget:
        budget.taps += 1
    press(page, button(page, name), page.get_by_role("button", name=f"Log ({before + 1})"))


def roll_first_player(page) -> int:
    """Roll the d12 (digitally) until nobody ties; each roll is waited for through the log's count. Returns
    how many rolls it took (a tie is rolled again: each roll is a press)."""
    roll = page.get_by_role("button", name=re.compile("Roll the d12 for first player"))
    rolls = 0
    while roll.count():
        act(page, re.compile("Roll the d12 for first player"))
        rolls += 1
    page.get_by_role("button", name=TURN_END).wait_for()
    return rolls


def buy_base(page, territory: str) -> None:
    press_until(page, "Buy a base", "Buy")
    submit(page, "Buy", undone(page, re.compile(f"buys a base on {territory}")))


def one_turn(page, budget: Budget | None = None) -> None:
    """The active player buys a tech level and ends the turn."""
    page.get_by_role("button", name=TURN_END).first.wait_for()
    act(page, "Buy tech level (5 credits)", budget)
    act(page, TURN_END, budget)


def end_turns(page, budget: Budget | None = None, seats: int = len(NAMES)) -> None:
    for _ in range(seats):
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


def play_round(page, budget: Budget, seats: int = len(NAMES)) -> None:
    """A whole round, one action per player: turns, the Sovereign card, resource collection."""
    for _ in range(seats):
        one_turn(page, budget)
    draw_tax_card(page, budget)
    act(page, "Resolve the Sovereign card", budget)
    act(page, "Run resource collection", budget)


def choose(page, dropdown: str, option: str | re.Pattern) -> None:
    """Open a dropdown by its label and pick an option by its text (or a pattern of it); done when the menu has
    closed."""
    exact = isinstance(option, str)
    item = (
        page.get_by_role("menuitem", name=option)
        .or_(page.locator("flt-semantics-host").get_by_text(option, exact=exact or None))
        .last
    )
    press(page, page.get_by_role("button", name=dropdown, exact=True).first, item)
    still(page, item)
    item.click()
    page.get_by_role("menuitem").first.wait_for(state="detached")


def tick(page, name: str, checked: bool) -> None:
    """Set a checkbox with one tap and wait until it shows the new mark."""
    press(page, page.get_by_role("checkbox", name=name), page.get_by_role("checkbox", name=name, checked=checked))


def active(page) -> str:
    """The seat whose turn it is (its End-turn button is on screen)."""
    page.get_by_role("button", name=TURN_END).first.wait_for()
    return next(name for name in SEATS if page.get_by_role("button", name=f"End {name}'s turn").count())


def mission_round_with_a_chip(page) -> tuple[str, str]:
    """A three-player round: the first player buys Exo 1 (its chip not looked at yet); the second buys Exo 2 and
    names the box chip found there, Lucky (+1 to missions), then attempts a mission on Exo 1, the first player's
    base, announcing COOPERATIVE and playing Lucky on the roll; the third ends the turn; then the Sovereign card
    and resource collection. Returns (the owner of Exo 1, the player who attempted the mission)."""
    owner = active(page)
    press_until(page, "Buy a base", "Buy")
    assert_no_error_box(page)
    choose(page, "Territory", re.compile(r"^Exo 1 \(EXO\)"))
    submit(page, "Buy", undone(page, f"{owner} buys a base on Exo 1"))
    act(page, f"End {owner}'s turn")
    player = active(page)
    press_until(page, "Buy a base", "Buy")
    choose(page, "Territory", re.compile(r"^Exo 2 \(EXO\)"))
    choose(page, "Bonus chip found there", "Lucky: +1 to mission rolls")
    submit(page, "Buy", undone(page, f"{player} buys a base on Exo 2"))
    press_until(page, "Attempt a mission", "Roll the action die")
    assert_no_error_box(page)  # the announcement is hidden until another player's base is picked
    choose(page, "Mission territory", f"Exo 1 (EXO): {owner}'s base")
    choose(page, "Announce", f"COOPERATIVE: split the reward with {owner}")
    fill(page, "Winning faces for this status (e.g. 4 5 6)", "4 5 6")
    fill(page, "Reward: credits", "6")
    tick(page, "Play bonus chip Lucky: +1 to this roll (used up)", True)
    shown(page, "Chance of success: 66.7% · counting +1 (chip Lucky +1)").wait_for()
    submit(page, "Roll the action die", shown(page, re.compile(r"Rolled \d \+1 \(chip Lucky \+1\)")))
    act(page, f"End {player}'s turn")
    act(page, TURN_END)
    draw_tax_card(page)
    act(page, "Resolve the Sovereign card")
    act(page, "Run resource collection")
    return owner, player
