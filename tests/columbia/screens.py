"""Columbia screenshots for the lead's script: setup, a vote, a combat, the table mid-game and the
factions' upgrade grids."""

from __future__ import annotations

from pathlib import Path

from .flow import (
    add_influence,
    fight_token,
    fill,
    open_combat,
    open_vote,
    reveal_event,
    reveal_vp_card,
    start_game,
    tally,
    turn_to_combat,
    world_event_phase,
)


def _shot(page, out_dir: Path, name: str) -> None:
    page.wait_for_timeout(700)
    page.screenshot(path=Path(out_dir) / f"columbia-{name}.png")


def shoot(page, out_dir) -> None:
    start_game(page)
    _shot(page, out_dir, "setup")
    reveal_vp_card(page)
    reveal_event(page)
    open_vote(page)
    add_influence(page)
    _shot(page, out_dir, "vote")
    tally(page)
    world_event_phase(page)
    turn_to_combat(page)
    open_combat(page)
    fill(page, "Attacker dice (P1)", "3")
    _shot(page, out_dir, "combat")
    fight_token(page)
    page.mouse.wheel(0, 600)
    _shot(page, out_dir, "table")
    page.mouse.wheel(0, 1100)
    _shot(page, out_dir, "factions")
