"""Keep and move games in a real browser (issue 24, Build 1): export a game as a download, delete it,
restore it from "Recently deleted", and import the downloaded file back."""

import json

from playwright.sync_api import expect

from companion.cli import main as cli
from tests.conftest import assert_no_errors, open_app
from tests.e2e.steps import submit


def test_export_delete_restore_and_import_a_game(served_app, page, tmp_path):
    saves = served_app.home / "saves"
    saves.mkdir(parents=True)
    assert cli(["new", "syndicate", "--players", "2", "--seed", "5", "--out", str(tmp_path / "g.json")]) == 0
    game_id = json.loads((tmp_path / "g.json").read_text())["game_id"]
    (tmp_path / "g.json").rename(saves / f"{game_id}.json")
    open_app(page, served_app.url)

    with page.expect_download() as download:
        page.get_by_role("button", name="Export Syndicate").click()
    kept = tmp_path / download.value.suggested_filename
    download.value.save_as(kept)
    assert kept.name == f"Syndicate-{game_id}.json"
    assert json.loads(kept.read_text())["game_id"] == game_id

    page.get_by_role("button", name="Delete Syndicate").click()
    submit(page, "Delete", until=page.get_by_role("button", name="Restore Syndicate"))
    expect(page.locator("flt-semantics-host").get_by_text("No saved games yet.")).to_be_visible()
    page.get_by_role("button", name="Restore Syndicate").click()
    expect(page.get_by_role("button", name="Resume Syndicate")).to_be_visible()
    expect(page.get_by_role("button", name="Restore Syndicate")).to_have_count(0)

    (saves / f"{game_id}.json").unlink()  # another machine: the game is not there yet
    with page.expect_file_chooser() as chooser:
        page.get_by_role("button", name="Import a file").click()
    chooser.value.set_files(str(kept))
    expect(
        page.locator("flt-semantics-host").get_by_text("Imported 1 game.").last
    ).to_be_visible()  # the snack bar (and its announcement)
    expect(page.get_by_role("button", name="Resume Syndicate")).to_be_visible()
    assert json.loads((saves / f"{game_id}.json").read_text())["game_id"] == game_id
    assert_no_errors(page, served_app)
