"""What a healthy Syndicate state satisfies: every reference resolves and every value is in range.

It guards shared codes received from other phones and every correction made by hand.
"""

from __future__ import annotations

from .market import TECH_MAX
from .sovereign import alert_max
from .state import SyndicateState


def broken(state: SyndicateState) -> list[str]:
    """Plain sentences naming each broken invariant (empty when healthy)."""
    return _players(state) + _territories(state) + _tracks(state)


def _players(state: SyndicateState) -> list[str]:
    bad = []
    count = len(state.players)
    if len(state.player_names) != count:
        bad.append(f"{len(state.player_names)} names for {count} players")
    for i, p in enumerate(state.players):
        name = state.player_names[i] if i < len(state.player_names) else f"Player {i + 1}"
        if min(p.res.credits, p.res.influence, p.res.crew, p.op_cards, p.vp) < 0:
            bad.append(f"{name} is below zero: {p.res.text()}, {p.op_cards} cards, {p.vp} VP")
        if not 0 <= p.dice_armed <= 2:
            bad.append(f"{name} has {p.dice_armed} armed dice (0 to 2)")
        if not 0 <= p.tech_level <= TECH_MAX or p.assault_level < 0:
            bad.append(f"{name}'s tech level {p.tech_level} or assault level {p.assault_level} is out of range")
        if not 0 <= p.reinforcements_used <= max(p.assault_level, 0):
            bad.append(f"{name} used {p.reinforcements_used} of {p.assault_level} reinforcements")
    for ladder in ("tech", "assault"):
        boxes = state.market.get(ladder, [])
        if len(boxes) != count:
            bad.append(f"the {ladder} ladder has {len(boxes)} rows for {count} players")
        elif any(b < 0 or row.count(b) > 1 for row in boxes for b in row):
            bad.append(f"a {ladder} ladder box is negative or taken twice")
    if any(not 0 <= i < count for i in state.roll_off) or not 0 <= state.first_player < count:
        bad.append("the first player or the roll-off names an unknown player")
    if not 0 <= state.turn < count:
        bad.append(f"turn {state.turn} is outside the {count} players")
    for i, p in enumerate(state.players):
        bad += [f"player {i + 1} holds unknown Advanced Tech card {t}" for t in p.tech_cards if not state.tech_card(t)]
    for award in state.awards:
        if award.claimed_by is not None and not 0 <= award.claimed_by < count:
            bad.append(f"{award.name} is claimed by unknown player {award.claimed_by}")
    return bad


def _territories(state: SyndicateState) -> list[str]:
    bad = []
    ids = [t.id for t in state.territories]
    if len(set(ids)) != len(ids):
        bad.append("two territories share an id")
    for t in state.territories:
        if t.owner is not None and not 0 <= t.owner < len(state.players):
            bad.append(f"{t.name} is owned by unknown player {t.owner}")
        if t.owner is None and (t.fortified or t.flipped or t.research):
            bad.append(f"{t.name} has no base but is marked fortified, flipped or researched")
        if not 0 <= t.research <= t.research_boxes:
            bad.append(f"{t.name} has research {t.research} of {t.research_boxes}")
        bad += [f"{t.name} beams to unknown territory '{b}'" for b in t.beams if b not in ids]
    for route in state.trade_routes:
        bad += [f"trade route {route.name} names unknown territory '{m}'" for m in route.territories if m not in ids]
    if state.destroyer_at is not None and state.destroyer_at not in ids:
        bad.append(f"the Destroyer sits on unknown territory '{state.destroyer_at}'")
    return bad


def _tracks(state: SyndicateState) -> list[str]:
    bad = []
    cap = alert_max(state)
    if state.alert < 1 or (cap is not None and state.alert > cap):
        bad.append(f"alert {state.alert} is outside 1 to {cap}")
    if state.round < 1 or (state.last_round is not None and state.last_round < 1):
        bad.append(f"round {state.round} or last round {state.last_round} is below 1")
    if state.sovereign_drawn < 0:
        bad.append("fewer than no Sovereign cards drawn")
    return bad
