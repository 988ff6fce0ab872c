"""The Siege of Columbia table screen: whose turn it is, what to do now, the VP race, the World
Event, Booker and Elizabeth, both factions with their upgrade grids, Victory Point cards and the
board (where moves are made)."""

from __future__ import annotations

import flet as ft

from ...games.columbia.view import FACTIONS
from ..context import TableContext
from ..widgets import keyed
from .actions import vp_cards_panel
from .board_list import board_panel
from .box import box_setup
from .box_copy import box_offer
from .by_hand import by_hand_panel
from .cards import card_steps_panel, decks_panel
from .corrections import corrections_panel
from .panels import booker_panel, event_panel, faction_panel, setup_panel, turn_banner, vp_race
from .steps import now_panel

__all__ = ["HAS_RESULT_CARD", "HAS_TURN_BANNER", "box_setup", "build_table"]

HAS_TURN_BANNER = True  # its own banner says whose turn it is and the step
HAS_RESULT_CARD = True  # the Now card says what was just done, its details under the next action's buttons


def build_table(ctx: TableContext) -> ft.Control:
    state = ctx.state
    return ft.Column(
        keyed(
            ("turn", turn_banner(state)),
            ("now", now_panel(ctx)),
            ("card steps", card_steps_panel(ctx) if state.card_steps else None),
            ("vp race", vp_race(state, box_offer(ctx, "territory VP"))),
            ("setup", setup_panel(state)),
            ("event", event_panel(state)),
            ("booker", booker_panel(state)),
            ("board", board_panel(ctx)),
            ("vp cards", vp_cards_panel(ctx)),
            ("decks", decks_panel(ctx)),
            *[(f"faction {f}", faction_panel(state, f)) for f in FACTIONS],
            ("by hand", by_hand_panel(ctx)),
            ("corrections", corrections_panel(ctx)),
        ),
        spacing=10,
    )
