"""Columbia's own form pieces (on the shared kit, :mod:`companion.ui.forms`): a played-card list and
checklist lines."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from ...games.columbia.view import ColumbiaState, Faction, PlayedCard
from ...i18n import N_, _
from ..forms import dropdown, named, value_chip

OTHER = N_("(other card)")
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


def card_types(state: ColumbiaState, faction: Faction) -> list[str]:
    return sorted(set(state.factions[faction].sheet) | set(state.card_values))


class CardPicker:
    """Cards played one by one: pick the type (for its upgrades), tap the printed value to add it."""

    def __init__(self, state: ColumbiaState, faction: Faction, label: str, value_kind: str, on_change: Changed = None):
        self.cards: list[PlayedCard] = []
        self.on_change = on_change
        self.label = label
        types = [OTHER, *card_types(state, faction)]
        kind = _(value_kind)
        choices = [(t, _(t) if t == OTHER else t) for t in types]
        self.kind = dropdown(_("{name}: card type").format(name=label), choices, width=220)
        self.shown = ft.Text(_("{name}: no cards").format(name=label), theme_style=ft.TextThemeStyle.BODY_MEDIUM)
        chips = [
            value_chip(_("{name}: add a card of {kind} {n}").format(name=label, kind=kind, n=v), str(v), self._add(v))
            for v in CARD_VALUES
        ]
        self.control = ft.Column(
            [
                named(self.kind),
                ft.Text(
                    _("Tap the card's {kind} value to add it:").format(kind=kind),
                    theme_style=ft.TextThemeStyle.BODY_SMALL,
                ),
                ft.Row(chips, wrap=True, spacing=4),
                ft.Row(
                    [self.shown, ft.TextButton(_("Clear cards ({name})").format(name=label), on_click=self._clear)],
                    wrap=True,
                ),
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
        parts = [f"{c.card or _('card')} {c.value}" for c in self.cards]
        self.shown.value = (
            f"{self.label}: {', '.join(parts)}" if parts else _("{name}: no cards").format(name=self.label)
        )
        self.shown.update()
        if self.on_change:
            self.on_change()


def read_rail(line: str) -> dict[str, list[int]]:
    """ "9-4-1 = 2,1" -> a Sky-Line's stops and the spaces between them (ValueError when it does not read)."""
    stops, _, spaces = line.partition("=")
    rail = {"stops": [int(n) for n in stops.split("-")], "spaces": [int(n) for n in spaces.split(",")]}
    if len(rail["spaces"]) != len(rail["stops"]) - 1:
        raise ValueError(line)
    return rail
