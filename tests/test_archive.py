"""Keep and move games (issue 24, Build 1): a game or all data as a file, imported back on another machine
all or nothing and checked like a received code, and a deleted game restored from the trash."""

import json

import pytest

from companion import archive, games
from companion.content import ContentLibrary
from companion.storage import SaveStore, write_save
from companion.sync.codec import DAMAGED, SnapshotError

ROOM = {"id": "test-room", "name": "Test Room", "df": 2}
"""A room typed in from the box (test data, not shipped content)."""


def no_check(state):
    """The trial table's stand-in: these tests check the file, not the screens."""


def machine(tmp_path, name):
    """A save folder and a content library of one machine."""
    return SaveStore(tmp_path / name / "saves"), ContentLibrary(user_dir=tmp_path / name / "content")


def played(store, seed, name=""):
    session = games.new_session("syndicate", 2, seed, {})
    session.execute(games.get("syndicate").random_command(session.state, __import__("random").Random(seed)))
    write_save(store.path(session.game_id), session, name)
    return session


def test_a_game_with_its_history_and_name_moves_to_another_machine(tmp_path):
    here, _ = machine(tmp_path, "here")
    there, library = machine(tmp_path, "there")
    session = played(here, 1, "Tuesday night")
    data = archive.game_export(here, session.game_id)
    incoming = archive.read(data, there, no_check)
    assert incoming.replaces == [] and incoming.summary() == "1 game"
    assert archive.keep(incoming, there, library) == [session.game_id]
    moved = there.load(session.game_id)
    assert moved.to_save() == session.to_save() and there.list()[0].name == "Tuesday night"
    assert archive.file_name("Tuesday night", session.game_id) == f"Tuesday-night-{session.game_id}.json"


def test_all_data_carries_every_game_and_the_box_setup_content(tmp_path):
    here, mine = machine(tmp_path, "here")
    there, theirs = machine(tmp_path, "there")
    first, second = played(here, 1), played(here, 2)
    mine.add("infiltration", "rooms", ROOM)
    incoming = archive.read(archive.all_data(here, mine), there, no_check)
    assert incoming.summary() == "2 games and 1 box-setup entry"
    archive.keep(incoming, there, theirs)
    assert {g.game_id for g in there.list()} == {first.game_id, second.game_id}
    assert theirs.get("infiltration", "rooms", "test-room").player_entered


def test_a_file_with_one_broken_part_writes_nothing(tmp_path):
    here, mine = machine(tmp_path, "here")
    there, _ = machine(tmp_path, "there")
    played(here, 1)
    document = json.loads(archive.all_data(here, mine))
    document["content"]["games"] = {"infiltration": {"rooms": [{"id": "x", "name": "X", "df": "high"}]}}
    with pytest.raises(archive.ArchiveError, match="box-setup content cannot be used"):
        archive.read(json.dumps(document).encode(), there, no_check)
    document = json.loads(archive.all_data(here, mine))
    document["saves"][0]["commands"] = [{"type": "no_such_command"}]
    with pytest.raises(archive.ArchiveError, match="Game 1 of this file cannot be used: damaged save"):
        archive.read(json.dumps(document).encode(), there, no_check)
    assert there.list() == []


@pytest.mark.parametrize("data", [b"\xff\xfe", b"[1, 2]", b'{"format": "something else"}', b"{" * 100_000])
def test_a_file_that_is_not_ours_is_refused_in_a_sentence(tmp_path, data):
    there, _ = machine(tmp_path, "there")
    with pytest.raises(archive.ArchiveError, match="not a Table Companion save, data or content file"):
        archive.read(data, there, no_check)


def test_a_state_the_trial_table_refuses_is_not_imported(tmp_path):
    here, _ = machine(tmp_path, "here")
    there, _ = machine(tmp_path, "there")
    session = played(here, 1)

    def refuse(state):
        raise SnapshotError(DAMAGED, "no legal play from the received state")

    with pytest.raises(archive.ArchiveError, match="Game 1 of this file cannot be used: play could not go on"):
        archive.read(archive.game_export(here, session.game_id), there, refuse)


def test_a_different_local_copy_is_named_and_replaced_only_when_kept_and_stays_as_backup(tmp_path):
    here, _ = machine(tmp_path, "here")
    there, library = machine(tmp_path, "there")
    session = played(here, 1)
    data = archive.game_export(here, session.game_id)
    local = games.new_session("syndicate", 2, 1, {})  # the same game, not played yet on this machine
    there.save(local)
    incoming = archive.read(data, there, no_check)
    assert incoming.replaces == [f"Syndicate ({session.game_id}): this phone has revision 0, the file revision 1"]
    assert there.load(session.game_id).state.revision == 0  # reading changes nothing
    archive.keep(incoming, there, library)
    assert there.load(session.game_id).state.revision == 1 and there.load(session.game_id, 1).state.revision == 0
    assert archive.read(data, there, no_check).replaces == []  # the same copy: nothing to ask


def test_a_content_file_imports_through_the_same_door(tmp_path):
    _, mine = machine(tmp_path, "here")
    there, theirs = machine(tmp_path, "there")
    mine.add("infiltration", "rooms", ROOM)
    incoming = archive.read(json.dumps(mine.export()).encode(), there, no_check)
    assert incoming.summary() == "1 box-setup entry"
    archive.keep(incoming, there, theirs)
    assert theirs.get("infiltration", "rooms", "test-room") is not None


def test_a_deleted_game_comes_back_with_its_backups(tmp_path):
    store, _ = machine(tmp_path, "here")
    session = played(store, 1, "Tuesday night")
    session.execute(games.get("syndicate").random_command(session.state, __import__("random").Random(2)))
    store.save(session)  # a second, different write: one backup
    store.delete(session.game_id)
    (deleted,) = store.deleted()
    assert deleted.name == "Tuesday night" and store.list() == []
    assert store.undelete(deleted.game_id) == session.game_id
    assert [g.game_id for g in store.list()] == [session.game_id] and store.backups(session.game_id) == [1]
    assert store.deleted() == []


def test_a_deleted_game_never_replaces_one_that_came_back_meanwhile(tmp_path):
    store, _ = machine(tmp_path, "here")
    session = played(store, 1)
    store.delete(session.game_id)
    store.save(session)  # received again before the restore
    (deleted,) = store.deleted()
    with pytest.raises(ValueError, match="same id is on the list already"):
        store.undelete(deleted.game_id)
    assert store.deleted() == [deleted]
