"""A new game: seats, leaders, timeline, first player, start pieces, territory tokens, hands.

The box content the game depends on (dice faces, the board, leaders, the timeline, action-card
types) is copied in from the content library, so the state needs no library afterwards.
"""

from __future__ import annotations

import random
from typing import Any

from ...content import ContentLibrary
from ...engine import phases
from ...i18n import N_, _, ngettext
from .content import (
    FACTION_NAMES,
    FACTIONS,
    PIECE_NAMES,
    ActionCardEntry,
    BoardEntry,
    DieEntry,
    Faction,
    LeaderEntry,
    PoolEntry,
    TimelineEntry,
    entries_of,
)
from .phases import ROUND
from .pools import PARTNER_2P
from .state import (
    CardUpgrades,
    ColumbiaState,
    FactionState,
    Leader,
    Location,
    Player,
    Structure,
    StructureKind,
    Token,
    Unit,
    UnitKind,
    place_name,
)

GAME = "columbia"
HAND = 5
# (colour, faction) per seat: 2 players, then the 4-player track orders (reading A26).
SEATS_2P: list[tuple[str, Faction]] = [("blue", "founders"), ("red", "vox")]
TRACKS_4P: dict[str, list[tuple[str, Faction]]] = {
    "lightblue_red_blue_darkred": [("lightblue", "founders"), ("red", "vox"), ("blue", "founders"), ("darkred", "vox")],
    "blue_red_lightblue_darkred": [("blue", "founders"), ("red", "vox"), ("lightblue", "founders"), ("darkred", "vox")],
}
# Start placements (rules summary l.50-68): colour -> (location, structure, named units, specials, commons).
Placement = tuple[int, StructureKind, list[str], list[str], int]
START_2P: dict[str, list[Placement]] = {
    "blue": [(9, "stronghold", ["Comstock", "Songbird"], [], 3), (11, "turret", [], ["Handyman"], 4)],
    "red": [(14, "stronghold", ["Daisy", "Airship"], [], 3), (5, "turret", [], ["Handyman"], 4)],
}
START_4P: dict[str, list[Placement]] = {
    "blue": [(9, "stronghold", ["Comstock", "Songbird"], [], 3)],
    "lightblue": [(11, "stronghold", ["Saltonstall"], ["Handyman"], 3)],
    "red": [(14, "stronghold", ["Daisy", "Airship"], [], 3)],
    "darkred": [(5, "stronghold", ["Herzog"], ["Handyman"], 3)],
}


def new_game(players: int, seed: int, options: dict[str, Any], library: ContentLibrary, game_id: str) -> ColumbiaState:
    rnd = random.Random(seed)
    seats = SEATS_2P if players == 2 else TRACKS_4P[options["four_player_track"]]
    board = entries_of(library, "board", BoardEntry)[-1]
    locations = [Location(number=i.number, name=i.name, territory=i.territory) for i in board.locations]
    state = ColumbiaState(
        game=GAME,
        game_id=game_id,
        player_names=[f"P{i + 1}" for i in range(players)],
        options=options,
        rng={"seed": seed},
        progress=phases.start(ROUND),
        players=[Player(name=f"P{i + 1}", colour=c, faction=f, hand=HAND) for i, (c, f) in enumerate(seats)],
        turn_track=list(range(players)),
        factions={f: _faction(library, f, rnd) for f in FACTIONS},
        locations=locations,
        territories=[t.model_copy() for t in board.territories],
        adjacency=board.adjacency,
        skylines=[line.model_copy() for line in board.skylines],
        pools={e.id: e.pool.model_copy() for e in entries_of(library, "pools", PoolEntry)},
        destruction_markers=board.destruction_markers,
        dice={d.id: list(d.faces) for d in entries_of(library, "dice", DieEntry)},
        card_values={
            c.name: {k: v for k in ("influence", "combat", "eagles") if (v := getattr(c, k)) is not None}
            for c in entries_of(library, "action_cards", ActionCardEntry)
        },
        abilities={
            c.name: c.special.model_copy() for c in entries_of(library, "action_cards", ActionCardEntry) if c.special
        },
    )
    timelines = [t for t in entries_of(library, "timelines", TimelineEntry) if not t.retired]
    if timelines:
        chosen = rnd.choice(timelines)
        state.timeline_name, state.timeline = chosen.name, [s.model_copy() for s in chosen.steps]
    state.first_player = rnd.randrange(players)
    table = START_2P if players == 2 else START_4P
    for seat, player in enumerate(state.players):
        for number, structure, leaders, specials, commons in table[player.colour]:
            place = state.locations[number - 1]
            place.structure = Structure(owner=seat, kind=structure)
            for name in leaders:
                _add(state, place, seat, "leader", name)
            for name in specials:
                _add(state, place, seat, "special", name)
            for _n in range(commons):
                _add(state, place, seat, "common", "")
    for place in state.locations:
        if not place.units and place.structure is None:
            place.token = Token()
    return state


def _add(state: ColumbiaState, place: Location, owner: int, kind: UnitKind, name: str) -> None:
    place.units.append(Unit(id=state.next_unit_id, owner=owner, kind=kind, name=name))
    state.next_unit_id += 1


def _faction(library: ContentLibrary, faction: Faction, rnd: random.Random) -> FactionState:
    leaders = [e for e in entries_of(library, "leaders", LeaderEntry) if e.faction == faction]
    pick = rnd.choice(leaders) if leaders else None
    leader = (
        Leader(
            name=pick.name,
            ability=pick.ability,
            unit_discount=pick.unit_discount,
            structure_discount=pick.structure_discount,
            faction=faction,
        )
        if pick
        else Leader(name="(enter your leader card)")
    )
    cards = [c.name for c in entries_of(library, "action_cards", ActionCardEntry) if faction in c.factions]
    return FactionState(leader=leader, sheet={name: CardUpgrades() for name in cards})


COLOUR_NAMES = {
    "blue": N_("dark blue"),
    "lightblue": N_("light blue"),
    "red": N_("light red"),
    "darkred": N_("dark red"),
}
TOKEN_COLOURS = {"founders": N_("blue"), "vox": N_("red")}


def components(state: ColumbiaState, seat: int) -> str:
    """What one player takes from the box (rules summary §Setup l.50-52; 4 players: l.62-64)."""
    player = state.players[seat]
    colour = _(COLOUR_NAMES.get(player.colour, player.colour))
    names = {"name": player.name, "faction": _(FACTION_NAMES[player.faction]), "colour": colour}
    tokens = _(TOKEN_COLOURS[player.faction])
    if len(state.players) == 2:
        other = _(COLOUR_NAMES[PARTNER_2P[player.colour]])
        return _(
            "{name} ({faction}) takes all {colour} units and the {other} common units, the {colour} strongholds, "
            "turrets and alarms, the {tokens} Victory tokens, the {colour} action cards and the reference sheet."
        ).format(**names, other=other, tokens=tokens)
    return _(
        "{name} ({faction}) takes all {colour} units, the {colour} strongholds, turrets and alarms, the {tokens} "
        "Victory tokens, the {colour} action cards and a reference sheet shared with the teammate."
    ).format(**names, tokens=tokens)


def setup_checklist(state: ColumbiaState) -> list[str]:
    """What the table places by hand, in the rulebook's order (shown before the first round)."""
    lines = [
        _("Elizabeth timeline: {timeline}; marker on its first space.").format(
            timeline=state.timeline_name or _("pick one at random")
        ),
        _("Shuffle the World Event deck (15) and the Victory Point deck (15)."),
        *[components(state, seat) for seat in range(len(state.players))],
    ]
    for seat, player in enumerate(state.players):
        placed = []
        for place in state.locations:
            mine = [u for u in place.units if u.owner == seat]
            if not mine:
                continue
            mine_here = place.structure and place.structure.owner == seat
            pieces: list[str] = [_(PIECE_NAMES[place.structure.kind])] if place.structure and mine_here else []
            pieces += [u.name for u in mine if u.name]
            commons = sum(1 for u in mine if not u.name)
            pieces += [ngettext("{n} common", "{n} common", commons).format(n=commons)] if commons else []
            placed.append(f"{place_name(state, place.number)}: {', '.join(pieces)}")
        lines.append(_("{name} places on {places}.").format(name=player.name, places=_("; on ").join(placed)))
    tokens = [place_name(state, p.number) for p in state.locations if p.token]
    lines += [
        _("Leaders: Founders {founders}, Vox Populi {vox}.").format(
            founders=state.factions["founders"].leader.name, vox=state.factions["vox"].leader.name
        ),
        _("Territory tokens face down on {places}.").format(places=", ".join(tokens)),
        _("Each player draws 5 action cards."),
        _("First player token: {name}.").format(name=state.players[state.first_player].name),
        _("Reveal the first Victory Point card and enter it."),
    ]
    return lines
