"""What the app says about the phone it runs on alone (the static build, :mod:`companion.browser`).

- **Open elsewhere**: another copy of the app on this phone (a tab, the installed app, a page the camera
  app opened) became the phone's writer; this copy shows only that, and "Use the app here" loads it
  again from the phone's storage (which takes the writing back).
- **Storage the browser may clear**: the browser did not grant lasting storage; the home screen says so
  beside Export all data.
- **A new version**: the offline copy was updated; a banner offers to reload.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from .. import browser
from ..browser import PHONE
from ..i18n import N_, _
from .widgets import section

if TYPE_CHECKING:
    from .services import Services

OPEN_ELSEWHERE = N_(
    "The app is open in another tab or window on this phone, which now keeps your games. This copy is "
    "paused so that neither writes over the other."
)
MAY_BE_CLEARED = N_(
    "This browser has not promised to keep the app's storage: it may clear your saved games when the phone "
    "runs short of space, or when the app is not used for a while. Export all data now and then to keep a copy "
    "(adding the app to the home screen often makes the storage last)."
)
NEW_VERSION = N_("A new version of the app is ready: reload to use it (your games are kept).")


def watch(app: Services) -> None:
    """Repaint ``app`` when what this copy knows of the phone changes."""

    def changed() -> None:
        app.page.run_task(_show, app)

    PHONE.listeners.append(changed)


async def _show(app: Services) -> None:
    if PHONE.update and not PHONE.paused:
        app.page.show_dialog(
            ft.Banner(
                content=ft.Text(_(NEW_VERSION)),
                leading=ft.Icon(ft.Icons.SYSTEM_UPDATE),
                actions=[
                    ft.TextButton(_("Reload"), on_click=lambda e: app.page.run_task(browser.load_again, app.page)),
                    ft.TextButton(_("Later"), on_click=lambda e: app.page.pop_dialog()),
                ],
            )
        )
        PHONE.update = False
    await app.open_route()


def paused_view() -> ft.View:
    """All a paused copy shows: the app carries on in another copy; load this one again to use it here."""
    return ft.View(
        route="/",
        controls=[
            section(
                _("The app is open elsewhere"),
                ft.Text(_(OPEN_ELSEWHERE)),
                ft.Button(
                    _("Use the app here"),
                    icon=ft.Icons.OPEN_IN_BROWSER,
                    on_click=lambda e: e.page.run_task(browser.load_again, e.page),
                ),
            )
        ],
        padding=16,
    )


def storage_notice(app: Services) -> list[ft.Control]:
    """The home screen's word when the browser refused to keep the storage (with Export at hand), else none."""
    if PHONE.kept is not False:
        return []
    return [
        section(
            _("Keep a copy of your games"),
            ft.Text(_(MAY_BE_CLEARED), theme_style=ft.TextThemeStyle.BODY_SMALL),
            ft.Button(_("Export all data"), icon=ft.Icons.DOWNLOAD, on_click=app.keep.export_all),
        )
    ]
