"""Box-setup content is copied into a new game: territories with a zone, trade routes, the Sovereign
deck (library mode) and the syndicate deal (L277, L280)."""

from __future__ import annotations

import pytest

from companion import games
from companion.content import ContentLibrary
from companion.games.syndicate import commands as c
from tests.commands import ok

from .helpers import res, rich


def library(tmp_path, sovereign_cards: int, syndicates: int, middle: int = 9) -> ContentLibrary:
    """Koss and Kepler on a board completed with plain territories (``middle`` MIDDLE ones in all)."""
    lib = ContentLibrary(user_dir=tmp_path / "content")
    lib.add("syndicate", "territories", {"id": "koss", "name": "Koss", "zone": "MIDDLE"})
    lib.add("syndicate", "territories", {"id": "kepler", "name": "Kepler", "zone": "EXO"})
    for zone, count in (("EXO", 5), ("MIDDLE", middle - 1), ("INNER", 3)):
        for n in range(count):
            lib.add("syndicate", "territories", {"id": f"{zone}-{n}".lower(), "name": f"{zone} {n}", "zone": zone})
    lib.add(
        "syndicate", "trade_routes", {"id": "r", "name": "Rim run", "territories": ["Kepler"], "bonus": {"credits": 4}}
    )
    for i in range(sovereign_cards):
        lib.add("syndicate", "sovereign_cards", {"id": f"s{i}", "name": f"Card {i}"})
    for i in range(syndicates):
        lib.add(
            "syndicate",
            "syndicates",
            {
                "id": f"y{i}",
                "name": f"Syndicate {i}",
                "tech_level": 2,
                "assault_level": 1,
                "start": {"credits": 10},
                "income": {"crew": 1},
            },
        )
    return lib


def test_library_content_is_copied_in(tmp_path):
    session = games.new_session("syndicate", 2, 9, {}, library(tmp_path, 7, 4))
    state = session.state
    # shipped Goshen/Honos/... have no zone yet and stay out; the player's 18 territories come in
    assert [t.name for t in state.territories][:2] == ["Koss", "Kepler"] and len(state.territories) == 18
    assert state.deck_mode == "library" and len(state.sovereign_deck) == 8
    assert [c.name for c in state.sovereign_deck].index("BEGINNING OF THE END") in (4, 5, 6)
    assert [len(p.offers) for p in state.players] == [2, 2]
    offered = {o.name for p in state.players for o in p.offers}
    assert len(offered) == 4


def test_too_few_cards_means_physical_deck_and_free_choice(tmp_path):
    state = games.new_session("syndicate", 3, 9, {}, library(tmp_path, 6, 5)).state
    assert state.deck_mode == "physical" and state.sovereign_deck == []
    assert all(p.offers == [] for p in state.players)


def test_trade_route_bonus_in_collection(tmp_path):
    """L206, L416: owning every base of a trade route pays its bonus in resource collection."""
    session = games.new_session("syndicate", 2, 9, {}, library(tmp_path, 0, 0))
    ok(
        session,
        c.ChooseSyndicate(player=0, syndicate=rich("A")),
        c.ChooseSyndicate(player=1, syndicate=rich("B")),
        c.RollFirstPlayer(entered=[9, 2]),
        c.BuyBase(player=0, territory="Kepler"),
        c.EndTurn(player=0),
        c.EndTurn(player=1),
        c.DrawSovereignCard(card={"name": "Quiet"}),
        c.ResolveSovereignCard(),
        c.CollectResources(),
    )
    # 30 - 8 + 2 racketeering + 3 EXO + 4 route
    assert res(session.state, 0)[0] == 31


def test_bonus_content_comes_in_and_dangling_references_stay_out(tmp_path):
    """Chips, tech cards and awards are copied in; a beam or route naming a territory not in the game is not."""
    lib = library(tmp_path, 0, 0, middle=8)
    lib.add(
        "syndicate",
        "territories",
        {"id": "ceto", "name": "Ceto", "zone": "MIDDLE", "special": "military", "beams": ["Koss", "Ukemochi City"]},
    )
    lib.add(
        "syndicate",
        "trade_routes",
        {"id": "far", "name": "Far run", "territories": ["Kepler", "Goshen"], "bonus": {"credits": 2}},
    )
    lib.add(
        "syndicate",
        "bonus_chips",
        {"id": "lucky", "name": "Lucky", "zone": "EXO", "roll": {"applies_to": ["mission"], "amount": 1}},
    )
    lib.add("syndicate", "advanced_tech", {"id": "radar", "name": "Radar", "min_tech": 6})
    lib.add("syndicate", "awards", {"id": "landlord", "name": "Landlord", "kind": "bases", "threshold": 3, "vp": 5})
    state = games.new_session("syndicate", 2, 9, {}, lib).state
    assert state.territory("Ceto").beams == ["koss"]
    assert [r.name for r in state.trade_routes] == ["Rim run"]
    assert [c.name for c in state.chip_catalogue] == ["Lucky"] and [t.name for t in state.tech_catalogue] == ["Radar"]
    assert str(state.awards[0].feat()) == "own at least 3 bases" and state.awards[0].claimed_by is None
    assert games.get("syndicate").invariants(state) == []


def test_a_board_begun_but_not_finished_in_box_setup_is_refused_at_game_start(tmp_path):
    """l.41, l.273: the board has 6 EXO, 9 MIDDLE and 3 INNER territories; a game needs them all."""
    lib = ContentLibrary(user_dir=tmp_path / "content")
    lib.add("syndicate", "territories", {"id": "koss", "name": "Koss", "zone": "MIDDLE"})
    lib.add("syndicate", "territories", {"id": "kepler", "name": "Kepler", "zone": "EXO"})
    with pytest.raises(ValueError, match="not complete") as refused:
        games.new_session("syndicate", 2, 9, {}, lib)
    assert "5 EXO, 8 MIDDLE and 3 INNER territories are missing" in str(refused.value)
    assert "zone still to type: Goshen, Honos" in str(refused.value)
    empty = ContentLibrary(user_dir=tmp_path / "empty")  # no board begun: the table adds territories as they come
    assert games.new_session("syndicate", 2, 9, {}, empty).state.territories == []
