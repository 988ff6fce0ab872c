"""Earning and spending action-card upgrades, and the 3-upgrade lead limit (summary l.210-239)."""

from __future__ import annotations

from ...i18n import N_, Phrase
from .content import FACTION_NAMES, Faction
from .state import CardUpgrades, ColumbiaState, upgrade_lead

LEAD_LIMIT = 3
MAX_BOOST = 2


def blocked(state: ColumbiaState, faction: Faction) -> bool:
    """A faction already 3 or more upgrades ahead of the other cannot upgrade."""
    return upgrade_lead(state, faction) >= LEAD_LIMIT


def earn(state: ColumbiaState, faction: Faction, reason: str) -> list[str]:
    """An upgrade condition met: grant an upgrade to spend, unless the lead limit forbids it."""
    if blocked(state, faction):
        return [f"{FACTION_NAMES[faction]} {reason} but are {LEAD_LIMIT}+ upgrades ahead: no upgrade."]
    state.factions[faction].pending_upgrades += 1
    return [f"{FACTION_NAMES[faction]} {reason}: one upgrade to place on the reference sheet."]


def cost_in_count(state: ColumbiaState, row: CardUpgrades, what: str) -> int:
    """How much this upgrade adds to the faction's upgrade count (setting upgrade_count, A9)."""
    if what != "key" and getattr(row, what) == 1 and state.options.get("upgrade_count") == "markers":
        return 0
    return 1


VALUE_NAMES = {"influence": N_("influence"), "combat": N_("combat"), "eagles": N_("Silver Eagles")}
"""The values of a row of the reference sheet an upgrade raises, as a player reads them."""


def refusal(row: CardUpgrades, what: str) -> Phrase | None:
    """Why ``what`` of this row cannot be upgraded again (None when it can)."""
    if what == "key":
        return Phrase(N_("That card's ability is already unlocked.")) if row.key else None
    if getattr(row, what) < MAX_BOOST:
        return None
    return Phrase(N_("That card's {value} is already +{most}."), value=Phrase(VALUE_NAMES[what]), most=MAX_BOOST)


def place(state: ColumbiaState, faction: Faction, card: str, what: str) -> str:
    """Put one upgrade on the faction's sheet; returns the log line."""
    sheet = state.factions[faction].sheet
    row = sheet.setdefault(card, CardUpgrades())
    state.factions[faction].upgrades += cost_in_count(state, row, what)
    if what == "key":
        row.key = True
        return f"{FACTION_NAMES[faction]} unlock {card}'s ability."
    setattr(row, what, getattr(row, what) + 1)
    return f"{FACTION_NAMES[faction]} {card}: {what} +{getattr(row, what)}."
