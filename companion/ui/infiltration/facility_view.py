"""The facility as a path of room tiles with operatives and NPCs on them, and the operatives' cards."""

from __future__ import annotations

import flet as ft

from ...games.infiltration.facility import slot_label
from ...games.infiltration.state import SECRET, InfiltrationState

FLOOR_COLOURS = {
    "first": ft.Colors.BLUE_100,
    "second": ft.Colors.AMBER_100,
    "any": ft.Colors.BLUE_GREY_100,
    "secret": ft.Colors.RED_100,
}


def _short(name: str) -> str:
    """A tile-sized name: the first word ("Mr. White" keeps both)."""
    words = name.replace("'", "").split()
    if not words:
        return "?"
    return " ".join(words[:2]) if words[0].endswith(".") else words[0]


def _marker(icon, text: str, colour) -> ft.Control:
    return ft.Row(
        [ft.Icon(icon, size=12, color=colour), ft.Text(text, size=10, color=colour, expand=True)], spacing=2, tight=True
    )


def room_tile(state: InfiltrationState, index: int) -> ft.Control:
    slot = state.rooms[index]
    ops = [op for op in state.operatives if op.inside and op.room == index]
    lines: list[ft.Control] = [
        ft.Text(slot_label(index), size=11, weight=ft.FontWeight.BOLD),
        ft.Text(
            slot.face.name if slot.face else "face down",
            size=11,
            max_lines=2,
            italic=slot.face is None,
            overflow=ft.TextOverflow.ELLIPSIS,
        ),
    ]
    if slot.face:
        tokens = [f"DF {slot.df_available}"]
        tokens += [t for t, on in (("IF", slot.interface_token), ("LW", slot.lab_worker), ("TL", slot.tech_lock)) if on]
        lines.append(ft.Text(" ".join(tokens), size=10))
    for op in ops:
        marks = ("W" if op.wounded else "") + ("D" if op.delayed else "")
        lines.append(_marker(ft.Icons.PERSON, f"{_short(op.name)}{' ' + marks if marks else ''}", ft.Colors.BLUE_900))
    for npc in slot.npcs:
        label = npc.name if npc.face_up else f"{npc.name} (down)"
        lines.append(_marker(ft.Icons.WARNING_AMBER, label, ft.Colors.RED_900))
    for item in slot.items:
        lines.append(_marker(ft.Icons.INVENTORY_2, item, ft.Colors.BLACK))
    summary = f"{slot_label(index)}: {slot.face.name if slot.face else 'face down'}"
    return ft.Semantics(
        label=summary,
        content=ft.Container(
            content=ft.Column(lines, spacing=1, tight=True),
            width=88,
            padding=4,
            border_radius=6,
            bgcolor=FLOOR_COLOURS.get(slot.floor) if slot.face else ft.Colors.GREY_200,
            border=ft.Border.all(2, ft.Colors.BLUE_700) if ops else None,
        ),
    )


def facility(state: InfiltrationState) -> ft.Control:
    """R1..R12 in a wrapping path, then the secret room apart."""
    path = [room_tile(state, i) for i in range(SECRET)]
    return ft.Column(
        [
            ft.Row(path, wrap=True, spacing=4, run_spacing=4),
            ft.Row([ft.Text("Secret room:", size=12), room_tile(state, SECRET)], spacing=8),
            ft.Row(
                [
                    _marker(ft.Icons.PERSON, "operative (W wounded, D delayed)", ft.Colors.BLUE_900),
                    _marker(ft.Icons.WARNING_AMBER, "NPC", ft.Colors.RED_900),
                ],
                wrap=True,
            ),
            ft.Text("IF interface token · LW lab worker · TL tech lock", size=10, italic=True),
        ],
        spacing=6,
    )


def operatives(state: InfiltrationState) -> ft.Control:
    rows = []
    for op in state.operatives:
        where = slot_label(op.room) if op.inside else op.status
        flags = [f for f, on in (("wounded", op.wounded), ("delayed", op.delayed)) if on]
        cards = f" · {', '.join(op.specials)}" if op.specials else ""
        cards += f" · items: {', '.join(op.items)}" if op.items else ""
        chosen = " · card chosen" if op.selected and not op.resolved else ""
        rows.append(
            ft.Text(
                f"{op.name} ({state.player_names[op.player]}): {where}, {op.df_tokens} DF"
                f"{', ' + ', '.join(flags) if flags else ''}{cards}{chosen}",
                size=12,
            )
        )
    return ft.Column(rows, spacing=2)
