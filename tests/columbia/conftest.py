"""Columbia tests run with an empty app-data folder, so no player-entered content leaks in."""

import pytest


@pytest.fixture(autouse=True)
def _empty_home(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_HOME", str(tmp_path / "home"))
