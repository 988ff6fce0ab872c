"""Columbia tests run with an empty app-data folder, so no player-entered content leaks in."""

import flet as ft
import pytest


@pytest.fixture(autouse=True)
def _empty_home(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_HOME", str(tmp_path / "home"))


@pytest.fixture
def on_screen(monkeypatch):
    """Controls update as if they were on a page (the dialogs' handlers redraw parts of them)."""
    monkeypatch.setattr(ft.BaseControl, "update", lambda self: None)
