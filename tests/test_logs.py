"""The host's log (issue 24, Build 3): a file in the data folder, the console says where, nothing on screen."""

import logging
import socket
from logging.handlers import RotatingFileHandler

import flet as ft
import pytest

from companion import logs, web_server
from companion.cli import main
from companion.engine import GameSession
from companion.flet_compat import MessageAction
from companion.storage import SaveStore
from companion.table import LiveTable
from tests.conftest import run_async
from tests.engine.toy import TOY, Add
from tests.ui.fake_session import make_page, settle, walk


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A fresh data folder; the root logger is put back afterwards."""
    monkeypatch.setenv("COMPANION_HOME", str(tmp_path))
    root, companion = logging.getLogger(), logging.getLogger("companion")
    saved = (list(root.handlers), root.level, companion.level)
    yield tmp_path
    for handler in root.handlers:
        if isinstance(handler, RotatingFileHandler):
            handler.close()
    root.handlers[:], root.level = saved[0], saved[1]
    companion.setLevel(saved[2])


def _table(folder):
    store = SaveStore(folder / "saves")
    session = GameSession(TOY.new_game(2, 4, {}, None))
    store.save(session)
    return LiveTable(store, session.game_id)


def test_refusals_and_saves_go_to_the_log_file_never_to_the_screen(home, capfd):
    path = logs.setup("INFO")
    assert path == home / "logs" / "companion.log"
    table = _table(home)
    assert table.execute(Add(amount=11), seen=0, phone="Ada").violations
    assert table.execute(Add(amount=1), seen=0, phone="Ada").applied
    table.persist()
    text = path.read_text()
    assert "Ada refused Add by toy.max_ten" in text and "saved table revision 1" in text
    assert capfd.readouterr() == ("", "")


class Served:
    """What the served app is made with (Flet's web app factory, not started)."""

    def __init__(self, main, **options):
        self.options = options

    def add_middleware(self, *middleware, **options):
        pass


def test_a_failed_session_shows_a_plain_sentence_and_logs_the_traceback(home, monkeypatch):
    """A tap whose handler raises, on a session of the served app (its ``before_main`` run first)."""

    monkeypatch.setattr(web_server.flet_fastapi, "app", Served)
    before_main = web_server.web_app("k" * 22).options["before_main"]
    path = logs.setup("INFO")

    def boom(e):
        raise RuntimeError("boom")

    assert crash_a_tap(before_main, boom) == [logs.CRASHED] and "Traceback" not in logs.CRASHED
    text = path.read_text()
    assert "a session failed:\nTraceback (most recent call last)" in text
    assert "RuntimeError" in text and "RuntimeError: boom" not in text


def crash_a_tap(before_main, handler) -> list[str]:
    """What the phone is sent when a tap on a served session's button runs ``handler``."""

    def main(page):
        before_main(page)
        page.add(ft.Button("Boom", on_click=handler))

    async def scenario():
        session, page = make_page(main)
        button = next(c for c in walk(page) if isinstance(c, ft.Button))
        await session.dispatch_event(button._i, "click", None)
        await settle()
        return [m.body.message for m in session.connection.sent if m.action == MessageAction.SESSION_CRASHED]

    return run_async(scenario())


def test_the_log_names_no_secret_a_failure_carries(home, monkeypatch):
    """A failure's message may carry a value of the game (a face-down card): the log keeps where it failed and
    its kind, never its message (issue #37, Build 3)."""
    monkeypatch.setattr(web_server.flet_fastapi, "app", Served)
    before_main = web_server.web_app("k" * 22).options["before_main"]
    path = logs.setup("INFO")
    card = "".join(["Bribe", " the guard"])  # a face-down card's name (not written in the code the log quotes)

    def peek(e):
        return {}[card]

    crash_a_tap(before_main, peek)
    try:
        peek(None)
    except KeyError:
        logging.getLogger("flet").error("Unhandled error in 'on_click' handler", exc_info=True)
    text = path.read_text()
    assert "Bribe" not in text, text
    assert "KeyError" in text and "test_logs.py" in text and "Unhandled error" in text


def test_log_level_debug_keeps_more(home):
    path = logs.setup("WARNING")
    logging.getLogger("companion.table.live").info("not kept")
    logs.setup("DEBUG")
    logging.getLogger("companion.table.live").debug("kept")
    assert "not kept" not in path.read_text() and "kept" in path.read_text()


def test_serve_says_where_the_log_is_and_how_to_help_a_phone(home, monkeypatch, capsys):
    monkeypatch.setattr("companion.web_server.serve", lambda *a, **k: None)
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    assert main(["serve", "--host", "0.0.0.0", "--port", str(port), "--no-browser", "--log-level", "DEBUG"]) == 0
    out = capsys.readouterr().out
    assert f"Log (send it with a bug report): {home / 'logs' / 'companion.log'}" in out
    assert f"firewall let port {port} in" in out
    assert f"serving at 0.0.0.0:{port}" in (home / "logs" / "companion.log").read_text()
