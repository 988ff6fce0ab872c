"""Share and load screens: the QR of a game, and the four doors into one decoder.

Share: "Join this table" (a QR of this server's link to the live game, when it is reachable on the
local network), and the snapshot: its QR as large as the screen allows (crisp modules, quiet
zone), the text code, copy buttons for the code and its http(s) link, and the phone's share sheet.
Load: paste a code, pick a picture of a QR, scan with the camera, or open a ``/load?s=...``
link; every door goes through :func:`companion.ui.trial.check_code`, shows what the code
holds, and only "Load" changes anything (one undoable command; the previous save stays as a backup).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import TYPE_CHECKING, cast
from urllib.parse import urlsplit

import flet as ft

from .. import project
from ..browser import IN_BROWSER
from ..engine import GameSession, SaveError
from ..flet_compat import state_only
from ..i18n import N_, _
from ..paths import app_home
from ..sync import camera, qr, receive
from ..sync import parts as part_store
from ..sync.codec import UNKNOWN_CONTENT, Sequence, SnapshotError
from ..sync.lineage import mark_shared
from ..sync.links import code_from_route, lan_base, load_link
from ..sync.snapshot import encode, has_box_content, parts_of
from ..table import TABLES
from ..table.key import with_key
from .another_phone import another_phone
from .join import JOIN_QR, session_key
from .refusal import unreadable
from .trial import check_code
from .widgets import keyed, section

if TYPE_CHECKING:
    from .app import CompanionApp

PHONE_WIDTH = 412
LOOPBACK_ONLY = N_(
    "Other phones cannot reach this table: the app serves this computer only. To let phones on this "
    "network join, start it again with: python -m companion --host 0.0.0.0"
)
SIDE_MARGIN = 32


def qr_image(text: str, available_px: int, label: str = N_("Game QR code")) -> ft.Control:
    """The QR of ``text`` drawn at a whole number of pixels per module, as wide as allowed (blocking)."""
    version = qr.qr_version(text)
    if version is None:
        return ft.Text(_("This game is too large for one QR code: share the text code or the link instead."))
    modules = 17 + 4 * version + 2 * qr.QUIET_ZONE
    box = max(2, available_px // modules)
    size = modules * box
    return ft.Image(
        src=qr.render_png(text, box_size=box),
        width=size,
        height=size,
        filter_quality=ft.FilterQuality.NONE,
        semantics_label=_(label),
    )


def fits_one_qr(code: str, parts: int = 1) -> str:
    """The sentence under a snapshot QR (``code`` is the code the QR holds, one of ``parts``)."""
    if parts > 1:
        return _(
            "This game takes {parts} QR codes: show them one after another (Next code); "
            "the other phone says how many it has read (this one: {n} characters)."
        ).format(parts=parts, n=len(code))
    if qr.qr_version(code) is None:
        return _("{n} characters: too many for one QR code.").format(n=len(code))
    return _("This code fits a QR code that any phone camera reads ({n} characters).").format(n=len(code))


def page_base(page: ft.Page) -> str:
    """The address a browser opens this app at, without its final "/": the served app's ``http(s)://host:port``
    (its page knows the websocket), the static build's folder (``https://owner.github.io/<repo>``: its
    page knows the app's folder)."""
    here = urlsplit(page.url or "")
    if not here.netloc:
        return ""
    if here.scheme in ("ws", "wss"):
        return f"{'https' if here.scheme == 'wss' else 'http'}://{here.netloc}"
    return f"{here.scheme}://{here.netloc}{here.path.rstrip('/')}"


def has_share_sheet(page: ft.Page) -> bool:
    """Phones have a native share sheet; desktop browsers mostly do not."""
    agent = (page.client_user_agent or "").lower()
    return any(word in agent for word in ("android", "iphone", "ipad")) or page.platform in (
        ft.PagePlatform.ANDROID,
        ft.PagePlatform.IOS,
    )


def share_screen(app: CompanionApp, game_id: str) -> list[ft.Control]:
    """The share screen: "Join this table" on the local network, and the game's snapshot code.

    Rendered inside the screen component, again whenever the table changes: the code follows the
    table, while which code is shown (for this box or any box, and which part of a long one) stays as
    this phone left it. QR images are drawn on a worker thread; a QR stays until the next is drawn.
    """
    try:
        table = app.sessions.table(game_id)
    except SaveError as exc:
        return [ft.Text(unreadable(exc))]
    session = table.session
    shorter, set_shorter = ft.use_state(False)  # the code for a phone with this phone's box content
    part, set_part = ft.use_state(0)
    drawn, set_drawn = ft.use_state(cast(ft.Control | None, None))
    join, set_join = ft.use_state(cast(ft.Control | None, None))
    width = int(app.page.width or PHONE_WIDTH) - SIDE_MARGIN
    base = page_base(app.page)

    async def find_join() -> None:
        set_join(await _join_section(base, game_id, width, session_key(app.page)))

    ft.use_effect(find_join, dependencies=[])
    # A phone's camera app reads the QR: it carries a link to each code, to this phone app (the static build)
    # or to the hosted phone app (the served app: a phone anywhere opens it, no table key needed).
    address = load_link("", base if IN_BROWSER else project.PHONE_APP)
    with table.lock:  # the state shown may now reach another phone: its code carries the marks of its history
        marks = mark_shared(session)
    code = encode(session.state, app.library, lineage=marks)
    parts = parts_of(code, address)
    box = len(parts) > 1 and has_box_content(session.definition, app.library)
    if box and shorter:
        code = encode(session.state, app.library, "box", marks)
        parts = parts_of(code, address)
    shown = part % len(parts)
    text = address + parts[shown]

    async def draw() -> None:
        set_drawn(await asyncio.to_thread(qr_image, text, width))

    ft.use_effect(draw, dependencies=[text, width])

    async def keep_marks() -> None:
        await asyncio.to_thread(table.keep)

    ft.use_effect(keep_marks, dependencies=[marks[-1:]])
    heading = ft.Text(
        _("{game} · round {n}").format(game=session.definition.title, n=session.state.round),
        theme_style=ft.TextThemeStyle.BODY_SMALL,
    )
    return keyed(
        ("heading", heading),
        ("join", join),
        ("snapshot", _snapshot(app, session, parts[shown], text, (shown, len(parts)), drawn)),
        ("actions", _snapshot_actions(shorter if box else None, len(parts), set_shorter, set_part)),
        ("another phone", another_phone(app.page)),
    )


def _snapshot(
    app: CompanionApp,
    session: GameSession,
    code: str,
    link: str,
    part: tuple[int, int],
    drawn: ft.Control | None,
) -> ft.Control:
    """The snapshot: its QR (or the QRs of a sequence, one after another) and the code that QR holds (``code``,
    one part of a sequence), with its copy and share buttons."""
    shown, count = part
    share_buttons: list[ft.Control] = [
        ft.Button(_("Copy code"), icon=ft.Icons.COPY, on_click=lambda e: app._copy(code)),
        ft.OutlinedButton(_("Copy link"), icon=ft.Icons.LINK, on_click=lambda e: app._copy(link)),
    ]
    if has_share_sheet(app.page):
        share_buttons.append(
            ft.OutlinedButton(_("Share…"), icon=ft.Icons.SHARE, on_click=lambda e: _share_sheet(link, session))
        )
    qr_row = ft.Row([drawn or ft.ProgressRing(width=24, height=24)], alignment=ft.MainAxisAlignment.CENTER)
    return section(
        _("Snapshot for a phone on another server or offline"),
        qr_row,
        ft.Text(
            _("Code {n} of {count}").format(n=shown + 1, count=count),
            theme_style=ft.TextThemeStyle.BODY_SMALL,
            visible=count > 1,
        ),
        ft.Text(fits_one_qr(code, count), theme_style=ft.TextThemeStyle.BODY_SMALL),
        ft.TextField(label=_("Snapshot code"), value=code, read_only=True, multiline=True, max_lines=4),
        ft.Row(share_buttons, wrap=True),
        ft.Text(
            _(
                "On the other phone: Import a shared game, then scan, pick a screenshot, paste the code or open the "
                "link."
            ),
            theme_style=ft.TextThemeStyle.BODY_SMALL,
        ),
    )


def _snapshot_actions(
    shorter: bool | None,
    count: int,
    set_shorter: Callable[[bool], None],
    set_part: Callable[[Callable[[int], int]], None],
) -> ft.Control:
    """Next code (a long game's codes one after another), and, when the code for any phone takes several,
    one shorter code for a phone with this phone's box content (``shorter`` is ``None`` when there is none)."""

    def switch() -> None:
        set_shorter(not shorter)
        set_part(lambda _: 0)

    controls: list[ft.Control] = [
        ft.Button(
            _("Next code"),
            icon=ft.Icons.NAVIGATE_NEXT,
            on_click=state_only(lambda: set_part(lambda n: n + 1)),
            visible=count > 1,
        )
    ]
    if shorter is not None:
        label = _("Code for any phone") if shorter else _("Shorter code for a phone with this phone's box content")
        controls.append(ft.TextButton(label, on_click=state_only(switch)))
    return ft.Row(controls, wrap=True)


async def _join_section(base: str, game_id: str, width: int, key: str | None) -> ft.Control | None:
    """ "Join this table": the QR of this server's link to the game, with the table ``key``, when it is
    reachable on the local network, else how to make it so; none in the static build (no live table
    without a server). The key is in the QR only, never written on the screen."""
    if IN_BROWSER:
        return None
    lan = await asyncio.to_thread(lan_base, base)
    if not lan:
        return section(_("Join this table"), ft.Text(_(LOOPBACK_ONLY), theme_style=ft.TextThemeStyle.BODY_SMALL))
    join = f"{lan}/game/{game_id}"
    image = await asyncio.to_thread(qr_image, with_key(join, key) if key else join, width * 2 // 3, JOIN_QR)
    return section(
        _("Join this table"),
        ft.Row([image], alignment=ft.MainAxisAlignment.CENTER),
        ft.Text(
            _(
                "Another phone on this network scans this to play the same game live: the QR carries this "
                "table's key, so show it only to the players."
            ),
            theme_style=ft.TextThemeStyle.BODY_SMALL,
        ),
    )


async def _share_sheet(link: str, session: GameSession) -> None:
    await ft.Share().share_text(link, subject=_("{game}: our game").format(game=session.definition.title))


class LoadScreen:
    """The load screen's controls and what the player has received so far."""

    def __init__(self, app: CompanionApp, code: str | None):
        self.app = app
        self.paste = ft.TextField(label=_("Paste a code"), value=code or "", multiline=True, max_lines=4)
        self.message = ft.Text("", color=ft.Colors.ERROR, visible=False)
        self.preview_box = ft.Column(spacing=6, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
        self.camera_box = ft.Column(spacing=6)
        self.picker = ft.FilePicker()
        self.scanning = False
        self.checking = 0
        self.received: receive.Preview | None = None
        self.sequence = Sequence()
        self.keeps_parts = IN_BROWSER
        """On a phone alone each part's link opens a page of its own: the parts read wait in its storage."""
        self.progress = ft.Text("", visible=False)
        self.get_content = ft.OutlinedButton(
            _("Import box content"), icon=ft.Icons.INVENTORY_2, visible=False, on_click=self.app.keep.import_file
        )

    def build(self) -> ft.Control:
        doors = [
            section(
                _("Paste the text code"),
                self.paste,
                ft.Button(_("Check code"), icon=ft.Icons.CHECK, on_click=self._check_paste),
            ),
            self.qr_door(),
        ]
        if (self.paste.value or "").strip():
            self.app.page.run_task(self.check, self.paste.value or "")
        return ft.Column(
            [self.message, self.get_content, self.progress, self.preview_box, *doors],
            spacing=10,
            horizontal_alignment=ft.CrossAxisAlignment.STRETCH,
        )

    async def _check_paste(self, e: object = None) -> None:
        await self.check(self.paste.value or "")

    def qr_door(self) -> ft.Control:
        """Picture and camera reading where this device can; in the static build the camera app's."""
        if IN_BROWSER:
            return section(
                _("Or scan its QR code"),
                ft.Text(
                    _(
                        "Point this phone's camera app at the game's QR code on the other phone and open the link "
                        "it shows: the game opens here."
                    ),
                    theme_style=ft.TextThemeStyle.BODY_SMALL,
                ),
            )
        return section(
            _("Or read a QR code"),
            ft.Row(
                [
                    ft.Button(_("Pick a picture"), icon=ft.Icons.IMAGE, on_click=self.pick_picture),
                    ft.Button(_("Scan with camera"), icon=ft.Icons.QR_CODE_SCANNER, on_click=self.start_camera),
                ],
                wrap=True,
            ),
            self.camera_box,
        )

    def _say(self, text: str) -> None:
        self.message.value, self.message.visible = text, bool(text)

    # -- the one decoder behind every door ---------------------------------------------------------
    async def check(self, code: str) -> None:
        """Check ``code`` off the event loop (:func:`check_code`) and show what it holds, or why not; a code
        of a sequence waits for the others ("2 of 3 read").

        Only the newest check is shown: a code pasted while another is being checked replaces it.
        """
        code = code_from_route(code.strip()) or code  # a link read off a QR or pasted: its code
        self.checking += 1
        ticket = self.checking
        self.received = None
        self.get_content.visible = False
        self._say("")
        if self.keeps_parts:
            self.sequence = await asyncio.to_thread(part_store.kept, app_home())
        try:
            self.sequence.add(code)
        except SnapshotError as exc:
            self.preview_box.controls.clear()
            self._refuse(exc)
            return
        if self.keeps_parts:
            await asyncio.to_thread(part_store.keep, app_home(), self.sequence)
        if self.sequence.code is None:
            self.preview_box.controls.clear()
            self.progress.value = _("{read}: read the next code.").format(read=self.sequence.progress)
            self.progress.visible = True
            self.app.page.update()
            return
        self.progress.visible = False
        whole, self.sequence = self.sequence.code, Sequence()
        self.preview_box.controls[:] = [ft.Text(_("Checking the code…"), italic=True)]
        self.app.page.update()
        try:
            received = await check_code(whole, self.app.store, self.app.library)
        except SnapshotError as exc:
            if ticket == self.checking:
                self.preview_box.controls.clear()
                self._refuse(exc)
            return
        if ticket != self.checking:
            return
        self.received = received
        self.preview_box.controls[:] = [self.preview_card(received)]
        self.app.page.update()

    def _refuse(self, exc: SnapshotError) -> None:
        """Why the code cannot be loaded; a code whose box content this phone lacks offers to import it."""
        self._say(_("Not loaded: {reason}").format(reason=exc))
        self.get_content.visible = exc.message == UNKNOWN_CONTENT
        self.app.page.update()

    def preview_card(self, shown: receive.Preview) -> ft.Control:
        lines = shown.lines()
        warn = ft.Colors.ERROR if shown.comparison in ("older", "fork") else None
        if shown.comparison == "fork":
            actions: list[ft.Control] = [
                ft.Button(_("Keep both"), icon=ft.Icons.CALL_SPLIT, on_click=self.keep_both),
                ft.OutlinedButton(_("Replace this phone's copy"), icon=ft.Icons.DOWNLOAD, on_click=self.load),
            ]
            note = _(
                "Keep both: the code's copy becomes a game of its own beside this phone's. Replacing keeps this "
                "phone's copy as a backup and can be undone."
            )
        else:
            actions = [ft.Button(_("Load"), icon=ft.Icons.DOWNLOAD, on_click=self.load)]
            note = _("Loading keeps this phone's copy as a backup and can be undone.")
        return section(
            _("Received game"),
            ft.Text(lines[0], weight=ft.FontWeight.BOLD),
            ft.Text(lines[1]),
            ft.Text(lines[2], color=warn),
            ft.Text(note, theme_style=ft.TextThemeStyle.BODY_SMALL, italic=True),
            ft.Row([*actions, ft.TextButton(_("Cancel"), on_click=lambda e: self.app.go("/"))], wrap=True),
        )

    async def keep_both(self, e: object = None) -> None:
        """Keep a fork beside this phone's copy, as a game of its own, and open it."""
        shown = self.received
        if shown is None:
            return
        try:
            session = await asyncio.to_thread(receive.keep_both, shown, self.app.store)
        except (SaveError, SnapshotError) as exc:
            self._say(_("Not loaded: {reason}").format(reason=exc))
            self.app.page.update()
            return
        self.app.go(f"/game/{session.game_id}")

    async def load(self, e: object = None) -> None:
        """Adopt the received game: on the live table when phones are playing it, else into its save."""
        shown = self.received
        if shown is None:
            return
        game_id = shown.state.game_id
        table = TABLES.get(self.app.store, game_id)
        try:
            if table is None:
                await asyncio.to_thread(self._adopt, shown)
            else:
                outcome = await asyncio.to_thread(table.execute, receive.load_command(shown), table.version)
                if outcome.violations:
                    raise SaveError(outcome.violations[0].message)
                await table.publish(self.app.page.pubsub)
        except (SaveError, SnapshotError) as exc:
            self._say(_("Not loaded: {reason}").format(reason=exc))
            self.app.page.update()
            return
        self.app.go(f"/game/{game_id}")

    def _adopt(self, shown: receive.Preview) -> None:
        """Save the received game and open its live table (a worker thread: both read and write files)."""
        self.app.sessions[shown.state.game_id] = receive.load(shown, self.app.store)

    # -- picture and camera doors ----------------------------------------------------------------------
    async def pick_picture(self, e: object = None) -> None:
        files = await self.picker.pick_files(file_type=ft.FilePickerFileType.IMAGE, with_data=True)
        if not files:
            return
        await self.read_picture(files[0].bytes or b"")

    async def read_picture(self, data: bytes) -> None:
        try:
            code = await asyncio.to_thread(qr.read_text, data)
        except SnapshotError as exc:
            self.received = None
            self.preview_box.controls.clear()
            self._say(_("Not loaded: {reason}").format(reason=exc))
            self.app.page.update()
            return
        self.paste.value = code
        await self.check(code)

    async def start_camera(self, e: object = None) -> None:
        import flet_camera as fc

        if self.scanning:
            return
        cam = fc.Camera(width=PHONE_WIDTH - SIDE_MARGIN, height=300, preview_enabled=True)
        self.camera_box.controls[:] = [
            cam,
            ft.Text(_("Point the camera at the QR code."), theme_style=ft.TextThemeStyle.BODY_SMALL),
            ft.OutlinedButton(_("Stop camera"), icon=ft.Icons.STOP, on_click=self.stop_camera),
        ]
        self.app.page.update()
        try:
            cameras = await cam.get_available_cameras()
            if not cameras:
                raise RuntimeError("cameraNotFound")
            await cam.initialize(cameras[0], fc.ResolutionPreset.MEDIUM, enable_audio=False)
        except Exception as exc:  # no camera, permission refused, platform without camera support
            self.camera_box.controls[:] = [ft.Text(camera_trouble(exc))]
            self.app.page.update()
            return
        self.scanning = True
        while True:
            code = await camera.scan(cam.take_picture, stopped=lambda: not self.scanning, timeout=120)
            if code is None or "*" not in code.split(":", 1)[0]:
                return await self._scanned(code)
            await self.check(code)  # a code of a sequence: keep scanning until the last one is in
            if self.sequence.head is None:
                return await self._scanned(None, done=True)

    async def _scanned(self, code: str | None, done: bool = False) -> None:
        """The camera stops: with the code it read, or none (``done`` when a sequence was read whole)."""
        self.scanning = False
        self.camera_box.controls.clear()
        if done:
            self.app.page.update()
            return
        if code is None:
            self._say(_("No QR code seen: try again closer, or pick a picture."))
            self.app.page.update()
            return
        self.paste.value = code
        await self.check(code)

    def stop_camera(self, e: object = None) -> None:
        self.scanning = False


def camera_trouble(exc: Exception) -> str:
    """What went wrong with the camera, as a sentence (never the exception's name or text)."""
    if "notfound" in str(exc).lower().replace("_", ""):
        return _("No camera was found on this device: paste the code or pick a picture instead.")
    return _(
        "The camera could not be started (access refused, or another app is using it): "
        "paste the code or pick a picture instead."
    )


def load_view(app: CompanionApp, code: str | None) -> ft.Control:
    """The load screen body; ``code`` comes from a ``/load?s=...`` link and is previewed at once.

    The code is read again from the raw route, where a "+" is a base45 character, not a space.
    """
    return LoadScreen(app, code_from_route(app.page.route or "") or code).build()
