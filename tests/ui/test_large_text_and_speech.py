"""Large text and screen readers (issue 24, Build 4): every text takes its size from the theme (so the
large-text setting scales it), and a screen reader hears whose turn it is and what was just resolved."""

import ast
from pathlib import Path

from companion.ui.banner import news
from companion.ui.checklist import skip
from tests.engine.toy import TOY
from tests.ui.test_shell_widgets import toy

UI = Path(__file__).resolve().parents[2] / "companion" / "ui"
TEXTS = {"Text", "TextField", "TextStyle", "TextSpan", "Markdown"}


def _literal_sizes(path: Path, root: Path = UI) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
        for keyword in node.keywords:
            literal = isinstance(keyword.value, ast.Constant) and isinstance(keyword.value.value, (int, float))
            if name in TEXTS and keyword.arg in ("size", "text_size") and literal:
                found.append(f"{path.relative_to(root)}:{node.lineno} {name}({keyword.arg}={keyword.value.value})")
    return found


def test_no_text_has_a_literal_font_size_outside_the_theme():
    files = [p for p in UI.rglob("*.py") if p.name != "theme.py"]
    assert [line for path in files for line in _literal_sizes(path)] == []


def test_the_size_check_finds_a_literal_size(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text('import flet as ft\nft.Text("hint", size=12)\nft.Icon("x", size=12)\n')
    assert _literal_sizes(sample, tmp_path) == ["sample.py:2 Text(size=12)"]


def test_a_screen_reader_hears_whose_turn_it_is_and_what_was_just_resolved(tmp_path, monkeypatch):
    _, ctx = toy(tmp_path, counter=3)
    assert news(ctx) == ""  # the toy has no turns and "Add 3" resolved nothing by itself
    monkeypatch.setattr(type(TOY), "current_player", lambda self, state: 1)
    assert news(ctx, mine=frozenset({1})) == "Your turn, P2"
    skip(ctx, "roll")
    last = ctx.session.log()[-1]
    assert news(ctx) == f"P2's turn. Just done: {last.label}. " + " ".join(last.notes)
