"""The app shell in a real browser: home -> new game -> table, undo, settings, damaged saves (issue 2)."""

import json
import re
import shutil

from playwright.sync_api import expect

from companion.cli import main as cli
from tests.conftest import open_app


def test_home_to_new_game_to_the_table_and_back_to_resume(app_page):
    page = app_page
    page.get_by_role("button", name="New Infiltration game").click()
    page.get_by_role("radio", name="4 players").click()
    page.get_by_role("button", name="Start game").click()
    expect(page.locator("flt-semantics-host").get_by_text("Round 1", exact=True)).to_be_visible()
    expect(page.locator("flt-semantics-host").get_by_text("Nothing to undo")).to_be_visible()
    saves = list((page.served_app.home / "saves").glob("*.json"))
    assert len(saves) == 1 and json.loads(saves[0].read_text())["start"]["player_names"][3] == "Player 4"
    page.get_by_role("button", name="Back").click()
    expect(page.get_by_role("button", name="Resume Infiltration")).to_be_visible()


def test_skipping_a_step_is_logged_and_undo_takes_it_back(app_page):
    page = app_page
    page.get_by_role("button", name="New Syndicate game").click()
    page.get_by_role("button", name="Start game").click()
    skip = page.get_by_role("button", name="Skip:").first
    skip.click()
    page.get_by_role("button", name="Skip anyway").click()  # setup is still owed: the table confirms
    expect(page.locator("flt-semantics-host").get_by_text("Undo: Skip to:")).to_be_visible()
    page.get_by_role("button", name="Undo").click()
    expect(page.locator("flt-semantics-host").get_by_text("Nothing to undo")).to_be_visible()
    expect(page.locator("flt-semantics-host").get_by_text("Redo: Skip to:")).to_be_visible()


def test_damaged_save_is_reported_and_its_backup_restored(served_app, page):
    saves = served_app.home / "saves"
    saves.mkdir(parents=True)
    path = saves / "game.json"
    assert cli(["new", "columbia", "--players", "2", "--seed", "3", "--out", str(path)]) == 0
    game_id = json.loads(path.read_text())["game_id"]
    damaged = saves / f"{game_id}.json"
    path.rename(damaged)
    shutil.copy(damaged, saves / f"{game_id}.json.1")  # its backup, then the live file is damaged
    damaged.write_text("{ this is not json")
    open_app(page, served_app.url)
    expect(page.get_by_role("group", name=re.compile("damaged: not readable"))).to_be_visible()
    page.get_by_role("button", name="Restore backup 1").click()
    expect(page.locator("flt-semantics-host").get_by_text("Round 1", exact=True)).to_be_visible()
    assert json.loads(damaged.read_text())["game_id"] == game_id
    assert (saves / f"{game_id}.json.1").read_text() == "{ this is not json"
