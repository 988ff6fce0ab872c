"""Every command of The Siege of Columbia, by part of the round."""

from .box import ConfirmCardStep, CorrectUnits, DestroyLocation, PieceCount, SetBoard, SetDiceFaces, SetElizabeth
from .fight import ResolveCombat
from .refresh import ClaimVpCard, DrawUp, RevealVpCard
from .turn import Build, BuyUpgrade, EndTurn, ForgoUpgrade, Move, Produce, Recruit, SkyRide, SpendUpgrade
from .world import PlaceBooker, ResolveElizabeth, ResolveVote, RevealWorldEvent, Vote

COMMANDS = (
    RevealWorldEvent,
    ResolveVote,
    ResolveElizabeth,
    PlaceBooker,
    Produce,
    Recruit,
    Build,
    BuyUpgrade,
    SpendUpgrade,
    ForgoUpgrade,
    Move,
    SkyRide,
    ResolveCombat,
    EndTurn,
    DrawUp,
    RevealVpCard,
    ClaimVpCard,
    SetDiceFaces,
    SetBoard,
    DestroyLocation,
    SetElizabeth,
    ConfirmCardStep,
    CorrectUnits,
)

__all__ = [
    "Build",
    "BuyUpgrade",
    "COMMANDS",
    "ClaimVpCard",
    "ConfirmCardStep",
    "CorrectUnits",
    "DestroyLocation",
    "DrawUp",
    "EndTurn",
    "ForgoUpgrade",
    "Move",
    "PieceCount",
    "PlaceBooker",
    "Produce",
    "Recruit",
    "ResolveCombat",
    "ResolveElizabeth",
    "ResolveVote",
    "RevealVpCard",
    "RevealWorldEvent",
    "SetBoard",
    "SetDiceFaces",
    "SetElizabeth",
    "SkyRide",
    "SpendUpgrade",
    "Vote",
]
