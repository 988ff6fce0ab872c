"""Any-time commands: corrections, readings, the end of the game and its ranking."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Literal

from pydantic import Field

from ....engine import Violation
from ....i18n import N_
from .. import market
from ..options import OPTION_KEYS
from ..rules import rule
from ..scoring import finish_game
from ..state import RESOURCES, Resources, SyndicateState
from .base import SyndicateCommand, name_of, player_ok


class AdjustPlayer(SyndicateCommand):
    """A logged correction (sleeper or chip effects, awards' VP, a miscount): never below zero."""

    type: Literal["adjust_player"] = "adjust_player"
    player: int
    delta: Resources = Field(default_factory=Resources)
    vp: int = 0
    op_cards: int = 0
    reason: str = ""

    def describe(self, state: SyndicateState) -> str:
        bits = [f"{self.delta.get(r):+d} {r}" for r in RESOURCES if self.delta.get(r)]
        bits += [f"{self.vp:+d} VP"] * bool(self.vp) + [f"{self.op_cards:+d} cards"] * bool(self.op_cards)
        return f"Correction for {name_of(state, self.player)}: {', '.join(bits) or 'nothing'}" + (
            f" ({self.reason})" if self.reason else ""
        )

    def check_action(self, state: SyndicateState) -> Iterator[Violation]:
        yield from player_ok(state, self.player)
        if 0 <= self.player < len(state.players):
            me = state.players[self.player]
            after = [me.res.get(r) + self.delta.get(r) for r in RESOURCES] + [
                me.vp + self.vp,
                me.op_cards + self.op_cards,
            ]
            if min(after) < 0:
                yield rule("adjust_floor").violated()

    def apply(self, state: SyndicateState) -> None:
        me = state.players[self.player]
        market.gain(me.res, self.delta)
        me.vp += self.vp
        me.op_cards += self.op_cards


class ChangeSetting(SyndicateCommand):
    """Change a reading mid-game (for example the fortify cost's resources once the box says)."""

    type: Literal["change_setting"] = "change_setting"
    key: str
    value: str | int | bool

    def describe(self, state: SyndicateState) -> str:
        spec = OPTION_KEYS.get(self.key)
        return f"Setting: {spec.label}: {spec.choice_label(self.value)}" if spec else f"Setting {self.key}"

    def check_action(self, state: SyndicateState) -> Iterator[Violation]:
        spec = OPTION_KEYS.get(self.key)
        if spec is None or self.value not in spec.choices:
            yield rule("setting_known").violated()

    def apply(self, state: SyndicateState) -> None:
        state.options[self.key] = self.value


class EndGame(SyndicateCommand):
    """End the game now (the 'by the card' reading of BEGINNING OF THE END)."""

    type: Literal["end_game"] = "end_game"

    def check_action(self, state: SyndicateState) -> Iterator[Violation]:
        if not any(c.end_of_game for c in [state.sovereign_card] if c) and state.last_round is None:
            yield rule("game_end").violated(N_("BEGINNING OF THE END has not been drawn."))

    def apply(self, state: SyndicateState) -> list[str] | None:
        return finish_game(state)
