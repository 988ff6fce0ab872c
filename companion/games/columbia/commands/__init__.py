"""Every command of The Siege of Columbia, by part of the round."""

from .box import ConfirmCardStep, DestroyLocation, SetBoard, SetDiceFaces, SetElizabeth
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
)

__all__ = [
    "Build",
    "BuyUpgrade",
    "COMMANDS",
    "ClaimVpCard",
    "ConfirmCardStep",
    "DestroyLocation",
    "DrawUp",
    "EndTurn",
    "ForgoUpgrade",
    "Move",
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
