"""Box setup for Infiltration: the room cards nobody published, typed in from the box once."""

from __future__ import annotations

import flet as ft

from ...content import ContentError
from ...games.infiltration.content import RoomEntry
from ..context import BoxSetupContext
from ..forms import dropdown, named
from ..widgets import section
from .forms import RoomForm, known_rooms, remember

FLOORS = [("first", "First floor (blue)"), ("second", "Second floor (yellow)"), ("secret", "Secret room (red)")]


def _describe(entry: RoomEntry) -> str:
    known = [f"DF {entry.df}" if entry.df is not None else "DF unknown"]
    if entry.interface:
        known.append("interface")
    if entry.lab_worker_secure is not None:
        known.append(f"lab worker {entry.lab_worker_secure}")
    if entry.tech_lock_secure is not None:
        known.append(f"tech lock {entry.tech_lock_secure}")
    origin = "yours" if entry.player_entered else "shipped"
    return f"{entry.name} ({entry.floor or 'floor unknown'}): {', '.join(known)} · {origin}"


def box_setup(ctx: BoxSetupContext) -> ft.Control:
    rooms = known_rooms(ctx.library)
    form = RoomForm(rooms, "Add or correct a room card")
    floor = dropdown("Floor", FLOORS)

    def save(e: ft.Event[ft.Button]) -> None:
        face = form.read()
        if face is None:
            return
        try:
            remember(ctx.library, face, floor.value)
        except ContentError as exc:
            ctx.toast(str(exc))
            return
        ctx.toast(f"Saved {face.name}.")
        ctx.redraw()

    listing = [ft.Text(_describe(e), theme_style=ft.TextThemeStyle.BODY_MEDIUM) for e in rooms] or [
        ft.Text("No rooms yet.", italic=True)
    ]
    return ft.Column(
        [
            ft.Text(
                "Room cards are not published anywhere: type each one from the box (or let the game remember "
                "rooms as they are revealed). They prefill the reveal form next time.",
                theme_style=ft.TextThemeStyle.BODY_MEDIUM,
            ),
            section(f"Rooms in your library ({len(rooms)})", *listing),
            section("Room card", *form.controls, named(floor), ft.Button("Save room", on_click=save)),
        ],
        spacing=10,
    )
