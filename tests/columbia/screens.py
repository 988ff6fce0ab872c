"""Columbia screenshots for the lead's script: setup, a vote, a combat and the table mid-game."""

from __future__ import annotations

from pathlib import Path

from .flow import fight_token, open_combat, open_vote, reveal_event, reveal_vp_card, start_game, turn_to_combat, vote, world_event_phase


def _shot(page, out_dir: Path, name: str) -> None:
    page.wait_for_timeout(700)
    page.screenshot(path=Path(out_dir) / f"columbia-{name}.png")


def shoot(page, out_dir) -> None:
    start_game(page)
    _shot(page, out_dir, "setup")
    reveal_vp_card(page)
    reveal_event(page)
    open_vote(page)
    page.get_by_role("textbox", name="P1: influence value").fill("2")
    _shot(page, out_dir, "vote")
    vote(page)
    world_event_phase(page)
    turn_to_combat(page)
    open_combat(page)
    page.get_by_role("textbox", name="Attacker dice (P1)").fill("3")
    _shot(page, out_dir, "combat")
    fight_token(page)
    page.mouse.wheel(0, 600)
    _shot(page, out_dir, "table")
