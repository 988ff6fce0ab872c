"""The round: player turns, the Sovereign card, resource collection (L349-422)."""

from ...engine.phases import Phase, RoundSpec, Step
from .collection import STEPS

RB = "syndicate-draft-rulebook.txt"

ROUND_SPEC = RoundSpec(
    phases=[
        Phase(
            id="turns",
            label="Player turns",
            steps=[
                Step(
                    id="player_turns",
                    label="Each player's turn, clockwise from the first player",
                    auto=True,
                    ref=f"{RB} L351-391",
                ),
            ],
        ),
        Phase(
            id="sovereign",
            label="Sovereign card",
            steps=[
                Step(id="sovereign_draw", label="Draw the Sovereign card", auto=True, ref=f"{RB} L397"),
                Step(id="sovereign_pardons", label="Pardons: each player may buy one", ref=f"{RB} L401-408"),
                Step(id="sovereign_resolve", label="Resolve the card", auto=True, ref=f"{RB} L397, L574-578"),
            ],
        ),
        Phase(
            id="collection",
            label="Resource collection",
            steps=[Step(id=step_id, label=label, auto=True, ref=f"{RB} {lines}") for step_id, label, lines in STEPS],
        ),
    ]
)
