"""The round (L347-422): player turns, the Sovereign card, resource collection, and what each step owes."""

from __future__ import annotations

from ...engine.phases import Phase, RoundSpec, Step
from ...i18n import N_
from .collection import STEPS, suggested_unpaid
from .rules import RB
from .sovereign import suggested_flips
from .state import SyndicateState

ROUND_SPEC = RoundSpec(
    phases=[
        Phase(
            id="turns",
            label=N_("Player turns"),
            steps=[
                Step(
                    id="player_turns",
                    label=N_("Each player's turn, clockwise from the first player"),
                    auto=True,
                    ref=f"{RB} §Phase 1: Player Turns l.351-391",
                ),
            ],
        ),
        Phase(
            id="sovereign",
            label=N_("Sovereign card"),
            steps=[
                Step(
                    id="sovereign_draw",
                    label=N_("Draw the Sovereign card"),
                    auto=True,
                    ref=f"{RB} §Phase 2: Sovereign Card l.397",
                ),
                Step(
                    id="sovereign_pardons",
                    label=N_("Pardons: each player may buy one"),
                    ref=f"{RB} §Phase 2: Sovereign Card l.401-408",
                ),
                Step(
                    id="sovereign_resolve",
                    label=N_("Resolve the card"),
                    auto=True,
                    ref=f"{RB} §Defaulting on Taxes l.574-578",
                ),
            ],
        ),
        Phase(
            id="collection",
            label=N_("Resource collection"),
            steps=[
                Step(id=step_id, label=label, auto=True, ref=f"{RB} §Phase 3: Resource Collection l.{lines}")
                for step_id, label, lines in STEPS
            ],
        ),
    ]
)


def obligations(state: SyndicateState, step_id: str) -> list[str]:
    """What the table still owes at ``step_id`` (plain sentences); skipping past it needs a confirmation."""
    names = state.player_names
    if step_id == "player_turns":
        if not state.setup_done:
            return ["Setup is not finished."]
        count = len(state.players)
        waiting = [names[(state.first_player + k) % count] for k in range(state.turn, count)]
        return [f"Not had their turn yet: {', '.join(waiting)}."] if waiting else []
    if step_id == "sovereign_draw" and state.sovereign_drawn_round != state.round:
        return ["No Sovereign card has been drawn this round (no tax, no pardons)."]
    if step_id == "sovereign_resolve" and state.sovereign_drawn_round == state.round and not state.sovereign_resolved:
        card = state.sovereign_card.name if state.sovereign_card else "The Sovereign card"
        owed = [f"{card} is not resolved yet."]
        for player, bases in suggested_flips(state).items():
            territories = [t.name for t in state.territories if t.id in bases]
            owed.append(f"{names[player]} must choose which bases go unpaid (suggested: {', '.join(territories)}).")
        return owed
    if step_id == STEPS[0][0]:
        owed = ["Resources have not been collected: cards, income, crew upkeep, research and market decay."]
        for player, bases in suggested_unpaid(state, {}).items():
            territories = [t.name for t in state.territories if t.id in bases]
            owed.append(
                f"{names[player]} must choose which bases go without crew (suggested: {', '.join(territories)})."
            )
        return owed
    return []
