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
    BaseEffect,
    OperativeEffect,
    RoomEntry,
    slot_label,
)
from ...i18n import N_, _, ngettext
from ..context import BoxSetupContext
from ..forms import WIDTH, dropdown, named, not_saved, number_field, read_number
from ..widgets import icon_action, section
from .facility_view import FLOOR_WORDS
from .forms import ItemForm, RoomForm, effect_choices, known_items, known_rooms, remember, remember_item

# The moments a room card's text resolves (RS l.172: an effect that cannot resolve is skipped, the rest resolve).
MOMENTS = [
    ("on_reveal", N_("Reveal")),
    ("on_enter", N_("Enter")),
    ("on_interface", N_("Interface")),
    ("on_download", N_("Download")),
    ("on_advance", N_("Advance played here")),
    ("on_retreat", N_("Retreat played here")),
    ("tech_lock_destroyed", N_("Tech lock destroyed")),
]
BODY = ft.TextThemeStyle.BODY_MEDIUM
ITEM_MOMENTS = [("effects", N_("When played"))]  # an item resolves as soon as it is played (RS l.83)
ADD_TO_ITEM = N_("Add to the item's text")
# Whom and where an effect acts, as a choice of the form and within a sentence (each language its own case).
WHO = {
    ACTING: (N_("The one entering or playing"), N_("the operative entering (or resolving)")),
    EVERY: (N_("Each operative inside"), N_("each operative inside")),
    CHOSEN: (N_("One the players choose"), N_("an operative the players choose")),
}
WHERE = {
    HERE: (N_("This room"), N_("this room")),
    ADJACENT: (N_("The rooms next to this room"), N_("the rooms next to this room")),
    NEXT: (N_("The next room along the path"), N_("the next room (deeper along the path)")),
    SECRET: (N_("The secret room"), N_("the secret room")),
}


def where_words(room: int, in_sentence: bool = False) -> str:
    """Room target ``room`` in the phone's language: a slot of the path by its label, else its words."""
    if room in WHERE:
        return _(WHERE[room][in_sentence])
    return (_("room {room}") if in_sentence else _("Room {room}")).format(room=slot_label(room))


def who_choices() -> list[tuple[str, str]]:
    """The operative targets a typed effect may name, by key, in the phone's language."""
    return [(str(key), _(words)) for key, (words, _in_sentence) in WHO.items()]


def where_choices() -> list[tuple[str, str]]:
    """The room targets a typed effect may name, by key, in the phone's language: this room, the rooms next
    to it, the next room, then every room of the path and the secret room."""
    return [(str(key), where_words(key)) for key in (HERE, ADJACENT, NEXT, *range(SECRET + 1))]


def says(effect: BaseEffect) -> str:
    """One effect of a remembered text in words (no table state: the targets are the card's own)."""
    parts = [_(effect.label)]
    who, room = getattr(effect, "operative", None), getattr(effect, "room", None)
    if isinstance(effect, OperativeEffect) and who is not None:
        parts.append(_(WHO[who][1]))
    if room is not None:
        parts.append(where_words(room, in_sentence=True))
    amount, name = getattr(effect, "amount", None), getattr(effect, "name", None)
    if amount is not None:
        parts.append(_("amount {n}").format(n=amount))
    if name:
        parts.append(_("name {name}").format(name=name))
    return ", ".join(parts)


class RoomFunctions:
    """Effects typed once per moment, each with its targets; listed with a Remove button each (each one
    added is also ``said``, in a toast). A room card has several moments; an item card one (``ITEM_MOMENTS``)."""

    def __init__(
        self,
        form: RoomForm | ItemForm,
        said: Callable[[str], None],
        moments: list[tuple[str, str]] = MOMENTS,
        add: str = N_("Add effect"),
    ) -> None:
        self.form, self.said, self.moments = form, said, moments
        named_moments = [(key, _(label)) for key, label in moments]
        self.moment = dropdown(_("When"), named_moments, moments[0][0] if len(moments) == 1 else "on_enter")
        self.kind = dropdown(_("Effect"), effect_choices(), "wound", on_select=self.fit)
        self.who = dropdown(_("Which operative"), who_choices())
        self.where = dropdown(_("Which room"), where_choices())
        form.on_fill = self.show  # a known card's functions fill the listing too
        self.amount = number_field(_("Amount (DF, moves)"), 1, width=170)
        self.name = ft.TextField(label=_("Name (NPC, special card or item)"), width=WIDTH)
        self.listing = ft.Column([], spacing=4)
        self.controls = [
            *([named(self.moment)] if len(moments) > 1 else []),  # an item has one moment: nothing to choose
            named(self.kind),
            named(self.who),
            named(self.where),
            self.amount,
            self.name,
            ft.Button(_(add), icon=ft.Icons.ADD, on_click=self.add),
            self.listing,
        ]
        self.fit(None)
        self.show(None)

    def tile(self, title: str = "") -> ft.Control:
        """The editor folded away, for a reveal or play form (most cards are known by then)."""
        title = title or _("Room functions (typed once, remembered)")
        return ft.ExpansionTile(title=ft.Text(title), controls=[ft.Column(self.controls, spacing=8)])

    def fit(self, e: ft.Event[ft.Dropdown] | None) -> None:
        """Offer the operative and room choices only for an effect that has them, and "the rooms next to this
        room" only for an effect that may act on two rooms (a move goes into one)."""
        cls = EFFECT_KINDS[self.kind.value or "wound"]
        self.who.disabled = not issubclass(cls, OperativeEffect)
        self.where.disabled = "room" not in cls.model_fields
        rooms = [(key, text) for key, text in where_choices() if not (cls.one_room and key == str(ADJACENT))]
        self.where.options = [ft.DropdownOption(key=key, text=text) for key, text in rooms]
        if self.where.value not in {key for key, _text in rooms}:
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
            self.name.error = _("This effect needs a known name (and a sensible amount)")
            if e is not None:
                self.name.update()
            return False
        self.name.error = None
        moment = self.moment.value or self.moments[0][0]
        self.form.remembered.setdefault(moment, []).append(effect)
        self.show(e)
        self.said(
            _("Added — {moment}: {effect}.").format(moment=_(dict(self.moments)[moment]), effect=says(effect))
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
                line = f"{_(label)}: {says(effect)}"
                text = ft.Text(line, expand=True, theme_style=ft.TextThemeStyle.BODY_MEDIUM)
                gone = icon_action(
                    ft.Icons.DELETE_OUTLINE,
                    _("Remove {moment}: {effect}").format(moment=_(label), effect=_(effect.label)),
                    lambda ev, key=key, i=i: self.remove(key, i, ev),
                )
                rows.append(ft.Row([text, gone], vertical_alignment=ft.CrossAxisAlignment.CENTER))
        self.listing.controls = rows or [ft.Text(_("No effects typed yet."), italic=True)]
        if e is not None:  # a click on the page (the logic tests call the handlers without one)
            self.listing.update()


FLOORS = [
    ("first", N_("First floor (blue)")),
    ("second", N_("Second floor (yellow)")),
    ("secret", N_("Secret room (red)")),
]


def _describe(entry: RoomEntry) -> str:
    known = [_("DF {n}").format(n=entry.df) if entry.df is not None else _("DF unknown")]
    if entry.interface:
        known.append(_("interface"))
    if entry.lab_worker_secure is not None:
        known.append(_("lab worker {n}").format(n=entry.lab_worker_secure))
    if entry.tech_lock_secure is not None:
        known.append(_("tech lock {n}").format(n=entry.tech_lock_secure))
    origin = _("yours") if entry.player_entered else _("shipped")
    floor = _(FLOOR_WORDS[entry.floor]) if entry.floor in FLOOR_WORDS else _("floor unknown")
    return f"{entry.name} ({floor}): {', '.join(known)} · {origin}"


def box_setup(ctx: BoxSetupContext) -> ft.Control:
    rooms = known_rooms(ctx.library)
    form = RoomForm(rooms, _("Add or correct a room card"))
    floor = dropdown(_("Floor"), [(key, _(label)) for key, label in FLOORS])
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
        ctx.toast(_("Saved {name}.").format(name=face.name))
        ctx.redraw()

    listing = [ft.Text(_describe(e), theme_style=ft.TextThemeStyle.BODY_MEDIUM) for e in rooms] or [
        ft.Text(_("No rooms yet."), italic=True)
    ]
    items = known_items(ctx.library)
    item_form = ItemForm(items, _("Add or correct an item card"))
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
        ctx.toast(_("Saved {name}.").format(name=name))
        ctx.redraw()

    item_listing = [
        ft.Text(
            ngettext("{name}: {n} effect, then {goes}", "{name}: {n} effects, then {goes}", len(e.effects)).format(
                name=e.name, n=len(e.effects), goes=_(ITEM_DESTINATIONS[e.goes])
            ),
            theme_style=BODY,
        )
        for e in items
    ] or [ft.Text(_("No item cards yet."), italic=True)]
    return ft.Column(
        [
            ft.Text(
                _(
                    "Room cards are not published anywhere: type each one from the box (or let the game remember "
                    "rooms as they are revealed). They prefill the reveal form next time."
                ),
                theme_style=ft.TextThemeStyle.BODY_MEDIUM,
            ),
            section(_("Rooms in your library ({n})").format(n=len(rooms)), *listing),
            section(_("Room card"), *form.controls, named(floor)),
            section(_("Room functions (typed once, applied each time)"), *functions.controls),
            ft.Button(_("Save room"), on_click=save),
            ft.Text(
                _("Item texts are not published either: type them here or the first time an item is played."),
                theme_style=BODY,
            ),
            section(_("Item cards in your library ({n})").format(n=len(items)), *item_listing),
            section(_("Item card"), *item_form.controls, *item_form.text_controls),
            section(_("What the item does when played"), *item_functions.controls),
            ft.Button(_("Save item"), on_click=save_item),
        ],
        spacing=10,
    )
