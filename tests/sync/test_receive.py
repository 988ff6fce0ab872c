"""Receiving a game: preview against the local copy, loading as one undoable command."""

from __future__ import annotations

import json

import pytest

from companion.engine import GameSession
from companion.engine.codec import SnapshotError
from companion.storage import SaveStore
from companion.sync import camera, qr, receive
from companion.sync.links import code_from_route, is_load_route, load_link, load_route
from companion.sync.snapshot import encode
from tests.engine.toy import TOY, Add
from tests.ui.fake_session import run_isolated


@pytest.fixture
def store(tmp_path):
    return SaveStore(tmp_path / "saves")


def played(amounts):
    session = GameSession(TOY.new_game(3, 8, {}, None))
    for amount in amounts:
        session.execute(Add(amount=amount))
    return session


def test_preview_shows_game_round_players_revision_and_new(store):
    shown = receive.preview(encode(played([1, 2]).state), store)
    assert (shown.title, shown.round, shown.players, shown.revision, shown.comparison) == (
        "Toy",
        1,
        ["P1", "P2", "P3"],
        2,
        "new",
    )
    assert shown.lines()[0] == "Toy · round 1 · revision 2"


def test_preview_says_newer_or_older_than_the_local_copy(store):
    store.save(played([1, 1]))
    assert receive.preview(encode(played([1, 1, 1]).state), store).comparison == "newer"
    assert receive.preview(encode(played([1]).state), store).comparison == "older"
    assert receive.preview(encode(played([3, 3]).state), store).comparison == "same"


def test_loading_into_the_local_copy_is_one_undoable_command_with_a_backup(store):
    local = played([1])
    store.save(local)
    remote = played([1, 4, 2])
    session = receive.load(receive.preview(encode(remote.state), store), store, local)
    assert session is local and session.state == remote.state
    assert session.log()[-1].label.startswith("Loaded the game from a shared snapshot")
    assert store.load(local.game_id, backup=1).state.counter == 1
    session.undo()
    assert session.state.counter == 1


def test_loading_a_game_this_phone_lacks_starts_it_and_saves_it(store):
    remote = played([2, 2])
    session = receive.load(receive.preview(encode(remote.state), store), store)
    assert session.state == remote.state
    assert store.load(remote.game_id).state == remote.state


def test_deep_link_round_trip_keeps_every_base45_character():
    code = "TOY1:AZ09 $%*+-./:"
    assert code_from_route(load_route(code)) == code
    link = load_link(code, "http://127.0.0.1:8550/")
    assert code_from_route(link) == code and is_load_route(link)
    assert code_from_route("/load") is None and code_from_route("/share?s=X") is None


def test_qr_png_reads_back_and_uses_alphanumeric_mode():
    code = encode(played([1, 2, 3]).state)
    assert qr.read_text(qr.render_png(code, box_size=4)) == code
    assert qr.qr_version(code) <= qr.qr_version(code.lower())


def test_a_file_that_is_not_a_picture_or_holds_no_qr_is_refused():
    with pytest.raises(SnapshotError, match="not a picture"):
        qr.read_text(b"not an image")
    blank = qr.open_image(qr.render_png("A")).convert("L").point(lambda _: 255)
    with pytest.raises(SnapshotError, match="no QR code"):
        qr.read_text(blank)


def test_camera_scan_skips_empty_frames_until_a_code_appears():
    code = encode(played([1]).state)
    frames = [b"", b"garbage", qr.render_png(code, box_size=3)]

    async def take_picture():
        return frames.pop(0)

    assert run_isolated(camera.scan(take_picture, interval=0)) == code


def test_camera_scan_stops_when_asked():
    async def take_picture():
        return b""

    assert run_isolated(camera.scan(take_picture, stopped=lambda: True)) is None


def test_a_code_needing_box_content_loads_once_the_other_phone_s_content_file_is_imported(store, tmp_path):
    """The way the refusal offers: the other phone's Export my content file, imported here (the Load screen's
    Import box content), and the same code loads; nothing is guessed before."""
    from companion import archive, games
    from companion.content import ContentLibrary
    from companion.engine.codec import UNKNOWN_CONTENT

    sender, receiver = ContentLibrary(user_dir=tmp_path / "sender"), ContentLibrary(user_dir=tmp_path / "receiver")
    sender.add("syndicate", "awards", {"id": "landlord", "name": "Landlord", "kind": "bases", "threshold": 3, "vp": 4})
    definition = games.get("syndicate")
    state = definition.new_game(3, 5, definition.resolve_options({}), sender)
    code = encode(state, sender)
    with pytest.raises(SnapshotError) as refused:
        receive.preview(code, store, receiver)
    assert str(refused.value) == UNKNOWN_CONTENT
    content_file = json.dumps(sender.export(), indent=1).encode()  # what Export my content writes
    archive.keep(archive.read(content_file, store, lambda s: None), store, receiver)
    assert receive.preview(code, store, receiver).state == state
