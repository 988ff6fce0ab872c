"""Card effects the app does not automate (destroy a location, move Elizabeth), and copying the
box content from the library into this game."""

from __future__ import annotations

from typing import Any

import flet as ft

from ...games.columbia.view import (
    FACTION_NAMES,
    FACTIONS,
    BoardEntry,
    DestroyLocation,
    DieEntry,
    PoolEntry,
    SetBoard,
    SetDiceFaces,
    SetElizabeth,
    entries_of,
)
from ..context import TableContext
from ..forms import dropdown, named
from ..widgets import section
from .dialogs import GAME, locations
from .panels import SMALL, text


def copy_box(ctx: TableContext) -> None:
    """Dice faces, territory VP, adjacency, Sky-Lines, piece pools and destruction markers from the
    library into this game's state."""
    for entry in ctx.library.entries(GAME, "dice"):
        if isinstance(entry, DieEntry) and entry.faces and entry.faces != ctx.state.dice.get(entry.id):
            ctx.execute(SetDiceFaces(die=entry.id, faces=entry.faces))
    board = entries_of(ctx.library, "board", BoardEntry)[-1]
    vp = {t.id: t.vp for t in board.territories if t.vp is not None}
    pools = {e.id: e.pool for e in entries_of(ctx.library, "pools", PoolEntry)}
    ctx.execute(
        SetBoard(
            territory_vp=vp,
            adjacency=board.adjacency,
            skylines=board.skylines or None,
            pools=pools or None,
            destruction_markers=board.destruction_markers,
        )
    )
    ctx.toast("Box content copied into this game.")


def by_hand_panel(ctx: TableContext) -> ft.Control:
    place = dropdown("Location", locations(ctx.state), width=300)
    her = dropdown(
        "Elizabeth goes",
        [("off", "off the board"), ("with_booker", "with Booker"), ("left", "to the location")],
        width=220,
    )
    holder = dropdown("Held by", [("none", "nobody"), *[(f, FACTION_NAMES[f]) for f in FACTIONS]], "none", width=160)

    def move_her(e: Any) -> None:
        left = her.value == "left"
        ctx.execute(
            SetElizabeth(
                where=her.value,
                location=int(place.value or 0) if left else None,
                holder=holder.value if left and holder.value != "none" else None,
            )
        )

    return section(
        "Card effects and box content",
        text("Card effects: pick a location, then act.", SMALL),
        named(place),
        ft.OutlinedButton(
            "Destroy location", on_click=lambda e: ctx.execute(DestroyLocation(location=int(place.value or 0)))
        ),
        ft.Row([named(her), named(holder)], wrap=True),
        ft.OutlinedButton("Move Elizabeth", on_click=move_her),
        ft.OutlinedButton("Copy box setup into this game", on_click=lambda e: copy_box(ctx)),
    )
