"""The QR picture of a text, and the address this page was opened at (the Share screen and the
"another phone" section both show them)."""

from __future__ import annotations

from urllib.parse import urlsplit

import flet as ft

from ..i18n import N_, _
from ..sync import qr


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
