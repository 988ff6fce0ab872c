"""Columbia's actions for the "legal now" query (:mod:`companion.engine.legal`): what a screen offers
as one button that a dialog then narrows down."""

from __future__ import annotations

from collections.abc import Collection
from typing import get_args

from ...engine import Action
from .commands.turn import BuyUpgrade, UpgradeKind
from .state import ColumbiaState, active_player, faction_of

HANDYMAN = "Handyman"
"""The card type the probe puts a new card's upgrade on (any card type not on the sheet takes one)."""


def actions_now(state: ColumbiaState) -> dict[str, Action]:
    """``buy_upgrade``: any upgrade of any card type on the active faction's sheet or of a card type not on it
    yet (rules summary l.126, l.212-232): a sheet whose cards are all at their most still takes a new card."""
    sheet = state.factions[faction_of(state, active_player(state))].sheet
    cards = [*sorted(sheet), _new_card(sheet)]
    return {
        "buy_upgrade": Action([BuyUpgrade(card=card, what=what) for card in cards for what in get_args(UpgradeKind)])
    }


def _new_card(sheet: Collection[str]) -> str:
    """A card type name not on ``sheet``."""
    name, n = HANDYMAN, 1
    while name in sheet:
        n += 1
        name = f"{HANDYMAN} {n}"
    return name
