"""Box content copied into a running game (dice faces, the board form) and manual table events."""

from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import BaseModel, Field

from ....engine import Violation
from ....i18n import N_, Phrase
from ..board import destroy_location
from ..content import CardAbility, Faction, Pool, SkyLine
from ..pools import destruction_refusal
from ..rules import RULES
from ..state import ColumbiaState, Unit, UnitKind, loc, place_name
from .base import ColumbiaCommand, location_ok


class SetDiceFaces(ColumbiaCommand):
    """Copy a die's faces (typed in at box setup) into this game."""

    type: Literal["set_dice_faces"] = "set_dice_faces"
    while_upgrade_owed: ClassVar[bool] = True
    die: Literal["white", "blue", "red", "skyline"]
    faces: list[int | str]

    def describe(self, state: ColumbiaState) -> str:
        return f"Faces of the {self.die} die: {', '.join(map(str, self.faces))}"

    def run(self, state: ColumbiaState) -> list[str]:
        state.dice[self.die] = list(self.faces)
        return []


class SetBoard(ColumbiaCommand):
    """Copy the board form (territory VP, adjacency, Sky-Lines, pools, markers) and the action cards'
    abilities into this game."""

    type: Literal["set_board"] = "set_board"
    while_upgrade_owed: ClassVar[bool] = True
    territory_vp: dict[str, int] = {}
    adjacency: list[tuple[int, int]] | None = None
    skylines: list[SkyLine] | None = None
    pools: dict[str, Pool] | None = None
    destruction_markers: int | None = None
    abilities: dict[str, CardAbility] | None = None

    def describe(self, state: ColumbiaState) -> str:
        return "Box content copied in: territory VP, adjacency, Sky-Lines, piece pools" + (
            ", card abilities" if self.abilities else ""
        )

    def rules_check(self, state: ColumbiaState) -> list[Violation]:
        known = {t.id for t in state.territories}
        bad = [f"territory {t}" for t in self.territory_vp if t not in known]
        bad += [f"{place_name(state, n)}" for pair in self.adjacency or [] for n in pair if not 1 <= n <= 15]
        bad += [f"{place_name(state, n)}" for line in self.skylines or [] for n in line.stops if not 1 <= n <= 15]
        found = [RULES["col.location_exists"].violated(N_("Unknown {what}."), what=", ".join(bad))] if bad else []
        for line in self.skylines or []:
            if len(line.spaces) != len(line.stops) - 1 or min(line.spaces) < 1:
                found.append(
                    RULES["col.skyline_network"].violated(
                        Phrase.ngettext(
                            "A Sky-Line with {n} stop has {stretches} stretches between them, "
                            "each of at least 1 space.",
                            "A Sky-Line with {n} stops has {stretches} stretches between them, "
                            "each of at least 1 space.",
                            len(line.stops),
                            stretches=len(line.stops) - 1,
                        )
                    )
                )
        return found

    def run(self, state: ColumbiaState) -> list[str]:
        for territory in state.territories:
            if territory.id in self.territory_vp:
                territory.vp = self.territory_vp[territory.id]
        if self.adjacency is not None:
            state.adjacency = [(min(p), max(p)) for p in self.adjacency]
        if self.skylines is not None:
            state.skylines = list(self.skylines)
        if self.pools is not None:
            state.pools = {colour: pool.model_copy() for colour, pool in self.pools.items()}
        if self.destruction_markers is not None:
            state.destruction_markers = self.destruction_markers
        if self.abilities is not None:
            state.abilities |= {name: ability.model_copy() for name, ability in self.abilities.items()}
        return []


class DestroyLocation(ColumbiaCommand):
    """A game effect destroys a location: its structure goes, units stay but give no control (A12)."""

    type: Literal["destroy_location"] = "destroy_location"
    location: int

    def describe(self, state: ColumbiaState) -> str:
        return f"Destroy location {place_name(state, self.location)}"

    def rules_check(self, state: ColumbiaState) -> list[Violation]:
        found = list(location_ok(self.location))
        if not found and (why := destruction_refusal(state, self.location)) is not None:
            found.append(RULES["col.destruction_markers"].violated(why))
        return found

    def run(self, state: ColumbiaState) -> list[str]:
        return destroy_location(state, self.location)


class SetElizabeth(ColumbiaCommand):
    """A card effect moves Elizabeth: off the board, with Booker, or left on a location (held by
    whoever controls it: ``holder`` is read only from saves made before it followed her location)."""

    type: Literal["set_elizabeth"] = "set_elizabeth"
    where: Literal["off", "with_booker", "left"]
    location: int | None = None
    holder: Faction | None = None

    def describe(self, state: ColumbiaState) -> str:
        return f"Elizabeth: {self.where.replace('_', ' ')}" + (
            f" {place_name(state, self.location)}" if self.location else ""
        )

    def rules_check(self, state: ColumbiaState) -> list[Violation]:
        if self.where == "left":
            return list(location_ok(self.location or 0))
        return []

    def run(self, state: ColumbiaState) -> list[str]:
        state.elizabeth = state.elizabeth.model_copy(
            update={
                "where": self.where,
                "location": self.location if self.where == "left" else None,
            }
        )
        return []


class ConfirmCardStep(ColumbiaCommand):
    """Tick off a card or event effect the table resolved by hand (a free-text or board-choice effect)."""

    type: Literal["confirm_card_step"] = "confirm_card_step"
    while_upgrade_owed: ClassVar[bool] = True
    index: int = 0

    def describe(self, state: ColumbiaState) -> str:
        steps = state.card_steps
        return f"Done: {steps[self.index]}" if 0 <= self.index < len(steps) else "Done: a card effect"

    def rules_check(self, state: ColumbiaState) -> list[Violation]:
        if not 0 <= self.index < len(state.card_steps):
            return [RULES["col.card_ability"].violated(N_("There is no such card effect waiting."))]
        return []

    def run(self, state: ColumbiaState) -> list[str]:
        state.card_steps.pop(self.index)
        return []


class PieceCount(BaseModel):
    """How many units of one owner and kind (and name, for named units) stand on a location."""

    owner: int
    kind: UnitKind
    name: str = ""
    count: int = Field(ge=0, le=40)


class CorrectUnits(ColumbiaCommand):
    """By hand: the units on a location, as counts per owner and kind (units already there keep
    their identity; new ones get new numbers)."""

    type: Literal["correct_units"] = "correct_units"
    while_upgrade_owed: ClassVar[bool] = True
    allowed_after_end: ClassVar[bool] = True
    location: int
    pieces: list[PieceCount] = []
    reason: str = ""

    def describe(self, state: ColumbiaState) -> str:
        said = ", ".join(
            f"{state.players[p.owner].name if 0 <= p.owner < len(state.players) else p.owner} "
            f"{p.count} {p.name or p.kind}"
            for p in self.pieces
            if p.count
        )
        why = f" ({self.reason})" if self.reason else ""
        return f"By hand: units on {place_name(state, self.location)} set to {said or 'none'}{why}"

    def rules_check(self, state: ColumbiaState) -> list[Violation]:
        found = list(location_ok(self.location))
        if any(not 0 <= p.owner < len(state.players) for p in self.pieces):
            found.append(
                RULES["col.combat_sides"].violated(N_("Each unit belongs to one of the players at this table."))
            )
        return found

    def run(self, state: ColumbiaState) -> list[str]:
        where = loc(state, self.location)
        kept: list[Unit] = []
        for piece in self.pieces:
            same = [u for u in where.units if (u.owner, u.kind, u.name) == (piece.owner, piece.kind, piece.name)]
            kept += same[: piece.count]
            for _ in range(piece.count - len(same)):
                kept.append(Unit(id=state.next_unit_id, owner=piece.owner, kind=piece.kind, name=piece.name))
                state.next_unit_id += 1
        where.units = kept
        return []
