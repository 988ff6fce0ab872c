"""The end-of-game summary in a real browser (issue 24, Build 2): the last command of a Syndicate game is
run from the table, the summary opens from the Game over card with the engine's ranking in it, and its
picture downloads."""

from __future__ import annotations

import random
import re

from playwright.sync_api import expect

from companion import games
from companion.engine import GameSession
from companion.games.syndicate.recap import recap
from companion.storage import SaveStore
from tests.conftest import assert_no_errors, open_table
from tests.e2e.steps import press_until


def one_step_from_the_end() -> tuple[GameSession, GameSession]:
    """A 2-player game whose random playout ends with round 6's resource collection (BEGINNING OF THE END),
    rebuilt without that last command: (the game to open, the same game finished)."""
    definition = games.get("syndicate")
    rnd, done = random.Random(1), games.new_session("syndicate", 2, 1, {}, names=["Ada", "Bob"])
    while not done.state.finished:
        assert done.execute(definition.random_command(done.state, rnd)) == []
    almost = GameSession(done.start)
    for _, command in zip(range(len(done.steps()) - 1), done.to_save()["commands"], strict=False):
        assert almost.execute(definition.parse_command(command)) == []
    assert not almost.state.finished
    return almost, done


def shown(page, text: str):
    return page.locator("flt-semantics-host").get_by_text(re.compile(re.escape(text))).first


def test_the_last_collection_ends_the_game_and_the_summary_shows_the_ranking(served_app, page, tmp_path):
    almost, done = one_step_from_the_end()
    SaveStore(served_app.home / "saves").save(almost)
    open_table(page, served_app, f"/game/{almost.game_id}")
    press_until(page, "Run resource collection", "See the summary")
    page.get_by_role("button", name="See the summary", exact=True).click()
    expected = recap(done)
    expect(shown(page, "Final standings")).to_be_visible()
    for text in (done.state.result, *(f"{p.score}" for p in expected.standings), expected.moments[0]):
        expect(shown(page, text)).to_be_attached()
    expect(page.get_by_role("group", name=re.compile("^Points after each round"))).to_be_attached()
    with page.expect_download() as download:
        page.get_by_role("button", name="Keep as picture").click()
    assert download.value.suggested_filename == f"Syndicate-{done.game_id}-summary.png"
    kept = tmp_path / "summary.png"
    download.value.save_as(kept)
    assert kept.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")
    assert_no_errors(page, served_app)
