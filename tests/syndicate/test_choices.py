"""The decision panels: unpaid bases, the sleeper slot, awards and Advanced Tech cards (no browser)."""

from __future__ import annotations

import flet as ft

from companion.games.syndicate import commands as c
from companion.games.syndicate.state import AdvancedTech, Award, Effect, SovereignCardSpec, Tier
from companion.ui.syndicate.choices import advanced_tech_panel, awards_panel, sleeper_panel, unpaid_bases_panel
from tests.commands import ok
from tests.ui.fake_session import texts, walk
from tests.ui.fake_table import buttons, table

from .helpers import edit, game, own
from .test_rules import to_sovereign

TAX = SovereignCardSpec(name="Tax", effects=[Effect(kind="tax_per_base", tiers=[Tier(min_alert=1, amount=5)])])


def boxes(root) -> dict[str, ft.Checkbox]:
    return {b.label: b for b in walk(root) if isinstance(b, ft.Checkbox)}


def test_the_owner_short_of_tax_picks_the_base_that_flips(tmp_path):
    # syndicate-draft-rulebook.txt l.574-578
    def setup(s):
        own(s, "Goshen", 0)
        own(s, "Koss", 0)
        s.players[0].res.credits = 7

    session = edit(game(), setup)
    to_sovereign(session, TAX)
    ctx = table(session, tmp_path)
    panel = unpaid_bases_panel(ctx)
    ticks = boxes(panel)
    assert ticks["Goshen (EXO)"].value and not ticks["Koss (MIDDLE)"].value  # the suggestion, not yet applied
    assert not session.state.sovereign_resolved
    ticks["Goshen (EXO)"].value, ticks["Koss (MIDDLE)"].value = False, True
    buttons(panel)["Resolve the card with these bases unpaid"].on_click(None)
    assert session.state.territory("Koss").flipped and not session.state.territory("Goshen").flipped


def test_nothing_to_choose_shows_nothing(tmp_path):
    ctx = table(game(), tmp_path)
    for panel in (unpaid_bases_panel, awards_panel, advanced_tech_panel):
        assert texts(panel(ctx)) == []


def test_a_decoy_placed_on_the_shared_phone_is_known_only_on_its_owners_phone(tmp_path):
    # l.463-469
    session = game()
    ctx = table(session, tmp_path)
    panel = sleeper_panel(ctx)
    fields = {f.label: f for f in walk(panel) if isinstance(f, ft.TextField)}
    fields["Player 1: the card going face down (only you see it)"].value = "Dull job"
    boxes(panel)["It is a mission card placed as a decoy"].value = True
    buttons(panel)["Place it face down"].on_click(None)
    ok(session, c.EndTurn(player=0))
    shown = texts(sleeper_panel(ctx))  # the phone passed round the table: a face-down card like any other
    assert not any("Dull job" in t or "decoy" in t for t in shown)
    assert not buttons(sleeper_panel(ctx))["Player 1 plays their sleeper"].disabled
    owner = table(session, tmp_path, mine=frozenset({0}))
    assert "A decoy is never played, only burned." in texts(sleeper_panel(owner))
    assert buttons(sleeper_panel(owner))["Player 1 plays their sleeper"].disabled


def test_an_award_is_claimed_by_a_player_who_completed_it(tmp_path):
    # l.215
    session = edit(game(), lambda s: setattr(s, "awards", [Award(name="Landlord", kind="bases", threshold=1, vp=4)]))
    ctx = table(session, tmp_path)
    assert "Player 1 claims Landlord" not in buttons(awards_panel(ctx))
    ok(session, c.BuyBase(player=0, territory="Goshen"))
    buttons(awards_panel(ctx))["Player 1 claims Landlord"].on_click(None)
    assert session.state.players[0].vp == 4
    assert "Landlord: own at least 1 base · 4 VP · claimed by Player 1" in texts(awards_panel(ctx))


def test_an_advanced_tech_card_is_taken_at_its_level(tmp_path):
    # l.247-249
    session = edit(game(), lambda s: setattr(s, "tech_catalogue", [AdvancedTech(name="Radar", min_tech=2)]))
    ctx = table(session, tmp_path)
    buttons(advanced_tech_panel(ctx))["Player 2 takes Radar"].on_click(None)
    assert session.state.players[1].tech_cards == ["Radar"]
    assert texts(advanced_tech_panel(ctx)) == []
