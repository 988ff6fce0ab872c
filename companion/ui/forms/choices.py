"""Picking from a list: labelled dropdowns, sentences with a radio each, chips (one value, or one face per die)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from ...i18n import _
from ..context import TableContext

WIDTH = 360
UNKNOWN_FACES = list(range(7))
Changed = Callable[[], None] | None


def translated(choices: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """(key, phrase) choices with each phrase in the phone's language (for a dropdown or chips of app words;
    typed names are given as they are)."""
    return [(key, _(words)) for key, words in choices]


def dropdown(
    label: str,
    choices: list[tuple[str, str]],
    value: str | None = None,
    width: int | None = WIDTH,
    on_select: Callable[[ft.Event[ft.Dropdown]], None] | None = None,
) -> ft.Dropdown:
    """A dropdown of (key, text) choices, the first chosen unless ``value`` says otherwise."""
    return ft.Dropdown(
        label=label,
        value=value if value is not None else (choices[0][0] if choices else None),
        options=[ft.DropdownOption(key=k, text=t) for k, t in choices],
        width=width,
        on_select=on_select,
    )


def sentence_choice(
    choices: list[tuple[str, str]], value: str | None = None, on_change: Callable[[Any], None] | None = None
) -> ft.RadioGroup:
    """One of a few choices told in whole sentences (a rule reading): a radio beside each sentence, which wraps
    on a phone where a dropdown cuts its chosen value to one line; a tap on the sentence chooses it too."""
    return ft.RadioGroup(
        value=value if value is not None else (choices[0][0] if choices else None),
        on_change=on_change,
        content=ft.Column(
            [
                ft.ListTile(
                    leading=ft.Radio(value=key),
                    title=ft.Text(text),
                    toggle_inputs=True,
                    dense=True,
                    content_padding=ft.Padding.only(right=8),
                )
                for key, text in choices
            ],
            spacing=0,
        ),
    )


def named(control: ft.Control) -> ft.Control:
    """A dropdown with its label as its accessible name (Flet gives it none); other controls as they are."""
    if isinstance(control, ft.Dropdown):
        return ft.Semantics(label=str(control.label or ""), button=True, content=control)
    return control


def value_chip(name: str, shown: str, on_click: Callable[[Any], None], selected: bool = False) -> ft.Control:
    """A chip showing ``shown`` (a value), named ``name`` for screen readers and tests."""
    return ft.Semantics(
        label=name, button=True, content=ft.Chip(label=ft.Text(shown), on_click=on_click, selected=selected)
    )


class ChipChoice:
    """One value picked by tapping a chip (the tapped chip shows as selected); ``on_change`` runs after a tap."""

    def __init__(self, name: str, choices: list[tuple[str, str]], value: str | None = None, on_change: Changed = None):
        self.name, self.choices, self.value, self.on_change = name, choices, value, on_change
        self.control = ft.Row(wrap=True, spacing=4)
        self._draw()

    def _draw(self) -> None:
        self.control.controls = [
            value_chip(f"{self.name}: {shown}", shown, self._choose(key), key == self.value)
            for key, shown in self.choices
        ]

    def _choose(self, key: str) -> Callable[[Any], None]:
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


class DiceChips:
    """Faces read from physical dice by tapping, one chip row per die (the die's faces when known); each die is
    named by its colour, in the phone's language (given so by the caller)."""

    def __init__(self, label: str, dice: list[tuple[str, list[int | str]]]):
        self.label = label
        self.rows = [
            ChipChoice(
                _("{who} die {n} ({colour})").format(who=label, n=i + 1, colour=colour),
                [(str(f), str(f)) for f in (sorted(set(faces), key=str) if faces else UNKNOWN_FACES)],
                on_change=self._show,
            )
            for i, (colour, faces) in enumerate(dice)
        ]
        self.shown = ft.Text(
            _("{who}: tap each die's face.").format(who=label), theme_style=ft.TextThemeStyle.BODY_SMALL
        )
        lines = [
            line
            for i, (row, (colour, _faces)) in enumerate(zip(self.rows, dice, strict=True))
            for line in (
                ft.Text(
                    _("Die {n} ({colour})").format(n=i + 1, colour=colour), theme_style=ft.TextThemeStyle.LABEL_MEDIUM
                ),
                row.control,
            )
        ]
        self.control = ft.Column([self.shown, *lines], spacing=2)

    def _show(self) -> None:
        self.shown.value = _("{who} rolled: {faces}").format(
            who=self.label, faces=", ".join(r.value or "?" for r in self.rows)
        )
        self.shown.color = None
        self.shown.update()

    def read(self) -> list[int | str] | None:
        """The faces tapped, or None after asking for the missing ones."""
        if any(r.value is None for r in self.rows):
            self.shown.value, self.shown.color = (
                _("{who}: tap a face for every die.").format(who=self.label),
                ft.Colors.ERROR,
            )
            self.shown.update()
            return None
        return [int(v) if v.isdigit() else v for v in (r.value or "" for r in self.rows)]


def dice_switch(ctx: TableContext, redraw: Callable[[], None]) -> ft.Switch:
    """A switch between the app's dice and the table's own (their faces entered), beside the die it rolls: the
    choice holds for this phone's later rolls (Settings keeps the phone's default); ``redraw`` shows the form
    again the chosen way."""

    def switched(e: ft.Event[ft.Switch]) -> None:
        ctx.settings.physical_dice = bool(e.control.value)
        redraw()

    return ft.Switch(label=_("We roll our own dice"), value=ctx.settings.physical_dice, on_change=switched)
