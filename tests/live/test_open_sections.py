"""The sections a phone opened are that phone's own: another phone's change repaints them open there and
leaves them closed on the phone that did not open them (fake Flet sessions on one server)."""

from __future__ import annotations

import random

import flet as ft

from companion import games
from companion.storage import SaveStore
from tests.live.phones import open_game, phones, until
from tests.ui.fake_session import button, choose, click, client_texts, run_isolated, texts, walk


def saved_syndicate(tmp_path, monkeypatch):
    """A Syndicate game five random commands in, saved in the app's data folder."""
    monkeypatch.setenv("COMPANION_HOME", str(tmp_path))
    session = games.new_session("syndicate", 4, 5, {})
    rnd = random.Random(5)
    for _ in range(5):
        assert session.execute(session.definition.random_command(session.state, rnd)) == []
    SaveStore(tmp_path / "saves").save(session)
    return session


async def two_phones_one_with_its_log_open(game_id: str):
    """Two phones on the game; phone A opened its round log."""
    phone_a, phone_b = await phones(2)
    for app in (phone_a, phone_b):
        await open_game(app, game_id)
    tile = log_tile(phone_a)
    tile.on_change(ft.Event(name="change", control=tile, data=True))
    return phone_a, phone_b


def log_tile(app) -> ft.ExpansionTile:
    """The round log's section on the phone's table screen."""
    return next(
        c
        for c in walk(app.page.views[-1])
        if isinstance(c, ft.ExpansionTile) and str(getattr(c.title, "value", "")).startswith("Log (")
    )


def undo_button(app) -> ft.IconButton:
    return next(c for c in walk(app.page.views[-1]) if isinstance(c, ft.IconButton) and c.tooltip == "Undo")


def test_a_section_opened_on_one_phone_stays_open_there_and_closed_elsewhere_when_another_phone_changes_the_table(
    tmp_path, monkeypatch
):
    session = saved_syndicate(tmp_path, monkeypatch)

    async def scenario():
        phone_a, phone_b = await two_phones_one_with_its_log_open(session.game_id)
        await click(undo_button(phone_b))
        await until(lambda: log_tile(phone_a).title.value == "Log (4)")
        assert log_tile(phone_a).expanded
        assert not log_tile(phone_b).expanded

    run_isolated(scenario())


def log_lines(app) -> list[str]:
    """The lines the phone's round log holds (its title left out)."""
    tile = log_tile(app)
    return [c.value for c in walk(tile) if isinstance(c, ft.Text) and c.value and c is not tile.title]


def test_the_log_is_built_only_on_the_phone_that_opened_it_and_follows_another_phones_undo(tmp_path, monkeypatch):
    session = saved_syndicate(tmp_path, monkeypatch)
    newest_first = [f"R{entry.round} · {entry.label}" for entry in reversed(session.log())]

    async def scenario():
        phone_a, phone_b = await two_phones_one_with_its_log_open(session.game_id)
        await until(lambda: [line for line in log_lines(phone_a) if line in newest_first] == newest_first)
        await click(undo_button(phone_b))
        await until(lambda: log_tile(phone_a).title.value == "Log (4)")
        assert [line for line in log_lines(phone_a) if line in newest_first] == newest_first[1:]
        assert sorted(client_texts(phone_a.flet_session)) == sorted(texts(phone_a.page.views[-1]))  # as sent
        assert log_lines(phone_b) == []  # closed there: nothing built, nothing sent

    run_isolated(scenario())


def dropdown_on(app, label: str) -> ft.Dropdown:
    return next(c for c in walk(app.page.views[-1]) if isinstance(c, ft.Dropdown) and c.label == label)


def test_a_pick_stays_on_its_phone_through_repaints_until_that_phone_sends_it(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_HOME", str(tmp_path))
    session = games.new_session("infiltration", 3, 1, {})
    SaveStore(tmp_path / "saves").save(session)
    youngest = "Youngest player (first player)"

    async def scenario():
        phone_a, phone_b = await phones(2)
        for app in (phone_a, phone_b):
            await open_game(app, session.game_id)
        pick = dropdown_on(phone_a, youngest)
        await choose(phone_a, pick, "2")
        for app in (phone_a, phone_b):
            app.repaint()  # what another phone's change does to each
        assert dropdown_on(phone_a, youngest).value == "2"
        assert dropdown_on(phone_b, youngest).value == str(session.state.first_player)
        await click(button(phone_a.page, "Set first player"))
        assert phone_a.open_session(session.game_id).state.first_player == 2
        assert phone_a.screens[session.game_id].chosen == {}  # sent: nothing left in progress

    run_isolated(scenario())
