"""Receiving a game: preview against the local copy, loading as one undoable command."""

from __future__ import annotations

import json

import pytest

from companion.engine import GameSession
from companion.storage import SaveStore
from companion.sync import camera, qr, receive
from companion.sync.codec import SnapshotError
from companion.sync.lineage import mark_shared
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


def shared(session) -> str:
    """The code the share screen shows for ``session`` (the state shown is marked as shared)."""
    return encode(session.state, lineage=mark_shared(session))


def test_newer_only_when_the_code_s_history_holds_this_phone_s_copy(store, tmp_path):
    """Issue 39: a code that carries on from this phone's copy is newer; this phone's own earlier state is older;
    the same state is the same."""
    first = played([1, 1])
    code = shared(first)
    other = SaveStore(tmp_path / "other")
    here = receive.load(receive.preview(code, other), other)  # the other phone loads it
    first.execute(Add(amount=1))
    assert receive.preview(shared(first), other).comparison == "newer"
    assert receive.preview(code, other).comparison == "same"
    here.execute(Add(amount=3))
    other.save(here)
    assert receive.preview(code, other).comparison == "older"


def test_a_fork_is_named_as_a_fork_never_newer_by_revision(store, tmp_path):
    """Issue 39: two copies played on separately since they parted: neither history holds the other, whatever
    their revisions (the code's is higher here); so is a copy whose last move was undone and replaced."""
    first = played([1])
    other = SaveStore(tmp_path / "other")
    here = receive.load(receive.preview(shared(first), other), other)
    here.execute(Add(amount=2))
    other.save(here)
    for amount in (3, 3):
        first.execute(Add(amount=amount))
    shown = receive.preview(shared(first), other)
    assert shown.comparison == "fork" and shown.revision > shown.local_revision
    assert "each played on since they parted" in shown.lines()[2]
    undone = played([1])
    again = receive.load(receive.preview(shared(undone), SaveStore(tmp_path / "third")), SaveStore(tmp_path / "third"))
    undone.execute(Add(amount=5))
    undone.undo()
    undone.execute(Add(amount=6))
    assert receive.preview(shared(undone), SaveStore(tmp_path / "third")).comparison == "newer"
    again.execute(Add(amount=5))
    SaveStore(tmp_path / "third").save(again)
    undone.undo()
    undone.execute(Add(amount=4))
    assert receive.preview(shared(undone), SaveStore(tmp_path / "third")).comparison == "fork"


def test_a_code_from_before_marks_against_a_copy_it_is_not_is_a_fork(store):
    store.save(played([1, 1]))
    assert receive.preview(encode(played([1, 1, 1]).state), store).comparison == "fork"


def test_keeping_both_copies_of_a_fork_leaves_this_phone_s_copy_and_adds_the_code_s(store, tmp_path):
    first = played([1])
    here = receive.load(receive.preview(shared(first), store), store)
    here.execute(Add(amount=2))
    store.save(here)
    first.execute(Add(amount=3))
    shown = receive.preview(shared(first), store)
    kept = receive.keep_both(shown, store)
    assert store.load(here.game_id).state == here.state and kept.game_id != here.game_id
    assert kept.state.counter == first.state.counter and {g.game_id for g in store.list()} == {
        here.game_id,
        kept.game_id,
    }
    assert [g.name for g in store.list() if g.game_id == kept.game_id] == ["Toy: the other phone's copy"]


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
    """The way the refusal of a shorter code for a phone with the sender's box content offers: the other phone's
    Export my content file, imported here (the Load screen's Import box content), and the same code loads;
    nothing is guessed before."""
    from companion import archive, games
    from companion.content import ContentLibrary
    from companion.sync.codec import UNKNOWN_CONTENT

    sender, receiver = ContentLibrary(user_dir=tmp_path / "sender"), ContentLibrary(user_dir=tmp_path / "receiver")
    sender.add("syndicate", "awards", {"id": "landlord", "name": "Landlord", "kind": "bases", "threshold": 3, "vp": 4})
    definition = games.get("syndicate")
    state = definition.new_game(3, 5, definition.resolve_options({}), sender)
    code = encode(state, sender, "box")
    with pytest.raises(SnapshotError) as refused:
        receive.preview(code, store, receiver)
    assert str(refused.value) == UNKNOWN_CONTENT
    content_file = json.dumps(sender.export(), indent=1).encode()  # what Export my content writes
    archive.keep(archive.read(content_file, store, lambda s: None), store, receiver)
    assert receive.preview(code, store, receiver).state == state
