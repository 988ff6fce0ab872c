"""Missions and robberies: an armed action die against the card's winning faces (L426-442)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, ClassVar, Literal

from pydantic import Field

from ....engine import Violation
from ....engine import dice as dicelib
from ....engine.game import counted
from ....i18n import N_, Phrase
from .. import bonuses, market, odds, sovereign
from ..assaults import mi_cover
from ..missions import split_reward
from ..rules import rule
from ..state import MissionCard, Occupancy, SyndicateState
from .base import TURNS, SyndicateCommand, afford, checked, faces, name_of, territory_at, territory_name


class AttemptMission(SyndicateCommand):
    """Roll an armed action die for a mission or robbery card (L426-442)."""

    own_turn: ClassVar[bool] = True
    type: Literal["attempt_mission"] = "attempt_mission"
    phases: ClassVar = TURNS
    player: int
    card: MissionCard
    extra_hands: bool = False
    cooperative: bool | None = None
    target: str = ""
    use_casino: bool = Field(default=True, description="apply the bonuses of the player's working bases (the Casino)")
    chips: list[int] = Field(default_factory=list, description="held bonus chips played on this roll (by index)")
    entered: list[int] | None = None
    consequence: list[int] | None = None

    def describe(self, state: SyndicateState) -> str:
        where = territory_name(state, self.target if self.card.kind == "robbery" else self.card.territory)
        what = f"{self.card.kind} on {where}"
        return f"{name_of(state, self.player)} attempts {self.card.name} ({what})"

    # the pieces the odds panel and the check share
    def occupancy(self, state: SyndicateState) -> list[Occupancy]:
        if self.card.kind == "robbery":
            return ["any"]
        found = state.territory(self.card.territory)
        if not found or found.owner is None:
            return ["unoccupied"]
        if found.owner == self.player:
            return ["own"]
        return ["cooperative" if self.cooperative else "uncooperative"]

    def winning_faces(self, state: SyndicateState) -> tuple[list[int] | None, list[int]]:
        occ = self.occupancy(state)
        base = self.card.lookup(self.card.faces, occ)
        extra = (self.card.lookup(self.card.extra_faces, occ) or []) if self.extra_hands else []
        return base, extra

    def bonuses(self, state: SyndicateState) -> list[tuple[str, int]]:
        """Every roll bonus that applies (mat, tech cards, working bases such as the Casino, chips played)."""
        kind = self.card.kind
        return bonuses.standing(state, self.player, kind, self.use_casino) + bonuses.from_chips(
            state, self.player, kind, self.chips
        )

    def consequence_dice(self, state: SyndicateState) -> int:
        found = state.territory(self.target)
        if not found:
            return 0
        covered = found.fortified or (
            state.options.get("robbery_vs_mi") == "counts as fortified" and mi_cover(state, found)
        )
        return self.card.dice_fortified if covered else self.card.dice_unfortified

    def chance(self, state: SyndicateState) -> Any:
        base, extra = self.winning_faces(state)
        return odds.mission_chance(base or [], extra, sum(a for _, a in self.bonuses(state)))

    def check_action(self, state: SyndicateState) -> Iterator[Violation]:
        me = state.players[self.player]
        if me.dice_armed < 1:
            yield rule("armed_die").violated(
                N_("{player} has no ARMED action die left this round."), player=name_of(state, self.player)
            )
        if me.op_cards < 1:
            yield rule("op_card").violated(N_("{player} holds no operation card."), player=name_of(state, self.player))
        need = self.card.round_requirement
        if need is not None:
            above = state.options.get("mission_round_gate") == "above"
            if state.round < need or (above and state.round == need):
                yield rule("mission_round").violated(
                    N_("Round {round}: this mission needs a round above {need}.")
                    if above
                    else N_("Round {round}: this mission needs a round at least {need}."),
                    round=state.round,
                    need=need,
                )
        if self.card.kind == "mission":
            found = state.territory(self.card.territory)
            if not self.card.territory:
                yield rule("mission_territory").violated(N_("Pick the mission's territory, as printed on the card."))
            elif found is None:
                yield rule("mission_territory").violated(
                    N_(
                        "{territory} is not on the board: add it with Add a territory first (a failed mission "
                        "at maximum alert puts the Destroyer there)."
                    ),
                    territory=self.card.territory,
                )
            elif found.owner not in (None, self.player) and self.cooperative is None:
                yield rule("cooperative_announce").violated(
                    N_("{territory} belongs to {player}: announce COOPERATIVE or UNCOOPERATIVE."),
                    territory=found.name,
                    player=name_of(state, found.owner),
                )
        else:
            target = state.territory(self.target)
            if not target or target.owner in (None, self.player) or target.zone != self.card.zone:
                yield rule("robbery_target").violated(
                    N_("Name another player's base in the {zone} zone as the target."), zone=self.card.zone
                )
            elif self.consequence is not None:
                yield from dicelib.check_entered([dicelib.D6] * self.consequence_dice(state), self.consequence)
        base, extra = self.winning_faces(state)
        if base is None or any(f not in range(1, 7) for f in [*base, *extra]):
            yield rule("mission_faces").violated(
                N_("Enter the card's winning faces (1-6) for {occupancy}."), occupancy=self.occupancy(state)[0]
            )
        for problem in bonuses.chip_problems(state, self.player, self.card.kind, self.chips):
            yield rule("chip_held").violated(problem)
        if self.extra_hands:
            yield from afford(state, self.player, self.card.extra_cost, Phrase(N_("extra hands")), "extra_hands_cost")
        yield from dicelib.check_rollable([dicelib.D6], self.entered)

    def apply(self, state: SyndicateState) -> list[str] | None:
        me = state.players[self.player]
        notes = [f"Chance of success: {odds.percent(self.chance(state))}."]
        base, extra = self.winning_faces(state)
        if self.extra_hands:
            market.pay(me.res, self.card.extra_cost)
            notes.append(f"Hired extra hands for {self.card.extra_cost.text()} (adds {extra}).")
        me.dice_armed -= 1
        me.op_cards -= 1
        roll = faces(dicelib.take(state.rng, [dicelib.D6], self.entered))[0]
        applied = self.bonuses(state)
        bonuses.spend_chips(state, self.player, self.chips)
        won = odds.mission_wins(roll, sorted(set(checked(base)) | set(extra)), sum(a for _, a in applied))
        notes.append(f"Rolled {roll}{bonuses.described(applied)}: {'success' if won else 'failure'}.")
        if not won:
            found = state.territory(self.card.territory) if self.card.kind == "mission" else None
            notes += sovereign.failed_mission_alert(state, found)
        elif self.card.kind == "robbery":
            notes += self._rob(state)
        else:
            notes += self._reward(state)
        state.last_mission = notes[-1]
        return notes

    def _reward(self, state: SyndicateState) -> list[str]:
        me = state.players[self.player]
        found = state.territory(self.card.territory)
        if not (found and self.cooperative and found.owner not in (None, self.player)):
            market.gain(me.res, self.card.reward)
            return [f"{name_of(state, self.player)} collects {self.card.reward.text()}."]
        mine, theirs = split_reward(self.card.reward, state.options.get("coop_split", "per resource"))
        market.gain(me.res, mine)
        market.gain(state.players[found.owner].res, theirs)
        return [
            f"Cooperative: {name_of(state, self.player)} collects {mine.text()}, "
            f"{name_of(state, found.owner)} {theirs.text()}."
        ]

    def _rob(self, state: SyndicateState) -> list[str]:
        target = territory_at(state, self.target)
        owner = target.owner if target.owner is not None else self.player
        count = self.consequence_dice(state)
        rolled = faces(dicelib.take(state.rng, [dicelib.D6] * count, self.consequence))
        victim = state.players[owner]
        stolen = min(sum(rolled), victim.res.credits)
        victim.res.credits -= stolen
        state.players[self.player].res.credits += stolen
        return [
            (
                f"{count} consequence dice {rolled}: {state.player_names[self.player]} steals "
                f"{counted(stolen, 'credit')} from {name_of(state, owner)}."
            )
        ]
