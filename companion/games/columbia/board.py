"""What follows any change on the board: territory tokens, eliminations and victory.

Called at the end of every Columbia command, so VP, control and the end of the game are never
stale (reading A10: territory tokens follow control in any phase).
"""

from __future__ import annotations

from ...engine.phases import phase_of
from .content import FACTION_NAMES, FACTIONS, Faction
from .phases import ROUND
from .pools import destruction_refusal
from .state import (
    ColumbiaState,
    active_player,
    controls,
    elizabeth_holder,
    faction_of,
    loc,
    pieces_of,
    place_name,
    vp,
)

WIN_VP = 10


def holder_of_territory(state: ColumbiaState, territory_id: str) -> Faction | None:
    """The faction controlling every undestroyed location of a territory (A11: none if all destroyed)."""
    territory = next(t for t in state.territories if t.id == territory_id)
    standing = [loc(state, n) for n in territory.locations if not loc(state, n).destroyed]
    if not standing:
        return state.territory_holder.get(territory_id)
    for faction in FACTIONS:
        if all(controls(state, faction, where) for where in standing):
            return faction
    return None


def settle(state: ColumbiaState) -> list[str]:
    """Update territory tokens, then check elimination and the 10-VP win; returns log lines."""
    notes = []
    for territory in state.territories:
        before, after = state.territory_holder.get(territory.id), holder_of_territory(state, territory.id)
        if before == after:
            continue
        if after is None and before is not None:
            del state.territory_holder[territory.id]
            notes.append(f"{FACTION_NAMES[before]} lose territory {territory.id}.")
        elif after is not None:
            state.territory_holder[territory.id] = after
            worth = f"{territory.vp} VP" if territory.vp is not None else "its VP is not on file"
            notes.append(f"{FACTION_NAMES[after]} claim territory {territory.id} ({worth}).")
    notes += _elizabeth_follows_her_location(state)
    if state.finished:
        return notes
    for player in range(len(state.players)):
        if player not in state.eliminated and pieces_of(state, player) == 0:
            state.eliminated.append(player)
            notes.append(f"{state.players[player].name} has no units or structures left.")
    for faction in FACTIONS:
        out = [i for i in state.eliminated if faction_of(state, i) == faction]
        team = [i for i, p in enumerate(state.players) if p.faction == faction]
        need_all = len(team) > 1 and state.options.get("team_elimination") == "both"
        if out and (len(out) == len(team) or not need_all):
            winner = "vox" if faction == "founders" else "founders"
            return notes + finish(
                state, f"{FACTION_NAMES[winner]} win: {FACTION_NAMES[faction]} have a player with no pieces left."
            )
    if phase_of(ROUND, state.progress) == "turns":
        faction = faction_of(state, active_player(state))
        if vp(state, faction) >= WIN_VP:
            return notes + finish(
                state, f"{FACTION_NAMES[faction]} win with {vp(state, faction)} VP during their turn."
            )
    return notes


def _elizabeth_follows_her_location(state: ColumbiaState) -> list[str]:
    holder = elizabeth_holder(state)
    if holder == state.elizabeth.holder:
        return []
    state.elizabeth = state.elizabeth.model_copy(update={"holder": holder})
    return [f"The {FACTION_NAMES[holder]} now hold Elizabeth." if holder else "Nobody holds Elizabeth now."]


def destroy_location(state: ColumbiaState, number: int) -> list[str]:
    """Destroy a location: its structure goes; units stay but give no control (reading A12).
    A location already destroyed, or one past the box's destruction markers, stays as it is."""
    refused = destruction_refusal(state, number)
    if refused is not None:
        return [str(refused)]
    where = loc(state, number)
    where.destroyed = True
    notes = [f"{place_name(state, where.number)} is destroyed."]
    if where.structure:
        notes.append(f"Its {where.structure.kind} is destroyed.")
        where.structure = None
    if state.booker == number:
        state.booker = next_available(state, number)
        notes.append(f"Booker moves on to {place_name(state, state.booker)}.")
    return notes


def next_available(state: ColumbiaState, number: int) -> int:
    """The next undestroyed location in descending order (reading A3 past #1)."""
    below = list(range(number - 1, 0, -1))
    after = (
        list(range(15, number, -1)) if state.options.get("booker_below_one") != "stop" else list(range(number + 1, 16))
    )
    for n in [number, *below, *after]:
        if not loc(state, n).destroyed:
            return n
    return number


def finish(state: ColumbiaState, result: str) -> list[str]:
    state.finished = True
    state.result = result
    return [result]


def nominal_result(state: ColumbiaState) -> str:
    """The end when the World Event deck is empty: most VP is the nominal victor (A19 on ties)."""
    points = {f: vp(state, f) for f in FACTIONS}
    a, b = points["founders"], points["vox"]
    if a != b:
        best = "founders" if a > b else "vox"
        return f"The World Event deck is empty: {FACTION_NAMES[best]} are the nominal victors ({a}-{b} VP)."
    if state.options.get("end_tie") == "first_player":
        best = faction_of(state, state.first_player)
        return f"The World Event deck is empty at {a}-{b} VP: {FACTION_NAMES[best]} (first player) win."
    return f"The World Event deck is empty: a draw at {a}-{b} VP."
