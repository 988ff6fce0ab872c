"""The Sovereign: alert track, Destroyer, deck construction, pardons and card effects."""

from __future__ import annotations

import random

from ...engine.game import counted
from ...i18n import N_, Phrase
from .shortfall import Shortfall, pay_bases, unknown_bases
from .state import SovereignCardSpec, SyndicateState, Territory

DECK_SIZE = 8
DESTROYER_FEE = 10


def alert_max(state: SyndicateState) -> int | None:
    """6 for 2-3 players, 8 for 4-5 (L562); None when the cap only applies to advanced games."""
    if state.options.get("alert_cap_scope") == "advanced only" and not state.options.get("advanced_rules"):
        return None
    return 6 if len(state.players) <= 3 else 8


def at_max(state: SyndicateState) -> bool:
    cap = alert_max(state)
    return cap is not None and state.alert >= cap


def raise_alert(state: SyndicateState, why: str) -> str:
    """ALERT +1, never past the maximum (L441, L455)."""
    if at_max(state):
        return f"Alert stays at its maximum {state.alert} ({why})."
    state.alert += 1
    return f"Alert rises to {state.alert} ({why})."


def failed_mission_alert(state: SyndicateState, territory: Territory | None) -> list[str]:
    """A failed mission: alert +1; with advanced rules at maximum alert the Destroyer moves (L441, L564).

    The Destroyer goes to the mission's territory, whether or not a base is there (a mission needs its
    territory on the board). A robbery names no territory: then an existing blockade stays where it is.
    """
    was_max = at_max(state)
    notes = [raise_alert(state, "failed mission")]
    trigger = (
        was_max
        if state.options.get("destroyer_trigger", "already at maximum") == "already at maximum"
        else at_max(state)
    )
    if not (state.options.get("advanced_rules") and trigger and alert_max(state) is not None):
        return notes
    if territory is None:
        notes.append("The mission names no territory of this game: the Destroyer stays where it is.")
    else:
        state.destroyer_at = territory.id
        notes.append(f"The Sovereign Destroyer blockades {territory.name}.")
    return notes


def build_deck(cards: list[SovereignCardSpec], rnd: random.Random) -> list[SovereignCardSpec] | None:
    """The 8-card deck of L277: 4 cards, then BotE shuffled with 2 more, then 1 at the bottom.

    None when the library lacks BEGINNING OF THE END or 7 other cards (physical-deck mode).
    """
    bote = [c for c in cards if c.end_of_game]
    others = [c for c in cards if not c.end_of_game]
    if not bote or len(others) < DECK_SIZE - 1:
        return None
    rnd.shuffle(others)
    packet = [bote[0], *others[4:6]]
    rnd.shuffle(packet)
    return [*others[:4], *packet, others[6]]


def pardon_cost(state: SyndicateState, player: int) -> int | None:
    """3 influence with no bases, else 5 per base (L401-408); None past 11 under 'ask the table'."""
    bases = len(state.bases_of(player))
    if bases > 11 and state.options.get("pardon_12_plus") == "ask the table":
        return None
    return 3 if bases == 0 else 5 * bases


def lose_base(territory: Territory) -> None:
    territory.owner = None
    territory.fortified = False
    territory.flipped = False
    territory.research = 0


def resolve_card(state: SyndicateState, flips: dict[int, list[str]]) -> tuple[list[str], Shortfall]:
    """Apply the drawn card's data effects to every player not pardoned.

    ``flips`` are the bases each owner chose to leave unpaid under a tax (l.576-578); the returned
    :class:`Shortfall` says what was wrong with that choice (the command refuses unless nothing).
    """
    card = state.sovereign_card
    notes: list[str] = []
    report = Shortfall()
    for effect in card.effects if card else []:
        amount = effect.amount(state.alert)
        for index, player in enumerate(state.players):
            if player.pardoned:
                continue
            name = state.player_names[index]
            if effect.kind == "tax_per_base":
                notes += _tax(state, index, amount, flips.get(index, []), report)
            elif effect.kind == "pay":
                paid = min(amount, player.res.get(effect.resource))
                setattr(player.res, effect.resource, player.res.get(effect.resource) - paid)
                notes.append(f"{name} pays {paid} {effect.resource}.")
            else:
                for base in state.bases_of(index):
                    if not base.fortified:
                        lose_base(base)
                        notes.append(f"The Sovereign seizes {name}'s unfortified base on {base.name}.")
    pardoned = [state.player_names[i] for i, p in enumerate(state.players) if p.pardoned]
    if pardoned:
        notes.append("Pardoned: " + ", ".join(pardoned) + ".")
    if card and card.checklist:
        notes.append("Resolve by hand: " + "; ".join(card.checklist))
    return notes, report


def _tax(state: SyndicateState, index: int, amount: int, chosen: list[str], report: Shortfall) -> list[str]:
    """Pay ``amount`` credits per base; the bases left unpaid flip until the next Sovereign phase (l.576-578)."""
    player, name = state.players[index], state.player_names[index]
    bases = [b for b in state.bases_of(index) if not b.flipped]
    paid, unpaid, player.res.credits = pay_bases(index, bases, lambda _: amount, player.res.credits, chosen, report)
    notes = [f"{name} pays {counted(amount, 'credit')} tax for {base.name}." for base in paid]
    for base in unpaid:
        base.flipped = True
        notes.append(
            f"{name} leaves the tax for {base.name} unpaid: the base card flips until the next Sovereign phase."
        )
    return notes


def flip_problems(state: SyndicateState, flips: dict[int, list[str]]) -> list[Phrase]:
    """What is wrong with the owners' choice of unpaid bases for the drawn card (empty when it settles every tax)."""
    return unknown_bases(state, flips) or resolve_card(state.model_copy(deep=True), flips)[1].problems(
        state, Phrase(N_("tax"))
    )


def suggested_flips(state: SyndicateState) -> dict[int, list[str]]:
    """The default offered to each owner short of tax: pay for the most valuable bases, leave the rest unpaid."""
    return resolve_card(state.model_copy(deep=True), {})[1].forced
