"""The CLI contract (issue 2): new, apply, replay, state, schema, roll; exit 2 and one line on user errors."""

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
    assert main(["new", "infiltration", "--players", "3", "--seed", "11", "--out", str(path)]) == 0
    return path


@pytest.mark.parametrize(
    "argv, message",
    [
        (["new", "infiltration", "--players", "9", "--out", "x.json"], "2-6 players"),
        (["new", "chess", "--players", "2", "--out", "x.json"], "invalid choice"),
        (["new", "syndicate", "--players", "2", "--option", "nonsense=1", "--out", "x.json"], "unknown option"),
        (["new", "syndicate", "--players", "2", "--option", "noequals", "--out", "x.json"], "KEY=VALUE"),
        (["roll", "columbia.white"], "not known"),
        (["roll", "columbia.green"], "unknown die"),
        (["state", "missing.json"], "no save file"),
        (["frobnicate"], "invalid choice"),
    ],
)
def test_user_errors_exit_2_with_one_line(argv, message, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(argv) == 2
    assert message in error_line(capsys)
    assert not (tmp_path / "x.json").exists()


def test_new_with_the_same_seed_gives_the_same_game(tmp_path, capsys):
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    for path in (a, b):
        assert main(["new", "syndicate", "--players", "4", "--seed", "7", "--out", str(path)]) == 0
    assert json.loads(a.read_text())["state"] == json.loads(b.read_text())["state"]


def test_apply_with_malformed_json_changes_nothing(save, capsys):
    before = save.read_text()
    assert main(["apply", str(save), "{not json"]) == 2
    assert "not valid JSON" in error_line(capsys)
    assert save.read_text() == before


def test_apply_refused_command_prints_violations_and_keeps_the_save(save, capsys):
    before = save.read_text()
    assert main(["apply", str(save), '{"type": "skip_to_step", "step": "nowhere"}']) == 2
    err = capsys.readouterr().err
    assert "engine.unknown_step" in err and "not changed" in err
    assert save.read_text() == before


def test_apply_updates_the_save_and_state_prints_it(save, capsys):
    assert main(["apply", str(save), '{"type": "skip_to_step", "step": "security", "confirm": true}']) == 0
    capsys.readouterr()
    assert main(["state", str(save)]) == 0
    state = json.loads(capsys.readouterr().out)
    assert state["progress"]["step"] == "security" and state["revision"] == 1


def test_replay_prints_the_final_state_and_stops_at_a_refusal(tmp_path, capsys):
    script = {
        "game": "syndicate",
        "players": 2,
        "seed": 3,
        "commands": [{"type": "skip_to_step", "step": "sovereign_pardons"}],
    }
    path = tmp_path / "script.json"
    path.write_text(json.dumps(script))
    assert main(["replay", str(path)]) == 0
    assert json.loads(capsys.readouterr().out)["progress"]["step"] == "sovereign_pardons"
    script["commands"].append({"type": "skip_to_step", "step": "nowhere"})
    path.write_text(json.dumps(script))
    assert main(["replay", str(path)]) == 2
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


def test_content_import_of_a_broken_file_exits_2(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("COMPANION_HOME", str(tmp_path))
    (tmp_path / "bad.json").write_text('{"format": "something else"}')
    assert main(["content", "import", str(tmp_path / "bad.json")]) == 2
    assert "not a Table Companion content export" in error_line(capsys)


def _a_room() -> dict:
    """A room typed in from the box (test data, not shipped content)."""
    return {"id": "test-room", "name": "Test Room", "df": 2}
