"""The Infiltration round: Selection, Resolution, NPC and Security (RS §GAME ROUND l.51-107)."""

from ...engine.phases import Phase, RoundSpec, Step

RS = "infiltration-rules-summary.txt"

ROUND = RoundSpec(
    phases=[
        Phase(
            id="selection",
            label="1. Selection",
            steps=[
                Step(id="select", label="Each operative selects a card", auto=True, ref=f"{RS} l.55-61"),
            ],
        ),
        Phase(
            id="resolution",
            label="2. Resolution",
            steps=[
                Step(id="resolve", label="Flip and resolve the cards clockwise", auto=True, ref=f"{RS} l.63-85"),
            ],
        ),
        Phase(
            id="npc",
            label="3. NPC phase",
            steps=[
                Step(id="npc", label="NPCs act from the entry room forward", auto=True, ref=f"{RS} l.87-97"),
            ],
        ),
        Phase(
            id="security",
            label="4. Security",
            steps=[
                Step(id="security", label="Roll the d6: proximity += roll + alarm", auto=True, ref=f"{RS} l.99-107"),
            ],
        ),
    ]
)
