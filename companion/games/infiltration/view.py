"""Infiltration as the table screens see it: the one module of this game that :mod:`companion.ui` imports.

State models and read-only queries, command types (the screens build commands, never change a state),
content entries for box setup, and the odds the dialogs show. A name the UI needs is added here; the
rest of the package stays free to change (tests/ui/test_game_views.py holds the UI to it).
"""

from __future__ import annotations

from .board import CARD_NAMES, ITEMS_DEALT, NPC_NAMES, SECRET, SPECIAL_CARDS, UNNAMED_ITEM
from .commands import (
    Adjust,
    ChooseFirstPlayer,
    ChooseOperative,
    CorrectItemText,
    CorrectRoomCard,
    DraftKeep,
    EnterScores,
    ResolveCard,
    RevealEntryRoom,
    RevealRoom,
    RollSecurity,
    RunNpcPhase,
    SelectCard,
    cards_for,
    destination,
    draft_closed,
    draft_hands,
    why_not_card,
)
from .commands.setup import entering_order
from .content import ItemEntry, RoomEntry
from .effects import (
    ACTING,
    ADJACENT,
    CHOSEN,
    EFFECT_ADAPTER,
    EFFECT_KINDS,
    EVERY,
    HERE,
    NEXT,
    TARGET_WORDS,
    BaseEffect,
    Effect,
    Entering,
    OperativeEffect,
    PlaceNpc,
)
from .facility import forward, room_title, slot_label
from .forecast import expected_rounds, forecast
from .phases import next_to_resolve, unselected
from .recap import recap
from .setup import setup_checklist
from .state import ITEM_DESTINATIONS, InfiltrationState, ItemText, Operative, RoomFace

__all__ = [
    "CARD_NAMES",
    "recap",
    "Entering",
    "Operative",
    "RevealRoom",
    "ACTING",
    "ADJACENT",
    "NEXT",
    "CorrectItemText",
    "CorrectRoomCard",
    "Adjust",
    "BaseEffect",
    "CHOSEN",
    "ChooseFirstPlayer",
    "ChooseOperative",
    "DraftKeep",
    "EFFECT_ADAPTER",
    "EFFECT_KINDS",
    "EVERY",
    "Effect",
    "EnterScores",
    "HERE",
    "ITEMS_DEALT",
    "ITEM_DESTINATIONS",
    "InfiltrationState",
    "ItemEntry",
    "ItemText",
    "NPC_NAMES",
    "OperativeEffect",
    "PlaceNpc",
    "ResolveCard",
    "RevealEntryRoom",
    "RollSecurity",
    "RoomEntry",
    "RoomFace",
    "RunNpcPhase",
    "SECRET",
    "SPECIAL_CARDS",
    "SelectCard",
    "TARGET_WORDS",
    "UNNAMED_ITEM",
    "cards_for",
    "destination",
    "draft_closed",
    "draft_hands",
    "entering_order",
    "expected_rounds",
    "forecast",
    "forward",
    "next_to_resolve",
    "room_title",
    "setup_checklist",
    "slot_label",
    "unselected",
    "why_not_card",
]
