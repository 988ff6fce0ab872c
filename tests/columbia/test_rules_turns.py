"""One test per rule: the player turns (produce, recruit/build, upgrades, moves, Sky-Line)."""

from companion.engine import CompleteStep
from companion.games.columbia.combat import PlayedCard
from companion.games.columbia.commands import Build, BuyUpgrade, EndTurn, Move, Produce, Recruit, SkyRide

from .helpers import at, do, fresh, occupy, refused, session, units_at


def rich(state, eagles=20):
    for p in state.players:
        p.eagles = eagles
    return state


def test_turn_order():
    """columbia-rules-summary.txt l.112-134: turns go in turn order from the first player."""
    s = at(fresh(), "combat")
    s.first_player = 1
    g = do(session(s), EndTurn())
    assert g.state.progress.step == "produce" and g.state.turn == 1
    do(g, Produce(), CompleteStep(step="build"), CompleteStep(step="move"), EndTurn())
    assert g.state.progress.step == "draw"


def test_produce():
    """columbia-rules-summary.txt l.118: discarded cards pay their Silver Eagle values plus upgrades."""
    s = at(fresh(), "produce")
    s.factions["founders"].sheet["Handyman"].eagles = 2
    g = do(session(s), Produce(cards=[PlayedCard(card="Handyman", value=1), PlayedCard(value=3)]))
    assert g.state.players[0].eagles == 6 and g.state.players[0].hand == 3 and g.state.progress.step == "build"


def test_costs():
    """Rulebook p.24 (columbia-rulebook-extract.txt l.24) and leader cards: prices and discounts."""
    s = rich(at(fresh(), "build"), 10)
    occupy(s, 10, 0)
    g = do(session(s), Build(location=10, kind="stronghold"))  # Jeremiah Fink: structures cost 2 less
    assert g.state.players[0].eagles == 6
    g.state.locations[8].units.pop(0)  # Comstock back in the pool
    do(g, Recruit(location=9, kind="leader", name="Comstock"))
    assert g.state.players[0].eagles == 0
    vox = rich(at(fresh(), "build", turn=1), 10)
    g2 = do(session(vox), Recruit(location=14, kind="special"))  # Daisy Fitzroy: units cost 1 less
    assert g2.state.players[1].eagles == 7


def test_eagles_never_negative():
    """columbia-rules-summary.txt l.122-126: you pay in Silver Eagles and cannot go below 0."""
    g = session(rich(at(fresh(), "build"), 2))
    assert refused(g, Recruit(location=9, kind="common")) == {"col.eagles_never_negative"}


def test_place_on_controlled():
    """columbia-rules-summary.txt l.122, l.243: only on undestroyed locations you control."""
    s = rich(at(fresh(), "build"))
    g = session(s)
    assert refused(g, Recruit(location=14, kind="common")) == {"col.place_on_controlled"}
    assert refused(g, Recruit(location=2, kind="common")) == {"col.place_on_controlled"}
    s.locations[8].destroyed = True
    assert refused(session(s), Recruit(location=9, kind="common")) == {"col.place_on_controlled"}


def test_one_structure():
    """columbia-rules-summary.txt l.124: never a second structure on a location."""
    g = session(rich(at(fresh(), "build")))
    assert refused(g, Build(location=9, kind="alarm")) == {"col.one_structure"}


def test_upgrade_purchase_step():
    """columbia-rulebook-extract.txt l.15: upgrades are bought for $3 only during Recruit/Build."""
    g = session(rich(at(fresh(), "move")))
    assert refused(g, BuyUpgrade(card="Handyman", what="key")) == {"col.upgrade_purchase_step"}
    ok = do(session(rich(at(fresh(), "build"))), BuyUpgrade(card="Handyman", what="key"))
    assert ok.state.players[0].eagles == 17 and ok.state.factions["founders"].sheet["Handyman"].key


def test_unit_pool():
    """columbia-rules-summary.txt l.50-52 (reading A25): Saltonstall/Herzog are not in a 2p pool; a named leader
    is unique."""
    g = session(rich(at(fresh(), "build")))
    assert refused(g, Recruit(location=9, kind="leader", name="Saltonstall")) == {"col.unit_pool"}
    assert refused(g, Recruit(location=9, kind="leader", name="Comstock")) == {"col.unit_pool"}
    # rulebook p.24: the leader units are the named figures, so an unnamed or another faction's one is refused
    assert g.validate(Recruit(location=9, kind="leader"))[0].message == (
        "Name the leader unit P1 recruits: Comstock or Songbird."
    )
    assert g.validate(Recruit(location=9, kind="leader", name="Daisy"))[0].message == (
        "Daisy is not one of P1's leader units (Comstock or Songbird)."
    )
    g.state.locations[8].units.pop(0)  # Comstock destroyed: back in the pool
    assert refused(g, Recruit(location=9, kind="leader", name="Comstock")) == set()
    loose = session(rich(at(fresh(two_player_leaders="available"), "build")))
    assert refused(loose, Recruit(location=9, kind="leader", name="Saltonstall")) == set()


def test_move_limit():
    """columbia-rules-summary.txt l.130, l.152: up to 4 units, each one move."""
    g = session(at(fresh(), "move"))
    do(g, *[Move(unit=u, to=10) for u in (1, 3, 4, 5)])
    assert refused(g, Move(unit=7, to=10)) == {"col.move_limit"}
    assert refused(g, Move(unit=3, to=4)) == {"col.move_limit"}


def test_move_adjacent():
    """columbia-rules-summary.txt l.130: a normal move needs a shared blue border (once the board is entered)."""
    g = session(at(fresh(board=True), "move"))
    assert refused(g, Move(unit=3, to=1)) == {"col.move_adjacent"}
    do(g, Move(unit=3, to=10))
    unknown = do(session(at(fresh(), "move")), Move(unit=3, to=1))  # adjacency unknown: trusted
    assert units_at(unknown.state, 1)


def test_no_destroyed_entry():
    """columbia-rules-summary.txt l.243: destroyed locations cannot be moved onto."""
    s = at(fresh(), "move")
    s.locations[9].destroyed = True
    assert refused(session(s), Move(unit=3, to=10)) == {"col.no_destroyed_entry"}


def test_skyline_dice():
    """columbia-rules-summary.txt l.148-150 (readings A2, A17): safe on a symbol, else discard the total or lose
    the unit."""
    g = session(at(fresh(), "move"))
    assert refused(g, SkyRide(unit=3, to=4, spaces=1)) == {"col.skyline_dice"}  # faces unknown: enter them
    do(g, SkyRide(unit=3, to=4, spaces=2, rolls=[["safe", 2, 0], [1, 1, 0]]))
    assert g.state.players[0].hand == 3 and units_at(g.state, 4)
    do(g, SkyRide(unit=4, to=4, spaces=1, rolls=[[3, 1, 2]]))  # 6 cards needed, 3 held: unit lost
    assert [u.id for u in units_at(g.state, 4)] == [3] and g.state.players[0].hand == 3


def test_skyline_leaders():
    """columbia-rules-summary.txt l.156: Songbird/Airship ride up to 2 spaces without dice."""
    g = session(at(fresh(), "move"))
    assert refused(g, SkyRide(unit=2, to=1, spaces=3)) == {"col.skyline_leaders"}
    do(g, SkyRide(unit=2, to=1, spaces=2))
    assert [u.name for u in units_at(g.state, 1)] == ["Songbird"]


def test_step_order():
    """columbia-rules-summary.txt l.114: Produce, Recruit/Build, Move, Combat in order."""
    g = session(rich(at(fresh(), "move")))
    assert refused(g, Recruit(location=9, kind="common")) == {"col.step_order"}
    assert refused(g, Produce()) == {"col.step_order"}


def test_combat_required():
    """columbia-rules-summary.txt l.134: where your units meet enemies or a token, combat happens before the
    turn ends."""
    s = at(fresh(), "move")
    g = do(session(s), Move(unit=3, to=10), CompleteStep(step="move"))
    assert refused(g, EndTurn()) == {"col.combat_required"}


def test_active_player():
    """columbia-rules-summary.txt l.114: only the player whose turn it is moves his units."""
    g = session(at(fresh(), "move"))
    assert refused(g, Move(unit=13, to=15)) == {"col.active_player"}


def test_hand_size():
    """columbia-rules-summary.txt l.118, l.140: no more cards than you hold."""
    g = session(at(fresh(), "produce"))
    assert refused(g, Produce(cards=[PlayedCard(value=1)] * 6)) == {"col.hand_size"}


def test_location_exists():
    """columbia-rulebook-extract.txt l.13-15: the board has locations #1-#15."""
    g = session(rich(at(fresh(), "build")))
    assert refused(g, Recruit(location=16, kind="common")) == {"col.location_exists"}


def test_skyline_network():
    """columbia-rules-summary.txt §Sky-Line movement l.148-152: a ride follows a Sky-Line entered in box setup."""
    from companion.games.columbia.commands import SkyRide
    from companion.games.columbia.content import SkyLine

    s = at(fresh(dice=True), "move")
    s.skylines = [SkyLine(stops=[9, 4, 1], spaces=[2, 1])]  # test fixture rail: #9 -2- #4 -1- #1
    unit = s.locations[8].units[2].id  # a Founders common on #9
    s.locations[3].destroyed = True  # riding over a destroyed stop (#4) is allowed
    g = session(s)
    assert refused(g, SkyRide(unit=unit, to=10, spaces=1, rolls=[["safe"] * 3])) == {"col.skyline_network"}
    assert refused(g, SkyRide(unit=unit, to=1, spaces=2, rolls=[["safe"] * 3] * 2)) == {"col.skyline_network"}
    do(g, SkyRide(unit=unit, to=1, spaces=3, rolls=[["safe"] * 3] * 3))
    assert unit in [u.id for u in g.state.locations[0].units]
