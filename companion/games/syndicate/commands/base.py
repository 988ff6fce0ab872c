"""What every Syndicate command shares: the own-turn guard and checks of seats, payments, territories."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import ClassVar, TypeVar

from ....engine import Command, Violation
from ....i18n import N_, Phrase, with_commas
from .. import market
from ..rules import rule
from ..state import Resources, SyndicateState, Territory

TURNS = ("turns",)
T = TypeVar("T")


class SyndicateCommand(Command[SyndicateState]):
    """A Syndicate command. With ``own_turn`` set, ``player`` must be the active player (L353, L391, L540); with
    ``secret`` set, it handles what lies face down on ``player``'s mat (L465-469).

    Subclasses put their own checks in :meth:`check_action`; the guard runs first, in one place.
    """

    own_turn: ClassVar[bool] = False
    secret: ClassVar[bool] = False

    def secret_of(self, state: SyndicateState) -> int | None:
        return getattr(self, "player") if self.secret else None  # noqa: B009 - every secret command has it

    def check(self, state: SyndicateState) -> Iterable[Violation]:
        if self.own_turn:
            blocked = list(turn_of(state, getattr(self, "player")))  # noqa: B009 - every own-turn command has it
            if blocked:
                return blocked
        return list(self.check_action(state))

    def check_action(self, state: SyndicateState) -> Iterable[Violation]:
        """The command's own rules (after the own-turn guard)."""
        return ()


def name_of(state: SyndicateState, player: int | None) -> str:
    if player is None:
        return "nobody"
    return state.player_names[player] if 0 <= player < len(state.player_names) else f"player {player}"


def player_ok(state: SyndicateState, player: int) -> Iterator[Violation]:
    if not 0 <= player < len(state.players):
        yield rule("player_exists").violated(N_("There is no player {player}."), player=player)


def turn_of(state: SyndicateState, player: int) -> Iterator[Violation]:
    """The player exists, setup is over, and it is their turn (L353, L391, L540)."""
    if not 0 <= player < len(state.players):
        yield rule("player_exists").violated(N_("There is no player {player}."), player=player)
    elif not state.setup_done:
        yield rule("setup_first").violated()
    elif player != state.active:
        yield rule("own_turn").violated(
            N_("It is {active}'s turn, not {player}'s."),
            active=name_of(state, state.active),
            player=name_of(state, player),
        )


def afford(
    state: SyndicateState, player: int, cost: Resources, what: Phrase, rule_id: str = "afford"
) -> Iterator[Violation]:
    """The player holds ``cost``; otherwise the violation of ``rule_id`` (the price's own rule)."""
    lacking = market.short_of(state.players[player].res, cost)
    if lacking:
        yield rule(rule_id).violated(
            N_("{player} cannot pay for {what}: needs {lacking}."),
            player=name_of(state, player),
            what=what,
            lacking=with_commas(lacking),
        )


def find_territory(state: SyndicateState, key: str) -> tuple[Territory | None, list[Violation]]:
    found = state.territory(key)
    return found, [] if found else [
        rule("territory_known").violated(N_("No territory '{key}' in this game: add it in box setup."), key=key)
    ]


def territory_name(state: SyndicateState, key: str) -> str:
    """The board name of a territory given by id or name (as typed when it is not in the game)."""
    found = state.territory(key)
    return found.name if found else key


def territory_at(state: SyndicateState, key: str) -> Territory:
    """The territory ``key`` names, once the command's check has made sure it is in the game."""
    found = state.territory(key)
    if found is None:
        raise KeyError(key)
    return found


def faces(rolled: list[int | str]) -> list[int]:
    """A roll of numbered dice (d6, d12) as numbers."""
    return [int(face) for face in rolled]


def checked(value: T | None) -> T:
    """A value the command's check has made sure exists (a price, a card, a threshold)."""
    if value is None:
        raise ValueError("checked before apply")
    return value
