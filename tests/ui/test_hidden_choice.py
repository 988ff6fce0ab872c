"""Infiltration's facedown card selection when phones say who they play (no browser).

rules/infiltration: RS §1 Selection Phase — each operative's card is selected face down and the
cards are revealed together. On its owner's phone an operative's card is chosen; every other phone
shows only whether it is chosen. A phone that plays no seat keeps the pass-the-phone flow.
"""

from __future__ import annotations

from companion.games.infiltration.view import CARD_NAMES
from companion.ui.infiltration import build_table
from companion.ui.infiltration.panels import selection_panel
from tests.infiltration.helpers import game
from tests.ui.fake_session import texts
from tests.ui.fake_table import buttons, table


def cards_named_with(control, names: tuple[str, ...]) -> list[str]:
    """Texts and buttons below ``control`` that name one of ``names`` together with a card."""
    lines = [*texts(control), *buttons(control)]
    return [t for t in lines if any(n in t for n in names) and any(c in t for c in CARD_NAMES.values())]


def test_each_phone_chooses_only_its_own_operatives_and_sees_the_others_only_as_chosen(tmp_path):
    session = game(2)  # Player 1: Mr. White, Monica Singh; Player 2: Hugo Cash, John 'Animal' McEvoy
    ann, bob = table(session, tmp_path, mine=frozenset({0})), table(session, tmp_path, mine=frozenset({1}))
    panel = texts(selection_panel(ann))
    assert [t for t in panel if t.startswith("Selection:")] == [
        "Selection: Mr. White (Player 1)",
        "Selection: Monica Singh (Player 1)",
    ]
    assert "Hugo Cash (Player 2): choosing…" in panel
    buttons(selection_panel(ann))["Retreat"].on_click(None)  # the last section's: Monica Singh's
    buttons(selection_panel(ann))["Download"].on_click(None)  # then Mr. White's, the only one left
    assert [op.selected for op in session.state.operatives[:2]] == ["download", "retreat"]
    panel = selection_panel(bob)
    assert "Mr. White (Player 1): chosen" in texts(panel) and "Monica Singh (Player 1): chosen" in texts(panel)
    assert cards_named_with(build_table(bob), ("Mr. White", "Monica Singh")) == []
    assert not any(t.startswith("Selection:") for t in texts(selection_panel(ann)))  # nothing left to pick
    buttons(selection_panel(bob))["Advance"].on_click(None)
    buttons(selection_panel(bob))["Advance"].on_click(None)
    assert "Mr. White: resolve Download" in buttons(build_table(bob))  # revealed on every phone


def test_a_phone_playing_no_seat_passes_round_one_operative_at_a_time(tmp_path):
    panel = texts(selection_panel(table(game(2), tmp_path)))
    assert [t for t in panel if t.startswith("Selection:")] == ["Selection: Mr. White (Player 1)"]
    assert not any(t.endswith(("chosen", "choosing…")) for t in panel)
