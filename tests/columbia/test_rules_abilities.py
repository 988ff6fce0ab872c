"""One test per rule: the abilities the app carries out before the dice change the fight (the shipped
cards, shared/game-data/columbia-facts.md §5; the combat page, columbia-rulebook-combat-page.txt l.12-17).

Every roll is entered (faces: TEST FIXTURE values), so each total is fixed."""

import pytest

from companion.games.columbia.abilities import AbilityUse
from companion.games.columbia.commands import ResolveCombat
from companion.games.columbia.content import CardAbility, CardEffect
from companion.games.columbia.effects import PlayedCard

from .helpers import at, do, fresh, occupy, refused, session, units_at


def clash(attacker_commons=1, defender_commons=1):
    """P1 (Founders) has moved commons onto #10, where P2 (Vox) holds commons; fixture dice."""
    s = at(fresh(dice=True), "combat")
    s.first_player = 0
    for _ in range(defender_commons):
        occupy(s, 10, 1)
    for _ in range(attacker_commons):
        occupy(s, 10, 0)
    return s


def card(name, value):
    return PlayedCard(card=name, value=value)


def fight(**changes):
    return ResolveCombat(location=10, attacker=0, defender=1, **changes)


def test_vigor_discards_an_opposing_card():
    """facts §5 Bucking Bronco (Vigor): before the dice one card the opponent played is discarded and has no
    effect (the issue's fight: P1 4-5 without it, 4-1 with it)."""
    g = session(clash())
    vigor = fight(
        attacker_cards=[card("Bucking Bronco", 1)],
        defender_cards=[card("", 4)],
        attacker_roll=[3],
        defender_roll=[1],
        abilities=[AbilityUse(side="attacker", card=0, discard=[0])],
    )
    do(g, vigor)
    notes = g.log()[-1].notes
    assert "P1 (Founders) wins 4-1." in notes
    assert "Bucking Bronco (Vigor): P2's card 4 is discarded and has no effect." in notes
    assert g.state.players[1].hand == 4 and g.state.players[1].discard == 1  # played, so discarded all the same
    assert units_at(g.state, 10, 1) == []


def test_vigor_picks_at_random_when_the_table_does_not():
    """facts §5 Vigor: "pick 1 random card": left to the app, the pick is drawn from the game's dice stream."""
    g = session(clash())
    do(
        g,
        fight(
            attacker_cards=[card("Bucking Bronco", 0)],
            defender_cards=[card("", 4), card("", 1)],
            attacker_roll=[3],
            defender_roll=[1],
        ),
    )
    said = " ".join(g.log()[-1].notes)
    assert "P2's card 4 is discarded" in said or "P2's card 1 is discarded" in said
    g.undo()
    replayed = g.state.model_copy(deep=True)
    assert g.state == replayed  # the pick is part of the replay-stable stream: the same on a redo
    g.redo()
    assert " ".join(g.log()[-1].notes) == said


def test_bold_maneuver_adds_three_and_costs_every_common_on_a_loss():
    """facts §5 Shotgunner (Bold Maneuver): with a common unit in the combat, +3 before the dice; if that side
    then loses, all its common units there are destroyed instead of one unit (the issue's fight: 5-6 -> 8-6)."""
    win = session(clash())
    bold = fight(
        attacker_cards=[card("Shotgunner", 2)],
        attacker_roll=[3],
        defender_roll=[3],
        defender_cards=[card("", 3)],
        abilities=[AbilityUse(side="attacker", card=0)],
    )
    do(win, bold)
    assert "P1 (Founders) wins 8-6." in win.log()[-1].notes
    lose = session(clash(attacker_commons=3))
    lose.state.locations[9].units.append(lose.state.locations[8].units.pop(0))  # Comstock attacks too
    do(lose, bold.model_copy(update={"attacker_roll": [0, 0, 0, 1], "defender_cards": [card("", 6)]}))
    assert "Bold Maneuver: destroy all 3 Founders common units here." in lose.log()[-1].notes
    assert [u.label() for u in units_at(lose.state, 9, 0)].count("Comstock") == 1  # the leader retreats
    unused = session(clash())
    do(unused, bold.model_copy(update={"abilities": []}))  # "may": not taken, no +3
    assert "P2 (Vox Populi) wins 5-6." in unused.log()[-1].notes


def test_bold_maneuver_needs_a_common_unit():
    """facts §5 Bold Maneuver: only "if you have at least 1 common unit in the combat"."""
    s = clash(attacker_commons=0)
    occupy(s, 10, 0, kind="special", name="Handyman")
    g = session(s)
    play = fight(
        attacker_cards=[card("Shotgunner", 2)],
        attacker_roll=[1],
        defender_roll=[1],
        abilities=[AbilityUse(side="attacker", card=0)],
    )
    assert refused(g, play) == {"col.card_ability"}


def test_propaganda_brings_a_common_unit_and_its_die():
    """facts §5 Motorized Patriot (Propaganda): before the dice one of your common units from anywhere moves in;
    the entered dice are exactly the pool's (one more white die)."""
    g = session(clash())
    brought = g.state.locations[10].units[-1].id  # a common of P1's on #11
    play = fight(
        attacker_cards=[card("Motorized Patriot", 0)],
        attacker_roll=[3],
        defender_roll=[3],
        abilities=[AbilityUse(side="attacker", card=0, units=[brought])],
    )
    assert refused(g, play) == {"dice.bad_count"}
    do(g, play.model_copy(update={"attacker_roll": [3, 1]}))
    assert "P1 (Founders) wins 4-3." in g.log()[-1].notes
    assert brought in [u.id for u in units_at(g.state, 10, 0)]
    stolen = session(clash())
    p2_unit = units_at(stolen.state, 5, 1)[-1].id
    assert refused(
        stolen, play.model_copy(update={"abilities": [AbilityUse(side="attacker", card=0, units=[p2_unit])]})
    ) == {"col.card_ability"}


def test_combat_dice_follow_abilities_that_add_or_take_away_dice():
    """columbia-rulebook-combat-page.txt l.12-17: dice equal the units and structures in the combat, with the
    dice a box-setup ability adds or takes away; the entered faces must match that pool."""
    s = clash()
    s.abilities["Test Flak"] = CardAbility(effect=CardEffect(kind="extra_dice", amount=1, colour="red"))
    s.abilities["Test Jam"] = CardAbility(effect=CardEffect(kind="extra_dice", amount=-1, colour="white"))
    g = session(s)
    more = fight(attacker_cards=[card("Test Flak", 0)], attacker_roll=[1], defender_roll=[1])
    assert g.validate(more)[0].message.startswith("Enter 2 faces")
    fewer = fight(defender_cards=[card("Test Jam", 0)], attacker_roll=[1, 2], defender_roll=[])
    assert refused(g, fewer.model_copy(update={"defender_roll": [1]})) == {"dice.bad_count"}
    do(g, more.model_copy(update={"attacker_roll": [1, 3]}))
    assert g.log()[-1].notes[0].startswith("P1 (Founders) rolled 1 on white, 3 on red")


@pytest.mark.parametrize(("first", "kept"), [("attacker", "P1"), ("defender", "P2")])
def test_simultaneous_effects(first, kept):
    """columbia-rules-summary.txt l.234: two effects at once resolve in the order the first player chooses:
    both sides play Vigor, and the one resolved first discards the other's card (its Vigor then does nothing)."""
    g = session(clash())
    both = fight(
        attacker_cards=[card("Bucking Bronco", 1)],
        defender_cards=[card("Bucking Bronco", 1)],
        attacker_roll=[2],
        defender_roll=[2],
    )
    assert g.validate(both)[0].message == (
        "Both sides have abilities before the dice: P1 (the first player) chooses which side's resolve first."
    )
    do(g, both.model_copy(update={"first": first}))
    notes = g.log()[-1].notes
    loser = "P2" if kept == "P1" else "P1"
    assert f"Bucking Bronco (Vigor): {loser}'s Bucking Bronco 1 is discarded and has no effect." in notes
    assert sum("is discarded" in n for n in notes) == 1


def test_combat_odds_weigh_each_card_vigor_may_discard():
    """facts §5 Vigor picks a card at random: before the roll, the odds weigh each card it may take equally."""
    from companion.games.columbia.odds import combat_odds

    s = clash()
    a, d = [card("Bucking Bronco", 0)], [card("", 4), card("", 0)]
    chosen = [
        combat_odds(s, 10, 0, 1, a, d, uses=[AbilityUse(side="attacker", card=0, discard=[i])]).attacker_wins
        for i in (0, 1)
    ]
    assert combat_odds(s, 10, 0, 1, a, d).attacker_wins == (chosen[0] + chosen[1]) / 2
    assert chosen[0] > chosen[1]
