"""Small form pieces for the Columbia dialogs: value chips, a played-card list, dice entry,
checklist lines."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from ...games.columbia.view import ColumbiaState, Faction, PlayedCard
from ..forms import dropdown, named, value_chip

OTHER = "(other card)"
CARD_VALUES = range(7)


def check_item(line: str) -> ft.Row:
    """A checklist line that wraps on a phone (a Checkbox label does not), named for screen readers."""
    return ft.Row(
        [ft.Checkbox(semantics_label=line), ft.Text(line, theme_style=ft.TextThemeStyle.BODY_MEDIUM, expand=True)],
        vertical_alignment=ft.CrossAxisAlignment.START,
        spacing=4,
    )


Handler = Callable[[Any], None]
Changed = Callable[[], None] | None


class ChipChoice:
    """One value picked by tapping a chip (the tapped chip shows as selected)."""

    def __init__(self, name: str, choices: list[tuple[str, str]], value: str | None = None, on_change: Changed = None):
        self.name, self.choices, self.value, self.on_change = name, choices, value, on_change
        self.control = ft.Row(wrap=True, spacing=4)
        self._draw()

    def _draw(self) -> None:
        self.control.controls = [
            value_chip(f"{self.name}: {shown}", shown, self._choose(key), key == self.value)
            for key, shown in self.choices
        ]

    def _choose(self, key: str) -> Handler:
        def choose(e: Any) -> None:
            self.set(key)

        return choose

    def set(self, key: str | None, update: bool = True) -> None:
        self.value = key
        self._draw()
        if update:
            self.control.update()
            if self.on_change:
                self.on_change()


def card_types(state: ColumbiaState, faction: Faction) -> list[str]:
    return sorted(set(state.factions[faction].sheet) | set(state.card_values))


class CardPicker:
    """Cards played one by one: pick the type (for its upgrades), tap the printed value to add it."""

    def __init__(self, state: ColumbiaState, faction: Faction, label: str, value_kind: str, on_change: Changed = None):
        self.cards: list[PlayedCard] = []
        self.on_change = on_change
        self.label = label
        types = [OTHER, *card_types(state, faction)]
        self.kind = dropdown(f"{label}: card type", [(t, t) for t in types], width=220)
        self.shown = ft.Text(f"{label}: no cards", theme_style=ft.TextThemeStyle.BODY_MEDIUM)
        chips = [value_chip(f"{label}: add a card of {value_kind} {v}", str(v), self._add(v)) for v in CARD_VALUES]
        self.control = ft.Column(
            [
                named(self.kind),
                ft.Text(f"Tap the card's {value_kind} value to add it:", theme_style=ft.TextThemeStyle.BODY_SMALL),
                ft.Row(chips, wrap=True, spacing=4),
                ft.Row([self.shown, ft.TextButton(f"Clear cards ({label})", on_click=self._clear)], wrap=True),
            ],
            spacing=4,
        )

    def _add(self, value: int) -> Handler:
        def add(e: Any) -> None:
            card = "" if self.kind.value == OTHER else (self.kind.value or "")
            self.cards.append(PlayedCard(card=card, value=value))
            self._show()

        return add

    def _clear(self, e: Any) -> None:
        self.cards = []
        self._show()

    def _show(self) -> None:
        parts = [f"{c.card or 'card'} {c.value}" for c in self.cards]
        self.shown.value = f"{self.label}: " + (", ".join(parts) if parts else "no cards")
        self.shown.update()
        if self.on_change:
            self.on_change()


UNKNOWN_FACES = list(range(7))


class DiceChips:
    """Faces read from physical dice, one chip row per die (the die's faces when known)."""

    def __init__(self, label: str, dice: list[tuple[str, list[int | str]]]):
        self.label = label
        self.rows = [
            ChipChoice(
                f"{label} die {i + 1} ({colour})",
                [(str(f), str(f)) for f in (sorted(set(faces), key=str) if faces else UNKNOWN_FACES)],
                on_change=self._show,
            )
            for i, (colour, faces) in enumerate(dice)
        ]
        self.shown = ft.Text(f"{label}: tap each die's face.", theme_style=ft.TextThemeStyle.BODY_SMALL)
        named = [
            line
            for i, (row, (colour, _)) in enumerate(zip(self.rows, dice, strict=True))
            for line in (ft.Text(f"Die {i + 1} ({colour})", theme_style=ft.TextThemeStyle.LABEL_MEDIUM), row.control)
        ]
        self.control = ft.Column([self.shown, *named], spacing=2)

    def _show(self) -> None:
        self.shown.value = f"{self.label} rolled: " + ", ".join(r.value or "?" for r in self.rows)
        self.shown.color = None
        self.shown.update()

    def read(self) -> list[int | str] | None:
        """The faces tapped, or None after asking for the missing ones."""
        if any(r.value is None for r in self.rows):
            self.shown.value, self.shown.color = f"{self.label}: tap a face for every die.", ft.Colors.ERROR
            self.shown.update()
            return None
        return [int(v) if v.isdigit() else v for v in (r.value or "" for r in self.rows)]


def faces_field(label: str) -> ft.TextField:
    """Faces read from physical dice, typed like '3 1 safe' (the dialog lists the dice above it)."""
    return ft.TextField(label=label, width=320, hint_text="e.g. 3 1 2", on_change=clear_error)


def read_faces(field: ft.TextField, count: int) -> list[int | str] | None:
    """Faces typed as '3 1 safe' or '3,1,safe'; marks the field and returns None on a typo."""
    raw = (field.value or "").replace(",", " ").split()
    try:
        faces = [f if f == "safe" else int(f) for f in raw]
    except ValueError:
        faces = None
    if faces is None or len(faces) != count:
        field.error = f"Enter {count} {'face' if count == 1 else 'faces'}: numbers or 'safe'."
        field.update()
        return None
    field.error = None
    return faces


def clear_error(e: Any) -> None:
    """Typing again clears a field's error (the next check marks it again if still wrong)."""
    if e.control.error:
        e.control.error = None
        e.control.update()


def whole_number(
    label: str, low: int, high: int, value: int | None = None, width: int = 160, then: Callable[[], None] | None = None
) -> ft.TextField:
    """A number field with the numeric keyboard; letters show a short error while typing; ``then``
    runs after each change (what follows the number, e.g. the odds)."""

    def check(e: Any) -> None:
        e.control.error = number_error(e.control.value or "", low, high)
        e.control.update()
        if then is not None:
            then()

    return ft.TextField(
        label=label,
        value="" if value is None else str(value),
        width=width,
        keyboard_type=ft.KeyboardType.NUMBER,
        on_change=check,
    )


def number_error(raw: str, low: int, high: int) -> str | None:
    """The short error for a typed whole number, None when it is fine (empty counts as missing)."""
    raw = raw.strip()
    if not raw:
        return "Enter a number"
    if not raw.isdigit():
        return "Numbers only"
    return None if low <= int(raw) <= high else f"From {low} to {high}"


def read_whole(field: ft.TextField, low: int, high: int) -> int | None:
    """The field's number, or None after marking the field (its text stays)."""
    field.error = number_error(field.value or "", low, high)
    if field.error:
        field.update()
        return None
    return int((field.value or "").strip())
