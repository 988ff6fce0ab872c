"""Keep and move games from the home screen: export a game or all data as a file (a download on the web,
the save dialog or share sheet on a phone), import one back (checked whole first, a different local copy
replaced only when the player agrees), and restore a game deleted since the app started."""

from __future__ import annotations

import asyncio
import json
import logging
import time
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

import flet as ft

from .. import archive
from ..i18n import _
from ..storage import TRASH_DAYS, SavedGame
from ..table import TABLES
from .trial import prove

if TYPE_CHECKING:
    from .services import Services

log = logging.getLogger(__name__)


class KeepAndMove:
    """The home screen's file buttons of one browser session."""

    def __init__(self, app: Services):
        self.app = app

    async def offer(self, name: str, data: bytes) -> None:
        """Hand ``data`` to the player as file ``name``."""
        await ft.FilePicker().save_file(dialog_title=_("Keep this file"), file_name=name, src_bytes=data)
        self.app.toast(_("Kept as {name}.").format(name=name))

    def export_game(self, saved: SavedGame, label: str) -> Any:
        """The click handler that exports one game's save file (its whole history)."""

        async def export(e: Any) -> None:
            data = await asyncio.to_thread(archive.game_export, self.app.store, saved.game_id)
            await self.offer(archive.file_name(label, saved.game_id), data)

        return export

    async def export_all(self, e: Any) -> None:
        data = await asyncio.to_thread(archive.all_data, self.app.store, self.app.library)
        await self.offer("table-companion-all-data.json", data)

    async def export_content(self, e: Any) -> None:
        data = json.dumps(self.app.library.export(), indent=1, ensure_ascii=False).encode("utf-8")
        await self.offer("table-companion-content.json", data)

    async def import_file(self, e: Any) -> None:
        """Pick a save, all-data or content file; check it whole; ask before replacing a different local copy."""
        app = self.app
        files = await ft.FilePicker().pick_files(
            dialog_title=_("Import a game or data file"),
            file_type=ft.FilePickerFileType.CUSTOM,
            allowed_extensions=["json"],
            with_data=True,
        )
        if not files:
            return
        try:
            incoming = await asyncio.to_thread(
                archive.read, files[0].bytes or b"", app.store, lambda state: prove(state, app.library)
            )
        except archive.ArchiveError as exc:
            log.info("import refused: %s", exc)
            app.page.show_dialog(_notice(_("Nothing was imported"), str(exc), app))
            return
        if not incoming.replaces:
            await self._keep(incoming)
            return

        async def replace(e: Any) -> None:
            app.page.pop_dialog()
            await self._keep(incoming)

        app.page.show_dialog(
            ft.AlertDialog(
                title=ft.Text(_("Replace this phone's copy?")),
                content=ft.Column(
                    [
                        ft.Text(
                            _("The file holds {summary}. This phone has a different copy of:").format(
                                summary=incoming.summary()
                            )
                        ),
                        *[ft.Text(line) for line in incoming.replaces],
                        ft.Text(_("Each copy replaced stays as its backup 1.")),
                    ],
                    tight=True,
                ),
                actions=[
                    ft.TextButton(_("Replace"), on_click=replace),
                    ft.TextButton(_("Cancel"), on_click=lambda e: app.page.pop_dialog()),
                ],
            )
        )

    async def _keep(self, incoming: archive.Incoming) -> None:
        app = self.app
        kept = await asyncio.to_thread(archive.keep, incoming, app.store, app.library)
        log.info("imported %s", incoming.summary())
        for game_id in kept:  # phones playing it take the imported copy
            await TABLES.follow_file(app.store, game_id, app.page.pubsub)
        app.toast(_("Imported {summary}.").format(summary=incoming.summary()))
        await app.open_route()


def _notice(title: str, text: str, app: Services) -> ft.AlertDialog:
    return ft.AlertDialog(
        title=ft.Text(title),
        content=ft.Text(text),
        actions=[ft.TextButton(_("OK"), on_click=lambda e: app.page.pop_dialog())],
    )


def who_and_when(saved: SavedGame, now: float) -> str:
    """The sentence that tells saved games of one kind apart: who plays and when it was last played
    (the device's local time).

    >>> from datetime import datetime
    >>> at = datetime(2026, 11, 28, 21, 14).timestamp()
    >>> who_and_when(SavedGame("g", "syndicate", "", at, players=("Ann", "Bo", "Cy")), at + 3600 * 24)
    'Ann, Bo and Cy; last played yesterday at 21:14.'
    """
    who = _players(saved)
    played, today = datetime.fromtimestamp(saved.modified), datetime.fromtimestamp(now).date()
    at = f"{played:%H:%M}"
    if played.date() == today:
        return _("{players}; last played today at {time}.").format(players=who, time=at)
    if played.date() == today - timedelta(days=1):
        return _("{players}; last played yesterday at {time}.").format(players=who, time=at)
    return _("{players}; last played on {date} at {time}.").format(players=who, date=f"{played:%Y-%m-%d}", time=at)


def _players(saved: SavedGame) -> str:
    names = list(saved.players) or [_("players not named")]
    return _("{some} and {last}").format(some=", ".join(names[:-1]), last=names[-1]) if len(names) > 1 else names[0]


def deleted_when(saved: SavedGame, now: float) -> str:
    """Who played a game in the trash, when it was deleted and until when it can be restored (device time).

    >>> from datetime import datetime
    >>> at = datetime(2026, 11, 28, 21, 14).timestamp()
    >>> deleted_when(SavedGame("g", "syndicate", "", at, players=("Ann", "Bo")), at + 3600)
    'Ann and Bo; deleted today at 21:14. It can be restored until 2026-12-28.'
    """
    who = _players(saved)
    deleted, today = datetime.fromtimestamp(saved.modified), datetime.fromtimestamp(now).date()
    at, until = f"{deleted:%H:%M}", f"{deleted + timedelta(days=TRASH_DAYS):%Y-%m-%d}"
    if deleted.date() == today:
        return _("{players}; deleted today at {time}. It can be restored until {until}.").format(
            players=who, time=at, until=until
        )
    if deleted.date() == today - timedelta(days=1):
        return _("{players}; deleted yesterday at {time}. It can be restored until {until}.").format(
            players=who, time=at, until=until
        )
    return _("{players}; deleted on {date} at {time}. It can be restored until {until}.").format(
        players=who, date=f"{deleted:%Y-%m-%d}", time=at, until=until
    )


def deleted_rows(app: Services, deleted: list[SavedGame], title_of: Any) -> list[ft.Control]:
    """The "Recently deleted" lines, each with Restore."""

    def restore(saved: SavedGame) -> Any:
        async def undelete(e: Any) -> None:
            try:
                game_id = await asyncio.to_thread(app.store.undelete, saved.game_id)
            except ValueError as exc:
                app.toast(str(exc))
                return
            log.info("game %s restored from the trash", game_id)
            app.toast(_("{game} is back in your saved games.").format(game=title_of(saved)))
            await app.open_route()

        return undelete

    return [
        ft.Column(
            [
                ft.Text(title_of(saved), weight=ft.FontWeight.BOLD),
                ft.Text(saved.summary, theme_style=ft.TextThemeStyle.BODY_SMALL),
                ft.Text(deleted_when(saved, time.time()), theme_style=ft.TextThemeStyle.BODY_SMALL),
                ft.TextButton(
                    _("Restore {game}").format(game=title_of(saved)), icon=ft.Icons.RESTORE, on_click=restore(saved)
                ),
            ],
            spacing=2,
        )
        for saved in deleted
    ]
