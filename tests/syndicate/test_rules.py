"""One test per rule of the Syndicate catalogue (companion/games/syndicate/rules.py).

Each docstring cites shared/rules/syndicate-draft-rulebook.txt by line (L123).
"""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction

from companion import games
from companion.engine import SkipToStep
from companion.games.syndicate import collection, sovereign
from companion.games.syndicate import commands as c
from companion.games.syndicate.state import (
    AdvancedTech,
    Award,
    BonusChip,
    Effect,
    Resources,
    RollBonus,
    SleeperCard,
    SovereignCardSpec,
    Tier,
)
from tests.commands import ok, refused

from .helpers import FIDGE, card, edit, game, own, res, rich

D12 = [12, 1, 1]


def end_turns(session):
    for _ in session.state.players:
        ok(session, c.EndTurn(player=session.state.active))


def to_sovereign(session, card_spec=None, resolve=False):
    end_turns(session)
    ok(session, c.DrawSovereignCard(card=card_spec or SovereignCardSpec(name="Quiet")))
    if resolve:
        ok(session, c.ResolveSovereignCard())


# -- setup ------------------------------------------------------------------------------------------
def test_setup_first():
    """L280-283: no turn actions before every player keeps a syndicate and the first player is known."""
    session = games.new_session("syndicate", 2, 1, {})
    assert refused(session, c.Exchange(player=0, give="credits", get="crew")) == ["syn.setup_first"]


def test_setup_over():
    """L268-283: setup commands are refused once setup is over."""
    session = game()
    assert refused(session, c.ChooseSyndicate(player=0, syndicate=rich("X"))) == ["syn.setup_over"]
    assert refused(session, c.RollFirstPlayer()) == ["syn.setup_over"]


def test_syndicate_offered():
    """L280: with dealt syndicates, a player keeps one of their 2."""
    session = games.new_session("syndicate", 2, 1, {})
    session = edit(session, lambda s: setattr(s.players[0], "offers", [rich("A"), rich("B")]))
    assert refused(session, c.ChooseSyndicate(player=0, syndicate=rich("C"))) == ["syn.syndicate_offered"]
    assert refused(session, c.ChooseSyndicate(player=0, syndicate=rich("B"))) == []


def test_syndicate_taken():
    """L280, L292: one mat per syndicate."""
    session = games.new_session("syndicate", 2, 1, {})
    ok(session, c.ChooseSyndicate(player=0, syndicate=rich("A")))
    assert refused(session, c.ChooseSyndicate(player=1, syndicate=rich("A"))) == ["syn.syndicate_taken"]


def test_mat_amounts():
    """L292-304: a mat typed in with a negative start or income is refused (hostile JSON audit)."""
    session = games.new_session("syndicate", 2, 1, {})
    negative = rich("A").model_copy(update={"start": Resources(crew=-3)})
    assert refused(session, c.ChooseSyndicate(player=0, syndicate=negative)) == ["syn.mat_amounts"]


def test_syndicate_chosen():
    """L280: a player keeps exactly one syndicate."""
    session = games.new_session("syndicate", 2, 1, {})
    ok(session, c.ChooseSyndicate(player=0, syndicate=rich("A")))
    assert refused(session, c.ChooseSyndicate(player=0, syndicate=rich("B"))) == ["syn.syndicate_chosen"]


def test_start_base_territory():
    """L293: Fidge & Co.'s base on Koss needs Koss (and its zone) in the game."""
    session = games.new_session("syndicate", 2, 1, {})
    assert refused(session, c.ChooseSyndicate(player=0, syndicate=FIDGE)) == ["syn.start_base_territory"]
    ok(session, c.AddTerritory(name="Koss", zone="MIDDLE"), c.ChooseSyndicate(player=0, syndicate=FIDGE))
    koss = session.state.territory("Koss")
    assert (koss.owner, koss.fortified) == (0, True)


def test_first_player_rolloff():
    """L283: highest d12 goes first; tied highest roll again."""
    session = games.new_session("syndicate", 3, 1, {})
    ok(session, *(c.ChooseSyndicate(player=i, syndicate=rich(f"S{i}")) for i in range(3)))
    ok(session, c.RollFirstPlayer(entered=[9, 9, 2]))
    assert session.state.roll_off == [0, 1] and not session.state.setup_done
    ok(session, c.RollFirstPlayer(entered=[3, 7]))
    assert session.state.first_player == 1 and session.state.setup_done and session.state.active == 1


def test_setup_mat():
    """L278, L294-304: start resources, levels, 2 armed dice and 4 operation cards."""
    p = game(fidge=True).state.players[0]
    assert (p.res.credits, p.res.influence, p.res.crew, p.tech_level, p.assault_level) == (3, 0, 2, 3, 1)
    assert (p.dice_armed, p.op_cards) == (2, 4)


def test_starting_base_no_chip():
    """L293, L548: no bonus chip for a starting base, ever."""
    session = game(fidge=True)
    assert session.state.players[0].chips == [] and not session.state.territory("Koss").chip_present


def test_sovereign_deck_build():
    """L277: 8 cards, BEGINNING OF THE END in position 5, 6 or 7 with equal chance."""
    cards = [SovereignCardSpec(name="BotE", end_of_game=True)] + [SovereignCardSpec(name=f"C{i}") for i in range(9)]
    positions = Counter()
    for seed in range(600):
        deck = sovereign.build_deck(cards, random.Random(seed))
        assert len(deck) == 8
        positions[[d.name for d in deck].index("BotE") + 1] += 1
    assert set(positions) == {5, 6, 7} and min(positions.values()) > 150
    assert sovereign.build_deck(cards[:5], random.Random(1)) is None


# -- player turn ------------------------------------------------------------------------------------
def test_own_turn():
    """L353, L391, L540: actions (exchanges included) only on the player's own turn."""
    session = game()
    assert refused(session, c.Exchange(player=1, give="credits", get="crew")) == ["syn.own_turn"]


def test_armed_die():
    """L157, L434: two action dice per round; a third mission is refused."""
    session = game()
    ok(
        session,
        c.AttemptMission(player=0, card=card(), entered=[1]),
        c.AttemptMission(player=0, card=card(), entered=[1]),
    )
    assert "syn.armed_die" in refused(session, c.AttemptMission(player=0, card=card(), entered=[6]))


def test_mission_territory():
    """L128, L564: a mission occurs on a territory of the board; failed at maximum alert (advanced rules), the
    Destroyer goes there whether or not a base is there."""
    session = edit(game(advanced_rules=True), lambda s: setattr(s, "alert", 6))
    nowhere = c.AttemptMission(player=0, card=card(territory="Atlantis"), entered=[1])
    assert refused(session, nowhere) == ["syn.mission_territory"]
    ok(session, c.AttemptMission(player=0, card=card(territory="Core"), entered=[1]))
    assert session.state.destroyer_at == "core" and session.state.territory("Core").owner is None


def test_mission_round():
    """L434 (default, >=) and L129 (setting 'above')."""
    session = game()
    assert refused(session, c.AttemptMission(player=0, card=card(round_requirement=2), entered=[6])) == [
        "syn.mission_round"
    ]
    assert refused(session, c.AttemptMission(player=0, card=card(round_requirement=1), entered=[6])) == []
    above = game(mission_round_gate="above")
    assert refused(above, c.AttemptMission(player=0, card=card(round_requirement=1), entered=[6])) == [
        "syn.mission_round"
    ]


def test_mission_faces():
    """L128, L132: the card must give winning faces for the territory's occupancy."""
    session = game()
    assert refused(session, c.AttemptMission(player=0, card=card(faces={"own": [6]}), entered=[6])) == [
        "syn.mission_faces"
    ]


def test_cooperative_announce():
    """L435: on another player's territory the attempter announces COOPERATIVE or UNCOOPERATIVE."""
    session = edit(game(), lambda s: own(s, "Goshen", 1))
    assert refused(session, c.AttemptMission(player=0, card=card(), entered=[6])) == ["syn.cooperative_announce"]
    assert refused(session, c.AttemptMission(player=0, card=card(), cooperative=False, entered=[6])) == []


def test_extra_hands_cost():
    """L436 (Goshen): paying 1 credit, 2 influence, 2 crew makes a 3 win too."""
    session = game()
    goshen = card(
        faces={"unoccupied": [4, 5, 6]},
        extra_faces={"unoccupied": [3]},
        extra_cost=Resources(credits=1, influence=2, crew=2),
    )
    ok(session, c.AttemptMission(player=0, card=goshen, extra_hands=True, entered=[3]))
    assert res(session.state, 0) == (30 - 1 + 5, 30 - 2, 30 - 2 + 3)
    poor = edit(game(), lambda s: setattr(s.players[0], "res", Resources(credits=1, influence=1, crew=2)))
    assert refused(poor, c.AttemptMission(player=0, card=goshen, extra_hands=True, entered=[3])) == [
        "syn.extra_hands_cost"
    ]


def test_robbery_target():
    """L140, L434: a robbery needs another player's base in the card's zone."""
    session = edit(game(), lambda s: own(s, "Koss", 1))
    robbery = card(kind="robbery", zone="EXO", faces={"any": [4, 5, 6]}, dice_unfortified=2)
    assert refused(session, c.AttemptMission(player=0, card=robbery, target="Koss", entered=[6])) == [
        "syn.robbery_target"
    ]
    assert (
        refused(
            session,
            c.AttemptMission(player=0, card=robbery.model_copy(update={"zone": "MIDDLE"}), target="Koss", entered=[6]),
        )
        == []
    )


def test_robbery_dice():
    """L142, L440: the number of consequence dice depends on the target's fortification."""
    robbery = card(kind="robbery", zone="MIDDLE", faces={"any": [6]}, dice_unfortified=3, dice_fortified=1)
    session = edit(game(), lambda s: own(s, "Koss", 1, fortified=True))
    assert refused(session, c.AttemptMission(player=0, card=robbery, target="Koss", entered=[6], consequence=[2, 2]))
    ok(session, c.AttemptMission(player=0, card=robbery, target="Koss", entered=[6], consequence=[4]))
    assert res(session.state, 0)[0] == 34 and res(session.state, 1)[0] == 26
    covered = edit(game(), lambda s: (own(s, "Ceto", 1), own(s, "Ukemochi City", 1)))
    command = c.AttemptMission(player=0, card=robbery, target="Ukemochi City", entered=[6])
    assert command.consequence_dice(covered.state) == 3  # default: Military cover ignored (L496)
    strict = edit(game(robbery_vs_mi="counts as fortified"), lambda s: (own(s, "Ceto", 1), own(s, "Ukemochi City", 1)))
    assert command.consequence_dice(strict.state) == 1


def test_assault_target():
    """L447-453: only another player's base can be assaulted."""
    session = edit(game(), lambda s: own(s, "Koss", 0))
    assert refused(session, c.Assault(player=0, territory="Koss", entered=[6])) == ["syn.assault_target"]
    assert refused(session, c.Assault(player=0, territory="Goshen", entered=[6])) == ["syn.assault_target"]


def test_assault_crew():
    """L452, L459: 5 crew alone, 10 with any reinforcements."""

    def setup(s):
        own(s, "Koss", 1)
        s.players[0].res.crew = 9

    session = edit(game(), setup)
    assert refused(session, c.Assault(player=0, territory="Koss", reinforcements=1, entered=[6])) == [
        "syn.assault_crew"
    ]
    assert refused(session, c.Assault(player=0, territory="Koss", entered=[6])) == []


def test_assault_reinforcements():
    """L452: reinforcements up to the ARMED ones, each once per round."""
    session = edit(game(), lambda s: (own(s, "Koss", 1), own(s, "Core", 2)))
    assert refused(session, c.Assault(player=0, territory="Koss", reinforcements=3, entered=[6])) == [
        "syn.assault_reinforcements"
    ]
    ok(session, c.Assault(player=0, territory="Koss", reinforcements=2, entered=[1]))
    assert "syn.assault_reinforcements" in refused(
        session, c.Assault(player=0, territory="Core", reinforcements=1, entered=[6])
    )


def test_assault_max_reinforcements():
    """L457-461: the table stops at 4 reinforcements (setting: use the 4 column)."""

    def setup(s):
        own(s, "Koss", 1)
        s.players[0].assault_level = 5

    session = edit(game(), setup)
    assert refused(session, c.Assault(player=0, territory="Koss", reinforcements=5, entered=[6])) == [
        "syn.assault_max_reinforcements"
    ]
    loose = edit(game(reinforcements_above_4="use 4 column"), setup)
    assert refused(loose, c.Assault(player=0, territory="Koss", reinforcements=5, entered=[2])) == []


def test_assault_fortified():
    """L461: a FORTIFIED base ('n/a' column) needs at least one reinforcement."""
    session = edit(game(), lambda s: own(s, "Koss", 1, fortified=True))
    assert refused(session, c.Assault(player=0, territory="Koss", entered=[6])) == ["syn.assault_fortified"]


def test_sleeper_one():
    """L148, L469: one active sleeper; burning it makes room (a decoy card is fine)."""
    session = game()
    ok(session, c.ActivateSleeper(player=0, card="Ambush"))
    assert refused(session, c.ActivateSleeper(player=0)) == ["syn.sleeper_one"]
    ok(session, c.BurnSleeper(player=0), c.ActivateSleeper(player=0, card="Useless job", decoy=True))
    me = session.state.players[0]
    assert me.op_cards == 2 and me.sleepers_burned == 1 and me.sleeper.decoy


def test_sleeper_decoy():
    """L469: a mission card in the sleeper slot is a decoy: it is never played, only burned."""
    session = game()
    ok(session, c.ActivateSleeper(player=0, card="Dull job", decoy=True), c.EndTurn(player=0))
    assert refused(session, c.PlaySleeper(player=0)) == ["syn.sleeper_decoy"]
    ok(session, c.EndTurn(player=1), c.EndTurn(player=2))
    assert session.state.players[0].sleeper.card == "Dull job"


def test_op_card():
    """L148, L442, L544: sleepers, missions and sales use a card from the hand."""
    session = edit(game(), lambda s: setattr(s.players[0], "op_cards", 0))
    assert refused(session, c.ActivateSleeper(player=0)) == ["syn.op_card"]
    assert refused(session, c.SellCard(player=0, take=Resources(crew=2))) == ["syn.op_card"]


def test_sleeper_none():
    """L467-469: nothing to play or burn without an active sleeper."""
    session = game()
    assert refused(session, c.BurnSleeper(player=0)) == ["syn.sleeper_none"]
    assert refused(session, c.PlaySleeper(player=1)) == ["syn.sleeper_none"]


def test_sleeper_later():
    """L144: played 'at any later point': not on the turn it was activated, any time after."""
    session = game()
    ok(session, c.ActivateSleeper(player=0))
    assert refused(session, c.PlaySleeper(player=0)) == ["syn.sleeper_later"]
    ok(session, c.EndTurn(player=0), c.PlaySleeper(player=0, effect="ambush"))
    assert not session.state.players[0].sleeper_active


def test_sleeper_timing():
    """L144: a sleeper is played "within the bounds specified on the card": a typed card's timing is checked."""
    own_turn = SleeperCard(name="Inside job", timing="own_turn", gain=Resources(credits=4))
    session = game()
    ok(session, c.ActivateSleeper(player=0, card="Inside job"), c.EndTurn(player=0))
    assert refused(session, c.PlaySleeper(player=0, card=own_turn)) == ["syn.sleeper_timing"]
    ok(session, c.EndTurn(player=1), c.EndTurn(player=2), c.DrawSovereignCard(card=SovereignCardSpec(name="Quiet")))
    sovereign_card = own_turn.model_copy(update={"timing": "sovereign", "alert": 1})
    assert refused(session, c.PlaySleeper(player=0, card=sovereign_card)) == []
    before = res(session.state, 0)[0]
    ok(session, c.PlaySleeper(player=0, card=sovereign_card))
    assert res(session.state, 0)[0] == before + 4 and session.state.alert == 2
    assert not session.state.players[0].sleeper_active


def test_sleeper_target():
    """L144: a sleeper disrupts another player's strategy: one that makes a player pay names another player, who
    pays what they have."""
    squeeze = SleeperCard(name="Squeeze", timing="others_turn", target_loses=Resources(crew=50))
    session = game()
    ok(session, c.ActivateSleeper(player=0), c.EndTurn(player=0))
    assert refused(session, c.PlaySleeper(player=0, card=squeeze)) == ["syn.sleeper_target"]
    assert refused(session, c.PlaySleeper(player=0, card=squeeze, target=0)) == ["syn.sleeper_target"]
    ok(session, c.PlaySleeper(player=0, card=squeeze, target=1))
    assert res(session.state, 1)[2] == 0


def test_base_unoccupied():
    """L99, L361: bases are bought on unoccupied territories."""
    session = edit(game(), lambda s: own(s, "Goshen", 1))
    assert refused(session, c.BuyBase(player=0, territory="Goshen")) == ["syn.base_unoccupied"]


def test_base_cost():
    """L475-478: EXO 8/4, MIDDLE 12/6, INNER 16/8; default reading credits + influence."""
    session = game()
    ok(session, c.BuyBase(player=0, territory="Core"))
    assert res(session.state, 0) == (14, 22, 30)
    crew = game(purchase_cost_resources="credits+crew")
    ok(crew, c.BuyBase(player=0, territory="Goshen"))
    assert res(crew.state, 0) == (22, 30, 26)


def test_fortify_own():
    """L471-480: fortify your own unfortified base."""
    session = edit(game(fortify_cost_resources="credits+crew"), lambda s: own(s, "Koss", 1))
    assert refused(session, c.Fortify(player=0, territory="Koss")) == ["syn.fortify_own"]


def test_fortify_cost():
    """L475-478: fortify EXO 4/6, MIDDLE 6/10, INNER 8/12 (resources as chosen)."""
    session = edit(game(fortify_cost_resources="credits+crew"), lambda s: own(s, "Core", 0))
    ok(session, c.Fortify(player=0, territory="Core"))
    assert res(session.state, 0) == (22, 30, 18) and session.state.territory("Core").fortified


def test_fortify_cost_unknown():
    """L475-478: the fortify icons are lost; until the table chooses, fortifying is refused."""
    session = edit(game(), lambda s: own(s, "Core", 0))
    assert refused(session, c.Fortify(player=0, territory="Core")) == ["syn.fortify_cost_unknown"]
    ok(
        session,
        c.ChangeSetting(key="fortify_cost_resources", value="influence+crew"),
        c.Fortify(player=0, territory="Core"),
    )
    assert res(session.state, 0) == (30, 22, 18)


def test_market_price():
    """L516-520: 5 x (1 + own cubes in that ladder) credits: 5, 10, 15."""
    session = edit(game(), lambda s: setattr(s.players[0].res, "credits", 30))
    for _ in range(3):
        ok(session, c.BuyLevel(player=0, ladder="tech"))
    assert session.state.players[0].tech_level == 5 and session.state.players[0].res.credits == 0
    assert refused(session, c.BuyLevel(player=0, ladder="tech")) == ["syn.market_price"]


def test_tech_max():
    """L163, L295: the tech track tops out at 10."""
    session = edit(game(), lambda s: setattr(s.players[0], "tech_level", 10))
    assert refused(session, c.BuyLevel(player=0, ladder="tech")) == ["syn.tech_max"]


def test_tech_milestones():
    """L163, L295: reaching tech 6 reminds the table of the mat's bonus."""
    session = edit(game(), lambda s: setattr(s.players[0], "tech_level", 5))
    ok(session, c.BuyLevel(player=0, ladder="tech"))
    assert any("Tech level 6" in note for note in session.log()[-1].notes)


def test_exchange_rate():
    """L161, L379, L540: only the mat's four conversions."""
    session = game()
    assert refused(session, c.Exchange(player=0, give="influence", get="influence")) == ["syn.exchange_rate"]
    ok(
        session,
        c.Exchange(player=0, give="crew", get="influence", times=2),
        c.Exchange(player=0, give="credits", get="crew"),
    )
    assert res(session.state, 0) == (28, 32, 25)


def test_exchange_credits():
    """L161, L379, L540: nothing exchanges into CREDITS."""
    assert refused(game(), c.Exchange(player=0, give="crew", get="credits")) == ["syn.exchange_credits"]


def test_exchange_afford():
    """L540: an exchange is paid from what the player holds."""
    session = edit(game(), lambda s: setattr(s.players[0].res, "influence", 5))
    assert refused(session, c.Exchange(player=0, give="influence", get="crew", times=2)) == ["syn.exchange_afford"]


def test_sale_yield():
    """L544 (default 2) and L380 (setting 1)."""
    session = game()
    assert refused(session, c.SellCard(player=0, take=Resources(crew=1))) == ["syn.sale_yield"]
    ok(session, c.SellCard(player=0, take=Resources(credits=1, crew=1)))
    assert res(session.state, 0) == (31, 30, 31) and session.state.players[0].op_cards == 3
    assert refused(game(sale_yield=1), c.SellCard(player=0, take=Resources(crew=1))) == []


def test_sale_credits():
    """L161, L540 (setting): nothing may turn into credits, not even a sale."""
    session = game(sale_into_credits=False)
    assert refused(session, c.SellCard(player=0, take=Resources(credits=2))) == ["syn.sale_credits"]


def test_chip_held():
    """L548-550: a player plays only chips they hold, any number per turn."""
    session = game()
    assert refused(session, c.PlayBonusChip(player=0, chip=0)) == ["syn.chip_held"]
    ok(
        session,
        c.BuyBase(player=0, territory="Goshen"),
        c.PlayBonusChip(player=0, chip=0, gain=Resources(crew=2), tech=1),
    )
    assert session.state.players[0].tech_level == 3 and session.state.players[0].chips == []


LUCKY = BonusChip(name="Lucky", zone="EXO", roll=RollBonus(applies_to=["mission", "assault"], amount=1))


def with_bonus_content(s):
    s.chip_catalogue = [LUCKY, BonusChip(name="Cash", zone="EXO", gain=Resources(credits=3))]
    s.tech_catalogue = [AdvancedTech(name="Targeting", min_tech=2, roll=RollBonus(applies_to=["mission"], amount=1))]
    s.awards = [Award(name="Landlord", kind="bases", threshold=2, vp=5)]


def test_chip_known():
    """L102-104, L548: the chip found on a territory is one typed in box setup, of that zone; it plays on a roll."""
    session = edit(game(), with_bonus_content)
    assert refused(session, c.BuyBase(player=0, territory="Koss", chip="Lucky")) == ["syn.chip_known"]
    assert refused(session, c.BuyBase(player=0, territory="Goshen", chip="Nope")) == ["syn.chip_known"]
    ok(session, c.BuyBase(player=0, territory="Goshen", chip="Lucky"))
    assert session.state.players[0].chips == ["Lucky"]
    ok(session, c.AttemptMission(player=0, card=card(territory="Koss"), chips=[0], entered=[3]))  # 3 + 1 wins
    assert session.state.players[0].chips == [] and res(session.state, 0)[0] == 30 - 8 + 5


def test_tech_card():
    """L247-249: an Advanced Tech card, taken at its tech level, adds its bonus to every later roll."""
    session = edit(game(), with_bonus_content)
    assert refused(session, c.TakeAdvancedTech(player=0, card="Shield")) == ["syn.tech_card"]
    low = edit(session, lambda s: setattr(s.players[0], "tech_level", 1))
    assert refused(low, c.TakeAdvancedTech(player=0, card="Targeting")) == ["syn.tech_card"]
    ok(session, c.TakeAdvancedTech(player=0, card="Targeting"))
    assert refused(session, c.TakeAdvancedTech(player=1, card="Targeting")) == ["syn.tech_card"]
    mission = c.AttemptMission(player=0, card=card(), entered=[3])
    assert mission.chance(session.state) == Fraction(4, 6)
    ok(session, mission)
    assert res(session.state, 0)[0] == 35


def test_award_claim():
    """L215: the first player to complete a feat claims its award; the VP count in the score."""
    session = edit(game(), with_bonus_content)
    assert refused(session, c.ClaimAward(player=0, award="Landlord")) == ["syn.award_claim"]
    assert refused(session, c.ClaimAward(player=0, award="Mayor")) == ["syn.award_claim"]
    ok(session, c.BuyBase(player=0, territory="Goshen"), c.BuyBase(player=0, territory="Honos"))
    ok(session, c.ClaimAward(player=0, award="Landlord"))
    assert session.state.players[0].vp == 5 and session.state.awards[0].claimed_by == 0
    assert refused(session, c.ClaimAward(player=0, award="Landlord")) == ["syn.award_claim"]


def test_research_full():
    """L500, L504: full boxes convert on the owner's turn into +1 assault (Military) or tech (Research)."""
    session = edit(game(), lambda s: own(s, "Ceto", 0))
    assert refused(session, c.ConvertResearch(player=0, territory="Ceto")) == ["syn.research_full"]
    session = edit(session, lambda s: setattr(s.territory("Ceto"), "research", 3))
    ok(session, c.ConvertResearch(player=0, territory="Ceto"))
    assert session.state.players[0].assault_level == 3 and session.state.territory("Ceto").research == 0


def test_destroyer_removal():
    """L570: 10 influence sends the Destroyer from your base back to the track."""

    def setup(s):
        own(s, "Koss", 0)
        s.destroyer_at = "koss"

    session = edit(game(advanced_rules=True), setup)
    assert refused(edit(session, lambda s: setattr(s.players[0].res, "influence", 9)), c.RemoveDestroyer(player=0)) == [
        "syn.destroyer_removal"
    ]
    ok(session, c.RemoveDestroyer(player=0))
    assert session.state.destroyer_at is None and res(session.state, 0)[1] == 20


def test_destroyer_phase():
    """L570: on your own turn or in the Sovereign card phase."""

    def setup(s):
        own(s, "Koss", 1)
        s.destroyer_at = "koss"

    session = edit(game(advanced_rules=True), setup)
    assert refused(session, c.RemoveDestroyer(player=1)) == ["syn.destroyer_phase"]
    to_sovereign(session)
    assert refused(session, c.RemoveDestroyer(player=1)) == []
    ok(session, c.ResolveSovereignCard())
    assert refused(session, c.RemoveDestroyer(player=1)) == ["engine.wrong_phase"]


def test_afford():
    """L78-84: nobody pays more than they hold (a trade here; prices cite their own rule)."""
    session = edit(game(advanced_rules=True), lambda s: setattr(s.players[1].res, "credits", 2))
    assert refused(session, c.Trade(player=1, partner=2, give=Resources(credits=3), receive=Resources())) == [
        "syn.afford"
    ]
    poor = edit(game(), lambda s: setattr(s.players[0].res, "credits", 7))
    assert refused(poor, c.BuyBase(player=0, territory="Goshen")) == ["syn.base_cost"]


def test_territory_known():
    """L41, L273: a territory must be entered (box setup) before a base goes there."""
    assert refused(game(), c.BuyBase(player=0, territory="Kepler")) == ["syn.territory_known"]


def test_beam_known():
    """L496: a beam names a territory of the board (by name or id); it is stored by id and gives cover."""
    session = games.new_session("syndicate", 2, 1, {})
    refusal = refused(session, c.AddTerritory(name="Ceto", zone="MIDDLE", special="military", beams=["Ukemochi"]))
    assert refusal == ["syn.beam_known"]
    ok(session, c.AddTerritory(name="Ukemochi City", zone="MIDDLE"))
    ok(session, c.AddTerritory(name="Ceto", zone="MIDDLE", special="military", beams=["Ukemochi City"]))
    assert session.state.territory("Ceto").beams == ["ukemochi-city"]


def test_territory_count():
    """L41, L273: 3 INNER territories at most."""
    session = game()
    ok(session, c.AddTerritory(name="Third", zone="INNER"))
    assert refused(session, c.AddTerritory(name="Fourth", zone="INNER")) == ["syn.territory_count"]


def test_player_exists():
    """L353: commands name a seated player."""
    assert refused(game(), c.AdjustPlayer(player=7, vp=1)) == ["syn.player_exists"]


def test_advanced_only():
    """L556-588: trading is an advanced rule."""
    assert "syn.advanced_only" in refused(
        game(), c.Trade(player=1, partner=2, give=Resources(credits=1), receive=Resources())
    )


def test_trade_not_active():
    """L584: only players whose turn it is not may trade."""
    session = game(advanced_rules=True)
    assert refused(session, c.Trade(player=0, partner=1, give=Resources(credits=1), receive=Resources())) == [
        "syn.trade_not_active"
    ]
    ok(session, c.Trade(player=1, partner=2, give=Resources(credits=3), receive=Resources(crew=1)))
    assert res(session.state, 1) == (27, 30, 31) and res(session.state, 2) == (33, 30, 29)


# -- Sovereign phase --------------------------------------------------------------------------------
def test_sovereign_once():
    """L397: one Sovereign card per round."""
    session = game()
    to_sovereign(session)
    assert refused(session, c.DrawSovereignCard(card=SovereignCardSpec(name="Again"))) == ["syn.sovereign_once"]


def test_sovereign_deck_empty():
    """L277: in library mode the app draws from the 8-card deck it built, until it is empty."""
    session = edit(game(), lambda s: setattr(s, "deck_mode", "library"))
    end_turns(session)
    assert refused(session, c.DrawSovereignCard()) == ["syn.sovereign_deck_empty"]


def test_sovereign_entered():
    """L277, L397: physical-deck mode: the table enters each card as drawn."""
    session = game()
    end_turns(session)
    assert refused(session, c.DrawSovereignCard()) == ["syn.sovereign_entered"]


def test_pardon_timing():
    """L401: pardons between the draw and the resolution only."""
    session = game()
    end_turns(session)
    assert refused(session, c.BuyPardon(player=0)) == ["syn.pardon_timing"]
    ok(
        session,
        c.DrawSovereignCard(card=SovereignCardSpec(name="Tax")),
        c.BuyPardon(player=2),
        c.ResolveSovereignCard(),
    )
    assert refused(session, c.BuyPardon(player=0)) == ["engine.wrong_phase"]


def test_pardon_cost():
    """L401-408: 3 influence with no bases, else 5 per base (1 -> 5, 2 -> 10, 3 -> 15)."""

    def setup(s):
        own(s, "Goshen", 1)
        for t in ("Koss", "Core", "Mine"):
            own(s, t, 2)

    session = edit(game(), setup)
    to_sovereign(session)
    ok(session, *(c.BuyPardon(player=i) for i in range(3)))
    assert [res(session.state, i)[1] for i in range(3)] == [27, 25, 15]


def test_pardon_once():
    """L401: one pardon per card."""
    session = game()
    to_sovereign(session)
    ok(session, c.BuyPardon(player=0))
    assert refused(session, c.BuyPardon(player=0)) == ["syn.pardon_once"]


def test_pardon_over_11():
    """L403-408: past 11 bases the default keeps 5 per base; the other reading refuses."""

    def setup(s):
        for zone, n in (("EXO", 3), ("MIDDLE", 6)):
            for i in range(n):
                s.territories.append(
                    s.territories[0].model_copy(update={"id": f"{zone}{i}", "name": f"{zone}{i}", "zone": zone})
                )
        for t in s.territories[:12]:
            own(s, t.id, 0)
        s.players[0].res.influence = 60

    session = edit(game(), setup)
    to_sovereign(session)
    ok(session, c.BuyPardon(player=0))
    assert res(session.state, 0)[1] == 0
    strict = edit(game(pardon_12_plus="ask the table"), setup)
    to_sovereign(strict)
    assert refused(strict, c.BuyPardon(player=0)) == ["syn.pardon_over_11"]


def test_sovereign_resolve():
    """L397, L412: a drawn card resolves once."""
    session = game()
    to_sovereign(session, resolve=True)
    assert refused(session, c.ResolveSovereignCard()) == ["engine.wrong_phase"]
    again = game()
    end_turns(again)
    ok(again, SkipToStep(step="sovereign_resolve", confirm=True))
    assert refused(again, c.ResolveSovereignCard()) == ["syn.sovereign_resolve"]
    assert "skip on to resource collection" in again.validate(c.ResolveSovereignCard())[0].message
    ok(again, SkipToStep(step="collect_cards", confirm=True), c.CollectResources())  # the way on it names
    assert again.state.round == 2


# -- collection -------------------------------------------------------------------------------------
def collect(session, **kw):
    to_sovereign(session, resolve=True)
    ok(session, c.CollectResources(**kw))


def test_a_confirmed_skip_past_collection_steps_still_finishes_the_round():
    """L412-422: after a confirmed skip to step 3, the run resolves the steps still to come and the round ends."""
    session = game()
    ok(session, c.BuyLevel(player=0, ladder="tech"))
    to_sovereign(session, resolve=True)
    before = session.state.model_copy(deep=True)
    ok(session, SkipToStep(step="collect_income", confirm=True))
    assert session.state.progress.step == "collect_income"
    label = session.definition.parse_command({"type": "collect_resources"}).describe(session.state)
    assert label == "Resource collection from: Collect racketeering and base income, pay crew upkeep"
    ok(session, c.CollectResources())
    state = session.state
    assert state.round == 2 and state.progress.step == "player_turns" and state.first_player == 1
    assert [p.op_cards for p in state.players] == [p.op_cards for p in before.players]  # step 1 stays skipped
    assert [p.dice_armed for p in state.players] == [p.dice_armed for p in before.players]  # so does step 2
    assert res(state, 1)[0] == res(before, 1)[0] + 2  # step 3: income
    assert state.market["tech"][0] == []  # step 5: decay
    last = game()
    to_sovereign(last, resolve=True)
    ok(last, SkipToStep(step="collect_first_player", confirm=True), c.CollectResources())
    assert last.state.round == 2 and last.state.first_player == 1


def test_decay_choice():
    """L418 (mandatory, default) / L530 (optional): one cube in all, from the chosen ladder."""
    session = game()
    ok(
        session,
        c.BuyLevel(player=0, ladder="tech"),
        c.BuyLevel(player=0, ladder="tech"),
        c.BuyLevel(player=0, ladder="assault"),
    )
    to_sovereign(session, resolve=True)
    assert refused(session, c.CollectResources(decay={0: "none"})) == ["syn.decay_choice"]
    assert refused(session, c.CollectResources(decay={1: "tech"})) == ["syn.decay_choice"]
    ok(session, c.CollectResources(decay={0: "assault"}))
    assert session.state.market["tech"][0] == [0, 1] and session.state.market["assault"][0] == []
    anybox = game(decay_cube="any")
    ok(anybox, c.BuyLevel(player=0, ladder="tech"), c.BuyLevel(player=0, ladder="tech"))
    to_sovereign(anybox, resolve=True)
    assert refused(anybox, c.CollectResources(decay={0: "tech@5"})) == ["syn.decay_choice"]
    ok(anybox, c.CollectResources(decay={0: "tech@0"}))
    assert anybox.state.market["tech"][0] == [1] and anybox.state.players[0].res.credits == 30 - 15 + 2
    optional = game(market_decay="optional")
    ok(optional, c.BuyLevel(player=0, ladder="tech"))
    collect(optional, decay={0: "none"})
    assert optional.state.market["tech"][0] == [0]


def test_mining_choice():
    """L494: a Mining Center pays 1 or 2 extra resources of the owner's choice."""
    session = edit(game(), lambda s: own(s, "Mine", 0))
    to_sovereign(session, resolve=True)
    assert refused(session, c.CollectResources(mining={"goshen": "crew"})) == ["syn.mining_choice"]
    ok(session, c.CollectResources(mining={"mine": "influence"}))
    assert res(session.state, 0) == (30 + 2 + 3, 30 + 2 + 3 + 2, 30 + 2 + 3)


def test_game_end():
    """L39, L277: the table may end the game by the card once BEGINNING OF THE END is drawn."""
    session = game(end_of_game="by the card")
    assert refused(session, c.EndGame()) == ["syn.game_end"]
    to_sovereign(session, SovereignCardSpec(name="BEGINNING OF THE END", end_of_game=True))
    assert session.state.last_round is None
    ok(session, c.EndGame())
    assert session.state.finished


def test_adjust_floor():
    """L78-84: a correction never takes a resource below zero."""
    session = game()
    assert refused(session, c.AdjustPlayer(player=0, delta=Resources(crew=-31))) == ["syn.adjust_floor"]
    ok(session, c.AdjustPlayer(player=0, delta=Resources(crew=-30), vp=3, reason="award"))
    assert res(session.state, 0)[2] == 0 and session.state.players[0].vp == 3


def test_setting_known():
    """L556: settings change only to one of their readings."""
    session = game()
    assert refused(session, c.ChangeSetting(key="sale_yield", value=3)) == ["syn.setting_known"]
    assert refused(session, c.ChangeSetting(key="nope", value=1)) == ["syn.setting_known"]


# -- outcomes ---------------------------------------------------------------------------------------
def test_mission_success():
    """L134, L439: success pays the reward; the die is used and the card discarded (L442)."""
    session = game()
    ok(session, c.AttemptMission(player=0, card=card(), entered=[5]))
    p = session.state.players[0]
    assert res(session.state, 0) == (35, 30, 33) and (p.dice_armed, p.op_cards) == (1, 3)


def test_casino_bonus():
    """L199, L506: the Casino owner adds +1 to a mission roll (a 3 becomes a winning 4)."""
    session = edit(game(), lambda s: own(s, "Honos", 0))
    ok(session, c.AttemptMission(player=0, card=card(), entered=[3]))
    assert res(session.state, 0)[0] == 35
    plain = game()
    ok(plain, c.AttemptMission(player=0, card=card(), entered=[3]))
    assert res(plain.state, 0)[0] == 30


def test_cooperative_split():
    """L435: 5 credits + 3 crew split 3+2 / 2+1, odd amounts up for the attempter."""
    session = edit(game(), lambda s: own(s, "Goshen", 1))
    ok(session, c.AttemptMission(player=0, card=card(), cooperative=True, entered=[6]))
    assert res(session.state, 0) == (33, 30, 32) and res(session.state, 1) == (32, 30, 31)
    total = edit(game(coop_split="total"), lambda s: own(s, "Goshen", 1))
    ok(total, c.AttemptMission(player=0, card=card(), cooperative=True, entered=[6]))
    assert res(total.state, 0) == (34, 30, 30) and res(total.state, 1) == (31, 30, 33)


def test_robbery_steal():
    """L440: steal the consequence dice's sum; a poor victim loses only what they have."""
    robbery = card(kind="robbery", zone="MIDDLE", faces={"any": [4, 5, 6]}, dice_unfortified=3)

    def setup(s):
        own(s, "Koss", 1)
        s.players[1].res.credits = 7

    session = edit(game(), setup)
    ok(session, c.AttemptMission(player=0, card=robbery, target="Koss", entered=[4], consequence=[3, 4, 5]))
    assert res(session.state, 0)[0] == 37 and res(session.state, 1)[0] == 0


def test_mission_failure_alert():
    """L441: a failed mission raises the alert by 1."""
    session = game()
    ok(session, c.AttemptMission(player=0, card=card(), entered=[2]))
    assert session.state.alert == 2 and res(session.state, 0) == (30, 30, 30)


def test_destroyer_blockade():
    """L441, L564: advanced rules, alert already at maximum: the Destroyer goes to the territory."""
    session = edit(game(advanced_rules=True), lambda s: setattr(s, "alert", 6))
    ok(session, c.AttemptMission(player=0, card=card(territory="Koss"), entered=[1]))
    assert session.state.destroyer_at == "koss" and session.state.alert == 6
    basic = edit(game(), lambda s: setattr(s, "alert", 6))
    ok(basic, c.AttemptMission(player=0, card=card(), entered=[1]))
    assert basic.state.destroyer_at is None
    reaching = edit(game(advanced_rules=True, destroyer_trigger="reaching maximum"), lambda s: setattr(s, "alert", 5))
    ok(reaching, c.AttemptMission(player=0, card=card(), entered=[1]))
    assert reaching.state.destroyer_at == "goshen"


def test_blockade_no_income():
    """L566: a base under the Destroyer gives no income, and Ceto under it covers nothing."""

    def setup(s):
        own(s, "Goshen", 0)
        own(s, "Ceto", 1)
        own(s, "Ukemochi City", 1)
        s.destroyer_at = "ceto"

    session = edit(game(advanced_rules=True), setup)
    assert refused(session, c.Assault(player=0, territory="Ukemochi City", entered=[6])) == []
    blocked = edit(game(advanced_rules=True), lambda s: (own(s, "Goshen", 0), setattr(s, "destroyer_at", "goshen")))
    collect(blocked)
    assert res(blocked.state, 0) == (32, 32, 32)


def test_alert_max():
    """L455, L562: 6 with 2-3 players, 8 with 4-5; assaults stop there too."""
    session = edit(game(), lambda s: (own(s, "Koss", 1), setattr(s, "alert", 6)))
    ok(session, c.Assault(player=0, territory="Koss", entered=[1]))
    assert session.state.alert == 6
    four = edit(game(players=4), lambda s: setattr(s, "alert", 7))
    ok(four, c.AttemptMission(player=0, card=card(), entered=[1]), c.AttemptMission(player=0, card=card(), entered=[1]))
    assert four.state.alert == 8
    uncapped = edit(game(alert_cap_scope="advanced only"), lambda s: setattr(s, "alert", 6))
    ok(uncapped, c.AttemptMission(player=0, card=card(), entered=[1]))
    assert uncapped.state.alert == 7


def test_assault_table():
    """L457-461: the winning rolls by reinforcements against unfortified and fortified bases."""
    from companion.games.syndicate.odds import assault_threshold

    assert [assault_threshold(r, False) for r in range(5)] == [6, 5, 4, 3, 2]
    assert [assault_threshold(r, True) for r in range(5)] == [None, 6, 5, 4, 3]
    session = edit(game(), lambda s: own(s, "Koss", 1, fortified=True))
    ok(session, c.Assault(player=0, territory="Koss", reinforcements=2, entered=[4]))
    assert session.state.territory("Koss").owner == 1


def test_assault_outcome():
    """L453-455, L500: crew gone and alert +1 win or lose; the seized base is unfortified, research cleared."""

    def setup(s):
        own(s, "Ceto", 1, fortified=True)
        s.territory("Ceto").research = 2

    session = edit(game(), setup)
    ok(session, c.Assault(player=0, territory="Ceto", reinforcements=1, entered=[6]))
    ceto = session.state.territory("Ceto")
    assert (ceto.owner, ceto.fortified, ceto.research) == (0, False, 0)
    assert res(session.state, 0)[2] == 20 and session.state.alert == 2 and session.state.players[0].chips == []
    assert session.state.players[0].reinforcements_used == 1 and session.state.players[0].dice_armed == 1


def test_military_cover():
    """L181, L496: Ceto protects Ukemochi City for the same owner (no protection otherwise)."""
    session = edit(game(), lambda s: (own(s, "Ceto", 1), own(s, "Ukemochi City", 1)))
    assert refused(session, c.Assault(player=0, territory="Ukemochi City", entered=[6])) == ["syn.assault_fortified"]
    other = edit(game(), lambda s: (own(s, "Ceto", 2), own(s, "Ukemochi City", 1)))
    assert refused(other, c.Assault(player=0, territory="Ukemochi City", entered=[6])) == []


def test_bonus_chip_first():
    """L480, L548: the chip goes to the first base ever; not after a base was lost, nor by assault."""
    session = game()
    ok(session, c.BuyBase(player=0, territory="Goshen"))
    assert session.state.players[0].chips == ["EXO chip (Goshen)"]
    lost = edit(session, lambda s: sovereign.lose_base(s.territory("Goshen")))
    ok(lost, c.BuyBase(player=0, territory="Goshen"))
    assert lost.state.players[0].chips == ["EXO chip (Goshen)"]


def test_flip_back():
    """L510, L578: flipped bases flip back up when the next Sovereign card phase starts."""
    session = edit(game(), lambda s: (own(s, "Koss", 0), setattr(s.territory("Koss"), "flipped", True)))
    to_sovereign(session)
    assert not session.state.territory("Koss").flipped


def test_sovereign_effects():
    """L401, L412: data effects hit everyone not pardoned; a seizure takes unfortified bases only."""
    seize = SovereignCardSpec(name="Crackdown", effects=[Effect(kind="seize_unfortified")])
    session = edit(game(), lambda s: (own(s, "Goshen", 0), own(s, "Koss", 1), own(s, "Core", 2, fortified=True)))
    to_sovereign(session, seize)
    ok(session, c.BuyPardon(player=0), c.ResolveSovereignCard())
    owners = [session.state.territory(t).owner for t in ("Goshen", "Koss", "Core")]
    assert owners == [0, None, 2]


def test_flip_choice():
    """L576-578: the owner short of tax chooses which base flips; the app offers a default and waits."""
    tax = SovereignCardSpec(name="Tax", effects=[Effect(kind="tax_per_base", tiers=[Tier(min_alert=1, amount=5)])])

    def setup(s):
        own(s, "Goshen", 0)
        own(s, "Koss", 0)
        s.players[0].res.credits = 7

    session = edit(game(), setup)
    to_sovereign(session, tax)
    assert sovereign.suggested_flips(session.state) == {0: ["goshen"]}
    assert refused(session, c.ResolveSovereignCard()) == ["syn.flip_choice"]
    assert set(refused(session, c.ResolveSovereignCard(flips={0: ["goshen", "koss"]}))) == {"syn.flip_choice"}
    assert refused(session, c.ResolveSovereignCard(flips={0: ["core"]})) == ["syn.flip_choice"]
    assert refused(session, c.ResolveSovereignCard(flips={1_000_000: ["koss"]})) == ["syn.flip_choice"]
    ok(session, c.ResolveSovereignCard(flips={0: ["koss"]}))
    assert [session.state.territory(t).flipped for t in ("Goshen", "Koss")] == [False, True]
    assert res(session.state, 0)[0] == 2


def test_tax_default():
    """L576-578: tax per base by alert level; a base the player cannot pay for is flipped."""
    tax = SovereignCardSpec(
        name="Tax",
        effects=[Effect(kind="tax_per_base", tiers=[Tier(min_alert=1, amount=2), Tier(min_alert=3, amount=5)])],
    )

    def setup(s):
        own(s, "Goshen", 0)
        own(s, "Koss", 0)
        s.players[0].res.credits = 7
        s.alert = 3

    session = edit(game(), setup)
    to_sovereign(session, tax)
    ok(session, c.ResolveSovereignCard(flips=sovereign.suggested_flips(session.state)))
    assert res(session.state, 0)[0] == 2
    assert [session.state.territory(t).flipped for t in ("Goshen", "Koss")] == [True, False]
    assert res(session.state, 1)[0] == 30


def test_last_round():
    """L39, L277: BEGINNING OF THE END drawn in round R makes R+1 the last round (default reading)."""
    session = game()
    to_sovereign(session, SovereignCardSpec(name="BEGINNING OF THE END", end_of_game=True), resolve=True)
    assert session.state.last_round == 2
    ok(session, c.CollectResources())
    assert not session.state.finished
    collect(session)
    assert session.state.finished and session.state.result.startswith("1st Player")


def test_collection_cards():
    """L414: 2 cards + 1 per unused die."""
    session = game()
    ok(session, c.AttemptMission(player=0, card=card(), entered=[6]))
    collect(session)
    assert [p.op_cards for p in session.state.players] == [3 + 3, 4 + 4, 4 + 4]


def test_collection_reset():
    """L415: dice and reinforcements back to ARMED."""
    session = edit(game(), lambda s: own(s, "Koss", 1))
    ok(session, c.Assault(player=0, territory="Koss", reinforcements=2, entered=[1]))
    collect(session)
    p = session.state.players[0]
    assert (p.dice_armed, p.reinforcements_used) == (2, 0)


def test_collection_income():
    """L416, L510-512: racketeering + zone income; MIDDLE/INNER upkeep from crew held + this income."""
    session = game(fidge=True)
    collect(session)
    # Fidge: 3/0/2 + racketeering 3/0/3 + Koss (MIDDLE) 6/3/-3
    assert res(session.state, 0) == (12, 3, 2)
    card_ = session.state.collection[0]
    assert card_.gained == Resources(credits=9, influence=3, crew=0) and any("Koss" in line for line in card_.lines)
    quickref = game(fidge=True, quickref_crew_sign="positive")
    collect(quickref)
    assert res(quickref.state, 0) == (12, 3, 8)  # the quick reference's unsigned 6 3 3 (L374)


def test_crew_shortfall():
    """L510 (default flip) and L490 (setting: lose the base); the owner names the unpaid base."""

    def setup(s):
        own(s, "Core", 0)
        s.players[0].res.crew = 3

    session = edit(game(), setup)
    collect(session, unpaid={0: ["core"]})
    assert session.state.territory("Core").flipped and res(session.state, 0) == (32, 32, 5)
    lose = edit(game(crew_shortfall="lose"), setup)
    collect(lose, unpaid={0: ["core"]})
    assert lose.state.territory("Core").owner is None
    income_only = edit(
        game(upkeep_pool="this income only"), lambda s: (own(s, "Core", 0), setattr(s.players[0].res, "crew", 20))
    )
    collect(income_only, unpaid={0: ["core"]})  # 20 crew held, but only the 2 crew of racketeering may pay the 6
    assert income_only.state.territory("Core").flipped and res(income_only.state, 0)[2] == 22


def test_upkeep_choice():
    """L510-512: short of crew, the owner chooses which base goes without; the app suggests and waits."""

    def setup(s):
        own(s, "Core", 0)
        own(s, "Koss", 0)
        s.players[0].res.crew = 5  # + 2 racketeering = 7: pays Core's 6 or Koss's 3, not both

    session = edit(game(), setup)
    to_sovereign(session, resolve=True)
    assert collection.suggested_unpaid(session.state, {}) == {0: ["koss"]}
    assert refused(session, c.CollectResources()) == ["syn.upkeep_choice"]
    assert set(refused(session, c.CollectResources(unpaid={0: ["core", "koss"]}))) == {"syn.upkeep_choice"}
    assert refused(session, c.CollectResources(unpaid={0: ["goshen"]})) == ["syn.upkeep_choice"]
    ok(session, c.CollectResources(unpaid={0: ["core"]}))
    assert session.state.territory("Core").flipped and not session.state.territory("Koss").flipped
    assert res(session.state, 0)[2] == 4  # 7 - 3 for Koss


def test_research_markers():
    """L417, L500-504: one research cube per owned Military Installation / Research Station."""
    session = edit(game(), lambda s: (own(s, "Ceto", 0), own(s, "Lab", 0)))
    collect(session)
    assert (session.state.territory("Ceto").research, session.state.territory("Lab").research) == (1, 1)


def test_first_player_passes():
    """L419-420: round +1, the first-player marker passes clockwise."""
    session = game()
    collect(session)
    assert session.state.round == 2 and session.state.first_player == 1 and session.state.active == 1


def test_score():
    """L39, L311-316: score = credits + VP; the final ranking orders by it."""
    session = game(players=2)
    ok(session, c.AdjustPlayer(player=1, vp=5))
    ok(session, c.ChangeSetting(key="end_of_game", value="by the card"))
    to_sovereign(session, SovereignCardSpec(name="BotE", end_of_game=True))
    ok(session, c.EndGame())
    assert session.state.players[1].score == 35 and session.state.result == "1st Player 2, 35; 2nd Player 1, 30"
