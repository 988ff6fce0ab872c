"""Checking a Victory Point card's condition for a claimant (rules summary §Victory points l.250-252).

A "You…" card is checked for the claiming player alone; a "Your faction…" card for the team
(in a 2-player game both are the same).
"""

from __future__ import annotations

from ...i18n import N_, Phrase
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


def needed(check: VpCheck) -> Phrase:
    """What a checked condition asks for, as a noun phrase ("3 locations with a stronghold")."""
    n = check.count
    if check.kind == "locations" and check.stronghold and check.territory:
        return Phrase.ngettext(
            "{n} location with a stronghold in territory {territory}",
            "{n} locations with a stronghold in territory {territory}",
            n,
            territory=check.territory,
        )
    if check.kind == "locations" and check.stronghold:
        return Phrase.ngettext("{n} location with a stronghold", "{n} locations with a stronghold", n)
    if check.kind == "locations" and check.territory:
        return Phrase.ngettext(
            "{n} location in territory {territory}",
            "{n} locations in territory {territory}",
            n,
            territory=check.territory,
        )
    if check.kind == "locations":
        return Phrase.ngettext("{n} location", "{n} locations", n)
    if check.kind == "territories":
        return Phrase.ngettext("{n} territory", "{n} territories", n)
    if check.kind == "upgrades":
        return Phrase.ngettext("{n} upgrade", "{n} upgrades", n)
    if check.kind == "destroyed":
        return Phrase.ngettext("{n} location destroyed", "{n} locations destroyed", n)
    return Phrase(N_("Elizabeth held"))


def describe_check(check: VpCheck) -> Phrase:
    """The condition in words: "control 3 locations with a stronghold"."""
    verb = {
        "locations": N_("control {needs}"),
        "territories": N_("hold {needs}"),
        "upgrades": N_("have made {needs}"),
        "destroyed": N_("see {needs}"),
    }
    return Phrase(N_("hold Elizabeth")) if check.kind == "elizabeth" else Phrase(verb[check.kind], needs=needed(check))


_UNMET = {
    # (kind, said of a faction): the sentence of a condition unmet
    ("locations", True): N_("{card} needs {needs}; the {faction} hold {have}."),
    ("locations", False): N_("{card} needs {needs}; {player} holds {have}."),
    ("territories", True): N_("{card} needs {needs}; the {faction} hold {have}."),
    ("territories", False): N_("{card} needs {needs}; {player} holds {have}."),
    ("upgrades", True): N_("{card} needs {needs}; the {faction} have made {have}."),
    ("upgrades", False): N_("{card} needs {needs}; {player} has made {have}."),
    ("elizabeth", True): N_("{card} needs {needs}; the {faction} do not hold her."),
    ("elizabeth", False): N_("{card} needs {needs}; {player} does not hold her."),
}


def unmet(state: ColumbiaState, card: VpCard, player: int) -> Phrase | None:
    """Why ``player`` does not meet ``card``'s checked condition, in the table's words (None when
    met or unchecked): "Established needs 3 locations with a stronghold; the Founders hold 1."."""
    check = card.check
    if check is None:
        return None
    have = _have(state, check, player, card.team)
    if have >= check.count:
        return None
    if check.kind == "destroyed":
        return Phrase.ngettext(
            "{card} needs {needs}; {n} is destroyed.",
            "{card} needs {needs}; {n} are destroyed.",
            have,
            card=card.name,
            needs=needed(check),
        )
    faction = card.team or len(state.players) == 2
    return Phrase(
        _UNMET[check.kind, faction],
        card=card.name,
        needs=needed(check),
        faction=Phrase(FACTION_NAMES[faction_of(state, player)]),
        player=state.players[player].name,
        have=have,
    )
