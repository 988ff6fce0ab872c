"""The assault on another player's base (L447-461)."""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from typing import ClassVar, Literal

from pydantic import Field

from ....engine import Violation
from ....engine import dice as dicelib
from ....i18n import N_
from .. import bonuses, odds, sovereign
from ..assaults import mi_cover
from ..rules import rule
from ..state import SyndicateState
from .base import TURNS, SyndicateCommand, checked, faces, find_territory, name_of, territory_at, territory_name


class Assault(SyndicateCommand):
    """Attack another player's base with 5 or 10 crew and reinforcements (L447-461)."""

    own_turn: ClassVar[bool] = True
    type: Literal["assault"] = "assault"
    phases: ClassVar = TURNS
    player: int
    territory: str
    reinforcements: int = Field(default=0, ge=0)
    chips: list[int] = Field(default_factory=list, description="held bonus chips played on this roll (by index)")
    entered: list[int] | None = None

    def describe(self, state: SyndicateState) -> str:
        who, where = name_of(state, self.player), territory_name(state, self.territory)
        return f"{who} assaults {where} with {self.reinforcements} reinforcements"

    def protected(self, state: SyndicateState) -> bool:
        found = state.territory(self.territory)
        return bool(found and (found.fortified or mi_cover(state, found)))

    def bonuses(self, state: SyndicateState) -> list[tuple[str, int]]:
        """Every roll bonus that applies (mat, tech cards, working bases, chips played)."""
        return bonuses.standing(state, self.player, "assault") + bonuses.from_chips(
            state, self.player, "assault", self.chips
        )

    def chance(self, state: SyndicateState) -> Fraction:
        return odds.assault_chance(self.reinforcements, self.protected(state), sum(a for _, a in self.bonuses(state)))

    def crew(self) -> int:
        return 10 if self.reinforcements else 5

    def check_action(self, state: SyndicateState) -> Iterator[Violation]:
        found, missing = find_territory(state, self.territory)
        yield from missing
        if not found:
            return
        me = state.players[self.player]
        if found.owner is None or found.owner == self.player:
            yield rule("assault_target").violated(N_("{territory} is not another player's base."), territory=found.name)
        if me.dice_armed < 1:
            yield rule("armed_die").violated(
                N_("{player} has no ARMED action die left this round."), player=name_of(state, self.player)
            )
        if me.res.crew < self.crew():
            yield rule("assault_crew").violated(
                N_("The assault needs {needed} crew; {player} has {crew}."),
                needed=self.crew(),
                player=name_of(state, self.player),
                crew=me.res.crew,
            )
        armed = me.assault_level - me.reinforcements_used
        if self.reinforcements > armed:
            yield rule("assault_reinforcements").violated(
                N_("{player} has {armed} ARMED reinforcements."), player=name_of(state, self.player), armed=armed
            )
        if self.reinforcements > 4 and state.options.get("reinforcements_above_4", "refuse") == "refuse":
            yield rule("assault_max_reinforcements").violated()
        if self.protected(state) and self.reinforcements == 0:
            yield rule("assault_fortified").violated(
                N_("{territory} is fortified: use at least 1 reinforcement.")
                if found.fortified
                else N_("{territory} is covered by a Military Installation: use at least 1 reinforcement."),
                territory=found.name,
            )
        for problem in bonuses.chip_problems(state, self.player, "assault", self.chips):
            yield rule("chip_held").violated(problem)
        yield from dicelib.check_rollable([dicelib.D6], self.entered)

    def apply(self, state: SyndicateState) -> list[str] | None:
        me = state.players[self.player]
        found = territory_at(state, self.territory)
        fortified = self.protected(state)
        applied = self.bonuses(state)
        low = checked(odds.assault_threshold(self.reinforcements, fortified, sum(a for _, a in applied)))
        notes = [
            (
                f"Chance of success: {odds.percent(self.chance(state))} "
                f"(needs {low}+ against a {'fortified' if fortified else 'unfortified'} base"
                f"{'; bonus' + bonuses.described(applied) if applied else ''})."
            )
        ]
        bonuses.spend_chips(state, self.player, self.chips)
        me.dice_armed -= 1
        me.res.crew -= self.crew()
        me.reinforcements_used += self.reinforcements
        roll = faces(dicelib.take(state.rng, [dicelib.D6], self.entered))[0]
        if roll >= low:
            loser = name_of(state, found.owner)
            found.owner, found.fortified, found.research = self.player, False, 0
            notes.append(
                f"Rolled {roll}: {name_of(state, self.player)} seizes {found.name} from {loser}; "
                "the base is UNFORTIFIED, "
                "its research is cleared and no bonus chip is gained."
            )
        else:
            notes.append(f"Rolled {roll}: the assault fails.")
        notes.append(f"{self.crew()} crew discarded.")
        notes.append(sovereign.raise_alert(state, "assault"))
        state.last_mission = notes[1]
        return notes
