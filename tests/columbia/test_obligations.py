"""Phase order and obligations: an unfinished duty blocks an unconfirmed skip, no step is played
twice, whose turn it is, and every correctable value round-trips through save, undo and snapshot.

columbia-rules-summary.txt §Game round l.70-144; §Player turns phase l.114 (tasks in order).
"""

import pytest

from companion import games
from companion.engine import Correct, GameSession, SkipToStep
from companion.games.columbia.commands import Move, PlaceBooker, Produce, Recruit, ResolveVote
from companion.games.columbia.state import Elizabeth, VpCard
from companion.sync import snapshot

from .helpers import at, do, fresh, refused, session

COLUMBIA = games.get("columbia")


def owed(state, step):
    return COLUMBIA.obligations(state, step)


@pytest.mark.parametrize(
    ("step", "target", "needle"),
    [
        ("reveal", "vote", "World Event card has not been revealed"),
        ("vote", "elizabeth", "vote"),
        ("booker", "booker_battle", "Booker has not been placed"),
        ("draw", "reveal_vp", "drawn back up"),
    ],
)
def test_an_unfinished_world_or_refresh_duty_blocks_an_unconfirmed_skip(step, target, needle):
    s = at(fresh(), step)
    g = session(s)
    assert needle in " ".join(owed(s, step))
    assert refused(g, SkipToStep(step=target)) == {"engine.skip_needs_confirmation"}
    do(g, SkipToStep(step=target, confirm=True))
    assert g.state.progress.step == target and step in g.state.progress.skipped


def test_elizabeth_step_is_owed_only_with_her_symbol():
    # columbia-rules-summary.txt §Elizabeth l.98
    assert owed(at(fresh(), "elizabeth", elizabeth=True), "elizabeth")
    assert owed(at(fresh(), "elizabeth"), "elizabeth") == []


def test_booker_battle_is_owed_once_booker_attacks():
    # columbia-rules-summary.txt §Booker l.110
    s = at(fresh(), "booker", booker=9, aggressive=True)
    g = do(session(s), PlaceBooker())
    assert g.state.progress.step == "booker_battle"
    assert "Booker's battle at 9 Garden of New Eden" in " ".join(owed(g.state, "booker_battle"))
    assert refused(g, SkipToStep(step="produce")) == {"engine.skip_needs_confirmation"}


def test_players_who_have_not_had_their_turn_block_skipping_to_refresh():
    # columbia-rules-summary.txt §Player turns phase l.114
    g = session(at(fresh(), "produce"))
    assert "P1, P2 have not finished a turn." in owed(g.state, "combat")
    assert refused(g, SkipToStep(step="draw")) == {"engine.skip_needs_confirmation"}


def test_a_contested_location_blocks_skipping_the_combat():
    # columbia-rules-summary.txt §Combat l.134: combat takes place where enemies share a location
    s = at(fresh(), "move")
    s.locations[9].units.append(s.locations[8].units.pop(2))  # a Founders common faces #10's token
    assert "Combat must still take place at 10 Comstock Center." in owed(s, "combat")


def test_reveal_vp_is_owed_while_the_deck_lasts():
    # columbia-rules-summary.txt §Refresh phase l.144
    assert owed(at(fresh(), "reveal_vp"), "reveal_vp")
    empty = at(fresh(), "reveal_vp")
    empty.vp_deck = 0
    assert owed(empty, "reveal_vp") == []


def test_an_earned_upgrade_is_owed_at_the_current_step():
    s = at(fresh(), "build")
    s.factions["vox"].pending_upgrades = 1
    assert "The Vox Populi have 1 earned upgrade to place." in owed(s, "build")


def test_no_step_is_played_twice():
    g = session(at(fresh(), "vote"))
    do(g, ResolveVote(booker_roll=1, tie_rolls=[[2, 1]]))
    assert refused(g, ResolveVote(booker_roll=1)) == {"col.step_order"}  # a second vote
    assert refused(g, SkipToStep(step="vote")) == {"engine.no_going_back"}


def test_recruiting_after_moving_is_refused():
    # columbia-rules-summary.txt §Player turns phase l.114: Produce -> Recruit/Build -> Move -> Combat
    s = at(fresh(board=True), "move")
    s.players[0].eagles = 10
    g = do(session(s), Move(unit=3, to=10))
    assert refused(g, Recruit(location=9, kind="common")) == {"col.step_order"}
    assert refused(g, Produce()) == {"col.step_order"}


def test_current_player_is_the_active_player_in_turns_only():
    s = at(fresh(), "build", turn=1)
    assert COLUMBIA.current_player(s) == 1
    assert COLUMBIA.current_player(at(fresh(), "vote")) is None


def _table():
    s = at(fresh(), "build")
    s.vp_cards.append(VpCard(name="Established", vp=2))
    s.elizabeth = Elizabeth(where="left", location=2, holder="founders")
    s.players[1].deck = 20  # 5 in hand, 20 in the deck: room in the 30-card deck for a discard pile
    return s


CORRECTIONS = [
    ("players.0.eagles", 7),
    ("players.0.hand", 3),
    ("players.1.deck", 10),
    ("players.1.discard", 4),
    ("vp_cards.0.claimed_by", "vox"),
    ("vp_cards.0.vp", 3),
    ("locations.8.units", "KEEP_TWO"),
    ("locations.0.structure", {"owner": 0, "kind": "alarm"}),
    ("locations.0.token", None),
    ("locations.2.destroyed", True),
    ("factions.founders.sheet.Handyman.key", True),
    ("factions.vox.sheet.Handyman.influence", 1),
    ("factions.vox.sheet.Handyman.combat", 2),
    ("factions.vox.sheet.Handyman.eagles", 1),
    ("factions.founders.upgrades", 2),
    ("factions.vox.pending_upgrades", 1),
    ("booker", 4),
    ("elizabeth.where", "with_booker"),
    ("elizabeth.location", 3),
    ("elizabeth_step", 1),
    ("first_player", 1),
    ("turn_track", [1, 0]),
    ("event_deck", 10),
    ("vp_deck", 9),
    ("territories.2.vp", 4),
    ("destruction_markers", 4),
    ("moved", [3]),
    ("turn", 1),
    (
        "event",
        {
            "id": "x",
            "name": "Test event two",
            "source": "test fixture",
            "signs": {"founders": "-", "vox": "?"},
            "booker_location": 3,
            "effects": [{"kind": "upgrades_off"}],
        },
    ),
    ("factions.vox.leader", {"name": "Test leader", "unit_discount": 1, "faction": "vox"}),
    ("outage_round", 1),
    ("vp_cards.0.condition", "You control 3 locations with strongholds on them."),
    ("vp_cards.0.check", {"kind": "locations", "count": 3, "stronghold": True}),
    ("vp_card_due", True),
    ("eliminated", [1]),
    ("timeline", [{"text": "Start"}, {"text": "Booker finds her.", "adds_elizabeth": True}]),
    ("pools.blue", {"units": 13, "structures": 9, "kinds": {"common": 8}}),
    ("timeline_name", "Elizabeth timeline no.2"),
    ("skylines", [{"stops": [9, 4, 1], "spaces": [2, 1]}]),
    ("card_steps", ["Power Outage: swap two locations."]),
]


def test_every_correctable_value_is_tested():
    assert {c.path for c in COLUMBIA.correctable} == {
        ".".join(
            "*" if part.isdigit() or part in ("founders", "vox", "Handyman", "blue") else part
            for part in path.split(".")
        )
        for path, _ in CORRECTIONS
    }


@pytest.mark.parametrize(("path", "value"), CORRECTIONS)
def test_a_correction_round_trips_through_save_undo_and_snapshot(path, value):
    start = _table()
    if value == "KEEP_TWO":
        value = [u.model_dump(mode="json") for u in start.locations[8].units[:2]]
    g = do(GameSession(start), Correct(path=path, value=value, reason="test"))
    corrected = g.state
    assert corrected != start
    assert GameSession.from_save(g.to_save()).state == corrected
    assert snapshot.decode(snapshot.encode(corrected)) == corrected
    g.undo()
    assert g.state == start


@pytest.mark.parametrize(
    ("path", "value"),
    [
        ("players.1000000.eagles", 3),
        ("players.0.eagles", -1),
        ("booker", 99),
        ("first_player", 7),
        ("turn_track", [0, 0]),
        ("locations.0.units", [{"id": 99, "owner": 9, "kind": "common"}]),
        ("elizabeth.where", "left"),
        ("event", {"id": "power-outage", "name": "Power Outage", "source": "shipped", "upgrades_off": True}),
        ("factions.founders.leader", {"name": "Daisy Fitzroy", "unit_discount": 1, "faction": "vox"}),
        ("outage_round", 2),
        ("eliminated", [0, 0]),
        ("card_steps", ["x" * 500]),
        ("pools.blue", {"units": 13, "kinds": {"wizard": 1}}),
        ("pools.blue", {"units": 13, "kinds": {"common": 99}}),
        ("skylines", [{"stops": [9, 16], "spaces": [1]}]),
    ],
)
def test_a_broken_correction_is_refused(path, value):
    g = GameSession(at(fresh(), "build"))
    assert refused(g, Correct(path=path, value=value)) == {"engine.bad_correction"}


def test_upgrade_placed_when_earned_holds_manual_steps_too():
    """columbia-rules-summary.txt §Upgrading action cards l.212: an earned upgrade is made before play goes on,
    so ticking or skipping a manual step waits for it as well."""
    from companion.engine import CompleteStep, SkipToStep
    from companion.games.columbia.commands import ForgoUpgrade

    from .helpers import at, do, fresh, refused, session

    s = at(fresh(), "build")
    s.factions["founders"].pending_upgrades = 1
    g = session(s)
    assert refused(g, CompleteStep(step="build")) == {"col.upgrade_placed_when_earned"}
    assert refused(g, SkipToStep(step="combat", confirm=True)) == {"col.upgrade_placed_when_earned"}
    do(g, ForgoUpgrade(faction="founders"), CompleteStep(step="build"))
