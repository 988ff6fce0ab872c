"""Piece pools and destruction markers: what the box holds limits what can be put on the board.

Each colour's counts come from box setup (totals shipped where a source gives them: 13 or 12 units
and 9 structures a colour, facts §3.2). In a 2-player game a player takes his colour's units and
the other colour's common units (rules summary §Setup l.50-52): leaders and special units come from
his own colour alone. While the other colour's common count is not entered, it is at most that
colour's total less the leader and special units it sets up in a 4-player game (l.62-68), and his
own colour holds at least the commons it sets up there (:data:`LEAST`). Leader units are the named figures
(rulebook p.24: Comstock, Songbird, Saltonstall; Daisy, Airship, Herzog), each once on the board.
"""

from __future__ import annotations

from ...i18n import N_, Phrase
from .state import ColumbiaState, is_team_game, loc, place_name

PARTNER_2P = {"blue": "lightblue", "red": "darkred"}
UNIT_KINDS = ("leader", "special", "common")
LEADERS = {
    "blue": ("Comstock", "Songbird"),
    "lightblue": ("Saltonstall",),
    "red": ("Daisy", "Airship"),
    "darkred": ("Herzog",),
}
"""Each colour's leader units, as the 4-player setup places them (rules summary l.62-68)."""
LEAST = {colour: {"leader": len(names), "special": 1, "common": 3} for colour, names in LEADERS.items()}
"""The least of each kind a colour holds: its leaders and 3 commons (4-player setup, rules summary l.62-68), and
a Handyman special unit (4-player setup for light blue and dark red; the 2-player setup's for dark blue and light
red, who take no other colour's special units, l.50-52)."""
PLURALS = {
    "leader": N_("leaders"),
    "special": N_("special units"),
    "common": N_("common units"),
    "stronghold": N_("strongholds"),
    "turret": N_("turrets"),
    "alarm": N_("alarms"),
}


def leader_names(state: ColumbiaState, player: int) -> tuple[str, ...]:
    """The leader units ``player`` may have: his colour's (and, in a 2-player game with setting
    two_player_leaders "available", the other colour's, reading A25)."""
    colour = state.players[player].colour
    names = LEADERS.get(colour, ())
    partner = PARTNER_2P.get(colour) if not is_team_game(state) else None
    if partner and state.options.get("two_player_leaders") == "available":
        names += LEADERS[partner]
    return names


def _partner_commons(state: ColumbiaState, colour: str) -> int | None:
    """The other colour's common units a 2-player player takes: entered, or at most its total less
    the leaders and specials it sets up in a 4-player game (None while even that is unknown)."""
    pool = state.pools.get(colour)
    if pool is None:
        return None
    if "common" in pool.kinds:
        return pool.kinds["common"]
    if pool.units is None:
        return None
    return max(0, pool.units - LEAST[colour]["leader"] - LEAST[colour]["special"])


def _limits(state: ColumbiaState, player: int, kind: str) -> list[tuple[int, str, set[str]]]:
    """(limit, what it counts, the kinds it counts) for ``kind`` in ``player``'s pool."""
    colour = state.players[player].colour
    own = state.pools.get(colour)
    if own is None:
        return []
    if kind not in UNIT_KINDS:
        found = (
            [(own.structures, N_("structures"), {"stronghold", "turret", "alarm"})]
            if own.structures is not None
            else []
        )
        return found + ([(own.kinds[kind], PLURALS[kind], {kind})] if kind in own.kinds else [])
    partner = PARTNER_2P.get(colour) if not is_team_game(state) else None
    extra = _partner_commons(state, partner) if partner else 0
    found = []
    if own.units is not None and extra is not None:
        found.append((own.units + extra, N_("units"), set(UNIT_KINDS)))
    if kind != "common" and own.units is not None:  # leaders and specials come from his own colour alone
        least_commons = own.kinds.get("common", LEAST.get(colour, {}).get("common", 0))
        found.append((own.units - least_commons, N_("leaders and special units"), {"leader", "special"}))
    if kind in own.kinds:
        more = 0 if kind != "common" else extra
        if more is not None:
            found.append((own.kinds[kind] + more, PLURALS[kind], {kind}))
    return found


def pool_refusal(state: ColumbiaState, player: int, kind: str) -> Phrase | None:
    """Why ``player`` has no ``kind`` left in the pool (None when one is left or the count is unknown)."""
    mine: list[str] = [u.kind for w in state.locations for u in w.units if u.owner == player]
    mine += [w.structure.kind for w in state.locations if w.structure and w.structure.owner == player]
    name = state.players[player].name
    for limit, what, kinds in _limits(state, player, kind):
        if sum(1 for k in mine if k in kinds) >= limit:
            return Phrase.ngettext(
                "All {n} of {player}'s {pieces} are on the board: none is left in the pool.",
                "All {n} of {player}'s {pieces} are on the board: none is left in the pool.",
                limit,
                player=name,
                pieces=Phrase(what),
            )
    return None


def destruction_refusal(state: ColumbiaState, number: int) -> Phrase | None:
    """Why ``number`` cannot be destroyed now (already destroyed, or no destruction marker left)."""
    if loc(state, number).destroyed:
        return Phrase(
            N_("{place} is already destroyed: a location is destroyed only once."), place=place_name(state, number)
        )
    markers = state.destruction_markers
    if markers is not None and sum(1 for w in state.locations if w.destroyed) >= markers:
        return Phrase.ngettext(
            "The {n} destruction marker is on the board: no other location can be destroyed.",
            "All {n} destruction markers are on the board: no other location can be destroyed.",
            markers,
        )
    return None
