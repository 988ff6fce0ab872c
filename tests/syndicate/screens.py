"""Screenshots of Syndicate from the real app: setup, a player's turn, the Sovereign phase with pardons,
and resource collection. Called by ``python -m tests.e2e.make_screenshots`` with the page at home."""

from __future__ import annotations

import re
from pathlib import Path

from .flow import (
    act,
    buy_base,
    choose,
    draw_tax_card,
    end_turns,
    fill,
    press_until,
    roll_first_player,
    set_up,
    shown,
    submit,
)


def _shot(page, out_dir: Path, name: str) -> None:
    page.wait_for_timeout(700)
    page.screenshot(path=Path(out_dir) / f"syndicate-{name}.png")


def shoot(page, out_dir) -> None:
    set_up(page, ("Goshen", "Koss"), influence="12")
    _shot(page, out_dir, "setup")
    roll_first_player(page)
    buy_base(page, "Goshen")
    act(page, re.compile(r"Buy tech level \(5 credits\)"))
    shown(page, re.compile(r"next 10 credits")).wait_for()
    press_until(page, "Attempt a mission", "Roll the action die")
    choose(page, "Mission territory", "Koss (EXO): unoccupied")
    for label, value in (
        ("Winning faces for this status (e.g. 4 5 6)", "4 5 6"),
        ("Reward: credits", "6"),
    ):
        fill(page, label, value)
    page.wait_for_timeout(500)
    _shot(page, out_dir, "turn-mission-odds")
    submit(page, "Cancel", page.get_by_role("button", name="Attempt a mission"))
    _shot(page, out_dir, "turn")
    end_turns(page)
    draw_tax_card(page)
    act(page, re.compile(r"^Pardon Bob"))
    shown(page, "Bob is pardoned.").wait_for()
    _shot(page, out_dir, "sovereign-pardons")
    act(page, "Resolve the Sovereign card")
    page.get_by_role("button", name="Run resource collection").wait_for()
    _shot(page, out_dir, "collection")
    act(page, "Run resource collection")
    shown(page, "Last resource collection").wait_for()
    _shot(page, out_dir, "collection-summary")
