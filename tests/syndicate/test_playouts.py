"""Random legal playouts: invariants at every step, snapshot round trips, undo-all to the start."""

from __future__ import annotations

import random

from companion import games
from companion.engine import GameSession
from companion.games.syndicate.options import OPTIONS
from tests.playouts import assert_history_holds, play_out

GAMES = 12


def test_random_playouts_keep_invariants_and_undo_to_start():
    """No resource below zero, alert within 1..max, every command legal; undo-all restores the start."""
    for seed in range(GAMES):
        rnd = random.Random(seed)
        options = {
            "advanced_rules": seed % 2 == 1,
            "crew_shortfall": rnd.choice(["flip", "lose"]),
            "market_decay": rnd.choice(["mandatory", "optional"]),
        }
        session = games.new_session("syndicate", 2 + seed % 4, seed, options)
        start = session.state
        play_out(session, seed, check_every=25)
        assert session.state.finished, f"seed {seed} did not finish"
        assert_history_holds(session, start)


def test_a_round_whose_sovereign_card_is_drawn_already_plays_on():
    """RB §Phase 2: Sovereign Card l.397, one card a round: at the draw step of a round whose card is drawn
    already (a corrected round; found by the hostile-code run of issue #26) the playout moves on instead of
    drawing again."""
    definition = games.get("syndicate")
    session = games.new_session("syndicate", 2, 1, {})
    rnd = random.Random(1)
    while session.state.progress.step == "player_turns":
        assert session.execute(definition.random_command(session.state, rnd)) == []
    assert session.state.progress.step == "sovereign_draw"
    drawn = session.state.model_copy(update={"sovereign_drawn_round": session.state.round})
    command = definition.random_command(drawn, random.Random(0))
    assert command is not None and GameSession(drawn).execute(command) == []


def test_every_reading_is_a_setting():
    """syndicate-readings.md: each row is a named setting whose help names both readings."""
    keys = {o.key for o in OPTIONS}
    expected = {
        "quickref_crew_sign",
        "sale_yield",
        "crew_shortfall",
        "mission_round_gate",
        "market_decay",
        "sale_into_credits",
        "alert_cap_scope",
        "destroyer_trigger",
        "end_of_game",
        "pardon_12_plus",
        "coop_split",
        "decay_cube",
        "robbery_shortfall",
        "robbery_vs_mi",
        "reinforcements_above_4",
        "purchase_cost_resources",
        "fortify_cost_resources",
        "first_player_ties",
        "advanced_rules",
    }
    assert expected <= keys
    for option in OPTIONS:
        assert option.default == option.choices[0] and option.help and option.refs


def test_saves_replay_to_the_same_state():
    """A save (start + commands) rebuilds the same game."""
    from companion.engine import GameSession

    session = play_out(games.new_session("syndicate", 3, 3, {}), 3, limit=150)
    assert GameSession.from_save(session.to_save()).state == session.state
