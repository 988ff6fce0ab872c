"""What the CLI shows: serve, --version, log, undo/redo, odds, --json, - for stdin/stdout, box-setup dice,
hidden state, names and positions, and the save lock under concurrent writers."""

import io
import json
import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from companion import __main__ as entry
from companion import cli, project
from companion.cli import main
from companion.content import ContentLibrary
from companion.engine import GameSession
from companion.storage import write_save
from tests.engine.toy import TOY, Add, RollDie

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def toy_save(tmp_path):
    """A toy game with two commands played (so there is something to log and undo)."""
    session = GameSession(TOY.new_game(2, 4, {}, None))
    session.execute(Add(amount=2))
    session.execute(Add(amount=3))
    path = tmp_path / "toy.json"
    write_save(path, session)
    return path


def out_json(capsys):
    return json.loads(capsys.readouterr().out)


def test_version(capsys):
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.strip() == f"companion {project.VERSION}"


def test_python_m_companion_serves_without_a_command(monkeypatch):
    seen = []
    monkeypatch.setattr(cli, "cmd_serve", lambda args: seen.append((args.host, args.port, args.no_browser)) or 0)
    assert entry.main(["--port", "8551", "--no-browser"]) == 0
    assert entry.main([]) == 0
    assert main(["serve", "--host", "0.0.0.0"]) == 0
    assert seen == [("127.0.0.1", 8551, True), ("127.0.0.1", 8550, False), ("0.0.0.0", 8550, False)]


def test_serve_refuses_a_port_out_of_range(capsys):
    assert main(["serve", "--port", "70000"]) == 2
    assert "port" in capsys.readouterr().err


def test_serve_on_a_busy_port_says_so_in_one_line_without_claiming_to_serve(monkeypatch, capsys):
    monkeypatch.setattr("flet.run", lambda *a, **k: pytest.fail("served on a busy port"))
    with socket.socket() as holder:
        holder.bind(("127.0.0.1", 0))
        holder.listen()
        port = holder.getsockname()[1]
        assert main(["serve", "--port", str(port), "--no-browser"]) == 1
    out, err = capsys.readouterr()
    assert "serving" not in out and err.strip() == (
        f"companion: port {port} on 127.0.0.1 is already in use (another companion serve?): choose another with --port"
    )


def test_log_groups_by_round_with_notes(toy_save, capsys):
    assert main(["log", str(toy_save)]) == 0
    assert capsys.readouterr().out.splitlines() == ["Round 1", "  Add 2", "  Add 3"]
    assert main(["log", str(toy_save), "--json"]) == 0
    assert out_json(capsys) == {
        "rounds": [{"round": 1, "entries": [{"label": "Add 2", "notes": []}, {"label": "Add 3", "notes": []}]}]
    }


def test_undo_then_redo_keeps_the_redo_stack_in_the_save(toy_save, capsys):
    assert main(["undo", str(toy_save)]) == 0
    assert "Undone: Add 3" in capsys.readouterr().out
    assert json.loads(toy_save.read_text())["state"]["counter"] == 2
    assert main(["redo", str(toy_save)]) == 0
    assert "Redone: Add 3" in capsys.readouterr().out
    assert json.loads(toy_save.read_text())["state"]["counter"] == 5
    assert main(["redo", str(toy_save)]) == 1
    assert "nothing to redo" in capsys.readouterr().err
    assert main(["undo", str(toy_save), "--json"]) == 0
    assert out_json(capsys) == {"undone": {"round": 1, "label": "Add 3", "notes": []}, "revision": 1}


def test_odds_lists_the_questions_and_answers_with_exact_fractions(capsys):
    assert main(["odds", "toy"]) == 0
    assert "at_least: Chance that two dice reach a total" in capsys.readouterr().out
    assert main(["odds", "toy", "at_least", "--total", "7"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines == ["Total of 7 or more: 7/12 (58.3%)", "Average total: 7 (7.000)"]
    assert main(["odds", "toy", "at_least", "--total", "12", "--bonus", "1", "--json"]) == 0
    answer = out_json(capsys)["answers"][0]
    assert answer["value"] == "1/12" and answer["kind"] == "chance"


def test_odds_refuses_a_value_outside_the_bounds(capsys):
    assert main(["odds", "toy", "at_least", "--total", "13"]) == 2  # out of the option's bounds: usage
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "total" in err[0]
    assert main(["odds", "toy", "at_least", "--total", "7", "--dice", "3"]) == 2
    assert "invalid choice" in capsys.readouterr().err


def test_apply_json_reports_refusals_with_exit_1(toy_save, capsys):
    before = toy_save.read_text()
    assert main(["apply", str(toy_save), '{"type": "add", "amount": 9}', "--json"]) == 1
    refusal = out_json(capsys)["refused"][0]
    assert refusal["rule"] == "toy.max_ten" and refusal["message"] == "5 + 9 is above 10."
    assert toy_save.read_text() == before
    assert main(["apply", str(toy_save), '{"type": "add", "amount": 1}', "--json"]) == 0
    assert out_json(capsys)["applied"] == [{"round": 1, "label": "Add 1", "notes": []}]


def test_state_hides_the_rng_and_hidden_fields_unless_reveal(toy_save, capsys):
    assert main(["state", str(toy_save)]) == 0
    state = out_json(capsys)
    assert state["rng"] == "hidden" and state["last_roll"] == "hidden" and state["counter"] == 5
    assert main(["state", str(toy_save), "--reveal"]) == 0
    state = out_json(capsys)
    assert state["rng"]["seed"] == 4 and state["last_roll"] == []


def test_replay_reads_standard_input(monkeypatch, capsys):
    script = {"game": "syndicate", "players": 2, "seed": 3, "commands": [], "names": ["Ada", "Bo"]}
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(json.dumps(script).encode())))
    assert main(["replay", "-", "--json"]) == 0
    assert out_json(capsys)["player_names"] == ["Ada", "Bo"]


def test_new_prints_the_save_to_standard_output_with_names(capsys):
    assert main(["new", "syndicate", "--players", "2", "--seed", "1", "--name", "Ada", "--out", "-"]) == 0
    save = out_json(capsys)
    assert save["format"] == "table-companion-save" and save["state"]["player_names"][0] == "Ada"


def test_new_from_a_position_file(tmp_path, capsys):
    position = tmp_path / "position.json"
    position.write_text(json.dumps([{"path": "counter", "value": 9}]))
    out = tmp_path / "game.json"
    assert main(["new", "toy", "--players", "2", "--seed", "1", "--position", str(position), "--out", str(out)]) == 0
    assert json.loads(out.read_text())["state"]["counter"] == 9


def test_new_refuses_a_position_that_does_not_fit(tmp_path, capsys):
    position = tmp_path / "position.json"
    position.write_text(json.dumps([{"path": "game_id", "value": "x"}]))
    out = tmp_path / "game.json"
    assert main(["new", "syndicate", "--players", "2", "--position", str(position), "--out", str(out)]) == 1
    assert len(capsys.readouterr().err.strip().splitlines()) == 1 and not out.exists()


def test_roll_uses_the_faces_entered_in_box_setup(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("COMPANION_HOME", str(tmp_path))
    assert main(["roll", "columbia.white"]) == 1
    capsys.readouterr()
    ContentLibrary().add("columbia", "dice", {"id": "white", "name": "White", "faces": [0, 1, 1, 2, 2, 3]})
    assert main(["roll", "3xcolumbia.white", "--seed", "2", "--json"]) == 0
    rolled = out_json(capsys)
    assert len(rolled["faces"]) == 3 and set(rolled["faces"]) <= {0, 1, 2, 3}


def test_content_export_to_standard_output(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("COMPANION_HOME", str(tmp_path))
    assert main(["content", "export", "-"]) == 0
    assert out_json(capsys)["format"] == "table-companion-content"


def test_a_broken_pipe_exits_quietly(tmp_path):
    save = tmp_path / "game.json"
    assert main(["new", "columbia", "--players", "2", "--seed", "1", "--out", str(save)]) == 0
    run = subprocess.run(
        f"{sys.executable} -m companion schema columbia | head -c 10",
        shell=True,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert "Traceback" not in run.stderr and "Error" not in run.stderr


WRITER = """
import sys
from companion.cli import main
save, who = sys.argv[1], sys.argv[2]
for i in range(15):
    assert main(["apply", save, '{"type": "rename_player", "player": 0, "name": "W%s-%d"}' % (who, i)]) == 0
"""


def test_four_concurrent_writers_lose_nothing(tmp_path):
    # the save lock (companion.storage.save_lock) is held around read-apply-write
    save = tmp_path / "game.json"
    assert main(["new", "syndicate", "--players", "2", "--seed", "1", "--out", str(save)]) == 0
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    writers = [subprocess.Popen([sys.executable, "-c", WRITER, str(save), str(n)], cwd=ROOT, env=env) for n in range(4)]
    assert [w.wait(timeout=300) for w in writers] == [0, 0, 0, 0]
    assert len(json.loads(save.read_text())["commands"]) == 60


def test_log_shows_the_notes_the_automation_wrote(tmp_path, capsys):
    session = GameSession(TOY.new_game(2, 4, {}, None))
    session.execute(Add(amount=1))
    session.execute(RollDie(entered=[3, 4]))
    path = tmp_path / "toy.json"
    write_save(path, session)
    assert main(["log", str(path), "--json"]) == 0
    (round_one,) = out_json(capsys)["rounds"]
    assert round_one["entries"][-1]["notes"][-1] == "Round 2 begins."
    assert main(["log", str(path)]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "      Round 2 begins."


def test_replay_json_reports_the_refused_command(tmp_path, capsys):
    script = {"game": "toy", "players": 2, "commands": [{"type": "add", "amount": 4}, {"type": "add", "amount": 9}]}
    path = tmp_path / "script.json"
    path.write_text(json.dumps(script))
    assert main(["replay", str(path), "--json"]) == 1
    report = out_json(capsys)
    assert report["refused"][0]["rule"] == "toy.max_ten" and report["where"].startswith("command 1:")
