"""Corrections are checked like commands: a value set by hand that the round could not read is refused
in plain words, and after any accepted correction every command the next step offers validates without
an exception (the crashes of issue 34; the generic property test over the three games lives with the
engine). Elizabeth's holder, the leader cards and the vote read as the rules give them."""

from __future__ import annotations

import json
import random
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion import games
from companion.engine import Correct, GameSession, validate
from companion.engine.legal import legal_now
from companion.games.columbia.commands import ClaimVpCard, Move, ResolveVote, SetElizabeth, Vote
from companion.games.columbia.content import VpCheck
from companion.games.columbia.state import VpCard
from tests.playouts import plays

from .helpers import at, do, fresh, occupy, refused, session

COLUMBIA = games.get("columbia")
POWER_OUTAGE = json.loads((Path(__file__).parents[2] / "data/columbia/world_events.json").read_text())["entries"][0]


def test_the_shipped_power_outage_without_vote_signs_is_refused_as_the_world_event_in_play():
    """The issue's crash: the shipped Power Outage has no vote signs; set in play by hand, the vote then raised
    KeyError 'founders'. The correction is refused, and a state that already holds such a card (an old save)
    refuses the vote in plain words."""
    g = session(at(fresh(dice=True), "vote"))
    assert g.validate(Correct(path="event", value=POWER_OUTAGE))[0].message == (
        "That would leave the game inconsistent: the World Event in play (Power Outage) needs both vote signs "
        "and Booker's location"
    )
    complete = POWER_OUTAGE | {"signs": {"founders": "-", "vox": "+"}, "booker_location": 4}
    do(g, Correct(path="event", value=complete), ResolveVote(votes=[Vote(player=1)]))
    old = at(fresh(), "vote")
    old.event = old.event.model_copy(update={"signs": None})
    assert session(old).validate(ResolveVote())[0].message == (
        "Test event in play lacks its vote signs or Booker's location: correct the World Event in play."
    )


def test_an_earned_upgrade_set_by_hand_at_the_reveal_is_placed_first():
    """The issue's second crash: pending upgrades set at the reveal step; the next command the round offers
    places them (the playout offered the refused Victory Point reveal)."""
    s = fresh()
    s.vp_card_due = True
    g = do(session(s), Correct(path="factions.founders.pending_upgrades", value=1))
    command = COLUMBIA.random_command(g.state, random.Random(1))
    assert command.type in ("spend_upgrade", "forgo_upgrade") and g.validate(command) == []


def _offered(state):
    """Every command the step offers now: the game's actions' candidates and a random one of each kind."""
    commands = [c for action in COLUMBIA.actions_now(state).values() for c in action.candidates]
    rnd = random.Random(0)
    for _ in range(6):
        command = COLUMBIA.random_command(state, rnd)
        if command is not None:
            commands.append(command)
    return commands


VALUES = st.sampled_from(
    [
        ("event", POWER_OUTAGE),
        ("event", POWER_OUTAGE | {"signs": {"founders": "?", "vox": "?"}, "booker_location": 2}),
        ("event", None),
        ("factions.founders.pending_upgrades", 1),
        ("factions.vox.pending_upgrades", 2),
        ("outage_round", 1),
        ("eliminated", [1]),
        ("elizabeth.where", "with_booker"),
        ("elizabeth.location", 9),
        ("elizabeth_step", 14),
        ("booker", 9),
        ("turn", 1),
        ("moved", [1, 2, 3, 4]),
        ("card_steps", ["Swap two locations.", "Draw a card."]),
        ("timeline", []),
        ("vp_cards.0.check", {"kind": "elizabeth"}),
        ("pools.blue", {"units": 0, "structures": 0}),
        ("skylines", [{"stops": [9, 4], "spaces": [1]}]),
        ("locations.8.units", []),
        ("locations.9.token", {"revealed": True, "total": 3}),
        ("players.0.hand", 0),
        ("first_player", 1),
        ("vp_deck", 0),
        ("event_deck", 0),
    ]
)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(steps=st.integers(0, 90), seed=st.integers(0, 3), corrections=st.lists(VALUES, min_size=1, max_size=3))
def test_after_any_accepted_correction_every_offered_command_validates(steps, seed, corrections):
    s = fresh(seed=seed, dice=True)
    s.vp_card_due = True
    s.vp_cards.append(VpCard(name="Fixture card", vp=1))
    g = GameSession(s)
    for _ in plays(g, seed, limit=steps):
        pass
    for path, value in corrections:
        command = Correct(path=path, value=value)
        if not g.validate(command):
            g.execute(command)
            assert COLUMBIA.invariants(g.state) == []
    legal_now(g.state)  # the screens' query: no exception
    for command in _offered(g.state):
        validate(g.state, command)  # refused or not, never an exception
    for _ in range(30):  # and play goes on
        command = COLUMBIA.random_command(g.state, random.Random(steps))
        if command is None:
            break
        assert g.execute(command) == [], command


def test_elizabeth_holder_follows_her_location():
    """columbia-rules-summary.txt §Combating Booker l.206: Elizabeth stays under the control of the player who
    controls her location: a faction that loses it loses her, and a 'hold Elizabeth' claim is refused."""
    s = at(fresh(), "move")
    s.vp_cards.append(VpCard(name="Her card", vp=2, check=VpCheck(kind="elizabeth")))
    occupy(s, 10, 0)
    g = do(session(s), SetElizabeth(where="left", location=10))
    assert g.state.elizabeth.holder == "founders"
    enemy = occupy(g.state, 4, 1)
    g.state.moved = []
    g.state.turn = 1
    do(g, Move(unit=enemy, to=10))  # contested: nobody controls it (reading A10)
    assert g.state.elizabeth.holder is None and "Nobody holds Elizabeth now." in g.log()[-1].notes
    g.state.turn = 0
    assert g.validate(ClaimVpCard(card=0, player=0))[0].message == (
        "Her card needs Elizabeth held; the Founders do not hold her."
    )


def test_leaders_by_faction():
    """columbia-rules-summary.txt §Setup l.50-52: each faction draws one of its own leader cards: the Founders
    cannot take Daisy Fitzroy."""
    g = session(at(fresh(), "build"))
    daisy = {"name": "Daisy Fitzroy", "ability": "Revolutionary", "unit_discount": 1, "faction": "vox"}
    assert refused(g, Correct(path="factions.founders.leader", value=daisy)) == {"engine.bad_correction"}
    do(g, Correct(path="factions.vox.leader", value=daisy))
    assert fresh().factions["founders"].leader.faction == "founders"
