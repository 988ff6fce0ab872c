"""Screenshots of Infiltration from the real app: setup, the facility mid-game, the NPC phase, scoring, the Item Draft.

Called by ``tests/e2e/make_screenshots.py`` with a page on the app's home screen.
"""

from __future__ import annotations

import re
from pathlib import Path

from tests.e2e import steps

from . import flow


def shoot(page, out_dir: Path) -> None:
    flow.start_game(page)
    page.screenshot(path=out_dir / "infiltration-setup.png")
    flow.reveal_entry(page)
    flow.play_round_one(page)
    page.screenshot(path=out_dir / "infiltration-facility.png")
    flow.run_npc_phase(page)
    page.screenshot(path=out_dir / "infiltration-npc-phase.png")
    flow.roll_security(page)
    flow.play_round_two_and_escape(page)
    page.mouse.move(200, 600)
    page.mouse.wheel(0, 2600)
    page.wait_for_timeout(200)  # the scroll settles before the screenshot
    page.screenshot(path=out_dir / "infiltration-forecast.png")
    page.mouse.wheel(0, -5000)
    page.wait_for_timeout(200)  # the scroll settles before the screenshot
    flow.lock_down_by_hand(page)
    flow.enter_scores(page)
    page.screenshot(path=out_dir / "infiltration-scoring.png")
    shoot_draft(page, out_dir)


def shoot_draft(page, out_dir: Path) -> None:
    """A new game with the Item Draft variant: the first pass, one card tapped to keep."""
    flow.click(page, "Back")
    flow.click(page, "New Infiltration game")
    page.get_by_role("radio", name="3 players").click()
    flow.click(page, re.compile("^Rules readings and variants"))  # folded until opened
    steps.choose_sentence(page, "Played: the item cards are drafted at setup.")
    flow.click(page, "Start game")
    page.get_by_role("button", name="Type the entry room card").wait_for()
    flow.reveal_entry(page)
    page.get_by_role("button", name=re.compile(" keeps: ")).first.click()
    page.get_by_role("button", name="Keep 1, pass 3").wait_for()
    page.mouse.move(200, 600)
    page.mouse.wheel(0, 500)
    page.wait_for_timeout(200)  # the scroll settles before the screenshot
    page.screenshot(path=out_dir / "infiltration-draft.png")
