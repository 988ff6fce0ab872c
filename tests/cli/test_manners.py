"""The CLI's usual manners (issue 24, Build 5): help with examples everywhere, a usage line for a bare
``companion``, ``--json`` on every command that prints (errors as JSON too), ``new`` never replacing
another game unasked, and shell completion made from the parser."""

import argparse
import json
import subprocess

import pytest

from companion import games
from companion.cli import build_parser, main


def _commands(parser: argparse.ArgumentParser, path: tuple[str, ...] = ()):
    """Every command path with its parser (``()`` is ``companion`` itself)."""
    yield path, parser
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                yield from _commands(sub, (*path, name))


def _leaves():
    return [(path, p) for path, p in _commands(build_parser()) if not any(a.nargs == "A..." for a in p._actions)]


@pytest.mark.parametrize("path", [path for path, _ in _commands(build_parser())], ids=" ".join)
def test_every_help_has_usage_and_examples(path, capsys):
    assert main([*path, "--help"]) == 0
    text = capsys.readouterr().out
    assert text.startswith("usage: companion") and "\nexamples:\n  companion" in text


def test_new_help_lists_every_games_option_keys_with_their_default_first(capsys):
    assert main(["new", "--help"]) == 0
    text = capsys.readouterr().out
    for definition in games.registered().values():
        for option in definition.options:
            assert (
                f"    {option.key}={json.dumps(option.default) if ' ' in str(option.default) else option.default}"
                in text
            )


def test_companion_alone_prints_its_usage_line(capsys):
    assert main([]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith("usage: companion [-h] [--version] COMMAND ...\n")
    assert err.splitlines()[-1] == "companion: name a command; companion --help lists them"


def test_every_command_that_prints_takes_json():
    quiet = {("serve",), ("completion",)}  # the server's two address lines; a shell script
    missing = [
        " ".join(path)
        for path, parser in _leaves()
        if path and path not in quiet and not any("--json" in a.option_strings for a in parser._actions)
    ]
    assert missing == []


@pytest.mark.parametrize(
    "argv, code",
    [(["state", "missing.json", "--json"], 1), (["new", "chess", "--players", "2", "--out", "x.json", "--json"], 2)],
)
def test_with_json_an_error_is_json_on_stdout_with_its_exit_code(argv, code, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(argv) == code
    out, err = capsys.readouterr()
    assert err == "" and json.loads(out)["exit_code"] == code and json.loads(out)["error"]


def test_new_refuses_to_replace_another_game_without_force(tmp_path, capsys):
    save = tmp_path / "game.json"
    new = ["new", "syndicate", "--players", "2", "--out", str(save)]
    assert main([*new, "--seed", "1"]) == 0
    first = save.read_text()
    assert main([*new, "--seed", "1"]) == 0  # the same game again: nothing is lost
    capsys.readouterr()
    assert main([*new, "--seed", "2"]) == 1
    assert "holds another game (Syndicate" in capsys.readouterr().err and save.read_text() == first
    assert main([*new, "--seed", "2", "--force"]) == 0 and save.read_text() != first


def test_new_refuses_to_replace_a_file_that_is_not_a_save(tmp_path, capsys):
    notes = tmp_path / "notes.json"
    notes.write_text("my notes")
    assert main(["new", "syndicate", "--players", "2", "--out", str(notes)]) == 1
    assert "not a save of this game" in capsys.readouterr().err and notes.read_text() == "my notes"


def _complete(script: str, *words: str) -> list[str]:
    line = " ".join(f"'{w}'" for w in words)
    run = subprocess.run(
        [
            "bash",
            "-c",
            f'{script}\nCOMP_WORDS=({line}); COMP_CWORD={len(words) - 1}; _companion; echo "${{COMPREPLY[@]}}"',
        ],
        capture_output=True,
        text=True,
        timeout=30,
    )
    return run.stdout.split()


def test_bash_completion_offers_commands_choices_and_options(capsys):
    assert main(["completion", "bash"]) == 0
    script = capsys.readouterr().out
    assert _complete(script, "companion", "sn") == ["snapshot"]
    assert _complete(script, "companion", "odds", "syndicate", "") == ["mission", "robbery", "assault"]
    assert _complete(script, "companion", "new", "--pl") == ["--players"]
    assert _complete(script, "companion", "new", "--force", "in") == ["infiltration"]
