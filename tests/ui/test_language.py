"""Each phone reads the app in its own language, chosen in Settings and kept on the phone (issue 41, Build 2)."""

import asyncio
from concurrent.futures import ThreadPoolExecutor
from types import SimpleNamespace

import flet as ft
import pytest

from companion import i18n
from companion.engine import seat_refusal
from companion.games.infiltration.commands import SelectCard
from companion.ui.theme import SHOWN_SCREEN_WAIT, phone_language
from tests.infiltration.helpers import game
from tests.ui.fake_session import route, run_isolated, settle, start_app, texts, walk


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_HOME", str(tmp_path))


async def as_phone(page: ft.Page, path: str) -> None:
    """Open ``path`` on ``page`` in that phone's own session context, as Flet runs a phone's handlers."""
    await asyncio.wrap_future(page.run_task(route, page, path))
    await settle()


async def choose_language(page: ft.Page, code: str) -> None:
    language = next(c for c in walk(page) if isinstance(c, ft.RadioGroup) and c.value in ("auto", "en", "de", "fr"))
    language.value = code
    await language.on_change(ft.Event(name="change", control=language))
    await settle()


def test_a_phone_reads_settings_in_the_language_chosen_there_and_keeps_it():
    storage: dict[str, str] = {}

    async def choose():
        _, page = await start_app(phone=storage)
        await as_phone(page, "/settings")
        await choose_language(page, "de")
        shown = texts(page)
        assert "Einstellungen" in shown and "Große Schrift" not in shown  # a switch's label is not a Text
        assert any(isinstance(c, ft.Switch) and c.label == "Große Schrift" for c in walk(page))

    async def reopen():
        app, page = await start_app(phone=storage)
        await settle()
        await as_phone(page, "/about")
        assert app.phone.values.language == "de"
        assert "Über" in texts(page)

    run_isolated(choose())
    run_isolated(reopen())


def test_two_phones_at_one_table_each_read_their_own_language():
    async def scenario():
        _, german = await start_app(phone={})
        _, french = await start_app(phone={})
        await as_phone(german, "/settings")
        await choose_language(german, "de")
        await as_phone(french, "/settings")
        await choose_language(french, "fr")
        await as_phone(german, "/about")
        await as_phone(french, "/about")
        assert "Über" in texts(german) and "À propos" not in texts(german)
        assert "À propos" in texts(french) and "Über" not in texts(french)

    run_isolated(scenario())


def test_the_language_a_browser_asks_for_is_the_first_the_app_speaks():
    assert i18n.best(["it-IT", "fr-CH", "de"]) == "fr"
    assert i18n.best(["pt_BR"]) == "en"
    assert i18n.best([]) == "en"


def test_every_language_names_itself_from_its_catalogue():
    assert i18n.languages() == {"en": "English", "de": "Deutsch", "fr": "Français"}


def test_outside_a_phone_s_session_the_app_speaks_english():
    with ThreadPoolExecutor(1) as fresh:  # a thread of its own: no phone's session in its context
        assert fresh.submit(lambda: (i18n.spoken(), i18n._("Settings"))).result() == ("en", "Settings")


def test_a_seat_refusal_reads_in_the_language_of_the_phone_refused():
    """App guide §Phones at the table (engine.not_your_seat); infiltration-rules-summary.txt l.57: a card selected
    face down is its player's secret. The refusal reads in the refused phone's language, names as typed, even when
    it was made for another phone (the table's "legal now" answers are made once for every phone)."""
    session = game(2)
    owner = session.state.operatives[0].player
    names = session.state.player_names
    refusal = seat_refusal(session.state, SelectCard(operative=0, card="advance"), frozenset({1 - owner}))
    assert refusal is not None

    async def refuse():
        return refusal.said.told(), refusal.citation  # the citation is named where it is shown

    async def scenario():
        _, page = await start_app(phone={})
        i18n.speak(page, "de")
        return await asyncio.wrap_future(page.run_task(refuse))

    message, citation = run_isolated(scenario())
    mine, theirs = names[1 - owner], names[owner]
    assert message == (
        f"Dieses Handy spielt {mine}: Das Geheimnis von {theirs} wird auf dem eigenen Handy von {theirs} erledigt."
    )
    assert citation == "So funktioniert die App, Phones at the table"  # the section keeps the guide's own words


class LateBrowser:
    """A web page whose browser tells its languages (French) only after ``delay`` seconds."""

    web = True

    def __init__(self, delay: float) -> None:
        self.delay = delay

    async def get_device_info(self) -> SimpleNamespace:
        await asyncio.sleep(self.delay)
        return SimpleNamespace(locales=[SimpleNamespace(language_code="fr")])


def test_a_browser_answering_late_still_sets_the_language_of_a_shown_screen():
    """Under load a French browser answered after a screen's first few seconds and the phone stayed English: a
    shown screen (English meanwhile) waits longer for the answer than a screen not yet shown."""
    page = LateBrowser(0.2)
    assert run_isolated(phone_language(page, i18n.AUTOMATIC, wait=0.05)) == i18n.SOURCE
    assert SHOWN_SCREEN_WAIT > 0.2
    assert run_isolated(phone_language(page, i18n.AUTOMATIC, wait=SHOWN_SCREEN_WAIT)) == "fr"
