"""The round of The Siege of Columbia as a checklist (rules summary l.70-144)."""

from __future__ import annotations

from ...engine.phases import Phase, RoundSpec, Step

S = "columbia-rules-summary.txt"

ROUND = RoundSpec(
    phases=[
        Phase(
            id="world_event",
            label="World Event",
            steps=[
                Step(id="reveal", label="Reveal the World Event", auto=True, ref=f"{S} l.76"),
                Step(id="vote", label="Vote", auto=True, ref=f"{S} l.76-92"),
                Step(id="elizabeth", label="Elizabeth", auto=True, ref=f"{S} l.98"),
                Step(id="booker", label="Place Booker", auto=True, ref=f"{S} l.102-106"),
                Step(id="booker_battle", label="Booker's battle", auto=True, ref=f"{S} l.110"),
            ],
        ),
        Phase(
            id="turns",
            label="Player turns",
            steps=[
                Step(id="produce", label="Produce", auto=True, ref=f"{S} l.118"),
                Step(id="build", label="Recruit / build / upgrade", ref=f"{S} l.122-126"),
                Step(id="move", label="Move (up to 4)", ref=f"{S} l.130"),
                Step(id="combat", label="Combat, then end the turn", auto=True, ref=f"{S} l.134"),
            ],
        ),
        Phase(
            id="refresh",
            label="Refresh",
            steps=[
                Step(id="draw", label="Discard and draw up to 5", auto=True, ref=f"{S} l.140"),
                Step(id="reveal_vp", label="Reveal a Victory Point card", auto=True, ref=f"{S} l.144"),
            ],
        ),
    ]
)
