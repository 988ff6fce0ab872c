"""The non-default readings (columbia-readings.md) change what they say they change."""

from companion.games.columbia.combat import PlayedCard, faction_pool
from companion.games.columbia.commands import BuyUpgrade, ResolveVote, Vote
from companion.games.columbia.state import Structure, VpCard, controls

from .helpers import at, do, fresh, occupy, session


def test_alarm_once_reading_a1():
    """columbia-readings.md A1: the 'once' setting adds +1 to the total, not per die."""
    s = fresh(alarm_bonus="once")
    s.locations[8].structure = Structure(owner=0, kind="alarm")
    pool = faction_pool(s, s.locations[8], "founders")
    assert (pool.per_die, pool.flat) == (0, 1)
    default = fresh()
    default.locations[8].structure = Structure(owner=0, kind="alarm")
    assert faction_pool(default, default.locations[8], "founders").per_die == 1


def test_first_player_upgrade_reading_a5():
    """columbia-readings.md A5: keeping the token earns nothing by default; every_taker earns."""
    votes = [Vote(player=0, cards=[PlayedCard(value=2)])]
    kept = do(session(at(fresh(), "vote")), ResolveVote(votes=votes))
    assert kept.state.factions["founders"].pending_upgrades == 0
    taker = do(session(at(fresh(first_player_upgrade="every_taker"), "vote")), ResolveVote(votes=votes))
    assert taker.state.factions["founders"].pending_upgrades == 1


def test_booker_vote_reading_a7():
    """columbia-readings.md A7: Booker follows the trailing faction's sign even at 0 influence (default)."""
    def run(**options):
        s = at(fresh(**options), "vote", founders="+", vox="-")
        s.vp_cards = [VpCard(name="x", vp=1, claimed_by="founders")]
        return do(session(s), ResolveVote(votes=[Vote(player=0, cards=[PlayedCard(value=1)])], booker_roll=2)).state.vote

    assert run().booker == -2
    assert run(booker_vote="abstain_if_none").booker == 0


def test_upgrade_count_reading_a9():
    """columbia-readings.md A9: a flip to +2 counts one more upgrade by default, nothing under 'markers'."""
    for option, expected in (("actions", 2), ("markers", 1)):
        s = at(fresh(upgrade_count=option), "build")
        s.players[0].eagles = 9
        g = do(session(s), BuyUpgrade(card="Handyman", what="combat"), BuyUpgrade(card="Handyman", what="combat"))
        assert g.state.factions["founders"].upgrades == expected


def test_contested_control_reading_a10():
    """columbia-readings.md A10: a contested location is nobody's by default; 'literal' gives it to both."""
    s = fresh()
    occupy(s, 9, 1)
    assert not controls(s, "founders", s.locations[8]) and not controls(s, "vox", s.locations[8])
    lit = fresh(contested_control="literal")
    occupy(lit, 9, 1)
    assert controls(lit, "founders", lit.locations[8]) and controls(lit, "vox", lit.locations[8])
