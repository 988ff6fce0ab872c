"""Random legal playouts: every command the generator makes is legal, invariants hold at every
step, undo-all returns to the start, a save replays to the same game, snapshots round-trip."""

import pytest

from companion import games
from companion.content import ContentLibrary
from companion.engine import GameSession
from companion.games.columbia.content import CardAbility, CardEffect, SkyLine
from tests.playouts import assert_history_holds, play_out

from .helpers import fresh

COLUMBIA = games.get("columbia")


def play(start, seed, snapshots=False):
    return play_out(GameSession(start), seed, limit=1500, check_every=7 if snapshots else 0)


# TEST FIXTURE abilities: one of each typed effect, beside the shipped ones (Handyman, Boys of Silence, text ones).
FIXTURE_ABILITIES = {
    "Test Draw": CardAbility(timing="produce", effect=CardEffect(kind="draw", amount=1)),
    "Test Eagles": CardAbility(timing="vote", effect=CardEffect(kind="eagles", amount=1)),
    "Test Dice": CardAbility(starts_locked=True, effect=CardEffect(kind="extra_dice", amount=1, colour="red")),
    "Test Blackout": CardAbility(effect=CardEffect(kind="upgrades_void")),
    "Test Bonus": CardAbility(effect=CardEffect(kind="combat_bonus", amount=2, when="attacking")),
    "Test Reinforce": CardAbility(effect=CardEffect(kind="place_unit", amount=1)),
}


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("seed", range(4))
def test_random_playout_with_box_content(players, seed):
    start = fresh(players=players, seed=seed, dice=True, board=True)
    start.vp_card_due = True
    start.abilities |= FIXTURE_ABILITIES
    start.skylines = [SkyLine(stops=[9, 4, 1], spaces=[2, 1]), SkyLine(stops=[14, 15], spaces=[1])]
    session = play(start, seed, snapshots=seed == 0)
    assert session.state.finished
    said = ("Playout", "the table resolves", "(Vigor)", "(Propaganda)", "(Bold Maneuver)")
    assert any(word in line for e in session.log() for line in e.notes for word in said)
    assert_history_holds(session, start)


def test_random_playout_with_entered_dice():
    """Without box content every roll is entered, and the game still runs to its end."""
    start = COLUMBIA.new_game(2, 11, COLUMBIA.resolve_options({}), ContentLibrary())
    session = play(start, 11)
    assert session.state.finished and "World Event deck is empty" in session.state.result


ALTERNATIVE_READINGS = dict(
    alarm_bonus="once",
    contested_control="literal",
    upgrade_count="markers",
    booker_vote="abstain_if_none",
    zero_influence_tie="holder_keeps",
    team_elimination="both",
    booker_vs_structures="battle",
    failed_vote="whole_card",
    skyline_discard="discard_all",
    first_player_upgrade="every_taker",
)


@pytest.mark.parametrize("players", [2, 4])
def test_random_playout_with_the_alternative_readings(players):
    start = fresh(players=players, seed=7, dice=True, board=True, **ALTERNATIVE_READINGS)
    session = play(start, 7)
    assert session.state.finished
    assert_history_holds(session, start)
