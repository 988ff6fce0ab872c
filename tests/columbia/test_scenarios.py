"""The rulebook's worked examples, replayed through ``companion replay`` (scripts in scenarios/)."""

import json
from pathlib import Path

from companion.cli import main

SCENARIOS = Path(__file__).parent / "scenarios"


def replay(name, capsys):
    assert main(["replay", str(SCENARIOS / f"{name}.json")]) == 0
    return json.loads(capsys.readouterr().out)


def units(state, number, owner):
    return [u for u in state["locations"][number - 1]["units"] if u["owner"] == owner]


def test_vote_example(capsys):
    """columbia-rules-summary.txt l.76-92 (rulebook p.10 Example of a Vote): Booker's 3 joins the trailing Vox."""
    state = replay("vote_example", capsys)
    assert state["event"]["name"] == "Sound the Alarm"
    assert state["vote"] == {"total": 4, "booker": 3, "passed": True, "first_player": 1}
    assert state["factions"]["vox"]["pending_upgrades"] == 1  # the token moved to the Vox player (A5)
    assert [p["hand"] for p in state["players"]] == [3, 4]


def test_combat_example(capsys):
    """columbia-rulebook-combat-page.txt l.1-38 (rulebook p.15 Combat Example): 3 units from #11 attack #13."""
    state = replay("combat_example", capsys)
    assert [u["id"] for u in units(state, 13, 0)] == [6, 7, 8]
    assert units(state, 13, 1) == []
    assert sorted(u["id"] for u in units(state, 14, 1)) == [11, 12, 14, 15]  # unit 13 lost, the rest retreated
    assert state["factions"]["founders"]["pending_upgrades"] == 1
    assert state["players"][1]["eagles"] == 2  # the Vox beat #13's token first


def test_handyman_upgrade_example(capsys):
    """columbia-rules-summary.txt l.230-232 and the Handyman card (rulebook p.17): unlocked, a lone Handyman is 6."""
    state = replay("handyman_upgrade_example", capsys)
    assert state["factions"]["founders"]["sheet"]["Handyman"]["key"] is True
    assert state["locations"][11]["token"] is None and [u["id"] for u in units(state, 12, 0)] == [6]
    assert state["players"][0]["eagles"] == 1


def test_a_refused_command_names_its_rule(tmp_path, capsys):
    script = json.loads((SCENARIOS / "handyman_upgrade_example.json").read_text())
    script["commands"][6] = {"type": "buy_upgrade", "card": "Handyman", "what": "key"}
    script["commands"].insert(7, {"type": "buy_upgrade", "card": "Handyman", "what": "key"})
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(script))
    assert main(["replay", str(path)]) == 2
    assert "eagles_never_negative" in capsys.readouterr().err
