"""A player's turn: produce, recruit/build/upgrade, move (incl. Sky-Line rides), end of turn
(rules summary l.112-158)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import ClassVar, Literal

from ....engine import Violation, finish_step
from ....engine import dice as dicelib
from ....engine.game import counted
from ....i18n import N_, Phrase, either
from ..combat import PlayedCard, die
from ..content import FACTION_NAMES, PIECE_NAMES, Faction
from ..effects import resolve_played
from ..pools import leader_names, pool_refusal
from ..rules import RULES
from ..state import (
    SKY_LEADERS,
    TURN_STEPS,
    CardUpgrades,
    ColumbiaState,
    Structure,
    StructureKind,
    Unit,
    UnitKind,
    active_player,
    adjacent,
    card_bonus,
    contested,
    controlling_players,
    controls,
    faction_of,
    find_unit,
    is_team_game,
    loc,
    pending_combats,
    place_name,
    unit_at,
    unit_faction,
)
from ..upgrades import blocked, place, refusal
from .base import ColumbiaCommand, hand_holds, location_ok, step_is, take_roll

UNIT_COST = {"leader": 6, "special": 4, "common": 3}
STRUCTURE_COST = {"stronghold": 6, "turret": 4, "alarm": 3}
UPGRADE_COST = 3
MOVES = 4
TWO_PLAYER_ABSENT = ("Saltonstall", "Herzog")
UpgradeKind = Literal["key", "influence", "combat", "eagles"]


def price(state: ColumbiaState, base: int, discount: int) -> int:
    return max(int(state.options.get("price_floor", 0)), base - discount)


def unit_price(state: ColumbiaState, player: int, kind: str) -> int:
    return price(state, UNIT_COST[kind], state.factions[faction_of(state, player)].leader.unit_discount)


def structure_price(state: ColumbiaState, player: int, kind: str) -> int:
    return price(state, STRUCTURE_COST[kind], state.factions[faction_of(state, player)].leader.structure_discount)


def can_pay(state: ColumbiaState, player: int, cost: int) -> Iterator[Violation]:
    if state.players[player].eagles < cost:
        yield RULES["col.eagles_never_negative"].violated(
            N_("This costs ${cost}; {player} has ${eagles}."),
            cost=cost,
            player=state.players[player].name,
            eagles=state.players[player].eagles,
        )


def placeable(state: ColumbiaState, player: int, number: int) -> Iterator[Violation]:
    """Only on an undestroyed location the player controls (A24: the controlling teammate)."""
    where = loc(state, number)
    faction = faction_of(state, player)
    if where.destroyed:
        yield RULES["col.place_on_controlled"].violated(N_("{place} is destroyed."), place=place_name(state, number))
    elif not controls(state, faction, where):
        yield RULES["col.place_on_controlled"].violated(
            N_("{faction} do not control {place}."),
            faction=Phrase(FACTION_NAMES[faction]),
            place=place_name(state, number),
        )
    elif is_team_game(state) and player not in controlling_players(state, where, faction):
        yield RULES["col.place_on_controlled"].violated(
            N_("Your teammate controls {place}: only he may place there."), place=place_name(state, number)
        )


class Produce(ColumbiaCommand):
    """Discard action cards for their Silver Eagle values (plus the sheet's Silver Eagle upgrades)."""

    type: Literal["produce"] = "produce"
    cards: list[PlayedCard] = []
    phases = ("turns",)

    def describe(self, state: ColumbiaState) -> str:
        return f"{state.players[active_player(state)].name} produces from {counted(len(self.cards), 'card')}"

    def rules_check(self, state: ColumbiaState) -> Iterator[Violation]:
        yield from step_is(state, "produce")
        yield from hand_holds(state, active_player(state), len(self.cards))
        if any(c.value < 0 for c in self.cards):
            yield RULES["col.produce"].violated(N_("Card values are 0 or more."))

    def run(self, state: ColumbiaState) -> list[str]:
        player = state.players[active_player(state)]
        gain = sum(c.value + card_bonus(state, player.faction, c.card, "eagles") for c in self.cards)
        player.eagles += gain
        player.hand -= len(self.cards)
        player.discard += len(self.cards)
        notes = [f"{player.name} gains ${gain} (now ${player.eagles})."]
        return (
            notes + resolve_played(state, active_player(state), self.cards, "produce") + finish_step(state, "produce")
        )


class Recruit(ColumbiaCommand):
    type: Literal["recruit"] = "recruit"
    location: int
    kind: UnitKind
    name: str = ""
    phases = ("turns",)

    def describe(self, state: ColumbiaState) -> str:
        return f"Recruit {self.name or self.kind} on {place_name(state, self.location)}"

    def rules_check(self, state: ColumbiaState) -> Iterator[Violation]:
        yield from step_is(state, "build")
        yield from location_ok(self.location)
        player = active_player(state)
        if not 1 <= self.location <= 15:
            return
        yield from placeable(state, player, self.location)
        yield from can_pay(state, player, unit_price(state, player, self.kind))
        if self.kind == "leader":
            yield from _leader_checks(state, player, self.name)
        if (empty := pool_refusal(state, player, self.kind)) is not None:
            yield RULES["col.piece_pool"].violated(empty)

    def run(self, state: ColumbiaState) -> list[str]:
        player = active_player(state)
        cost = unit_price(state, player, self.kind)
        state.players[player].eagles -= cost
        loc(state, self.location).units.append(
            Unit(id=state.next_unit_id, owner=player, kind=self.kind, name=self.name)
        )
        state.next_unit_id += 1
        return [f"Paid ${cost}."]


def _leader_checks(state: ColumbiaState, player: int, name: str) -> Iterator[Violation]:
    """A leader unit is one of the named figures of the player's pool, once on the board (rulebook p.24)."""
    names = leader_names(state, player)
    who, listed = state.players[player].name, either(list(names))
    if not name:
        yield RULES["col.unit_pool"].violated(
            N_("Name the leader unit {player} recruits: {names}."), player=who, names=listed
        )
    elif name in TWO_PLAYER_ABSENT and not is_team_game(state) and name not in names:
        yield RULES["col.unit_pool"].violated(N_("{name} is not in a 2-player pool."), name=name)
    elif name not in names:
        yield RULES["col.unit_pool"].violated(
            N_("{name} is not one of {player}'s leader units ({names})."), name=name, player=who, names=listed
        )
    elif any(u.name == name for w in state.locations for u in w.units):
        yield RULES["col.unit_pool"].violated(N_("{name} is already on the board."), name=name)


class Build(ColumbiaCommand):
    type: Literal["build"] = "build"
    location: int
    kind: StructureKind
    phases = ("turns",)

    def describe(self, state: ColumbiaState) -> str:
        return f"Build a {self.kind} on {place_name(state, self.location)}"

    def rules_check(self, state: ColumbiaState) -> Iterator[Violation]:
        yield from step_is(state, "build")
        yield from location_ok(self.location)
        if not 1 <= self.location <= 15:
            return
        player = active_player(state)
        yield from placeable(state, player, self.location)
        standing = loc(state, self.location).structure
        if standing:
            yield RULES["col.one_structure"].violated(
                N_("{place} already has a {structure}."),
                place=place_name(state, self.location),
                structure=Phrase(PIECE_NAMES[standing.kind]),
            )
        yield from can_pay(state, player, structure_price(state, player, self.kind))
        if (empty := pool_refusal(state, player, self.kind)) is not None:
            yield RULES["col.piece_pool"].violated(empty)

    def run(self, state: ColumbiaState) -> list[str]:
        player = active_player(state)
        cost = structure_price(state, player, self.kind)
        state.players[player].eagles -= cost
        loc(state, self.location).structure = Structure(owner=player, kind=self.kind)
        return [f"Paid ${cost}."]


def upgrade_checks(state: ColumbiaState, faction: Faction, card: str, what: str) -> Iterator[Violation]:
    if not card:
        yield RULES["col.upgrade_kinds"].violated(N_("Name the action card to upgrade."))
        return
    ability = state.abilities.get(card)
    if what == "key" and (ability is None or ability.starts_locked is not True):
        yield RULES["col.key_on_locked"].violated(
            N_("{card}'s ability is not locked: there is nothing to unlock.")
            if ability is not None and ability.starts_locked is False
            else N_("Whether {card}'s ability starts locked is not entered: set it in box setup first."),
            card=card,
        )
    if blocked(state, faction):
        yield RULES["col.upgrade_limit"].violated(
            N_("{faction} already have 3 or more upgrades more than their opponents."),
            faction=Phrase(FACTION_NAMES[faction]),
        )
    problem = refusal(state.factions[faction].sheet.get(card) or CardUpgrades(), what)
    if problem:
        yield RULES["col.upgrade_kinds"].violated(problem)


class BuyUpgrade(ColumbiaCommand):
    """Pay $3 for an upgrade and place it (only in the Recruit/Build step)."""

    type: Literal["buy_upgrade"] = "buy_upgrade"
    card: str
    what: UpgradeKind
    phases = ("turns",)

    def describe(self, state: ColumbiaState) -> str:
        return f"Buy an upgrade: {self.card} {self.what}"

    def rules_check(self, state: ColumbiaState) -> Iterator[Violation]:
        if state.progress.step != "build":
            yield RULES["col.upgrade_purchase_step"].violated(N_("Upgrades are bought only in the Recruit/Build step."))
        player = active_player(state)
        yield from can_pay(state, player, UPGRADE_COST)
        yield from upgrade_checks(state, faction_of(state, player), self.card, self.what)

    def run(self, state: ColumbiaState) -> list[str]:
        player = active_player(state)
        state.players[player].eagles -= UPGRADE_COST
        return [f"Paid ${UPGRADE_COST}.", place(state, faction_of(state, player), self.card, self.what)]


class SpendUpgrade(ColumbiaCommand):
    """Place an upgrade earned by a win, the first-player token or a VP card."""

    type: Literal["spend_upgrade"] = "spend_upgrade"
    while_upgrade_owed: ClassVar[bool] = True
    faction: Literal["founders", "vox"]
    card: str
    what: UpgradeKind

    def describe(self, state: ColumbiaState) -> str:
        return f"Upgrade {self.card}: {self.what}"

    def rules_check(self, state: ColumbiaState) -> Iterator[Violation]:
        if state.factions[self.faction].pending_upgrades < 1:
            yield RULES["col.upgrade_available"].violated(
                N_("{faction} have no earned upgrade to place."), faction=Phrase(FACTION_NAMES[self.faction])
            )
        yield from upgrade_checks(state, self.faction, self.card, self.what)

    def run(self, state: ColumbiaState) -> list[str]:
        state.factions[self.faction].pending_upgrades -= 1
        return [place(state, self.faction, self.card, self.what)]


class ForgoUpgrade(ColumbiaCommand):
    """Give up an earned upgrade (for instance when the lead limit now forbids it)."""

    type: Literal["forgo_upgrade"] = "forgo_upgrade"
    while_upgrade_owed: ClassVar[bool] = True
    faction: Literal["founders", "vox"]

    def rules_check(self, state: ColumbiaState) -> Iterator[Violation]:
        if state.factions[self.faction].pending_upgrades < 1:
            yield RULES["col.upgrade_available"].violated(
                N_("{faction} have no earned upgrade."), faction=Phrase(FACTION_NAMES[self.faction])
            )

    def run(self, state: ColumbiaState) -> list[str]:
        state.factions[self.faction].pending_upgrades -= 1
        return []


def mover_checks(state: ColumbiaState, unit_id: int, to: int) -> Iterator[Violation]:
    """Shared by walks and rides: your unit, not moved yet, within 4, to an undestroyed location."""
    yield from step_is(state, "move")
    yield from location_ok(to)
    found = find_unit(state, unit_id)
    if found is None:
        yield RULES["col.move_limit"].violated(N_("No unit {unit} on the board."), unit=unit_id)
        return
    where, unit = found
    player = active_player(state)
    shared = unit.name in SKY_LEADERS and unit_faction(state, unit) == faction_of(state, player)
    if unit.owner != player and not shared:
        yield RULES["col.active_player"].violated(
            N_("Unit {unit} is not {player}'s."), unit=unit_id, player=state.players[player].name
        )
    if unit_id in state.moved:
        yield RULES["col.move_limit"].violated(N_("Unit {unit} has already moved this turn."), unit=unit_id)
    elif len(state.moved) >= MOVES:
        yield RULES["col.move_limit"].violated(
            Phrase.ngettext("{n} unit has already moved this turn.", "{n} units have already moved this turn.", MOVES)
        )
    if 1 <= to <= 15 and loc(state, to).destroyed:
        yield RULES["col.no_destroyed_entry"].violated(N_("{place} is destroyed."), place=place_name(state, to))
    if to == where.number:
        yield RULES["col.move_adjacent"].violated(N_("The unit is already there."))


class Move(ColumbiaCommand):
    type: Literal["move"] = "move"
    unit: int
    to: int
    phases = ("turns",)

    def describe(self, state: ColumbiaState) -> str:
        found = find_unit(state, self.unit)
        return f"Move {found[1].label() if found else self.unit} to {place_name(state, self.to)}"

    def rules_check(self, state: ColumbiaState) -> Iterator[Violation]:
        yield from mover_checks(state, self.unit, self.to)
        found = find_unit(state, self.unit)
        if found and 1 <= self.to <= 15 and adjacent(state, found[0].number, self.to) is False:
            yield RULES["col.move_adjacent"].violated(
                N_("{one} and {other} do not share a blue border."),
                one=place_name(state, found[0].number),
                other=place_name(state, self.to),
            )

    def run(self, state: ColumbiaState) -> list[str]:
        where, unit = unit_at(state, self.unit)
        where.units.remove(unit)
        loc(state, self.to).units.append(unit)
        state.moved.append(unit.id)
        notes = (
            [] if state.adjacency is not None else ["Adjacency not entered: the move is taken as the table made it."]
        )
        return notes + _arrival(state, self.to)


def _arrival(state: ColumbiaState, number: int) -> list[str]:
    where = loc(state, number)
    if contested(state, where):
        return [f"{place_name(state, number)}: combat must take place before the turn ends."]
    return []


def safe_roll(state: ColumbiaState, faces: list[int | str]) -> bool:
    """Safe on a safe symbol (reading A2: a 1 counts too only under symbol_or_one)."""
    return "safe" in faces or (state.options.get("skyline_safe") == "symbol_or_one" and 1 in faces)


class SkyRide(ColumbiaCommand):
    """Ride a Sky-Line: 3 Sky-Line dice for each new space (Songbird/Airship: up to 2, no dice)."""

    type: Literal["sky_ride"] = "sky_ride"
    unit: int
    to: int
    spaces: int = 1
    rolls: list[list[int | str]] | None = None
    on_danger: Literal["discard", "destroy"] = "discard"
    phases = ("turns",)

    def describe(self, state: ColumbiaState) -> str:
        found = find_unit(state, self.unit)
        rider = found[1].label() if found else self.unit
        return f"Sky-Line ride: {rider} to {place_name(state, self.to)} ({self.spaces} spaces)"

    def _on_network(self, state: ColumbiaState) -> Iterator[Violation]:
        """With the Sky-Lines entered in box setup, the ride must follow one from end to end."""
        found = find_unit(state, self.unit)
        if not state.skylines or found is None:
            return
        start = found[0].number
        lengths = {d for line in state.skylines if (d := line.distance(start, self.to)) is not None}
        if not lengths:
            yield RULES["col.skyline_network"].violated(
                N_("No Sky-Line runs from {start} to {end}."),
                start=place_name(state, start),
                end=place_name(state, self.to),
            )
        elif self.spaces not in lengths:
            yield RULES["col.skyline_network"].violated(
                N_("The Sky-Line from {start} to {end} is {spaces} spaces."),
                start=place_name(state, start),
                end=place_name(state, self.to),
                spaces=either(sorted(lengths)),
            )

    def _leader(self, state: ColumbiaState) -> bool:
        found = find_unit(state, self.unit)
        return found is not None and found[1].name in SKY_LEADERS

    def rules_check(self, state: ColumbiaState) -> Iterator[Violation]:
        yield from mover_checks(state, self.unit, self.to)
        yield from self._on_network(state)
        if self.spaces < 1:
            yield RULES["col.skyline_dice"].violated(N_("A ride covers at least 1 Sky-Line space."))
        if self._leader(state):
            if self.spaces > 2:
                yield RULES["col.skyline_leaders"].violated(
                    N_("Songbird and the Airship ride at most 2 Sky-Line spaces.")
                )
            return
        skyline = die(state, "skyline")
        if self.rolls is None:
            if not skyline.known:
                yield RULES["col.skyline_dice"].violated(
                    N_("Sky-Line dice faces are not known: enter what you rolled for each space.")
                )
            return
        if len(self.rolls) != self.spaces or any(len(r) != 3 for r in self.rolls):
            yield RULES["col.skyline_dice"].violated(N_("Enter 3 Sky-Line dice for each space."))
        for faces in self.rolls:
            if skyline.known:
                yield from dicelib.check_entered([skyline] * 3, faces)
            elif any(not (f == "safe" or (isinstance(f, int) and f >= 0)) for f in faces):
                yield RULES["col.skyline_dice"].violated(
                    N_("A Sky-Line die shows the safe symbol ('safe') or a number.")
                )

    def run(self, state: ColumbiaState) -> list[str]:
        leader = self._leader(state)
        where, unit = unit_at(state, self.unit)
        state.moved.append(unit.id)
        where.units.remove(unit)
        if leader:
            loc(state, self.to).units.append(unit)
            return [f"{unit.label()} rides without rolling."] + _arrival(state, self.to)
        player = state.players[unit.owner]
        notes = []
        for space in range(self.spaces):
            faces = self.rolls[space] if self.rolls is not None else take_roll(state, ["skyline"] * 3, None)
            if safe_roll(state, faces):
                notes.append(f"Space {space + 1}: {faces} safe.")
                continue
            total = sum(f for f in faces if isinstance(f, int))
            if self.on_danger == "discard" and player.hand >= total:
                player.hand -= total
                player.discard += total
                notes.append(f"Space {space + 1}: {faces}: discard {counted(total, 'card')}.")
            elif self.on_danger == "discard" and state.options.get("skyline_discard") == "discard_all":
                notes.append(
                    f"Space {space + 1}: {faces}: only {counted(player.hand, 'card')}: "
                    f"discard {'it' if player.hand == 1 else 'them all'}."
                )
                player.hand, player.discard = 0, player.discard + player.hand
            else:
                notes.append(f"Space {space + 1}: {faces}: the unit is destroyed.")
                return notes
        loc(state, self.to).units.append(unit)
        return notes + _arrival(state, self.to)


class EndTurn(ColumbiaCommand):
    """End the active player's turn once every required combat is fought."""

    type: Literal["end_turn"] = "end_turn"
    phases = ("turns",)

    def describe(self, state: ColumbiaState) -> str:
        return f"End {state.players[active_player(state)].name}'s turn"

    def rules_check(self, state: ColumbiaState) -> Iterator[Violation]:
        yield from step_is(state, "combat")
        left = pending_combats(state)
        if left:
            yield RULES["col.combat_required"].violated(
                N_("Fight first at {places}."), places=", ".join(place_name(state, n) for n in left)
            )

    def run(self, state: ColumbiaState) -> list[str]:
        state.moved = []
        if state.turn + 1 < len(state.players):
            state.turn += 1
            state.progress.step = "produce"
            state.progress.done = [s for s in state.progress.done if s not in TURN_STEPS]
            state.progress.skipped = [s for s in state.progress.skipped if s not in TURN_STEPS]
            return [f"{state.players[active_player(state)].name}'s turn."]
        return finish_step(state, "combat")
