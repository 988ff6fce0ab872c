"""A refusal is kept language-neutral (a message id with its values) and told in each phone's language; its
English stays the same for the command line, the logs and the tests (issue 41, Build 2)."""

import ast
import importlib
import string
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from companion import games, i18n
from companion.engine import GameSession, legal_now
from companion.engine.common import CompleteStep, RenamePlayer
from companion.engine.rules import ENGINE_RULES
from companion.i18n import Phrase
from tests.engine.toy import TOY

PACKAGE = Path(i18n.__file__).parent
CONVERTED = [PACKAGE / "engine", *(PACKAGE / "games" / game for game in ("columbia", "infiltration", "syndicate"))]
"""The code whose refusals are message ids: the engine's and every game's."""


def toy():
    return GameSession(TOY.new_game(2, 1, {}, None)).state


def test_a_refusal_keeps_its_message_id_and_values_and_its_english():
    (refusal,) = CompleteStep(step="nowhere").check(toy())
    assert refusal.said == Phrase("No step '{step}'.", step="nowhere")
    assert refusal.message == "No step 'nowhere'."


def test_a_refusal_is_told_in_german_and_french():
    (refusal,) = CompleteStep(step="nowhere").check(toy())
    assert refusal.said.told("de") == "Kein Schritt „nowhere“."
    assert refusal.said.told("fr") == "Aucune étape « nowhere »."


def test_an_app_phrase_among_the_values_is_translated_and_a_typed_name_is_not():
    (taken,) = RenamePlayer(player=1, name="P1").check(toy())
    assert taken.said.told("de") == "Ein anderer Spieler heißt schon P1."
    either = Phrase("{one} or {other}", one=Phrase("Player turns"), other=Phrase("Vote"))
    assert either.told("de") == "Spielerzüge oder Abstimmung"


def test_a_count_in_a_refusal_takes_each_language_plural():
    (one,) = RenamePlayer(player=5, name="Ann").check(toy())
    assert one.message == "There are 2 players."
    assert one.said.told("fr") == "Il y a 2 joueurs."
    single = Phrase.ngettext("There is {n} player.", "There are {n} players.", 1)
    assert (str(single), single.told("de"), single.told("fr")) == (
        "There is 1 player.",
        "Es gibt 1 Spieler.",
        "Il y a 1 joueur.",
    )


def test_the_rule_behind_an_engine_refusal_is_told_in_german():
    assert i18n.catalogue("de").gettext(ENGINE_RULES["engine.unknown_step"].text) == (
        "Diesen Schritt gibt es in dieser Runde nicht."
    )


def refusals(folder: Path):
    """(file, line, message argument, keyword names) of every ``.violated(…)`` call under ``folder``."""
    for path in sorted(folder.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "violated":
                message = node.args[0] if node.args else None
                yield f"{path.relative_to(PACKAGE)}:{node.lineno}", message, {k.arg for k in node.keywords}


def message_ids(message: ast.expr) -> list[str]:
    """The message ids a ``violated`` argument marks: ``N_("…")``, ``Phrase.ngettext("…", "…", n)``, or one of
    two of them (``N_("…") if … else N_("…")``)."""
    if isinstance(message, ast.IfExp):
        return message_ids(message.body) + message_ids(message.orelse)
    if isinstance(message, ast.Call) and isinstance(message.func, ast.Name) and message.func.id == "N_":
        return [ast.literal_eval(message.args[0])]
    if isinstance(message, ast.Call) and isinstance(message.func, ast.Attribute) and message.func.attr == "ngettext":
        return [ast.literal_eval(a) for a in message.args[:2]]
    return []


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def catalogue(language: str) -> dict[str, object]:
    with open(i18n.LOCALES / language / "LC_MESSAGES" / "companion.po", "rb") as po:
        return {m.id[0] if isinstance(m.id, (list, tuple)) else m.id: m.string for m in read_po(po) if m.id}


@pytest.mark.parametrize("folder", CONVERTED, ids=lambda f: f.name)
def test_every_refusal_is_a_message_id_with_its_values(folder):
    """No English sentence built in place (an f-string, a literal, a sum): a marked message id, the rule's own
    text (no argument) or a sentence made elsewhere (a name: a Phrase); each placeholder given a value."""
    for where, message, values in refusals(folder):
        built = isinstance(message, (ast.JoinedStr, ast.Constant, ast.BinOp)) or (
            isinstance(message, ast.IfExp) and len(message_ids(message)) < 2
        )
        assert not built, f"{where}: the refusal is an English sentence, not a message id with values"
        for msgid in message_ids(message) if message is not None else []:
            counted = "ngettext" in ast.dump(message)  # a plural's values are given to Phrase.ngettext
            assert counted or fields(msgid) == values, (
                f"{where}: {msgid!r} takes {sorted(fields(msgid))}, the call gives {sorted(values)}"
            )


@pytest.mark.parametrize("language", ["de", "fr"])
@pytest.mark.parametrize("folder", CONVERTED, ids=lambda f: f.name)
def test_every_refusal_message_id_is_translated_with_its_placeholders(folder, language):
    held = catalogue(language)
    for where, message, _values in refusals(folder):
        for msgid in message_ids(message) if message is not None else []:
            if msgid not in held:  # a plural's second form is held under its first
                continue
            forms = held[msgid] if isinstance(held[msgid], (list, tuple)) else [held[msgid]]
            for form in forms:  # a plural's form may leave out the count ("the only marker")
                assert form and fields(form) - {"n"} == fields(msgid) - {"n"}, (
                    f"{where}: {language} {msgid!r} -> {form!r}"
                )
        first = message_ids(message)[:1] if message is not None else []
        assert all(m in held for m in first), f"{where}: {first} is not in the {language} catalogue"


@pytest.mark.parametrize("game", ["columbia", "infiltration", "syndicate"])
def test_every_rule_a_refusal_cites_is_in_the_catalogues(game):
    """The rule behind a refusal (shown under its sentence) is told in German and French too."""
    rules = importlib.import_module(f"companion.games.{game}.rules").RULES
    for language in ("de", "fr"):
        held = catalogue(language)
        assert [rule.id for rule in rules if not held.get(rule.text)] == [], language


def test_why_an_action_waits_is_kept_once_for_every_phone_and_told_in_each_language():
    """columbia-rules-summary.txt §Game Round: a player's turn comes after the World Event phase. The "legal now"
    answer is worked out once per state for every phone (GameSession.legal_now), so it keeps the reason neutral."""
    state = games.new_session("columbia", 2, 1, {}, names=["Anna", "Bruno"]).state
    legal = legal_now(state)
    assert legal.why_not("end_turn") == "Not in the World Event phase: this belongs to the Player turns phase."
    assert legal.reasons["end_turn"].told("de") == "Nicht in der Phase Weltereignis: das gehört zur Phase Spielerzüge."
    assert "end_turn" not in legal.accepted
