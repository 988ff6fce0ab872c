"""A refusal reads in the language of the phone refused: the situation, the rule behind it and the values that
are app phrases (a step's name) in that language, the names the players typed as they typed them (issue 41,
Build 2: the engine keeps a refusal as a message id with its values)."""

import asyncio

import pytest

from companion import games, i18n
from companion.engine.game import validate
from companion.games.columbia.commands.world import ResolveElizabeth
from companion.games.columbia.rules import RULES
from companion.ui.refusal import refusal_dialog
from tests.ui.fake_session import run_isolated, start_app, texts


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_HOME", str(tmp_path))


def told_on(language: str, violations) -> list[str]:
    """The words of the refusal dialog on a phone that reads ``language``."""

    async def show():
        return texts(refusal_dialog(violations, lambda: None))

    async def scenario():
        _, page = await start_app(phone={})
        i18n.speak(page, language)
        return await asyncio.wrap_future(page.run_task(show))

    return run_isolated(scenario())


def test_a_german_phone_reads_a_columbia_refusal_and_its_rule_in_german():
    """columbia-rules-summary.txt §Game Round: the World Event phase's steps go in order (col.step_order); the
    refusal names both steps in German, and the rule behind it reads in German too."""
    session = games.new_session("columbia", 2, 1, {}, names=["Anna", "Bruno"])
    violations = validate(session.state, ResolveElizabeth())
    assert (
        violations[0].message == "This belongs to the step 'Elizabeth', not 'Reveal the World Event'."
    )  # English kept

    words = told_on("de", violations)

    assert "Das gehört zum Schritt „Elizabeth“, nicht zu „Weltereignis aufdecken“." in words
    assert "Keine Weltereigniskarte ist im Spiel: decke zuerst eine auf." in words
    assert i18n.catalogue("de").gettext(RULES["col.step_order"].text) in words
    assert i18n.catalogue("de").gettext(RULES["col.step_order"].text) != RULES["col.step_order"].text
    assert "Nicht erlaubt" in words
    assert not [w for w in words if "belongs to" in w or "World Event" in w]


def test_a_french_phone_reads_the_same_refusal_in_french_and_an_english_one_in_english():
    session = games.new_session("columbia", 2, 1, {}, names=["Anna", "Bruno"])
    violations = validate(session.state, ResolveElizabeth())

    assert "Cela relève de l'étape « Elizabeth », pas de « Révéler l'Événement mondial »." in told_on("fr", violations)
    assert violations[0].message in told_on("en", violations)
