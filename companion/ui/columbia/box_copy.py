"""Box content entered after a game started: what the game lacks that the library has, offered right
where the game says it is missing (the combat odds, the vote's chance, the territory VP, a Sky-Line
ride), and copied in with commands (logged, undoable)."""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from ...games.columbia.view import (
    ActionCardEntry,
    BoardEntry,
    ColumbiaState,
    DieEntry,
    PoolEntry,
    SetBoard,
    SetDiceFaces,
    entries_of,
)
from ...i18n import N_, _
from ..context import TableContext

GAME = "columbia"
PARTS = {
    "dice": N_("Use the dice faces from your box setup"),
    "territory VP": N_("Use the territory Victory Points from your box setup"),
    "adjacency": N_("Use the blue borders from your box setup"),
    "skylines": N_("Use the Sky-Lines from your box setup"),
    "pools": N_("Use the piece pools from your box setup"),
    "abilities": N_("Use the card abilities from your box setup"),
}


def missing(ctx: TableContext) -> list[str]:
    """The parts of the library's box content this game has not got (keys of :data:`PARTS`)."""
    state: ColumbiaState = ctx.state
    board = entries_of(ctx.library, "board", BoardEntry)[-1]
    known_vp = {t.id for t in state.territories if t.vp is not None}
    lacking = {
        "dice": any(d.faces and not state.dice.get(d.id) for d in entries_of(ctx.library, "dice", DieEntry)),
        "territory VP": any(t.vp is not None and t.id not in known_vp for t in board.territories),
        "adjacency": board.adjacency is not None and state.adjacency is None,
        "skylines": bool(board.skylines) and not state.skylines,
        "pools": any(
            e.pool != state.pools.get(e.id) and e.player_entered for e in entries_of(ctx.library, "pools", PoolEntry)
        ),
        "abilities": any(
            c.special is not None and c.name not in state.abilities
            for c in entries_of(ctx.library, "action_cards", ActionCardEntry)
        ),
    }
    return [part for part, lacks in lacking.items() if lacks]


def copy_box(ctx: TableContext) -> None:
    """Dice faces, territory VP, adjacency, Sky-Lines, piece pools, destruction markers and card abilities
    from the library into this game's state."""
    for entry in entries_of(ctx.library, "dice", DieEntry):
        if entry.faces and entry.faces != ctx.state.dice.get(entry.id):
            ctx.execute(SetDiceFaces(die=entry.id, faces=entry.faces))
    board = entries_of(ctx.library, "board", BoardEntry)[-1]
    cards = entries_of(ctx.library, "action_cards", ActionCardEntry)
    ctx.execute(
        SetBoard(
            territory_vp={t.id: t.vp for t in board.territories if t.vp is not None},
            adjacency=board.adjacency,
            skylines=board.skylines or None,
            pools={e.id: e.pool for e in entries_of(ctx.library, "pools", PoolEntry)} or None,
            destruction_markers=board.destruction_markers,
            abilities={
                c.name: c.special
                for c in cards
                if c.special is not None and ctx.state.abilities.get(c.name) != c.special
            }
            or None,
        )
    )
    ctx.toast(_("Box content copied into this game."))


def box_offer(ctx: TableContext, part: str, reopen: Callable[[], object] | None = None) -> list[ft.Control]:
    """A button copying the box content in, where the game says ``part`` is missing and the library has it;
    in a dialog, ``reopen`` opens it again once the content is in (the dialog closes first: the copy's
    message must not come between it and the phone's dialog stack)."""
    if part not in missing(ctx):
        return []

    def copy(e: object) -> None:
        if reopen is not None:
            ctx.close_dialog()
        copy_box(ctx)
        if reopen is not None:
            reopen()

    return [ft.TextButton(_(PARTS[part]), icon=ft.Icons.INVENTORY_2, on_click=copy)]
