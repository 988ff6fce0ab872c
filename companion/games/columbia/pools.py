"""Piece pools and destruction markers: what the box holds limits what can be put on the board.

Each colour's counts come from box setup (totals shipped where a source gives them); an unknown
count limits nothing. In a 2-player game a player also takes the other colour's common units
(rules summary §Setup l.50-52), so that colour's common count joins the pool once it is entered.
"""

from __future__ import annotations

from .state import ColumbiaState, is_team_game, loc, place_name

PARTNER_2P = {"blue": "lightblue", "red": "darkred"}
UNIT_KINDS = ("leader", "special", "common")
PLURALS = {
    "leader": "leaders",
    "special": "special units",
    "common": "common units",
    "stronghold": "strongholds",
    "turret": "turrets",
    "alarm": "alarms",
}


def _limits(state: ColumbiaState, player: int, kind: str) -> tuple[int | None, int | None]:
    """(limit for this kind, limit for all units or all structures) in ``player``'s pool."""
    colour = state.players[player].colour
    own = state.pools.get(colour)
    if own is None:
        return None, None
    unit = kind in UNIT_KINDS
    per_kind, total = own.kinds.get(kind), own.units if unit else own.structures
    partner = PARTNER_2P.get(colour) if unit and not is_team_game(state) else None
    if partner is not None:
        extra = state.pools[partner].kinds.get("common") if partner in state.pools else None
        total = None if total is None or extra is None else total + extra
        if kind == "common":
            per_kind = None if per_kind is None or extra is None else per_kind + extra
    return per_kind, total


def pool_refusal(state: ColumbiaState, player: int, kind: str) -> str | None:
    """Why ``player`` has no ``kind`` left in the pool (None when one is left or the count is unknown)."""
    unit = kind in UNIT_KINDS
    mine = [u for w in state.locations for u in w.units if u.owner == player]
    built = [w.structure for w in state.locations if w.structure and w.structure.owner == player]
    per_kind, total = _limits(state, player, kind)
    name = state.players[player].name
    same = sum(1 for u in mine if u.kind == kind) if unit else sum(1 for b in built if b.kind == kind)
    if per_kind is not None and same >= per_kind:
        return f"All {per_kind} of {name}'s {PLURALS[kind]} are on the board: none is left in the pool."
    placed = len(mine) if unit else len(built)
    if total is not None and placed >= total:
        what = "units" if unit else "structures"
        return f"All {total} of {name}'s {what} are on the board: none is left in the pool."
    return None


def destruction_refusal(state: ColumbiaState, number: int) -> str | None:
    """Why ``number`` cannot be destroyed now (already destroyed, or no destruction marker left)."""
    if loc(state, number).destroyed:
        return f"{place_name(state, number)} is already destroyed: a location is destroyed only once."
    markers = state.destruction_markers
    if markers is not None and sum(1 for w in state.locations if w.destroyed) >= markers:
        return f"All {markers} destruction markers are on the board: no other location can be destroyed."
    return None
