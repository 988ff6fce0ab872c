"""Seats guarded as in Infiltration: with phones saying who they play, a player's private fields and own-turn
actions exist only on that player's phone; a shared phone that plays no seat passes round the table.

syndicate-draft-rulebook.txt l.351-391 (each player takes their own turn), l.465 (the sleeper goes face down on
its owner's mat), l.401-408 (each player may buy a pardon), l.576-578 (the owner short of tax chooses the bases
that flip), l.584 (trades between the players whose turn it is not), l.416-418 (each owner's collection choices).
"""

from __future__ import annotations

from companion.games.syndicate import commands as c
from companion.games.syndicate.state import Resources
from companion.ui.syndicate.choices import unpaid_bases_panel
from tests.commands import ok
from tests.ui.fake_table import buttons

from .helpers import edit, game, own
from .phones import phone, screen, words
from .test_choices import TAX
from .test_rules import to_sovereign

SLEEPER_FIELD = "Bo: the card going face down (only you see it)"


def _bos_turn():
    """Ann, Bo and Cy; Ann has ended her turn: it is Bo's."""
    session = edit(game(), lambda s: s.player_names.__setitem__(slice(None), ["Ann", "Bo", "Cy"]))
    ok(session, c.EndTurn(player=0))
    return session


def test_bos_turn_and_sleeper_field_are_absent_on_cys_phone(tmp_path):
    """l.351-391, l.465: Cy's phone neither ends Bo's turn nor shows Bo's face-down card field."""
    session = _bos_turn()
    cy = screen(phone(session, tmp_path, 2))
    assert "End Bo's turn" not in buttons(cy) and "Buy a base" not in buttons(cy)
    assert SLEEPER_FIELD not in words(cy) and "Place it face down" not in buttons(cy)
    assert "Bo takes their turn on their own phone." in words(cy)


def test_bos_phone_and_the_shared_phone_take_bos_turn(tmp_path):
    """l.351-391: Bo's turn is taken on Bo's phone, or on the phone passed round when no phone says who it is."""
    session = _bos_turn()
    for seats in ((1,), ()):
        view = screen(phone(session, tmp_path, *seats))
        assert SLEEPER_FIELD in words(view) and "Place it face down" in buttons(view)
        assert not buttons(view)["End Bo's turn"].disabled
    buttons(screen(phone(session, tmp_path, 1)))["End Bo's turn"].on_click(None)
    assert session.state.active == 2


def test_a_pardon_is_bought_on_the_players_own_phone(tmp_path):
    """l.401-408: each player decides on their own pardon; any phone resolves the card."""
    session = _bos_turn()
    ok(session, c.EndTurn(player=1), c.EndTurn(player=2), c.DrawSovereignCard(card={"name": "Quiet"}))
    bo, shared = screen(phone(session, tmp_path, 1)), screen(phone(session, tmp_path))

    def pardons(view) -> list[str]:
        return sorted(label.split(" (")[0] for label in buttons(view) if label.startswith("Pardon"))

    assert pardons(bo) == ["Pardon Bo"] and "Ann decides on a pardon on their own phone." in words(bo)
    assert pardons(shared) == ["Pardon Ann", "Pardon Bo", "Pardon Cy"]
    assert "Resolve the Sovereign card" in buttons(bo) and "Resolve the Sovereign card" in buttons(shared)


def _ann_short_of_tax():
    """Ann owns Goshen and Koss with 7 credits under a 5-per-base Tax: one base must flip (suggested: Goshen)."""

    def setup(s):
        s.player_names[:] = ["Ann", "Bo", "Cy"]
        own(s, "Goshen", 0)
        own(s, "Koss", 0)
        s.players[0].res.credits = 7

    session = edit(game(), setup)
    to_sovereign(session, TAX)
    return session


def test_the_bases_left_unpaid_under_a_tax_are_chosen_on_their_owners_phone(tmp_path):
    """l.576-578: Ann chooses which of her bases flip: Bo's phone may resolve the card with the app's suggestion,
    not choose another base for her; her phone and the shared phone may."""
    session = _ann_short_of_tax()
    [refusal] = session.validate(c.ResolveSovereignCard(flips={0: ["koss"]}), frozenset({1}))
    assert refusal.message == "That is Ann's choice: only Ann's phone can make it."
    for seats in ((0,), ()):
        assert session.validate(c.ResolveSovereignCard(flips={0: ["koss"]}), frozenset(seats)) == []
    bo = unpaid_bases_panel(phone(session, tmp_path, 1))
    assert "Koss (MIDDLE)" not in words(bo)  # no tick box of Ann's on Bo's phone
    assert "Ann chooses which bases go unpaid on their own phone. Suggested: Goshen." in words(bo)
    buttons(bo)["Resolve the card with these bases unpaid"].on_click(None)
    assert session.state.territory("Goshen").flipped and not session.state.territory("Koss").flipped


def test_a_trade_is_proposed_on_the_proposers_phone():
    """l.584: Bo and Cy may trade in Ann's turn; Ann's phone cannot propose it for them, Bo's can."""
    session = edit(game(advanced_rules=True), lambda s: s.player_names.__setitem__(slice(None), ["Ann", "Bo", "Cy"]))
    trade = c.Trade(player=1, partner=2, give=Resources(credits=1), receive=Resources())
    assert [v.message for v in session.validate(trade, frozenset({0}))] == [
        "That is Bo's choice: only Bo's phone can make it."
    ]
    assert session.validate(trade, frozenset({1})) == []


def test_an_owners_collection_choice_is_not_overridden_from_another_phone():
    """l.416-418: Ann's phone runs resource collection with her own choices, never with one for Bo."""
    session = _bos_turn()
    ok(session, c.EndTurn(player=1), c.EndTurn(player=2), c.DrawSovereignCard(card={"name": "Quiet"}))
    ok(session, c.ResolveSovereignCard())
    run = c.CollectResources(decay={1: "none"})
    assert [v.rule for v in session.validate(run, frozenset({0}))] == ["engine.not_your_seat"]
    assert session.validate(c.CollectResources(), frozenset({0})) == session.validate(c.CollectResources())
