"""'This phone is…': which seats the phone in hand plays, kept in this browser per game and held at the table
(:mod:`companion.table.seats`): a seat one phone holds is no other phone's until it is given up or handed over.

The turn banner then says "Your turn, Ann" on Ann's phone and "Ann's turn" on the others.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Callable

import flet as ft

from ..browser import IN_BROWSER
from ..i18n import _
from ..table.seats import SeatClaims
from .context import TableContext
from .prefs import PhoneStore


def seats_text(ctx: TableContext, seats: frozenset[int]) -> str:
    """ "This phone is Ann and Bob" (or "This phone is…" when it plays no seat yet)."""
    names = [name for seat, name in enumerate(ctx.state.player_names) if seat in seats]
    return _("This phone is {names}").format(names=_(" and ").join(names)) if names else _("This phone is…")


def phone_name(names: list[str], seats: frozenset[int]) -> str:
    """How the log names this phone: "Ann's phone", "Ann and Bob's phone" ("" when it plays no seat)."""
    played = [name for seat, name in enumerate(names) if seat in seats]
    return f"{' and '.join(played)}'s phone" if played else ""


def is_host(page: ft.Page) -> bool:
    """Whether ``page`` is the host's screen: the browser on the computer that serves the table (or a phone
    alone, the static build)."""
    if IN_BROWSER:
        return True
    try:
        return ipaddress.ip_address(page.client_ip or "").is_loopback
    except ValueError:
        return False


def this_phone_chooser(ctx: TableContext, phone: PhoneStore, claims: SeatClaims) -> ft.Control:
    """A button naming this phone's seats; it opens a tick list of the players and claims the choice: a seat
    another phone holds is greyed (the host's screen can hand it over)."""
    game_id = ctx.session.game_id
    mine = ctx.mine
    names = ctx.state.player_names

    def choose(e: ft.Event[ft.TextButton]) -> None:
        me = phone.values.phone
        taken = {seat for seat, holder in claims.holders(game_id).items() if holder != me and seat < len(names)}
        boxes = [
            ft.Checkbox(
                label=_("{name} (another phone's)").format(name=name) if seat in taken else name,
                value=seat in mine,
                data=seat,
                disabled=seat in taken,
            )
            for seat, name in enumerate(names)
        ]

        def save(e: ft.Event[ft.Button]) -> None:
            wanted = {box.data for box in boxes if box.value}
            held = claims.claim(game_id, me, wanted)
            phone.set_seats(game_id, set(held))
            ctx.close_dialog()
            lost = [names[seat] for seat in sorted(wanted - held)]
            lost_words = _("{names}: another phone's now.").format(names=_(" and ").join(lost))
            ctx.toast(lost_words if lost else _("Saved on this phone."))
            ctx.redraw()

        def hand_over(seat: int) -> Callable[[ft.Event[ft.TextButton]], None]:
            def free(e: ft.Event[ft.TextButton]) -> None:
                claims.hand_over(game_id, seat)
                ctx.close_dialog()
                ctx.toast(
                    _("{name}'s seat is free: the phone that plays it now ticks it there.").format(name=names[seat])
                )
                ctx.redraw()

            return free

        handovers: list[ft.Control] = [
            ft.TextButton(_("Hand {name}'s seat over").format(name=names[seat]), on_click=hand_over(seat))
            for seat in sorted(taken)
            if is_host(ctx.page)
        ]
        ctx.open_dialog(
            ft.AlertDialog(
                title=ft.Text(_("Who plays on this phone?")),
                content=ft.Column(
                    [
                        ft.Text(
                            _(
                                "Tick every seat this phone plays (a shared phone may play several). A seat stays "
                                "its phone's until that phone unticks it or the host hands it over."
                            )
                        ),
                        *boxes,
                        *handovers,
                    ],
                    tight=True,
                ),
                scrollable=True,  # six seats and their hand-over buttons on a small phone
                actions=[
                    ft.TextButton(_("Cancel"), on_click=lambda e: ctx.close_dialog()),
                    ft.Button(_("Save"), on_click=save),
                ],
            )
        )

    return ft.TextButton(seats_text(ctx, mine), icon=ft.Icons.PHONE_ANDROID, on_click=choose)
