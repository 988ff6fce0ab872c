"""The facility as a path of room tiles with operatives and NPCs on them, and the operatives' cards."""

from __future__ import annotations

import flet as ft

from ...games.infiltration.view import CARD_NAMES, SECRET, UNNAMED_ITEM, InfiltrationState, Operative, slot_label
from ...i18n import N_, _, ngettext
from ..context import TableContext

# Theme colour roles (background, text on it): every tile reads in light and dark themes alike.
FLOOR_COLOURS = {
    "first": (ft.Colors.PRIMARY_CONTAINER, ft.Colors.ON_PRIMARY_CONTAINER),
    "second": (ft.Colors.TERTIARY_CONTAINER, ft.Colors.ON_TERTIARY_CONTAINER),
    "any": (ft.Colors.SECONDARY_CONTAINER, ft.Colors.ON_SECONDARY_CONTAINER),
    "secret": (ft.Colors.ERROR_CONTAINER, ft.Colors.ON_ERROR_CONTAINER),
}
FLOOR_WORDS = {
    "first": N_("first floor"),
    "second": N_("second floor"),
    "any": N_("either floor"),
    "secret": N_("secret room"),
}
STATUS_WORDS = {"inside": N_("inside"), "escaped": N_("escaped"), "eliminated": N_("eliminated")}
FACE_DOWN = (ft.Colors.SURFACE_CONTAINER_HIGHEST, ft.Colors.ON_SURFACE_VARIANT)
SMALL = ft.TextThemeStyle.LABEL_MEDIUM


def floor_words(state: InfiltrationState, index: int) -> str:
    """The floor of room ``index`` in the phone's language ("first floor", "secret room")."""
    return _(FLOOR_WORDS[state.rooms[index].floor])


def room_name(state: InfiltrationState, index: int) -> str:
    """Room ``index`` by its slot and card ("R3 Server Farm"), or its slot while face down."""
    slot = state.rooms[index]
    return (
        f"{slot_label(index)} {slot.face.name}" if slot.face else _("{room} (face down)").format(room=slot_label(index))
    )


def short_name(name: str) -> str:
    """A tile-sized name: the first word ("Mr. White" keeps both)."""
    words = name.replace("'", "").split()
    if not words:
        return "?"
    return " ".join(words[:2]) if words[0].endswith(".") else words[0]


def _marker(icon: ft.IconData, text: str, colour: str | None = None) -> ft.Control:
    return ft.Row(
        [ft.Icon(icon, size=14, color=colour), ft.Text(text, theme_style=SMALL, color=colour, expand=True)],
        spacing=2,
        tight=True,
    )


def room_tile(state: InfiltrationState, index: int) -> ft.Control:
    slot = state.rooms[index]
    ops = [op for op in state.operatives if op.inside and op.room == index]
    background, ink = FLOOR_COLOURS.get(slot.floor, FACE_DOWN) if slot.face else FACE_DOWN
    lines: list[ft.Control] = [
        ft.Text(slot_label(index), theme_style=SMALL, weight=ft.FontWeight.BOLD, color=ink),
        ft.Text(
            slot.face.name if slot.face else _("face down"),
            theme_style=SMALL,
            color=ink,
            max_lines=2,
            italic=slot.face is None,
            overflow=ft.TextOverflow.ELLIPSIS,
        ),
    ]
    if slot.face:
        tokens = [f"DF {slot.df_available}"]
        tokens += [t for t, on in (("IF", slot.interface_token), ("LW", slot.lab_worker), ("TL", slot.tech_lock)) if on]
        lines.append(ft.Text(" ".join(tokens), theme_style=SMALL, color=ink))
    for op in ops:
        marks = ("W" if op.wounded else "") + ("D" if op.delayed else "")
        lines.append(_marker(ft.Icons.PERSON, f"{short_name(op.name)}{' ' + marks if marks else ''}", ink))
    for npc in slot.npcs:
        label = npc.name if npc.face_up else _("{npc} (face down)").format(npc=npc.name)
        lines.append(_marker(ft.Icons.WARNING_AMBER, label, ink))
    for item in slot.items:
        lines.append(_marker(ft.Icons.INVENTORY_2, item, ink))
    summary = f"{slot_label(index)}: {slot.face.name if slot.face else _('face down')}"
    return ft.Semantics(
        label=summary,
        content=ft.Container(
            content=ft.Column(lines, spacing=1, tight=True),
            width=88,
            padding=4,
            border_radius=6,
            bgcolor=background,
            border=ft.Border.all(2, ft.Colors.PRIMARY) if ops else ft.Border.all(1, ft.Colors.OUTLINE_VARIANT),
        ),
    )


def facility(state: InfiltrationState) -> ft.Control:
    """R1..R12 in a wrapping path, then the secret room apart."""
    path = [room_tile(state, i) for i in range(SECRET)]
    return ft.Column(
        [
            ft.Row(path, wrap=True, spacing=4, run_spacing=4),
            ft.Row(
                [ft.Text(_("Secret room:"), theme_style=ft.TextThemeStyle.BODY_MEDIUM), room_tile(state, SECRET)],
                spacing=8,
            ),
            ft.Row(
                [
                    _marker(ft.Icons.PERSON, _("operative (W wounded, D delayed)")),
                    _marker(ft.Icons.WARNING_AMBER, _("NPC")),
                ],
                wrap=True,
            ),
            ft.Text(_("IF interface token · LW lab worker · TL tech lock"), theme_style=SMALL, italic=True),
        ],
        spacing=6,
    )


def operatives(ctx: TableContext) -> ft.Control:
    """Each operative's room, DF count and cards. A hand of item cards is private (RS l.174): named only on
    the phone that plays its player; elsewhere counted, and on a shared phone its player may tap to look."""
    state: InfiltrationState = ctx.state
    rows: list[ft.Control] = []
    for i, op in enumerate(state.operatives):
        where = slot_label(op.room) if op.inside else _(STATUS_WORDS[op.status])
        flags = [f for f, on in ((_("wounded"), op.wounded), (_("delayed"), op.delayed)) if on]
        cards = f" · {', '.join(op.specials)}" if op.specials else ""
        cards += f" · {hand(op.items) if op.player in ctx.mine else _count(op.items)}"
        chosen = _committed(op)
        line = ft.Text(
            _("{name} ({player}): {where}, {n} DF").format(
                name=op.name, player=state.player_names[op.player], where=where, n=op.df_tokens
            )
            + f"{', ' + ', '.join(flags) if flags else ''}{cards}{chosen}",
            theme_style=ft.TextThemeStyle.BODY_MEDIUM,
        )
        if not ctx.mine and op.items:
            look = ft.TextButton(
                _("Show {name}'s hand").format(name=op.name), on_click=lambda e, i=i: _show_hand(ctx, i)
            )
            rows.append(ft.Column([line, look], spacing=0))
        else:
            rows.append(line)
    piles = _("Item deck: {deck} cards · item discard pile: {discard} cards").format(
        deck=state.item_deck, discard=state.item_discard
    )
    rows.append(ft.Text(piles, theme_style=ft.TextThemeStyle.BODY_MEDIUM, italic=True))
    return ft.Column(rows, spacing=2)


def _committed(op: Operative) -> str:
    """The card an operative committed this round: face down it is only "chosen" (RS l.57); flipped, it is
    public (RS l.65)."""
    if not op.selected:
        return ""
    if not op.flip:
        return " · " + _("card chosen")
    if op.selected == "item":
        return " · " + _("flipped an item card")
    return " · " + _("flipped {card}").format(card=_(CARD_NAMES[op.selected]))


def _count(items: list[str]) -> str:
    if not items:
        return _("no item card in hand")
    return ngettext("{n} item card in hand", "{n} item cards in hand", len(items)).format(n=len(items))


def _show_hand(ctx: TableContext, operative: int) -> None:
    """The hand, for its player's eyes only, on a phone passed round (closed again before passing it on)."""
    op = ctx.state.operatives[operative]
    ctx.open_dialog(
        ft.AlertDialog(
            title=ft.Text(_("{name}'s hand").format(name=op.name)),
            content=ft.Text(
                _("Only {name} looks. {hand}.").format(name=ctx.state.player_names[op.player], hand=hand(op.items))
            ),
            actions=[ft.Button(_("Hide the hand"), on_click=lambda e: ctx.close_dialog())],
        )
    )


def hand(items: list[str]) -> str:
    """A hand of item cards in words: the names known, then how many the app was not told."""
    named = [i for i in items if i != UNNAMED_ITEM]
    unnamed = len(items) - len(named)
    parts = named + ([ngettext("{n} unnamed item", "{n} unnamed items", unnamed).format(n=unnamed)] if unnamed else [])
    if not items:
        return _("no item card in hand")
    return _("{n} in hand: {cards}").format(n=len(items), cards=", ".join(parts))
