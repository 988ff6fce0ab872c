"""Columbia's actions for the "legal now" query (:mod:`companion.engine.legal`): what a screen offers
as one button that a dialog then narrows down."""

from __future__ import annotations

from typing import get_args

from ...engine import Action
from .commands.turn import BuyUpgrade, UpgradeKind
from .state import ColumbiaState, active_player, faction_of

HANDYMAN = "Handyman"
"""The card type an upgrade goes on when no card is on the faction's sheet yet."""


def actions_now(state: ColumbiaState) -> dict[str, Action]:
    """``buy_upgrade``: any upgrade of any card type on the active faction's sheet (rules summary l.126, l.212-232)."""
    sheet = state.factions[faction_of(state, active_player(state))].sheet
    return {
        "buy_upgrade": Action(
            [BuyUpgrade(card=card, what=what) for card in sorted(sheet) or [HANDYMAN] for what in get_args(UpgradeKind)]
        )
    }
