"""Box setup for Infiltration: the room cards nobody published, typed in from the box once."""

from __future__ import annotations

import flet as ft

from ...content import ContentError
from ...games.infiltration.content import RoomEntry
from ...games.infiltration.effects import EFFECT_ADAPTER, EFFECT_KINDS
from ..context import BoxSetupContext
from ..forms import dropdown, named
from ..widgets import number_field, read_number, section
from .forms import EFFECT_LABELS, RoomForm, known_rooms, remember

# The moments a room card's text resolves (RS l.172: an effect that cannot resolve is skipped, the rest resolve).
MOMENTS = [
    ("on_reveal", "Reveal"),
    ("on_enter", "Enter"),
    ("on_interface", "Interface"),
    ("on_download", "Download"),
    ("tech_lock_destroyed", "Tech lock destroyed"),
]


class RoomFunctions:
    """Effects typed once per moment; the operative resolving and this room are the default targets."""

    def __init__(self, form: RoomForm) -> None:
        self.form = form
        self.moment = dropdown("When", MOMENTS, "on_enter")
        self.kind = dropdown("Effect", list(EFFECT_LABELS.items()), "wound")
        self.amount = number_field("Amount (DF, moves)", 1, width=170)
        self.name = ft.TextField(label="Name (NPC, special card or item)")
        self.listing = ft.Column([])
        self.controls = [
            named(self.moment),
            named(self.kind),
            self.amount,
            self.name,
            ft.Button("Add effect", on_click=self.add),
            self.listing,
        ]

    def add(self, e: ft.Event[ft.Button] | None) -> bool:
        """Add one effect to the chosen moment; on an error the fields keep what was typed."""
        amount = read_number(self.amount, -99, 99)
        if amount is None:
            return False
        kind = self.kind.value or "wound"
        fields = EFFECT_KINDS[kind].model_fields
        data = {"kind": kind, "amount": amount, "name": (self.name.value or "").strip()}
        try:
            effect = EFFECT_ADAPTER.validate_python({k: v for k, v in data.items() if k in fields})
        except ValueError:
            self.name.error = "This effect needs a known name (and a sensible amount)"
            return False
        moment = self.moment.value or "on_enter"
        self.form.remembered.setdefault(moment, []).append(effect)
        self.listing.controls = [
            ft.Text(f"{label}: {', '.join(x.label for x in self.form.remembered.get(key, []))}")
            for key, label in MOMENTS
            if self.form.remembered.get(key)
        ]
        return True


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
    functions = RoomFunctions(form)

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
            section("Room card", *form.controls, named(floor)),
            section("Room functions (typed once, applied each time)", *functions.controls),
            ft.Button("Save room", on_click=save),
        ],
        spacing=10,
    )
