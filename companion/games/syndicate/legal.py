"""Syndicate's actions for the "legal now" query (:mod:`companion.engine.legal`): the turn's actions a
screen offers as one button, each with the commands that would carry it out (a dialog then asks
which card, target or amount)."""

from __future__ import annotations

from ...engine import Action
from ...i18n import N_
from . import commands as c
from .state import MissionCard, Resources, SyndicateState

EXCHANGES = ("credits>crew", "credits>influence", "crew>influence", "influence>crew")
"""The market's exchanges, ``give>get``."""

NO_TARGET = N_("No other player has a base yet.")
NO_TERRITORY = N_("No territory on the board yet: add the mission's territory with Add a territory.")


def missions(state: SyndicateState, player: int) -> list[c.AttemptMission]:
    """A stand-in mission on every territory of the board with every announcement the rules allow there
    (COOPERATIVE or UNCOOPERATIVE on another player's base, l.435): the card itself is asked for only once
    the player goes on."""
    card = MissionCard(name="probe", faces={"any": [6]}, reward=Resources())
    return [
        c.AttemptMission(player=player, card=card.model_copy(update={"territory": t.id}), cooperative=announced)
        for t in state.territories
        for announced in ((None,) if t.owner in (None, player) else (True, False))
    ]


def robberies(state: SyndicateState, player: int) -> list[c.AttemptMission]:
    """A stand-in robbery of each other player's base (l.140: a card of that base's zone)."""
    return [
        c.AttemptMission(
            player=player,
            card=MissionCard(name="probe", kind="robbery", zone=t.zone, faces={"any": [6]}, reward=Resources()),
            target=t.id,
        )
        for t in state.territories
        if t.owner is not None and t.owner != player
    ]


def _reinforcements(state: SyndicateState, player: int) -> list[int]:
    """The reinforcement counts worth asking about: none, and as many as allowed."""
    me = state.players[player]
    return sorted({0, max(0, min(4, me.assault_level - me.reinforcements_used))})


def actions_now(state: SyndicateState) -> dict[str, Action]:
    """The active player's turn (rulebook l.424-445 missions and robberies; l.584 trades between the
    players whose turn it is not)."""
    p = state.active
    others = [t for t in state.territories if t.owner is not None and t.owner != p]
    idle = [i for i in range(len(state.players)) if i != p]
    gives = [k.split(">") for k in EXCHANGES]
    return {
        "mission": Action(missions(state, p), NO_TERRITORY),
        "robbery": Action(robberies(state, p), NO_TARGET),
        "assault": Action(
            [c.Assault(player=p, territory=t.id, reinforcements=n) for t in others for n in _reinforcements(state, p)],
            NO_TARGET,
        ),
        "buy_base": Action(
            [c.BuyBase(player=p, territory=t.id) for t in state.territories if t.owner is None],
            N_("No unoccupied territory entered: add one under Territories."),
        ),
        "fortify": Action(
            [c.Fortify(player=p, territory=t.id) for t in state.bases_of(p) if not t.fortified],
            N_("No unfortified base to fortify."),
        ),
        "exchange": Action([c.Exchange(player=p, give=give, get=get) for give, get in gives]),
        "sell_card": Action([c.SellCard(player=p, take=Resources(crew=state.options.get("sale_yield", 2)))]),
        "bonus_chip": Action(
            [c.PlayBonusChip(player=p, chip=i) for i in range(len(state.players[p].chips))], N_("No bonus chip held.")
        ),
        "trade": Action(
            [c.Trade(player=a, partner=b, give=Resources(), receive=Resources()) for a in idle for b in idle if a < b],
            N_("Trading needs two players whose turn it is not."),
        ),
    }
