"""Every command-line output of a mid-game save follows the games' one secrets declaration (issue 37, Build 3):
each command that reads a save runs on a save of each game holding secrets, and no secret's value is in what it
prints without ``--reveal``."""

from __future__ import annotations

import json
import random
import shutil

import pytest

from companion import games
from companion.cli import main
from companion.engine.secrets import HIDDEN, dumped
from companion.sync.snapshot import encode
from tests.cli.test_reveal import GAMES, secret_paths

SEED = 918_273  # a dice seed a grep tells apart from every other number printed


def played(game: str):
    """A game of ``game`` with the dice seed :data:`SEED`, played at random until it holds its secrets, and its save
    before the command that made them (its log is public history: a card then revealed may share a secret's name)."""
    players, options, secret_now = GAMES[game]
    session = games.new_session(game, players, SEED, options)
    rnd = random.Random(SEED)
    before = session.to_save()
    while not secret_now(session.state):
        command = session.definition.random_command(session.state, rnd)
        before = session.to_save()
        assert command is not None and session.execute(command) == []
    return session, before


def secret_values(state, history: str = "") -> set[str]:
    """The hidden values of ``state`` that a grep can tell apart: the words (four letters or more) and numbers (five
    digits or more: the dice seed) under a hidden path that appear nowhere in the state as everyone sees it (a
    card's name also face up elsewhere is not one)."""
    shown, full = dumped(state), dumped(state, reveal=True)
    public = json.dumps(shown) + history
    values: set[str] = set()

    def words(node) -> None:
        if isinstance(node, int) and not isinstance(node, bool) and node >= 10_000 and str(node) not in public:
            values.add(str(node))
        elif isinstance(node, str) and len(node) >= 4 and node != HIDDEN and json.dumps(node)[1:-1] not in public:
            values.add(node)
        elif isinstance(node, dict):
            for value in node.values():
                words(value)
        elif isinstance(node, list):
            for value in node:
                words(value)

    for path in secret_paths(shown):
        node = full
        for part in path.split("."):
            node = node[int(part)] if isinstance(node, list) else node[part]
        words(node)
    return values


@pytest.mark.parametrize("game", list(GAMES))
def test_no_command_prints_a_secret_without_reveal(game, tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    session, before = played(game)
    (tmp_path / "before.json").write_text(json.dumps(before))
    main(["log", "before.json"])
    secrets = secret_values(session.state, capsys.readouterr().out)
    assert secrets, f"{game}: the save holds no secret a grep can find"
    save = tmp_path / "game.json"
    save.write_text(json.dumps(session.to_save()))
    commands = session.to_save()["commands"]
    players, options, _ = GAMES[game]
    script = tmp_path / "script.json"
    script.write_text(
        json.dumps({"game": game, "players": players, "seed": SEED, "options": options, "commands": commands})
    )
    next_command = session.definition.random_command(session.state, random.Random(SEED))
    runs = [
        ["state", "game.json"],
        ["state", "game.json", "--json"],
        ["log", "game.json"],
        ["log", "game.json", "--json"],
        ["replay", "script.json"],
        ["snapshot", "encode", "game.json"],
        ["snapshot", "encode", "game.json", "--json"],
        ["snapshot", "decode", encode(session.state)],
        ["apply", "copy.json", next_command.model_dump_json()],
        ["apply", "copy.json", next_command.model_dump_json(), "--json"],
        ["undo", "copy.json"],
        ["undo", "copy.json", "--json"],
        ["redo", "copy.json"],
        ["redo", "copy.json", "--json"],
    ]
    for argv in runs:
        shutil.copy(save, tmp_path / "copy.json")
        main(argv)
        out, err = capsys.readouterr()
        told = [secret for secret in secrets if secret in out + err]
        assert not told, f"companion {' '.join(argv[:2])} printed {told}"
    main(["state", "game.json", "--reveal", "--json"])  # the sweep would see them: --reveal prints them
    revealed = capsys.readouterr().out
    assert {s for s in secrets if s not in revealed} == set(), revealed[:600]
