"""The home screen's saved games: rows that wrap, rename, delete (asked first) and restore (fake session)."""

from __future__ import annotations

import random

import flet as ft
import pytest

from companion import games
from companion.storage import SaveStore
from tests.ui.fake_session import button, click, run_isolated, start_app, texts, walk


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_HOME", str(tmp_path))
    return tmp_path


def saved(home, game="columbia"):
    session = games.new_session(game, games.get(game).player_counts[0], 3, {})
    store = SaveStore(home / "saves")
    store.save(session)
    return store, session


def in_dialog(page, label: str):
    """The button ``label`` of the open dialog."""
    return button(page._dialogs, label)


def labelled(page, label: str):
    return next(c for c in walk(page) if isinstance(c, ft.Semantics) and c.label == label).content


def test_a_long_title_wraps_and_its_buttons_sit_below_it(home):
    saved(home)
    title = games.get("columbia").title

    async def scenario():
        _, page = await start_app()
        resume = button(page, f"Resume {title}")
        row = [c for c in walk(page) if isinstance(c, ft.Column) and any(r is resume for r in walk(c))][-1]
        name = row.controls[0]
        assert isinstance(name, ft.Text) and name.value == title and not name.no_wrap
        assert isinstance(row.controls[-1], ft.Row) and row.controls[-1].wrap  # buttons below, wrapping

    run_isolated(scenario())


def test_rename_keeps_the_players_name_for_the_game(home):
    store, session = saved(home, "syndicate")

    async def scenario():
        _, page = await start_app()
        await click(labelled(page, "Rename Syndicate"))
        [dialog] = [d for d in page._dialogs.controls if isinstance(d, ft.AlertDialog)]
        dialog.content.value = "Friday night"
        await click(in_dialog(page, "Save name"))
        assert "Friday night" in texts(page) and button(page, "Resume Friday night")

    run_isolated(scenario())
    assert store.list()[0].name == "Friday night"


def test_delete_asks_then_moves_the_game_to_the_trash(home):
    store, session = saved(home, "syndicate")

    async def scenario():
        _, page = await start_app()
        await click(labelled(page, "Delete Syndicate"))
        assert "Delete Syndicate?" in [d.title.value for d in page._dialogs.controls if isinstance(d, ft.AlertDialog)]
        await click(in_dialog(page, "Delete"))
        assert "No saved games yet." in texts(page)

    run_isolated(scenario())
    assert store.list() == [] and list((store.folder / ".trash").rglob("*.json"))


def test_a_game_whose_live_file_is_gone_is_restored_from_its_backup(home):
    store, session = saved(home, "syndicate")
    session.execute(session.definition.random_command(session.state, random.Random(0)))
    store.save(session)
    store.path(session.game_id).unlink()

    async def scenario():
        app, page = await start_app()
        await click(button(page, "Restore backup 1"))
        assert not store.list()[0].damaged

    run_isolated(scenario())


def test_a_damaged_save_is_explained_in_plain_words_without_a_file_path(home):
    store, session = saved(home, "syndicate")
    path = store.path(session.game_id)
    path.write_text("{ torn", encoding="utf-8")

    async def scenario():
        app, page = await start_app()
        page.route = f"/game/{session.game_id}"
        await app.open_route()
        shown = texts(page)
        assert "This game's save file is damaged and cannot be opened." in shown
        assert not any(str(path.parent) in text or ".json" in text for text in shown)

    run_isolated(scenario())


def test_a_save_whose_table_cannot_be_built_is_refused_and_its_file_kept(home, monkeypatch):
    """Issue #26, one door: a save read from disk by the server is built off-screen before it is shown;
    a table that cannot be built is refused in plain words and its file stays as it was."""
    store, session = saved(home, "syndicate")
    path = store.path(session.game_id)
    before = path.read_bytes()

    def broken(ctx):
        raise KeyError("a state no game can reach")

    monkeypatch.setattr("companion.ui.syndicate.build_table", broken)

    async def scenario():
        app, page = await start_app()
        page.route = f"/game/{session.game_id}"
        await app.open_route()
        shown = texts(page)
        assert "Damaged save" in shown and "This game's save file is damaged and cannot be opened." in shown
        assert not any("KeyError" in text for text in shown)

    run_isolated(scenario())
    assert path.read_bytes() == before and not store.backups(session.game_id)
