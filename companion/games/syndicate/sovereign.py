"""The Sovereign: alert track, Destroyer, deck construction, pardons and card effects."""

from __future__ import annotations

import random

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


def failed_mission_alert(state: SyndicateState, territory_id: str, territory_name: str) -> list[str]:
    """A failed mission: alert +1; with advanced rules at maximum alert the Destroyer moves (L441, L564)."""
    was_max = at_max(state)
    notes = [raise_alert(state, "failed mission")]
    trigger = (
        was_max
        if state.options.get("destroyer_trigger", "already at maximum") == "already at maximum"
        else at_max(state)
    )
    if state.options.get("advanced_rules") and trigger and alert_max(state) is not None:
        state.destroyer_at = territory_id
        notes.append(f"The Sovereign Destroyer blockades {territory_name} (L564).")
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


def resolve_card(state: SyndicateState) -> list[str]:
    """Apply the drawn card's data effects to every player not pardoned."""
    card = state.sovereign_card
    notes = []
    for effect in card.effects:
        amount = effect.amount(state.alert)
        for index, player in enumerate(state.players):
            if player.pardoned:
                continue
            if effect.kind == "tax_per_base":
                notes += _tax(state, index, amount)
            elif effect.kind == "pay":
                paid = min(amount, player.res.get(effect.resource))
                setattr(player.res, effect.resource, player.res.get(effect.resource) - paid)
                notes.append(f"{player.name} pays {paid} {effect.resource}.")
            else:
                for base in state.bases_of(index):
                    if not base.fortified:
                        lose_base(base)
                        notes.append(f"The Sovereign seizes {player.name}'s unfortified base on {base.name}.")
    pardoned = [p.name for p in state.players if p.pardoned]
    if pardoned:
        notes.append("Pardoned: " + ", ".join(pardoned) + ".")
    if card.checklist:
        notes.append("Resolve by hand: " + "; ".join(card.checklist))
    return notes


def _tax(state: SyndicateState, index: int, amount: int) -> list[str]:
    """Pay ``amount`` credits per base; bases that cannot be paid for are flipped (L576-578)."""
    player = state.players[index]
    notes = []
    for base in state.bases_of(index):
        if player.res.credits >= amount:
            player.res.credits -= amount
            notes.append(f"{player.name} pays {amount} credits tax for {base.name}.")
        else:
            base.flipped = True
            notes.append(f"{player.name} cannot pay the tax for {base.name}: the base card is flipped (L576).")
    return notes
