"""The round of The Siege of Columbia as a checklist (rules summary l.70-144); what each step owes is
declared next to it in :mod:`.duties`."""

from __future__ import annotations

from collections.abc import Callable

from ...engine.phases import Phase, RoundSpec, Step, phase_of
from ...i18n import N_
from .content import FACTION_NAMES
from .state import ColumbiaState, pending_combats, place_name, turn_order

S = "columbia-rules-summary.txt"

ROUND = RoundSpec(
    phases=[
        Phase(
            id="world_event",
            label=N_("World Event"),
            steps=[
                Step(id="reveal", label=N_("Reveal the World Event"), auto=True, ref=f"{S} §Vote l.76"),
                Step(id="vote", label=N_("Vote"), auto=True, ref=f"{S} §Vote l.76-92"),
                Step(id="elizabeth", label=N_("Elizabeth"), auto=True, ref=f"{S} §Elizabeth l.98"),
                Step(id="booker", label=N_("Place Booker"), auto=True, ref=f"{S} §Booker l.102-106"),
                Step(id="booker_battle", label=N_("Booker's battle"), auto=True, ref=f"{S} §Booker l.110"),
            ],
        ),
        Phase(
            id="turns",
            label=N_("Player turns"),
            steps=[
                Step(id="produce", label=N_("Produce"), auto=True, ref=f"{S} §Produce l.118"),
                Step(id="build", label=N_("Recruit / build / upgrade"), ref=f"{S} §Recruit/Build l.122-126"),
                Step(id="move", label=N_("Move (up to 4)"), ref=f"{S} §Move l.130"),
                Step(id="combat", label=N_("Combat, then end the turn"), auto=True, ref=f"{S} §Combat l.134"),
            ],
        ),
        Phase(
            id="refresh",
            label=N_("Refresh"),
            steps=[
                Step(id="draw", label=N_("Discard and draw up to 5"), auto=True, ref=f"{S} §Refresh phase l.140-142"),
                Step(
                    id="reveal_vp", label=N_("Reveal a Victory Point card"), auto=True, ref=f"{S} §Refresh phase l.144"
                ),
            ],
        ),
    ]
)


def obligations(state: ColumbiaState, step_id: str) -> list[str]:
    """What the table still owes at the unfinished step ``step_id`` (a skip past it needs a confirmation)."""
    owed = _owed_now(state) if step_id == state.progress.step else []
    duty = _STEP_DUTIES.get(step_id)
    return owed + (duty(state) if duty else [])


def _owed_now(state: ColumbiaState) -> list[str]:
    """Earned upgrades to place and card effects to resolve: owed at whatever step the table is."""
    return [f"Resolve: {step}" for step in state.card_steps] + [
        f"The {FACTION_NAMES[f]} have {n} earned upgrade{'s' if n > 1 else ''} to place."
        for f, fs in state.factions.items()
        if (n := fs.pending_upgrades)
    ]


def _event_duty(text: str) -> Callable[[ColumbiaState], list[str]]:
    return lambda state: [text] if state.event is not None else []


def _elizabeth(state: ColumbiaState) -> list[str]:
    return ["Elizabeth's marker has not moved down her timeline."] if state.event and state.event.elizabeth else []


def _booker_battle(state: ColumbiaState) -> list[str]:
    if state.progress.step != "booker_battle" or state.booker is None:
        return []
    return [f"Booker's battle at {place_name(state, state.booker)} has not been fought."]


def _turns(state: ColumbiaState) -> list[str]:
    if phase_of(ROUND, state.progress) != "turns":
        return [f"{', '.join(state.players[p].name for p in turn_order(state))} have not had their turns."]
    owed = [f"Combat must still take place at {place_name(state, n)}." for n in pending_combats(state)]
    waiting = turn_order(state)[state.turn :]
    return owed + [
        f"{', '.join(state.players[p].name for p in waiting)} ha{'s' if len(waiting) == 1 else 've'} not finished a "
        f"turn."
    ]


def _refresh(state: ColumbiaState) -> list[str]:
    return ["Nobody has discarded and drawn back up to 5 cards yet."]


def _vp_reveal(state: ColumbiaState) -> list[str]:
    return ["This round's Victory Point card has not been revealed."] if state.vp_deck > 0 else []


_STEP_DUTIES: dict[str, Callable[[ColumbiaState], list[str]]] = {
    "reveal": lambda state: ["The World Event card has not been revealed."] if state.event_deck > 0 else [],
    "vote": _event_duty("The vote on the World Event has not been taken."),
    "elizabeth": _elizabeth,
    "booker": _event_duty("Booker has not been placed."),
    "booker_battle": _booker_battle,
    "combat": _turns,
    "draw": _refresh,
    "reveal_vp": _vp_reveal,
}
