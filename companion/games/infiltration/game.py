"""The Infiltration game definition: state model, commands, rules, round, options and hooks."""

from __future__ import annotations

import random
from typing import Any

from ...engine import COMMON_COMMANDS, Action, Command, GameDefinition, Hidden, register
from ...engine import dice as dicelib
from .commands import INF_COMMANDS
from .content import CONTENT_KINDS
from .corrections import CORRECTABLE
from .invariants import broken
from .legal import actions_now
from .odds import ODDS_QUESTIONS
from .options import OPTIONS
from .phases import ROUND, obligations, turn_of
from .playout import random_command
from .rules import RULES
from .seats import ACTING_SEATS
from .setup import new_state
from .state import InfiltrationState


class Infiltration(GameDefinition[InfiltrationState]):
    id = "infiltration"
    title = "Infiltration"
    snapshot_prefix = "INF"
    player_counts = (2, 3, 4, 5, 6)
    state_model = InfiltrationState
    command_types = (*COMMON_COMMANDS, *INF_COMMANDS)
    acting_seats = ACTING_SEATS
    rules = RULES
    round_spec = ROUND
    options = OPTIONS
    dice = {"d6": dicelib.standard(6)}  # noqa: RUF012 - the engine's GameDefinition declares dice as a class attribute
    content_kinds = CONTENT_KINDS
    correctable = CORRECTABLE
    odds_questions = ODDS_QUESTIONS
    # RS l.174: each hand (named item cards) and the card committed face down (RS l.57) stay hidden, and the
    # Item Draft's hands and picks with them; a committed card is public once flipped (RS l.65).
    # `companion state` blanks them unless --reveal.
    hidden_fields = (
        Hidden("operatives.*.items", "operatives.{0}.player"),
        Hidden("operatives.*.selected", "operatives.{0}.player", until="operatives.{0}.flip"),
        Hidden("draft_hands"),
        Hidden("draft_keeps"),
    )

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

    def actions_now(self, state: InfiltrationState) -> dict[str, Action]:
        return actions_now(state)

    def invariants(self, state: InfiltrationState) -> list[str]:
        return broken(state)

    def summary(self, state: InfiltrationState) -> str:
        return f"Round {state.round} · proximity {state.proximity} · alarm {state.alarm} · {len(state.inside())} inside"


INFILTRATION = register(Infiltration())
