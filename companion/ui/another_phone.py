"""How to put the app on another phone (the QR of its address, which a phone's camera app opens) and whether
this phone has it installed: a section of the About and Share screens.

The phone app opened in a browser (the static build) offers its own address: the folder it was opened
from, wherever it is hosted. The served app and a native build offer the hosted phone app
(:data:`companion.project.PHONE_APP`), which runs in any phone's browser with no computer.
"""

from __future__ import annotations

import flet as ft

from .. import project
from ..browser import IN_BROWSER
from ..i18n import N_, _
from .qr_view import page_base, qr_image
from .widgets import section

QR_PX = 232
"""The address's QR at most this wide: a short link, read from across the table."""


def app_address(page: ft.Page) -> str:
    """The address another phone opens to get this app (ending in "/")."""
    if IN_BROWSER:
        own = page_base(page)
        if own:
            return own + "/"
    return project.PHONE_APP


def installed(page: ft.Page) -> str:
    """Whether this phone has the app installed, in a sentence (the browser says whether the page runs
    from the home screen)."""
    if not page.web:
        return _("This phone has the app installed.")
    if page.pwa:
        return _("This phone has it installed: it opens from the home screen.")
    if IN_BROWSER:
        return _(
            "This phone runs it in the browser, not installed. To put it on the home screen, choose Install app "
            "or Add to Home screen in the browser's menu (iPhone: Share, then Add to Home Screen). It works "
            "offline either way."
        )
    return _("This phone shows the table served by the computer; it is not the installed phone app.")


def another_phone(page: ft.Page) -> ft.Control:
    """The section: what to do on the other phone, the QR of the address, the address, and this phone's state."""
    address = app_address(page)
    if IN_BROWSER:
        how = _(
            "Scan this with the other phone's camera, or open the address in its browser: the whole app runs "
            "there, with no computer and, once opened, no network."
        )
    else:
        how = _(
            "The phone app runs in any phone's browser with no computer and, once opened, no network: scan this "
            "with the phone's camera, or open the address. Games move to it by their share code."
        )
    width = int(page.width or 412) - 32  # the screen's side margins
    picture = qr_image(address, min(width, QR_PX), label=N_("QR code of the app's address"))
    return section(
        _("Put the app on another phone"),
        ft.Text(how),
        ft.Row([picture], alignment=ft.MainAxisAlignment.CENTER),
        ft.Text(address, selectable=True, text_align=ft.TextAlign.CENTER),
        ft.Text(installed(page), theme_style=ft.TextThemeStyle.BODY_SMALL),
    )
