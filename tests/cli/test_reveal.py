"""No command-line output shows a secret without ``--reveal`` (issue #37, Build 3).

The games declare their secrets once (``GameDefinition.hidden_fields``): Infiltration's hands, chosen cards and
Item Draft, Syndicate's sleeper and decoy, every game's dice seed. ``state``, ``replay`` and ``snapshot decode``
print "hidden" in their place; ``--reveal`` shows them.
"""

from __future__ import annotations

import json
import random

import pytest

from companion import games
from companion.cli import main
from companion.engine import GameSession
from companion.engine.secrets import HIDDEN
from companion.sync.snapshot import encode

GAMES = {
    # game: (players, options, what must be secret in the state reached)
    "syndicate": (3, {}, lambda s: any(p.sleeper and p.sleeper.decoy for p in s.players)),
    "infiltration": (3, {"item_draft": True}, lambda s: any(o.selected for o in s.operatives)),
    "columbia": (2, {}, lambda s: s.round >= 1),
}
SEED = 5


def played(game: str) -> tuple[GameSession, list[dict]]:
    """A seeded random game played until its state holds the game's secrets, and the commands played."""
    players, options, secret_now = GAMES[game]
    session = games.new_session(game, players, SEED, options)
    rnd = random.Random(SEED)
    while not secret_now(session.state):
        command = session.definition.random_command(session.state, rnd)
        assert command is not None and session.execute(command) == []
    return session, session.to_save()["commands"]


def secret_paths(data: dict) -> list[str]:
    """The dotted paths of the values printed as hidden."""
    found: list[str] = []

    def walk(node, path):
        if node == HIDDEN:
            found.append(path)
        elif isinstance(node, dict):
            for key, value in node.items():
                walk(value, f"{path}.{key}" if path else key)
        elif isinstance(node, list):
            for index, value in enumerate(node):
                walk(value, f"{path}.{index}")

    walk(data, "")
    return found


def printed(capsys, argv: list[str]) -> dict:
    assert main(argv) == 0
    return json.loads(capsys.readouterr().out)


def assert_hidden_unless_revealed(game: str, session: GameSession, shown: dict, revealed: dict) -> None:
    full = session.state.model_dump(mode="json")
    assert revealed == full
    assert shown["rng"] == HIDDEN and full["rng"]["seed"] == SEED
    paths = secret_paths(shown)
    if game == "syndicate":
        seat = next(i for i, p in enumerate(session.state.players) if p.sleeper and p.sleeper.decoy)
        assert {f"players.{seat}.sleeper.card", f"players.{seat}.sleeper.decoy"} <= set(paths)
    if game == "infiltration":
        chosen = next(i for i, o in enumerate(session.state.operatives) if o.selected)
        assert {f"operatives.{chosen}.selected", f"operatives.{chosen}.items", "draft_hands"} <= set(paths)
    assert all(shown[key] == full[key] for key in full if not any(p.split(".")[0] == key for p in paths))


@pytest.mark.parametrize("game", list(GAMES))
def test_replay_prints_no_secret_without_reveal(game, tmp_path, capsys):
    session, commands = played(game)
    players, options, _ = GAMES[game]
    script = tmp_path / "script.json"
    script.write_text(
        json.dumps({"game": game, "players": players, "seed": SEED, "options": options, "commands": commands})
    )
    shown = printed(capsys, ["replay", str(script)])
    revealed = printed(capsys, ["replay", str(script), "--reveal"])
    assert_hidden_unless_revealed(game, session, shown, revealed)


@pytest.mark.parametrize("game", list(GAMES))
def test_snapshot_decode_prints_no_secret_without_reveal(game, capsys):
    session, _ = played(game)
    code = encode(session.state)
    shown = printed(capsys, ["snapshot", "decode", code])
    revealed = printed(capsys, ["snapshot", "decode", code, "--reveal"])
    assert_hidden_unless_revealed(game, session, shown, revealed)
