"""One test per rule: earned upgrades, Victory Point card conditions, decks and hands, card abilities."""

from companion.games.columbia.commands import (
    ClaimVpCard,
    DrawUp,
    EndTurn,
    ForgoUpgrade,
    ResolveVote,
    SpendUpgrade,
    Vote,
)
from companion.games.columbia.content import VpCheck
from companion.games.columbia.state import Structure, VpCard

from .helpers import at, do, fresh, occupy, refused, session

ESTABLISHED = VpCard(
    name="Established",
    condition="You control 3 locations with strongholds on them.",
    vp=2,
    check=VpCheck(kind="locations", count=3, stronghold=True),
)
DOMINION = VpCard(
    name="Dominion",
    condition="Your faction controls 4 territories.",
    vp=2,
    check=VpCheck(kind="territories", count=4),
    team=True,
)


def test_upgrade_placed_when_earned():
    # columbia-rules-summary.txt §Upgrading action cards l.212: each time you meet a condition you may upgrade
    s = at(fresh(), "combat")
    s.factions["founders"].pending_upgrades = 1
    g = session(s)
    assert refused(g, EndTurn()) == {"col.upgrade_placed_when_earned"}
    do(g, SpendUpgrade(faction="founders", card="Handyman", what="combat"))
    assert g.state.factions["founders"].sheet["Handyman"].combat == 1
    do(g, EndTurn())


def test_upgrade_can_be_given_up_when_earned():
    s = at(fresh(), "combat")
    s.factions["vox"].pending_upgrades = 1
    g = do(session(s), ForgoUpgrade(faction="vox"), EndTurn())
    assert g.state.factions["vox"].upgrades == 0


def test_a_question_mark_faction_must_declare_even_without_influence():
    # columbia-rules-summary.txt §Vote l.82: on (?) players choose, in turn order, + or -
    g = session(at(fresh(), "vote", vox="?"))
    assert refused(g, ResolveVote(booker_roll=1, tie_rolls=[[2, 1]])) == {"col.vote_signs"}
    do(g, ResolveVote(votes=[Vote(player=1, direction="-")], booker_roll=1, tie_rolls=[[2, 1]]))


def _strongholds(state, owner, numbers):
    for n in numbers:
        occupy(state, n, owner)
        state.locations[n - 1].structure = Structure(owner=owner, kind="stronghold")


def test_vp_condition():
    # columbia-rules-summary.txt §Victory points l.250: meet the conditions on a card in play during your turn
    s = at(fresh(), "move")
    s.vp_cards = [ESTABLISHED.model_copy()]
    g = session(s)
    assert refused(g, ClaimVpCard(card=0, player=0)) == {"col.vp_condition"}  # Founders: strongholds on #9 only
    assert "has 1" in g.validate(ClaimVpCard(card=0, player=0))[0].message
    s = at(fresh(), "move")
    s.vp_cards = [ESTABLISHED.model_copy()]
    _strongholds(s, 0, [1, 2])
    g = do(session(s), ClaimVpCard(card=0, player=0))
    assert g.state.vp_cards[0].claimed_by == "founders"


def test_vp_condition_you_is_the_claiming_player_in_four_players():
    # columbia-rules-summary.txt §Victory points l.252: only 'Your faction…' cards are met by the team together
    s = at(fresh(players=4), "move")  # P1 light blue (#11), P3 blue (#9): each has one stronghold
    s.first_player = 0
    s.vp_cards = [ESTABLISHED.model_copy()]
    _strongholds(s, 2, [1])  # P3 builds a second one: 3 for the team, 2 for P3, 1 for P1
    assert refused(session(s), ClaimVpCard(card=0, player=0)) == {"col.vp_condition"}
    _strongholds(s, 0, [2, 3])
    do(session(s), ClaimVpCard(card=0, player=0))


def test_vp_condition_your_faction_counts_the_team():
    s = at(fresh(players=4), "move")
    s.first_player = 0
    s.vp_cards = [DOMINION.model_copy()]
    s.territory_holder = {"A": "founders", "B": "founders", "D": "founders"}
    assert refused(session(s), ClaimVpCard(card=0, player=0)) == {"col.vp_condition"}
    s.territory_holder["E"] = "founders"
    do(session(s), ClaimVpCard(card=0, player=0))


def test_vp_condition_in_text_needs_the_table_to_confirm():
    s = at(fresh(), "move")
    s.vp_cards = [VpCard(name="Heart in Hand", condition="(as printed)")]
    g = session(s)
    assert refused(g, ClaimVpCard(card=0, player=0)) == {"col.vp_condition"}
    do(g, ClaimVpCard(card=0, player=0, confirmed=True))
    assert "the table confirmed" in g.log()[-1].label


def test_reshuffle():
    # columbia-rules-summary.txt §Refresh phase l.142: if your deck runs out, shuffle your discards into a new deck
    s = at(fresh(), "draw")
    s.players[0].hand, s.players[0].deck, s.players[0].discard = 1, 2, 27
    g = do(session(s), DrawUp(discards=[1, 0]))
    p = g.state.players[0]
    assert (p.hand, p.deck, p.discard) == (5, 28 - 5 + 2, 0)
    assert any("shuffled" in line for line in g.log()[-1].notes)
