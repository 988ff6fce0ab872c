"""The Siege of Columbia's end-of-game summary: the result's winner first, a draw shared, the VP race."""

from __future__ import annotations

import json
import random

from companion import games
from companion.engine import GameSession
from companion.games.columbia.board import settle
from companion.games.columbia.commands import RevealWorldEvent
from companion.games.columbia.recap import recap, standings
from companion.games.columbia.state import VpCard
from tests.columbia.helpers import at, do, fresh, session


def test_nominal_victors_come_first():
    """columbia-rules-summary.txt l.258: an empty World Event deck ends the game, most VP the nominal victor."""
    s = at(fresh(), "reveal")
    s.event_deck = 0
    s.vp_cards = [VpCard(name="x", vp=2, claimed_by="vox")]
    game = do(session(s), RevealWorldEvent())
    assert [(p.place, p.who.split(" (")[0], p.score) for p in standings(game.state)] == [
        (1, "Vox Populi", "2 VP"),
        (2, "Founders", "0 VP"),
    ]


def test_a_draw_shares_first_place():
    """Reading A19 (default): equal VP when the deck runs out is a draw."""
    s = at(fresh(), "reveal")
    s.event_deck = 0
    game = do(session(s), RevealWorldEvent())
    assert "draw" in game.state.result and [p.place for p in standings(game.state)] == [1, 1]


def test_elimination_wins_whatever_the_vp():
    """columbia-rules-summary.txt l.260: no units or structures left loses the game, whatever the VP."""
    s = fresh()
    s.vp_cards = [VpCard(name="x", vp=5, claimed_by=s.players[1].faction)]
    for where in s.locations:
        where.units = [u for u in where.units if u.owner != 1]
        if where.structure and where.structure.owner == 1:
            where.structure = None
    settle(s)
    assert s.finished
    winner, loser = standings(s)
    assert winner.place == 1 and loser.place == 2 and winner.score == "0 VP" and loser.score == "5 VP"


def test_race_replayed_from_the_save_ends_at_the_final_vp():
    definition = games.get("columbia")
    rnd, game = random.Random(1), games.new_session("columbia", 2, 1, {})
    while not game.state.finished:
        assert game.execute(definition.random_command(game.state, rnd)) == []
    summary = recap(GameSession.from_save(json.loads(json.dumps(game.to_save()))))
    assert list(summary.race.series) == ["Founders", "Vox Populi"]
    assert len(summary.race.labels) == game.state.round + 1
    assert summary.result == game.state.result
