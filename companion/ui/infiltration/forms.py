"""Forms for what only the table can read: a revealed room card, and effects applied by hand."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeVar

import flet as ft

from ...content import ContentEntry, ContentLibrary
from ...games.infiltration.view import (
    EFFECT_ADAPTER,
    EFFECT_KINDS,
    ITEM_DESTINATIONS,
    NPC_NAMES,
    SECRET,
    SPECIAL_CARDS,
    Effect,
    Entering,
    InfiltrationState,
    ItemEntry,
    ItemText,
    PlaceNpc,
    RoomEntry,
    RoomFace,
)
from ...i18n import N_, _
from ..forms import WIDTH, dropdown, named, number_field, read_number
from .facility_view import room_name

NO_NPC = "No NPC"  # the dropdown's key for a reveal that places no NPC
# Where an item card goes once played (state.ITEM_DESTINATIONS), as the end of "then the card …".
AFTERWARDS = {
    "discard": N_("goes to the item discard pile"),
    "hand": N_("goes back to the hand"),
    "box": N_("goes back to the box"),
    "room": N_("stays in the room"),
}
FUNCTIONS = ("on_enter", "on_interface", "on_download", "on_advance", "on_retreat", "tech_lock_destroyed")


Card = TypeVar("Card", bound=ContentEntry)


def known_entry(entries: Sequence[Card], name: str) -> Card | None:
    """The library's card of that name, however it is capitalised or spaced (None: a new card)."""
    wanted = " ".join(name.split()).casefold()
    return next((e for e in entries if " ".join(e.name.split()).casefold() == wanted), None) if wanted else None


class CardForm:
    """What a room form and an item form share: a known card picked from the list, or typed by name, fills
    the form from the library (one way in, whichever way the card is reached); a typed name never replaces
    the library's card, unless ``save_changes`` is ticked."""

    def __init__(self, known: Sequence[RoomEntry | ItemEntry], name: ft.TextField, pick_label: str, new: str):
        self.known = {e.name: e for e in known}
        self.name = name
        self.pick = dropdown(pick_label, [("", new), *((n, n) for n in sorted(self.known))], "")
        self.pick.on_select = self.prefill
        self.name.on_change = self.match
        self.filled = ""  # the library card the form was filled from
        self.from_library = ft.Text("", theme_style=ft.TextThemeStyle.LABEL_MEDIUM, italic=True, visible=False)
        self.save_changes = ft.Checkbox(label=_("Also save my changes to this card in my library"), visible=False)
        self.remembered: dict[str, list[Effect]] = {}  # the card's typed functions, kept as they are
        self.on_fill: Callable[[Any], None] | None = None  # the functions editor lists what was filled

    def prefill(self, e: Any) -> None:
        entry = self.known.get(self.pick.value or "")
        if entry is not None:
            self.fill(entry, e)

    def match(self, e: Any) -> None:
        """A typed name that is a library card fills the form from it (once, as the name becomes it)."""
        entry = known_entry(list(self.known.values()), self.name.value or "")
        if entry is not None and entry.name != self.filled:
            self.fill(entry, e)
        elif entry is None and self.from_library.visible:
            self.from_library.visible = self.save_changes.visible = False
            if e is not None:
                self.from_library.update()
                self.save_changes.update()

    def fill(self, entry: Any, e: Any) -> None:
        """The form filled from the library's card ``entry``, saying so."""
        self.filled = entry.name
        self.pick.value = entry.name
        self.from_library.value = _("{name} is filled from your library: check it against the card.").format(
            name=entry.name
        )
        self.from_library.visible = self.save_changes.visible = True
        self.load(entry, e)
        if e is not None:
            for control in (self.pick, self.from_library, self.save_changes):
                control.update()

    def load(self, card: Any, e: Any) -> None:
        """Every field, and the functions editor's listing, from ``card`` (a library entry or the game's own)."""
        self.filled = self.name.value = getattr(card, "name", "")  # an item's text has no name of its own
        self.fill_fields(card)
        if e is not None:
            for control in (self.name, *self.fields()):
                control.update()
        if self.on_fill is not None:
            self.on_fill(e)

    def fill_fields(self, entry: Any) -> None:
        raise NotImplementedError

    def fields(self) -> list[ft.Control]:
        raise NotImplementedError


class RoomForm(CardForm):
    """The fields of a room card as it is revealed; known rooms from the library prefill them."""

    def __init__(self, known: list[RoomEntry], title: str):
        super().__init__(
            known,
            ft.TextField(label=_("Room name"), width=WIDTH),
            _("Fill from a known room"),
            _("(type a new room)"),
        )
        self.df = number_field(_("Available DF"), width=170)
        self.interface = ft.Checkbox(label=_("Interface token space"), value=False)
        self.lab_worker = number_field(_("Lab worker secure DF (blank: none)"), width=WIDTH)
        self.tech_lock = number_field(_("Tech lock secure DF (blank: none)"), width=WIDTH)
        self.npc = dropdown(_("Reveal places an NPC"), [(NO_NPC, _("No NPC"))] + [(n, n) for n in NPC_NAMES], NO_NPC)
        self.notes = ft.TextField(label=_("Other card text (the app shows it to confirm)"), width=WIDTH, multiline=True)
        self.controls = [
            ft.Text(title, weight=ft.FontWeight.BOLD),
            named(self.pick),
            self.name,
            self.from_library,
            self.df,
            self.interface,
            self.lab_worker,
            self.tech_lock,
            named(self.npc),
            self.notes,
        ]

    def fields(self) -> list[ft.Control]:
        return [self.df, self.interface, self.lab_worker, self.tech_lock, self.npc, self.notes]

    def fill_fields(self, entry: RoomEntry | RoomFace) -> None:
        if entry.df is not None:
            self.df.value = str(entry.df)
        if entry.interface is not None:
            self.interface.value = entry.interface
        self.lab_worker.value = "" if entry.lab_worker_secure is None else str(entry.lab_worker_secure)
        self.tech_lock.value = "" if entry.tech_lock_secure is None else str(entry.tech_lock_secure)
        self.notes.value = entry.notes
        self.npc.value = next((e.name for e in entry.on_reveal if isinstance(e, PlaceNpc)), NO_NPC)
        self.remembered = {key: list(getattr(entry, key)) for key in FUNCTIONS}
        self.remembered["on_reveal"] = [e for e in entry.on_reveal if not isinstance(e, PlaceNpc)]

    def read(self) -> RoomFace | None:
        self.match(None)  # a known name typed without its change being seen still brings its card
        name = (self.name.value or "").strip()
        if not name:
            self.name.error = _("Type the room's name")
            self.name.update()
            return None
        df = read_number(self.df, 0, 20)
        lab = read_number(self.lab_worker, 0, 20) if (self.lab_worker.value or "").strip() else None
        tech = read_number(self.tech_lock, 0, 20) if (self.tech_lock.value or "").strip() else None
        if (
            df is None
            or (self.lab_worker.value or "").strip()
            and lab is None
            or ((self.tech_lock.value or "").strip() and tech is None)
        ):
            return None
        functions = dict(self.remembered)
        placed = [] if self.npc.value in (None, NO_NPC) else [PlaceNpc(name=self.npc.value)]
        functions["on_reveal"] = [*functions.get("on_reveal", []), *placed]
        return RoomFace(
            name=name,
            df=df,
            interface=bool(self.interface.value),
            lab_worker_secure=lab,
            tech_lock_secure=tech,
            notes=(self.notes.value or "").strip()[:500],
            **functions,
        )


def known_rooms(library: ContentLibrary) -> list[RoomEntry]:
    """The room cards the content library knows (shipped or typed in at an earlier table)."""
    return [e for e in library.entries("infiltration", "rooms") if isinstance(e, RoomEntry)]


def remember(library: ContentLibrary, face: RoomFace | None, floor: str | None, replace: bool = False) -> None:
    """Keep a revealed room in the content library for next time (nothing invented: the table typed it); a
    card the library already has is replaced only when asked (``replace``)."""
    if face is None or known_entry(known_rooms(library), face.name) is not None and not replace:
        return
    library.add(
        "infiltration",
        "rooms",
        {
            **face.model_dump(mode="json"),
            "id": face.name.strip().lower().replace(" ", "-"),
            "floor": "" if floor in (None, "any") else floor,
        },
    )


class ItemForm(CardForm):
    """An item card's text, read once (RS l.83-85): its name, what it does (typed in the effects editor)
    and where the card goes afterwards; known items from the library prefill it."""

    def __init__(self, known: list[ItemEntry], title: str, name: str = ""):
        field = ft.TextField(label=_("Item card name"), width=WIDTH, value=name)
        super().__init__(known, field, _("Fill from a known item"), _("(type a new item)"))
        self.goes = dropdown(
            _("Afterwards the card goes"),
            [(k, _(v)[:1].upper() + _(v)[1:]) for k, v in ITEM_DESTINATIONS.items()],
            "discard",
        )
        self.notes = ft.TextField(label=_("Other item text (the app shows it to confirm)"), width=WIDTH, multiline=True)
        self.controls = [ft.Text(title, weight=ft.FontWeight.BOLD), named(self.pick), self.name, self.from_library]
        self.text_controls = [named(self.goes), self.notes]

    def fields(self) -> list[ft.Control]:
        return [self.goes, self.notes]

    def fill_fields(self, entry: ItemEntry | ItemText) -> None:
        self.goes.value, self.notes.value = entry.goes, entry.notes
        self.remembered = {"effects": list(entry.effects)}

    def read_name(self) -> str | None:
        name = (self.name.value or "").strip()[:60]
        if not name:
            self.name.error = _("Type the name printed on the item card")
            self.name.update()
            return None
        return name

    def read(self) -> ItemText:
        self.match(None)  # a known name typed without its change being seen still brings its text
        return ItemText(
            effects=self.remembered.get("effects", []),
            goes=self.goes.value or "discard",
            notes=(self.notes.value or "").strip()[:500],
        )


def known_items(library: ContentLibrary) -> list[ItemEntry]:
    """The item cards the content library knows (typed in box setup or at an earlier table)."""
    return [e for e in library.entries("infiltration", "items") if isinstance(e, ItemEntry)]


def remember_item(library: ContentLibrary, name: str, text: ItemText, replace: bool = False) -> None:
    """Keep an item's text in the content library for the next game (the table typed it); a card the library
    already has is replaced only when asked (``replace``)."""
    if known_entry(known_items(library), name) is not None and not replace:
        return
    library.add(
        "infiltration", "items", {**text.model_dump(mode="json"), "name": name, "id": name.lower().replace(" ", "-")}
    )


EFFECT_LABELS: dict[str, str] = {kind: cls.label for kind, cls in EFFECT_KINDS.items()}


def effect_choices() -> list[tuple[str, str]]:
    """Every kind of effect, by key, named in the phone's language (the engine's label is the source)."""
    return [(kind, _(label)) for kind, label in EFFECT_LABELS.items()]


class EffectForm:
    """One effect from a room or item text (or a correction), built from dropdowns and a number."""

    def __init__(self, state: InfiltrationState) -> None:
        self.state = state
        self.kind = dropdown(_("Effect"), effect_choices(), "proximity", on_select=self.fit)
        self.operative = dropdown(_("Operative"), [(str(i), op.name) for i, op in enumerate(state.operatives)])
        self.room = dropdown(_("Room"), [])
        self.note = ft.Text("", theme_style=ft.TextThemeStyle.LABEL_MEDIUM, italic=True)
        self.npc = dropdown(_("NPC or special card"), [(n, n) for n in (*NPC_NAMES, *SPECIAL_CARDS)])
        self.amount = number_field(_("Amount"), 1, width=170)
        self.item = ft.TextField(label=_("Item name (items only)"), width=WIDTH)
        self.reason = ft.TextField(label=_("Why (card name)"), width=WIDTH)
        self.controls = [
            named(self.kind),
            named(self.operative),
            named(self.room),
            named(self.npc),
            self.amount,
            self.item,
            self.reason,
            self.note,
        ]
        self.fit(None)

    def fit(self, e: ft.Event[ft.Dropdown] | None) -> None:
        """Offer only the rooms the effect can name, and say why before anything is typed: an NPC, an item
        or DF goes only onto a revealed room; an operative moved into a face-down room reveals it."""
        kind = EFFECT_KINDS[self.kind.value or "proximity"]
        face_up = kind.face_up_rooms_only
        rooms = [i for i in range(SECRET + 1) if not face_up or self.state.rooms[i].revealed]
        self.room.options = [ft.DropdownOption(key=str(i), text=room_name(self.state, i)) for i in rooms]
        if self.room.value not in {str(i) for i in rooms}:
            self.room.value = str(rooms[0]) if rooms else None
        self.note.value = (
            _("Only revealed rooms are offered: face-down rooms hold no NPC, item or DF.")
            if face_up
            else _("An operative moved into a face-down room reveals it: the app asks for its card next.")
            if issubclass(kind, Entering)
            else ""
        )
        if e is not None:
            self.room.update()
            self.note.update()

    def read(self) -> tuple[Effect, str] | None:
        amount = read_number(self.amount, -99, 99)
        if amount is None:
            return None
        kind = self.kind.value or "proximity"
        fields = EFFECT_KINDS[kind].model_fields
        name = (self.item.value or "").strip() if kind in {"place_item", "remove_item", "draw_item"} else self.npc.value
        given = {
            "operative": int(self.operative.value or 0),
            "room": int(self.room.value or 0),
            "amount": amount,
        }
        data = {"kind": kind, "name": name, **given}
        try:
            effect = EFFECT_ADAPTER.validate_python({key: value for key, value in data.items() if key in fields})
        except ValueError:
            self.amount.error = _("Check the amount and the name for this effect")
            self.amount.update()
            return None
        return effect, (self.reason.value or "").strip() or "by hand"
