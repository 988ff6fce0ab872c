"""One test per rule: piece pools and destruction markers (counts: shared/game-data/columbia-facts.md
§3.2; the per-kind splits below are TEST FIXTURE values, no source gives them)."""

from companion.games.columbia.commands import Build, DestroyLocation, Recruit
from companion.games.columbia.content import EventEffect, Pool
from companion.games.columbia.effects import resolve_event
from companion.games.columbia.state import Structure

from .helpers import at, do, event, fresh, occupy, refused, session


def building(players=2):
    s = at(fresh(players=players), "build")
    s.first_player = 0
    for p in s.players:
        p.eagles = 99
    return s


def test_piece_pool():
    """columbia-rules-summary.txt §Setup l.64 and §Total l.188: units come from your colour's pool (12 light blue)."""
    s = building(players=4)  # P1 light blue: 5 units on #11
    assert s.pools["lightblue"].units == 12
    for _ in range(7):
        occupy(s, 11, 0)
    assert refused(session(s), Recruit(location=11, kind="common")) == {"col.piece_pool"}
    assert session(s).validate(Recruit(location=11, kind="common"))[0].message == (
        "All 12 of P1's units are on the board: none is left in the pool."
    )
    s.locations[10].units.pop()  # a destroyed unit returns to its owner's pool
    do(session(s), Recruit(location=11, kind="common"))


def test_piece_pool_two_players_takes_the_other_colours_commons():
    """columbia-rules-summary.txt §Setup l.50: the Founders take the dark blue units and the light blue commons."""
    s = building()  # P1 has 10 units on the board; dark blue alone has 13
    for _ in range(3):
        occupy(s, 9, 0)
    assert refused(session(s), Recruit(location=9, kind="common")) == set()  # light blue commons not counted yet
    s.pools["lightblue"] = Pool(units=12, kinds={"common": 0})
    assert refused(session(s), Recruit(location=9, kind="common")) == {"col.piece_pool"}
    s.pools["lightblue"] = Pool(units=12, kinds={"common": 1})
    do(session(s), Recruit(location=9, kind="common"))


def test_piece_pool_two_players_with_the_shipped_totals():
    """columbia-rules-summary.txt §Setup l.50-52 and l.62-68, facts §3.2 (13 dark blue, 12 light blue units): in a
    2-player game the Founders' units are dark blue's 13 and light blue's commons, at most 10 (its Saltonstall
    and Handyman are not commons); leaders and specials come from dark blue alone (at least 3 of its 13 are
    commons)."""
    s = building()  # P1: Comstock, Songbird, Handyman and 7 commons
    for _ in range(13):
        occupy(s, 9, 0)
    assert session(s).validate(Recruit(location=9, kind="common"))[0].message == (
        "All 23 of P1's units are on the board: none is left in the pool."
    )
    s = building()
    for _ in range(7):
        occupy(s, 9, 0, kind="special")
    assert session(s).validate(Recruit(location=9, kind="special"))[0].message == (
        "All 10 of P1's leaders and special units are on the board: none is left in the pool."
    )
    four = building(players=4)  # P1 light blue: 12 units, no other colour's
    assert refused(session(four), Recruit(location=11, kind="common")) == set()


def test_piece_pool_per_kind():
    """columbia-rules-summary.txt §Setup l.50: a kind's count from box setup limits that kind."""
    g = session(building())
    g.state.pools["blue"] = Pool(units=13, structures=9, kinds={"special": 2, "turret": 1})
    do(g, Recruit(location=9, kind="special"))  # the Handyman and one more
    assert g.validate(Recruit(location=9, kind="special"))[0].message == (
        "All 2 of P1's special units are on the board: none is left in the pool."
    )
    occupy(g.state, 10, 0)
    assert refused(g, Build(location=10, kind="turret")) == {"col.piece_pool"}
    do(g, Build(location=10, kind="alarm"))


def test_piece_pool_structures():
    """columbia-rules-summary.txt §Setup l.50: 9 structure markers per colour (facts §3.2)."""
    s = building()  # P1 has 2 structures
    for n in (1, 2, 3, 4, 6, 7, 8):
        occupy(s, n, 0)
        s.locations[n - 1].structure = Structure(owner=0, kind="alarm")
    occupy(s, 10, 0)
    assert session(s).validate(Build(location=10, kind="alarm"))[0].message == (
        "All 9 of P1's structures are on the board: none is left in the pool."
    )


def test_destruction_markers():
    """columbia-rules-summary.txt §Destroyed locations l.243: a destruction marker per destroyed location (5)."""
    s = at(fresh(), "build")
    g = session(s)
    for n in (1, 2, 3, 4, 6):
        do(g, DestroyLocation(location=n))
    assert refused(g, DestroyLocation(location=3)) == {"col.destruction_markers"}
    assert g.validate(DestroyLocation(location=7))[0].message == (
        "All 5 destruction markers are on the board: no other location can be destroyed."
    )
    card = event().model_copy(update={"effects": [EventEffect(kind="destroy_location", location=7)]})
    assert resolve_event(g.state, card) == [
        "All 5 destruction markers are on the board: no other location can be destroyed."
    ]
    assert not g.state.locations[6].destroyed


def test_a_location_is_destroyed_once():
    """columbia-rules-summary.txt §Destroyed locations l.243: destroying a destroyed location does nothing."""
    g = do(session(at(fresh(), "build")), DestroyLocation(location=3))
    assert g.validate(DestroyLocation(location=3))[0].message == (
        "3 Town Center is already destroyed: a location is destroyed only once."
    )
