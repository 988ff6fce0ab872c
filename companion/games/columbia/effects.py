"""Card abilities and event effects as data: applied when typed, a step to confirm when text.

An action-card type's ability (box setup, ``CardAbility``) applies when a card of that type is
played at its timing, if it is unlocked: abilities that start locked need the faction's key
(rules summary §Unlocking its special ability l.230-234). Effects the app cannot carry out alone
(free text, moving or placing units) become steps the table confirms (``state.card_steps``).
"""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import BaseModel

from .board import destroy_location
from .content import CardAbility, CardEffect, Faction, Timing, WorldEventEntry
from .state import ColumbiaState, key_unlocked

BOARD_CHOICES = ("extra_move", "place_unit", "remove_unit")


class PlayedCard(BaseModel):
    """An action card put into a vote, a combat or production: its type and printed value."""

    card: str = ""
    value: int = 0


def active_ability(state: ColumbiaState, faction: Faction | None, card: str) -> CardAbility | None:
    """The card type's ability if it applies for ``faction`` now (locked ones need the key)."""
    ability = state.abilities.get(card)
    if ability is None or faction is None:
        return None
    if ability.starts_locked and not key_unlocked(state, faction, card):
        return None
    return ability


def played_effects(
    state: ColumbiaState, faction: Faction | None, cards: Sequence[PlayedCard], timing: Timing, attacking: bool = True
) -> list[tuple[str, CardEffect]]:
    """(card, effect) for each played card whose ability applies at ``timing`` on this side."""
    out = []
    for played in cards:
        ability = active_ability(state, faction, played.card)
        if ability is not None and ability.timing == timing and effect_applies(ability.effect, attacking):
            out.append((played.card, ability.effect))
    return out


def effect_applies(effect: CardEffect, attacking: bool) -> bool:
    """Whether an effect acts on this side of a combat (always, or only attacking / defending)."""
    return effect.when == "always" or (effect.when == "attacking") == attacking


def combat_bonus(state: ColumbiaState, faction: Faction | None, cards: Sequence[PlayedCard], attacking: bool) -> int:
    return sum(
        e.amount for _, e in played_effects(state, faction, cards, "combat", attacking) if e.kind == "combat_bonus"
    )


def lone_card_value(state: ColumbiaState, faction: Faction | None, cards: Sequence[PlayedCard]) -> int | None:
    """A 'only card played' value (e.g. Handyman's 6) when exactly one such card was played."""
    if len(cards) != 1:
        return None
    found = [e.amount for _, e in played_effects(state, faction, cards, "combat") if e.kind == "lone_card_value"]
    return found[0] if found else None


def card_dice(
    state: ColumbiaState, faction: Faction | None, cards: Sequence[PlayedCard], attacking: bool
) -> tuple[list[str], list[str]]:
    """The dice played cards add to their side's roll, and the dice they take away (a negative amount)."""
    effects = [e for _, e in played_effects(state, faction, cards, "combat", attacking) if e.kind == "extra_dice"]
    added: list[str] = [e.colour or "white" for e in effects for _ in range(max(e.amount, 0))]
    removed: list[str] = [e.colour or "white" for e in effects for _ in range(max(-e.amount, 0))]
    return added, removed


def voids_upgrades(state: ColumbiaState, faction: Faction | None, cards: Sequence[PlayedCard], attacking: bool) -> bool:
    return any(e.kind == "upgrades_void" for _, e in played_effects(state, faction, cards, "combat", attacking))


def table_steps_before_dice(
    state: ColumbiaState, faction: Faction | None, cards: Sequence[PlayedCard], attacking: bool
) -> list[str]:
    """The combat abilities the table carries out itself before the dice (text or a board choice)."""
    return [
        f"{card}: {effect.words()}"
        for card, effect in played_effects(state, faction, cards, "combat", attacking)
        if (effect.kind is None or effect.kind in BOARD_CHOICES) and _before_dice(state, card)
    ]


def _before_dice(state: ColumbiaState, card: str) -> bool:
    ability = state.abilities.get(card)
    return ability is not None and ability.before_dice


def resolve_played(
    state: ColumbiaState, player: int, cards: Sequence[PlayedCard], timing: Timing, attacking: bool = True
) -> list[str]:
    """Apply the draw / Silver Eagle effects of played cards; other effects become steps to confirm
    (in a combat, those acting before the dice were ticked off before the roll)."""
    from .commands.refresh import draw_cards  # the one way to draw (reshuffles included)

    seat = state.players[player]
    notes = []
    for card, effect in played_effects(state, seat.faction, cards, timing, attacking):
        if timing == "combat" and _before_dice(state, card) and (effect.kind is None or effect.kind in BOARD_CHOICES):
            notes.append(f"{card}: done before the roll: {effect.words()}")
        elif effect.kind == "eagles":
            seat.eagles = max(0, seat.eagles + effect.amount)
            notes.append(f"{card}: {seat.name} gains ${effect.amount}.")
        elif effect.kind == "draw":
            notes += [f"{card}: {seat.name} draws {effect.amount}."] + draw_cards(seat, effect.amount)
        elif effect.kind is None or effect.kind in BOARD_CHOICES:
            state.card_steps.append(f"{card} ({seat.name}): {effect.words()}")
            notes.append(f"{card}: the table resolves '{effect.words()}' and ticks it off.")
    return notes


def resolve_event(state: ColumbiaState, event: WorldEventEntry) -> list[str]:
    """A passed World Event's typed effects; text effects become steps to confirm."""
    notes = []
    if event.upgrades_off:
        state.outage_round = state.round
        notes.append("Upgrades have no effect this round.")
    for effect in event.effects:
        if effect.kind == "upgrades_off" and not event.upgrades_off:
            state.outage_round = state.round
            notes.append("Upgrades have no effect this round.")
        elif effect.kind == "destroy_location" and effect.location is not None:
            notes += destroy_location(state, effect.location)
        elif effect.kind == "eagles_each":
            for seat in state.players:
                seat.eagles = max(0, seat.eagles + effect.amount)
            notes.append(f"Every player {'gains' if effect.amount >= 0 else 'loses'} ${abs(effect.amount)}.")
        elif effect.kind == "text":
            state.card_steps.append(f"{event.name}: {effect.text}")
            notes.append(f"{event.name}: the table resolves '{effect.text}' and ticks it off.")
    return notes
