"""End to end in Debian Chromium: a served app shows a QR, a screenshot of it is read by
zxing-cpp, and a second app (its own browser context and data folder) loads it through the
link door or the camera door; the loaded save holds exactly the shared state (its history stays on
the sharing phone)."""

from __future__ import annotations

import random
import re
import time
from pathlib import Path

import pytest
from playwright.sync_api import expect

from companion import games, project
from companion.content import ContentLibrary
from companion.engine import GameSession
from companion.storage import SaveStore, read_save
from companion.sync import qr
from companion.sync.links import code_from_route, load_route
from companion.sync.travel import without_history
from tests.bench.typed_boxes import syndicate_box
from tests.conftest import CHROMIUM, CHROMIUM_ARGS, PHONE, ServedApp, open_app

pytestmark = pytest.mark.e2e


def shared_game(home: Path) -> GameSession:
    """A game a few random commands in, saved in the first app's data folder."""
    definition = games.get(games.GAME_IDS[-1])
    session = games.new_session(definition.id, max(definition.player_counts), 5, {})
    rnd = random.Random(5)
    for _ in range(25):
        command = definition.random_command(session.state, rnd)
        if command is None or session.execute(command):
            break
    SaveStore(home / "saves").save(session)
    return session


def wait_for_save(home: Path, game_id: str, timeout: float = 20) -> GameSession:
    path = SaveStore(home / "saves").path(game_id)
    deadline = time.monotonic() + timeout
    while not path.exists() and time.monotonic() < deadline:
        time.sleep(0.2)
    return read_save(path)


def shown_link(page, tries: int = 10) -> str:
    """What zxing-cpp reads from the game's QR in a screenshot of the share screen (the QR may paint late): a link
    with the code; the app's own address, further down the screen, is not the game's QR. A press on a button
    below the QR scrolls it up out of the screenshot: the wheel turns up between looks."""
    page.get_by_label("Game QR code").wait_for()  # drawn on a worker thread, shown when ready
    size = page.viewport_size
    page.mouse.move(size["width"] / 2, size["height"] * 2 / 3)  # the wheel scrolls what is under the pointer
    for _ in range(tries):  # poll what the screen shows: read a screenshot, look again shortly if not yet
        texts = [t for t in qr.read_texts(page.screenshot()) if code_from_route(t) or not t.startswith("http")]
        if texts:
            return texts[0]
        page.mouse.wheel(0, -400)  # at the top already: nothing moves
        time.sleep(0.3)
    raise AssertionError("no QR code readable in the share screen's screenshots")


def shown_code(page) -> str:
    """The code the game's QR on the share screen holds (in its link)."""
    text = shown_link(page)
    return code_from_route(text) or text


@pytest.fixture
def second_app(tmp_path):
    app = ServedApp(tmp_path / "second")
    yield app
    app.stop()


def test_qr_on_screen_is_read_and_loaded_by_a_second_phone_through_the_link(app_page, browser, second_app):
    first = app_page.served_app
    session = shared_game(first.home)
    open_app(app_page, first.url, f"/share/{session.game_id}")
    # the QR is the hosted phone app's link: a phone's camera opens it anywhere, and its code opens here too
    assert shown_link(app_page).startswith(f"{project.PHONE_APP}load?s=")
    code = shown_code(app_page)
    expect(app_page.get_by_role("textbox", name=f"({len(code)} characters)")).to_be_visible()

    context = browser.new_context(viewport=PHONE)
    other = context.new_page()
    open_app(other, second_app.url, load_route(code))
    received = other.get_by_role("group", name="Received game", exact=False)
    received.wait_for()
    assert "This game is not on this phone yet." in received.get_attribute("aria-label")
    other.get_by_role("button", name="Load").click()
    assert wait_for_save(second_app.home, session.game_id).state == without_history(session.state)
    context.close()
    cycle_codes(app_page, first)


def cycle_codes(page, app: ServedApp) -> None:
    """Issues 33 and 39: a game with a whole typed box takes several codes for any phone: the counter follows
    Next code and cycles; the shorter code for a phone with this box is one code; the screen's length is the
    QR's, and every button still answers after each toggle."""
    library = ContentLibrary(user_dir=app.home / "content")
    syndicate_box(library)
    session = games.new_session("syndicate", 3, 6, {}, library)  # another seed: another game id than the first
    SaveStore(app.home / "saves").save(session)
    open_app(page, app.url, f"/share/{session.game_id}")
    first = shown_code(page)
    count = int(re.match(r"SYN\d\*1/(\d+)", first).group(1))
    assert count > 1
    shown = first
    for press, label in [
        ("Next code", f"Code 2 of {count}"),
        ("Shorter code for a phone with this phone's box content", None),
        ("Code for any phone", f"Code 1 of {count}"),
    ]:
        page.get_by_role("button", name=press).click()
        deadline = time.monotonic() + 20
        while (code := shown_code(page)) == shown:  # the QR is drawn on a worker thread
            assert time.monotonic() < deadline, f"the QR did not change after {press}"
            time.sleep(0.3)
        shown = code
        if label:
            expect(page.get_by_role("textbox", name=label)).to_be_visible()  # the counter heads the code's box
        else:
            assert "*" not in code.split(":")[0]  # one code
        expect(page.get_by_role("textbox", name=f"{len(code)} characters)")).to_be_visible()
    assert shown == first


def fake_camera_video(path: Path, png: bytes, frames: int = 10) -> Path:
    """A Y4M clip showing the QR (Chromium loops it as the camera)."""
    from PIL import Image

    width, height = 640, 480
    frame = Image.new("L", (width, height), 255)
    code = qr.open_image(png).convert("L")
    side = min(420, code.width)
    code = code.resize((side, side), Image.NEAREST)
    frame.paste(code, ((width - side) // 2, (height - side) // 2))
    chroma = bytes([128]) * (width * height // 4)
    with open(path, "wb") as out:
        out.write(f"YUV4MPEG2 W{width} H{height} F10:1 Ip A1:1 C420jpeg\n".encode())
        out.writelines(b"FRAME\n" + frame.tobytes() + chroma + chroma for _ in range(frames))
    return path


def test_camera_door_scans_a_qr_from_chromium_fake_video_capture(playwright, served_app, tmp_path):
    sender = tmp_path / "sender"
    session = shared_game(sender)
    from companion.sync.snapshot import encode

    video = fake_camera_video(tmp_path / "qr.y4m", qr.render_png(encode(session.state), box_size=4))
    browser = playwright.chromium.launch(
        executable_path=CHROMIUM,
        args=[
            *CHROMIUM_ARGS,
            "--use-fake-device-for-media-stream",
            "--use-fake-ui-for-media-stream",
            f"--use-file-for-fake-video-capture={video}",
        ],
    )
    try:
        context = browser.new_context(viewport=PHONE, permissions=["camera"])
        page = context.new_page()
        page.set_default_timeout(30_000)
        open_app(page, served_app.url, "/load")
        page.get_by_role("button", name="Scan with camera").click()
        page.get_by_role("button", name="Load").wait_for(timeout=60_000)
        page.get_by_role("button", name="Load").click()
        assert wait_for_save(served_app.home, session.game_id).state == without_history(session.state)
    finally:
        browser.close()


def test_picture_door_loads_a_screenshot_picked_from_files(app_page, tmp_path):
    app = app_page.served_app
    session = shared_game(tmp_path / "sender")
    from companion.sync.snapshot import encode

    picture = tmp_path / "screenshot.png"
    picture.write_bytes(qr.render_png(encode(session.state), box_size=5))
    open_app(app_page, app.url, "/load")
    with app_page.expect_file_chooser() as chooser:
        app_page.get_by_role("button", name="Pick a picture").click()
    chooser.value.set_files(str(picture))
    app_page.get_by_role("button", name="Load").click()
    assert wait_for_save(app.home, session.game_id).state == without_history(session.state)
