"""Autosave: atomic writes, rolling backups, damaged saves reported and kept (issue 2, Storage)."""

import json
import os
import random
import time

import pytest

from companion import storage
from companion.engine import GameSession, SaveError
from companion.storage import BACKUPS, SaveStore, backup_path
from tests.bench.crash import crash_trial
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
    game.execute(Add(amount=1))
    store.save(game)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        [store.path(game.game_id).name, backup_path(store.path(game.game_id), 1).name]
    )


def test_the_live_file_exists_at_every_step_of_an_autosave(tmp_path, monkeypatch):
    store, game = SaveStore(tmp_path), session()
    store.save(game)
    live = store.path(game.game_id)
    seen = []
    real_replace, real_link = os.replace, os.link

    def watched(real):
        def step(*args):
            seen.append(live.exists())
            real(*args)
            seen.append(live.exists())

        return step

    monkeypatch.setattr(storage.os, "replace", watched(real_replace))
    monkeypatch.setattr(storage.os, "link", watched(real_link))
    for _ in range(5):
        assert game.execute(Add(amount=2)) == []
        store.save(game)
    assert seen and all(seen)
    assert store.load(game.game_id).state.counter == 10


def test_a_backup_without_its_live_file_is_listed_as_a_game_to_restore(tmp_path):
    store, game = SaveStore(tmp_path), session()
    store.save(game)
    game.execute(Add(amount=3))
    store.save(game)
    store.path(game.game_id).unlink()
    [listed] = store.list()
    assert listed.game_id == game.game_id and listed.damaged and listed.backups == 1
    assert store.restore(game.game_id, 1).state.counter == 0
    [listed] = store.list()
    assert not listed.damaged and store.load(game.game_id).state.counter == 0


def test_a_renamed_game_keeps_its_name_through_later_autosaves(tmp_path):
    store, game = SaveStore(tmp_path), session()
    store.save(game)
    store.rename(game.game_id, "  Friday   night ")
    game.execute(Add(amount=1))
    store.save(game)
    [listed] = store.list()
    assert listed.name == "Friday night"
    assert store.load(game.game_id).state.counter == 1


def test_a_deleted_game_stays_in_the_trash_for_30_days_across_starts(tmp_path):
    """Issue 39: "Recently deleted" keeps a game for 30 days, whatever the app's starts in between."""
    store, game = SaveStore(tmp_path), session()
    store.save(game)
    game.execute(Add(amount=1))
    store.save(game)
    store.delete(game.game_id)
    assert store.list() == []
    trashed = sorted(p.name for p in (tmp_path / storage.TRASH).rglob("*.json*"))
    assert trashed == [store.path(game.game_id).name, backup_path(store.path(game.game_id), 1).name]
    day = 86400
    SaveStore(tmp_path).empty_trash()  # the next start of the app
    SaveStore(tmp_path).empty_trash(now=time.time() + 29 * day)
    assert [g.game_id.rpartition("-")[0] for g in SaveStore(tmp_path).deleted()] == [game.game_id]
    SaveStore(tmp_path).empty_trash(now=time.time() + 31 * day)
    assert SaveStore(tmp_path).deleted() == [] and not list((tmp_path / storage.TRASH).iterdir())


def test_the_list_parses_a_save_again_only_when_it_changed(tmp_path, monkeypatch):
    store, game = SaveStore(tmp_path), session()
    store.save(game)
    store.list()
    parsed = []
    real = storage._parse_listing
    monkeypatch.setattr(storage, "_parse_listing", lambda *a: parsed.append(a) or real(*a))
    store.list()
    assert parsed == []
    game.execute(Add(amount=2))
    store.save(game)
    [listed] = store.list()
    assert len(parsed) == 1 and listed.summary


@pytest.mark.parametrize("trial", range(20))
def test_a_writer_killed_at_a_random_moment_loses_at_most_the_command_in_flight(tmp_path, trial):
    acknowledged, loaded = crash_trial(tmp_path, 7000 + trial, random.Random(trial))
    assert acknowledged <= loaded <= acknowledged + 1
