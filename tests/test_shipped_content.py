"""Every shipped content entry validates and names its source (ARCHITECTURE.md, Principle 1)."""

import json

import pytest

from companion import games
from companion.content import ContentLibrary
from companion.paths import shipped_data

FILES = sorted(shipped_data().glob("*/*.json"))


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_shipped_entry_has_a_source_and_validates(path):
    raw = json.loads(path.read_text(encoding="utf-8"))
    assert raw["kind"] == path.stem
    assert all(str(entry.get("source", "")).strip() for entry in raw["entries"])
    entries = ContentLibrary(shipped_dir=shipped_data()).shipped(path.parent.name, path.stem)
    assert len(entries) == len(raw["entries"]) and not any(e.player_entered for e in entries)


def test_every_game_ships_some_content():
    assert {p.parent.name for p in FILES} == set(games.GAME_IDS)
