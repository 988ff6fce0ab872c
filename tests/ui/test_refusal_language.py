"""A refusal reads in the language of the phone refused: the situation, the rule behind it and the values that
are app phrases (a step's name) in that language, the names the players typed as they typed them (issue 41,
Build 2: the engine keeps a refusal as a message id with its values)."""

import asyncio

import pytest

from companion import games, i18n
from companion.engine.game import validate
from companion.games.columbia.commands.world import ResolveElizabeth
from companion.games.columbia.rules import RULES
from companion.games.infiltration.commands import SelectCard
from companion.games.infiltration.rules import RULES as INFILTRATION_RULES
from companion.games.syndicate.commands import Exchange
from companion.games.syndicate.rules import RULES as SYNDICATE_RULES
from companion.ui.refusal import refusal_dialog
from tests.infiltration import helpers as infiltration
from tests.syndicate import helpers as syndicate
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


def test_a_german_phone_reads_an_infiltration_refusal_and_its_rule_in_german():
    """infiltration-rules-summary.txt §Escaping the Facility l.133-139: an escaped operative takes no further part;
    its name reads as typed, the sentence and the rule behind it in German."""
    session = infiltration.edit(infiltration.game(), lambda state: setattr(state.operatives[1], "status", "escaped"))
    name = session.state.operatives[1].name
    violations = validate(session.state, SelectCard(operative=1, card="advance"))
    assert violations[0].message == f"{name} has escaped and takes no further part."  # English kept

    words = told_on("de", violations)

    assert f"{name} ist entkommen und spielt nicht mehr mit." in words
    rule = INFILTRATION_RULES["inf.escaped_out"].text
    assert (
        i18n.catalogue("de").gettext(rule)
        == "Ein entkommener oder ausgeschiedener Agent spielt bis zur Wertung nicht mehr mit."
    )
    assert i18n.catalogue("de").gettext(rule) in words
    assert not [w for w in words if "escaped" in w or "takes no further part" in w]


def test_a_german_phone_reads_a_syndicate_refusal_its_resource_and_its_rule_in_german():
    """syndicate-draft-rulebook.txt §Exchange Resources l.540: an exchange is paid from what the player holds; the
    resource the player lacks is named in German too."""
    session = syndicate.game()
    violations = validate(session.state, Exchange(player=0, give="influence", get="crew", times=50))
    player = session.state.player_names[0]
    assert violations[0].message == f"{player} cannot pay for the exchange: needs 150 influence (has 30)."

    words = told_on("de", violations)

    assert f"{player} kann den Tausch nicht bezahlen: Es fehlen 150 Einfluss (hat 30)." in words
    rule = SYNDICATE_RULES["syn.exchange_afford"].text
    assert i18n.catalogue("de").gettext(rule) == "Ein Tausch wird aus dem bezahlt, was der Spieler hat."
    assert i18n.catalogue("de").gettext(rule) in words
    assert not [w for w in words if "exchange" in w or "influence" in w]
