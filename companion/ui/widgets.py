"""Small controls shared by every screen: named buttons, counters, sections (form fields: :mod:`.forms`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from ..engine import Command, seat_refusal
from ..i18n import _


def icon_action(icon: ft.IconData, label: str, on_click: Callable[..., Any], disabled: bool = False) -> ft.Control:
    """An icon button with an accessible name (a tooltip alone gives none in Flet 1.0)."""
    return ft.Semantics(
        label=label,
        button=True,
        content=ft.IconButton(icon=icon, tooltip=label, on_click=on_click, disabled=disabled),
    )


def section(title: str, *controls: ft.Control) -> ft.Control:
    """A titled card grouping one part of the table, as wide as the screen."""
    card = ft.Card(
        expand=True,
        content=ft.Container(
            padding=12,
            content=ft.Column([ft.Text(title, theme_style=ft.TextThemeStyle.TITLE_MEDIUM), *controls], spacing=8),
        ),
    )
    return ft.Row([card])


def keyed(*parts: tuple[str, ft.Control | None]) -> list[ft.Control]:
    """The parts of a screen, each keyed by its name (those that are None left out): the next render
    matches them to the last one by name, not position, so when a part above appears or goes the parts
    below keep their controls, and a tap made on them as the screen changed still reaches them."""
    shown = []
    for name, control in parts:
        if control is not None:
            control.key = name
            shown.append(control)
    return shown


def expandable(
    opened: set[str], tile: ft.ExpansionTile, key: str = "", on_open: Callable[[], None] | None = None
) -> ft.ExpansionTile:
    """``tile`` open while ``key`` (its title unless given) is in ``opened``, this phone's own set:
    it stays as the player left it when another phone's change repaints the screen. ``on_open`` runs
    when the player opens it (a section that builds its body only then)."""
    key = key or str(getattr(tile.title, "value", tile.title))

    def toggled(e: ft.Event[ft.ExpansionTile]) -> None:
        if not e.data:
            opened.discard(key)
            return
        opened.add(key)
        if on_open is not None:
            on_open()

    tile.expanded = key in opened
    tile.on_change = toggled
    return tile


def big_number(label: str, value: object, caption: str = "") -> ft.Control:
    """A track value shown large (VP, proximity, alert)."""
    parts: list[ft.Control] = [
        ft.Text(label, theme_style=ft.TextThemeStyle.LABEL_LARGE),
        ft.Text(str(value), theme_style=ft.TextThemeStyle.DISPLAY_SMALL, weight=ft.FontWeight.BOLD),
    ]
    if caption:
        parts.append(ft.Text(caption, theme_style=ft.TextThemeStyle.BODY_SMALL, italic=True))
    return ft.Column(parts, spacing=0, horizontal_alignment=ft.CrossAxisAlignment.CENTER)


def why_not(ctx: Any, action: str | Command[Any]) -> str:
    """Why ``action`` cannot be taken now at the table ``ctx``, in one line ("" when it can): an action the
    game's "legal now" query names (:mod:`companion.engine.legal`), or the very command a tap would run; as this
    phone is told it (another seat's action is not this phone's: :mod:`companion.engine.seats`)."""
    if isinstance(action, str):
        reason: str = ctx.session.legal_now(ctx.mine).why_not(action)
        return reason
    violations = ctx.validate(action)
    return violations[0].told() if violations else ""


def not_this_phone(ctx: Any, command: Command[Any]) -> str:
    """Why this phone may not send ``command`` at all, another seat's (:mod:`companion.engine.seats`), in one
    sentence ("" when it may): said on the button that opens the command's form, before the form."""
    refusal = seat_refusal(ctx.state, command, ctx.mine)
    return refusal.told() if refusal else ""


def action_button(
    label: str, on_click: Callable[..., Any], why_not: str = "", icon: ft.IconData | None = None
) -> ft.Control:
    """A button for a table action; when ``why_not`` says why it cannot be taken now, the button is
    disabled and the reason shows under it in one line (before the player fills any form)."""
    button = ft.Button(label, icon=icon, on_click=on_click, disabled=bool(why_not))
    if not why_not:
        return button
    return ft.Column([button, ft.Text(why_not, italic=True)], spacing=2, tight=True)


def stepper(label: str, value: int, on_change: Callable[[int], None], low: int = 0, high: int = 99) -> ft.Control:
    """A small whole number changed with − and + (no keyboard): ``on_change(new_value)`` on each tap."""
    shown = ft.Text(str(value), weight=ft.FontWeight.BOLD)

    def step(delta: int) -> None:
        new = min(high, max(low, int(shown.value or 0) + delta))
        shown.value = str(new)
        shown.update()
        on_change(new)

    return ft.Row(
        [
            ft.Text(label, expand=True),
            icon_action(ft.Icons.REMOVE, _("{label}: one less").format(label=label), lambda e: step(-1)),
            shown,
            icon_action(ft.Icons.ADD, _("{label}: one more").format(label=label), lambda e: step(1)),
        ],
        spacing=2,
    )
