"""Small form pieces for the Columbia dialogs: a played-card list, dice entry, checklist lines."""

from __future__ import annotations

import flet as ft

from ...games.columbia.combat import PlayedCard
from ...games.columbia.state import ColumbiaState
from ..forms import dropdown, named
from ..widgets import number_field, read_number

OTHER = "(other card)"


def check_item(line: str) -> ft.Control:
    """A checklist line that wraps on a phone (a Checkbox label does not), named for screen readers."""
    return ft.Row(
        [ft.Checkbox(semantics_label=line), ft.Text(line, size=13, expand=True)],
        vertical_alignment=ft.CrossAxisAlignment.START,
        spacing=4,
    )


def card_types(state: ColumbiaState, faction: str) -> list[str]:
    return sorted(set(state.factions[faction].sheet) | set(state.card_values))


class CardPicker:
    """Cards played one by one: type (for its upgrades) and printed value; shows the list so far."""

    def __init__(self, state: ColumbiaState, faction: str, label: str, value_kind: str, on_change=None):
        self.cards: list[PlayedCard] = []
        self.on_change = on_change
        self.state, self.value_kind = state, value_kind
        types = [OTHER, *card_types(state, faction)]
        self.kind = dropdown(f"{label}: card type", [(t, t) for t in types], width=200)
        self.value = number_field(f"{label}: {value_kind} value", 0, width=150)
        self.shown = ft.Text(f"{label}: no cards", size=12)
        self.label = label
        self.control = ft.Column(
            [
                ft.Row([named(self.kind), self.value], wrap=True),
                ft.Row(
                    [
                        ft.TextButton(f"Add card ({label})", on_click=self._add),
                        ft.TextButton(f"Clear cards ({label})", on_click=self._clear),
                    ],
                    wrap=True,
                ),
                self.shown,
            ],
            spacing=4,
        )

    def _add(self, e) -> None:
        value = read_number(self.value, 0, 20)
        if value is None:
            return
        card = "" if self.kind.value == OTHER else self.kind.value
        self.cards.append(PlayedCard(card=card, value=value))
        self._show()

    def _clear(self, e) -> None:
        self.cards = []
        self._show()

    def _show(self) -> None:
        parts = [f"{c.card or 'card'} {c.value}" for c in self.cards]
        self.shown.value = f"{self.label}: " + (", ".join(parts) if parts else "no cards")
        self.shown.update()
        if self.on_change:
            self.on_change()


def faces_field(label: str) -> ft.TextField:
    """Faces read from physical dice, typed like '3 1 safe' (the dialog lists the dice above it)."""
    return ft.TextField(label=label, width=320)


def read_faces(field: ft.TextField, count: int) -> list[int | str] | None:
    """Faces typed as '3 1 safe' or '3,1,safe'; marks the field and returns None on a typo."""
    raw = (field.value or "").replace(",", " ").split()
    try:
        faces = [f if f == "safe" else int(f) for f in raw]
    except ValueError:
        faces = None
    if faces is None or len(faces) != count:
        field.error = f"Enter {count} faces (numbers, or 'safe' on Sky-Line dice)."
        field.update()
        return None
    field.error = None
    return faces
