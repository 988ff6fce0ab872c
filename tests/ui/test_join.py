"""The served table's door on a fake Flet session (issue 37, Build 4): the app for a browser that brings the
table key, in its link or its storage; for any other, one page that says how to join and nothing else."""

from __future__ import annotations

import flet as ft
import pytest

from companion.ui import join, prefs
from tests.ui.fake_session import make_page, run_isolated, settle, texts, walk

KEY = "k" * 22


def enter(route: str, storage: dict[str, str], monkeypatch) -> tuple[set[str], list[str], str | None]:
    """A browser opening ``route`` with ``storage`` at the door: the texts and kinds of buttons on its page, the
    routes the app was started at (the stand-in app shows nothing), and the key its session keeps for its Join QR."""
    monkeypatch.setattr(join, "browser_backend", lambda: prefs.MemoryBackend(storage))
    started: list[str] = []

    async def app(page: ft.Page) -> None:
        started.append(page.route)

    async def scenario():
        session, page = make_page(lambda page: None)
        page.route = route
        await join.gated(app, KEY)(page)
        await settle()
        tappable = {type(c).__name__ for c in walk(page) if isinstance(c, (ft.Button, ft.TextButton, ft.IconButton))}
        return set(texts(page)) | tappable, join.session_key(session.page)

    shown, kept = run_isolated(scenario())
    return shown, started, kept


@pytest.mark.parametrize("route", ["/", "/game/g1", "/share/g1", "/load?s=AB"])
def test_a_browser_without_the_key_sees_how_to_join_and_nothing_else(route, monkeypatch):
    shown, started, kept = enter(route, {}, monkeypatch)
    assert started == []  # no app: no saved games, no game, no export, no delete, no live news (and no button)
    assert shown == {"Join this table", join.HOW_TO_JOIN} and kept is None


def test_the_join_link_lets_a_phone_in_at_its_route_and_the_phone_keeps_the_key(monkeypatch):
    storage: dict[str, str] = {}
    _, started, kept = enter(f"/game/g1?key={KEY}", storage, monkeypatch)
    assert started == ["/game/g1"] and storage == {join.PREF: KEY}  # the app never sees the key in its route
    assert kept == KEY  # for this phone's Join QR


def test_a_phone_that_kept_the_key_comes_back_without_it_in_the_link(monkeypatch):
    _, started, _ = enter("/game/g1", {join.PREF: KEY}, monkeypatch)
    assert started == ["/game/g1"]


def test_a_renewed_key_turns_an_old_link_and_an_old_phone_away_in_plain_words(monkeypatch):
    old = "o" * 22
    shown, started, _ = enter(f"/?key={old}", {join.PREF: old}, monkeypatch)
    assert started == [] and shown == {"Join this table", join.OUT_OF_DATE, join.HOW_TO_JOIN}


def test_the_join_page_speaks_the_language_the_phone_chose_before(monkeypatch):
    """Issue 41: a phone set to French that comes back with an old link reads the join page in French."""
    stored = {prefs.KEY: prefs.PhonePrefs(language="fr").model_dump_json(), join.PREF: "o" * 22}
    shown, started, _ = enter("/", stored, monkeypatch)
    assert started == [] and "Rejoindre cette table" in shown
    assert not shown & {"Join this table", join.OUT_OF_DATE, join.HOW_TO_JOIN}
