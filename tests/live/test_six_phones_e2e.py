"""Six phones play a round of Syndicate together (issue #15's "done when"), in one Debian Chromium.

Syndicate seats 2-5 players, so the six phones are the five players' phones and the table's own
phone, which plays no seat and runs the Sovereign card and the resource collection. Each player's
phone says "This phone is <name>" (chosen with real clicks), acts only when its banner says
"Your turn, <name>", and every other phone paints each change (the round log's count) before the
next tap. Nothing sleeps: every step waits on what the screens show.
"""

from __future__ import annotations

import re

import pytest

from companion import games
from companion.content import ContentLibrary
from companion.engine import GameSession
from companion.games.syndicate import commands as c
from companion.games.syndicate import market
from companion.storage import SaveStore
from tests.commands import ok
from tests.conftest import PHONE, app_ready, assert_no_errors, start_loading
from tests.syndicate.helpers import rich

pytestmark = pytest.mark.e2e
NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve"]


def round_one(home, tmp_path) -> GameSession:
    """Five syndicates chosen, Ann first after the roll-off, the Sovereign deck from box setup; saved for the app."""
    library = ContentLibrary(user_dir=tmp_path / "content")
    for i in range(7):
        library.add("syndicate", "sovereign_cards", {"id": f"card-{i}", "name": f"Card {i}"})
    session = games.new_session("syndicate", len(NAMES), 5, {}, library, names=NAMES)
    ok(session, *(c.ChooseSyndicate(player=i, syndicate=rich(f"Syndicate {i}")) for i in range(len(NAMES))))
    ok(session, c.RollFirstPlayer(entered=[12] + [1] * (len(NAMES) - 1)))
    SaveStore(home / "saves").save(session)
    return session


def log_count(page, count: int):
    return page.get_by_role("button", name=f"Log ({count})")


def tap(actor, phones, name: str, count: int) -> int:
    """``actor`` taps the button ``name``; every phone paints the table with one more log entry."""
    actor.get_by_role("button", name=name, exact=True).click()
    for page in [actor, *phones]:
        log_count(page, count + 1).wait_for()
    return count + 1


def say_who_plays(players) -> None:
    """Each player's phone says "This phone is <name>" (the five phones choose at once)."""
    for page in players:
        page.get_by_role("button", name="This phone is…").click()
    for page, name in zip(players, NAMES, strict=True):
        page.get_by_role("checkbox", name=name).click()
    for page in players:
        page.get_by_role("button", name="Save", exact=True).click()
    for page, name in zip(players, NAMES, strict=True):
        page.get_by_role("button", name=f"This phone is {name}").wait_for()


def test_six_phones_play_a_round_of_syndicate_together(browser, served_app, tmp_path):
    shadow = round_one(served_app.home, tmp_path)  # what the table should be after each tap
    count = len(shadow.log())
    phones = [browser.new_context(viewport=PHONE).new_page() for _ in range(len(NAMES) + 1)]
    for page in phones:  # all six load at once
        page.set_default_timeout(30_000)
        start_loading(page, served_app.url, f"/game/{shadow.game_id}")
    for page in phones:
        app_ready(page)
        log_count(page, count).wait_for()
    players, table = phones[: len(NAMES)], phones[-1]
    say_who_plays(players)

    for _ in NAMES:
        seat = shadow.state.active
        actor, name = players[seat], NAMES[seat]
        actor.locator("flt-semantics-host").get_by_text(f"Your turn, {name}").wait_for()
        others = [p for p in phones if p is not actor]
        for page in others:
            assert page.locator("flt-semantics-host").get_by_text(f"Your turn, {name}").count() == 0
        price = market.price(shadow.state, "tech", seat)
        count = tap(actor, others, f"Buy tech level ({price} credits)", count)
        count = tap(actor, others, f"End {name}'s turn", count)
        ok(shadow, c.BuyLevel(player=seat, ladder="tech"), c.EndTurn(player=seat))

    others = players
    for step in ("Draw the Sovereign card", "Resolve the Sovereign card", "Run resource collection"):
        count = tap(table, others, step, count)
    ok(shadow, c.DrawSovereignCard(), c.ResolveSovereignCard(), c.CollectResources())

    first = NAMES[shadow.state.active]
    assert shadow.state.round == 2
    players[shadow.state.active].locator("flt-semantics-host").get_by_text(f"Your turn, {first}").wait_for()
    for page in phones:
        page.locator("flt-semantics-host").get_by_text(re.compile(rf"^{first}'s turn — .*round 2$")).first.wait_for()
    assert len(SaveStore(served_app.home / "saves").load(shadow.game_id).log()) == count
    for page in phones:
        assert_no_errors(page, served_app)
