"""The UI reaches each game through one module, ``companion/games/<game>/view.py`` (design note,
"The next shape": games/<game>/view.py, the only module the UI imports)."""

from __future__ import annotations

import ast
from pathlib import Path

import companion

UI = Path(companion.__file__).parent / "ui"


def game_imports(path: Path) -> list[str]:
    """The modules of ``companion.games`` that ``path`` imports from (absolute names)."""
    package = ["companion", *path.relative_to(UI.parent).with_suffix("").parts[:-1]]
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else []
            module = ".".join([*base, *([node.module] if node.module else [])])
            if module.startswith("companion.games."):
                found.append(module)
    return found


def test_the_ui_imports_nothing_of_a_game_but_its_view():
    files = sorted(UI.rglob("*.py"))
    imported = {f"{p.relative_to(UI)}: {m}" for p in files for m in game_imports(p)}
    assert imported  # the game screens do import their games
    assert {line for line in imported if not line.endswith(".view")} == set()
