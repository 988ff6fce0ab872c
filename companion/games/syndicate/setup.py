"""A new game's table: box-setup content copied into the state (territories, routes, deck, syndicate deal)."""

from __future__ import annotations

from typing import TypeVar

from ...content import ContentEntry, ContentLibrary
from ...engine.rng import draw
from .content import (
    AdvancedTechEntry,
    AwardEntry,
    BonusChipEntry,
    SovereignCardEntry,
    SyndicateEntry,
    TerritoryEntry,
    TradeRouteEntry,
    board_gaps,
)
from .sovereign import build_deck
from .state import (
    AdvancedTech,
    Award,
    BonusChip,
    SovereignCardSpec,
    SyndicateState,
    Territory,
    TradeRoute,
    slug,
)


def copy_content(state: SyndicateState, library: ContentLibrary) -> None:
    """Copy box-setup content in: the board, the Sovereign deck, the syndicate deal, chips, tech cards, awards.

    Raises ValueError naming what is missing when the board was begun in box setup but not finished.
    """
    gaps = board_gaps(_entries(library, "territories", TerritoryEntry))
    if gaps:
        raise ValueError(gaps)
    _copy_board(state, library)
    cards = [
        SovereignCardSpec(name=e.name, end_of_game=e.end_of_game, effects=e.effects, checklist=e.checklist)
        for e in _entries(library, "sovereign_cards", SovereignCardEntry)
    ]
    deck = build_deck(cards, draw(state.rng))
    if deck:
        state.deck_mode, state.sovereign_deck = "library", deck
    _deal_syndicates(state, library)
    state.chip_catalogue = [
        BonusChip(**e.model_dump(include=set(BonusChip.model_fields)))
        for e in _entries(library, "bonus_chips", BonusChipEntry)
    ]
    state.tech_catalogue = [
        AdvancedTech(**e.model_dump(include=set(AdvancedTech.model_fields)))
        for e in _entries(library, "advanced_tech", AdvancedTechEntry)
    ]
    state.awards = [
        Award(**e.model_dump(include=set(Award.model_fields))) for e in _entries(library, "awards", AwardEntry)
    ]


def _copy_board(state: SyndicateState, library: ContentLibrary) -> None:
    """Territories with a zone; beams and trade routes only where every territory they name is in the game."""
    entries = [e for e in _entries(library, "territories", TerritoryEntry) if e.zone]
    for entry in entries:
        state.territories.append(
            Territory(
                id=slug(entry.name),
                name=entry.name,
                zone=entry.zone or "EXO",
                special=entry.special,
                research_boxes=entry.research_boxes,
                mining_amount=entry.mining_amount,
                roll=entry.roll,
            )
        )
    ids = {t.id for t in state.territories}
    for entry, territory in zip(entries, state.territories, strict=True):
        territory.beams = [slug(b) for b in entry.beams if slug(b) in ids]
    for route in _entries(library, "trade_routes", TradeRouteEntry):
        members = [slug(t) for t in route.territories]
        if members and all(m in ids for m in members):
            state.trade_routes.append(TradeRoute(name=route.name, territories=members, bonus=route.bonus))


def _deal_syndicates(state: SyndicateState, library: ContentLibrary) -> None:
    """Each player is dealt 2 complete syndicates to choose from (l.280), when the library holds enough."""
    complete = [e for e in _entries(library, "syndicates", SyndicateEntry) if e.complete]
    if len(complete) < 2 * len(state.players):
        return
    draw(state.rng).shuffle(complete)
    for i, player in enumerate(state.players):
        player.offers = [e.spec() for e in complete[2 * i : 2 * i + 2]]


E = TypeVar("E", bound=ContentEntry)


def _entries(library: ContentLibrary, kind: str, model: type[E]) -> list[E]:
    """The library's Syndicate entries of ``kind``, typed."""
    return [e for e in library.entries("syndicate", kind) if isinstance(e, model)]
