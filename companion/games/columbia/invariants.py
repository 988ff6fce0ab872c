"""What must hold in every Columbia state: references point at real players, locations and
cards, and every count is in range (guards corrections and states received from other phones)."""

from __future__ import annotations

from .content import FACTION_NAMES, FACTIONS
from .state import ColumbiaState, place_name
from .upgrades import MAX_BOOST

LOCATIONS = 15
DECK = 15
ACTION_CARDS = 30  # per colour deck (facts §3.2)
STEPS = 30
TEXT = 400
COLOURS = ("blue", "lightblue", "red", "darkred")
PIECE_KINDS = ("leader", "special", "common", "stronghold", "turret", "alarm")


def broken_invariants(state: ColumbiaState) -> list[str]:
    """Plain sentences, one per broken invariant (empty when the state is healthy)."""
    return _players(state) + _board(state) + _factions(state) + _people(state) + _decks(state) + _pools(state)


def _seat_ok(state: ColumbiaState, seat: int) -> bool:
    return 0 <= seat < len(state.players)


def _players(state: ColumbiaState) -> list[str]:
    broken = []
    seats = len(state.players)
    if len(state.player_names) != seats:
        broken.append("the player names do not match the players")
    if sorted(state.turn_track) != list(range(seats)):
        broken.append("the turn order must list every player once")
    if not _seat_ok(state, state.first_player):
        broken.append("the first player is not a player")
    if not 0 <= state.turn < max(seats, 1):
        broken.append("the turn points past the last player")
    for p in state.players:
        if min(p.eagles, p.hand, p.deck, p.discard) < 0:
            broken.append(f"{p.name} has a negative count of Silver Eagles or cards")
        if p.hand + p.deck + p.discard > ACTION_CARDS:
            broken.append(f"{p.name} has more than {ACTION_CARDS} action cards in hand, deck and discards")
    if any(not _seat_ok(state, s) for s in state.eliminated) or len(set(state.eliminated)) != len(state.eliminated):
        broken.append("an eliminated player is not a player, or is out twice")
    return broken


def _board(state: ColumbiaState) -> list[str]:
    broken = []
    if [w.number for w in state.locations] != list(range(1, LOCATIONS + 1)):
        broken.append("the board must have locations #1 to #15 in order")
    ids = [u.id for w in state.locations for u in w.units]
    if len(ids) != len(set(ids)):
        broken.append("a unit is on the board twice")
    if any(i >= state.next_unit_id or i < 1 for i in ids):
        broken.append("a unit has an unknown number")
    for w in state.locations:
        if any(not _seat_ok(state, u.owner) for u in w.units) or (
            w.structure and not _seat_ok(state, w.structure.owner)
        ):
            broken.append(f"a piece on {place_name(state, w.number)} belongs to nobody at the table")
        if w.destroyed and w.structure:
            broken.append(f"{place_name(state, w.number)} is destroyed but has a structure")
        if w.token and not w.token.revealed and (w.token.total is not None or w.token.eagles is not None):
            broken.append(f"the token on {place_name(state, w.number)} is face down: nobody knows its values yet")
    if len(state.moved) > 4 or len(set(state.moved)) != len(state.moved):
        broken.append("more than 4 units moved this turn, or one twice")
    if any(n not in range(1, LOCATIONS + 1) for line in state.skylines for n in line.stops) or any(
        len(line.spaces) != len(line.stops) - 1 or min(line.spaces) < 1 for line in state.skylines
    ):
        broken.append("a Sky-Line stops at an unknown location or has a stretch without spaces")
    if any(n not in range(1, LOCATIONS + 1) for t in state.territories for n in t.locations) or any(
        n not in range(1, LOCATIONS + 1) for pair in state.adjacency or [] for n in pair
    ):
        broken.append("a territory or a road names a location not on the board")
    known = {t.id for t in state.territories}
    if any(t not in known for t in state.territory_holder):
        broken.append("a Victory token lies on an unknown territory")
    return broken


def _factions(state: ColumbiaState) -> list[str]:
    broken = []
    if set(state.factions) != set(FACTIONS):
        broken.append("both factions must be present")
    for f, fs in state.factions.items():
        if fs.leader.faction not in (None, f):
            broken.append(f"{fs.leader.name} is not a {FACTION_NAMES[f]} leader")
        values = [getattr(r, v) for r in fs.sheet.values() for v in ("influence", "combat", "eagles")]
        if fs.pending_upgrades < 0 or fs.upgrades < 0 or any(not 0 <= v <= MAX_BOOST for v in values):
            broken.append(f"{f} upgrades out of range")
    return broken


def _people(state: ColumbiaState) -> list[str]:
    broken = []
    if state.booker is not None:
        if not 1 <= state.booker <= LOCATIONS:
            broken.append("Booker stands on no location")
        elif state.locations[state.booker - 1].destroyed:
            broken.append("Booker stands on a destroyed location")
    her = state.elizabeth
    if her.where == "left" and (her.location is None or not 1 <= her.location <= LOCATIONS):
        broken.append("Elizabeth is left on no location")
    if not 0 <= state.elizabeth_step <= DECK:
        broken.append("Elizabeth's marker is off her timeline")
    if state.event is None and "reveal" in state.progress.done:
        broken.append("no World Event card is in play although this round's was revealed")
    if state.event is not None and not state.event.complete:
        broken.append(f"the World Event in play ({state.event.name}) needs both vote signs and Booker's location")
    return broken


def _decks(state: ColumbiaState) -> list[str]:
    broken = []
    if not 0 <= state.event_deck <= DECK or not 0 <= state.vp_deck <= DECK:
        broken.append("a deck count is out of range")
    if len(state.vp_cards) > DECK or any(len(c.condition) > TEXT for c in state.vp_cards):
        broken.append("more Victory Point cards than the deck holds, or a condition too long")
    if state.outage_round is not None and not 1 <= state.outage_round <= state.round:
        broken.append("a Power Outage can only have switched upgrades off in this round or an earlier one")
    if len(state.card_steps) > STEPS or any(len(step) > TEXT for step in state.card_steps):
        broken.append(f"at most {STEPS} card effects wait, each a sentence")
    if len(state.timeline) > DECK or any(len(step.text) > TEXT for step in state.timeline):
        broken.append(f"an Elizabeth timeline has at most {DECK} steps")
    return broken


def _pools(state: ColumbiaState) -> list[str]:
    for colour, pool in state.pools.items():
        if colour not in COLOURS or any(k not in PIECE_KINDS or not 0 <= n <= 40 for k, n in pool.kinds.items()):
            return ["a piece pool names an unknown colour or kind, or holds more than 40 of one kind"]
    return []
