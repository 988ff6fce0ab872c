"""Rule references a player can read: a source title and a section, never a file name or a line number."""

import pytest

from companion.engine.rules import ENGINE_RULES, Rule, citation


@pytest.mark.parametrize(
    "ref, shown",
    [
        ("columbia-rules-summary.txt §Combat l.160-190", "Siege of Columbia rules summary, Combat"),
        ("infiltration-rules-summary.txt §Security phase l.40-52", "Infiltration rules summary, Security phase"),
        ("syndicate-draft-rulebook.txt §Missions l.300-320", "Syndicate draft rulebook, Missions"),
        ("syndicate-draft-rulebook.txt", "Syndicate draft rulebook"),
        ("columbia-rules-summary.txt l.10-20", "Siege of Columbia rules summary"),
        ("How the app works §Dice", "How the app works, Dice"),
    ],
)
def test_citation_names_the_source_and_section(ref, shown):
    assert citation(ref) == shown


def test_citation_of_an_unknown_file_shows_no_file_name():
    shown = citation("shared/rules/some-other-notes.txt §Setup l.3-9")
    assert shown == "Some other notes, Setup"
    assert ".txt" not in shown and "/" not in shown


def test_violation_carries_the_citation():
    rule = Rule(id="x.one", text="One at a time.", ref="columbia-rules-summary.txt §Turn order l.5-9")
    assert rule.violated().citation == "Siege of Columbia rules summary, Turn order"


def test_engine_rules_cite_how_the_app_works_not_the_design_note():
    for rule in ENGINE_RULES:
        assert "ARCHITECTURE" not in rule.ref and ".md" not in rule.ref
        assert rule.violated().citation.startswith("How the app works, ")
