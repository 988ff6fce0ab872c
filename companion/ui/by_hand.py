"""The "By hand" editor: set any value the game declares correctable, with a reason.

It lists ``definition.correctable`` with each value's current reading (``*`` expanded over players,
locations, rooms… with their names; a secret only on its owner's phone) and sends the engine's one
``Correct`` command; the engine checks it against the state model and the game's invariants, logs it
"By hand: …" and makes it undoable.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from ..engine import Correct
from ..engine.common import _shown as shown
from ..i18n import N_, _
from .context import TableContext
from .forms import command_dialog, mark_field, number_field, read_number
from .widgets import expandable

BY_HAND = N_("By hand")
NONE_DECLARED = N_("This game has no values to set by hand yet.")
SECRET = N_("kept secret on this phone")
"""A value this phone may not show (the game's hidden fields) in place of its reading and its Set button."""


def expand(state: Any, pattern: str) -> list[tuple[str, str, Any]]:
    """Every concrete ``(path, where, value)`` a correctable ``pattern`` matches in ``state``.

    ``where`` names the matched items ("Ann", "Kitchen"), empty when the pattern has no ``*``.
    """
    data = state.model_dump(mode="json")
    found: list[tuple[str, str, Any]] = []

    def walk(node: Any, parts: list[str], path: list[str], where: list[str]) -> None:
        if not parts:
            found.append((".".join(path), ", ".join(where), node))
            return
        head, rest = parts[0], parts[1:]
        for key, child in _children(node):
            if head in ("*", str(key)):
                where_next = [*where, _name(state, path, key, child)] if head == "*" else where
                walk(child, rest, [*path, str(key)], where_next)

    walk(data, pattern.split("."), [], [])
    return found


def _children(node: Any) -> list[tuple[Any, Any]]:
    if isinstance(node, list):
        return list(enumerate(node))
    return list(node.items()) if isinstance(node, dict) else []


def _name(state: Any, path: list[str], key: Any, item: Any) -> str:
    """How a player names the item at ``key``: a player's name, the item's own name, or its number."""
    if path == ["players"] and isinstance(key, int) and key < len(state.player_names):
        return str(state.player_names[key])
    if isinstance(item, dict):
        for field in ("name", "label", "title"):
            if isinstance(item.get(field), str) and item[field]:
                return str(item[field])
    return f"No. {key + 1}" if isinstance(key, int) else str(key)


def by_hand_section(ctx: TableContext) -> ft.Control:
    """The By-hand editor as one expandable section, open while this phone has it open (``ctx.opened``):
    it stays open across repaints — a correction shows its new value — and opening it on one phone
    never opens it on another."""
    body = ft.Column(_rows(ctx) if BY_HAND in ctx.opened else [], spacing=2)  # rows built only when open

    tile = ft.ExpansionTile(
        title=ft.Text(_(BY_HAND)),
        subtitle=ft.Text(_("Set a value to match the table"), theme_style=ft.TextThemeStyle.BODY_SMALL),
        leading=ft.Icon(ft.Icons.EDIT),
        controls=[body],
    )
    return expandable(ctx.opened, tile, key=BY_HAND, on_open=ctx.redraw)


def _rows(ctx: TableContext) -> list[ft.Control]:
    """A row per correctable value: its label, the value now, and a button to set it."""
    rows: list[ft.Control] = []
    for spec in ctx.session.definition.correctable:
        if spec.own_editor:
            continue
        for path, where, value in expand(ctx.state, spec.path):
            label = f"{spec.label} ({where})" if where else spec.label
            rows.append(
                _row(ctx, path, label, value) if ctx.sees(path) else ft.Text(f"{label}: {_(SECRET)}", italic=True)
            )
    return rows or [ft.Text(_(NONE_DECLARED), italic=True)]


def _row(ctx: TableContext, path: str, label: str, value: Any) -> ft.Control:
    """The value and its button, side by side where they fit, else the button under the value (an expanding
    value beside a long button was squeezed to a letter a line on a phone)."""
    return ft.Row(
        [
            ft.Text(f"{label}: {shown(value)}"),
            ft.TextButton(
                _("Set {label}").format(label=label), on_click=lambda e: open_editor(ctx, path, label, value)
            ),
        ],
        wrap=True,
        spacing=4,
        run_spacing=0,
        vertical_alignment=ft.CrossAxisAlignment.CENTER,
    )


def open_editor(ctx: TableContext, path: str, label: str, value: Any) -> None:
    """A dialog setting ``path`` (a field fitting the value's type and a reason), sent as ``Correct``."""
    field, read = value_input(label, value)
    reason = ft.TextField(label=_("Why (for the log)"), width=340)

    def build() -> Correct | None:
        ok, new = read()
        if not ok:
            return None
        return Correct(path=path, value=new, reason=(reason.value or "").strip())

    title = _("Set {label} by hand").format(label=label)
    command_dialog(ctx, title, [field, reason], _("Set"), build, after=lambda: ctx.toast(_("Set by hand.")))


def value_input(label: str, value: Any) -> tuple[ft.Control, Callable[[], tuple[bool, Any]]]:
    """A control for a value of ``value``'s type and a reader returning ``(ok, new_value)``."""
    if isinstance(value, bool):
        switch = ft.Switch(label=label, value=value)
        return switch, lambda: (True, bool(switch.value))
    if isinstance(value, int):
        number = number_field(label, value, width=200)
        return number, lambda: _ok(read_number(number))
    if isinstance(value, list):
        text = ft.TextField(label=f"{label} (separated by commas)", value=", ".join(map(str, value)), width=340)
        numbers = all(isinstance(v, int) for v in value)
        return text, lambda: _read_list(text, numbers)
    # text, and whatever else the state model reads from text (it converts or refuses it)
    plain = ft.TextField(label=label, value="" if value is None else str(value), width=340)
    return plain, lambda: (True, (plain.value or "").strip() or (None if value is None else ""))


def _ok(number: int | None) -> tuple[bool, Any]:
    return number is not None, number


def _read_list(field: ft.TextField, numbers: bool) -> tuple[bool, Any]:
    items = [t.strip() for t in (field.value or "").split(",") if t.strip()]
    if numbers:
        try:
            return True, [int(t) for t in items]
        except ValueError:
            mark_field(field, "Whole numbers, separated by commas")
            return False, None
    return True, items
