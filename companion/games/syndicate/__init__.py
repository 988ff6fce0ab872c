"""Syndicate (PDU Games, draft rules): the game definition, registered with the engine."""

from __future__ import annotations

import random
from typing import Any

from ...engine import COMMON_COMMANDS, GameDefinition, register
from ...engine import phases as enginephases
from ...engine.rng import draw
from .commands import COMMANDS, finish_game
from .content import CONTENT_KINDS
from .odds import D6, D12
from .options import OPTIONS
from .phases import ROUND_SPEC
from .playout import random_command
from .rules import RULES
from .sovereign import alert_max, build_deck
from .state import Player, SovereignCardSpec, SyndicateSpec, SyndicateState, Territory, TradeRoute, slug

LAST_ROUND = 8


class Syndicate(GameDefinition):
    id = "syndicate"
    title = "Syndicate"
    snapshot_prefix = "SYN"
    player_counts = (2, 3, 4, 5)
    state_model = SyndicateState
    command_types = (*COMMON_COMMANDS, *COMMANDS)
    rules = RULES
    round_spec = ROUND_SPEC
    options = OPTIONS
    dice = {  # noqa: RUF012 - the engine's GameDefinition declares dice as a class attribute
        "action": D6.model_copy(update={"name": "action", "source": "syndicate-draft-rulebook.txt L62"}),
        "consequence": D6.model_copy(update={"name": "consequence", "source": "syndicate-draft-rulebook.txt L63"}),
        "d12": D12.model_copy(
            update={"name": "d12", "source": "crackdown die, syndicate-draft-rulebook.txt L64, L283"}
        ),
    }
    content_kinds = CONTENT_KINDS

    def new_game(self, players: int, seed: int, options: dict[str, Any], content: Any) -> SyndicateState:
        state = SyndicateState(
            game=self.id,
            game_id=self.new_id(seed),
            player_names=[f"Player {i + 1}" for i in range(players)],
            options=options,
            rng={"seed": seed},
            progress=enginephases.start(self.round_spec),
            players=[Player(name=f"Player {i + 1}") for i in range(players)],
            roll_off=list(range(players)),
            market={"tech": [[] for _ in range(players)], "assault": [[] for _ in range(players)]},
        )
        if content is not None:
            _copy_content(state, content)
        return state

    def end_of_round(self, state: SyndicateState) -> list[str]:
        if state.round >= min(state.last_round or LAST_ROUND, LAST_ROUND):
            return finish_game(state)
        return []

    def random_command(self, state: SyndicateState, rnd: random.Random):
        return None if state.finished else random_command(state, rnd)

    def invariants(self, state: SyndicateState) -> list[str]:
        bad = []
        for p in state.players:
            if min(p.res.credits, p.res.influence, p.res.crew, p.op_cards, p.vp) < 0:
                bad.append(f"{p.name} below zero: {p.res} cards {p.op_cards}")
            if not 0 <= p.dice_armed <= 2 or not 0 <= p.reinforcements_used <= p.assault_level:
                bad.append(f"{p.name} dice/reinforcements out of range")
        cap = alert_max(state)
        if state.alert < 1 or (cap is not None and state.alert > cap):
            bad.append(f"alert {state.alert} outside 1..{cap}")
        for t in state.territories:
            if t.owner is not None and not 0 <= t.owner < len(state.players):
                bad.append(f"{t.name} owned by unknown player {t.owner}")
            if not 0 <= t.research <= t.research_boxes:
                bad.append(f"{t.name} research {t.research}/{t.research_boxes}")
        return bad

    def summary(self, state: SyndicateState) -> str:
        lead = max(state.players, key=lambda p: p.score)
        return f"Round {state.round} · {len(state.players)} players · alert {state.alert} · {lead.name} leads ({lead.score})"


def _copy_content(state: SyndicateState, library) -> None:
    """Copy box-setup content in: territories with a zone, trade routes, Sovereign deck, syndicate deal."""
    for entry in library.entries("syndicate", "territories"):
        if entry.zone and not state.territory(entry.name):
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
    for entry in library.entries("syndicate", "trade_routes"):
        state.trade_routes.append(
            TradeRoute(name=entry.name, territories=[slug(t) for t in entry.territories], bonus=entry.bonus)
        )
    cards = [
        SovereignCardSpec(name=e.name, end_of_game=e.end_of_game, effects=e.effects, checklist=e.checklist)
        for e in library.entries("syndicate", "sovereign_cards")
    ]
    deck = build_deck(cards, draw(state.rng))
    if deck:
        state.deck_mode, state.sovereign_deck = "library", deck
    complete = [e for e in library.entries("syndicate", "syndicates") if e.complete]
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


SYNDICATE = register(Syndicate())
