"""Share and load screens built for the real app shell on a fake Flet session (no browser)."""

from __future__ import annotations

import random
from types import SimpleNamespace

import flet as ft
import pytest

from companion import games, project
from companion.content import ContentLibrary
from companion.engine import GameSession
from companion.storage import SaveStore
from companion.sync import qr, snapshot
from companion.sync.codec import UNKNOWN_CONTENT
from companion.sync.lineage import lineage, mark_shared
from companion.sync.links import code_from_route, load_link
from companion.sync.snapshot import decode, encode
from companion.sync.travel import without_history
from companion.ui import app as app_module
from companion.ui import join as door
from companion.ui import share
from companion.ui.share import LoadScreen, camera_trouble
from tests.engine.toy import TOY, Add
from tests.live.phones import until
from tests.ui.fake_session import button, click, client_texts, run_isolated, settle, start_app, texts, walk
from tests.ui.fake_table import buttons


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_HOME", str(tmp_path))
    toy_table = SimpleNamespace(build_table=lambda ctx: ft.Text("The toy table"))  # under the share screen
    monkeypatch.setattr(app_module, "game_ui", lambda game: toy_table)
    return tmp_path


def played(amounts, seed=3):
    session = GameSession(TOY.new_game(2, seed, {}, None))
    for amount in amounts:
        session.execute(Add(amount=amount))
    return session


def with_app(scenario):
    """Run ``scenario(app)`` against the real app shell on a fake session."""

    async def main():
        app, _ = await start_app()
        result = scenario(app)
        if result is not None:
            await result

    run_isolated(main())


ADDRESS = load_link("", project.PHONE_APP)
"""The start of the served app's game QR: a link to the hosted phone app."""


def shown_code(app, game_id: str, mode="shipped") -> str:
    """The code the share screen shows (the state shown is marked as shared: its code carries the marks)."""
    session = app.sessions[game_id]
    return encode(session.state, app.library, mode, lineage(session))


async def share_screen(app, game_id: str) -> ft.View:
    """The share screen of ``game_id`` as the app shows it (a component rendered on the fake session)."""
    app.page.route = f"/share/{game_id}"
    await app.open_route()
    await settle()
    return app.page.views[-1]


def game_qr(body) -> list[ft.Image]:
    return [c for c in walk(body) if isinstance(c, ft.Image) and c.semantics_label == "Game QR code"]


def test_share_screen_shows_a_crisp_readable_qr_the_code_and_its_size(home):
    game = played([2, 3])
    SaveStore(home / "saves").save(game)

    async def scenario(app):
        body = await share_screen(app, game.game_id)
        await until(lambda: game_qr(body))
        [image] = game_qr(body)
        assert image.filter_quality == ft.FilterQuality.NONE and 300 <= image.width <= 412
        link = qr.read_text(image.src)  # a link a phone's camera app opens: the hosted phone app with the game
        assert link.startswith(f"{project.PHONE_APP}load?s=")
        code = code_from_route(link)
        assert decode(code) == game.state
        assert f"This code fits a QR code that any phone camera reads ({len(code)} characters)." in texts(body)
        assert not any("version" in t or "correction" in t for t in texts(body))
        assert {"Copy code", "Copy link"} <= set(buttons(body))

    with_app(scenario)


def test_link_door_previews_at_once_and_load_adopts_the_state_undoably(home):
    local = played([1])
    store = SaveStore(home / "saves")
    store.save(local)
    remote = played([1])  # the other phone, which had this phone's copy and played on from it
    mark_shared(remote)
    for amount in (4, 4):
        remote.execute(Add(amount=amount))

    async def scenario(app):
        screen = LoadScreen(app, encode(remote.state, lineage=lineage(remote)))
        body = screen.build()
        await until(lambda: "Toy · round 1 · revision 3" in texts(body))
        assert any(t.startswith("It carries on from this phone's copy") for t in texts(body))
        assert "Load" in buttons(body)
        await screen.load()
        assert app.sessions[local.game_id].state == remote.state
        assert app.sessions[local.game_id].can_undo
        assert store.load(local.game_id, backup=1).state.counter == 1

    with_app(scenario)


def test_paste_door_refuses_a_damaged_code_and_changes_nothing(home):
    local = played([1])
    store = SaveStore(home / "saves")
    store.save(local)
    before = store.path(local.game_id).read_bytes()

    async def scenario(app):
        screen = LoadScreen(app, None)
        body = screen.build()
        await screen.check(encode(local.state)[:-4] + "AAAA")
        assert "Not loaded: this code is damaged: scan it again" in texts(body)
        assert "Load" not in buttons(body) and screen.received is None

    with_app(scenario)
    assert store.path(local.game_id).read_bytes() == before


def test_picture_door_reads_a_picture_of_the_qr(home):
    remote = played([5])

    async def scenario(app):
        screen = LoadScreen(app, None)
        body = screen.build()
        await screen.read_picture(qr.render_png(encode(remote.state), box_size=3))
        assert screen.received.state == remote.state and "Load" in buttons(body)
        link = load_link(encode(remote.state), project.PHONE_APP)  # the QR of a share screen: a link
        await screen.read_picture(qr.render_png(link, box_size=3))
        assert screen.received.state == remote.state
        await screen.read_picture(b"not a picture")
        assert "Not loaded: that file is not a picture" in texts(body) and screen.received is None

    with_app(scenario)


def test_a_game_too_large_for_one_qr_still_offers_its_text_code(home, monkeypatch):
    game = played([1])
    SaveStore(home / "saves").save(game)
    monkeypatch.setattr(qr, "qr_version", lambda text: None)

    async def scenario(app):
        body = await share_screen(app, game.game_id)
        await until(lambda: any("too large for one QR code" in t for t in texts(body)))
        assert not game_qr(body)
        assert "Copy code" in buttons(body)

    with_app(scenario)


def test_copy_link_is_the_hosted_phone_apps_address_a_browser_opens_anywhere_never_the_websocket(home):
    """The served app's link opens the game in the hosted phone app: a phone on no network of this table's
    (and without its key) opens it too."""
    game = played([2])
    SaveStore(home / "saves").save(game)

    async def scenario(app):
        app.page.session.connection.page_url = "ws://192.168.1.5:8550"
        copied = []
        app.copy = copied.append
        buttons(await share_screen(app, game.game_id))["Copy link"].on_click(None)
        assert copied == [load_link(shown_code(app, game.game_id), project.PHONE_APP)]

    with_app(scenario)


@pytest.mark.parametrize(("socket", "scheme"), [("ws", "http"), ("wss", "https")])  # wss: serve --https
def test_a_phone_on_the_network_is_offered_join_this_table(home, socket, scheme):
    game = played([2])
    SaveStore(home / "saves").save(game)

    async def scenario(app):
        app.page.session.connection.page_url = f"{socket}://192.168.1.5:8550"
        app.page.session.store.set(door.SESSION, "k" * 22)  # the table key this phone came in with
        body = await share_screen(app, game.game_id)
        await until(lambda: "Join this table" in texts(body))
        join = [c for c in walk(body) if isinstance(c, ft.Image) and c.semantics_label == door.JOIN_QR]
        assert qr.read_text(join[0].src) == f"{scheme}://192.168.1.5:8550/game/{game.game_id}?key=" + "k" * 22
        assert not [text for text in texts(body) if "k" * 22 in text]  # in the QR only, never written

    with_app(scenario)


def test_a_table_served_to_this_computer_only_says_how_to_let_phones_join(home, monkeypatch):
    game = played([2])
    SaveStore(home / "saves").save(game)
    monkeypatch.setattr(share, "lan_base", lambda base: "")  # bound to 127.0.0.1: no LAN address answers

    async def scenario(app):
        app.page.session.connection.page_url = "ws://127.0.0.1:8550"
        body = await share_screen(app, game.game_id)
        await until(lambda: share.LOOPBACK_ONLY in texts(body))
        assert not [c for c in walk(body) if isinstance(c, ft.Image) and "Join" in (c.semantics_label or "")]

    with_app(scenario)


def test_no_camera_is_said_in_plain_words():
    said = camera_trouble(RuntimeError("CameraException(cameraNotFound, No camera found)"))
    assert said == "No camera was found on this device: paste the code or pick a picture instead."
    assert "Exception" not in camera_trouble(PermissionError("CameraAccessDenied"))


def test_a_game_too_large_for_one_code_is_shown_as_codes_read_one_after_another(home, monkeypatch):
    game = played([1, 2])
    SaveStore(home / "saves").save(game)
    monkeypatch.setattr(snapshot, "BUDGET", len(encode(game.state)) // 3 + len("TOY4*1/3-AA:"))  # a longer game

    async def scenario(app):
        body = await share_screen(app, game.game_id)
        await until(lambda: game_qr(body))
        parts = snapshot.parts_of(shown_code(app, game.game_id), ADDRESS)
        count = len(parts)
        assert count > 1 and f"Code 1 of {count}" in texts(body) and "Next code" in buttons(body)
        assert code_from_route(qr.read_text(game_qr(body)[0].src)) == parts[0]
        screen = LoadScreen(app, None)
        loading = screen.build()
        for index, part in enumerate(parts[:-1]):
            await screen.check(part)
            assert f"{index + 1} of {count} read: read the next code." in texts(loading) and screen.received is None
        await screen.check(parts[-1])
        assert screen.received is not None and screen.received.state == without_history(game.state)
        assert "Load" in buttons(loading)

    with_app(scenario)


def test_on_a_phone_alone_each_part_read_waits_in_its_storage_until_the_last(home, monkeypatch):
    """Issue 39: the camera app opens each part's link as a page of its own; the parts read before wait in the
    phone's storage, a part of another code starts again, and the last part previews the whole game, again when
    its page is drawn again (it reads its link's part again)."""
    game = played([1, 2])
    monkeypatch.setattr(snapshot, "BUDGET", len(encode(game.state)) // 3 + len("TOY4*1/3-AA:") + 1)
    parts = snapshot.parts_of(encode(game.state))
    other = snapshot.parts_of(encode(played([1, 3]).state))
    assert len(parts) == len(other) == 3

    async def scenario(app):
        async def page_opened_by_a_link(code: str) -> LoadScreen:
            screen = LoadScreen(app, None)
            screen.keeps_parts = True
            screen.build()
            await screen.check(code)
            return screen

        await page_opened_by_a_link(parts[0])
        await page_opened_by_a_link(other[1])  # another code's part: its sequence starts again
        assert (await page_opened_by_a_link(other[2])).progress.value.startswith("2 of 3 read")
        for part in (parts[2], parts[0]):
            screen = await page_opened_by_a_link(part)
            assert screen.received is None
        last = await page_opened_by_a_link(parts[1])
        assert last.received is not None and last.received.state == without_history(game.state)
        again = await page_opened_by_a_link(parts[1])
        assert again.received is not None and again.received.state == without_history(game.state)

    with_app(scenario)


def test_a_shorter_code_made_with_box_content_this_phone_lacks_says_so_and_offers_to_import_it(home, tmp_path):
    sender = ContentLibrary(user_dir=tmp_path / "sender")
    sender.add("syndicate", "awards", {"id": "landlord", "name": "Landlord", "kind": "bases", "threshold": 3, "vp": 4})
    definition = games.get("syndicate")
    code = encode(definition.new_game(3, 5, definition.resolve_options({}), sender), sender, "box")  # the shorter one

    async def scenario(app):
        screen = LoadScreen(app, None)
        body = screen.build()
        await screen.check(code)
        assert f"Not loaded: {UNKNOWN_CONTENT}" in texts(body) and screen.get_content.visible
        assert screen.received is None

    with_app(scenario)


def typed_syndicate(home):
    """A Syndicate game set up with typed box content (an award) whose code for any phone takes two QR codes."""
    library = ContentLibrary(user_dir=home / "content")
    library.add("syndicate", "awards", {"id": "landlord", "name": "Landlord", "kind": "bases", "threshold": 3, "vp": 4})
    game = games.new_session("syndicate", 3, 5, {}, library)
    SaveStore(home / "saves").save(game)
    return game, library


def two_parts(game, library) -> int:
    """A budget that splits the game's code for any phone in two (as shared: with the mark of its sharing)."""
    return len(encode(game.state, library, lineage=[(1 << snapshot.MARK_BITS) - 1])) // 2 + len("SYN4*1/2-AA:") + 1


def test_the_share_screen_follows_the_table_and_keeps_the_code_this_phone_chose(home, monkeypatch):
    game, library = typed_syndicate(home)
    monkeypatch.setattr(snapshot, "BUDGET", two_parts(game, library))

    async def scenario(app):
        body = await share_screen(app, game.game_id)
        await click(button(body, "Shorter code for a phone with this phone's box content"))
        table = app.sessions.table(game.game_id)
        rnd = random.Random(1)
        command = table.session.definition.random_command(table.session.state, rnd)
        assert table.execute(command, table.version).applied  # another phone's change
        await table.publish(app.page.pubsub)
        await until(  # the table's new state, marked as shared when the screen showed it
            lambda: (
                [code_from_route(qr.read_text(c.src)) for c in game_qr(body)]
                == [snapshot.parts_of(shown_code(app, game.game_id, "box"), ADDRESS)[0]]
            )
        )
        assert decode(shown_code(app, game.game_id, "box"), library=library) == table.session.state
        assert "Code for any phone" in buttons(body)
        assert body is app.page.views[-1]  # rendered again in place, not rebuilt

    with_app(scenario)


def client_fields(session) -> list[str]:
    """The values of the text fields the phone's client tree holds under the top view."""
    out: list[str] = []

    def walk_tree(value) -> None:
        if isinstance(value, dict):
            if value.get("_c") == "TextField":
                out.append(value.get("value", ""))
            for key, item in value.items():
                if key != "_c":
                    walk_tree(item)
        elif isinstance(value, list):
            for item in value:
                walk_tree(item)

    walk_tree(session.connection.client.index[session.page._i]["views"][-1])
    return out


def test_the_share_screen_shows_the_code_its_qr_holds_after_every_toggle_and_next(home, monkeypatch):
    """Issues 33 and 39: on the phone, the code's text, its length and "Code n of m" are those of the QR shown,
    whatever is toggled; Next code cycles through the parts."""
    game, library = typed_syndicate(home)
    monkeypatch.setattr(snapshot, "BUDGET", two_parts(game, library))

    async def scenario(app):
        body = await share_screen(app, game.game_id)
        any_phone, box = (
            snapshot.parts_of(shown_code(app, game.game_id, mode), ADDRESS) for mode in ("shipped", "box")
        )
        assert len(any_phone) == 2 and len(box) == 1

        def qr_shown() -> str | None:  # the code in the game QR's link
            images = game_qr(body)
            return code_from_route(qr.read_text(images[0].src)) if images else None

        steps = [
            ("", any_phone, 0),
            ("Next code", any_phone, 1),
            ("Next code", any_phone, 0),
            ("Shorter code for a phone with this phone's box content", box, 0),
            ("Code for any phone", any_phone, 0),
            ("Next code", any_phone, 1),
        ]
        for press, parts, index in steps:
            if press:  # as the phone sends a tap: through the session, whose auto-update follows the handler
                await app.flet_session.dispatch_event(button(body, press)._i, "click", None)
                await settle()
            await until(lambda parts=parts, index=index: qr_shown() == parts[index])
            on_phone = client_texts(app.flet_session)
            assert client_fields(app.flet_session) == [parts[index]], press
            assert f"Code {index + 1} of {len(parts)}" in on_phone, press
            assert any(f"{len(parts[index])} characters)" in t for t in on_phone), press

    with_app(scenario)
