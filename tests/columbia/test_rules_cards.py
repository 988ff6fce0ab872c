"""One test per rule: earned upgrades, Victory Point card conditions, decks and hands, card abilities."""

from companion import games
from companion.games.columbia.combat import PlayedCard
from companion.games.columbia.commands import (
    BuyUpgrade,
    ClaimVpCard,
    ConfirmCardStep,
    DrawUp,
    EndTurn,
    ForgoUpgrade,
    ResolveCombat,
    ResolveElizabeth,
    ResolveVote,
    SpendUpgrade,
    Vote,
)
from companion.games.columbia.content import CardAbility, CardEffect, EventEffect, TimelineStep, VpCheck
from companion.games.columbia.state import Elizabeth, Structure, VpCard

from .helpers import at, do, fresh, occupy, refused, session

COLUMBIA = games.get("columbia")

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
    assert g.validate(ClaimVpCard(card=0, player=0))[0].message == (
        "Established needs 3 locations with a stronghold; the Founders hold 1."
    )
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
    assert session(s).validate(ClaimVpCard(card=0, player=0))[0].message.endswith("; P1 holds 1.")
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


def _clash():
    """Founders' common walks onto #10 where a Vox common stands; the Founders' combat step."""
    s = at(fresh(), "combat")
    occupy(s, 10, 1)
    s.locations[9].units.append(s.locations[8].units.pop(2))
    return s


def _fight(**kw):
    return ResolveCombat(location=10, attacker=0, defender=1, **kw)


def test_card_ability_typed_bonus_applies_when_defending_only():
    # columbia-facts.md §5 Boys of Silence: +3 combat value if you are the defender (shipped ability)
    s = _clash()
    s.abilities["Boys of Silence"] = CardAbility(
        name="Sound the Alarm", effect=CardEffect(kind="combat_bonus", amount=3, when="defending")
    )
    boys = [PlayedCard(card="Boys of Silence", value=1)]
    g = do(session(s.model_copy(deep=True)), _fight(defender_cards=boys, attacker_roll=[4], defender_roll=[0]))
    assert "cards +4: total 4" in g.log()[-1].notes[1]  # 1 printed + 3: the defender wins the tie
    g = do(session(s), _fight(attacker_cards=boys, attacker_roll=[0], defender_roll=[1]))
    assert "cards +1: total 1" in g.log()[-1].notes[0]  # no bonus when attacking


def test_card_ability_in_text_becomes_a_step_to_confirm():
    s = _clash()
    s.abilities["Bucking Bronco"] = CardAbility(name="Vigor", effect=CardEffect(text="Discard a random enemy card."))
    g = do(session(s), _fight(attacker_cards=[PlayedCard(card="Bucking Bronco")], attacker_roll=[3], defender_roll=[0]))
    g = do(g, ForgoUpgrade(faction="founders"))
    assert g.state.card_steps == ["Bucking Bronco (P1): Discard a random enemy card."]
    assert "Resolve: Bucking Bronco (P1): Discard a random enemy card." in COLUMBIA.obligations(g.state, "combat")
    do(g, ConfirmCardStep(index=0))
    assert g.state.card_steps == []


def test_card_ability_extra_dice_and_voided_upgrades():
    s = _clash()
    s.dice = {"white": [1, 2, 3, 4, 5, 6], "blue": [1, 2, 3, 4, 5, 6], "red": [1, 2, 3, 4, 5, 6]}
    s.abilities["Flak Man"] = CardAbility(effect=CardEffect(kind="extra_dice", amount=2, colour="red"))
    g = session(s)
    card = [PlayedCard(card="Flak Man")]
    assert refused(g, _fight(attacker_cards=card, attacker_roll=[1], defender_roll=[1])) == {"dice.bad_count"}
    do(g, _fight(attacker_cards=card, attacker_roll=[1, 1, 1], defender_roll=[1]))
    s = _clash()
    s.factions["vox"].sheet["Handyman"].combat = 2
    s.abilities["Blackout"] = CardAbility(effect=CardEffect(kind="upgrades_void"))
    played = [PlayedCard(card="Blackout")], [PlayedCard(card="Handyman", value=1)]
    g = do(session(s), _fight(attacker_cards=played[0], defender_cards=played[1], attacker_roll=[2], defender_roll=[0]))
    assert g.state.outage_round == g.state.round and g.state.locations[9].units[-1].owner == 0  # 2 beats 1 (+2 void)


def test_key_on_locked():
    # columbia-rules-summary.txt §Unlocking its special ability l.230-232
    s = at(fresh(), "build")
    s.players[0].eagles = 6
    s.abilities["Boys of Silence"] = CardAbility(starts_locked=False, effect=CardEffect(kind="combat_bonus", amount=3))
    g = session(s)
    assert refused(g, BuyUpgrade(card="Boys of Silence", what="key")) == {"col.key_on_locked"}
    do(g, BuyUpgrade(card="Handyman", what="key"))  # Handyman's ability starts locked (shipped)
    assert g.validate(BuyUpgrade(card="Shotgunner", what="key"))[0].message == (
        "Whether Shotgunner's ability starts locked is not entered: set it in box setup first."
    )
    assert refused(g, BuyUpgrade(card="Unknown Card", what="key")) == {"col.key_on_locked"}


def test_card_ability_before_the_dice_is_done_before_the_roll():
    # columbia-rules-summary.txt §Reveal Cards l.174: card effects that take place before the dice come first
    s = _clash()
    s.abilities["Test Sabotage"] = CardAbility(before_dice=True, effect=CardEffect(text="Swap two units."))  # fixture
    bronco = [PlayedCard(card="Test Sabotage")]  # free text the table carries out before the dice
    g = session(s)
    assert refused(g, _fight(attacker_cards=bronco, attacker_roll=[3], defender_roll=[0])) == {"col.card_ability"}
    do(g, _fight(attacker_cards=bronco, attacker_roll=[3], defender_roll=[0], before_dice_done=True))
    assert g.state.card_steps == [] and any("done before the roll" in n for n in g.log()[-1].notes)


def test_event_effect():
    # columbia-rules-summary.txt §Vote l.88: an event that passes is resolved at once
    s = at(fresh(), "vote")
    s.event = s.event.model_copy(
        update={
            "effects": [
                EventEffect(kind="destroy_location", location=3),
                EventEffect(kind="eagles_each", amount=2),
                EventEffect(kind="text", text="Swap two locations."),
            ]
        }
    )
    g = do(session(s), ResolveVote(votes=[Vote(player=0, cards=[PlayedCard(value=2)])], booker_roll=1))
    assert g.state.locations[2].destroyed and [p.eagles for p in g.state.players] == [2, 2]
    assert g.state.card_steps == ["Test event: Swap two locations."]


def test_elizabeth_step_destroys_her_location():
    s = at(fresh(), "elizabeth", elizabeth=True)
    s.timeline = [
        TimelineStep(text="Start"),
        TimelineStep(text="She tears the city apart.", destroys_her_location=True),
    ]
    s.elizabeth = Elizabeth(where="with_booker")
    s.booker = 9
    g = do(session(s), ResolveElizabeth())
    assert g.state.locations[8].destroyed and g.state.locations[8].structure is None and g.state.booker == 8
