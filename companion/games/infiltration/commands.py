"""Infiltration commands: setup choices, selection, resolution helpers, NPC phase, security, scoring."""

from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import Field

from ...engine import Command, Violation, finish_step
from ...engine import dice as dicelib
from . import facility as fac
from .effects import Effect, apply_effect, check_effect, describe_effect
from .npc import run_npc_phase
from .rules import RULES
from .scoring import rank
from .state import NPC_NAMES, SECRET, InfiltrationState, RoomFace

D6 = dicelib.standard(6)
MOVES = ("advance", "retreat")


def _apply_effects(state: InfiltrationState, effects, why: str) -> list[str]:
    lines = []
    for effect in effects:
        if state.finished:
            break
        lines += apply_effect(state, effect, why)
    return lines


def _check_effects(state: InfiltrationState, effects) -> list[Violation]:
    return [v for effect in effects for v in check_effect(state, effect)]


def _bad_operative(state: InfiltrationState, operative: int) -> list[Violation]:
    if not 0 <= operative < len(state.operatives):
        return [RULES["inf.effect_target"].violated(f"There is no operative {operative}.")]
    op = state.operatives[operative]
    if not op.inside:
        return [RULES["inf.escaped_out"].violated(f"{op.name} has {op.status} and takes no further part.")]
    return []


# -- the resolution helpers need to know where a card leads ------------------------------------------
def destination(state: InfiltrationState, operative: int) -> int | None:
    """The room the operative's selected card would enter (-1: escape; None: no move)."""
    op = state.operatives[operative]
    if op.selected == "advance":
        return fac.forward(state, op.room)
    if op.selected == "retreat":
        return fac.backward(state, op.room)
    if op.selected == "interface" and opens_secret_room(state, operative):
        return SECRET
    return None


def opens_secret_room(state: InfiltrationState, operative: int) -> bool:
    op = state.operatives[operative]
    slot = state.rooms[op.room]
    return (
        slot.interface_token
        and slot.face is not None
        and slot.face.interface
        and slot.face.name in (fac.OFFICE, fac.CONFERENCE)
    )


def pending(state: InfiltrationState) -> list[int]:
    """Operatives inside whose selected card is not resolved yet."""
    return [i for i in state.inside() if state.operatives[i].selected and not state.operatives[i].resolved]


def next_to_resolve(state: InfiltrationState) -> list[int]:
    """Operatives allowed to flip now: the earliest player clockwise with a card still down."""
    waiting = pending(state)
    for player in state.seat_order():
        mine = [i for i in waiting if state.operatives[i].player == player]
        if mine:
            return mine
    return []


def cards_for(state: InfiltrationState, operative: int) -> list[str]:
    """The cards an operative may select now (RS l.37, l.59, l.198)."""
    take = "extract" if state.options.get("extraction") else "download"
    cards = ["advance", "retreat", "interface", take, "item"]
    if state.operatives[operative].delayed:
        cards = [c for c in cards if c not in MOVES]
    return cards


# -- setup ----------------------------------------------------------------------------------------------
class ChooseFirstPlayer(Command):
    """The youngest player starts (the app asks, RS l.27)."""

    type: Literal["choose_first_player"] = "choose_first_player"
    player: int
    phases: ClassVar = ("selection",)

    def describe(self, state):
        name = state.player_names[self.player] if 0 <= self.player < len(state.player_names) else self.player
        return f"First player (the youngest): {name}"

    def check(self, state):
        if not 0 <= self.player < len(state.player_names):
            yield RULES["inf.effect_target"].violated(f"There is no player {self.player}.")
        if state.round != 1 or any(op.selected for op in state.operatives):
            yield RULES["inf.first_player_youngest"].violated("The first player is chosen before round 1 begins.")

    def apply(self, state):
        state.first_player = self.player
        state.first_player_chosen = True
        return [f"{state.player_names[self.player]} takes the die and the security tracker."]


class RevealEntryRoom(Command):
    """Setup: the entry room is revealed and its Reveal/Enter texts resolve (RS l.41-43, reading A-07)."""

    type: Literal["reveal_entry_room"] = "reveal_entry_room"
    face: RoomFace
    effects: list[Effect] = Field(default_factory=list)

    def describe(self, state):
        return f"Reveal the entry room: {self.face.name}"

    def check(self, state):
        if state.rooms[0].revealed:
            yield RULES["inf.entry_room_revealed"].violated("The entry room is already revealed.")
        yield from _check_effects(state, self.effects)

    def apply(self, state):
        lines = fac.turn_face_up(state, 0, self.face)
        lines += _apply_effects(state, self.effects, f"{self.face.name} at setup")
        lines += fac.place_tokens_and_df(state, 0)
        once = state.options.get("entry_enter") == "once"
        lines.append(
            "Its Enter text resolves once."
            if once
            else "Its Enter text resolves once per operative, first player first (reading A-07)."
        )
        return lines


# -- selection -------------------------------------------------------------------------------------------
class SelectCard(Command):
    """One operative's facedown choice for the round (RS §1. Selection Phase)."""

    type: Literal["select_card"] = "select_card"
    operative: int
    card: Literal["advance", "retreat", "interface", "download", "extract", "item"]
    phases: ClassVar = ("selection",)

    def describe(self, state):
        name = state.operatives[self.operative].name if 0 <= self.operative < len(state.operatives) else "?"
        return f"{name} selects a card"

    def check(self, state):
        if not state.rooms[0].revealed:
            yield RULES["inf.entry_room_revealed"].violated("Reveal the entry room first (setup).")
        bad = _bad_operative(state, self.operative)
        if bad:
            yield from bad
            return
        op = state.operatives[self.operative]
        if op.selected:
            yield RULES["inf.select_one_card"].violated(f"{op.name} has already selected this round.")
        if op.delayed and self.card in MOVES:
            yield RULES["inf.delayed_no_move"].violated(f"{op.name} is delayed and cannot select {self.card.title()}.")
        elif self.card not in cards_for(state, self.operative):
            yield RULES["inf.action_set"].violated(f"{op.name} holds no {self.card.title()} card in this game.")

    def apply(self, state):
        state.operatives[self.operative].selected = self.card
        if any(not state.operatives[i].selected for i in state.inside()):
            return []
        lines = ["Every operative has selected."]
        for op in state.operatives:
            if op.delayed:
                op.delayed = False
                lines.append(f"{op.name} stands upright again (no longer delayed).")
        return lines + finish_step(state, "select")


# -- resolution ------------------------------------------------------------------------------------------
class ResolveCard(Command):
    """Flip and resolve one operative's card; ``face`` is the card of a face-down room entered,
    ``effects`` what its printed Reveal / Enter / Interface / item text does (read by the table)."""

    type: Literal["resolve_card"] = "resolve_card"
    operative: int
    face: RoomFace | None = None
    effects: list[Effect] = Field(default_factory=list)
    item: str = ""
    phases: ClassVar = ("resolution",)

    def describe(self, state):
        if not 0 <= self.operative < len(state.operatives):
            return "Resolve a card"
        op = state.operatives[self.operative]
        card = self.item or (op.selected or "?").title()
        return f"{op.name} resolves {card}"

    def check(self, state):
        bad = _bad_operative(state, self.operative)
        if bad:
            yield from bad
            return
        op = state.operatives[self.operative]
        if not op.selected or op.resolved:
            yield RULES["inf.select_one_card"].violated(f"{op.name} has no card waiting to resolve.")
            return
        if self.operative not in next_to_resolve(state):
            turn = next_to_resolve(state)
            who = state.player_names[state.operatives[turn[0]].player] if turn else "nobody"
            yield RULES["inf.resolution_order"].violated(f"It is {who}'s turn to resolve.")
        target = destination(state, self.operative)
        if target is not None and target >= 0 and not state.rooms[target].revealed and self.face is None:
            yield RULES["inf.reveal_needs_card"].violated(
                f"{fac.slot_label(target)} is face down: type in the room card being revealed."
            )
        if self.effects and op.selected == "interface" and not state.rooms[op.room].interface_token:
            yield RULES["inf.interface_token"].violated(f"{fac.room_title(state, op.room)} has no interface token.")
        yield from _check_effects(state, self.effects)

    def apply(self, state):
        op = state.operatives[self.operative]
        state.flips += 1
        op.flip, op.resolved = state.flips, True
        if self.item:
            op.item_played = self.item
        lines = [f"{op.name} flips {self.item or op.selected.title()}."]
        card = op.selected
        if card in MOVES or (card == "interface" and opens_secret_room(state, self.operative)):
            lines += self._move(state)
        elif card == "interface":
            if state.rooms[op.room].interface_token and state.rooms[op.room].face.interface:
                lines.append(f"Resolve the Interface text of {fac.room_title(state, op.room)}.")
                lines += _apply_effects(state, self.effects, "Interface")
            else:
                lines.append("No interface function and token here: no effect.")
        elif card == "download":
            lines += self._download(state)
        elif card == "extract":
            lines.append("Extract resolves at the end of the Resolution Phase.")
        else:
            lines += _apply_effects(state, self.effects, self.item or "item card")
        if state.finished:
            return lines
        if not pending(state):
            lines += resolve_extracts(state)
            if not state.finished:
                lines += finish_step(state, "resolve")
        return lines

    def _move(self, state) -> list[str]:
        op = state.operatives[self.operative]
        card = op.selected
        target = destination(state, self.operative)
        moved = target is not None
        if target is None:
            lines = [f"{op.name} cannot move that way from {fac.room_title(state, op.room)}: no effect."]
        elif target == -1:
            lines = fac.escape(state, self.operative, "Retreat from the entry room")
        else:
            face_down = not state.rooms[target].revealed
            lines = fac.move_operative(state, self.operative, target)
            if face_down:
                lines += fac.turn_face_up(state, target, self.face)
            lines += _apply_effects(state, self.effects, f"{state.rooms[target].name} text")
            if face_down:
                lines += fac.place_tokens_and_df(state, target)
        counts = moved or state.options.get("delay_check") != "only if moved"
        if card in MOVES and op.inside and op.wounded and not state.finished and counts:
            op.delayed = True
            lines.append(f"{op.name} is wounded, so becomes delayed after {card.title()} (RS l.166).")
        return lines

    def _download(self, state) -> list[str]:
        op = state.operatives[self.operative]
        first = op.room not in state.downloaded_rooms
        before = op.df_tokens
        lines = fac.collect_df(
            state,
            self.operative,
            2 if first else 1,
            "first Download here this round" if first else "not the first Download here",
        )
        literal = state.options.get("first_download") == "any Download"
        if first and (op.df_tokens > before or literal):
            state.downloaded_rooms.append(op.room)
        return lines


def resolve_extracts(state: InfiltrationState) -> list[str]:
    """End of Resolution: Extracts in flip order, 4 / 2 / 1 by extractors per room (RS l.202-204, A-09)."""
    extractors = sorted(
        (i for i in state.inside() if state.operatives[i].selected == "extract"), key=lambda i: state.operatives[i].flip
    )
    lines = []
    for i in extractors:
        room = state.operatives[i].room
        same = sum(1 for j in extractors if state.operatives[j].room == room)
        limit = 4 if same == 1 else 2 if same == 2 else 1
        lines += fac.collect_df(state, i, limit, f"Extract, {same} extracting in this room")
    return lines


# -- NPC phase, security ---------------------------------------------------------------------------------
class RunNpcPhase(Command):
    """The whole NPC phase; ``order`` is the first player's order for NPCs sharing a room."""

    type: Literal["run_npc_phase"] = "run_npc_phase"
    order: list[str] = Field(default_factory=list)
    phases: ClassVar = ("npc",)

    def describe(self, state):
        return "NPC phase"

    def check(self, state):
        unknown = [n for n in self.order if n not in NPC_NAMES]
        if unknown:
            yield RULES["inf.npc_order_names"].violated(f"Not NPCs: {', '.join(unknown)}.")

    def apply(self, state):
        lines = run_npc_phase(state, self.order)
        if not state.finished:
            lines += finish_step(state, "npc")
        return lines


class RollSecurity(Command):
    """Security: proximity += d6 + alarm; at 99 the game ends; else the first player passes left."""

    type: Literal["roll_security"] = "roll_security"
    entered: int | None = None
    phases: ClassVar = ("security",)

    def describe(self, state):
        return "Security roll" + (f" (entered {self.entered})" if self.entered is not None else "")

    def check(self, state):
        return dicelib.check_rollable([D6], None if self.entered is None else [self.entered])

    def apply(self, state):
        face = dicelib.take(state.rng, [D6], None if self.entered is None else [self.entered])[0]
        state.last_roll = face
        step = max(0, face + state.alarm)
        lines = [f"The die shows {face}; with the alarm at {state.alarm} proximity rises by {step}."]
        lines += fac.raise_proximity(state, step, f"security roll {face} + alarm {state.alarm}")
        if state.finished:
            return lines
        lines += pass_first_player(state)
        return lines + finish_step(state, "security")


def pass_first_player(state: InfiltrationState) -> list[str]:
    n = len(state.player_names)
    strict = state.options.get("first_player_pass") == "strict rotation"
    for k in range(1, n + 1):
        player = (state.first_player + k) % n
        if strict or any(op.player == player and op.inside for op in state.operatives):
            state.first_player = player
            return [f"{state.player_names[player]} becomes the first player."]
    return []


# -- manual override, scoring ----------------------------------------------------------------------------
class Adjust(Command):
    """Apply effects by hand: a room or item text, or a correction the table agrees on."""

    type: Literal["adjust"] = "adjust"
    effects: list[Effect]
    reason: str = "by hand"

    def describe(self, state):
        return f"By hand ({self.reason}): " + "; ".join(describe_effect(state, e) for e in self.effects)

    def check(self, state):
        if not self.effects:
            yield RULES["inf.effect_target"].violated("Choose at least one effect.")
        yield from _check_effects(state, self.effects)

    def apply(self, state):
        return _apply_effects(state, self.effects, self.reason)


class EnterScores(Command):
    """The table flips the escaped operatives' DF tokens and enters each value (1-3)."""

    type: Literal["enter_scores"] = "enter_scores"
    values: dict[int, list[int]]
    allowed_after_end: ClassVar[bool] = True

    def describe(self, state):
        return "Final scoring"

    def check(self, state):
        if not state.finished:
            yield RULES["inf.score_after_end"].violated()
            return
        escaped = {i for i, op in enumerate(state.operatives) if op.status == "escaped"}
        if set(self.values) != escaped:
            yield RULES["inf.score_values"].violated("Enter values for exactly the escaped operatives.")
            return
        for i, values in self.values.items():
            op = state.operatives[i]
            if len(values) != op.df_tokens:
                yield RULES["inf.score_values"].violated(f"{op.name} holds {op.df_tokens} tokens, not {len(values)}.")
            if any(v not in (1, 2, 3) for v in values):
                yield RULES["inf.score_values"].violated(f"{op.name}: DF values are 1, 2 or 3.")

    def apply(self, state):
        state.df_values = {i: list(v) for i, v in self.values.items()}
        state.ranking = rank(state)
        winners = [line.who for line in state.ranking if line.place == 1]
        top = state.ranking[0]
        if top.total is None:
            state.result = "Nobody escaped: nobody wins."
        elif len(winners) > 1:
            state.result = f"Draw between {' and '.join(winners)}."
        else:
            state.result = f"{top.who} wins: {top.reason}."
        return [f"{line.place}. {line.who}: {line.reason}" for line in state.ranking] + [state.result]


INF_COMMANDS = (
    ChooseFirstPlayer,
    RevealEntryRoom,
    SelectCard,
    ResolveCard,
    RunNpcPhase,
    RollSecurity,
    Adjust,
    EnterScores,
)
