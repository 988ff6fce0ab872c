"""The shell's logic on a fake Flet session: the real ``main(page)``, no browser (issue 2, Tests)."""

import flet as ft
import pytest

from companion.engine import SkipToStep
from companion.ui.checklist import next_step
from tests.ui.fake_session import button, click, route, run_isolated, start_app, texts, walk


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_HOME", str(tmp_path))
    return tmp_path


def run(scenario):
    run_isolated(scenario())


def test_home_offers_every_game_and_lists_no_saves():
    async def scenario():
        _, page = start_app()
        assert {"New Infiltration game", "New Syndicate game"} <= {c.content for c in _buttons(page)}
        assert "No saved games yet." in texts(page)

    run(scenario)


async def started(game: str):
    """The app with a new ``game`` started from its new-game screen: (app, page, the save's summary)."""
    app, page = start_app()
    await route(page, f"/new/{game}")
    await click(button(page, "Start game"))
    [saved] = app.store.list()
    return app, page, saved


def test_start_game_saves_it_and_opens_the_table():
    async def scenario():
        _, page, saved = await started("syndicate")
        await route(page, f"/game/{saved.game_id}")
        assert "Round 1" in texts(page) and saved.game == "syndicate"

    run(scenario)


def test_a_refused_command_opens_the_rule_dialog_and_changes_nothing():
    async def scenario():
        app, page, saved = await started("infiltration")
        ctx = app.table_context(app.open_session(saved.game_id))
        before = ctx.state
        assert ctx.execute(SkipToStep(step="no-such-step")) is False
        assert ctx.state == before and ctx.last_refusal[0].rule == "engine.unknown_step"
        [dialog] = page._dialogs.controls
        assert dialog.open and "Not allowed" in dialog.title.value

    run(scenario)


def test_a_command_refreshes_the_table_in_place_under_its_closing_dialog():
    """Replacing the views while a dialog closes stranded the dialog in Chromium: same route, same View."""

    async def scenario():
        app, page, saved = await started("syndicate")
        await route(page, f"/game/{saved.game_id}")
        table_view = page.views[-1]
        ctx = app.table_context(app.open_session(saved.game_id))
        assert ctx.execute(SkipToStep(step=next_step(ctx, ctx.state.progress.step)))
        assert page.views[-1] is table_view and any(t.startswith("Undo: Skip") for t in texts(page))

    run(scenario)


def test_unknown_route_says_so():
    async def scenario():
        _, page = start_app()
        await route(page, "/nowhere")
        assert "There is no such page." in texts(page)

    run(scenario)


def _buttons(page):
    return [c for c in walk(page) if isinstance(c, ft.Button)]
