"""The catalogues hold every phrase the code marks, each translated, none fuzzy or left over, every
placeholder kept, and the compiled copies the phones read match them (issue 41, Build 4)."""

import string
from io import BytesIO
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import read_mo, write_mo
from babel.messages.pofile import read_po

from companion import i18n

PACKAGE = Path(i18n.__file__).parent
SHIPPED = sorted(p.parent.parent.name for p in i18n.LOCALES.glob("*/LC_MESSAGES/companion.po"))


def marked() -> set[tuple[str | None, str | tuple[str, ...]]]:
    """(context, phrase) of every phrase marked in the package (plural phrases as their two forms)."""
    found = set()
    for _file, _line, message, _comments, context in extract_from_dir(str(PACKAGE)):
        found.add((context, tuple(message) if isinstance(message, (list, tuple)) else message))
    return found


def catalogue(language: str):
    with open(i18n.LOCALES / language / "LC_MESSAGES" / "companion.po", "rb") as po:
        return read_po(po)


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def test_german_and_french_are_shipped():
    assert {"de", "fr"} <= set(SHIPPED)


@pytest.mark.parametrize("language", SHIPPED)
def test_a_catalogue_holds_exactly_the_phrases_the_code_marks(language):
    held = {(m.context, tuple(m.id) if isinstance(m.id, (list, tuple)) else m.id) for m in catalogue(language) if m.id}
    code = marked()
    assert not code - held, f"phrases missing from {language}: {sorted(map(str, code - held))[:10]}"
    assert not held - code, f"phrases left over in {language}: {sorted(map(str, held - code))[:10]}"


def phrases(language: str):
    """(message, its source forms, its translated forms) of each phrase in the catalogue of ``language``."""
    for message in catalogue(language):
        if message.id:
            ids = message.id if isinstance(message.id, (list, tuple)) else [message.id]
            forms = message.string if isinstance(message.string, (list, tuple)) else [message.string]
            yield message, ids, forms


@pytest.mark.parametrize("language", SHIPPED)
def test_every_phrase_is_translated_and_none_is_fuzzy(language):
    for message, _ids, forms in phrases(language):
        assert all(forms) and not message.fuzzy, f"{language}: {message.id!r} is untranslated or fuzzy"


@pytest.mark.parametrize("language", SHIPPED)
def test_a_translation_keeps_every_placeholder(language):
    for message, ids, forms in phrases(language):
        wanted = set().union(*map(fields, ids))
        for form in forms:
            assert fields(form) <= wanted and fields(form) >= fields(ids[0]) - {"n"}, (
                f"{language}: {message.id!r} -> {form!r} changes the placeholders"
            )


@pytest.mark.parametrize("language", SHIPPED)
def test_the_compiled_catalogue_is_the_catalogue(language):
    compiled = BytesIO()
    write_mo(compiled, catalogue(language))
    compiled.seek(0)
    with open(i18n.LOCALES / language / "LC_MESSAGES" / "companion.mo", "rb") as shipped:
        held = {(m.context, str(m.id)): m.string for m in read_mo(shipped) if m.id}
    made = {(m.context, str(m.id)): m.string for m in read_mo(compiled) if m.id}
    assert held == made, f"companion.mo of {language} is stale: run pybabel compile (see companion/i18n.py)"
