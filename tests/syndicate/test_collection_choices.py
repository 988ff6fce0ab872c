"""Collection asks, never assumes: a crew-short round where two owners choose differently from the suggestion,
on the phone passed round the table and on the owners' own phones, through the collection panel.

syndicate-draft-rulebook.txt l.416 and l.510-512 (crew upkeep from this collection's income; a base not paid
for flips), l.494 (a Mining Center's extra is of the owner's choice), l.418 (each player removes a market cube).
"""

from __future__ import annotations

import flet as ft

from companion.engine import SkipToStep
from companion.games.syndicate import commands as c
from companion.games.syndicate.state import SovereignCardSpec
from companion.ui.syndicate.collection_phase import collection_panel
from tests.commands import ok
from tests.ui.fake_session import walk
from tests.ui.fake_table import buttons

from .helpers import edit, game, own
from .phones import phone, words

RUN = "Run resource collection"


def crew_short():
    """Ann (crew 0) holds Core, Koss and a Mine paying 2; Bo (crew 4) holds Ukemochi City and Lab and a cube in
    each market ladder; Cy holds nothing. Both are short of crew upkeep, at resource collection."""

    def setup(s):
        s.player_names[:] = ["Ann", "Bo", "Cy"]
        for name in ("Core", "Koss", "Mine"):
            own(s, name, 0)
        for name in ("Ukemochi City", "Lab"):
            own(s, name, 1)
        s.players[0].res.crew, s.players[1].res.crew = 0, 4

    session = edit(game(), setup)
    ok(
        session,
        c.EndTurn(player=0),
        c.BuyLevel(player=1, ladder="tech"),
        c.BuyLevel(player=1, ladder="assault"),
        c.EndTurn(player=1),
        c.EndTurn(player=2),
        c.DrawSovereignCard(card=SovereignCardSpec(name="Quiet")),
        c.ResolveSovereignCard(),
    )
    return session


def controls(root) -> dict[str, ft.Control]:
    """The panel's dropdowns and checkboxes by label."""
    return {x.label: x for x in walk(root) if isinstance(x, (ft.Dropdown, ft.Checkbox))}


def choose(ctx, label: str, value) -> ft.Control:
    """Set a dropdown or checkbox of the panel as a tap would and fire its handler; the panel as the
    screen then renders it again (the choice is kept on the phone until it is sent)."""
    control = controls(collection_panel(ctx))[label]
    control.value = value
    handler = control.on_select if isinstance(control, ft.Dropdown) else control.on_change
    handler(None)
    return collection_panel(ctx)


def flipped(session) -> set[str]:
    return {t.name for t in session.state.territories if t.flipped}


def assert_owners_choices_applied(session) -> None:
    state = session.state
    assert state.round == 2
    assert flipped(session) == {"Koss", "Lab"}  # the suggestion was Core and Ukemochi City
    assert state.players[0].res.crew == 0 + 2 + 3 + 2 - 6  # racketeering, EXO Mine, its extra in crew, Core paid
    assert state.players[1].res.crew == 4 + 2 - 3  # racketeering, Ukemochi City paid
    assert state.market["assault"][1] == [] and state.market["tech"][1] == [0]  # the suggestion was tech


def test_the_suggestion_without_a_choice():
    """l.510-512: the default leaves the least valuable bases a player cannot pay for unpaid."""
    session = crew_short()
    ok(session, c.CollectResources(unpaid={0: ["core"], 1: ["ukemochi-city"]}))
    assert flipped(session) == {"Core", "Ukemochi City"} and session.state.market["tech"][1] == []


def test_two_owners_choose_on_the_shared_phone_and_the_run_follows(tmp_path):
    """l.416, l.494, l.510-512, l.418: each owner's choice on the panel is what the run applies."""
    session = crew_short()
    ctx = phone(session, tmp_path)
    found = controls(collection_panel(ctx))
    assert found["Core (INNER)"].value and not found["Koss (MIDDLE)"].value  # suggested with credits from the Mine
    found = controls(choose(ctx, "Mine mining extra for Ann", "crew"))  # Ann takes crew: Core paid, Koss not
    assert not found["Core (INNER)"].value and found["Koss (MIDDLE)"].value
    panel = choose(ctx, "Core (INNER)", True)  # Core could be paid for: the run button says so
    run = buttons(panel)[RUN]
    assert run.disabled and "Ann can still pay the crew upkeep for Core" in words(panel)
    choose(ctx, "Core (INNER)", False)
    choose(ctx, "Lab (INNER)", True)  # Bo pays Ukemochi City instead of Lab
    choose(ctx, "Ukemochi City (MIDDLE)", False)
    panel = choose(ctx, "Bo: market cube to remove", "assault")
    assert not buttons(panel)[RUN].disabled
    buttons(panel)[RUN].on_click(None)
    assert_owners_choices_applied(session)


def test_each_owner_chooses_on_their_own_phone(tmp_path):
    """l.416, l.494, l.510-512, l.418: with phones saying who they play, each owner saves their own choice;
    another phone runs the collection with them."""
    session = crew_short()
    ann_phone = phone(session, tmp_path, 0)
    ann = collection_panel(ann_phone)
    assert "Bo: market cube to remove" not in controls(ann) and "Lab (INNER)" not in controls(ann)
    waits = (
        "Bo chooses on their own phone. Resource collection waits for their choice of bases left without crew upkeep."
    )
    assert waits in words(ann)
    run = buttons(ann)[RUN]  # Ann's own choices are on her screen; Bo's are not saved yet: that is what it waits for
    assert run.disabled and (
        "Waiting for Bo to choose, on their own phone, which bases go without crew upkeep." in words(ann)
    )
    ann = choose(ann_phone, "Mine mining extra for Ann", "crew")
    buttons(ann)["Save Ann's choices"].on_click(None)
    bo_phone = phone(session, tmp_path, 1)
    assert set(controls(collection_panel(bo_phone))) == {
        "Bo: market cube to remove",
        "Ukemochi City (MIDDLE)",
        "Lab (INNER)",
    }
    choose(bo_phone, "Lab (INNER)", True)
    choose(bo_phone, "Ukemochi City (MIDDLE)", False)
    bo = choose(bo_phone, "Bo: market cube to remove", "assault")
    buttons(bo)["Save Bo's choices"].on_click(None)
    cy = collection_panel(phone(session, tmp_path, 2))
    assert "Ann chooses on their own phone. Saved: Mine pays crew; unpaid: Koss." in words(cy)
    buttons(cy)[RUN].on_click(None)
    assert_owners_choices_applied(session)
    assert session.state.collection_choices == {}


def test_an_owner_chooses_only_for_their_own_mining_center():
    """l.494: the Mining Center's extra is its owner's choice."""
    session = crew_short()
    assert [v.rule for v in session.validate(c.ChooseCollection(player=1, mining={"mine": "crew"}))] == [
        "syn.mining_choice"
    ]
    assert [v.rule for v in session.validate(c.ChooseCollection(player=1, unpaid=["core"]))] == ["syn.upkeep_choice"]
    assert [v.rule for v in session.validate(c.ChooseCollection(player=0, decay="tech"))] == ["syn.decay_choice"]


def test_a_skip_past_collection_steps_leaves_a_run_that_finishes_the_round(tmp_path):
    """l.412-422: after a confirmed skip the panel runs the steps still to come, and the round ends."""
    session = crew_short()
    ok(session, SkipToStep(step="collect_research", confirm=True))
    panel = collection_panel(phone(session, tmp_path))
    assert "Lab (INNER)" not in controls(panel)  # crew upkeep was skipped: nothing to choose there
    run = buttons(panel)["Run the rest of resource collection"]
    assert not run.disabled
    run.on_click(None)
    assert session.state.round == 2 and session.state.progress.step == "player_turns"
    assert flipped(session) == set() and session.state.territory("Lab").research == 1


def test_another_phone_reads_what_the_run_does_without_an_owners_choice(tmp_path):
    """l.418: an owner not short of crew who saved nothing has the suggested cube removed; the run does not wait."""
    session = edit(game(), lambda s: s.player_names.__setitem__(slice(None), ["Ann", "Bo", "Cy"]))
    ok(
        session,
        c.EndTurn(player=0),
        c.BuyLevel(player=1, ladder="tech"),
        c.EndTurn(player=1),
        c.EndTurn(player=2),
        c.DrawSovereignCard(card=SovereignCardSpec(name="Quiet")),
        c.ResolveSovereignCard(),
    )
    panel = collection_panel(phone(session, tmp_path, 0))
    assert "Bo chooses on their own phone. Nothing saved yet: the run goes as suggested (market cube: tech)." in words(
        panel
    )
    assert not buttons(panel)[RUN].disabled
