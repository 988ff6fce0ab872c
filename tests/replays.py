"""The scenario runner every game's tests share: a script replayed through ``companion replay``
(each game keeps its scripts in ``tests/<game>/scenarios/``)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from companion.cli import main


def replay(script: Path, capsys: Any) -> Any:
    """The final state (as ``companion replay`` prints it) of a script that must play through."""
    assert main(["replay", str(script), "--reveal"]) == 0, capsys.readouterr().err
    return json.loads(capsys.readouterr().out)


def refused_variant(script: Path, tmp_path: Path, capsys: Any, change: Callable[[list[Any]], Any]) -> str:
    """Replay ``script`` with its commands changed by ``change(commands)``: it must stop on a refusal;
    returns what it printed."""
    data = json.loads(script.read_text())
    change(data["commands"])
    path = tmp_path / f"{script.stem}-variant.json"
    path.write_text(json.dumps(data))
    assert main(["replay", str(path)]) == 1
    return str(capsys.readouterr().err)


def lookup(state: Any, path: str) -> Any:
    """The value at dotted ``path`` of a replayed state (list indexes as numbers)."""
    for part in path.split("."):
        state = state[int(part)] if isinstance(state, list) else state[part]
    return state
