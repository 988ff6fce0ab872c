"""A phone set to German reads no English on the translated screens: every text it shows is a translation from
the German catalogue (its placeholders filled) or what the players typed (issue 41, Build 4: a test that fails
on an English literal reaching the screen outside the layer)."""

from __future__ import annotations

import asyncio
import re
from collections.abc import Iterator

import flet as ft
import pytest
from babel.messages.pofile import read_po

from companion import games, i18n
from companion.content import ContentLibrary
from companion.engine.history import GameSession
from companion.games.infiltration.view import RevealEntryRoom, RoomFace, SelectCard
from companion.storage import SaveStore
from companion.ui import prefs, refusal
from companion.ui.infiltration.facility_view import short_name
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
    if game == "infiltration":  # a room tile names an operative by its first word
        found |= {short_name(op.name) for op in session.state.operatives}
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


TRANSLATED_TABLES = ["columbia", "infiltration", "syndicate"]  # the game screens translated so far


@pytest.mark.parametrize("game", TRANSLATED_TABLES)
def test_a_german_phone_reads_no_english_on_a_games_table_and_its_dialogs(game):
    """The table screen at the start of a game, each action of the step in hand and each of the table's
    correction editors, opened on a German phone: every word a translation, a name or the box's own words."""
    players = max(games.PLAYER_COUNTS[game][0], 2)
    session = games.new_session(game, players, 1, {}, names=[f"P{n}" for n in range(players)])
    assert_table_in_german(session, game)


INFILTRATION_ROUND = {
    "selection": [],
    "resolution": [SelectCard(operative=i, card="advance") for i in range(2)],
}


@pytest.mark.parametrize("step", list(INFILTRATION_ROUND))
def test_a_german_phone_reads_infiltrations_round_in_german(step):
    """Infiltration's selection and resolution panels (RS §Game Round), their dialogs (a room card typed as
    it is revealed) and the corrections of a revealed room, on a German phone, the entry room revealed."""
    session = games.new_session("infiltration", 2, 1, {}, names=["P0", "P1"])
    lobby = RoomFace(name="Lobby", df=4, interface=True, lab_worker_secure=2)
    for command in [RevealEntryRoom(face=lobby), *INFILTRATION_ROUND[step]]:
        assert session.execute(command) == []
    assert_table_in_german(session, "infiltration")


def assert_table_in_german(session: GameSession, game: str) -> None:
    """Open ``session``'s table on a German phone and press each enabled button of the screen as it stands after
    the press before (a button once by its words), reading each dialog it opens. The round log's lines and the
    rules' refusals (the engine's English, to travel later as message ids: of a refusal, only the dialog's title
    is read) and the box's words are the allowed English."""
    SaveStore().save(session)
    patterns = german_patterns()
    refused_title = i18n.catalogue("de").gettext(refusal.TITLE)
    seen_refusals: set[str] = set()

    async def scenario():
        _, page = await start_app(phone={prefs.KEY: prefs.PhonePrefs(language="de").model_dump_json()})
        await settle()
        await route(page, f"/game/{session.game_id}")
        seen_refusals.update(refusals(page.views[-1]))
        found = {"table": shown_english(page.views[-1], patterns)}
        pressed: set[str] = set()
        while button := next((b for b in buttons(page) if b.content not in pressed), None):
            pressed.add(button.content)
            before = [b.content for b in buttons(page)]
            await click(button)
            dialog = dialog_on(page)
            if dialog is not None:
                title = getattr(dialog, "title", None)  # a toast has none
                refused = isinstance(title, ft.Text) and title.value == refused_title
                found[button.content] = shown_english(title if refused else dialog, patterns)
                dialog.open = False
                await settle()
            else:  # the command was sent: the screen repaints once it is saved (off the event loop)
                await repainted(page, before)
                seen_refusals.update(refusals(page.views[-1]))
                found[button.content] = shown_english(page.views[-1], patterns)
        return found

    shown_words = run_isolated(scenario())
    played = SaveStore().load(session.game_id)
    logged = {words for entry in played.log() for words in (entry.label, *entry.notes)}
    allowed = box_words(played, game) | logged | seen_refusals
    allowed |= {f"• {words}" for words in allowed}  # a summary lists the state's lines as bullets
    english = {where: [w for w in words if not readable(w, patterns, allowed)] for where, words in shown_words.items()}
    english = {where: words for where, words in english.items() if words}
    assert not english, f"English on a German phone: {english}"


def refusals(root: ft.Control) -> set[str]:
    """The reasons shown under disabled action buttons: the engine's refusals, which reach the screen in English
    until they travel as a message id with values."""
    return {
        c.controls[1].value
        for c in walk(root)
        if isinstance(c, ft.Column)
        and len(c.controls) == 2
        and getattr(c.controls[0], "disabled", False)
        and isinstance(c.controls[1], ft.Text)
    }


async def repainted(page: ft.Page, before: list[str]) -> None:
    """Wait (up to 5 s) until the screen's buttons are no longer ``before``: a press that changes nothing
    on them waits it out."""
    for _ in range(250):
        if [b.content for b in buttons(page)] != before:
            return
        await asyncio.sleep(0.02)


def buttons(page: ft.Page) -> list[ft.Button | ft.OutlinedButton | ft.FilledTonalButton]:
    """The enabled buttons with words on the screen on top."""
    return [
        c
        for c in walk(page.views[-1])
        if isinstance(c, (ft.Button, ft.OutlinedButton, ft.FilledTonalButton))
        and isinstance(c.content, str)
        and not c.disabled
    ]


def syndicate_at(stop: str) -> GameSession:
    """A two-player Syndicate table set up (tests/syndicate/helpers.py) and played to ``stop`` of its first round
    (syndicate-draft-rulebook.txt l.404-420): a base each, a bonus chip held, a tax card drawn, then collection."""
    from companion.games.syndicate import commands as c
    from companion.games.syndicate.state import Effect, Tier
    from tests.commands import ok
    from tests.syndicate.helpers import edit, game, own

    def table(state) -> None:
        own(state, "mine", 0)
        own(state, "lab", 1, fortified=True)
        state.players[0].chips.append("EXO chip (Goshen)")

    session = edit(game(players=2), table)
    if stop == "player turns":
        return session
    ok(session, c.EndTurn(player=0), c.EndTurn(player=1))
    if stop == "Sovereign draw":
        return session
    tax = Effect(kind="tax_per_base", tiers=[Tier(min_alert=1, amount=2)])
    ok(session, c.DrawSovereignCard(card={"name": "Levy", "effects": [tax.model_dump()]}))
    if stop == "Sovereign card":
        return session
    ok(session, c.ResolveSovereignCard())
    return session


SYNDICATE_STOPS = {
    "player turns": "player_turns",
    "Sovereign draw": "sovereign_draw",
    "Sovereign card": "sovereign_pardons",
    "resource collection": "collect_cards",
}


@pytest.mark.parametrize("stop", list(SYNDICATE_STOPS))
def test_a_german_phone_reads_no_english_at_each_step_of_a_syndicate_round(stop):
    """Syndicate's table in play on a German phone: the turn's actions and their dialogs (mission, robbery,
    assault, bases, exchange, sale, chips, corrections), the Sovereign card drawn and its pardons, and resource
    collection: every word a translation, a name or the box's own words (issue 41, Build 3)."""
    session = syndicate_at(stop)
    assert session.state.progress.step == SYNDICATE_STOPS[stop]
    assert_table_in_german(session, "syndicate")


TRANSLATED_BOXES = ["columbia", "infiltration", "syndicate"]  # the box-setup screens translated so far


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


def test_a_german_phone_reads_syndicates_box_setup_dialogs_in_german():
    """Syndicate's box setup on a German phone: the board in one pass, the lists and each dialog its buttons open
    (territory, trade route, syndicate mat, Sovereign card, bonus chip, Advanced Tech, sleeper, award)."""
    patterns = german_patterns()

    async def scenario():
        _, page = await start_app(phone={prefs.KEY: prefs.PhonePrefs(language="de").model_dump_json()})
        await settle()
        await route(page, "/box/syndicate")
        found = {"box setup": shown_english(page.views[-1], patterns)}
        buttons = [c for c in walk(page.views[-1]) if isinstance(c, ft.Button) and isinstance(c.content, str)]
        for button in buttons:
            await click(button)
            dialog = dialog_on(page)
            if dialog is not None:
                found[button.content] = shown_english(dialog, patterns)
                dialog.open = False
                await settle()
        return found, len(buttons)

    found, pressed = run_isolated(scenario())
    allowed = box_words(games.new_session("syndicate", 2, 1, {}), "syndicate")
    english = {where: [w for w in words if not readable(w, patterns, allowed)] for where, words in found.items()}
    english = {where: words for where, words in english.items() if words}
    assert pressed >= 8 and not english, f"English on a German phone: {english}"
