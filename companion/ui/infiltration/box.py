"""Box setup for Infiltration: the room cards nobody published, typed in from the box once."""

from __future__ import annotations

import flet as ft

from ...content import ContentError
from ...games.infiltration.board import SECRET
from ...games.infiltration.content import RoomEntry
from ...games.infiltration.effects import (
    ACTING,
    CHOSEN,
    EFFECT_ADAPTER,
    EFFECT_KINDS,
    EVERY,
    HERE,
    TARGET_WORDS,
    BaseEffect,
    OperativeEffect,
)
from ...games.infiltration.facility import slot_label
from ..context import BoxSetupContext
from ..forms import WIDTH, dropdown, named
from ..widgets import icon_action, number_field, read_number, section
from .forms import EFFECT_LABELS, RoomForm, known_rooms, remember

# The moments a room card's text resolves (RS l.172: an effect that cannot resolve is skipped, the rest resolve).
MOMENTS = [
    ("on_reveal", "Reveal"),
    ("on_enter", "Enter"),
    ("on_interface", "Interface"),
    ("on_download", "Download"),
    ("tech_lock_destroyed", "Tech lock destroyed"),
]
WHO = [
    (str(ACTING), "The operative entering (or resolving)"),
    (str(EVERY), "Each operative inside"),
    (str(CHOSEN), "An operative the players choose"),
]
WHERE = [
    (str(HERE), "This room"),
    *((str(i), f"Room {slot_label(i)}") for i in range(SECRET)),
    (str(SECRET), "The secret room"),
]


def _says(effect: BaseEffect) -> str:
    """One effect of a remembered text in words (no table state: the targets are the card's own)."""
    parts = [effect.label]
    who, room = getattr(effect, "operative", None), getattr(effect, "room", None)
    if isinstance(effect, OperativeEffect) and who is not None:
        parts.append(TARGET_WORDS[who].replace("resolving", "entering (or resolving)"))
    if room is not None:
        parts.append(dict(WHERE)[str(room)].lower())
    for field in ("amount", "name"):
        if getattr(effect, field, None) not in (None, ""):
            parts.append(f"{field} {getattr(effect, field)}")
    return ", ".join(parts)


class RoomFunctions:
    """Effects typed once per moment, each with its targets; listed with a Remove button each."""

    def __init__(self, form: RoomForm) -> None:
        self.form = form
        self.moment = dropdown("When", MOMENTS, "on_enter")
        self.kind = dropdown("Effect", list(EFFECT_LABELS.items()), "wound", on_select=self.fit)
        self.who = dropdown("Which operative", WHO)
        self.where = dropdown("Which room", WHERE)
        form.pick.on_select = self.prefill  # a known room's functions fill the listing too
        self.amount = number_field("Amount (DF, moves)", 1, width=170)
        self.name = ft.TextField(label="Name (NPC, special card or item)", width=WIDTH)
        self.listing = ft.Column([], spacing=4)
        self.controls = [
            named(self.moment),
            named(self.kind),
            named(self.who),
            named(self.where),
            self.amount,
            self.name,
            ft.Button("Add effect", icon=ft.Icons.ADD, on_click=self.add),
            self.listing,
        ]
        self.fit(None)
        self.show(None)

    def tile(self) -> ft.Control:
        """The editor folded away, for a reveal form (most rooms are known by then)."""
        return ft.ExpansionTile(
            title=ft.Text("Room functions (typed once, remembered)"), controls=[ft.Column(self.controls, spacing=8)]
        )

    def prefill(self, e: ft.Event[ft.Dropdown]) -> None:
        self.form.prefill(e)
        self.show(e)

    def fit(self, e: ft.Event[ft.Dropdown] | None) -> None:
        """Offer the operative and room choices only for an effect that has them."""
        cls = EFFECT_KINDS[self.kind.value or "wound"]
        self.who.disabled = not issubclass(cls, OperativeEffect)
        self.where.disabled = "room" not in cls.model_fields
        if e is not None:
            self.who.update()
            self.where.update()

    def add(self, e: ft.Event[ft.Button] | None) -> bool:
        """Add one effect to the chosen moment; on an error the fields keep what was typed."""
        amount = read_number(self.amount, -99, 99)
        if amount is None:
            return False
        kind = self.kind.value or "wound"
        fields = EFFECT_KINDS[kind].model_fields
        data = {
            "kind": kind,
            "amount": amount,
            "name": (self.name.value or "").strip(),
            "operative": int(self.who.value or ACTING),
            "room": int(self.where.value or HERE),
        }
        try:
            effect = EFFECT_ADAPTER.validate_python({k: v for k, v in data.items() if k in fields})
        except ValueError:
            self.name.error = "This effect needs a known name (and a sensible amount)"
            if e is not None:
                self.name.update()
            return False
        self.name.error = None
        self.form.remembered.setdefault(self.moment.value or "on_enter", []).append(effect)
        self.show(e)
        return True

    def remove(self, moment: str, index: int, e: ft.Event[ft.Button] | None) -> None:
        del self.form.remembered[moment][index]
        self.show(e)

    def show(self, e: ft.Event[ft.Button] | ft.Event[ft.Dropdown] | None) -> None:
        """List every typed effect under its moment, each with its own Remove button."""
        rows: list[ft.Control] = []
        for key, label in MOMENTS:
            for i, effect in enumerate(self.form.remembered.get(key, [])):
                text = ft.Text(f"{label}: {_says(effect)}", expand=True, theme_style=ft.TextThemeStyle.BODY_MEDIUM)
                gone = icon_action(
                    ft.Icons.DELETE_OUTLINE,
                    f"Remove {label}: {effect.label}",
                    lambda ev, key=key, i=i: self.remove(key, i, ev),
                )
                rows.append(ft.Row([text, gone], vertical_alignment=ft.CrossAxisAlignment.CENTER))
        self.listing.controls = rows or [ft.Text("No effects typed yet.", italic=True)]
        if e is not None:  # a click on the page (the logic tests call the handlers without one)
            self.listing.update()


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
