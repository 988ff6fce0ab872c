"""The shell's logic on a fake Flet session: the real ``main(page)``, no browser (issue 2, Tests)."""

from datetime import datetime, timedelta

import flet as ft
import pytest

from companion.engine import SkipToStep
from companion.storage import TRASH_DAYS
from companion.ui.by_hand import BY_HAND
from companion.ui.checklist import next_step
from tests.live.phones import until
from tests.ui.fake_session import button, click, route, run_isolated, settle, start_app, texts, walk


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_HOME", str(tmp_path))
    return tmp_path


def run(scenario):
    run_isolated(scenario())


def test_home_offers_every_game_and_lists_no_saves():
    async def scenario():
        _, page = await start_app()
        assert {"New Infiltration game", "New Syndicate game"} <= {c.content for c in _buttons(page)}
        assert "No saved games yet." in texts(page)

    run(scenario)


async def started(game: str):
    """The app with a new ``game`` started from its new-game screen: (app, page, the save's summary)."""
    app, page = await start_app()
    await route(page, f"/new/{game}")
    await click(button(page, "Start game"))
    [saved] = app.store.list()
    return app, page, saved


def test_saved_games_of_one_kind_are_told_apart_by_players_and_when_they_were_last_played():
    """Issue 33: two Syndicate games both read "Resume Syndicate"; each row now says who plays it and when."""

    async def scenario():
        app, page = await start_app()
        for names in (["Ann", "Bo"], ["Dee", "Eve"]):
            await route(page, "/new/infiltration")
            fields = [c for c in walk(page) if isinstance(c, ft.TextField) and c.visible and "name" in str(c.label)]
            for field, name in zip(fields, names, strict=False):
                field.value = name
            await click(button(page, "Start game"))
        await route(page, "/")
        shown = texts(page)
        assert any(t.startswith("Ann and Bo; last played today at ") for t in shown)
        assert any(t.startswith("Dee and Eve; last played today at ") for t in shown)

    run(scenario)


def test_a_deleted_game_says_when_it_was_deleted_and_until_when_it_can_be_restored():
    """Issue 39, item 5: the trash keeps a game TRASH_DAYS days; its row says when it was deleted (not "last
    played", which the deletion time is not) and the last day it can be restored."""

    async def scenario():
        app, page, saved = await started("infiltration")
        app.store.delete(saved.game_id)
        await route(page, "/")
        last_day = f"{datetime.now() + timedelta(days=TRASH_DAYS):%Y-%m-%d}"
        shown = sorted({t for t in texts(page) if "deleted today at" in t})
        assert len(shown) == 1 and shown[0].endswith(f". It can be restored until {last_day}."), shown
        assert not any("last played" in t for t in texts(page))

    run(scenario)


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
        assert ctx.execute(SkipToStep(step=next_step(ctx, ctx.state.progress.step), confirm=True))
        await until(lambda: any(t.startswith("Undo: Skip") for t in texts(page)))  # repainted once saved
        assert page.views[-1] is table_view

    run(scenario)


def test_unknown_route_says_so():
    async def scenario():
        _, page = await start_app()
        await route(page, "/nowhere")
        assert "There is no such page." in texts(page)

    run(scenario)


def _buttons(page):
    return [c for c in walk(page) if isinstance(c, ft.Button)]


def _switch(page, label: str) -> ft.Switch:
    return next(c for c in walk(page) if isinstance(c, ft.Switch) and c.label == label)


def test_phone_settings_live_in_this_browser_and_come_back_in_a_new_session():
    storage: dict[str, str] = {}

    async def change():
        app, page = await start_app(phone=storage)
        await settle()
        await route(page, "/settings")
        large = _switch(page, "Large text")
        large.value = True
        large.on_change(ft.Event(name="change", control=large))
        theme = next(c for c in walk(page) if isinstance(c, ft.RadioGroup) and c.value == "system")
        theme.value = "dark"
        theme.on_change(ft.Event(name="change", control=theme))
        await settle()
        assert page.theme_mode == ft.ThemeMode.DARK
        assert not (app.settings_path.exists() and "large_text" in app.settings_path.read_text())

    async def reopen():
        app, page = await start_app(phone=storage)
        await settle()
        assert app.phone.values.large_text and page.theme_mode == ft.ThemeMode.DARK
        assert page.theme.text_theme.body_medium.size == 18  # 14 px scaled by 1.25

    run(change)
    run(reopen)


def test_a_new_phone_follows_the_system_theme():
    async def scenario():
        _, page = await start_app()
        await settle()
        assert page.theme_mode == ft.ThemeMode.SYSTEM

    run(scenario)


def test_new_game_offers_the_games_player_counts_and_names_each_seat():
    async def scenario():
        app, page = await start_app()
        await route(page, "/new/columbia")
        radios = [c.value for c in walk(page) if isinstance(c, ft.Radio)]
        assert radios == ["2", "4"]  # columbia-rules-summary.txt: 2 or 4 players
        seats = [c for c in walk(page) if isinstance(c, ft.TextField) and c.label.startswith("Seat ")]
        seats[0].value, seats[1].value = "Ann", "Bob"
        await click(button(page, "Start game"))
        [saved] = app.store.list()
        assert app.open_session(saved.game_id).state.player_names == ["Ann", "Bob"]

    run(scenario)


def test_readings_show_plain_choice_labels():
    async def scenario():
        app, page = await start_app()
        await route(page, "/new/syndicate")
        for opt, choice in app.option_choices("syndicate", {}):
            shown = [t.value for t in walk(choice) if isinstance(t, ft.Text)]
            assert shown == [opt.choice_label(c) for c in opt.choices]

    run(scenario)


def test_start_from_the_table_as_it_is_opens_by_hand_first():
    async def scenario():
        app, page = await start_app()
        await route(page, "/new/infiltration")
        as_it_is = next(c for c in walk(page) if isinstance(c, ft.Switch))
        as_it_is.value = True
        await click(button(page, "Start game"))
        [saved] = app.store.list()
        assert app.screens[saved.game_id].opened == {BY_HAND}

    run(scenario)


def test_back_from_the_share_screen_returns_to_its_game(monkeypatch):
    """Android's back pops the share screen: the game it was opened from is under it, not home."""

    async def scenario():
        app, page = await start_app()
        await route(page, "/new/syndicate")
        await click(button(page, "Start game"))
        [saved] = app.store.list()
        await route(page, f"/share/{saved.game_id}")
        assert [v.route for v in page.views] == ["/", f"/game/{saved.game_id}", f"/share/{saved.game_id}"]
        pushed: list[str] = []

        async def push_route(to: str) -> None:  # the client would answer with a route change
            pushed.append(to)

        monkeypatch.setattr(page, "push_route", push_route)
        await page.on_view_pop(ft.ViewPopEvent(name="view_pop", control=page, route=page.views[-1].route))
        assert pushed == [f"/game/{saved.game_id}"]

    run(scenario)
