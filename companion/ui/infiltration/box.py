"""Box setup for Infiltration: the room cards nobody published, typed in from the box once."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from ...content import ContentError
from ...games.infiltration.view import (
    ACTING,
    ADJACENT,
    CHOSEN,
    EFFECT_ADAPTER,
    EFFECT_KINDS,
    EVERY,
    HERE,
    ITEM_DESTINATIONS,
    NEXT,
    SECRET,
    TARGET_WORDS,
    BaseEffect,
    OperativeEffect,
    RoomEntry,
    slot_label,
)
from ...i18n import _, ngettext
from ..context import BoxSetupContext
from ..forms import WIDTH, dropdown, named, not_saved, number_field, read_number
from ..widgets import icon_action, section
from .forms import EFFECT_LABELS, ItemForm, RoomForm, known_items, known_rooms, remember, remember_item

# The moments a room card's text resolves (RS l.172: an effect that cannot resolve is skipped, the rest resolve).
MOMENTS = [
    ("on_reveal", "Reveal"),
    ("on_enter", "Enter"),
    ("on_interface", "Interface"),
    ("on_download", "Download"),
    ("on_advance", "Advance played here"),
    ("on_retreat", "Retreat played here"),
    ("tech_lock_destroyed", "Tech lock destroyed"),
]
BODY = ft.TextThemeStyle.BODY_MEDIUM
ITEM_MOMENTS = [("effects", "When played")]  # an item resolves as soon as it is played (RS l.83)
ADD_TO_ITEM = "Add to the item's text"
WHO = [
    (str(ACTING), "The one entering or playing"),
    (str(EVERY), "Each operative inside"),
    (str(CHOSEN), "One the players choose"),
]
WHERE = [
    (str(HERE), "This room"),
    (str(ADJACENT), "The rooms next to this room"),
    (str(NEXT), "The next room along the path"),
    *((str(i), f"Room {slot_label(i)}") for i in range(SECRET)),
    (str(SECRET), "The secret room"),
]


def says(effect: BaseEffect) -> str:
    """One effect of a remembered text in words (no table state: the targets are the card's own)."""
    parts = [effect.label]
    who, room = getattr(effect, "operative", None), getattr(effect, "room", None)
    if isinstance(effect, OperativeEffect) and who is not None:
        parts.append(TARGET_WORDS[who].replace("resolving", "entering or playing"))
    if room is not None:
        parts.append(dict(WHERE)[str(room)].lower())
    for field in ("amount", "name"):
        if getattr(effect, field, None) not in (None, ""):
            parts.append(f"{field} {getattr(effect, field)}")
    return ", ".join(parts)


class RoomFunctions:
    """Effects typed once per moment, each with its targets; listed with a Remove button each (each one
    added is also ``said``, in a toast). A room card has several moments; an item card one (``ITEM_MOMENTS``)."""

    def __init__(
        self,
        form: RoomForm | ItemForm,
        said: Callable[[str], None],
        moments: list[tuple[str, str]] = MOMENTS,
        add: str = "Add effect",
    ) -> None:
        self.form, self.said, self.moments = form, said, moments
        self.moment = dropdown("When", moments, moments[0][0] if len(moments) == 1 else "on_enter")
        self.kind = dropdown("Effect", list(EFFECT_LABELS.items()), "wound", on_select=self.fit)
        self.who = dropdown("Which operative", WHO)
        self.where = dropdown("Which room", WHERE)
        form.on_fill = self.show  # a known card's functions fill the listing too
        self.amount = number_field("Amount (DF, moves)", 1, width=170)
        self.name = ft.TextField(label="Name (NPC, special card or item)", width=WIDTH)
        self.listing = ft.Column([], spacing=4)
        self.controls = [
            *([named(self.moment)] if len(moments) > 1 else []),  # an item has one moment: nothing to choose
            named(self.kind),
            named(self.who),
            named(self.where),
            self.amount,
            self.name,
            ft.Button(add, icon=ft.Icons.ADD, on_click=self.add),
            self.listing,
        ]
        self.fit(None)
        self.show(None)

    def tile(self, title: str = "Room functions (typed once, remembered)") -> ft.Control:
        """The editor folded away, for a reveal or play form (most cards are known by then)."""
        return ft.ExpansionTile(title=ft.Text(title), controls=[ft.Column(self.controls, spacing=8)])

    def fit(self, e: ft.Event[ft.Dropdown] | None) -> None:
        """Offer the operative and room choices only for an effect that has them, and "the rooms next to this
        room" only for an effect that may act on two rooms (a move goes into one)."""
        cls = EFFECT_KINDS[self.kind.value or "wound"]
        self.who.disabled = not issubclass(cls, OperativeEffect)
        self.where.disabled = "room" not in cls.model_fields
        rooms = [(key, text) for key, text in WHERE if not (cls.one_room and key == str(ADJACENT))]
        self.where.options = [ft.DropdownOption(key=key, text=text) for key, text in rooms]
        if self.where.value not in {key for key, _ in rooms}:
            self.where.value = str(HERE)
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
        moment = self.moment.value or self.moments[0][0]
        self.form.remembered.setdefault(moment, []).append(effect)
        self.show(e)
        self.said(
            _("Added — {moment}: {effect}.").format(moment=dict(self.moments)[moment], effect=says(effect))
        )  # the listing may be out of view
        return True

    def remove(self, moment: str, index: int, e: ft.Event[ft.Button] | None) -> None:
        del self.form.remembered[moment][index]
        self.show(e)

    def show(self, e: Any) -> None:
        """List every typed effect under its moment, each with its own Remove button."""
        rows: list[ft.Control] = []
        for key, label in self.moments:
            for i, effect in enumerate(self.form.remembered.get(key, [])):
                text = ft.Text(f"{label}: {says(effect)}", expand=True, theme_style=ft.TextThemeStyle.BODY_MEDIUM)
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
    functions = RoomFunctions(form, ctx.toast)

    def save(e: ft.Event[ft.Button]) -> None:
        face = form.read()
        if face is None:
            not_saved(ctx.toast, form.controls)
            return
        try:
            remember(ctx.library, face, floor.value, replace=True)
        except ContentError as exc:
            ctx.toast(str(exc))
            return
        ctx.toast(f"Saved {face.name}.")
        ctx.redraw()

    listing = [ft.Text(_describe(e), theme_style=ft.TextThemeStyle.BODY_MEDIUM) for e in rooms] or [
        ft.Text("No rooms yet.", italic=True)
    ]
    items = known_items(ctx.library)
    item_form = ItemForm(items, "Add or correct an item card")
    item_functions = RoomFunctions(item_form, ctx.toast, ITEM_MOMENTS, ADD_TO_ITEM)

    def save_item(e: ft.Event[ft.Button]) -> None:
        name = item_form.read_name()
        if name is None:
            not_saved(ctx.toast, item_form.controls)
            return
        try:
            remember_item(ctx.library, name, item_form.read(), replace=True)
        except ContentError as exc:
            ctx.toast(str(exc))
            return
        ctx.toast(f"Saved {name}.")
        ctx.redraw()

    item_listing = [
        ft.Text(
            ngettext("{name}: {n} effect, then {goes}", "{name}: {n} effects, then {goes}", len(e.effects)).format(
                name=e.name, n=len(e.effects), goes=ITEM_DESTINATIONS[e.goes]
            ),
            theme_style=BODY,
        )
        for e in items
    ] or [ft.Text("No item cards yet.", italic=True)]
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
            ft.Text(
                "Item texts are not published either: type them here or the first time an item is played.",
                theme_style=BODY,
            ),
            section(f"Item cards in your library ({len(items)})", *item_listing),
            section("Item card", *item_form.controls, *item_form.text_controls),
            section("What the item does when played", *item_functions.controls),
            ft.Button("Save item", on_click=save_item),
        ],
        spacing=10,
    )
