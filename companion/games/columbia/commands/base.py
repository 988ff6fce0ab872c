"""What every Columbia command shares: settling the board after it, and common checks."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import ClassVar

from ....engine import Command, Violation
from ....engine import dice as dicelib
from ....i18n import N_, Phrase, either
from ..board import settle
from ..combat import die
from ..content import FACTION_NAMES
from ..phases import ROUND
from ..rules import RULES
from ..state import ColumbiaState, active_player


class ColumbiaCommand(Command[ColumbiaState]):
    """A command whose ``run`` changes the state; territory tokens and the end are settled after.

    While a faction owes the placement of an earned upgrade, only commands that place it (or
    enter box content) are taken: an upgrade is made when it is earned, never banked.
    """

    while_upgrade_owed: ClassVar[bool] = False

    def check(self, state: ColumbiaState) -> list[Violation]:
        owed = [] if self.while_upgrade_owed else upgrade_owed(state)
        return owed or list(self.rules_check(state))

    def rules_check(self, state: ColumbiaState) -> Iterable[Violation]:
        """Every game rule this command would break (none by default)."""
        return ()

    def run(self, state: ColumbiaState) -> list[str] | None:
        raise NotImplementedError

    def apply(self, state: ColumbiaState) -> list[str]:
        return (self.run(state) or []) + settle(state)


def upgrade_owed(state: ColumbiaState) -> list[Violation]:
    """The refusal while a faction still owes the placement of an earned upgrade (none otherwise)."""
    owed = [Phrase(FACTION_NAMES[f]) for f, fs in state.factions.items() if fs.pending_upgrades]
    rule = RULES["col.upgrade_placed_when_earned"]
    if len(owed) > 1:
        return [
            rule.violated(
                N_("The {one} and the {other} first place the upgrade they earned (or give it up)."),
                one=owed[0],
                other=owed[1],
            )
        ]
    return (
        [rule.violated(N_("The {faction} first place the upgrade they earned (or give it up)."), faction=owed[0])]
        if owed
        else []
    )


def step_is(state: ColumbiaState, *steps: str) -> Iterable[Violation]:
    """The step-order rule: this action belongs to one of ``steps``."""
    if state.progress.step not in steps:
        yield RULES["col.step_order"].violated(
            N_("This belongs to the step '{steps}', not '{now}'."),
            steps=either([Phrase(step_label(s)) for s in steps]),
            now=Phrase(step_label(state.progress.step)),
        )


def step_label(step_id: str) -> str:
    found = ROUND.find(step_id)
    return found[1].label if found else step_id


def is_active(state: ColumbiaState, player: int) -> Iterable[Violation]:
    if not 0 <= player < len(state.players):
        yield RULES["col.active_player"].violated(N_("No player {player}."), player=player)
    elif player != active_player(state):
        yield RULES["col.active_player"].violated(
            N_("It is {active}'s turn, not {player}'s."),
            active=state.players[active_player(state)].name,
            player=state.players[player].name,
        )


def location_ok(number: int) -> Iterable[Violation]:
    if not 1 <= number <= 15:
        yield RULES["col.location_exists"].violated(N_("There is no location {number}."), number=number)


def hand_holds(state: ColumbiaState, player: int, cards: int) -> Iterable[Violation]:
    if cards < 0 or cards > state.players[player].hand:
        held = state.players[player].hand
        yield RULES["col.hand_size"].violated(
            Phrase.ngettext(
                "{player} holds {n} card, not {cards}.",
                "{player} holds {n} cards, not {cards}.",
                held,
                player=state.players[player].name,
                cards=cards,
            )
        )


def check_roll(state: ColumbiaState, colours: list[str], entered: Sequence[int | str] | None) -> list[Violation]:
    return dicelib.check_rollable([die(state, c) for c in colours], entered)


def take_roll(state: ColumbiaState, colours: list[str], entered: Sequence[int | str] | None) -> list[int | str]:
    return dicelib.take(state.rng, [die(state, c) for c in colours], entered)
