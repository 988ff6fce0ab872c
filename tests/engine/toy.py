"""A tiny game used to test the engine on its own: a counter, a die roll and a two-step round."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Literal

from pydantic import BaseModel, Field

from companion.content import ContentEntry
from companion.engine import (
    COMMON_COMMANDS,
    COMMON_SEATS,
    BaseState,
    Command,
    Correctable,
    GameDefinition,
    Hidden,
    Rule,
    RuleBook,
    phases,
    register,
)
from companion.engine import dice as dicelib
from companion.engine.common import finish_step
from companion.engine.questions import Answer, OddsQuestion
from companion.engine.seats import declare, table

RULES = RuleBook([Rule(id="toy.max_ten", text="The counter never goes above 10.", ref="toy §1")])
D6 = dicelib.standard(6)


class Token(ContentEntry):
    """A toy kind of content: a token with a value."""

    value: int


class ToyState(BaseState):
    counter: int = 0
    last_roll: list[int] = []


class AtLeast(BaseModel):
    total: int = Field(ge=2, le=12, description="the total to reach")
    bonus: int = Field(default=0, ge=0, le=3, description="added to the roll")
    dice: Literal[2] = Field(default=2, description="dice rolled")


def at_least(params: AtLeast, state: ToyState | None) -> list[Answer]:
    sums = dicelib.Distribution.sum_of([D6, D6]) + params.bonus
    return [
        Answer(label=f"Total of {params.total} or more", value=sums.prob(lambda t: t >= params.total)),
        Answer(label="Average total", value=Fraction(sums.mean()), kind="mean"),
    ]


class Add(Command):
    type: Literal["add"] = "add"
    amount: int
    phases = ("play",)

    def describe(self, state):
        return f"Add {self.amount}"

    def check(self, state):
        if state.counter + self.amount > 10:
            yield RULES["toy.max_ten"].violated(f"{state.counter} + {self.amount} is above 10.")

    def apply(self, state):
        state.counter += self.amount


class RollDie(Command):
    type: Literal["roll_die"] = "roll_die"
    entered: list[int] | None = None

    def check(self, state):
        return dicelib.check_rollable([D6, D6], self.entered)

    def apply(self, state):
        state.last_roll = dicelib.take(state.rng, [D6, D6], self.entered)
        return finish_step(state, "roll")


class Toy(GameDefinition):
    id = "toy"
    title = "Toy"
    snapshot_prefix = "TOY"
    player_counts = (1, 2, 3, 4)
    state_model = ToyState
    command_types = (*COMMON_COMMANDS, Add, RollDie)
    acting_seats = COMMON_SEATS | declare({Add: table, RollDie: table})
    rules = RULES
    content_kinds = {"tokens": Token}
    correctable = (Correctable(path="counter", label="Counter"), Correctable(path="last_roll", label="Last roll"))
    odds_questions = (OddsQuestion("at_least", "Chance that two dice reach a total", AtLeast, at_least),)
    hidden_fields = (Hidden("last_roll"),)  # as if the roll were secret: tests of `companion state`
    round_spec = phases.RoundSpec(
        phases=[
            phases.Phase(id="play", label="Play", steps=[phases.Step(id="adds", label="Add some")]),
            phases.Phase(id="end", label="End", steps=[phases.Step(id="roll", label="Roll", auto=True)]),
        ]
    )

    def obligations(self, state, step_id):
        return ["Nobody has added anything yet."] if step_id == "adds" and state.counter == 0 else []

    def invariants(self, state):
        return [] if 0 <= state.counter <= 10 else [f"the counter is {state.counter}, outside 0-10"]

    def new_game(self, players, seed, options, content):
        return ToyState(
            game=self.id,
            game_id=self.new_id(seed),
            player_names=[f"P{i + 1}" for i in range(players)],
            options=options,
            rng={"seed": seed},
            progress=phases.start(self.round_spec),
        )

    def random_command(self, state, rnd: random.Random):
        return Add(amount=rnd.randint(0, 10 - state.counter))


TOY = register(Toy())
