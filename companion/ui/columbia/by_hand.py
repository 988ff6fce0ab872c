"""Card effects the app does not automate (destroy a location, move Elizabeth), and copying the
box content from the library into this game (:mod:`.box_copy`)."""

from __future__ import annotations

from typing import Any

import flet as ft

from ...games.columbia.view import DestroyLocation, SetElizabeth
from ...i18n import _
from ..context import TableContext
from ..forms import dropdown, named
from ..widgets import section
from .box_copy import copy_box
from .dialogs import locations
from .panels import SMALL, text


def by_hand_panel(ctx: TableContext) -> ft.Control:
    place = dropdown(_("Location"), locations(ctx.state), width=300)
    her = dropdown(
        _("Elizabeth goes"),
        [("off", _("off the board")), ("with_booker", _("with Booker")), ("left", _("to the location"))],
        width=220,
    )

    def move_her(e: Any) -> None:
        left = her.value == "left"
        ctx.execute(SetElizabeth(where=her.value, location=int(place.value or 0) if left else None))

    return section(
        _("Card effects and box content"),
        text(_("Card effects: pick a location, then act."), SMALL),
        named(place),
        ft.OutlinedButton(
            _("Destroy location"), on_click=lambda e: ctx.execute(DestroyLocation(location=int(place.value or 0)))
        ),
        named(her),
        text(_("She is held by whoever controls her location."), SMALL),
        ft.OutlinedButton(_("Move Elizabeth"), on_click=move_her),
        ft.OutlinedButton(_("Copy box setup into this game"), on_click=lambda e: copy_box(ctx)),
    )
