"""A new game's table: box-setup content copied into the state (territories, routes, deck, syndicate deal)."""

from __future__ import annotations

from typing import TypeVar

from ...content import ContentEntry, ContentLibrary
from ...engine.rng import draw
from .content import SovereignCardEntry, SyndicateEntry, TerritoryEntry, TradeRouteEntry
from .sovereign import build_deck
from .state import SovereignCardSpec, SyndicateSpec, SyndicateState, Territory, TradeRoute, slug


def copy_content(state: SyndicateState, library: ContentLibrary) -> None:
    """Copy box-setup content in: territories with a zone, trade routes, Sovereign deck, syndicate deal."""
    for entry in library.entries("syndicate", "territories"):
        if isinstance(entry, TerritoryEntry) and entry.zone and not state.territory(entry.name):
            state.territories.append(
                Territory(
                    id=slug(entry.name),
                    name=entry.name,
                    zone=entry.zone,
                    special=entry.special,
                    research_boxes=entry.research_boxes,
                    mining_amount=entry.mining_amount,
                    beams=[slug(b) for b in entry.beams],
                )
            )
    for entry in _entries(library, "trade_routes", TradeRouteEntry):
        state.trade_routes.append(
            TradeRoute(name=entry.name, territories=[slug(t) for t in entry.territories], bonus=entry.bonus)
        )
    cards = [
        SovereignCardSpec(name=e.name, end_of_game=e.end_of_game, effects=e.effects, checklist=e.checklist)
        for e in _entries(library, "sovereign_cards", SovereignCardEntry)
    ]
    deck = build_deck(cards, draw(state.rng))
    if deck:
        state.deck_mode, state.sovereign_deck = "library", deck
    complete = [e for e in _entries(library, "syndicates", SyndicateEntry) if e.complete]
    if len(complete) >= 2 * len(state.players):
        draw(state.rng).shuffle(complete)
        for i, player in enumerate(state.players):
            player.offers = [
                SyndicateSpec(
                    name=e.name,
                    start=e.start,
                    income=e.income,
                    tech_level=e.tech_level,
                    assault_level=e.assault_level,
                    start_base=e.start_base,
                    bonus=e.bonus,
                )
                for e in complete[2 * i : 2 * i + 2]
            ]


E = TypeVar("E", bound=ContentEntry)


def _entries(library: ContentLibrary, kind: str, model: type[E]) -> list[E]:
    """The library's Syndicate entries of ``kind``, typed."""
    return [e for e in library.entries("syndicate", kind) if isinstance(e, model)]
