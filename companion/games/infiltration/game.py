"""The Infiltration game definition: state model, commands, rules, round, options and hooks."""

from __future__ import annotations

import random
from typing import Any

from ...engine import COMMON_COMMANDS, Command, GameDefinition
from ...engine import dice as dicelib
from .commands import INF_COMMANDS
from .content import CONTENT_KINDS
from .corrections import CORRECTABLE
from .invariants import broken
from .odds import ODDS_QUESTIONS
from .options import OPTIONS
from .phases import ROUND, obligations, turn_of
from .playout import random_command
from .rules import RULES
from .setup import new_state
from .state import InfiltrationState


class Infiltration(GameDefinition[InfiltrationState]):
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
    correctable = CORRECTABLE
    odds_questions = ODDS_QUESTIONS
    # RS l.174: each hand (named item cards) stays hidden, and the Item Draft's hands and picks with it;
    # `companion state` blanks them unless --reveal. The card committed face down (RS l.57): see hidden().
    hidden_fields = ("operatives.*.items", "draft_hands", "draft_keeps")

    def hidden(self, state: InfiltrationState) -> tuple[str, ...]:
        """The hands, and each committed card until it is flipped face up (RS l.57, l.65): public from then on."""
        face_down = tuple(f"operatives.{i}.selected" for i, op in enumerate(state.operatives) if not op.flip)
        return (*self.hidden_fields, *face_down)

    def new_game(self, players: int, seed: int, options: dict[str, Any], content: Any) -> InfiltrationState:
        self.check_player_count(players)
        return new_state(self.id, self.new_id(seed), players, seed, options, content.entries(self.id, "operatives"))

    def end_of_round(self, state: InfiltrationState) -> list[str]:
        for op in state.operatives:
            op.selected, op.resolved, op.flip = None, False, 0
        state.downloaded_rooms, state.flips = [], 0
        return ["Played action cards return to their owners' hands (reading A-16)."]

    def obligations(self, state: InfiltrationState, step_id: str) -> list[str]:
        return obligations(state, step_id)

    def current_player(self, state: InfiltrationState) -> int | None:
        return None if state.finished else turn_of(state)

    def random_command(self, state: InfiltrationState, rnd: random.Random) -> Command[Any] | None:
        return random_command(state, rnd)

    def invariants(self, state: InfiltrationState) -> list[str]:
        return broken(state)

    def summary(self, state: InfiltrationState) -> str:
        return f"Round {state.round} · proximity {state.proximity} · alarm {state.alarm} · {len(state.inside())} inside"
