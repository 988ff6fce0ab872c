"""The card panels build from a table state and run their commands (no browser)."""

import flet as ft

from companion.content import ContentLibrary
from companion.engine import GameSession
from companion.games.columbia.content import VpCheck
from companion.games.columbia.state import CardUpgrades, VpCard
from companion.ui.columbia.actions import earned_upgrade_row, vp_cards_panel
from companion.ui.columbia.cards import card_steps_panel, decks_panel

from .helpers import at, fresh


class FakeContext:
    """Just what the panels use: the session's state and execute."""

    def __init__(self, state):
        self.session = GameSession(state)
        self.library = ContentLibrary()

    @property
    def state(self):
        return self.session.state

    page = None  # no screen to scroll
    mine: frozenset[int] = frozenset()  # a shared phone

    def execute(self, command):
        return not self.session.execute(command)

    def validate(self, command):
        return self.session.validate(command, frozenset())


def texts(control):
    found, stack = [], [control]
    while stack:
        node = stack.pop()
        if isinstance(node, ft.Text):
            found.append(node.value)
        for attr in ("content", "controls"):
            child = getattr(node, attr, None)
            stack += child if isinstance(child, list) else [child] if child is not None else []
    return " | ".join(str(t) for t in found)


def buttons(control, kind=ft.Button):
    found, stack = [], [control]
    while stack:
        node = stack.pop()
        if isinstance(node, kind):
            found.append(node)
        for attr in ("content", "controls"):
            child = getattr(node, attr, None)
            stack += child if isinstance(child, list) else [child] if child is not None else []
    return found


def test_vp_panel_names_the_condition_and_disables_an_unmet_claim():
    s = at(fresh(), "move")
    s.vp_cards = [VpCard(name="Established", vp=2, check=VpCheck(kind="locations", count=3, stronghold=True))]
    panel = vp_cards_panel(FakeContext(s))
    assert "control 3 locations with a stronghold" in texts(panel)
    assert all(b.disabled for b in buttons(panel))


def test_decks_and_steps_panels_show_counts():
    s = at(fresh(), "build")
    s.card_steps = ["Bucking Bronco (P1): discard a random enemy card."]
    assert "P1: 5 in hand · 25 in the deck · 0 discarded" in texts(decks_panel(FakeContext(s)))
    ctx = FakeContext(s)
    buttons(card_steps_panel(ctx))[0].on_click(None)
    assert ctx.state.card_steps == []


def test_an_earned_upgrade_says_why_each_greyed_choice_is_refused_before_a_tap():
    """columbia-rules-summary.txt §Upgrading action cards l.212: an upgrade is placed when earned; an
    ability already unlocked takes no second key, so Unlock is greyed, with the reason under the choices."""
    s = at(fresh(), "combat")
    s.factions["founders"].pending_upgrades = 1
    s.factions["founders"].sheet["Handyman"] = CardUpgrades(key=True)
    ctx = FakeContext(s)
    row = earned_upgrade_row(ctx, "founders")
    by_name = {b.content: b for b in buttons(row, ft.OutlinedButton)}
    assert by_name["Handyman: Unlock"].disabled and not by_name["Handyman: +1 Combat"].disabled
    assert "Greyed, Handyman: That card's ability is already unlocked." in texts(row)
    by_name["Handyman: +1 Combat"].on_click(None)
    assert ctx.state.factions["founders"].sheet["Handyman"].combat == 1
