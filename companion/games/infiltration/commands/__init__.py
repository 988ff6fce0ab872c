"""Infiltration commands, by theme: setup, selection, resolution, NPC phase and security, by hand, scoring."""

from .by_hand import Adjust
from .npc_security import RollSecurity, RunNpcPhase
from .resolution import ChooseOperative, ResolveCard, RevealRoom, destination, resolve_extracts
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
    EnterScores,
)

__all__ = [
    "INF_COMMANDS",
    "Adjust",
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
