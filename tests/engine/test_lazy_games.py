"""A game's rules are imported when the game is first asked for, not at start (a phone starts quicker)."""

from __future__ import annotations

import subprocess
import sys

from companion import games


def test_each_title_named_before_a_game_loads_is_its_definitions_title():
    for game, title in games.TITLES.items():
        assert games.get(game).title == title


def test_the_app_starts_without_importing_any_games_rules():
    probe = "import sys, companion.ui.app; print(sorted(m for m in sys.modules if m.startswith('companion.games.')))"
    loaded = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout
    assert loaded.strip() == "[]"
