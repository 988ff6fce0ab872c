"""Share and load screens: the QR of a game, and the four doors into one decoder.

Share: the QR as large as the screen allows (crisp modules, quiet zone), the text code with a
copy button, and the QR version and character count in small print. Load: paste a code, pick a
picture of a QR, scan with the camera, or open a ``/load?s=...`` link; every door goes through
:func:`companion.sync.receive.preview`, shows what the code holds, and only "Load" changes
anything (one undoable command; the previous save stays as a backup).
"""

from __future__ import annotations

import asyncio
from urllib.parse import urlsplit

import flet as ft

from ..engine import SaveError
from ..engine.codec import SnapshotError
from ..sync import camera, qr, receive
from ..sync.links import code_from_route, load_link
from ..sync.snapshot import encode
from .live import TABLES
from .trial import checked_preview
from .widgets import section

PHONE_WIDTH = 412
SIDE_MARGIN = 32


def qr_image(code: str, available_px: int) -> tuple[ft.Control, int | None]:
    """The QR of ``code`` drawn at a whole number of pixels per module, as wide as allowed."""
    version = qr.qr_version(code)
    if version is None:
        return ft.Text("This game is too large for one QR code: share the text code or the link."), None
    modules = 17 + 4 * version + 2 * qr.QUIET_ZONE
    box = max(2, available_px // modules)
    size = modules * box
    image = ft.Image(
        src=qr.render_png(code, box_size=box),
        width=size,
        height=size,
        filter_quality=ft.FilterQuality.NONE,
        semantics_label="Game QR code",
    )
    return image, version


def share_view(app, game_id: str) -> ft.Control:
    """The share screen body for the saved game ``game_id``."""
    try:
        session = app.open_session(game_id)
    except SaveError as exc:
        return ft.Text(str(exc))
    state = session.state
    code = encode(state)
    width = int(app.page.width or PHONE_WIDTH)
    image, version = qr_image(code, width - SIDE_MARGIN)
    here = urlsplit(app.page.url or "")
    link = load_link(code, f"{here.scheme}://{here.netloc}" if here.netloc else "")
    return ft.Column(
        [
            ft.Text(f"{session.definition.title} · round {state.round} · revision {state.revision}", size=13),
            ft.Row([image], alignment=ft.MainAxisAlignment.CENTER),
            ft.Text(
                f"QR version {version} · {len(code)} characters · error correction M"
                if version
                else f"{len(code)} characters",
                size=11,
                italic=True,
            ),
            ft.TextField(label="Snapshot code", value=code, read_only=True, multiline=True, max_lines=4, text_size=11),
            ft.Row(
                [
                    ft.Button("Copy code", icon=ft.Icons.COPY, on_click=lambda e: app._copy(code)),
                    ft.OutlinedButton("Copy link", icon=ft.Icons.LINK, on_click=lambda e: app._copy(link)),
                ],
                wrap=True,
            ),
            ft.Text(
                "On the other phone: Import a shared game, then scan, pick a screenshot, paste the code "
                "or open the link.",
                size=11,
            ),
        ],
        horizontal_alignment=ft.CrossAxisAlignment.STRETCH,
        spacing=8,
    )


class LoadScreen:
    """The load screen's controls and what the player has received so far."""

    def __init__(self, app, code: str | None):
        self.app = app
        self.paste = ft.TextField(label="Paste a code", value=code or "", multiline=True, max_lines=4, text_size=12)
        self.message = ft.Text("", color=ft.Colors.ERROR, visible=False)
        self.preview_box = ft.Column(spacing=6, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
        self.camera_box = ft.Column(spacing=6)
        self.picker = ft.FilePicker()
        self.scanning = False
        self.received: receive.Preview | None = None

    def build(self) -> ft.Control:
        doors = [
            section(
                "Paste the text code",
                self.paste,
                ft.Button("Check code", icon=ft.Icons.CHECK, on_click=lambda e: self.check(self.paste.value or "")),
            ),
            section(
                "Or read a QR code",
                ft.Row(
                    [
                        ft.Button("Pick a picture", icon=ft.Icons.IMAGE, on_click=self.pick_picture),
                        ft.Button("Scan with camera", icon=ft.Icons.QR_CODE_SCANNER, on_click=self.start_camera),
                    ],
                    wrap=True,
                ),
                self.camera_box,
            ),
        ]
        if (self.paste.value or "").strip():
            self.check(self.paste.value, redraw=False)
        return ft.Column(
            [self.message, self.preview_box, *doors], spacing=10, horizontal_alignment=ft.CrossAxisAlignment.STRETCH
        )

    def _say(self, text: str) -> None:
        self.message.value, self.message.visible = text, bool(text)

    # -- the one decoder behind every door ---------------------------------------------------------
    def check(self, code: str, redraw: bool = True) -> None:
        self.received = None
        self.preview_box.controls.clear()
        try:
            self.received = checked_preview(code, self.app.store, self.app.library)
        except SnapshotError as exc:
            self._say(f"Not loaded: {exc}")
        else:
            self._say("")
            self.preview_box.controls.append(self.preview_card(self.received))
        if redraw:
            self.app.page.update()

    def preview_card(self, shown: receive.Preview) -> ft.Control:
        lines = shown.lines()
        warn = ft.Colors.ERROR if shown.comparison == "older" else None
        return section(
            "Received game",
            ft.Text(lines[0], weight=ft.FontWeight.BOLD),
            ft.Text(lines[1]),
            ft.Text(lines[2], color=warn),
            ft.Text("Loading keeps this phone's copy as a backup and can be undone.", size=11, italic=True),
            ft.Row(
                [
                    ft.Button("Load", icon=ft.Icons.DOWNLOAD, on_click=self.load),
                    ft.TextButton("Cancel", on_click=lambda e: self.app.go("/")),
                ]
            ),
        )

    async def load(self, e=None) -> None:
        """Adopt the received game: on the live table when phones are playing it, else into its save."""
        shown = self.received
        if shown is None:
            return
        game_id = shown.state.game_id
        table = TABLES.get(self.app.store, game_id)
        try:
            if table is None:
                session = await asyncio.to_thread(receive.load, shown, self.app.store)
                self.app.sessions[game_id] = session
            else:
                outcome = table.execute(receive.load_command(shown), table.version)
                if outcome.violations:
                    raise SaveError(outcome.violations[0].message)
                await table.publish(self.app.page.pubsub)
        except (SaveError, SnapshotError) as exc:
            self._say(f"Not loaded: {exc}")
            self.app.page.update()
            return
        self.app.go(f"/game/{game_id}")

    # -- picture and camera doors ----------------------------------------------------------------------
    async def pick_picture(self, e=None) -> None:
        files = await self.picker.pick_files(file_type=ft.FilePickerFileType.IMAGE, with_data=True)
        if not files:
            return
        self.read_picture(files[0].bytes or b"")

    def read_picture(self, data: bytes) -> None:
        try:
            code = qr.read_text(data)
        except SnapshotError as exc:
            self.received = None
            self.preview_box.controls.clear()
            self._say(f"Not loaded: {exc}")
            self.app.page.update()
            return
        self.paste.value = code
        self.check(code)

    async def start_camera(self, e=None) -> None:
        import flet_camera as fc

        if self.scanning:
            return
        cam = fc.Camera(width=PHONE_WIDTH - SIDE_MARGIN, height=300, preview_enabled=True)
        self.camera_box.controls[:] = [
            cam,
            ft.Text("Point the camera at the QR code.", size=12),
            ft.OutlinedButton("Stop camera", icon=ft.Icons.STOP, on_click=self.stop_camera),
        ]
        self.app.page.update()
        try:
            cameras = await cam.get_available_cameras()
            if not cameras:
                raise RuntimeError("no camera found")
            await cam.initialize(cameras[0], fc.ResolutionPreset.MEDIUM, enable_audio=False)
        except Exception as exc:  # no camera, permission refused, platform without camera support
            self.camera_box.controls[:] = [ft.Text(f"Camera unavailable: {exc}. Pick a picture or paste the code.")]
            self.app.page.update()
            return
        self.scanning = True
        code = await camera.scan(cam.take_picture, stopped=lambda: not self.scanning, timeout=120)
        self.scanning = False
        self.camera_box.controls.clear()
        if code is None:
            self._say("No QR code seen: try again closer, or pick a picture.")
            self.app.page.update()
            return
        self.paste.value = code
        self.check(code)

    def stop_camera(self, e=None) -> None:
        self.scanning = False


def load_view(app, code: str | None) -> ft.Control:
    """The load screen body; ``code`` comes from a ``/load?s=...`` link and is previewed at once.

    The code is read again from the raw route, where a "+" is a base45 character, not a space.
    """
    return LoadScreen(app, code_from_route(app.page.route or "") or code).build()
