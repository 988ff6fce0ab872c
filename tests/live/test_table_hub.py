"""One game, one authority: phones on one server share the live table (fake Flet sessions, no browser)."""

from __future__ import annotations

import random
import threading

import flet as ft
import pytest

from companion import games
from companion.storage import SaveStore
from companion.table import STALE, hub
from companion.ui import app as app_module
from tests.live.phones import open_game, phones, shown_undo, until
from tests.ui.fake_session import client_texts, run_isolated, texts, walk


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def game_id(home):
    session = games.new_session("syndicate", 4, 3, {})
    SaveStore(home / "saves").save(session)
    return session.game_id


def legal(app, game_id, seed=0):
    session = app.open_session(game_id)
    return session.definition.random_command(session.state, random.Random(seed))


def saved_commands(home, game_id) -> int:
    return len(SaveStore(home / "saves").load(game_id).log())


def test_a_command_on_one_phone_is_saved_and_painted_on_the_other(home, game_id):
    async def scenario():
        a, b = await phones(2)
        await open_game(a, game_id)
        await open_game(b, game_id)
        assert a.open_session(game_id) is b.open_session(game_id)
        command = legal(a, game_id)
        assert a.table_context(a.open_session(game_id)).execute(command)
        label = a.open_session(game_id).undo_label()
        await until(lambda: shown_undo(b) == f"Undo: {label}")
        assert saved_commands(home, game_id) == 1

    run_isolated(scenario())


def test_a_change_built_on_a_stale_revision_is_refused_in_plain_words_never_lost(home, game_id):
    async def scenario():
        a, b = await phones(2)
        await open_game(a, game_id)
        await open_game(b, game_id)
        ctx_a = a.table_context(a.open_session(game_id))
        ctx_b = b.table_context(b.open_session(game_id))  # both phones show revision 0
        assert ctx_a.execute(legal(a, game_id, 1))
        assert not ctx_b.execute(legal(b, game_id, 2))
        assert STALE in texts(b.page.views[-1])  # a notice that stays on the table
        assert len(b.open_session(game_id).log()) == 1  # A's command kept, B's not merged
        assert ctx_b.seen == ctx_a.seen  # B now shows the current table and may try again
        assert ctx_b.execute(legal(b, game_id, 2))
        await until(lambda: saved_commands(home, game_id) == 2)
        await until(lambda: STALE not in texts(b.page.views[-1]))  # gone once this phone's change is painted

    run_isolated(scenario())


async def two_phones_after_a_command(game_id: str):
    """Two phones on ``game_id``; phone A made a legal command and phone B shows it."""
    a, b = await phones(2)
    await open_game(a, game_id)
    await open_game(b, game_id)
    assert a.table_context(a.open_session(game_id)).execute(legal(a, game_id))
    await until(lambda: shown_undo(b).startswith("Undo:"))
    return a, b


def test_undo_and_redo_act_on_the_table_and_every_phone_sees_them(home, game_id):
    async def scenario():
        a, b = await two_phones_after_a_command(game_id)
        assert b.table_context(b.open_session(game_id)).undo()
        await until(lambda: shown_undo(a) == "Nothing to undo")
        await until(lambda: saved_commands(home, game_id) == 0)
        assert a.table_context(a.open_session(game_id)).redo()
        await until(lambda: shown_undo(b).startswith("Undo:"))

    run_isolated(scenario())


def test_the_log_says_which_named_phone_did_what_and_the_save_keeps_it(home, game_id):
    async def scenario():
        a, b = await phones(2)
        a.phone.values.seats[game_id] = [0]  # "This phone is Player 1"
        await open_game(a, game_id)
        assert a.table_context(a.open_session(game_id)).execute(legal(a, game_id))
        assert b.open_session(game_id).log()[-1].notes[-1] == "From Player 1's phone"
        await until(lambda: saved_commands(home, game_id) == 1)
        assert SaveStore(home / "saves").load(game_id).log()[-1].notes[-1] == "From Player 1's phone"

    run_isolated(scenario())


def test_a_phone_after_a_server_restart_gets_the_current_state_from_the_file(home, game_id, monkeypatch):
    async def scenario():
        [a] = await phones(1)
        await open_game(a, game_id)
        assert a.table_context(a.open_session(game_id)).execute(legal(a, game_id))
        label = a.open_session(game_id).undo_label()
        await until(lambda: saved_commands(home, game_id) == 1)
        restarted = hub.TableHub()  # a new server process: no table in memory
        monkeypatch.setattr(hub, "TABLES", restarted)
        monkeypatch.setattr(app_module, "TABLES", restarted)
        [b] = await phones(1)
        await open_game(b, game_id)
        assert shown_undo(b) == f"Undo: {label}"

    run_isolated(scenario())


def test_a_deleted_game_is_never_written_back_by_a_phone_still_showing_it(home, game_id):
    async def scenario():
        a, b = await phones(2)
        await open_game(a, game_id)
        ctx, command = a.table_context(a.open_session(game_id)), legal(a, game_id)
        hub.TABLES.forget(b.store, game_id)
        b.store.delete(game_id)
        assert ctx.execute(command)
        assert ctx.table.persist() == 0 and not b.store.path(game_id).exists()

    run_isolated(scenario())


def test_the_tapping_phone_repaints_only_once_the_change_is_in_the_file(home, game_id):
    async def scenario():
        [a] = await phones(1)
        await open_game(a, game_id)
        ctx = a.table_context(a.open_session(game_id))
        in_file_when_painted = []
        ctx._redraw = lambda: in_file_when_painted.append(saved_commands(home, game_id))
        assert ctx.execute(legal(a, game_id))
        assert in_file_when_painted == []  # the event loop did not wait for the disk
        await until(lambda: in_file_when_painted)
        assert in_file_when_painted == [1]

    run_isolated(scenario())


def undo_button(app) -> ft.IconButton:
    return next(c for c in walk(app.page.views[-1]) if isinstance(c, ft.IconButton) and c.tooltip == "Undo")


def test_a_tap_on_a_control_painted_before_another_phones_change_still_reaches_it(home, game_id):
    """Issue #27: another phone's change renders this phone's table screen again, and each control keeps
    its identity, so a tap made as the screen changed lands on the live control: it is applied."""

    async def scenario():
        a, b = await two_phones_after_a_command(game_id)
        painted = undo_button(b)
        ctx = a.table_context(a.open_session(game_id))
        assert ctx.execute(legal(a, game_id, seed=1))
        second = a.open_session(game_id).undo_label()
        await until(lambda: shown_undo(b) == f"Undo: {second}")
        assert b.flet_session.index[painted._i] is undo_button(b)  # the same control, now undoing the second
        await b.flet_session.dispatch_event(painted._i, "click", None)  # the tap B made on what it saw
        await until(lambda: saved_commands(home, game_id) == 1)
        assert len(b.open_session(game_id).log()) == 1
        for phone in (a, b):  # what each phone's client holds is what the server painted
            await until(
                lambda phone=phone: sorted(client_texts(phone.flet_session)) == sorted(texts(phone.page.views[-1]))
            )

    run_isolated(scenario())


def test_listing_the_saves_and_replaying_a_game_never_run_on_the_event_loop(home, game_id, monkeypatch):
    """Issue #15, never block the table: the disk work of a route runs on a worker thread."""
    threads: list[tuple[str, int]] = []
    real_list, real_load = SaveStore.list, SaveStore.load

    def listing(self):
        threads.append(("list", threading.get_ident()))
        return real_list(self)

    def loading(self, *args):
        threads.append(("load", threading.get_ident()))
        return real_load(self, *args)

    monkeypatch.setattr(SaveStore, "list", listing)
    monkeypatch.setattr(SaveStore, "load", loading)

    async def scenario():
        [a] = await phones(1)
        await open_game(a, game_id)
        assert shown_undo(a) == "Nothing to undo"  # the game is shown
        return threading.get_ident()

    loop_thread = run_isolated(scenario())
    assert {kind for kind, _ in threads} == {"list", "load"}
    assert loop_thread not in {thread for _, thread in threads}
