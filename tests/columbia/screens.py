"""Columbia screenshots for the lead's script: setup, the World Event from the library, a vote, a
move, a combat, and the table after the first turn."""

from __future__ import annotations

from pathlib import Path

from tests.e2e.steps import click, said

from .flow import (
    moving,
    not_on_file,
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
    click(page, said(page, "Cancel"))
    page.get_by_role("alertdialog").wait_for(state="detached")


def shoot(page, out_dir) -> None:
    """The round's screens, each found by its words in the phone's language (``page.language``)."""
    start_game(page)
    _shot(page, out_dir, "setup")
    reveal_vp_card(page)
    tap(page, said(page, "Reveal the World Event"), said(page, "Reveal"))
    tap_chip(page, f"{said(page, 'World Event')}: Power Outage", not_on_file(page))
    _shot(page, out_dir, "world-event")
    _cancel(page)
    reveal_event(page)
    tap(page, said(page, "Vote"), said(page, "Tally the vote"))
    kind, card = said(page, "influence"), said(page, "card")
    tap_chip(page, said(page, "{name}: add a card of {kind} {n}", name="P1", kind=kind, n=2), f"P1: {card} 2")
    _shot(page, out_dir, "vote")
    _cancel(page)
    vote(page)
    world_event_phase(page)
    garden, comstock = "9 Garden of New Eden", "10 Comstock Center"
    tap(page, said(page, "Nothing to produce"), said(page, "Move from {place}", place=garden))
    tap(page, said(page, "Move from {place}", place=garden), comstock)
    tap_chip(page, said(page, "Move {units}", units=said(page, "common")), moving(page, 1))
    _shot(page, out_dir, "move")
    click(page, comstock)
    tap(
        page,
        said(page, "Done: {step}", step=said(page, "Move (up to 4)")),
        said(page, "Fight at {place}", place=comstock),
    )
    tap(page, said(page, "Fight at {place}", place=comstock), said(page, "Resolve the combat"))
    attacker = f"{said(page, 'Attacker')} (P1)"
    die = said(page, "{who} die {n} ({colour})", who=attacker, n=1, colour=said(page, "white"))
    tap_chip(page, f"{die}: 3", said(page, "{who} rolled: {faces}", who=attacker, faces="3"))
    _shot(page, out_dir, "combat")
    _cancel(page)
    page.mouse.move(206, 600)
    page.mouse.wheel(0, 900)
    _shot(page, out_dir, "board")
