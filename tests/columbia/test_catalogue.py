"""The rule catalogue: every rule has its test, cites its section, and every reading is a setting."""

import re
from pathlib import Path

from companion.games.columbia.options import OPTIONS
from companion.games.columbia.rules import RULES

HERE = Path(__file__).parent
REF = re.compile(r"^columbia-[\w-]+\.txt §[A-Z][^§]*? l\.\d+(-\d+)?$")


def test_every_rule_has_a_test_named_after_it():
    names = set(re.findall(r"^def (test_\w+)", "\n".join(p.read_text() for p in HERE.glob("test_rules_*.py")), re.M))
    missing = [r.id for r in RULES if f"test_{r.id.removeprefix('col.')}" not in names]
    assert missing == []


def test_every_rule_is_prefixed_and_cites_file_section_and_lines():
    assert all(r.id.startswith("col.") for r in RULES)
    assert [r.ref for r in RULES if not REF.match(r.ref)] == []


def test_starred_readings_are_settings():
    starred = {"A1", "A5", "A7", "A9", "A10"}
    assert starred <= {o.refs.split()[1] for o in OPTIONS}
    assert all(o.default == o.choices[0] and o.help for o in OPTIONS)


def test_every_setting_choice_reads_as_a_sentence():
    for option in OPTIONS:
        assert set(option.choice_labels) == {str(c) for c in option.choices}, option.key
        assert all(" " in label and label[0].isupper() for label in option.choice_labels.values()), option.key
