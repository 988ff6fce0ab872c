"""Seats guarded as in Infiltration: with phones saying who they play, a player's private fields and own-turn
actions exist only on that player's phone; a shared phone that plays no seat passes round the table.

syndicate-draft-rulebook.txt l.351-391 (each player takes their own turn), l.465 (the sleeper goes face down on
its owner's mat), l.401-408 (each player may buy a pardon).
"""

from __future__ import annotations

from companion.games.syndicate import commands as c
from tests.commands import ok
from tests.ui.fake_table import buttons

from .helpers import edit, game
from .phones import phone, screen, words

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
