"""In Chromium at phone size: room and item cards typed once in Box setup work however they are reached.

A game with the Specialists items and the Item Draft variant is started, and its setup checklist names
the first player's Specialists items. Box setup then remembers "Guard Post: Enter raises the alarm by 1,
then wounds an operative the players choose" and the first player's first item as "two moves forward".
The game drafts its items pass by pass; the first player's phone plays that item by its chip: the dialog
asks for R2's card (typed), then again for R3's (the Guard Post from the library: the players choose whom it
wounds). In round 2 a second operative walks into the Guard Post: the alarm rises again without anything
retyped, and this time nobody takes the wound (RS l.81-85, l.141-150, l.172, l.206-218, l.236-252). Waits
only on what the screen shows.
"""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import TimeoutError as NotYet
from playwright.sync_api import expect

from tests.conftest import ROOT, assert_no_errors, open_app
from tests.e2e import steps
from tests.e2e.steps import keep_text

pytestmark = pytest.mark.e2e

SHIPPED = json.loads((ROOT / "data" / "infiltration" / "operatives.json").read_text())["entries"]
OPERATIVE = re.compile("^(" + "|".join(re.escape(entry["name"]) for entry in SHIPPED) + ")$")  # any operative


def button(page, name: str | re.Pattern):
    return page.get_by_role("button", name=name, exact=isinstance(name, str) or None).first


def into_view(page, target) -> None:
    """Scroll until ``target`` is on screen (Flutter leaves what is off screen out of the page): from where the
    page is, down, then from the top down."""
    page.mouse.move(200, 500)
    for attempt in range(30):
        if attempt == 12:
            page.mouse.wheel(0, -10_000)
        try:
            target.wait_for(timeout=500)
        except NotYet:
            page.mouse.wheel(0, 350)
            continue
        box = target.bounding_box()
        if box and box["y"] >= 0 and box["y"] + box["height"] <= page.viewport_size["height"]:
            return
        page.mouse.wheel(0, 350 if not box or box["y"] > 0 else -350)
    raise AssertionError(f"scrolling never brought {target} on screen")


def press(page, name: str | re.Pattern, shows) -> None:
    """Scroll the button ``name`` into view, press it once and wait until ``shows`` (a locator) is on screen."""
    into_view(page, button(page, name))
    steps.press(page, button(page, name), shows)


def type_in(page, label: str, value: str) -> None:
    keep_text(page, page.get_by_role("textbox", name=re.compile("^" + re.escape(label))).last, value)


def pick(page, label: str, option: str) -> None:
    """Open the dropdown ``label`` and choose ``option``; done when the menu has closed."""
    item = (
        page.get_by_role("menuitem", name=option)
        .or_(page.locator("flt-semantics-host").get_by_text(option, exact=True))
        .last
    )
    press(page, label, item)
    steps.still(page, item)
    item.click()
    page.get_by_role("menuitem").first.wait_for(state="detached")


def text(page, words: str | re.Pattern):
    """Words on screen: a text, or part of a group's or control's name (Flutter merges a card's texts)."""
    pattern = words if isinstance(words, re.Pattern) else re.compile(re.escape(words))
    return page.locator("flt-semantics-host").get_by_text(pattern).or_(page.get_by_label(pattern)).first


def test_cards_typed_once_in_box_setup_work_however_they_are_reached(page, served_app):
    page.set_default_timeout(20_000)
    open_app(page, served_app.url)

    # A 3-player game with the Specialists items and the Item Draft; its checklist names Player 1's items.
    press(page, "New Infiltration game", page.get_by_role("radio", name="3 players"))
    page.get_by_role("radio", name="3 players").click()
    drafted = "Played: the item cards are drafted at setup."
    press(page, re.compile("^Rules readings and variants"), button(page, drafted))  # folded until opened
    steps.choose_sentence(page, drafted)
    steps.choose_sentence(page, "Played: each operative starts with its two named items.")
    press(page, "Start game", button(page, "Type the entry room card"))
    specialists = text(page, re.compile("^Specialists: "))
    specialists.wait_for()
    line = specialists.get_attribute("aria-label") or specialists.inner_text()
    item = re.match(r"Specialists: [^:]+: ([^,;]+),", line).group(1)  # Player 1's operative is named first
    press(page, "Back", button(page, "Box setup: Infiltration"))

    # Box setup: the Guard Post, whose Enter function raises the alarm by 1, and the item: two moves forward.
    press(page, "Box setup: Infiltration", page.get_by_role("textbox", name="Room name"))
    type_in(page, "Room name", "Guard Post")
    type_in(page, "Available DF", "2")
    pick(page, "Effect", "Raise (or lower) the alarm")
    press(page, "Add effect", text(page, "Enter: Raise (or lower) the alarm, amount 1"))
    pick(page, "Effect", "Wound an operative")
    pick(page, "Which operative", "One the players choose")
    press(page, "Add effect", text(page, "Enter: Wound an operative, an operative the players choose"))
    press(page, "Save room", text(page, "Saved Guard Post."))
    type_in(page, "Item card name", item)
    effect = page.get_by_role("button", name="Effect", exact=True).last
    into_view(page, effect)
    for count in (1, 2):
        pick_last(page, "Effect", "Move one room forward")
        press(page, "Add to the item's text", text(page, re.compile("When played: Move one room forward")))
        expect(page.get_by_role("button", name=re.compile("^Remove When played: Move"))).to_have_count(count)
    press(page, "Save item", text(page, f"Saved {item}."))
    press(page, "Back", button(page, "Resume Infiltration"))
    press(page, "Resume Infiltration", button(page, "Type the entry room card"))

    press(page, "Type the entry room card", page.get_by_role("textbox", name="Room name"))
    type_in(page, "Room name", "Lobby")
    type_in(page, "Available DF", "4")
    press(page, "Reveal entry room", text(page, "Item Draft: pass 1 of 3"))

    # The draft, the phone passed round: in pass 1, 2, 3 each operative keeps 1, 2, 3 of the 4 in hand
    # (the cards kept last pass start picked: one tap picks one more), passing the rest on. Each operative
    # keeps its first card throughout: Player 1 keeps the item typed in box setup.
    for wanted in (1, 2, 3):
        for kept in (1, 2, 3):
            chip = page.get_by_role("button", name=re.compile(" keeps: ")).nth(wanted - 1)
            into_view(page, chip)
            chip.click()  # once: a second tap would put the card back
            expect(button(page, f"Keep {wanted}, pass {4 - wanted}")).to_be_enabled()
            after = (
                f"{kept} of 3 operatives have kept their cards."
                if kept < 3
                else (f"Item Draft: pass {wanted + 1} of 3" if wanted < 3 else "Item Draft done")
            )
            press(page, f"Keep {wanted}, pass {4 - wanted}", text(page, after))

    # Round 1: Player 1 plays the item by its chip on its own phone; each face-down room is asked in turn.
    select(page, {"Player 1": "Item card", "Player 2": "Advance", "Player 3": "Download"})
    this_phone(page, "Player 1")
    press(page, re.compile(": resolve Item card"), page.get_by_role("alertdialog"))
    press(page, f"Play {item}", text(page, f"{item} is filled from your library: check it against the card."))
    press(page, "Play the item", text(page, re.compile(r"enters R2, face down: type its room card")))
    type_in(page, "Room name", "Server Farm")
    type_in(page, "Available DF", "3")
    press(page, "Reveal and enter", text(page, re.compile(r"enters R3, face down: type its room card")))
    pick(page, "Fill from a known room", "Guard Post")
    press(page, "Reveal and enter", text(page, "Alarm 0 to 1 (Guard Post Enter)."))
    text(page, "Wound an operative: an operative the players choose. Which operative?").wait_for()
    press(page, OPERATIVE, text(page, re.compile(r"is wounded \(Guard Post Enter\)\.")))
    this_phone(page, "Player 1")  # the phone is passed round again
    press(page, re.compile(": resolve Advance"), text(page, re.compile(r"^Undo: .* resolves Advance$")))
    press(page, re.compile(": resolve Download"), button(page, "Run the NPC phase"))
    press(page, "Run the NPC phase", button(page, "Roll the die"))
    press(page, "Roll the die", text(page, "Round 2"))

    # Round 2 (Player 2 is first player): Player 2's operative walks from R2 into the Guard Post, revealed.
    select(page, {"Player 2": "Advance", "Player 3": "Download", "Player 1": "Download"})
    press(page, re.compile(": resolve Advance"), text(page, "Alarm 1 to 2 (Guard Post Enter)."))
    press(page, "Nobody can take it", text(page, re.compile(r"nobody can take it\.")))
    page.mouse.move(200, 500)
    page.mouse.wheel(0, -5000)  # back to the top, where the dials are
    text(page, re.compile(r"Alarm\s*2\s*-1 to 8")).wait_for()  # the dial: 1 at the reveal, 2 on the second entry
    assert_no_errors(page, served_app)


def pick_last(page, label: str, option: str) -> None:
    """:func:`pick` on the last dropdown named ``label`` (box setup has one per card form)."""
    item = (
        page.get_by_role("menuitem", name=option)
        .or_(page.locator("flt-semantics-host").get_by_text(option, exact=True))
        .last
    )
    steps.press(page, page.get_by_role("button", name=label, exact=True).last, item)
    steps.still(page, item)
    item.click()
    page.get_by_role("menuitem").first.wait_for(state="detached")


def this_phone(page, player: str) -> None:
    """Tick (or untick) ``player`` under "This phone is…": the phone in hand plays that seat (or no seat)."""
    press(page, re.compile("^This phone is"), page.get_by_role("checkbox", name=player))
    page.get_by_role("checkbox", name=player).click()
    button(page, "Save").click()
    page.get_by_role("checkbox", name=player).wait_for(state="detached")


def select(page, cards: dict[str, str]) -> None:
    """Each player in turn (the panel names whose turn it is) places the card given."""
    turns = list(cards)
    for k, player in enumerate(turns):
        text(page, re.compile(rf"^Selection: [^()]* \({player}\)")).wait_for()
        after = turns[k + 1] if k + 1 < len(turns) else None
        shows = text(page, re.compile(rf"^Selection: [^()]* \({after}\)")) if after else text(page, "Resolution")
        press(page, cards[player], shows)
