"""What the table must see first: whose turn it is, and what the app has just resolved.

The game view shows both above the checklist (``turn_banner`` and ``result_card``), and has a screen
reader say them when they change (:func:`news`).
"""

from __future__ import annotations

import flet as ft

from ..engine.history import LogEntry
from ..i18n import _
from .context import TableContext


def turn_text(ctx: TableContext, mine: frozenset[int] = frozenset()) -> str:
    """ "Ann's turn" ("Your turn, Ann" when this phone plays that seat); "" outside turns."""
    seat = ctx.session.definition.current_player(ctx.state)
    if seat is None or ctx.state.finished or not 0 <= seat < len(ctx.state.player_names):
        return ""
    name = ctx.state.player_names[seat]
    return _("Your turn, {name}").format(name=name) if seat in mine else _("{name}'s turn").format(name=name)


def news(ctx: TableContext, mine: frozenset[int] = frozenset()) -> str:
    """What a screen reader says when it changes: whose turn it is and what was just resolved (rolls included)."""
    last = ctx.session.log()[-1] if ctx.session.log() else None
    done = (
        _("Just done: {change}").format(change=last.label) + ". " + " ".join(last.notes)
        if last is not None and last.notes
        else ""
    )
    return ". ".join(part for part in (turn_text(ctx, mine), done) if part)


def turn_banner(ctx: TableContext, mine: frozenset[int] = frozenset()) -> ft.Control | None:
    """ "Ann's turn", big and coloured ("Your turn, Ann" when this phone plays that seat); None outside turns."""
    text = turn_text(ctx, mine)
    if not text:
        return None
    yours = ctx.session.definition.current_player(ctx.state) in mine
    return ft.Container(
        ft.Row(
            [
                ft.Icon(ft.Icons.PERSON if yours else ft.Icons.HOURGLASS_TOP, color=ft.Colors.ON_PRIMARY),
                ft.Text(text, theme_style=ft.TextThemeStyle.HEADLINE_SMALL, color=ft.Colors.ON_PRIMARY, expand=True),
            ]
        ),
        bgcolor=ft.Colors.PRIMARY if yours else ft.Colors.SECONDARY,
        padding=ft.Padding.symmetric(horizontal=14, vertical=10),
        border_radius=10,
    )


def last_result(ctx: TableContext) -> LogEntry | None:
    """The last log entry when the app resolved something in it (it has notes) this round; else None."""
    log = ctx.session.log()
    if not log or not log[-1].notes or log[-1].round != ctx.state.round:
        return None  # nothing resolved, or the last round's (a new round starts clean)
    return log[-1]


def result_card(ctx: TableContext) -> ft.Control | None:
    """What the app just resolved (the notes of the last log entry), until the next action; None if nothing.
    A game screen that shows it itself, beside what to do next, says so with ``HAS_RESULT_CARD``."""
    last = last_result(ctx)
    if last is None:
        return None
    return ft.Container(
        ft.Column(
            [
                ft.Text(
                    _("Just done: {change}").format(change=last.label),
                    theme_style=ft.TextThemeStyle.TITLE_SMALL,
                    color=ft.Colors.ON_TERTIARY_CONTAINER,
                ),
                *[ft.Text(note, color=ft.Colors.ON_TERTIARY_CONTAINER) for note in last.notes],
            ],
            spacing=4,
            tight=True,
        ),
        bgcolor=ft.Colors.TERTIARY_CONTAINER,
        padding=12,
        border_radius=10,
    )
