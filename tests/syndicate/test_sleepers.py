"""Sleepers as typed effects: a card typed once in box setup, played from its owner's phone within its timing.

syndicate-draft-rulebook.txt l.144 (played at any later point within the bounds on the card), l.467 (revealed,
resolved, discarded).
"""

from __future__ import annotations

import flet as ft

from companion.games.syndicate import commands as c
from tests.commands import ok
from tests.ui.fake_session import texts, walk
from tests.ui.fake_table import buttons

from .helpers import edit, game, res
from .phones import phone, screen

SQUEEZE = {
    "id": "squeeze",
    "name": "Squeeze",
    "timing": "others_turn",
    "gain": {"credits": 3},
    "target_loses": {"crew": 2},
    "by_hand": "The target discards a bonus chip.",
    "source": "typed from the card in box setup (test)",
}


def test_a_typed_sleeper_is_played_from_its_owners_phone_within_its_timing(tmp_path):
    """l.144, l.467: the owner's card is picked up from the library, refused out of its timing, then applied."""
    session = edit(game(), lambda s: s.player_names.__setitem__(slice(None), ["Ann", "Bo", "Cy"]))
    ok(session, c.ActivateSleeper(player=0, card="Squeeze"), c.EndTurn(player=0))
    ann = phone(session, tmp_path, 0)
    ann.library.add("syndicate", "sleepers", SQUEEZE)
    ok(session, c.EndTurn(player=1), c.EndTurn(player=2))  # now the Sovereign card phase
    buttons(screen(ann))["Ann plays their sleeper"].on_click(None)
    dialog = ann.dialog
    fields = {f.label: f for f in walk(dialog) if isinstance(f, (ft.TextField, ft.Dropdown))}
    assert fields["Sleeper card name"].value == "Squeeze" and fields["Played"].value == "others_turn"
    fields["Target player (if it makes someone pay)"].value = "1"
    buttons(dialog)["Play"].on_click(None)
    assert "Squeeze is played on another player's turn." in " ".join(texts(dialog))
    assert session.state.players[0].sleeper_active and ann.dialog is dialog  # refused: nothing changed


def test_a_typed_sleeper_pays_its_owner_and_makes_the_target_pay(tmp_path):
    """l.144, l.467: on another player's turn the card is applied: its owner takes, the target pays."""
    session = edit(game(), lambda s: s.player_names.__setitem__(slice(None), ["Ann", "Bo", "Cy"]))
    ok(session, c.ActivateSleeper(player=0, card="Squeeze"), c.EndTurn(player=0))
    ann = phone(session, tmp_path, 0)
    ann.library.add("syndicate", "sleepers", SQUEEZE)
    before = res(session.state, 0), res(session.state, 1)
    buttons(screen(ann))["Ann plays their sleeper"].on_click(None)
    dialog = ann.dialog
    target = next(d for d in walk(dialog) if isinstance(d, ft.Dropdown) and d.label.startswith("Target player"))
    target.value = "1"
    buttons(dialog)["Play"].on_click(None)
    assert ann.dialogs == [] and not session.state.players[0].sleeper_active
    assert res(session.state, 0)[0] == before[0][0] + 3 and res(session.state, 1)[2] == before[1][2] - 2
    assert "Resolve by hand: The target discards a bonus chip." in session.log()[-1].notes
