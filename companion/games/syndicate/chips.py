"""Bonus chips as content (l.102-112, l.546-552): the chip found on a territory is named there, from box setup
or typed from the chip once (then kept in box setup); a chip taken before it was named is held as
"<ZONE> chip (<territory>)" until its owner names it. A named chip is played with what it says.
"""

from __future__ import annotations

import re

from ...i18n import N_, Phrase
from . import market
from .state import BonusChip, SyndicateState, Zone

UNNAMED = re.compile(r"^(EXO|MIDDLE|INNER) chip \((.+)\)$")


def unnamed(zone: Zone, territory: str) -> str:
    """How a chip taken before it was named is held: its zone and where it was found."""
    return f"{zone} chip ({territory})"


def found_zone(held: str) -> Zone | None:
    """The zone of a held chip not named yet (None for a named chip)."""
    match = UNNAMED.match(held)
    return match.group(1) if match else None  # type: ignore[return-value]


def naming_problems(state: SyndicateState, zone: Zone, name: str, new: BonusChip | None) -> list[Phrase]:
    """Why ``name`` (a chip of this game) or ``new`` (typed from the chip now) cannot be the ``zone`` chip found."""
    if new is not None:
        if state.chip(new.name):
            return [Phrase(N_("{chip} is already in this game: pick it from the list."), chip=new.name)]
        if new.zone not in (None, zone):
            return [
                Phrase(N_("A chip found in the {zone} zone is a {zone} chip, not {other}."), zone=zone, other=new.zone)
            ]
        return []
    chip = state.chip(name)
    if chip is None or chip.zone not in (None, zone):
        return [Phrase(N_("No {zone} bonus chip called {chip} in box setup."), zone=zone, chip=name)]
    return []


def name_chip(state: SyndicateState, zone: Zone, name: str, new: BonusChip | None) -> str:
    """The chip's name in this game, copying ``new`` into the game's chips (with its zone) first."""
    if new is None:
        return state.chip(name).name  # type: ignore[union-attr] # checked by naming_problems
    state.chip_catalogue.append(new.model_copy(update={"zone": zone}))
    return new.name


def off_roll(chip: BonusChip) -> bool:
    """Whether the chip does something played on its own (not only a roll bonus)."""
    return bool(chip.gain.total() or chip.tech or chip.assault or not chip.roll)


def give(state: SyndicateState, player: int, chip: BonusChip) -> list[str]:
    """Apply what the chip says besides a roll bonus; the lines the log shows."""
    me = state.players[player]
    market.gain(me.res, chip.gain)
    before = me.tech_level
    me.tech_level = min(market.TECH_MAX, me.tech_level + chip.tech)
    me.assault_level += chip.assault
    gains = [chip.gain.text()] if chip.gain.total() else []
    gains += ["+1 tech level"] * bool(chip.tech) + ["+1 assault level"] * bool(chip.assault)
    if not gains:
        return [f"{chip.name}: resolve what it says at the table."]
    notes = [f"{chip.name}: {state.player_names[player]} gains {', '.join(gains)}."]
    return notes + market.tech_milestones(before, me.tech_level)


def effect_text(chip: BonusChip) -> str:
    """What the chip says, in words."""
    parts = [f"gives {chip.gain.text()}"] if chip.gain.total() else []
    parts += ["+1 tech level"] * bool(chip.tech) + ["+1 assault level"] * bool(chip.assault)
    parts += [chip.roll.text()] if chip.roll else []
    return "; ".join(parts) or "resolved at the table"
