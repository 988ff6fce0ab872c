"""Infiltration's actions for the "legal now" query (:mod:`companion.engine.legal`)."""

from __future__ import annotations

from ...engine import Action
from ...i18n import N_
from .commands.resolution import ChooseOperative
from .commands.selection import SelectCard, cards_for
from .phases import unselected
from .state import InfiltrationState


def actions_now(state: InfiltrationState) -> dict[str, Action]:
    """``select_card``: an operative still to choose its card (rules summary l.55 Selection Phase);
    ``choose_operative``: the operative a card's effect names (l.172)."""
    return {
        "select_card": Action(
            [SelectCard(operative=i, card=card) for i in unselected(state) for card in cards_for(state, i)],
            N_("Every operative inside has selected a card this round."),
        ),
        "choose_operative": Action(
            [ChooseOperative(operative=i) for i in state.inside()], N_("No operative is inside the facility.")
        ),
    }
