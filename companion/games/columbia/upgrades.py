"""Earning and spending action-card upgrades, and the 3-upgrade lead limit (summary l.210-239)."""

from __future__ import annotations

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


def refusal(row: CardUpgrades, what: str) -> str | None:
    if what == "key":
        return "That card's ability is already unlocked." if row.key else None
    return f"That card's {what} is already +{MAX_BOOST}." if getattr(row, what) >= MAX_BOOST else None


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
