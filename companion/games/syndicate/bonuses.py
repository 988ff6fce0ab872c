"""Roll bonuses that apply themselves: the mat's, Advanced Tech cards', working bases' (the Casino) and chips'.

Each bonus is typed once (box setup) as a :class:`~.state.RollBonus`; this module finds every one
that applies to a roll, for the odds shown before it and for the roll itself.
"""

from __future__ import annotations

from ...i18n import N_, Phrase
from .state import ROLL_KINDS, RollKind, SyndicateState


def standing(state: SyndicateState, player: int, kind: RollKind, bases: bool = True) -> list[tuple[str, int]]:
    """(source, amount) of the player's standing bonuses for a ``kind`` roll: mat, tech cards, working bases."""
    me = state.players[player]
    out = []
    if me.syndicate and me.syndicate.roll and kind in me.syndicate.roll.applies_to:
        out.append((f"{me.syndicate.name} mat", me.syndicate.roll.amount))
    for name in me.tech_cards:
        card = state.tech_card(name)
        if card and card.roll and kind in card.roll.applies_to:
            out.append((card.name, card.roll.amount))
    if bases:
        for base in state.bases_of(player):
            if base.roll and state.working(base) and kind in base.roll.applies_to:
                out.append((base.name, base.roll.amount))
    return out


def from_chips(state: SyndicateState, player: int, kind: RollKind, chips: list[int]) -> list[tuple[str, int]]:
    """(source, amount) of the held chips played on this roll (their check has made sure they apply)."""
    held = state.players[player].chips
    out = []
    for index in chips:
        chip = state.chip(held[index])
        if chip and chip.roll and kind in chip.roll.applies_to:
            out.append((f"chip {chip.name}", chip.roll.amount))
    return out


def chip_problems(state: SyndicateState, player: int, kind: RollKind, chips: list[int]) -> list[Phrase]:
    """Why the chips named for a ``kind`` roll cannot be played on it (empty when they can)."""
    held = state.players[player].chips
    if len(set(chips)) != len(chips) or any(not 0 <= i < len(held) for i in chips):
        return [Phrase(N_("Name each held bonus chip once."))]
    out = []
    for index in chips:
        chip = state.chip(held[index])
        if not (chip and chip.roll and kind in chip.roll.applies_to):
            out.append(
                Phrase(N_("{chip} gives no bonus to a {kind} roll."), chip=held[index], kind=Phrase(ROLL_KINDS[kind]))
            )
    return out


def spend_chips(state: SyndicateState, player: int, chips: list[int]) -> None:
    """Discard the chips played on a roll (l.550)."""
    held = state.players[player].chips
    for index in sorted(chips, reverse=True):
        held.pop(index)


def described(bonuses: list[tuple[str, int]]) -> str:
    """ " +2 (Honos +1, chip Lucky +1)" or "" without bonuses."""
    if not bonuses:
        return ""
    return f" +{sum(a for _, a in bonuses)} (" + ", ".join(f"{s} +{a}" for s, a in bonuses) + ")"
