"""Columbia screenshots for the lead's script: setup, the World Event from the library, a vote, a
move, a combat, and the table after the first turn."""

from __future__ import annotations

from pathlib import Path

from tests.e2e.steps import click

from .flow import (
    reveal_event,
    reveal_vp_card,
    start_game,
    tap,
    tap_chip,
    vote,
    world_event_phase,
)


def _shot(page, out_dir: Path, name: str) -> None:
    page.wait_for_timeout(700)
    page.screenshot(path=Path(out_dir) / f"columbia-{name}.png")


def _cancel(page) -> None:
    click(page, "Cancel")
    page.get_by_role("alertdialog").wait_for(state="detached")


def shoot(page, out_dir) -> None:
    start_game(page)
    _shot(page, out_dir, "setup")
    reveal_vp_card(page)
    tap(page, "Reveal the World Event", "Reveal")
    tap_chip(page, "World Event: Power Outage", "Not on file")
    _shot(page, out_dir, "world-event")
    _cancel(page)
    reveal_event(page)
    tap(page, "Vote", "Tally the vote")
    tap_chip(page, "P1: add a card of influence 2", "P1: card 2")
    _shot(page, out_dir, "vote")
    _cancel(page)
    vote(page)
    world_event_phase(page)
    tap(page, "Nothing to produce", "Move from 9 Garden of New Eden")
    tap(page, "Move from 9 Garden of New Eden", "10 Comstock Center")
    tap_chip(page, "Move common", "Moving 1 (")
    _shot(page, out_dir, "move")
    click(page, "10 Comstock Center")
    tap(page, "Done: Move (up to 4)", "Fight at 10 Comstock Center")
    tap(page, "Fight at 10 Comstock Center", "Resolve the combat")
    tap_chip(page, "Attacker (P1) die 1 (white): 3", "rolled: 3")
    _shot(page, out_dir, "combat")
    _cancel(page)
    page.mouse.move(206, 600)
    page.mouse.wheel(0, 900)
    _shot(page, out_dir, "board")
