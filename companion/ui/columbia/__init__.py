"""The Siege of Columbia table screen: whose turn it is, what to do now, the VP race, the World
Event, Booker and Elizabeth, both factions with their upgrade grids, Victory Point cards and the
board (where moves are made)."""

from __future__ import annotations

import flet as ft

from ...games.columbia.view import FACTIONS
from ..context import TableContext
from .actions import vp_cards_panel
from .board_list import board_panel
from .box import box_setup
from .by_hand import by_hand_panel
from .cards import card_steps_panel, decks_panel
from .corrections import corrections_panel
from .panels import booker_panel, event_panel, faction_panel, setup_panel, turn_banner, vp_race
from .steps import now_panel

__all__ = ["HAS_TURN_BANNER", "box_setup", "build_table"]

HAS_TURN_BANNER = True  # its own banner says whose turn it is and the step


def build_table(ctx: TableContext) -> ft.Control:
    state = ctx.state
    return ft.Column(
        [
            turn_banner(state),
            now_panel(ctx),
            *([card_steps_panel(ctx)] if state.card_steps else []),
            vp_race(state),
            setup_panel(state),
            event_panel(state),
            booker_panel(state),
            board_panel(ctx),
            vp_cards_panel(ctx),
            decks_panel(ctx),
            *[faction_panel(state, f) for f in FACTIONS],
            by_hand_panel(ctx),
            corrections_panel(ctx),
        ],
        spacing=10,
    )
