"""Checking a Victory Point card's condition for a claimant (rules summary §Victory points l.250-252).

A "You…" card is checked for the claiming player alone; a "Your faction…" card for the team
(in a 2-player game both are the same).
"""

from __future__ import annotations

from .content import FACTION_NAMES, VpCheck
from .state import ColumbiaState, Location, VpCard, controlling_players, controls, elizabeth_holder, faction_of


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
    return 1 if elizabeth_holder(state) == faction else 0


def _count(n: int, noun: str, nouns: str = "") -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {nouns or noun + 's'}"


def needed(check: VpCheck) -> str:
    """What a checked condition asks for, as a noun phrase ("3 locations with a stronghold")."""
    where = f" in territory {check.territory}" if check.territory else ""
    kind = {
        "locations": f"{_count(check.count, 'location')}{' with a stronghold' if check.stronghold else ''}{where}",
        "territories": _count(check.count, "territory", "territories"),
        "upgrades": _count(check.count, "upgrade"),
        "destroyed": f"{_count(check.count, 'location')} destroyed",
        "elizabeth": "Elizabeth held",
    }
    return kind[check.kind]


def describe_check(check: VpCheck) -> str:
    """The condition in words: "control 3 locations with a stronghold"."""
    verb = {"locations": "control", "territories": "hold", "upgrades": "have made", "destroyed": "see"}
    return "hold Elizabeth" if check.kind == "elizabeth" else f"{verb[check.kind]} {needed(check)}"


def unmet(state: ColumbiaState, card: VpCard, player: int) -> str | None:
    """Why ``player`` does not meet ``card``'s checked condition, in the table's words (None when
    met or unchecked): "Established needs 3 locations with a stronghold; the Founders hold 1."."""
    check = card.check
    if check is None:
        return None
    have = _have(state, check, player, card.team)
    if have >= check.count:
        return None
    faction = card.team or len(state.players) == 2
    who = f"the {FACTION_NAMES[faction_of(state, player)]}" if faction else state.players[player].name
    held = {
        "locations": ("hold", "holds"),
        "territories": ("hold", "holds"),
        "upgrades": ("have made", "has made"),
    }
    if check.kind in held:
        said = f"{who} {held[check.kind][0 if faction else 1]} {have}"
    elif check.kind == "destroyed":
        said = f"{have} {'is' if have == 1 else 'are'} destroyed"
    else:
        said = f"{who} {'do' if faction else 'does'} not hold her"
    return f"{card.name} needs {needed(check)}; {said}."
