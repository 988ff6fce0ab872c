"""The Siege of Columbia as a game definition: state, commands, rules, round, options, hooks."""

from __future__ import annotations

import random
from typing import Any

from ...engine import COMMON_COMMANDS, Action, Command, Correctable, GameDefinition, Hidden, Violation, register
from ...engine.dice import Die
from ...engine.phases import phase_of
from .commands import COMMANDS
from .commands.base import upgrade_owed
from .content import CONTENT_KINDS
from .invariants import broken_invariants
from .legal import actions_now
from .odds import ODDS_QUESTIONS
from .options import OPTIONS
from .phases import ROUND, obligations
from .playout import random_command
from .rules import RULES
from .seats import ACTING_SEATS
from .setup import new_game
from .state import ColumbiaState, active_player, vp

CORRECTABLE = (
    Correctable(path="players.*.eagles", label="Silver Eagles"),
    Correctable(path="players.*.hand", label="cards in hand"),
    Correctable(path="players.*.deck", label="cards in the action deck"),
    Correctable(path="players.*.discard", label="cards in the discard pile"),
    Correctable(path="vp_cards.*.claimed_by", label="faction holding the Victory Point card"),
    Correctable(path="vp_cards.*.vp", label="Victory Points of the card"),
    Correctable(own_editor=True, path="locations.*.units", label="units on the location"),
    Correctable(own_editor=True, path="locations.*.structure", label="structure on the location"),
    Correctable(own_editor=True, path="locations.*.token", label="territory token on the location"),
    Correctable(path="locations.*.destroyed", label="location destroyed"),
    Correctable(path="factions.*.sheet.*.key", label="ability unlocked (key)"),
    Correctable(path="factions.*.sheet.*.influence", label="influence upgrade"),
    Correctable(path="factions.*.sheet.*.combat", label="combat upgrade"),
    Correctable(path="factions.*.sheet.*.eagles", label="Silver Eagles upgrade"),
    Correctable(path="factions.*.upgrades", label="upgrades made"),
    Correctable(path="factions.*.pending_upgrades", label="earned upgrades to place"),
    Correctable(path="booker", label="Booker's location"),
    Correctable(path="elizabeth.where", label="where Elizabeth is"),
    Correctable(path="elizabeth.location", label="Elizabeth's location"),
    Correctable(path="elizabeth_step", label="Elizabeth's timeline position"),
    Correctable(path="first_player", label="first player"),
    Correctable(path="turn_track", label="turn order"),
    Correctable(path="event_deck", label="World Event cards left"),
    Correctable(path="vp_deck", label="Victory Point cards left"),
    Correctable(own_editor=True, path="territories.*.vp", label="Victory Points of the territory"),
    Correctable(path="destruction_markers", label="destruction markers in the box"),
    Correctable(path="moved", label="units moved this turn"),
    Correctable(path="turn", label="turns played this round"),
    Correctable(own_editor=True, path="event", label="World Event in play"),
    Correctable(own_editor=True, path="factions.*.leader", label="leader card"),
    Correctable(path="outage_round", label="round whose upgrades a Power Outage switched off"),
    Correctable(path="vp_cards.*.condition", label="condition of the Victory Point card"),
    Correctable(own_editor=True, path="vp_cards.*.check", label="condition the app checks"),
    Correctable(path="vp_card_due", label="first Victory Point card still to reveal"),
    Correctable(own_editor=True, path="eliminated", label="players out of the game"),
    Correctable(own_editor=True, path="timeline", label="steps of Elizabeth's timeline card"),
    Correctable(path="timeline_name", label="name of Elizabeth's timeline card"),
    Correctable(own_editor=True, path="pools.*", label="piece pool"),
    Correctable(own_editor=True, path="skylines", label="Sky-Lines"),
    Correctable(own_editor=True, path="card_steps", label="card effects to resolve"),
)


class Columbia(GameDefinition[ColumbiaState]):
    id = "columbia"
    title = "BioShock Infinite: The Siege of Columbia"
    snapshot_prefix = "SOC"
    player_counts = (2, 4)
    state_model = ColumbiaState
    command_types: tuple[type[Command[Any]], ...] = (*COMMON_COMMANDS, *COMMANDS)
    acting_seats = ACTING_SEATS
    rules = RULES
    round_spec = ROUND
    options = OPTIONS
    dice = {
        name: Die(name=name, faces=[], source="faces NOT FOUND: entered in box setup")
        for name in ("white", "blue", "red", "skyline")
    }
    content_kinds = CONTENT_KINDS
    correctable = CORRECTABLE
    # What the rules keep hidden never enters the state: hands and decks are card counts (public at
    # the table), the cards of a vote or combat are entered once revealed, and a face-down territory
    # token has no values until it is fought (an invariant). The seed of the app's dice is blanked by
    # `companion state` for every game.
    hidden_fields: tuple[Hidden, ...] = ()
    odds_questions = ODDS_QUESTIONS

    def new_game(self, players: int, seed: int, options: dict[str, Any], content: Any) -> ColumbiaState:
        return new_game(players, seed, options, content, self.new_id(seed))

    def end_of_round(self, state: ColumbiaState) -> list[str]:
        state.turn = 0
        state.moved = []
        return []

    def random_command(self, state: ColumbiaState, rnd: random.Random) -> Command[Any] | None:
        command: Command[Any] | None = random_command(state, rnd)
        return command

    def rename(self, state: ColumbiaState, seat: int, name: str) -> None:
        """The seat's name, also on its player sheet (the log and the screens read it there)."""
        state.player_names[seat] = state.players[seat].name = name

    def current_player(self, state: ColumbiaState) -> int | None:
        return active_player(state) if phase_of(ROUND, state.progress) == "turns" and not state.finished else None

    def obligations(self, state: ColumbiaState, step_id: str) -> list[str]:
        return obligations(state, step_id)

    def steps_wait(self, state: ColumbiaState) -> list[Violation]:
        """An earned upgrade is placed before play goes on, manual steps included."""
        return upgrade_owed(state)

    def actions_now(self, state: ColumbiaState) -> dict[str, Action]:
        return actions_now(state)

    def invariants(self, state: ColumbiaState) -> list[str]:
        return broken_invariants(state)

    def summary(self, state: ColumbiaState) -> str:
        if state.finished:
            return state.result
        return f"Round {state.round} · Founders {vp(state, 'founders')} VP · Vox Populi {vp(state, 'vox')} VP"


COLUMBIA = register(Columbia())
