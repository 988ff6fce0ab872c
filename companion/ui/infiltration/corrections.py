"""A remembered card text corrected at the table: a revealed room's card, or an item's text, read wrong the
first time. The game uses the correction from then on; the library changes only when the table asks."""

from __future__ import annotations

from typing import Any

import flet as ft

from ...games.infiltration.view import CorrectItemText, CorrectRoomCard, InfiltrationState
from ...i18n import N_, _
from ..context import TableContext
from ..forms import command_dialog, dropdown, named
from ..widgets import action_button
from .box import ADD_TO_ITEM, ITEM_MOMENTS, RoomFunctions
from .facility_view import room_name
from .forms import ItemForm, RoomForm, known_items, known_rooms, remember, remember_item

ALSO_LIBRARY = N_("Also correct it in my library (for the next games)")


def correction_buttons(ctx: TableContext) -> list[ft.Control]:
    """The two corrections, each disabled with its reason while there is nothing to correct."""
    state: InfiltrationState = ctx.state
    rooms = "" if any(r.face for r in state.rooms) else _("No room card is revealed yet.")
    items = "" if state.item_texts else _("No item text is remembered yet: it is typed when the item is first played.")
    return [
        action_button(_("Correct a revealed room card"), lambda e: correct_room(ctx), rooms, ft.Icons.EDIT_NOTE),
        action_button(_("Correct a remembered item text"), lambda e: correct_item(ctx), items, ft.Icons.EDIT_NOTE),
    ]


def correct_room(ctx: TableContext) -> None:
    """Pick a revealed room: its card as the game has it fills the form; correct it and send it."""
    state: InfiltrationState = ctx.state
    revealed = [i for i, r in enumerate(state.rooms) if r.face]
    form = RoomForm(known_rooms(ctx.library), _("The card as it reads"))
    functions = RoomFunctions(form, ctx.toast)
    which = dropdown(_("Room"), [(str(i), room_name(state, i)) for i in revealed], str(revealed[0]))
    library = ft.Checkbox(label=_(ALSO_LIBRARY), value=False)

    def load(e: Any) -> None:
        form.load(state.rooms[int(which.value or revealed[0])].face, e)

    which.on_select = load
    load(None)

    def build() -> CorrectRoomCard | None:
        face = form.read()
        return None if face is None else CorrectRoomCard(room=int(which.value or revealed[0]), face=face)

    def after() -> None:
        room = int(which.value or revealed[0])
        if library.value:
            remember(ctx.library, ctx.state.rooms[room].face, state.rooms[room].floor, replace=True)

    controls = [named(which), *form.controls[1:], functions.tile(), library]  # no "fill from a known room"
    command_dialog(ctx, _("Correct a room card"), controls, _("Correct the card"), build, after=after)


def correct_item(ctx: TableContext) -> None:
    """Pick a remembered item: its text as the game has it fills the form; correct it and send it."""
    state: InfiltrationState = ctx.state
    names = sorted(state.item_texts)
    form = ItemForm(known_items(ctx.library), "")
    functions = RoomFunctions(form, ctx.toast, ITEM_MOMENTS, ADD_TO_ITEM)
    which = dropdown(_("Item"), [(n, n) for n in names], names[0])
    library = ft.Checkbox(label=_(ALSO_LIBRARY), value=False)

    def load(e: Any) -> None:
        form.load(state.item_texts[which.value or names[0]], e)  # no name: no library card fills the form

    which.on_select = load
    load(None)

    def build() -> CorrectItemText:
        return CorrectItemText(name=which.value or names[0], text=form.read())

    def after() -> None:
        name = which.value or names[0]
        if library.value:
            remember_item(ctx.library, name, ctx.state.item_texts[name], replace=True)

    controls = [named(which), *form.text_controls, *functions.controls, library]
    command_dialog(ctx, _("Correct an item's text"), controls, _("Correct the text"), build, after=after)
