"""One test per rule: combat, tokens, Booker, upgrades, victory points and the end of the game."""

from companion.games.columbia.combat import PlayedCard
from companion.games.columbia.commands import (
    BuyUpgrade,
    ClaimVpCard,
    DestroyLocation,
    DrawUp,
    EndTurn,
    ForgoUpgrade,
    Move,
    ResolveCombat,
    ResolveVote,
    RevealVpCard,
    RevealWorldEvent,
    SpendUpgrade,
    Vote,
)
from companion.games.columbia.content import VpCardEntry
from companion.games.columbia.state import Elizabeth, Structure, VpCard

from .helpers import at, do, event, fresh, occupy, refused, session, units_at


def fight(location=10, attacker=0, defender=1, **kw):
    return ResolveCombat(location=location, attacker=attacker, defender=defender, **kw)


def clash(**options):
    """Founders' common (unit 3) moved onto #10 where a Vox common stands; combat step."""
    s = at(fresh(**options), "combat")
    occupy(s, 10, 1)
    s.locations[10 - 1].units.append(s.locations[8].units.pop(2))
    return s


def test_combat_dice():
    """columbia-rules-summary.txt §Structure & unit abilities; combat page l.18-23: one die per piece by colour."""
    from companion.games.columbia.combat import faction_pool

    s = fresh()
    assert sorted(faction_pool(s, s.locations[8], "founders").dice) == ["red", "red", "red", "white", "white", "white"]
    assert sorted(faction_pool(s, s.locations[4], "vox").dice) == ["blue", "blue", "white", "white", "white", "white"]


def test_turret_reach():
    """columbia-rules-summary.txt §Structure & unit abilities (Turrets): also in adjacent locations (A14)."""
    from companion.games.columbia.combat import faction_pool

    s = fresh(board=True)
    occupy(s, 10, 0)
    assert faction_pool(s, s.locations[9], "founders").dice == ["white", "blue"]  # turret on #11, adjacent to #10
    unknown = fresh()
    occupy(unknown, 10, 0)
    pool = faction_pool(unknown, unknown.locations[9], "founders")
    assert pool.dice == ["white"] and "adjacency not entered" in pool.notes[0]


def test_alarm_bonus():
    """columbia-rules-summary.txt §Alarms (reading A1): +1 on each of the controller's dice there."""
    s = clash()
    s.locations[9].structure = Structure(owner=1, kind="alarm")
    g = do(session(s), fight(attacker_roll=[3], defender_roll=[1, 1]))  # Vox: 2 dice (+1 each) + alarm die
    assert "total 4" in g.log()[-1].notes[1] and units_at(g.state, 10, 0) == []


def test_combat_cards():
    """columbia-rules-summary.txt l.182, l.226: card combat values plus the sheet's combat upgrades."""
    s = clash()
    s.factions["founders"].sheet["Handyman"].combat = 2
    g = do(
        session(s),
        fight(
            attacker_cards=[PlayedCard(card="Handyman", value=3), PlayedCard(value=1)],
            attacker_roll=[0],
            defender_roll=[5],
        ),
    )
    assert "cards +6: total 6" in g.log()[-1].notes[0] and g.state.players[0].hand == 3


def test_defender_wins_ties():
    """columbia-rules-summary.txt l.182; combat page l.26-29: the defender wins ties."""
    g = do(session(clash()), fight(attacker_roll=[2], defender_roll=[2]))
    assert not units_at(g.state, 10, 0) and units_at(g.state, 10, 1)


def test_loser_consequences():
    """columbia-rules-summary.txt l.186-188: structures destroyed, one unit lost, the rest retreat to a
    stronghold location."""
    s = clash()
    s.locations[9].structure = Structure(owner=1, kind="turret")
    kept, lost = s.locations[9].units[0].id, occupy(s, 10, 1)
    g = session(s)
    assert refused(g, fight(attacker_roll=[9], defender_roll=[0, 0, 0], defender_retreat=9)) == {
        "col.loser_consequences"
    }
    assert refused(g, fight(attacker_roll=[9], defender_roll=[0, 0, 0], defender_loses=3)) == {"col.loser_consequences"}
    do(g, fight(attacker_roll=[9], defender_roll=[0, 0, 0], defender_loses=lost, defender_retreat=14))
    assert g.state.locations[9].structure is None and units_at(g.state, 10, 1) == []
    assert [u.id for u in units_at(g.state, 14, 1)][-1] == kept and len(
        units_at(g.state, 14, 1)
    ) == 6  # the chosen unit died
    none = clash()
    none.locations[13].structure = None  # no Vox stronghold left: survivors are destroyed
    occupy(none, 10, 1)
    g2 = do(session(none), fight(attacker_roll=[9], defender_roll=[0, 0]))
    assert units_at(g2.state, 10, 1) == [] and len(units_at(g2.state, 14, 1)) == 5


def test_combat_sides():
    """columbia-rulebook-combat-page.txt l.1-4: a combat needs the attacker's units and the defender there."""
    g = session(at(fresh(), "combat"))
    assert refused(g, fight(location=10, defender=1, attacker_roll=[1], defender_roll=[])) >= {"col.combat_sides"}


def test_combat_sides_the_controlling_teammate_defends():
    """columbia-rules-summary.txt l.136 (4p): the teammate with most pieces there defends the location."""
    s = at(fresh(players=4), "combat")  # track: P1 light blue, P2 red, P3 blue, P4 dark red
    s.first_player = 2  # P3 (blue Founders, #9) is active
    s.locations[13].units.append(s.locations[8].units.pop(2))  # a blue common walks into #14 (red Vox)
    g = session(s)
    assert refused(g, fight(location=14, attacker=2, defender=3, attacker_roll=[1], defender_roll=[1] * 6)) == {
        "col.combat_sides"
    }
    assert refused(g, fight(location=14, attacker=2, defender=1, attacker_roll=[1], defender_roll=[1] * 6)) == set()


def test_token_combat():
    """columbia-rules-summary.txt l.192-196: the token defends with its total; beaten, it pays its Silver Eagles."""
    s = at(fresh(), "combat")
    s.locations[9].units.append(s.locations[8].units.pop(2))
    g = session(s)
    assert refused(g, fight(defender="token", attacker_roll=[4])) == {"col.token_combat"}
    no_reward = fight(defender="token", attacker_roll=[4], token_total=3)  # a won fight must not pay $0 silently
    assert g.validate(no_reward)[0].message == "Enter the Silver Eagles printed on the token: beaten, it pays them."
    do(g, fight(defender="token", attacker_roll=[4], token_total=3, token_eagles=2))
    assert g.state.locations[9].token is None and g.state.players[0].eagles == 2


def test_token_before_booker():
    """columbia-rules-summary.txt l.198, l.208: fight the token (and enemy units) before Booker."""
    s = at(fresh(), "combat")
    s.locations[9].units.append(s.locations[8].units.pop(2))
    s.booker = 10
    assert refused(session(s), fight(defender="booker", attacker_roll=[4], defender_roll=[1, 1, 1])) == {
        "col.token_before_booker"
    }


def test_booker_combat():
    """columbia-rules-summary.txt l.204-206: Booker attacks with 3 red (+1 white with Elizabeth); beaten he leaves."""
    s = at(fresh(), "booker_battle")
    s.booker = 11
    s.elizabeth = Elizabeth(where="with_booker")
    g = session(s)
    assert refused(
        g, fight(location=11, attacker="booker", defender=0, attacker_roll=[1, 1, 1], defender_roll=[1] * 6)
    ) == {"dice.bad_count"}
    do(g, fight(location=11, attacker="booker", defender=0, attacker_roll=[1, 1, 1, 0], defender_roll=[1] * 6))
    assert g.state.booker is None and g.state.elizabeth.where == "left" and g.state.elizabeth.holder == "founders"
    assert g.state.progress.step == "produce"


def test_power_outage():
    """columbia-rulebook-extract.txt l.5 (reading A28): a passed Power Outage switches upgrades and keys off
    this round."""
    s = at(fresh(), "vote", upgrades_off=True)
    s.factions["founders"].sheet["Handyman"].influence = 2
    g = do(session(s), ResolveVote(votes=[Vote(player=0, cards=[PlayedCard(card="Handyman", value=1)])]))
    assert g.state.outage_round == g.state.round
    from companion.games.columbia.state import card_bonus

    assert card_bonus(g.state, "founders", "Handyman", "influence") == 0
    tie = at(fresh(), "vote", upgrades_off=True)  # the vote itself still counts upgrades: 1+2 beats 2
    tie.factions["founders"].sheet["Handyman"].influence = 2
    votes = [Vote(player=0, cards=[PlayedCard(card="Handyman", value=1)]), Vote(player=1, cards=[PlayedCard(value=2)])]
    g2 = do(session(tie), ResolveVote(votes=votes, booker_roll=0))
    assert g2.state.first_player == 0 and g2.state.outage_round == g2.state.round


def test_card_ability():
    """columbia-rulebook-extract.txt l.3 (Action Cards): an unlocked lone Handyman counts 6, upgrades not added."""
    s = clash()
    row = s.factions["founders"].sheet["Handyman"]
    row.key, row.combat = True, 2
    g = do(
        session(s), fight(attacker_cards=[PlayedCard(card="Handyman", value=3)], attacker_roll=[0], defender_roll=[5])
    )
    assert "cards +6: total 6" in g.log()[-1].notes[0] and units_at(g.state, 10, 0)


def test_upgrade_conditions():
    """columbia-rules-summary.txt l.214-220: winning a combat (and the other conditions) earns an upgrade."""
    g = do(session(clash()), fight(attacker_roll=[5], defender_roll=[0]))
    assert g.state.factions["founders"].pending_upgrades == 1
    do(g, SpendUpgrade(faction="founders", card="Handyman", what="combat"))
    assert g.state.factions["founders"].sheet["Handyman"].combat == 1 and g.state.factions["founders"].upgrades == 1


def test_upgrade_limit():
    """columbia-rules-summary.txt l.222: 3 or more upgrades ahead -> no upgrade."""
    s = at(fresh(), "build")
    s.players[0].eagles = 20
    s.factions["founders"].upgrades = 3
    assert refused(session(s), BuyUpgrade(card="Handyman", what="key")) == {"col.upgrade_limit"}
    s.factions["vox"].upgrades = 1
    assert refused(session(s), BuyUpgrade(card="Handyman", what="key")) == set()


def test_upgrade_kinds():
    """columbia-rules-summary.txt l.230-239: a key once; a value +1, then +2, never more."""
    s = at(fresh(), "build")
    s.players[0].eagles = 20
    g = do(session(s), BuyUpgrade(card="Handyman", what="eagles"), BuyUpgrade(card="Handyman", what="eagles"))
    assert refused(g, BuyUpgrade(card="Handyman", what="eagles")) == {"col.upgrade_kinds"}
    s.factions["founders"].sheet["Handyman"].key = True
    assert refused(session(s), BuyUpgrade(card="Handyman", what="key")) == {"col.upgrade_kinds"}


def test_upgrade_available():
    """columbia-rules-summary.txt l.214: an upgrade is placed only when earned."""
    assert refused(session(fresh()), SpendUpgrade(faction="vox", card="Handyman", what="key")) == {
        "col.upgrade_available"
    }


def test_territory_claim():
    """columbia-rules-summary.txt l.249: all undestroyed locations of a territory -> its VP; lost with control."""
    s = clash()
    s.territories[3].vp = 2  # territory D = #9, #10 (test fixture value)
    g = do(session(s), fight(attacker_roll=[5], defender_roll=[0]))
    assert g.state.territory_holder == {"D": "founders"}
    do(g, ForgoUpgrade(faction="founders"), EndTurn())
    s2 = g.state.model_copy(deep=True)
    s2.locations[9].units.clear()
    s2.locations[9].structure = None
    occupy(s2, 10, 1)
    from companion.games.columbia.board import settle

    settle(s2)
    assert "D" not in s2.territory_holder


def test_vp_card_once():
    """columbia-rules-summary.txt l.250-252: a VP card is claimed once, in your turn; VP never lost."""
    s = at(fresh(), "move")
    s.vp_cards = [VpCard(name="Established", vp=2)]
    g = session(s)
    assert refused(g, ClaimVpCard(card=0, player=1, confirmed=True)) == {"col.active_player"}
    do(g, ClaimVpCard(card=0, player=0, confirmed=True))
    assert g.state.factions["founders"].pending_upgrades == 1
    do(g, ForgoUpgrade(faction="founders"))
    assert refused(g, ClaimVpCard(card=0, player=0, confirmed=True)) == {"col.vp_card_once"}


def test_vp_card_due():
    """columbia-rules-summary.txt l.48, l.144: reveal one VP card at setup and each Refresh."""
    s = fresh()
    s.vp_card_due = True
    g = session(s)
    assert refused(g, RevealVpCard()) == {"col.vp_card_due"}
    assert refused(g, RevealWorldEvent(card=event())) == {"col.vp_card_due"}  # the VP card comes first
    do(g, RevealVpCard(card=VpCardEntry(id="x", name="Dominion", source="test", vp=3)))
    assert g.state.vp_deck == 14 and not g.state.vp_card_due
    assert refused(g, RevealVpCard(card=VpCardEntry(id="x", name="Dominion", source="test"))) == {"col.step_order"}


def test_victory_ten():
    """columbia-rules-summary.txt l.256: 10 or more VP during your own turn wins."""
    s = at(fresh(), "move")
    s.vp_cards = [VpCard(name="big", vp=10)]
    g = do(session(s), ClaimVpCard(card=0, player=0, confirmed=True))
    assert g.state.finished and "Founders win" in g.state.result


def test_no_pieces_loses():
    """columbia-rules-summary.txt l.260: no units or structures on the board -> that player loses."""
    s = at(fresh(), "move")
    for w in s.locations:
        w.units = [u for u in w.units if u.owner != 1 or w.number == 5]
        if w.structure and w.structure.owner == 1:
            w.structure = None
    s.locations[4].units = s.locations[4].units[:1]
    g = do(session(s), Move(unit=3, to=10))
    assert not g.state.finished
    g.state.locations[4].units.clear()  # simulate the last Vox unit leaving through a combat
    from companion.games.columbia.board import settle

    settle(g.state)
    assert g.state.finished and "Founders win" in g.state.result


def test_refresh_hands():
    """columbia-rules-summary.txt l.140: everyone draws back up to 5."""
    s = at(fresh(), "draw")
    s.players[0].hand = 1
    g = do(session(s), DrawUp())
    assert [p.hand for p in g.state.players] == [5, 5] and g.state.progress.step == "reveal_vp"


def test_destroy_location():
    """columbia-rules-summary.txt l.243: a destroyed location loses its structure and cannot be controlled."""
    g = do(session(fresh()), DestroyLocation(location=11))
    where = g.state.locations[10]
    assert where.destroyed and where.structure is None and units_at(g.state, 11)
    from companion.games.columbia.state import controls

    assert not controls(g.state, "founders", where)
