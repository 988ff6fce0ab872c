"""Corrections through editors made for each value (no raw dicts): units with steppers, a structure,
a token, the World Event in play, a leader card, territory VP (TEST FIXTURE values)."""

import flet as ft

from companion.engine import GameSession
from companion.ui.by_hand import _rows
from companion.ui.columbia import corrections
from tests.ui.fake_session import texts, walk
from tests.ui.fake_table import buttons, table

from .helpers import at, fresh, tap


def _table(tmp_path):
    return table(GameSession(at(fresh(), "build")), tmp_path)


def _drop(dialog, label):
    return next(d for d in walk(dialog) if isinstance(d, ft.Dropdown) and d.label == label)


def _names(dialog):
    return {c.label for c in walk(dialog) if isinstance(c, ft.Semantics)}


def _step(dialog, tooltip, times=1):
    button = next(b for b in walk(dialog) if isinstance(b, ft.IconButton) and b.tooltip == tooltip)
    for _ in range(times):
        button.on_click(None)


def test_units_are_set_with_steppers_per_player_and_kind(tmp_path, on_screen):
    ctx = _table(tmp_path)
    corrections.unit_editor(ctx)
    _drop(ctx.dialog, "Location").value = "9"
    _drop(ctx.dialog, "Location").on_select(None)
    assert {"P1 common", "P1 Comstock", "3"} <= set(texts(ctx.dialog))
    _step(ctx.dialog, "P1 common: one less")
    _step(ctx.dialog, "P2 common: one more", 2)
    buttons(ctx.dialog)["Set"].on_click(None)
    units = ctx.state.locations[8].units
    assert ctx.refusal == [] and sorted((u.owner, u.label()) for u in units) == [
        (0, "Comstock"),
        (0, "Songbird"),
        (0, "common"),
        (0, "common"),
        (1, "common"),
        (1, "common"),
    ]
    assert "By hand: units on 9 Garden of New Eden" in ctx.session.log()[-1].label


def test_structure_token_event_leader_and_territory_vp(tmp_path, on_screen):
    ctx = _table(tmp_path)
    corrections.structure_editor(ctx)
    _drop(ctx.dialog, "Location").value = "10"
    tap(ctx.dialog, "Structure: Alarm")
    buttons(ctx.dialog)["Set"].on_click(None)
    assert ctx.state.locations[9].structure.kind == "alarm"
    corrections.token_editor(ctx)
    _drop(ctx.dialog, "Location").value = "10"
    next(s for s in walk(ctx.dialog) if isinstance(s, ft.Switch) and s.label.startswith("A territory")).value = False
    buttons(ctx.dialog)["Set"].on_click(None)
    assert ctx.state.locations[9].token is None
    corrections.event_editor(ctx)
    tap(ctx.dialog, "World Event: Power Outage")
    buttons(ctx.dialog)["Set"].on_click(None)  # the shipped card has no vote signs: the editor asks for them
    assert "Tap both vote signs and Booker's location as the card shows them." in texts(ctx.dialog)
    tap(ctx.dialog, "Founders vote sign: −")
    tap(ctx.dialog, "Vox Populi vote sign: ?")
    _drop(ctx.dialog, "Booker goes to").value = "4"
    buttons(ctx.dialog)["Set"].on_click(None)
    assert ctx.state.event.name == "Power Outage" and ctx.state.event.effects[0].kind == "upgrades_off"
    assert ctx.state.event.signs == {"founders": "-", "vox": "?"} and ctx.state.event.booker_location == 4
    corrections.leader_editor(ctx)
    assert "Leader card: Daisy Fitzroy" not in _names(ctx.dialog)  # the Founders' cards only
    tap(ctx.dialog, "Faction: Vox Populi")
    tap(ctx.dialog, "Leader card: Daisy Fitzroy")
    buttons(ctx.dialog)["Set"].on_click(None)
    assert ctx.state.factions["vox"].leader.unit_discount == 1
    corrections.territory_editor(ctx)
    tap(ctx.dialog, "Territory: C")
    next(f for f in walk(ctx.dialog) if isinstance(f, ft.TextField) and f.label == "Victory Points").value = "4"
    buttons(ctx.dialog)["Set"].on_click(None)
    assert [t.vp for t in ctx.state.territories if t.id == "C"] == [4]
    assert ctx.refusal == []


def test_the_generic_list_shows_no_raw_structures(tmp_path):
    words = " ".join(texts(ft.Column(_rows(_table(tmp_path)))))
    assert "{" not in words and "units on the location" not in words


def test_the_rest_of_the_table_is_corrected_with_its_own_editors(tmp_path, on_screen):
    """Issue 34: a VP card's check, eliminations, the timeline, a pool, the Sky-Lines and the card effects
    waiting can be set by hand (TEST FIXTURE values), each one logged command."""
    from companion.games.columbia.state import VpCard

    ctx = _table(tmp_path)
    ctx.state.vp_cards.append(VpCard(name="Established", vp=2))
    ctx.state.card_steps = ["Swap two locations.", "Draw a card."]
    corrections.vp_check_editor(ctx)
    _drop(ctx.dialog, "Checked by the app").value = "locations"
    next(c for c in walk(ctx.dialog) if isinstance(c, ft.TextField) and c.label == "How many").value = "3"
    buttons(ctx.dialog)["Set"].on_click(None)
    assert ctx.state.vp_cards[0].check.kind == "locations" and ctx.state.vp_cards[0].check.count == 3
    corrections.eliminated_editor(ctx)
    next(c for c in walk(ctx.dialog) if isinstance(c, ft.Switch) and c.label.startswith("P2")).value = True
    buttons(ctx.dialog)["Set"].on_click(None)
    assert ctx.state.eliminated == [1]
    corrections.timeline_editor(ctx)
    tap(ctx.dialog, "Timeline: Elizabeth timeline no.1 (partial)")
    buttons(ctx.dialog)["Set"].on_click(None)
    assert ctx.state.timeline and ctx.refusal == []
    corrections.pool_editor(ctx)
    next(c for c in walk(ctx.dialog) if isinstance(c, ft.TextField) and c.label == "Commons").value = "8"
    buttons(ctx.dialog)["Set"].on_click(None)
    assert ctx.state.pools["blue"].kinds == {"common": 8} and ctx.state.pools["blue"].units == 13
    corrections.skyline_editor(ctx)
    next(c for c in walk(ctx.dialog) if isinstance(c, ft.TextField)).value = "9-4-1 = 2,1"
    buttons(ctx.dialog)["Set"].on_click(None)
    assert [r.stops for r in ctx.state.skylines] == [[9, 4, 1]]
    corrections.card_steps_editor(ctx)
    next(c for c in walk(ctx.dialog) if isinstance(c, ft.Checkbox) and c.label == "Draw a card.").value = False
    buttons(ctx.dialog)["Set"].on_click(None)
    assert ctx.state.card_steps == ["Swap two locations."] and ctx.refusal == []
    assert len([e for e in ctx.session.log() if e.label.startswith("By hand")]) == 6


def test_a_correction_set_with_nothing_picked_says_what_to_tap(tmp_path, on_screen):
    """Issue 33: "Set" in a card editor with no card tapped says what is missing next to the button."""
    ctx = _table(tmp_path)
    for editor, missing in [
        (corrections.leader_editor, "Tap the leader card to set."),
        (corrections.timeline_editor, "Tap the timeline card to set."),
    ]:
        editor(ctx)
        buttons(ctx.dialog)["Set"].on_click(None)
        assert missing in texts(ctx.dialog) and ctx.refusal == []
        assert len([t for t in texts(ctx.dialog) if missing in t]) == 2  # under the chips and by the button
