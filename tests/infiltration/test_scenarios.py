"""Scenario scripts replayed through ``companion replay`` (tests/infiltration/scenarios/*.json).

Each script says what it shows (``about``) and either the values the final state must hold
(``expect``: dotted path -> value) or the command that must be refused and the rule it breaks.
"""

import json
from pathlib import Path

import pytest

from companion.cli import main
from tests.replays import lookup, replay

SCENARIOS = sorted((Path(__file__).parent / "scenarios").glob("*.json"))


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_scenario(path, capsys):
    script = json.loads(path.read_text())
    if "refused" in script:
        assert main(["replay", str(path)]) == 1
        err = capsys.readouterr().err
        assert f"command {script['refused']['command']}:" in err and script["refused"]["rule"] in err
        return
    state = replay(path, capsys)
    assert {key: lookup(state, key) for key in script["expect"]} == script["expect"]


def test_every_npc_has_a_scenario():
    """The issue asks for a replay scenario per NPC."""
    names = {p.stem for p in SCENARIOS}
    assert {"npc_csx13", "npc_harris", "npc_bailey", "npc_nelson", "npc_kent"} <= names
