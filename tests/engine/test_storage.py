"""Autosave: atomic writes, rolling backups, damaged saves reported and kept (issue 2, Storage)."""

import json

import pytest

from companion.engine import GameSession, SaveError
from companion.storage import BACKUPS, SaveStore, backup_path
from tests.engine.toy import TOY, Add


def session():
    return GameSession(TOY.new_game(2, 5, {}, None))


def test_save_then_load_gives_the_same_game(tmp_path):
    store, game = SaveStore(tmp_path), session()
    game.execute(Add(amount=4))
    store.save(game)
    assert store.load(game.game_id).state == game.state


def test_each_save_keeps_a_rolling_backup_of_the_last_versions(tmp_path):
    store, game = SaveStore(tmp_path), session()
    for _ in range(1, 6):
        game.execute(Add(amount=1))
        store.save(game)
    assert store.backups(game.game_id) == list(range(1, BACKUPS + 1))
    assert store.load(game.game_id, backup=1).state.counter == 4
    assert store.load(game.game_id, backup=3).state.counter == 2


def test_damaged_save_is_listed_with_its_backups_and_never_deleted(tmp_path):
    store, game = SaveStore(tmp_path), session()
    store.save(game)
    game.execute(Add(amount=1))
    store.save(game)
    path = store.path(game.game_id)
    path.write_text('{"format": "table-companion-save", "trunc')
    [listed] = store.list()
    assert listed.damaged and listed.backups == 1
    with pytest.raises(SaveError, match="not valid JSON"):
        store.load(game.game_id)
    assert path.exists() and store.load(game.game_id, backup=1).state.counter == 0


def test_save_with_a_tampered_state_is_refused_not_loaded(tmp_path):
    store, game = SaveStore(tmp_path), session()
    game.execute(Add(amount=2))
    store.save(game)
    data = json.loads(store.path(game.game_id).read_text())
    data["state"]["counter"] = 7
    store.path(game.game_id).write_text(json.dumps(data))
    with pytest.raises(SaveError, match="does not match"):
        store.load(game.game_id)


def test_no_temporary_file_is_left_behind(tmp_path):
    store, game = SaveStore(tmp_path), session()
    store.save(game)
    store.save(game)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        [store.path(game.game_id).name, backup_path(store.path(game.game_id), 1).name]
    )
