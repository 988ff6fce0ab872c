"""Infiltration commands, by theme: setup, selection, resolution, NPC phase and security, by hand, scoring."""

from ..facility import destination
from .by_hand import Adjust, CorrectItemText, CorrectRoomCard
from .npc_security import RollSecurity, RunNpcPhase
from .resolution import ChooseOperative, ResolveCard, RevealRoom, resolve_extracts
from .scoring import EnterScores
from .selection import SelectCard, cards_for, why_not_card
from .setup import ChooseFirstPlayer, DraftItems, DraftKeep, RevealEntryRoom, draft_closed, draft_hands

INF_COMMANDS = (
    ChooseFirstPlayer,
    RevealEntryRoom,
    DraftItems,
    DraftKeep,
    SelectCard,
    ResolveCard,
    ChooseOperative,
    RevealRoom,
    RunNpcPhase,
    RollSecurity,
    Adjust,
    CorrectItemText,
    CorrectRoomCard,
    EnterScores,
)

__all__ = [
    "INF_COMMANDS",
    "Adjust",
    "CorrectItemText",
    "CorrectRoomCard",
    "ChooseFirstPlayer",
    "ChooseOperative",
    "DraftItems",
    "DraftKeep",
    "EnterScores",
    "ResolveCard",
    "RevealEntryRoom",
    "RevealRoom",
    "RollSecurity",
    "RunNpcPhase",
    "SelectCard",
    "cards_for",
    "destination",
    "draft_closed",
    "draft_hands",
    "resolve_extracts",
    "why_not_card",
]
