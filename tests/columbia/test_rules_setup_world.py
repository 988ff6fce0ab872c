"""One test per rule: setup and the World Event phase (rules files cited per test)."""

from companion.engine import SkipToStep
from companion.games.columbia.combat import PlayedCard
from companion.games.columbia.commands import PlaceBooker, ResolveElizabeth, ResolveVote, RevealWorldEvent, Vote
from companion.games.columbia.content import TimelineStep
from companion.games.columbia.state import Elizabeth, VpCard

from .helpers import at, do, event, fresh, refused, session


def cards(*values, card=""):
    return [PlayedCard(card=card, value=v) for v in values]


def test_setup_placements():
    """columbia-rules-summary.txt l.50-52 (2p) and l.66-68 (4p): start pieces."""
    s = fresh()
    nine = s.locations[8]
    assert nine.structure.kind == "stronghold" and sorted(u.label() for u in nine.units) == [
        "Comstock",
        "Songbird",
        "common",
        "common",
        "common",
    ]
    assert s.locations[10].structure.kind == "turret" and len(s.locations[10].units) == 5
    assert s.locations[4].structure.owner == 1 and s.locations[13].units[0].name == "Daisy"
    from companion.games.columbia.setup import setup_checklist

    assert (
        "P1 places on 9 Garden of New Eden: stronghold, Comstock, Songbird, 3 common; "
        "on 11 Hall of Heroes: turret, Handyman, 4 common."
    ) in setup_checklist(s)
    four = fresh(players=4)
    assert {w.structure.kind for w in four.locations if w.structure} == {"stronghold"}
    assert [u.name for u in four.locations[10].units][:2] == ["Saltonstall", "Handyman"]


def test_setup_components():
    """columbia-rules-summary.txt §Setup l.50-52 (2p: his colour's units and the other colour's commons,
    structures, Victory tokens, action cards, reference sheet) and l.62-64 (4p: one colour each, a shared
    reference sheet): the setup checklist says what each player takes."""
    from companion.games.columbia.setup import setup_checklist

    two = setup_checklist(fresh())
    assert (
        "P1 (Founders) takes all dark blue units and the light blue common units, the dark blue strongholds, "
        "turrets and alarms, the blue Victory tokens, the dark blue action cards and the reference sheet."
    ) in two
    assert any(
        line.startswith("P2 (Vox Populi) takes all light red units and the dark red common units") for line in two
    )
    four = setup_checklist(fresh(players=4))
    assert (
        "P4 (Vox Populi) takes all dark red units, the dark red strongholds, turrets and alarms, the red Victory "
        "tokens, the dark red action cards and a reference sheet shared with the teammate."
    ) in four


def test_setup_tokens():
    """columbia-rules-summary.txt l.56: a face-down territory token on every unit-free location."""
    s = fresh()
    assert [w.number for w in s.locations if w.token] == [1, 2, 3, 4, 6, 7, 8, 10, 12, 13, 15]


def test_setup_hands():
    """columbia-rules-summary.txt l.54: each player draws 5 cards."""
    assert [p.hand for p in fresh(players=4).players] == [5, 5, 5, 5]


def test_setup_random():
    """columbia-rules-summary.txt l.46-58: random leader, timeline and first player, stable per seed."""
    from companion import games
    from companion.content import ContentLibrary

    d = games.get("columbia")
    firsts = {d.new_game(2, seed, d.resolve_options({}), ContentLibrary()).first_player for seed in range(20)}
    assert firsts == {0, 1}
    state = d.new_game(2, 3, d.resolve_options({}), ContentLibrary())
    assert state.factions["founders"].leader.name == "Jeremiah Fink" and state.timeline_name
    assert state == d.new_game(2, 3, d.resolve_options({}), ContentLibrary())


def test_deck_empty_ends_game():
    """columbia-rules-summary.txt l.258: drawing from an empty World Event deck ends the game."""
    s = at(fresh(), "reveal")
    s.event_deck = 0
    s.vp_cards = [VpCard(name="x", vp=2, claimed_by="vox")]
    game = do(session(s), RevealWorldEvent())
    assert game.state.finished and "Vox Populi are the nominal victors" in game.state.result


def test_event_needs_card():
    """columbia-rules-summary.txt l.76: a World Event card must be revealed (signs and Booker's location)."""
    g = session(at(fresh(), "reveal"))
    assert refused(g, RevealWorldEvent()) == {"col.event_needs_card"}
    do(g, RevealWorldEvent(card=event()))
    assert g.state.event_deck == 14 and g.state.progress.step == "vote"
    skipped = session(fresh())
    do(skipped, SkipToStep(step="vote", confirm=True))  # a by-hand skip past the reveal
    assert refused(skipped, ResolveVote()) == {"col.event_needs_card"}
    do(skipped, SkipToStep(step="booker", confirm=True))
    assert refused(skipped, PlaceBooker()) == {"col.event_needs_card"}


def test_vote_signs():
    """columbia-rules-summary.txt l.78-82: + adds, - subtracts, ? needs a declared direction."""
    g = session(at(fresh(), "vote", founders="+", vox="?"))
    assert refused(g, ResolveVote(votes=[Vote(player=1, cards=cards(2))])) == {"col.vote_signs"}
    do(g, ResolveVote(votes=[Vote(player=0, cards=cards(3)), Vote(player=1, cards=cards(5), direction="-")]))
    assert g.state.vote.total == -2 and not g.state.vote.passed


def test_booker_vote():
    """columbia-rules-summary.txt l.84-86: Booker's white die follows the trailing faction; no vote on a tie."""
    s = at(fresh(), "vote", founders="+", vox="-")
    s.vp_cards = [VpCard(name="x", vp=1, claimed_by="founders")]  # Vox trail
    g = do(session(s), ResolveVote(votes=[Vote(player=0, cards=cards(2))], booker_roll=3))
    assert g.state.vote.booker == -3 and g.state.vote.total == -1
    tie = do(session(at(fresh(), "vote")), ResolveVote(votes=[Vote(player=0, cards=cards(2))], booker_roll=3))
    assert tie.state.vote.booker == 0


def test_vote_passes_at_zero():
    """columbia-rules-summary.txt l.88: 0 or more passes, -1 or less is ignored."""
    g = do(
        session(at(fresh(), "vote")),
        ResolveVote(votes=[Vote(player=0, cards=cards(2)), Vote(player=1, cards=cards(2))], tie_rolls=[[2, 1]]),
    )
    assert g.state.vote.total == 0 and g.state.vote.passed


def test_first_player_most_influence():
    """columbia-rules-summary.txt l.90: most influence takes the token; ties roll off, re-rolling ties."""
    g = do(session(at(fresh(), "vote")), ResolveVote(votes=[Vote(player=1, cards=cards(1))]))
    assert g.state.first_player == 1
    tie = session(at(fresh(), "vote"))
    both = [Vote(player=0, cards=cards(2)), Vote(player=1, cards=cards(2))]
    assert refused(tie, ResolveVote(votes=both, tie_rolls=[[2, 2]])) == {"col.first_player_most_influence"}
    do(tie, ResolveVote(votes=both, tie_rolls=[[2, 2], [1, 3]]))
    assert tie.state.first_player == 1


def test_vote_cards_discarded():
    """columbia-rules-summary.txt l.92: cards played into the vote are discarded."""
    g = do(session(at(fresh(), "vote")), ResolveVote(votes=[Vote(player=0, cards=cards(1, 2))]))
    assert [p.hand for p in g.state.players] == [3, 5]


def test_elizabeth_step():
    """columbia-rules-summary.txt l.98: the Elizabeth symbol moves her marker one step and resolves it."""
    s = at(fresh(), "elizabeth", elizabeth=True)
    s.timeline = [TimelineStep(text="start"), TimelineStep(text="found", adds_elizabeth=True)]
    g = do(session(s), ResolveElizabeth())
    assert g.state.elizabeth_step == 1 and g.state.elizabeth.where == "with_booker"
    plain = do(session(at(fresh(), "elizabeth", elizabeth=False)), ResolveElizabeth())
    assert plain.state.elizabeth_step == 0 and plain.state.progress.step == "booker"


def test_booker_placement():
    """columbia-rules-summary.txt l.102-106: the card's location; destroyed -> next lower available."""
    s = at(fresh(), "booker", booker=8)
    s.locations[7].destroyed = True
    g = do(session(s), PlaceBooker())
    assert g.state.booker == 7 and g.state.progress.step == "produce"
    wrap = at(fresh(), "booker", booker=1)
    wrap.locations[0].destroyed = True
    assert do(session(wrap), PlaceBooker()).state.booker == 15


def test_booker_rescue():
    """columbia-rules-summary.txt l.104: Elizabeth away from Booker -> he goes to her location and attacks."""
    s = at(fresh(), "booker", booker=2)
    s.elizabeth = Elizabeth(where="left", location=9, holder="founders")
    g = do(session(s), PlaceBooker())
    assert g.state.booker == 9 and g.state.progress.step == "booker_battle"
    empty = at(fresh(), "booker", booker=2)
    empty.elizabeth = Elizabeth(where="left", location=3)
    g2 = do(session(empty), PlaceBooker())
    assert g2.state.booker == 3 and g2.state.elizabeth.where == "with_booker" and g2.state.progress.step == "produce"


def test_booker_aggressive():
    """columbia-rules-summary.txt l.110: the aggressive symbol starts a battle with units sharing his location."""
    g = do(session(at(fresh(), "booker", booker=11, aggressive=True)), PlaceBooker())
    assert g.state.progress.step == "booker_battle"
    calm = do(session(at(fresh(), "booker", booker=11, aggressive=False)), PlaceBooker())
    assert calm.state.progress.step == "produce"
    empty = do(session(at(fresh(), "booker", booker=2, aggressive=True)), PlaceBooker())
    assert empty.state.progress.step == "produce"


def test_first_player_roll_off_each_seat_can_win():
    """columbia-rules-summary.txt l.90: the tied player rolling highest takes the token, whichever seat
    (the first seat included, while another player holds the token)."""
    for players in (2, 4):
        for winner in range(players):
            s = at(fresh(players=players), "vote")
            s.first_player = (winner + 1) % players  # someone else holds the token
            everyone = [Vote(player=p, cards=cards(2), direction="+") for p in range(players)]
            order = (
                s.turn_track[s.turn_track.index(s.first_player) :] + s.turn_track[: s.turn_track.index(s.first_player)]
            )
            rolls = [3 if p == winner else 1 for p in order]
            g = do(session(s), ResolveVote(votes=everyone, tie_rolls=[rolls], booker_roll=1))
            assert g.state.first_player == winner, (players, winner)
            assert g.state.vote.first_player == winner
