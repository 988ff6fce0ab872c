"""The end-of-game summary screen on a fake Flet session: reached from the finished table and the saved
games, standings, chart and moments shown, the picture made from the same data."""

from __future__ import annotations

import random

import flet as ft
import flet_charts as fch
import pytest

from companion import games
from companion.engine.recap import as_text
from companion.storage import SaveStore
from companion.ui.summary import picture, recap_of
from tests.ui.fake_session import button, click, route, run_isolated, start_app, texts, walk


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_HOME", str(tmp_path))
    return tmp_path


def finished_syndicate():
    definition = games.get("syndicate")
    rnd, session = random.Random(0), games.new_session("syndicate", 3, 0, {}, names=["Ada", "Bob", "Cy"])
    while not session.state.finished:
        assert session.execute(definition.random_command(session.state, rnd)) == []
    SaveStore().save(session)
    return session


def test_the_summary_opens_from_the_saved_games_and_from_the_finished_table():
    session = finished_syndicate()
    recap = recap_of(session)

    async def scenario():
        app, page = await start_app()
        went: list[str] = []
        app.go = went.append
        await route(page, "/")
        await click(button(page, "Summary of Syndicate"))
        await route(page, f"/game/{session.game_id}")
        await click(button(page, "See the summary"))
        assert went == [f"/summary/{session.game_id}"] * 2
        await route(page, went[-1])
        shown = texts(page.views[-1])
        assert "Final standings" in shown and "Key moments" in shown and session.state.result in shown
        assert [p.who for p in recap.standings] == [t for t in shown if t in ("Ada", "Bob", "Cy")]
        assert all(moment in shown for moment in recap.moments)
        [chart] = [c for c in walk(page.views[-1]) if isinstance(c, fch.LineChart)]
        assert len(chart.data_series) == 3
        assert any(isinstance(c, ft.Button) and c.content == "Keep as picture" for c in walk(page.views[-1]))

    run_isolated(scenario())


def test_a_game_in_play_has_no_summary_in_the_list():
    SaveStore().save(games.new_session("columbia", 2, 1, {}))

    async def scenario():
        _, page = await start_app()
        await route(page, "/")
        assert not any("Summary of" in str(getattr(c, "content", "")) for c in walk(page))

    run_isolated(scenario())


def test_the_picture_is_a_png_and_the_text_holds_every_part():
    recap = recap_of(finished_syndicate())
    assert picture.png(recap).startswith(b"\x89PNG\r\n\x1a\n")
    text = as_text(recap)
    assert "Final standings:" in text and "Key moments:" in text and recap.result in text


def test_without_pillow_the_summary_is_kept_as_text_and_says_so(monkeypatch):
    """The static phone build has no Pillow: no picture button, the text file, and a line saying why."""
    session = finished_syndicate()
    monkeypatch.setattr(picture, "CAN_DRAW", False)

    async def scenario():
        _, page = await start_app()
        await route(page, f"/summary/{session.game_id}")
        shown = page.views[-1]
        labels = [c.content for c in walk(shown) if isinstance(c, (ft.Button, ft.OutlinedButton))]
        assert "Keep as text" in labels and "Keep as picture" not in labels
        assert any("kept as text" in t for t in texts(shown))

    run_isolated(scenario())


@pytest.mark.parametrize(("game", "players", "measure"), [("columbia", 2, "VP"), ("infiltration", 3, "DF tokens")])
def test_each_game_has_its_summary_screen(game, players, measure):
    definition = games.get(game)
    rnd, session = random.Random(1), games.new_session(game, players, 1, {})
    while not session.state.finished:
        assert session.execute(definition.random_command(session.state, rnd)) == []
    SaveStore().save(session)

    async def scenario():
        _, page = await start_app()
        await route(page, f"/summary/{session.game_id}")
        shown = texts(page.views[-1])
        assert "Final standings" in shown and f"{measure} after each round" in shown
        assert session.state.result in shown

    run_isolated(scenario())
