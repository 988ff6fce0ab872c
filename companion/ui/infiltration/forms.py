"""Forms for what only the table can read: a revealed room card, and effects applied by hand."""

from __future__ import annotations

import flet as ft

from ...games.infiltration.effects import OPERATIVE_KINDS, ROOM_KINDS, Effect, EffectKind
from ...games.infiltration.facility import room_title
from ...games.infiltration.state import NPC_NAMES, SECRET, SPECIAL_CARDS, RoomFace
from ..forms import WIDTH, dropdown, named
from ..widgets import number_field, read_number

AMOUNT_KINDS = {"proximity", "alarm", "add_df", "take_df", "df_to_box"}
NAME_KINDS = {
    "place_npc",
    "remove_npc",
    "flip_npc",
    "move_npc",
    "take_special",
    "return_special",
    "place_item",
    "remove_item",
}
NO_NPC = "No NPC"


class RoomForm:
    """The fields of a room card as it is revealed; known rooms from the library prefill them."""

    def __init__(self, known: list, title: str):
        self.known = {e.name: e for e in known}
        self.name = ft.TextField(label="Room name", width=WIDTH)
        known_rooms = [(n, n) for n in sorted(self.known)]
        self.pick = dropdown("Fill from a known room", [("", "(type a new room)"), *known_rooms], "")
        self.pick.on_select = self._prefill
        self.df = number_field("Available DF", width=170)
        self.interface = ft.Checkbox(label="Interface token space", value=False)
        self.lab_worker = number_field("Lab worker secure DF (blank: none)", width=WIDTH)
        self.tech_lock = number_field("Tech lock secure DF (blank: none)", width=WIDTH)
        self.npc = dropdown("Reveal places an NPC", [(NO_NPC, NO_NPC)] + [(n, n) for n in NPC_NAMES], NO_NPC)
        self.controls = [
            ft.Text(title, weight=ft.FontWeight.BOLD),
            named(self.pick),
            self.name,
            self.df,
            self.interface,
            self.lab_worker,
            self.tech_lock,
            named(self.npc),
        ]

    def _prefill(self, e) -> None:
        entry = self.known.get(self.pick.value or "")
        if entry is None:
            return
        self.name.value = entry.name
        if entry.df is not None:
            self.df.value = str(entry.df)
        if entry.interface is not None:
            self.interface.value = entry.interface
        self.lab_worker.value = "" if entry.lab_worker_secure is None else str(entry.lab_worker_secure)
        self.tech_lock.value = "" if entry.tech_lock_secure is None else str(entry.tech_lock_secure)
        for field in (self.name, self.df, self.interface, self.lab_worker, self.tech_lock):
            field.update()

    def read(self) -> RoomFace | None:
        name = (self.name.value or "").strip()
        if not name:
            self.name.error = "Type the room's name"
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
        return RoomFace(
            name=name, df=df, interface=bool(self.interface.value), lab_worker_secure=lab, tech_lock_secure=tech
        )

    def effects(self, room: int) -> list[Effect]:
        return [] if self.npc.value == NO_NPC else [Effect(kind="place_npc", name=self.npc.value, room=room)]


def remember(library, face: RoomFace, floor: str) -> None:
    """Keep a revealed room in the content library for next time (nothing invented: the table typed it)."""
    library.add(
        "infiltration",
        "rooms",
        {
            "id": face.name.strip().lower().replace(" ", "-"),
            "name": face.name,
            "floor": "" if floor == "any" else floor,
            "df": face.df,
            "interface": face.interface,
            "lab_worker_secure": face.lab_worker_secure,
            "tech_lock_secure": face.tech_lock_secure,
        },
    )


EFFECT_LABELS: dict[str, str] = {
    "proximity": "Raise proximity",
    "alarm": "Change the alarm",
    "wound": "Wound an operative",
    "heal": "Heal an operative",
    "delay": "Delay an operative",
    "undelay": "Clear a delay",
    "move": "Move an operative to a room",
    "escape": "An operative escapes",
    "place_npc": "Place an NPC",
    "remove_npc": "Destroy an NPC (to the box)",
    "flip_npc": "Turn an NPC over",
    "move_npc": "Move an NPC",
    "destroy_lab_worker": "Destroy a lab worker",
    "destroy_tech_lock": "Destroy a tech lock",
    "remove_interface": "Remove an interface token",
    "add_df": "Add DF from the server pool",
    "take_df": "Operative takes DF in its room",
    "df_to_box": "Room's DF to the box",
    "take_special": "Operative takes a special card",
    "return_special": "Operative returns a special card",
    "place_item": "Leave an item in a room",
    "remove_item": "Remove an item from a room",
}


class EffectForm:
    """One effect from a room or item text (or a correction), built from dropdowns and a number."""

    def __init__(self, state):
        self.kind = dropdown("Effect", list(EFFECT_LABELS.items()), "proximity")
        self.operative = dropdown("Operative", [(str(i), op.name) for i, op in enumerate(state.operatives)])
        self.room = dropdown("Room", [(str(i), room_title(state, i)) for i in range(SECRET + 1)])
        self.npc = dropdown("NPC or special card", [(n, n) for n in (*NPC_NAMES, *SPECIAL_CARDS)])
        self.amount = number_field("Amount", 1, width=170)
        self.item = ft.TextField(label="Item name (items only)", width=WIDTH)
        self.reason = ft.TextField(label="Why (card name)", width=WIDTH)
        self.controls = [
            named(self.kind),
            named(self.operative),
            named(self.room),
            named(self.npc),
            self.amount,
            self.item,
            self.reason,
        ]

    def read(self) -> tuple[Effect, str] | None:
        amount = read_number(self.amount, -99, 99)
        if amount is None:
            return None
        kind: EffectKind = self.kind.value
        name = (self.item.value or "").strip() if kind in {"place_item", "remove_item"} else self.npc.value
        effect = Effect(
            kind=kind,
            operative=int(self.operative.value) if kind in OPERATIVE_KINDS else None,
            room=int(self.room.value) if kind in ROOM_KINDS else None,
            amount=amount if kind in AMOUNT_KINDS else 0,
            name=name if kind in NAME_KINDS else "",
        )
        return effect, (self.reason.value or "").strip() or "by hand"
