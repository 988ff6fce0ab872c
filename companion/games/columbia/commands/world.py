"""The World Event phase: reveal, vote (with Booker's vote and the first-player token), Elizabeth,
and Booker's placement (rules summary l.72-110)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Literal

from pydantic import BaseModel

from ....engine import Violation, finish_step
from ....i18n import N_
from ..board import destroy_location, finish, next_available, nominal_result
from ..combat import PlayedCard
from ..content import FACTION_NAMES, FACTIONS, Faction, Sign, WorldEventEntry
from ..effects import resolve_event, resolve_played
from ..rules import RULES
from ..state import (
    ColumbiaState,
    VoteRecord,
    card_bonus,
    elizabeth_location,
    faction_units,
    loc,
    place_name,
    turn_order,
    vp,
)
from ..upgrades import earn
from .base import ColumbiaCommand, check_roll, hand_holds, step_is, take_roll


class RevealWorldEvent(ColumbiaCommand):
    """Draw the top World Event card (entered in a few taps or picked from the library)."""

    type: Literal["reveal_world_event"] = "reveal_world_event"
    card: WorldEventEntry | None = None
    phases = ("world_event",)

    def describe(self, state: ColumbiaState) -> str:
        return f"World Event: {self.card.name}" if self.card else "Draw a World Event"

    def rules_check(self, state: ColumbiaState) -> Iterator[Violation]:
        yield from step_is(state, "reveal")
        if state.vp_card_due:
            yield RULES["col.vp_card_due"].violated(
                N_("Reveal the first Victory Point card before the first World Event.")
            )
        if state.event_deck == 0:
            return
        card = self.card
        if card is None or card.signs is None or set(card.signs) != set(FACTIONS) or card.booker_location is None:
            yield RULES["col.event_needs_card"].violated(
                N_("Enter the card: both factions' vote signs and Booker's location.")
            )
        elif not card.complete:
            yield RULES["col.location_exists"].violated(
                N_("There is no location {number}."), number=card.booker_location
            )

    def run(self, state: ColumbiaState) -> list[str]:
        if state.event_deck == 0:
            return finish(state, nominal_result(state))
        state.event_deck -= 1
        state.event, state.vote = self.card, None
        return [f"{state.event_deck} World Event cards left."] + finish_step(state, "reveal")


def event_of(state: ColumbiaState) -> WorldEventEntry:
    """The World Event in play (every command that reads it checks first that there is one)."""
    if state.event is None:
        raise ValueError("no World Event card in play")
    return state.event


def signs(state: ColumbiaState) -> dict[Faction, Sign]:
    """Each faction's vote sign on the card in play (entered with the card)."""
    return event_of(state).signs or {}


def event_in_play(state: ColumbiaState) -> Iterator[Violation]:
    if state.event is None:
        yield RULES["col.event_needs_card"].violated(N_("No World Event card is in play: reveal one first."))
    elif not state.event.complete:
        yield RULES["col.event_needs_card"].violated(
            N_("{card} in play lacks its vote signs or Booker's location: correct the World Event in play."),
            card=state.event.name,
        )


class Vote(BaseModel):
    player: int
    cards: list[PlayedCard] = []
    direction: Literal["+", "-"] | None = None


def influence(state: ColumbiaState, vote: Vote) -> int:
    faction = state.players[vote.player].faction
    return sum(c.value + card_bonus(state, faction, c.card, "influence") for c in vote.cards)


def direction(state: ColumbiaState, vote: Vote) -> int:
    sign = signs(state)[state.players[vote.player].faction]
    chosen = vote.direction if sign == "?" else sign
    return 1 if chosen == "+" else -1


def trailing_faction(state: ColumbiaState) -> Faction | None:
    a, b = vp(state, "founders"), vp(state, "vox")
    return None if a == b else ("founders" if a < b else "vox")


def booker_direction(state: ColumbiaState, votes: list[Vote]) -> int:
    """+1/-1 as the trailing faction voted, 0 when Booker abstains (reading A7)."""
    faction = trailing_faction(state)
    if faction is None:
        return 0
    mine = [v for v in votes if state.players[v.player].faction == faction]
    if state.options.get("booker_vote") == "abstain_if_none" and sum(influence(state, v) for v in mine) == 0:
        return 0
    if signs(state)[faction] != "?":
        return 1 if signs(state)[faction] == "+" else -1
    ways = {direction(state, v) for v in mine}
    if len(ways) == 1:
        return ways.pop()
    ranked = sorted(mine, key=lambda v: influence(state, v), reverse=True)
    if len(ranked) > 1 and influence(state, ranked[0]) == influence(state, ranked[1]):
        return 0
    return direction(state, ranked[0]) if ranked else 0


class ResolveVote(ColumbiaCommand):
    """Tally the vote: each player's influence with its sign, Booker's die, the first-player token."""

    type: Literal["resolve_vote"] = "resolve_vote"
    votes: list[Vote] = []
    booker_roll: int | None = None
    tie_rolls: list[list[int]] | None = None
    phases = ("world_event",)

    def describe(self, state: ColumbiaState) -> str:
        if any(not 0 <= v.player < len(state.players) for v in self.votes):
            return "Vote"
        return (
            "Vote: " + ", ".join(f"{state.players[v.player].name} {influence(state, v)}" for v in self.votes)
            if self.votes
            else "Vote: nobody plays influence"
        )

    def _all(self, state: ColumbiaState) -> list[Vote]:
        given = {v.player: v for v in self.votes}
        return [given.get(p, Vote(player=p)) for p in turn_order(state)]

    def rules_check(self, state: ColumbiaState) -> Iterator[Violation]:
        yield from step_is(state, "vote")
        yield from event_in_play(state)
        if state.progress.step != "vote" or state.event is None or not state.event.complete:
            return
        players = [v.player for v in self.votes]
        if len(set(players)) != len(players) or any(not 0 <= p < len(state.players) for p in players):
            yield RULES["col.vote_signs"].violated(N_("Each player votes once."))
            return
        for vote in self.votes:
            yield from hand_holds(state, vote.player, len(vote.cards))
        for vote in self._all(state):
            if signs(state)[state.players[vote.player].faction] == "?" and vote.direction is None:
                yield RULES["col.vote_signs"].violated(
                    N_("{player} must declare + or - (the card shows ?), even with no influence."),
                    player=state.players[vote.player].name,
                )
        votes = self._all(state)
        if booker_direction(state, votes):
            yield from check_roll(state, ["white"], None if self.booker_roll is None else [self.booker_roll])
        tied = _tied(state, votes)
        if len(tied) > 1 and not self._holder_keeps(state, votes):
            if self.tie_rolls is None:
                yield from check_roll(state, ["white"], None)
            elif _roll_off(tied, self.tie_rolls) is None:
                yield RULES["col.first_player_most_influence"].violated(
                    N_(
                        "Enter roll-off rounds (one white die per tied player, in turn order) "
                        "until one player is highest."
                    )
                )

    def _holder_keeps(self, state: ColumbiaState, votes: list[Vote]) -> bool:
        nobody = all(influence(state, v) == 0 for v in votes)
        return nobody and state.options.get("zero_influence_tie") == "holder_keeps"

    def run(self, state: ColumbiaState) -> list[str]:
        votes = self._all(state)
        total = sum(direction(state, v) * influence(state, v) for v in votes)
        notes = [f"Players' votes total {total:+d}."]
        way = booker_direction(state, votes)
        booker = 0
        if way:
            face = take_roll(state, ["white"], None if self.booker_roll is None else [self.booker_roll])[0]
            booker = way * (face if isinstance(face, int) else 0)
            trailing = trailing_faction(state) or "founders"  # Booker votes only when one faction trails
            notes.append(f"Booker rolls {face} and votes {booker:+d} with the {FACTION_NAMES[trailing]}.")
        else:
            notes.append("Booker does not vote.")
        passed = total + booker >= 0
        notes.append(f"Total {total + booker:+d}: the event {'passes' if passed else 'is ignored'}.")
        before = state.first_player
        tied = _tied(state, votes)
        if len(tied) == 1 or self._holder_keeps(state, votes):
            winner = tied[0] if len(tied) == 1 else before
        else:
            rounds = self.tie_rolls if self.tie_rolls is not None else _digital_roll_off(state, tied)
            won = _roll_off(tied, rounds)  # checked: an entered roll-off names one winner (seat 0 included)
            winner = before if won is None else won
            notes.append(f"Roll-off between {', '.join(state.players[p].name for p in tied)}: {rounds}.")
        state.first_player = winner
        notes.append(f"{state.players[winner].name} takes the first-player token.")
        if winner != before or state.options.get("first_player_upgrade") == "every_taker":
            notes += earn(state, state.players[winner].faction, "become first player")
        if passed:  # the event resolves after the vote it was voted with
            notes += resolve_event(state, event_of(state))
        for vote in votes:
            state.players[vote.player].hand -= len(vote.cards)
            state.players[vote.player].discard += len(vote.cards)
            notes += resolve_played(state, vote.player, vote.cards, "vote")
        state.vote = VoteRecord(total=total + booker, booker=booker, passed=passed, first_player=winner)
        return notes + finish_step(state, "vote")


def _tied(state: ColumbiaState, votes: list[Vote]) -> list[int]:
    amounts = {v.player: influence(state, v) for v in votes}
    best = max(amounts.values())
    return [p for p in turn_order(state) if amounts[p] == best]


def _roll_off(tied: list[int], rounds: list[list[int]]) -> int | None:
    """The winner of roll-off rounds (each round: one roll per player still tied); None if unresolved."""
    still = list(tied)
    for rolls in rounds:
        if len(rolls) != len(still):
            return None
        top = max(rolls)
        still = [p for p, r in zip(still, rolls, strict=True) if r == top]
        if len(still) == 1:
            return still[0]
    return None


def _digital_roll_off(state: ColumbiaState, tied: list[int]) -> list[list[int]]:
    rounds: list[list[int]] = []
    still = list(tied)
    while len(still) > 1 and len(rounds) < 50:
        rolls = [f if isinstance(f, int) else 0 for f in take_roll(state, ["white"] * len(still), None)]
        rounds.append(rolls)
        top = max(rolls)
        still = [p for p, r in zip(still, rolls, strict=True) if r == top]
    return rounds


def elizabeth_moves(state: ColumbiaState) -> bool:
    """Whether the card in play moves Elizabeth's marker this round (its symbol, and a vote that does not
    skip it under setting failed_vote "whole_card", reading A4)."""
    skipped = state.vote and not state.vote.passed and state.options.get("failed_vote") == "whole_card"
    return bool(state.event and state.event.elizabeth and not skipped)


TRACK_END = 15
"""The furthest step of Elizabeth's marker: one step for each of the 15 World Event cards."""


class ResolveElizabeth(ColumbiaCommand):
    """With the Elizabeth symbol, move her marker one step and resolve that step."""

    type: Literal["resolve_elizabeth"] = "resolve_elizabeth"
    phases = ("world_event",)

    def describe(self, state: ColumbiaState) -> str:
        return "Elizabeth step"

    def rules_check(self, state: ColumbiaState) -> Iterator[Violation]:
        yield from step_is(state, "elizabeth")
        yield from event_in_play(state)

    def run(self, state: ColumbiaState) -> list[str]:
        if not elizabeth_moves(state):
            return ["No Elizabeth step this round."] + finish_step(state, "elizabeth")
        if state.elizabeth_step >= TRACK_END:
            return ["Elizabeth's marker is at the end of her timeline: it stays."] + finish_step(state, "elizabeth")
        state.elizabeth_step += 1
        notes = [f"Elizabeth marker moves to step {state.elizabeth_step + 1}."]
        if state.elizabeth_step < len(state.timeline):
            step = state.timeline[state.elizabeth_step]
            notes.append(step.text)
            if step.adds_elizabeth and state.elizabeth.where == "off":
                state.elizabeth = state.elizabeth.model_copy(
                    update={"where": "with_booker", "location": None, "holder": None}
                )
            if step.destroys_her_location:
                notes += _destroy_hers(state)
            if not (step.adds_elizabeth or step.destroys_her_location):  # text only: the table carries it out
                state.card_steps.append(f"Elizabeth, step {state.elizabeth_step + 1}: {step.text}")
        else:
            state.card_steps.append(
                f"Elizabeth, step {state.elizabeth_step + 1}: resolve it from the timeline card (not entered)."
            )
            notes.append("This step is not in the entered timeline: resolve it from the card.")
        return notes + finish_step(state, "elizabeth")


def _destroy_hers(state: ColumbiaState) -> list[str]:
    """An Elizabeth step destroys the location she is on; Booker standing there moves on down."""
    here = elizabeth_location(state)
    if here is None:
        return ["Elizabeth is not on the board: no location is destroyed."]
    return destroy_location(state, here)


def battle_there(state: ColumbiaState, number: int) -> bool:
    """Whether Booker has someone to battle there (A22: units only unless the setting says so)."""
    where = loc(state, number)
    units = any(faction_units(state, where, f) for f in FACTIONS)
    return units or (where.structure is not None and state.options.get("booker_vs_structures") == "battle")


class PlaceBooker(ColumbiaCommand):
    """Place Booker: the card's location, or Elizabeth's (rescue); destroyed -> next lower."""

    type: Literal["place_booker"] = "place_booker"
    phases = ("world_event",)

    def describe(self, state: ColumbiaState) -> str:
        return "Place Booker"

    def rules_check(self, state: ColumbiaState) -> Iterator[Violation]:
        yield from step_is(state, "booker")
        yield from event_in_play(state)

    def run(self, state: ColumbiaState) -> list[str]:
        her = elizabeth_location(state) if state.elizabeth.where == "left" else None
        rescue = her is not None and her != state.booker
        wanted = her if her is not None and rescue else event_of(state).booker_location or 1
        target = next_available(state, wanted)
        notes = []
        if target != wanted:
            notes.append(f"{place_name(state, wanted)} is destroyed: Booker goes to {place_name(state, target)}.")
        state.booker = target
        fight = False
        if rescue and target == her:
            notes.append(f"Booker goes to rescue Elizabeth at {place_name(state, target)}.")
            fight = battle_there(state, target)
            if not fight:
                state.elizabeth = state.elizabeth.model_copy(
                    update={"where": "with_booker", "location": None, "holder": None}
                )
                notes.append("Nobody guards her: she rejoins Booker.")
        elif rescue:
            notes.append("Elizabeth's location is destroyed: no rescue battle this round.")
        else:
            notes.append(f"Booker is placed on {place_name(state, target)}.")
        if event_of(state).aggressive and not fight:
            fight = battle_there(state, target)
        notes += finish_step(state, "booker")
        if fight:
            notes.append(f"Booker attacks the pieces on {place_name(state, target)}.")
        else:
            notes += finish_step(state, "booker_battle")
        return notes
