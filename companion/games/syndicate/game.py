"""The Syndicate game definition: state, commands, rules, round, options, dice, corrections, odds and hooks."""

from __future__ import annotations

import random
from typing import Any

from ...content import ContentLibrary
from ...engine import COMMON_COMMANDS, Action, Command, GameDefinition, Hidden, register
from ...engine import phases as enginephases
from ...engine.dice import D6
from ...engine.game import Correctable
from .commands import COMMANDS
from .content import CONTENT_KINDS
from .invariants import broken
from .legal import actions_now
from .odds import D12, QUESTIONS
from .options import OPTIONS
from .phases import ROUND_SPEC, obligations
from .playout import random_command
from .rules import RB, RULES
from .scoring import score_line
from .seats import ACTING_SEATS
from .setup import copy_content
from .state import Player, SyndicateState

CORRECTABLE = (
    *(Correctable(path=f"players.*.res.{r}", label=f"{r.capitalize()}") for r in ("credits", "influence", "crew")),
    Correctable(path="players.*.vp", label="Victory points"),
    Correctable(path="players.*.op_cards", label="Operation cards in hand"),
    Correctable(path="players.*.tech_level", label="Tech level"),
    Correctable(path="players.*.assault_level", label="Assault level"),
    Correctable(path="players.*.dice_armed", label="Armed action dice"),
    Correctable(path="players.*.reinforcements_used", label="Reinforcements used this round"),
    Correctable(path="players.*.chips", label="Bonus chips held"),
    Correctable(path="players.*.sleeper", label="Sleeper slot"),
    Correctable(path="players.*.sleepers_burned", label="Sleepers burned"),
    Correctable(path="players.*.tech_cards", label="Advanced Tech cards held"),
    Correctable(path="players.*.pardoned", label="Pardoned this round"),
    Correctable(path="awards.*.claimed_by", label="Award claimed by"),
    Correctable(path="sovereign_card", label="Sovereign card face up"),
    Correctable(path="territories.*.owner", label="Base owner"),
    Correctable(path="territories.*.fortified", label="Base fortified"),
    Correctable(path="territories.*.flipped", label="Base card flipped"),
    Correctable(path="territories.*.research", label="Research cubes"),
    Correctable(path="territories.*.chip_present", label="Bonus chip still on the territory"),
    Correctable(path="market.tech.*", label="Black-market tech cubes (boxes)"),
    Correctable(path="market.assault.*", label="Black-market assault cubes (boxes)"),
    Correctable(path="alert", label="Alert level"),
    Correctable(path="destroyer_at", label="Sovereign Destroyer's territory", names="territories"),
    Correctable(path="sovereign_drawn", label="Sovereign cards drawn"),
    Correctable(path="last_round", label="Last round"),
    Correctable(path="first_player", label="First player"),
    Correctable(path="progress.round", label="Round"),
)


class Syndicate(GameDefinition[SyndicateState]):
    id = "syndicate"
    title = "Syndicate"
    snapshot_prefix = "SYN"
    player_counts = (2, 3, 4, 5)
    state_model = SyndicateState
    command_types = (*COMMON_COMMANDS, *COMMANDS)
    acting_seats = ACTING_SEATS
    rules = RULES
    round_spec = ROUND_SPEC
    options = OPTIONS
    dice = {  # noqa: RUF012 - the engine's GameDefinition declares dice as a class attribute
        "action": D6.model_copy(update={"name": "action", "source": f"{RB} §Action Die l.255-257"}),
        "consequence": D6.model_copy(update={"name": "consequence", "source": f"{RB} §Consequence Die l.251-253"}),
        "d12": D12.model_copy(update={"name": "d12", "source": f"{RB} §Crackdown Die l.259-261"}),
    }
    content_kinds = CONTENT_KINDS
    correctable = CORRECTABLE
    odds_questions = QUESTIONS
    hidden_fields = (
        Hidden("sovereign_deck.*"),
        Hidden("players.*.sleeper.card", "{0}"),
        Hidden("players.*.sleeper.decoy", "{0}"),
    )
    """The undrawn Sovereign cards' order, nobody's (l.277), and what lies face down in a player's sleeper slot,
    its owner's (l.465-469)."""

    def new_game(self, players: int, seed: int, options: dict[str, Any], content: Any) -> SyndicateState:
        state = SyndicateState(
            game=self.id,
            game_id=self.new_id(seed),
            player_names=[f"Player {i + 1}" for i in range(players)],
            options=options,
            rng={"seed": seed},
            progress=enginephases.start(self.round_spec),
            players=[Player() for _ in range(players)],
            roll_off=list(range(players)),
            market={"tech": [[] for _ in range(players)], "assault": [[] for _ in range(players)]},
        )
        if isinstance(content, ContentLibrary):
            copy_content(state, content)
        return state

    def random_command(self, state: SyndicateState, rnd: random.Random) -> Command[Any] | None:
        return None if state.finished else random_command(state, rnd)

    def current_player(self, state: SyndicateState) -> int | None:
        """The active player during the player-turn phase once setup is done; nobody otherwise."""
        if state.finished or not state.setup_done or state.progress.step != "player_turns":
            return None
        return state.active

    def obligations(self, state: SyndicateState, step_id: str) -> list[str]:
        return obligations(state, step_id)

    def actions_now(self, state: SyndicateState) -> dict[str, Action]:
        return actions_now(state)

    def invariants(self, state: SyndicateState) -> list[str]:
        return broken(state)

    def summary(self, state: SyndicateState) -> str:
        return f"Round {state.round} · {len(state.players)} players · alert {state.alert} · {score_line(state)}"


SYNDICATE = register(Syndicate())
