"""The rule catalogue: every rule has its test, and every reading is a setting."""

import re
from pathlib import Path

from companion.games.columbia.options import OPTIONS
from companion.games.columbia.rules import RULES

HERE = Path(__file__).parent
READINGS = Path("/work/shared/game-data/columbia-readings.md")


def test_every_rule_has_a_test_named_after_it():
    names = set(re.findall(r"^def (test_\w+)", "\n".join(p.read_text() for p in HERE.glob("test_rules_*.py")), re.M))
    missing = [r.id for r in RULES if f"test_{r.id}" not in names]
    assert missing == []


def test_every_rule_cites_a_rules_file():
    assert all(re.search(r"columbia-[\w-]+\.txt", r.ref) for r in RULES)


def test_starred_readings_are_settings():
    starred = {"A1", "A5", "A7", "A9", "A10"}
    assert starred <= {o.refs.split()[1] for o in OPTIONS}
    assert all(o.default == o.choices[0] and o.help for o in OPTIONS)
