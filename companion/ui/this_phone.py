"""'This phone is…': which seats the phone in hand plays, kept in this browser per game.

The turn banner then says "Your turn, Ann" on Ann's phone and "Ann's turn" on the others.
"""

from __future__ import annotations

import flet as ft

from .context import TableContext
from .prefs import PhoneStore


def seats_text(ctx: TableContext, seats: frozenset[int]) -> str:
    """ "This phone is Ann and Bob" (or "This phone is…" when it plays no seat yet)."""
    names = [name for seat, name in enumerate(ctx.state.player_names) if seat in seats]
    return f"This phone is {' and '.join(names)}" if names else "This phone is…"


def phone_name(names: list[str], seats: frozenset[int]) -> str:
    """How the log names this phone: "Ann's phone", "Ann and Bob's phone" ("" when it plays no seat)."""
    played = [name for seat, name in enumerate(names) if seat in seats]
    return f"{' and '.join(played)}'s phone" if played else ""


def this_phone_chooser(ctx: TableContext, phone: PhoneStore) -> ft.Control:
    """A button naming this phone's seats; it opens a tick list of the players and stores the choice."""
    game_id = ctx.session.game_id
    mine = phone.values.mine(game_id)

    def choose(e: ft.Event[ft.TextButton]) -> None:
        boxes = [
            ft.Checkbox(label=name, value=seat in mine, data=seat) for seat, name in enumerate(ctx.state.player_names)
        ]

        def save(e: ft.Event[ft.Button]) -> None:
            phone.set_seats(game_id, {box.data for box in boxes if box.value})
            ctx.close_dialog()
            ctx.toast("Saved on this phone.")
            ctx.redraw()

        ctx.open_dialog(
            ft.AlertDialog(
                title=ft.Text("Who plays on this phone?"),
                content=ft.Column(
                    [ft.Text("Tick every seat this phone plays (a shared phone may play several)."), *boxes],
                    tight=True,
                ),
                actions=[
                    ft.TextButton("Cancel", on_click=lambda e: ctx.close_dialog()),
                    ft.Button("Save", on_click=save),
                ],
            )
        )

    return ft.TextButton(seats_text(ctx, mine), icon=ft.Icons.PHONE_ANDROID, on_click=choose)
