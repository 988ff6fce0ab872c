"""The player's language: every phrase a player reads goes through gettext, in the language of the phone in hand.

Each phone has its own language (kept with its preferences): two phones at one table read one table in two
languages. :func:`_` and :func:`ngettext` translate for the phone whose session the code runs for (Flet's
``ft.context.page``); outside a phone's session they give the English source. A phrase defined before any
phone exists (a module constant) is marked with :func:`N_` and translated where it is shown.

The catalogues are ``companion/locales/<language>/LC_MESSAGES/companion.po``, compiled beside them to
``.mo`` (Python's own gettext reads them: Babel, which extracts and compiles them, is a tool of the
developers, not of the phones). A new language is a new catalogue and nothing else: its name, in itself, is
the catalogue's translation of "English" in the context "language name". tests/test_catalogues.py holds
every catalogue to the source. To refresh them after changing phrases::

    pybabel extract -o companion.pot --no-location --omit-header -w 10000 companion
    pybabel update -i companion.pot -d companion/locales -D companion -N --ignore-obsolete -w 10000
    pybabel compile -d companion/locales -D companion
"""

from __future__ import annotations

import gettext
import sys
import weakref
from collections.abc import Sequence
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import flet as ft

DOMAIN = "companion"
LOCALES = Path(__file__).resolve().parent / "locales"
SOURCE = "en"  # the language the phrases are written in
AUTOMATIC = "auto"  # a phone's setting: the language its browser asks for

_chosen: weakref.WeakKeyDictionary[ft.Page, str] = weakref.WeakKeyDictionary()


@cache
def catalogue(language: str) -> gettext.NullTranslations:
    """The phrases of ``language`` (the English source itself where no catalogue has it)."""
    if language == SOURCE:
        return gettext.NullTranslations()
    return gettext.translation(DOMAIN, LOCALES, languages=[language], fallback=True)


@cache
def languages() -> dict[str, str]:
    """Every language the app speaks, by code, each named in itself: English first, then the catalogues'.

    >>> languages()["en"]
    'English'
    """
    found = sorted(p.parent.parent.name for p in LOCALES.glob(f"*/LC_MESSAGES/{DOMAIN}.mo"))
    return {SOURCE: "English", **{code: catalogue(code).pgettext("language name", "English") for code in found}}


def best(asked: list[str]) -> str:
    """The first language of ``asked`` (a browser's preferred languages, as "de", "de-CH" or "de_CH") the app
    speaks, else English.

    >>> best(["gsw-CH", "fr-CH", "de"])
    'fr'
    """
    for code in asked:
        language = code.replace("_", "-").split("-")[0].lower()
        if language in languages():
            return language
    return SOURCE


def speak(page: ft.Page, language: str) -> None:
    """Make ``page``'s phone read ``language`` from its next screen on (English for one the app lacks)."""
    _chosen[page] = language if language in languages() else SOURCE


def spoken(page: ft.Page | None = None) -> str:
    """The language ``page``'s phone reads (the phone of the session in context when not given)."""
    if page is None:
        flet = sys.modules.get("flet")  # the engine and the CLI speak without loading Flet: no phone there
        if flet is None:
            return SOURCE
        try:
            page = flet.context.page
        except RuntimeError:  # no phone's session: a CLI, a test, the server's own work
            return SOURCE
    return _chosen.get(page, SOURCE) if page is not None else SOURCE


def _(message: str) -> str:
    """``message`` in the language of the phone in hand."""
    return catalogue(spoken()).gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form for ``n`` of a phrase with a count (each language's own plural rules), in the phone's language.

    >>> ngettext("{n} card", "{n} cards", 1).format(n=1)
    '1 card'
    """
    return catalogue(spoken()).ngettext(singular, plural, n)


def N_(message: str) -> str:
    """Mark ``message`` for the catalogues without translating it now (it is translated where it is shown)."""
    return message


class Phrase:
    """A sentence kept language-neutral: its message id (the English template, marked with :func:`N_`, or with
    :meth:`Phrase.ngettext` where a count is in it) and its values, told in each reader's language.

    A value that is itself an app phrase (a step's name) is given as a ``Phrase`` and told in the reader's
    language too; any other value (a name a player typed, a number) is shown as it is. ``str()`` is the English.

    >>> str(Phrase("No step '{step}'.", step=Phrase("Vote")))
    "No step 'Vote'."
    >>> str(Phrase.ngettext("{n} unit has moved.", "{n} units have moved.", 3))
    '3 units have moved.'
    """

    __slots__ = ("msgid", "plural", "values")

    def __init__(self, msgid: str, /, **values: object) -> None:
        self.msgid = msgid
        self.plural = ""
        self.values = values

    @classmethod
    def ngettext(cls, singular: str, plural: str, /, n: int, **values: object) -> Phrase:
        """A sentence with the count ``n`` in it, in each language's plural form for ``n``."""
        phrase = cls(singular, n=n, **values)
        phrase.plural = plural
        return phrase

    def told(self, language: str | None = None) -> str:
        """The sentence in ``language`` (default: the language of the phone in hand)."""
        words = catalogue(spoken() if language is None else language)
        n = self.values.get("n")
        if self.plural and isinstance(n, int):
            template = words.ngettext(self.msgid, self.plural, n)
        else:
            template = words.gettext(self.msgid)
        if not self.values:
            return template
        return template.format(**{k: v.told(language) if isinstance(v, Phrase) else v for k, v in self.values.items()})

    def __str__(self) -> str:
        return self.told(SOURCE)

    def __repr__(self) -> str:
        return f"Phrase({self.msgid!r}, plural={self.plural!r}, values={self.values!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Phrase):
            return NotImplemented
        return (self.msgid, self.plural, self.values) == (other.msgid, other.plural, other.values)

    def __hash__(self) -> int:
        return hash((self.msgid, self.plural))


def either(values: Sequence[object]) -> Phrase:
    """ "A or B or C" as a value of a :class:`Phrase`, told in the reader's language (each value as a Phrase's).

    >>> str(either([Phrase("Produce"), Phrase("Move"), 3]))
    'Produce or Move or 3'
    """
    return _listed(values, N_("{one} or {other}"))


def both(values: Sequence[object]) -> Phrase:
    """ "A and B and C" as a value of a :class:`Phrase` (players' names, say), told in the reader's language.

    >>> str(both(["Ana", "Ben"]))
    'Ana and Ben'
    """
    return _listed(values, N_("{one} and {other}"))


def with_commas(values: Sequence[object]) -> Phrase:
    """ "A, B, C" as a value of a :class:`Phrase` (a comma reads the same in every language of the app).

    >>> str(with_commas(["3 credits", Phrase("Move")]))
    '3 credits, Move'
    """
    return _listed(values, "{one}, {other}")


def _listed(values: Sequence[object], joined: str) -> Phrase:
    said = values[-1]
    for value in reversed(values[:-1]):
        said = Phrase(joined, one=value, other=said)
    return said if isinstance(said, Phrase) else Phrase("{one}", one=said)  # one value: nothing to translate
