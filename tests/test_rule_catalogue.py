"""One check for every game's rule catalogue: each rule has a test named after it (``test_<id>``
without the game's prefix) and cites its rules file, section and lines."""

import re
from pathlib import Path

import pytest

from companion import games

TESTS = Path(__file__).parent
PREFIX = {"columbia": "col.", "infiltration": "inf.", "syndicate": "syn."}
REF = re.compile(r"^[a-z]+-[\w-]+\.txt §[A-Z0-9][^§]*? l\.\d+(-\d+)?")


def rule_test_names(game: str) -> set[str]:
    text = "\n".join(path.read_text() for path in (TESTS / game).glob("test_*.py"))
    return set(re.findall(r"^def (test_\w+)", text, re.M))


@pytest.mark.parametrize("game", games.GAME_IDS)
def test_every_rule_has_a_test_named_after_it(game):
    names = rule_test_names(game)
    rules = games.get(game).rules
    assert [r.id for r in rules if f"test_{r.id.removeprefix(PREFIX[game])}" not in names] == []


@pytest.mark.parametrize("game", games.GAME_IDS)
def test_every_rule_is_prefixed_and_cites_its_file_section_and_lines(game):
    rules = games.get(game).rules
    assert [r.id for r in rules if not r.id.startswith(PREFIX[game])] == []
    assert [r.ref for r in rules if not REF.match(r.ref)] == []
