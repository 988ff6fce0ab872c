"""Infiltration (Fantasy Flight, 2012): the table companion's engine for the game."""

from __future__ import annotations

import random
from typing import Any

from ...engine import COMMON_COMMANDS, GameDefinition, register
from ...engine import dice as dicelib
from .commands import INF_COMMANDS
from .content import CONTENT_KINDS
from .invariants import broken
from .options import OPTIONS
from .phases import ROUND
from .playout import random_command
from .rules import RULES
from .setup import new_state
from .state import InfiltrationState


class Infiltration(GameDefinition):
    id = "infiltration"
    title = "Infiltration"
    snapshot_prefix = "INF"
    player_counts = (2, 3, 4, 5, 6)
    state_model = InfiltrationState
    command_types = (*COMMON_COMMANDS, *INF_COMMANDS)
    rules = RULES
    round_spec = ROUND
    options = OPTIONS
    dice = {"d6": dicelib.standard(6)}  # noqa: RUF012 - the engine's GameDefinition declares dice as a class attribute
    content_kinds = CONTENT_KINDS

    def new_game(self, players: int, seed: int, options: dict[str, Any], content: Any) -> InfiltrationState:
        self.check_player_count(players)
        return new_state(self.id, self.new_id(seed), players, seed, options, content.entries(self.id, "operatives"))

    def end_of_round(self, state: InfiltrationState) -> list[str]:
        for op in state.operatives:
            op.selected, op.resolved, op.flip, op.item_played = None, False, 0, ""
        state.downloaded_rooms, state.flips = [], 0
        return ["Played cards return to their owners' hands (reading A-16)."]

    def random_command(self, state: InfiltrationState, rnd: random.Random):
        return random_command(state, rnd)

    def invariants(self, state: InfiltrationState) -> list[str]:
        return broken(state)

    def summary(self, state: InfiltrationState) -> str:
        return f"Round {state.round} · proximity {state.proximity} · alarm {state.alarm} · {len(state.inside())} inside"


INFILTRATION = register(Infiltration())
