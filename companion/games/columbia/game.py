"""The Siege of Columbia as a game definition: state, commands, rules, round, options, hooks."""

from __future__ import annotations

import random
from typing import Any

from ...engine import COMMON_COMMANDS, GameDefinition
from ...engine.dice import Die
from .commands import COMMANDS
from .content import CONTENT_KINDS, FACTIONS
from .options import OPTIONS
from .phases import ROUND
from .playout import random_command
from .rules import RULES
from .setup import new_game
from .state import ColumbiaState, vp
from .upgrades import MAX_BOOST


class Columbia(GameDefinition):
    id = "columbia"
    title = "BioShock Infinite: The Siege of Columbia"
    snapshot_prefix = "SOC"
    player_counts = (2, 4)
    state_model = ColumbiaState
    command_types = (*COMMON_COMMANDS, *COMMANDS)
    rules = RULES
    round_spec = ROUND
    options = OPTIONS
    dice = {
        name: Die(name=name, faces=[], source="faces NOT FOUND: entered in box setup")
        for name in ("white", "blue", "red", "skyline")
    }
    content_kinds = CONTENT_KINDS

    def new_game(self, players: int, seed: int, options: dict[str, Any], content: Any) -> ColumbiaState:
        return new_game(players, seed, options, content, self.new_id(seed))

    def end_of_round(self, state: ColumbiaState) -> list[str]:
        state.turn = 0
        state.moved = []
        return []

    def random_command(self, state: ColumbiaState, rnd: random.Random):
        return random_command(state, rnd)

    def invariants(self, state: ColumbiaState) -> list[str]:
        broken = []
        ids = [u.id for w in state.locations for u in w.units]
        if len(ids) != len(set(ids)):
            broken.append("a unit is on the board twice")
        for p in state.players:
            if p.eagles < 0 or p.hand < 0:
                broken.append(f"{p.name} has negative Silver Eagles or cards")
        for w in state.locations:
            if w.destroyed and w.structure:
                broken.append(f"#{w.number} is destroyed but has a structure")
        for f in FACTIONS:
            fs = state.factions[f]
            if fs.pending_upgrades < 0 or any(
                not 0 <= getattr(r, v) <= MAX_BOOST
                for r in fs.sheet.values()
                for v in ("influence", "combat", "eagles")
            ):
                broken.append(f"{f} upgrades out of range")
        if len(state.moved) > 4:
            broken.append("more than 4 units moved")
        if state.booker is not None and state.locations[state.booker - 1].destroyed:
            broken.append("Booker stands on a destroyed location")
        if not 0 <= state.event_deck <= 15 or not 0 <= state.vp_deck <= 15:
            broken.append("a deck count is out of range")
        return broken

    def summary(self, state: ColumbiaState) -> str:
        if state.finished:
            return state.result
        return f"Round {state.round} · Founders {vp(state, 'founders')} VP · Vox Populi {vp(state, 'vox')} VP"
