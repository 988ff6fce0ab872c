"""A phone set to German reads no English on the translated screens: every text it shows is a translation from
the German catalogue (its placeholders filled) or what the players typed (issue 41, Build 4: a test that fails
on an English literal reaching the screen outside the layer)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import flet as ft
import pytest
from babel.messages.pofile import read_po

from companion import games, i18n
from companion.content import ContentLibrary
from companion.engine.history import GameSession
from companion.storage import SaveStore
from companion.ui import prefs
from tests.ui.fake_session import click, route, run_isolated, settle, start_app, walk

NAMES = ["Anna", "Bruno"]  # typed by the players: never translated
NAMES_OF_THINGS = {"Table Companion", *games.TITLES.values(), *i18n.languages().values()}


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_HOME", str(tmp_path))


def german_patterns() -> list[re.Pattern[str]]:
    """Each German translation as a pattern: its placeholders stand for any words."""
    with open(i18n.LOCALES / "de" / "LC_MESSAGES" / "companion.po", "rb") as po:
        catalogue = read_po(po)
    found = []
    for message in catalogue:
        forms = message.string if isinstance(message.string, (list, tuple)) else [message.string]
        for form in filter(None, forms):
            found.append(re.compile(re.sub(r"\\\{\w*\\\}", ".+", re.escape(form)), re.DOTALL))
    return found


def shown(control: object) -> Iterator[str]:
    """The words a player sees below ``control``: texts, button words, labels, hints and accessible names; a
    hidden control and the body of a folded section show nothing."""
    if not isinstance(control, ft.BaseControl) or getattr(control, "visible", True) is False:
        return
    if isinstance(control, ft.Text) and control.value:
        yield control.value
    for attr in ("label", "hint_text", "tooltip"):
        value = getattr(control, attr, None)
        if isinstance(value, str) and value:
            yield value
    content = getattr(control, "content", None)
    if isinstance(content, str) and content:
        yield content
    attrs = ["views", "controls", "content", "actions", "appbar", "title", "subtitle", "leading", "_b"]
    if isinstance(control, ft.ExpansionTile) and not control.expanded:
        attrs.remove("controls")
    for attr in attrs:
        child = getattr(control, attr, None)
        for item in child if isinstance(child, list) else [child]:
            yield from shown(item)


def english_on(page: ft.Page, patterns: list[re.Pattern[str]]) -> list[str]:
    """What the screen on top shows that is neither a German translation nor a name."""
    return shown_english(page.views[-1], patterns)


def shown_english(control: ft.Control, patterns: list[re.Pattern[str]]) -> list[str]:
    """What ``control`` shows that is neither a German translation nor a name."""
    return [
        words
        for words in shown(control)
        if words not in NAMES_OF_THINGS
        and words not in NAMES
        and re.search("[A-Za-z]", words)
        and not words.startswith("https://")  # an address
        and not (words.startswith("Round ") and " · " in words)  # a saved game's line, written into its save
        and not any(p.fullmatch(words) for p in patterns)
    ]


def test_a_german_phone_reads_no_english_on_the_translated_screens():
    session = games.new_session("infiltration", 2, 1, {}, names=NAMES)
    SaveStore().save(session)
    game = session.game_id
    patterns = german_patterns()

    async def scenario():
        _, page = await start_app(phone={prefs.KEY: prefs.PhonePrefs(language="de").model_dump_json()})
        await settle()
        found = {}
        for path in ["/", "/settings", "/about", "/load", f"/share/{game}", *(f"/new/{g}" for g in games.GAME_IDS)]:
            await route(page, path)
            found[path] = english_on(page, patterns)
        return found

    english = {path: words for path, words in run_isolated(scenario()).items() if words}
    assert not english, f"English on a German phone: {english}"


@pytest.mark.parametrize("game", games.GAME_IDS)
def test_a_german_phone_reads_the_round_checklist_in_german(game):
    """The phases and steps of the round (rules summaries' Game Round sections) as the German catalogue names them."""
    players = max(games.PLAYER_COUNTS[game][0], 2)
    session = games.new_session(game, players, 1, {}, names=[f"P{n}" for n in range(players)])
    SaveStore().save(session)
    spec = session.definition.round_spec
    phase = next(p for p in spec.phases if any(s.id == session.state.progress.step for s in p.steps))
    german = i18n.catalogue("de")

    async def scenario():
        _, page = await start_app(phone={prefs.KEY: prefs.PhonePrefs(language="de").model_dump_json()})
        await settle()
        await route(page, f"/game/{session.game_id}")
        return list(shown(page.views[-1]))

    words = run_isolated(scenario())
    assert german.gettext("Round {n}").format(n=session.state.round) in words
    assert {german.gettext(p.label) for p in spec.phases} <= set(words)
    step_lines = [german.gettext(s.label) for s in phase.steps]
    assert all(any(line in w for w in words) for line in step_lines), (step_lines, words[:40])
    assert not [w for w in words if w.endswith("'s turn") or w.startswith("This phone is")]  # the banner, the seats


def box_words(session: GameSession, game: str) -> set[str]:
    """The box's and the players' words in a game, from its state and the library (places, cards, leaders'
    abilities): shown as they are, never translated (issue 41, Build 3)."""
    found: set[str] = set()

    def collect(value: object) -> None:
        if isinstance(value, str) and not re.fullmatch(r"[a-z_]*", value):
            found.add(value)
        for item in value.values() if isinstance(value, dict) else value if isinstance(value, list) else []:
            collect(item)

    collect(session.state.model_dump(mode="json"))
    library = ContentLibrary()
    for kind in session.definition.content_kinds:
        collect([e.model_dump(mode="json") for e in library.entries(game, kind)])
    return found


def readable(words: str, patterns: list[re.Pattern[str]], allowed: set[str]) -> bool:
    """A German translation, a name, the box's words, or a control's name and choice ("Farbe: Dunkelblau") made
    of them."""
    if words in allowed or not re.search("[A-Za-z]", words) or any(p.fullmatch(words) for p in patterns):
        return True
    name, colon, choice = words.partition(": ")
    return bool(colon) and readable(name, patterns, allowed) and readable(choice, patterns, allowed)


def dialog_on(page: ft.Page) -> ft.Control | None:
    return next((d for d in reversed(page._dialogs.controls) if d.open), None)


TRANSLATED_TABLES = ["columbia"]  # the game screens translated so far


@pytest.mark.parametrize("game", TRANSLATED_TABLES)
def test_a_german_phone_reads_no_english_on_a_games_table_and_its_dialogs(game):
    """The table screen at the start of a game, each action of the step in hand and each of the table's
    correction editors, opened on a German phone: every word a translation, a name or the box's own words."""
    players = max(games.PLAYER_COUNTS[game][0], 2)
    session = games.new_session(game, players, 1, {}, names=[f"P{n}" for n in range(players)])
    SaveStore().save(session)
    patterns = german_patterns()
    allowed = box_words(session, game)

    async def scenario():
        _, page = await start_app(phone={prefs.KEY: prefs.PhonePrefs(language="de").model_dump_json()})
        await settle()
        await route(page, f"/game/{session.game_id}")
        found = {"table": shown_english(page.views[-1], patterns)}
        buttons = [
            c
            for c in walk(page.views[-1])
            if isinstance(c, (ft.Button, ft.OutlinedButton, ft.FilledTonalButton))
            and isinstance(c.content, str)
            and not c.disabled
        ]
        for button in buttons:
            await click(button)
            dialog = dialog_on(page)
            if dialog is not None:
                found[button.content] = shown_english(dialog, patterns)
                dialog.open = False
                await settle()
        return found

    english = {
        where: [w for w in words if not readable(w, patterns, allowed)]
        for where, words in run_isolated(scenario()).items()
    }
    english = {where: words for where, words in english.items() if words}
    assert not english, f"English on a German phone: {english}"


TRANSLATED_BOXES = ["columbia"]  # the box-setup screens translated so far


@pytest.mark.parametrize("game", TRANSLATED_BOXES)
def test_a_german_phone_reads_no_english_in_box_setup(game):
    """A game's box setup on a German phone: every label, hint and text a translation, a name or the box's own
    words (the cards, dice and leaders typed in stay as typed)."""
    players = max(games.PLAYER_COUNTS[game][0], 2)
    allowed = box_words(games.new_session(game, players, 1, {}, names=NAMES), game)
    patterns = german_patterns()

    async def scenario():
        _, page = await start_app(phone={prefs.KEY: prefs.PhonePrefs(language="de").model_dump_json()})
        await settle()
        await route(page, f"/box/{game}")
        return shown_english(page.views[-1], patterns)

    english = [w for w in run_isolated(scenario()) if not readable(w, patterns, allowed)]
    assert not english, f"English on a German phone: {english}"
