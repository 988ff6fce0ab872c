"""The CLI contract (issues 2 and 24): new, apply, replay, state, schema, roll; one line on errors, exit 1 for a
refused command or invalid data and 2 for a command line the parser rejects."""

import json

import pytest

from companion.cli import main


def error_line(capsys) -> str:
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1, err
    return err[0]


@pytest.fixture
def save(tmp_path):
    path = tmp_path / "game.json"
    assert main(["new", "syndicate", "--players", "3", "--seed", "11", "--out", str(path)]) == 0
    return path


@pytest.mark.parametrize(
    "argv, code, message",
    [
        (["new", "infiltration", "--players", "9", "--out", "x.json"], 1, "2 to 6 players"),
        (["new", "chess", "--players", "2", "--out", "x.json"], 2, "invalid choice"),
        (["new", "syndicate", "--players", "2", "--option", "nonsense=1", "--out", "x.json"], 1, "unknown option"),
        (["new", "syndicate", "--players", "2", "--option", "noequals", "--out", "x.json"], 2, "KEY=VALUE"),
        (["new", "syndicate", "--players", "two", "--out", "x.json"], 2, "invalid int value"),
        (["new", "syndicate", "--out", "x.json"], 2, "required: --players"),
        (["roll", "columbia.white"], 1, "not known"),
        (["roll", "columbia.green"], 1, "unknown die"),
        (["state", "missing.json"], 1, "no save file"),
        (["frobnicate"], 2, "invalid choice"),
        (["state", "missing.json", "--bogus"], 2, "unrecognized arguments"),
    ],
)
def test_errors_exit_1_for_data_and_2_for_usage_with_one_line(argv, code, message, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(argv) == code
    assert message in error_line(capsys)
    assert not (tmp_path / "x.json").exists()


def test_new_with_the_same_seed_gives_the_same_game(tmp_path, capsys):
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    for path in (a, b):
        assert main(["new", "syndicate", "--players", "4", "--seed", "7", "--out", str(path)]) == 0
    assert json.loads(a.read_text())["state"] == json.loads(b.read_text())["state"]


def test_apply_with_malformed_json_changes_nothing(save, capsys):
    before = save.read_text()
    assert main(["apply", str(save), "{not json"]) == 1
    assert "not valid JSON" in error_line(capsys)
    assert save.read_text() == before


def test_apply_refused_command_prints_violations_and_keeps_the_save(save, capsys):
    before = save.read_text()
    assert main(["apply", str(save), '{"type": "skip_to_step", "step": "nowhere"}']) == 1
    err = capsys.readouterr().err
    assert "engine.unknown_step" in err and "not changed" in err
    assert save.read_text() == before


def test_apply_updates_the_save_and_state_prints_it(save, capsys):
    assert main(["apply", str(save), '{"type": "skip_to_step", "step": "sovereign_pardons", "confirm": true}']) == 0
    capsys.readouterr()
    assert main(["state", str(save)]) == 0
    state = json.loads(capsys.readouterr().out)
    assert state["progress"]["step"] == "sovereign_pardons" and state["revision"] == 1


def test_replay_prints_the_final_state_and_stops_at_a_refusal(tmp_path, capsys):
    script = {
        "game": "syndicate",
        "players": 2,
        "seed": 3,
        "commands": [{"type": "skip_to_step", "step": "sovereign_pardons", "confirm": True}],
    }
    path = tmp_path / "script.json"
    path.write_text(json.dumps(script))
    assert main(["replay", str(path)]) == 0
    assert json.loads(capsys.readouterr().out)["progress"]["step"] == "sovereign_pardons"
    script["commands"].append({"type": "skip_to_step", "step": "nowhere"})
    path.write_text(json.dumps(script))
    assert main(["replay", str(path)]) == 1
    err = capsys.readouterr().err
    assert "command 1" in err and "engine.unknown_step" in err


def test_schema_describes_state_and_commands(capsys):
    assert main(["schema", "columbia"]) == 0
    schema = json.loads(capsys.readouterr().out)
    assert "properties" in schema["state"] and "complete_step" in json.dumps(schema["command"])


def test_roll_named_and_standard_dice(capsys):
    assert main(["roll", "3d6", "--seed", "5"]) == 0
    faces = capsys.readouterr().out.split("(")[0].split()
    assert len(faces) == 3 and all(1 <= int(f) <= 6 for f in faces)
    assert main(["roll", "2xinfiltration.d6", "--seed", "5"]) == 0
    assert "total" in capsys.readouterr().out


def test_content_export_then_import_on_another_device(tmp_path, monkeypatch, capsys):
    from companion.content import ContentLibrary

    monkeypatch.setenv("COMPANION_HOME", str(tmp_path / "phone1"))
    ContentLibrary().add("infiltration", "rooms", _a_room())
    assert main(["content", "export", str(tmp_path / "mine.json")]) == 0
    monkeypatch.setenv("COMPANION_HOME", str(tmp_path / "phone2"))
    assert main(["content", "import", str(tmp_path / "mine.json")]) == 0
    assert "imported 1 entries" in capsys.readouterr().out
    assert ContentLibrary().get("infiltration", "rooms", "test-room").player_entered


def test_content_import_of_a_broken_file_exits_1(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("COMPANION_HOME", str(tmp_path))
    (tmp_path / "bad.json").write_text('{"format": "something else"}')
    assert main(["content", "import", str(tmp_path / "bad.json")]) == 1
    assert "not a Table Companion content export" in error_line(capsys)


def _a_room() -> dict:
    """A room typed in from the box (test data, not shipped content)."""
    return {"id": "test-room", "name": "Test Room", "df": 2}
