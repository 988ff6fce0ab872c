"""Form pieces for the Syndicate screens (on the form kit): resource triples, the action die's face."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal

import flet as ft

from ...games.syndicate.view import RESOURCE_NAMES, RESOURCES, Resources
from ...i18n import _
from ..context import TableContext
from ..forms import WIDTH, dice_switch, number_field, read_number


class ResourceFields:
    """Three number fields (credits / influence / crew, the mat order) read as :class:`Resources`."""

    def __init__(self, label: str, value: Resources | None = None, on_change: Callable[[Any], None] | None = None):
        value = value or Resources()
        self.label = label
        self.fields = {
            r: number_field(f"{label}: {_(RESOURCE_NAMES[r])}", value.get(r) or None, width=135) for r in RESOURCES
        }
        for field in self.fields.values():
            field.on_change = on_change
        self.control = ft.Column(
            [
                ft.Text(label, theme_style=ft.TextThemeStyle.BODY_SMALL),
                ft.Row(list(self.fields.values()), wrap=True, spacing=4),
            ],
            spacing=10,
        )

    def peek(self) -> Resources | None:
        """The amounts typed so far without marking errors (None if a field is not a number)."""
        values = {r: read_number(f, 0, mark=False) if (f.value or "").strip() else 0 for r, f in self.fields.items()}
        return None if None in values.values() else Resources(**values)

    def read(self) -> Resources | None:
        values = {}
        for r, field in self.fields.items():
            if not (field.value or "").strip():
                field.value = "0"
            values[r] = read_number(field, 0, 999)
            if values[r] is None:
                return None
        return Resources(**values)


class RolledFace:
    """The switch to the table's own dice beside the field where the table types the face it rolled, shown
    while the switch is on (with ``more`` fields that go with physical dice); nothing typed is lost by a switch."""

    def __init__(self, ctx: TableContext, label: str = "", more: tuple[ft.Control, ...] = ()):
        label = label or _("Face rolled on the action die")
        self.ctx, self.field, self.more = ctx, number_field(label, width=WIDTH), more
        self.controls: list[ft.Control] = [dice_switch(ctx, self.switched), self.field, *more]
        self.show()

    def show(self) -> None:
        for field in (self.field, *self.more):
            field.visible = self.ctx.settings.physical_dice

    def switched(self) -> None:
        self.show()
        self.ctx.page.update()

    def read(self, high: int = 6) -> list[int] | None | Literal[False]:
        """``None`` for a digital roll, ``[face]`` when entered, ``False`` after a typo (the field shows it)."""
        if not self.field.visible:
            return None
        value = read_number(self.field, 1, high)
        return False if value is None else [value]
