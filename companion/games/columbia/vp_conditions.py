"""Checking a Victory Point card's condition for a claimant (rules summary §Victory points l.250-252).

A "You…" card is checked for the claiming player alone; a "Your faction…" card for the team
(in a 2-player game both are the same).
"""

from __future__ import annotations

from .content import FACTION_NAMES, VpCheck
from .state import ColumbiaState, Location, VpCard, controlling_players, controls, faction_of


def _holds(state: ColumbiaState, player: int, where: Location, team: bool) -> bool:
    faction = faction_of(state, player)
    if not controls(state, faction, where):
        return False
    return team or len(state.players) == 2 or player in controlling_players(state, where, faction)


def _have(state: ColumbiaState, check: VpCheck, player: int, team: bool) -> int:
    faction = faction_of(state, player)
    if check.kind == "locations":
        return sum(
            1
            for w in state.locations
            if (check.territory is None or w.territory == check.territory)
            and (not check.stronghold or (w.structure is not None and w.structure.kind == "stronghold"))
            and _holds(state, player, w, team)
        )
    if check.kind == "territories":
        return sum(1 for holder in state.territory_holder.values() if holder == faction)
    if check.kind == "upgrades":
        return state.factions[faction].upgrades
    if check.kind == "destroyed":
        return sum(1 for w in state.locations if w.destroyed)
    return 1 if state.elizabeth.where == "left" and state.elizabeth.holder == faction else 0


def describe_check(check: VpCheck) -> str:
    """The condition in words: "control 3 locations with a stronghold"."""
    where = f" in territory {check.territory}" if check.territory else ""
    kind = {
        "locations": f"control {check.count} location(s){' with a stronghold' if check.stronghold else ''}{where}",
        "territories": f"hold {check.count} territories",
        "upgrades": f"have made {check.count} upgrades",
        "destroyed": f"see {check.count} location(s) destroyed",
        "elizabeth": "hold Elizabeth",
    }
    return kind[check.kind]


def unmet(state: ColumbiaState, card: VpCard, player: int) -> str | None:
    """Why ``player`` does not meet ``card``'s checked condition (None when met or unchecked)."""
    check = card.check
    if check is None:
        return None
    have = _have(state, check, player, card.team)
    if have >= check.count:
        return None
    who = f"the {FACTION_NAMES[faction_of(state, player)]}" if card.team else state.players[player].name
    return f"{card.name} needs you to {describe_check(check)}; {who} {'has' if not card.team else 'have'} {have}."
