"""The app shell: routing, home, new-game wizard, game screen frame, settings, about, box setup."""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import importlib
import logging
import time
from collections.abc import Awaitable, Callable
from types import ModuleType
from typing import Any
from urllib.parse import parse_qs, urlsplit

import flet as ft

from .. import browser, flet_compat, games, i18n, project
from ..browser import PHONE
from ..content import ContentError, ContentLibrary
from ..engine import GameSession, OptionSpec, SaveError
from ..i18n import _, ngettext
from ..paths import app_home
from ..storage import TRASH_DAYS, SavedGame, SaveStore
from ..table import DELETED, TABLES, LiveSessions, topic_of
from ..table.seats import SeatClaims
from . import keep, phone_copy, warm
from .another_phone import another_phone
from .banner import news, result_card, turn_banner
from .by_hand import BY_HAND, by_hand_section
from .checklist import phase_stepper, round_log, undo_bar
from .context import BoxSetupContext, PhoneScreen, Settings, TableContext
from .forms import number_field, read_number, sentence_choice
from .keep import who_and_when
from .phone import keep_awake
from .prefs import THEMES
from .refusal import unreadable
from .scroll_keys import scroll_with_keys
from .summary import summary_button, summary_controls
from .theme import apply_theme, phone_language, use_phone
from .this_phone import phone_name, this_phone_chooser
from .trial import unplayable
from .widgets import icon_action, keyed, section

log = logging.getLogger(__name__)

FRAME_COLUMNS: dict[str | ft.ResponsiveRowBreakpoint, int | float] = {
    "xs": 12,
    "md": 10,
    "lg": 8,
    "xl": 6,
    "xxl": 5,
}  # about 720 px at most, centred


def game_ui(game: str) -> ModuleType:
    """The table-screen module of a game (``companion.ui.<game>``)."""
    return importlib.import_module(f"{__package__}.{game}")


def _load_game(game: str) -> None:
    """Import a game's rules and table screen (a phone's first game of a kind starts quicker loaded)."""
    games.get(game)
    game_ui(game)


class CompanionApp:
    """One browser session of the app."""

    def __init__(self, page: ft.Page, store: SaveStore | None = None, library: ContentLibrary | None = None):
        self.page = page
        self.library = library or ContentLibrary()
        self.store = store or SaveStore(check=lambda state: unplayable(state, self.library))
        self.settings_path = app_home() / "settings.json"
        self.settings = Settings.load(self.settings_path)
        self.sessions = LiveSessions(self.store)  # game id -> the live table's session, shared by every phone
        self.claims = SeatClaims(self.store)  # which phone holds each seat
        self._painted: dict[str, int] = {}  # game id -> table revision this phone shows
        self._notices: dict[str, str] = {}  # game id -> why this phone's last change was not applied
        self.screens: dict[str, PhoneScreen] = {}  # game id -> what this phone has in progress on its screen
        TABLES.start(self.store)
        page.title = "Table Companion"
        self.phone = use_phone(page, self.settings, self.show)
        self._saved: list[SavedGame] = []  # the home screen's list, read off the event loop by open_route
        self._deleted: list[SavedGame] = []  # the games in the trash (deleted since the app started)
        self.keep = keep.KeepAndMove(self)
        self.speaker = ft.SemanticsService()
        self._news: dict[str, str] = {}  # game id -> the turn and result a screen reader last heard
        page.on_route_change = self.open_route
        page.on_view_pop = self._view_pop
        phone_copy.watch(self)
        scroll_with_keys(page)

    # -- routing -----------------------------------------------------------------------------------
    async def open_route(self, e: object = None) -> None:
        """Show the current route once the disk work is done on a worker thread (the table never waits)."""
        parts, _query = self._route()
        game_id = parts[1] if parts[:1] in (["game"], ["share"], ["summary"]) and parts[1:] else None
        self._saved = await asyncio.to_thread(self._read, game_id)
        self.show()
        if parts[:1] == ["new"] and parts[1:] and parts[1] in games.GAME_IDS:
            await asyncio.to_thread(_load_game, parts[1])  # while the phone draws the form

    def _read(self, game_id: str | None) -> list[SavedGame]:
        """The saved games, and the live table of ``game_id`` loaded (replayed) if it is not yet (a worker thread)."""
        if game_id is not None:
            with contextlib.suppress(SaveError):  # the game view says the save is damaged and offers its backups
                self.sessions.table(game_id)
            self.claims.holders(game_id)  # its seats' holders read here, not while the table is painted
        self._deleted = self.store.deleted()
        return self.store.list()

    def show(self) -> None:
        """Show the views of the current route (home underneath, so Back always works).

        Screens already shown under the new one stay as they are (nothing is sent for them); the
        screen on top is built, or refreshed in place when it is already there: replacing the views
        under an open or closing dialog rebuilds Flutter's navigator and can strand the dialog."""
        if PHONE.paused:  # another copy of the app on this phone writes now: this one shows only that
            self.page.views[:] = [phone_copy.paused_view()]
            self.page.update()
            return
        parts, query = self._route()
        keep_awake(self.page, parts[:1] in (["game"], ["share"]) and bool(parts[1:]))  # while a table is open
        wanted: list[tuple[str, Callable[[], ft.View]]] = [("/", self.home_view)]
        if parts[:1] in (["share"], ["summary"]) and parts[1:]:  # its game underneath, so Back returns to it
            wanted.append((f"/game/{parts[1]}", lambda: self.game_view(parts[1])))
        if parts:
            wanted.append(("/" + "/".join(parts), lambda: self._route_view(parts, query)))
        views = self.page.views
        kept = 0
        while kept < min(len(views), len(wanted)) and views[kept].route == wanted[kept][0]:
            kept += 1
        del views[kept:]
        views.extend(build() for _route, build in wanted[kept:])
        if kept == len(wanted) and not _rerender(views[-1]):  # the screen on top was there: refresh it
            fresh = wanted[-1][1]()  # (the first home is the page's own view: it scrolls only once told so)
            views[-1].appbar, views[-1].controls, views[-1].scroll = fresh.appbar, fresh.controls, fresh.scroll
        self.page.update()

    def _route_view(self, parts: list[str], query: dict[str, str]) -> ft.View:
        head, rest = parts[0], parts[1:]
        if head == "new" and rest and rest[0] in games.GAME_IDS:
            return self.new_game_view(rest[0])
        if head == "game" and rest:
            return self.game_view(rest[0])
        if head == "settings":
            return self.settings_view()
        if head == "about":
            return self.about_view()
        if head == "box" and rest and rest[0] in games.GAME_IDS:
            return self.box_view(rest[0])
        if head == "share" and rest:
            from .share import share_screen

            back = icon_action(ft.Icons.ARROW_BACK, _("Back to the game"), self._resume(rest[0]))
            view = self._frame(f"/share/{rest[0]}", _("Share this game"), lambda: share_screen(self, rest[0]))
            view.appbar = ft.AppBar(leading=back, title=ft.Text(_("Share this game")))
            return view
        if head == "summary" and rest:
            return self._frame(f"/summary/{rest[0]}", _("End of game summary"), summary_controls(self, rest[0]))
        if head == "load":
            from .share import load_view

            return self._frame("/load", _("Load a shared game"), [load_view(self, query.get("s"))])
        return self._frame("/" + "/".join(parts), _("Not found"), [ft.Text(_("There is no such page."))])

    def go(self, route: str) -> None:
        self.page.navigate(route)

    async def _view_pop(self, e: ft.ViewPopEvent) -> None:
        self.page.views.pop()
        await self.page.push_route(self.page.views[-1].route or "/")

    def _frame(
        self,
        route: str,
        title: str,
        controls: list[ft.Control] | Callable[[], list[ft.Control]],
        actions: list[ft.Control] | None = None,
    ) -> ft.View:
        """A screen: app bar, then one column, full width on a phone, centred and bounded on a tablet.

        ``controls`` given as a function make the screen a Flet component: :func:`_rerender` builds it
        again from the current state, and Flet sends the phone only what changed, each control keeping
        its identity (a tap made as the screen changes still reaches its control)."""
        body = flet_compat.render(Screen, controls) if callable(controls) else _column(controls)
        return ft.View(
            route=route,
            appbar=ft.AppBar(
                title=ft.Text(
                    title,
                    max_lines=2,
                    theme_style=ft.TextThemeStyle.TITLE_MEDIUM if len(title) > 24 else ft.TextThemeStyle.TITLE_LARGE,
                ),
                actions=actions or [],
            ),
            controls=[body],
            scroll=ft.ScrollMode.AUTO,
        )

    # -- home --------------------------------------------------------------------------------------
    def home_view(self) -> ft.View:
        new_buttons = [
            ft.Button(_("New {game} game").format(game=games.TITLES[g]), on_click=lambda e, g=g: self.go(f"/new/{g}"))
            for g in games.GAME_IDS
        ]
        content = [
            ft.Text(_("Keep the whole table state, walk each round, roll with exact odds.")),
            *phone_copy.storage_notice(self),
            section(_("Start a game"), *new_buttons),
            section(_("Saved games"), *self._saved_rows()),
            *([section(_("Recently deleted"), *self._deleted_rows())] if self._deleted else []),
            section(
                _("Share and content"),
                ft.Button(_("Import a shared game"), on_click=lambda e: self.go("/load")),
                *[
                    ft.OutlinedButton(
                        _("Box setup: {game}").format(game=games.TITLES[g]),
                        on_click=lambda e, g=g: self.go(f"/box/{g}"),
                    )
                    for g in games.GAME_IDS
                ],
            ),
            section(
                _("Keep and move"),
                ft.Text(
                    _(
                        "Files to keep, or to open on another phone or computer: a game with its whole history, "
                        "or all games with your box-setup content."
                    ),
                    theme_style=ft.TextThemeStyle.BODY_SMALL,
                ),
                ft.Row(
                    [
                        ft.Button(_("Export all data"), icon=ft.Icons.DOWNLOAD, on_click=self.keep.export_all),
                        ft.Button(_("Import a file"), icon=ft.Icons.UPLOAD_FILE, on_click=self.keep.import_file),
                        ft.TextButton(_("Export my content"), on_click=self.keep.export_content),
                    ],
                    wrap=True,
                ),
            ),
        ]
        actions = [
            icon_action(ft.Icons.SETTINGS, _("Settings"), lambda e: self.go("/settings")),
            icon_action(ft.Icons.INFO_OUTLINE, _("About"), lambda e: self.go("/about")),
        ]
        view = self._frame("/", "Table Companion", content, actions)
        return view

    def _saved_rows(self) -> list[ft.Control]:
        """One block per saved game: name and summary wrap in the width; the buttons sit below them."""
        rows: list[ft.Control] = []
        for saved in self._saved:
            if saved.damaged:
                restore = [
                    ft.TextButton(_("Restore backup {n}").format(n=n), on_click=self._restore(saved.game_id, n))
                    for n in self.store.backups(saved.game_id)
                ]
                rows.append(
                    ft.Column(
                        [
                            ft.Text(
                                _("{game}: {trouble} (kept, not deleted)").format(
                                    game=saved.game_id, trouble=saved.damaged
                                )
                            ),
                            *restore,
                        ]
                    )
                )
                continue
            title = games.TITLES.get(saved.game, saved.game)
            shown = saved.name or title
            rows.append(
                ft.Column(
                    [
                        ft.Text(shown, weight=ft.FontWeight.BOLD),
                        ft.Text(
                            f"{title} · {saved.summary}" if saved.name else saved.summary,
                            theme_style=ft.TextThemeStyle.BODY_SMALL,
                        ),
                        ft.Text(who_and_when(saved, time.time()), theme_style=ft.TextThemeStyle.BODY_SMALL),
                        ft.Row(
                            [
                                ft.Button(_("Resume {game}").format(game=shown), on_click=self._resume(saved.game_id)),
                                *summary_button(saved, shown, self._summary(saved.game_id)),
                                icon_action(
                                    ft.Icons.EDIT, _("Rename {game}").format(game=shown), self._ask_rename(saved)
                                ),
                                icon_action(
                                    ft.Icons.DOWNLOAD,
                                    _("Export {game}").format(game=shown),
                                    self.keep.export_game(saved, shown),
                                ),
                                icon_action(
                                    ft.Icons.DELETE_OUTLINE,
                                    _("Delete {game}").format(game=shown),
                                    self._ask_delete(saved),
                                ),
                            ],
                            wrap=True,
                            spacing=4,
                        ),
                    ],
                    spacing=2,
                )
            )
        return rows or [ft.Text(_("No saved games yet."), italic=True, theme_style=ft.TextThemeStyle.BODY_SMALL)]

    def _deleted_rows(self) -> list[ft.Control]:
        rows = keep.deleted_rows(self, self._deleted, self._title)
        return [
            ft.Text(
                _("Deleted games stay here for {days} days.").format(days=TRASH_DAYS),
                theme_style=ft.TextThemeStyle.BODY_SMALL,
            ),
            *rows,
        ]

    def _title(self, saved: SavedGame) -> str:
        """The name the players gave the game, else its game's title."""
        return saved.name or games.TITLES.get(saved.game, saved.game)

    def _resume(self, game_id: str) -> Callable[[Any], None]:
        return lambda e: self.go(f"/game/{game_id}")

    def _summary(self, game_id: str) -> Callable[[Any], None]:
        return lambda e: self.go(f"/summary/{game_id}")

    def _ask_rename(self, saved: SavedGame) -> Callable[[Any], None]:
        field = ft.TextField(label=_("Name of this game"), value=saved.name, max_length=80, autofocus=True)

        async def rename(e: Any) -> None:
            self.page.pop_dialog()
            await asyncio.to_thread(self.store.rename, saved.game_id, field.value or "")
            # a live table takes the renamed file, so no phone's next change looks stale
            await TABLES.follow_file(self.store, saved.game_id, self.page.pubsub)
            await self.open_route()

        return lambda e: self.page.show_dialog(
            ft.AlertDialog(
                title=ft.Text(_("Rename this game")),
                content=field,
                actions=[
                    ft.TextButton(_("Save name"), on_click=rename),
                    ft.TextButton(_("Cancel"), on_click=lambda e: self.page.pop_dialog()),
                ],
            )
        )

    def _ask_delete(self, saved: SavedGame) -> Callable[[Any], None]:
        title = self._title(saved)

        async def delete(e: Any) -> None:
            self.page.pop_dialog()
            await TABLES.delete(self.store, saved.game_id, self.page.pubsub)
            await self.open_route()
            self.toast(
                _("Deleted {game}. It stays in Recently deleted for {days} days.").format(game=title, days=TRASH_DAYS)
            )

        return lambda e: self.page.show_dialog(
            ft.AlertDialog(
                title=ft.Text(_("Delete {game}?").format(game=title)),
                content=ft.Text(
                    _("Every phone loses this game. It stays in Recently deleted for {days} days.").format(
                        days=TRASH_DAYS
                    )
                ),
                actions=[
                    ft.TextButton(_("Delete"), on_click=delete),
                    ft.TextButton(_("Keep it"), on_click=lambda e: self.page.pop_dialog()),
                ],
            )
        )

    def _restore(self, game_id: str, backup: int) -> Callable[[Any], Awaitable[None]]:
        """The click handler that makes backup ``backup`` the live save (the file it replaces becomes backup 1)."""

        async def restore(e: Any) -> None:
            try:
                await asyncio.to_thread(self.store.restore, game_id, backup)
            except SaveError as exc:
                self.toast(_("Backup {n} is damaged too: {trouble}").format(n=backup, trouble=exc))
                return
            await TABLES.follow_file(self.store, game_id, self.page.pubsub)
            self.go(f"/game/{game_id}")

        return restore

    def toast(self, message: str) -> None:
        self.page.show_dialog(ft.SnackBar(ft.Text(message)))

    def copy(self, text: str) -> None:
        self.page.run_task(ft.Clipboard().set, text)
        self.toast(_("Copied."))

    # -- new game ------------------------------------------------------------------------------------
    def option_choices(self, game: str, values: dict[str, object]) -> list[tuple[OptionSpec, ft.RadioGroup]]:
        """The choices of each named setting of ``game`` in whole sentences, ``values`` (or the defaults) chosen."""
        out = []
        for opt in games.options_of(game):
            choices = [(str(c), _(opt.choice_label(c))) for c in opt.choices]
            out.append((opt, sentence_choice(choices, str(values.get(opt.key, opt.default)))))
        return out

    def readings_section(self, title: str, options: list[tuple[OptionSpec, ft.RadioGroup]]) -> ft.Control:
        """Each reading's name, its choices and its help line, folded under ``title``: most tables keep the
        recommended readings, and the screen opens quicker without drawing every choice."""
        readings: list[ft.Control] = [
            ft.Text(_("The defaults are the recommended readings."), theme_style=ft.TextThemeStyle.BODY_SMALL)
        ]
        for opt, choice in options:
            readings += [
                ft.Text(_(opt.label), theme_style=ft.TextThemeStyle.TITLE_SMALL),
                choice,
                ft.Text(_(opt.help), theme_style=ft.TextThemeStyle.BODY_SMALL, italic=True),
            ]
        changed = sum(choice.value != str(opt.default) for opt, choice in options)
        tile = ft.ExpansionTile(
            title=ft.Text(title, theme_style=ft.TextThemeStyle.TITLE_MEDIUM),
            subtitle=ft.Text(
                _("{changed} of {n} changed from the recommended readings").format(changed=changed, n=len(options))
                if changed
                else _("The recommended readings ({n})").format(n=len(options)),
                theme_style=ft.TextThemeStyle.BODY_SMALL,
            ),
            controls=[
                ft.Semantics(  # a node of its own: else the tile's header takes in its words and stops being a button
                    container=True,
                    content=ft.Container(ft.Column(readings, spacing=8), padding=ft.Padding.symmetric(horizontal=12)),
                )
            ],
        )
        return ft.Row([ft.Card(expand=True, content=tile)])

    def new_game_view(self, game: str) -> ft.View:
        """Players (the counts the game allows) with a name per seat, readings, dice seed, start."""
        counts = list(games.PLAYER_COUNTS[game])
        names = [
            ft.TextField(label=_("Seat {n} name").format(n=n + 1), hint_text=_("Player {n}").format(n=n + 1))
            for n in range(max(counts))
        ]

        def show_seats(e: ft.Event[ft.RadioGroup] | None = None) -> None:
            for seat, field in enumerate(names):
                field.visible = seat < int(players.value or counts[0])
            if e is not None:
                e.page.update()

        players = ft.RadioGroup(
            value=str(counts[0]),
            content=ft.Row(
                [ft.Radio(value=str(n), label=ngettext("{n} player", "{n} players", n).format(n=n)) for n in counts],
                wrap=True,
            ),
            on_change=show_seats,
        )
        show_seats()
        seed = number_field(_("Seed (optional)"), width=240, low=0, high=2**31)
        options = self.option_choices(game, self.settings.variant_defaults.get(game, {}))
        as_it_is = ft.Switch(label=_("Start from the table as it is"), value=False)
        error = ft.Text("", color=ft.Colors.ERROR)
        starting = ft.Row(
            [ft.ProgressRing(width=20, height=20), ft.Text(_("Setting up the table…"))], visible=False, spacing=10
        )
        start_button = ft.Button(_("Start game"), icon=ft.Icons.PLAY_ARROW)

        def waiting(on: bool) -> None:
            starting.visible, start_button.disabled = on, on
            self.page.update()

        async def start(e: ft.Event[ft.Button]) -> None:
            seed_value = read_number(seed) if (seed.value or "").strip() else None
            if (seed.value or "").strip() and seed_value is None:
                return
            chosen = {opt.key: choice.value for opt, choice in options}
            count = int(players.value or counts[0])
            typed = [field.value or "" for field in names[:count]]  # a blank seat keeps its default name
            waiting(True)  # the first game of a kind loads its rules: a second or more
            try:
                session = await asyncio.to_thread(
                    games.new_session, game, count, seed_value, chosen, self.library, names=typed
                )
            except (ValueError, ContentError) as exc:
                error.value = str(exc)
                waiting(False)
                return
            await asyncio.to_thread(self._keep_new, session)
            if as_it_is.value:
                self.screens[session.game_id] = PhoneScreen(opened={BY_HAND})  # By hand open first
            self.go(f"/game/{session.game_id}")

        content: list[ft.Control] = [section(_("Players"), players, *names)]
        if options:
            content.append(self.readings_section(_("Rules readings and variants"), options))
        content += [
            section(
                _("Dice"), seed, ft.Text(_("Same seed, same digital dice."), theme_style=ft.TextThemeStyle.BODY_SMALL)
            ),
            section(
                _("The table"),
                as_it_is,
                ft.Text(
                    _("On: the game opens with By hand, to set its values first."),
                    theme_style=ft.TextThemeStyle.BODY_SMALL,
                ),
            ),
            error,
            starting,
            start_button,
        ]
        start_button.on_click = start
        return self._frame(f"/new/{game}", _("New {game} game").format(game=games.TITLES[game]), content)

    def _keep_new(self, session: GameSession) -> None:
        """Save a new game and open its live table (a worker thread)."""
        self.store.save(session)
        self.sessions[session.game_id] = session

    # -- game ------------------------------------------------------------------------------------------
    def open_session(self, game_id: str) -> GameSession:
        """The live table's session of ``game_id`` (shared by every phone; raises SaveError)."""
        return self.sessions[game_id]

    def table_context(self, session: GameSession) -> TableContext:
        game_id = session.game_id
        table = self.sessions.table(game_id)
        mine = self.claims.played(game_id, self.phone.values.phone, self.phone.values.mine(game_id))
        return TableContext(
            self.page,
            table,
            self.store,
            self.library,
            self.settings,
            self.repaint,
            phone_name(session.state.player_names, mine),  # the log says which phone did what
            notice=lambda text: self._notices.__setitem__(game_id, text),
            mine=mine,
            speak=self.speak,
            screen=self.screens.setdefault(game_id, PhoneScreen()),
        )

    def speak(self, text: str, urgent: bool = True) -> None:
        """Have a screen reader say ``text``: at once (a refusal, a lost tap), or when it is idle (table news)."""
        assertiveness = ft.Assertiveness.ASSERTIVE if urgent else ft.Assertiveness.POLITE
        self.page.run_task(self.speaker.announce_message, text, assertiveness=assertiveness)

    def _tell_news(self, game_id: str, ctx: TableContext) -> None:
        """Say whose turn it is and what was just resolved when that changed since this phone last showed the game."""
        now = news(ctx, ctx.mine)
        if now and self._news.get(game_id, now) != now:
            self.speak(now, urgent=False)
        self._news[game_id] = now

    def game_view(self, game_id: str) -> ft.View:
        try:
            session = self.open_session(game_id)
        except SaveError as exc:
            backups = [
                ft.Button(_("Restore backup {n}").format(n=n), on_click=self._restore(game_id, n))
                for n in self.store.backups(game_id)
            ]
            return self._frame(
                f"/game/{game_id}",
                _("Damaged save"),
                [ft.Text(unreadable(exc)), ft.Text(_("The file is kept; nothing was deleted.")), *backups],
            )
        self._watch(game_id)
        actions = [icon_action(ft.Icons.QR_CODE, _("Share"), lambda e: self.go(f"/share/{game_id}"))]
        return self._frame(f"/game/{game_id}", session.definition.title, lambda: self.table_screen(game_id), actions)

    def table_screen(self, game_id: str) -> list[ft.Control]:
        """The game's table as this phone shows it now (the table screen component renders it)."""
        session = self.open_session(game_id)
        ctx = self.table_context(session)
        self._painted[game_id] = ctx.seen
        notice = self._notices.get(game_id)  # stays until this phone's next change is applied
        over = session.state.finished
        screen = game_ui(session.definition.id)
        banner = turn_banner(ctx, ctx.mine) if ctx.mine or not getattr(screen, "HAS_TURN_BANNER", False) else None
        self._tell_news(game_id, ctx)
        return keyed(  # undo first: nothing above it grows or shrinks, so it never moves under a finger
            ("undo", undo_bar(ctx)),
            ("notice", _notice_card(notice) if notice else None),
            ("game over", _game_over_card(session.state.result, self._summary(game_id)) if over else None),
            ("banner", banner),
            ("result", None if getattr(screen, "HAS_RESULT_CARD", False) else result_card(ctx)),
            ("steps", phase_stepper(ctx)),
            ("this phone", this_phone_chooser(ctx, self.phone, self.claims)),
            ("table", screen.build_table(ctx)),
            ("by hand", by_hand_section(ctx)),
            ("log", round_log(ctx)),
        )

    def _watch(self, game_id: str) -> None:
        """Repaint this phone whenever another phone changes ``game_id`` (Flet pubsub, once per game)."""
        if game_id not in self._painted:
            self._painted[game_id] = -1
            self.page.pubsub.subscribe_topic(topic_of(game_id), self._table_changed)

    async def _table_changed(self, topic: str, version: int) -> None:
        game_id = topic.split("/", 1)[1]
        parts, _query = self._route()
        if parts[1:2] != [game_id] or parts[0] not in ("game", "share"):
            return
        if version == DELETED:  # the game was deleted on another phone
            self.toast(_("This game was deleted on another phone."))
            self.go("/")
        elif version != self._painted.get(game_id):
            self.repaint()

    def _route(self) -> tuple[list[str], dict[str, str]]:
        url = urlsplit(self.page.route or "/")
        return [p for p in url.path.split("/") if p], {k: v[0] for k, v in parse_qs(url.query).items()}

    def repaint(self) -> None:
        """Show the table's current state on the screen on top: a table screen renders again and Flet
        sends this phone only what changed; any other screen is rebuilt."""
        if _current_page() is not self.page:  # called from another phone's session (Flet's pubsub runs
            # there): a component renders on the session in context, so render in a task of this phone's
            contextvars.copy_context().run(self.page.run_task, self._repaint_here)
            return
        views = self.page.views
        parts, _query = self._route()
        if not views or views[-1].route != "/" + "/".join(parts) or not _rerender(views[-1]):
            self.show()

    async def _repaint_here(self) -> None:
        self.repaint()

    # -- settings, about, box setup --------------------------------------------------------------------
    def settings_view(self) -> ft.View:
        """This phone's habits (kept in this browser) and the table's default readings (kept on the server)."""
        s, phone = self.settings, self.phone

        def save_phone(e: ft.Event[ft.Control] | None = None) -> None:
            phone.values.theme = theme_choice.value or "system"  # type: ignore[assignment]
            phone.values.large_text = bool(large.value)
            phone.values.physical_dice = s.physical_dice = bool(physical.value)
            apply_theme(self.page, phone.values)
            self.page.update()
            phone.save()
            self.toast(_("Saved on this phone."))

        async def save_language(e: ft.Event[ft.RadioGroup]) -> None:
            phone.values.language = language.value or i18n.AUTOMATIC
            phone.save()
            i18n.speak(self.page, await phone_language(self.page, phone.values.language))
            self.show()
            self.toast(_("Saved on this phone."))

        def save_table(e: ft.Event[ft.Control] | None = None) -> None:
            for game, choices in variant_fields.items():
                s.variant_defaults[game] = {opt.key: choice.value for opt, choice in choices}
            s.save(self.settings_path)
            self.toast(_("Saved for every new game at this table."))

        languages = {i18n.AUTOMATIC: _("The phone's language"), **i18n.languages()}
        language = ft.RadioGroup(
            value=phone.values.language,
            content=ft.Row([ft.Radio(value=key, label=text) for key, text in languages.items()], wrap=True),
            on_change=save_language,
        )
        theme_choice = ft.RadioGroup(
            value=phone.values.theme,
            content=ft.Row([ft.Radio(value=key, label=_(text)) for key, text in THEMES.items()], wrap=True),
            on_change=save_phone,
        )
        large = ft.Switch(label=_("Large text"), value=phone.values.large_text, on_change=save_phone)
        physical = ft.Switch(
            label=_("Physical dice: enter what you rolled"), value=phone.values.physical_dice, on_change=save_phone
        )
        variant_fields = {g: self.option_choices(g, s.variant_defaults.get(g, {})) for g in games.GAME_IDS}
        for choices in variant_fields.values():
            for _spec, choice in choices:
                choice.on_change = save_table
        variant_sections = [
            self.readings_section(_("{game}: default readings").format(game=games.TITLES[g]), choices)
            for g, choices in variant_fields.items()
            if choices
        ]
        note = ft.Text(_("Kept in this browser: each phone at the table has its own."), italic=True)
        return self._frame(
            "/settings",
            _("Settings"),
            [
                section(
                    _("This phone"),
                    ft.Text(_("Language")),
                    language,
                    ft.Text(_("Theme")),
                    theme_choice,
                    large,
                    physical,
                    note,
                ),
                *variant_sections,
            ],
        )

    def about_view(self) -> ft.View:
        lines = [
            _(
                "A companion that lies beside the physical game. It needs the box: it holds no card art "
                "and no content that public sources do not give."
            ),
            _(
                "Content the publishers never published (dice faces, board values, most cards) is typed in "
                "once from your box under Box setup, kept on this device, and copied into each game."
            ),
            _(
                "Rules texts: The Siege of Columbia (Plaid Hat Games, 2013), Infiltration (Fantasy Flight "
                "Games, 2012), Syndicate (PDU Games, draft rules). Every shipped content entry names its source."
            ),
            _(
                "Language, theme, text size, physical dice and which seats this phone plays are kept in this "
                "browser; the default rule readings are kept for the whole table."
            ),
            _("Built with Flet, pydantic, qrcode and zxing-cpp."),
            _(
                "Table Companion {version}: free software under the Apache License 2.0. The games' names "
                "belong to their publishers. Source, releases and help: {home}"
            ).format(version=project.VERSION, home=project.HOME),
        ]
        texts: list[ft.Control] = [ft.Text(line, selectable=True) for line in lines]
        return self._frame("/about", _("About"), [*texts, another_phone(self.page)])

    def box_view(self, game: str) -> ft.View:
        ctx = BoxSetupContext(self.page, self.library, self.show)
        body = game_ui(game).box_setup(ctx)
        content = [body] if body is not None else [ft.Text(_("This game needs nothing from the box."))]
        return self._frame(f"/box/{game}", _("Box setup: {game}").format(game=games.TITLES[game]), content)


async def main(page: ft.Page) -> None:
    """The Flet entry point: one :class:`CompanionApp` per browser session (its coming and going logged)."""
    who = f"a phone at {page.client_ip or 'an unknown address'} ({page.client_user_agent or 'unknown browser'})"
    log.info("%s connected", who)
    page.on_disconnect = lambda e: log.info("%s disconnected", who)
    # components' effects and state changes (the Share screen's QR) run on Flet's update scheduler
    flet_compat.start_component_updates(page)
    await warm.loaded()
    await browser.prepare(page, app_home())
    await CompanionApp(page).open_route()


@ft.memo  # type: ignore[untyped-decorator]
@ft.component
def Screen(build: Callable[[], list[ft.Control]]) -> ft.Control:  # noqa: N802 (a component's name)
    """A screen rendered from ``build``: memoized, so a page update (a dialog opening) leaves it as it
    is, and only :func:`_rerender` renders it again."""
    return _column(build)


def _column(controls: list[ft.Control] | Callable[[], list[ft.Control]]) -> ft.Control:
    """The screen under the app bar: one column, full width on a phone, centred and bounded on a tablet."""
    column = ft.Column(
        controls() if callable(controls) else controls, spacing=10, horizontal_alignment=ft.CrossAxisAlignment.STRETCH
    )
    return ft.SafeArea(
        ft.ResponsiveRow(
            [ft.Container(column, padding=ft.Padding.symmetric(horizontal=4), col=FRAME_COLUMNS)],
            alignment=ft.MainAxisAlignment.CENTER,
        )
    )


def _notice_card(notice: str) -> ft.Control:
    return ft.Container(
        ft.Text(notice, weight=ft.FontWeight.BOLD), bgcolor=ft.Colors.ERROR_CONTAINER, padding=10, border_radius=8
    )


def _game_over_card(result: str, summary: Callable[[Any], None]) -> ft.Control:
    return ft.Container(
        ft.Column(
            [
                ft.Text(_("Game over: {result}").format(result=result), weight=ft.FontWeight.BOLD),
                ft.Button(_("See the summary"), icon=ft.Icons.INSIGHTS, on_click=summary),
            ]
        ),
        bgcolor=ft.Colors.TERTIARY_CONTAINER,
        padding=10,
        border_radius=8,
    )


def _current_page() -> ft.Page | None:
    """The page of the session this code runs for (Flet's context), if any."""
    try:
        return ft.context.page
    except RuntimeError:
        return None


def _rerender(view: ft.View) -> bool:
    """Render a view's screen component again (True), or False for a screen built once (not a component)."""
    body = view.controls[0] if view.controls else None
    if isinstance(body, ft.Component):
        body.update()  # type: ignore[no-untyped-call]
        return True
    return False
