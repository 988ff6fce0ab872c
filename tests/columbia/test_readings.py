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
        return do(
            session(s), ResolveVote(votes=[Vote(player=0, cards=[PlayedCard(value=1)])], booker_roll=2)
        ).state.vote

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


def test_skyline_safe_reading_a2():
    """columbia-readings.md A2: a rolled 1 is not safe by default; symbol_or_one makes it safe."""
    from companion.games.columbia.commands.turn import safe_roll

    assert not safe_roll(fresh(), [1, 2, 0]) and safe_roll(fresh(), ["safe", 2, 0])
    assert safe_roll(fresh(skyline_safe="symbol_or_one"), [1, 2, 0])


def test_booker_below_one_reading_a3():
    """columbia-readings.md A3: after #1 Booker wraps to #15 (default) or stops at the nearest above."""
    from companion.games.columbia.commands.world import next_available

    for option, expected in (("wrap", 15), ("stop", 3)):
        s = fresh(booker_below_one=option)
        s.locations[0].destroyed = s.locations[1].destroyed = True
        assert next_available(s, 2) == expected


def test_zero_influence_tie_reading_a6():
    """columbia-readings.md A6: nobody plays influence -> everyone rolls off (default) or the holder keeps it."""
    s = at(fresh(zero_influence_tie="holder_keeps"), "vote")
    s.first_player = 1
    assert do(session(s), ResolveVote()).state.first_player == 1
    assert "col.first_player_most_influence" in {
        v.rule for v in session(at(fresh(), "vote")).validate(ResolveVote(tie_rolls=[[1, 1]]))
    }


def test_price_floor_reading_a8():
    """columbia-readings.md A8: discounts never push a price below 0 (default) or 1."""
    from companion.games.columbia.commands.turn import price

    assert price(fresh(), 3, 5) == 0 and price(fresh(price_floor=1), 3, 5) == 1


def test_booker_defender_ties_reading_a13():
    """columbia-readings.md A13: Booker defending wins ties by default; 'no' gives ties to the player."""
    from companion.games.columbia.combat import defender_wins_ties

    assert defender_wins_ties(fresh(), "booker") and not defender_wins_ties(fresh(booker_defender_ties="no"), "booker")


def test_skyline_discard_reading_a17():
    """columbia-readings.md A17: too few cards loses the unit (default); discard_all keeps it for the whole hand."""
    from companion.games.columbia.commands import SkyRide

    g = do(session(at(fresh(skyline_discard="discard_all"), "move")), SkyRide(unit=3, to=4, rolls=[[3, 3, 3]]))
    assert g.state.players[0].hand == 0 and [u.id for u in g.state.locations[3].units] == [3]


def test_team_elimination_reading_a18():
    """columbia-readings.md A18: in 4p one eliminated teammate loses for the team unless 'both' is chosen."""
    from companion.games.columbia.board import settle

    for option, over in (("either", True), ("both", False)):
        s = fresh(players=4, team_elimination=option)
        for w in s.locations:
            w.units = [u for u in w.units if u.owner != 3]
            if w.structure and w.structure.owner == 3:
                w.structure = None
        settle(s)
        assert s.finished is over


def test_end_tie_reading_a19():
    """columbia-readings.md A19: a VP tie at the deck's end is a draw, or goes to the first player."""
    from companion.games.columbia.board import nominal_result

    assert "draw" in nominal_result(fresh())
    assert "Founders (first player) win" in nominal_result(fresh(end_tie="first_player"))


def test_upgrade_for_token_reading_a21():
    """columbia-readings.md A21: beating a token earns an upgrade unless the setting says no."""
    from companion.games.columbia.commands import ResolveCombat

    for option, earned in (("yes", 1), ("no", 0)):
        s = at(fresh(upgrade_for_token_booker=option), "combat")
        s.locations[9].units.append(s.locations[8].units.pop(2))
        g = do(
            session(s),
            ResolveCombat(location=10, attacker=0, defender="token", attacker_roll=[5], token_total=1, token_eagles=0),
        )
        assert g.state.factions["founders"].pending_upgrades == earned


def test_booker_vs_structures_reading_a22():
    """columbia-readings.md A22: an aggressive Booker ignores a location holding only structures (default)."""
    from companion.games.columbia.commands.world import battle_there

    for option, fights in (("no_battle", False), ("battle", True)):
        s = fresh(booker_vs_structures=option)
        s.locations[10].units.clear()
        assert battle_there(s, 11) is fights


def test_four_player_track_reading_a26():
    """columbia-readings.md A26: the 4p track order is a setting."""
    assert [p.colour for p in fresh(players=4).players] == ["lightblue", "red", "blue", "darkred"]
    other = fresh(players=4, four_player_track="blue_red_lightblue_darkred")
    assert [p.colour for p in other.players] == ["blue", "red", "lightblue", "darkred"]


def test_power_outage_keys_reading_a28():
    """columbia-readings.md A28: Power Outage locks keys too (default) or keeps them."""
    from companion.games.columbia.state import key_unlocked

    for option, unlocked in (("locked", False), ("kept", True)):
        s = fresh(power_outage_keys=option)
        s.factions["founders"].sheet["Handyman"].key = True
        s.outage_round = s.round
        assert key_unlocked(s, "founders", "Handyman") is unlocked
