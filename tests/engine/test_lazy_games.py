"""A game's rules are imported when the game is first asked for, not at start (a phone starts quicker)."""

from __future__ import annotations

import subprocess
import sys

from companion import games


def test_what_the_new_game_screen_shows_before_a_game_loads_is_its_definitions():
    for game, title in games.TITLES.items():
        definition = games.get(game)
        assert (definition.title, definition.player_counts) == (title, games.PLAYER_COUNTS[game])
        assert games.options_of(game) == definition.options


def test_the_app_starts_without_importing_any_games_rules():
    probe = "import sys, companion.ui.app; print(sorted(m for m in sys.modules if m.startswith('companion.games.')))"
    loaded = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout
    assert loaded.strip() == "[]"


def test_a_games_settings_are_read_without_importing_its_rules():
    probe = (
        "import sys; from companion import games; [games.options_of(g) for g in games.GAME_IDS]; "
        "print(sorted(m for m in sys.modules if m.startswith('companion.games.')))"
    )
    loaded = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout
    packages = [f"companion.games.{game}" for game in games.GAME_IDS]
    catalogues = {"companion.games.infiltration.rules", "companion.games.syndicate.rules"}  # rule texts, no code
    light = {*packages, *(f"{package}.options" for package in packages), *catalogues}
    assert set(loaded.strip().strip("[]").replace("'", "").split(", ")) == light  # no game.py, no commands
