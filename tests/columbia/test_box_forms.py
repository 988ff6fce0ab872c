"""Box setup forms for card abilities, Victory Point conditions and Sky-Lines (TEST FIXTURE values)."""

from types import SimpleNamespace

import flet as ft

from companion.content import ContentLibrary
from companion.ui.columbia.box import box_setup
from tests.ui.fake_session import walk
from tests.ui.fake_table import buttons


def _screen(tmp_path):
    ctx = SimpleNamespace(library=ContentLibrary(user_dir=tmp_path), toast=lambda message: None)
    screen = box_setup(ctx)
    fields = {c.label: c for c in walk(screen) if isinstance(c, ft.TextField | ft.Dropdown)}
    return ctx, screen, fields


def test_card_form_saves_a_typed_ability(tmp_path):
    ctx, screen, fields = _screen(tmp_path)
    fields["Action card name"].value = "Flak Man"
    fields["Ability name"].value = "Barrage"
    fields["Lock"].value = "locked"
    fields["Effect"].value = "extra_dice"
    fields["Amount"].value = "1"
    fields["Dice colour"].value = "blue"
    buttons(screen)["Save card type"].on_click(None)
    card = next(e for e in ctx.library.entries("columbia", "action_cards") if e.name == "Flak Man")
    assert card.special.starts_locked is True and card.special.effect.kind == "extra_dice"
    assert card.special.effect.colour == "blue" and card.special.effect.amount == 1
    assert card.special.before_dice is False


def test_vp_form_saves_a_checked_condition(tmp_path):
    ctx, screen, fields = _screen(tmp_path)
    fields["Card name"].value = "Test Holdout"
    fields["Condition (start with You… or Your faction…)"].value = "Your faction controls 2 locations in C."
    fields["VP"].value = "2"
    fields["Checked by the app"].value = "locations"
    fields["How many"].value = "2"
    fields["Only in territory (letter)"].value = "c"
    buttons(screen)["Save Victory Point card"].on_click(None)
    card = next(e for e in ctx.library.entries("columbia", "vp_cards") if e.name == "Test Holdout")
    assert card.team and card.check.kind == "locations" and card.check.territory == "C"


def test_board_form_saves_skylines(tmp_path):
    ctx, screen, fields = _screen(tmp_path)
    fields["Sky-Lines: stops = spaces between them"].value = "9-4-1 = 2,1\n11-13 = 3"
    buttons(screen)["Save board"].on_click(None)
    board = ctx.library.entries("columbia", "board")[-1]
    assert [(line.stops, line.spaces) for line in board.skylines] == [([9, 4, 1], [2, 1]), ([11, 13], [3])]


def test_world_event_form_saves_a_typed_effect(tmp_path):
    ctx, screen, fields = _screen(tmp_path)
    fields["World Event name"].value = "Test Riot"
    fields["Vox Populi sign"].value = "?"
    fields["Booker's location"].value = "7"
    fields["Event effect"].value = "destroy_location"
    fields["Location destroyed"].value = "3"
    buttons(screen)["Save World Event"].on_click(None)
    card = next(e for e in ctx.library.entries("columbia", "world_events") if e.name == "Test Riot")
    assert card.signs == {"founders": "+", "vox": "?"} and card.booker_location == 7
    assert [(e.kind, e.location) for e in card.effects] == [("destroy_location", 3)]


def test_timeline_form_marks_who_joins_and_what_is_destroyed(tmp_path):
    ctx, screen, fields = _screen(tmp_path)
    fields["Timeline name"].value = "Test timeline"
    fields["Steps, one a line"].value = "Start\n+ Booker frees her\n! She tears the city apart"
    buttons(screen)["Save timeline"].on_click(None)
    line = next(e for e in ctx.library.entries("columbia", "timelines") if e.name == "Test timeline")
    assert [(s.adds_elizabeth, s.destroys_her_location) for s in line.steps] == [
        (False, False),
        (True, False),
        (False, True),
    ]


def test_pools_form_keeps_the_shipped_totals_and_saves_counted_kinds(tmp_path):
    ctx, screen, fields = _screen(tmp_path)
    assert fields["Dark blue: units"].value == "13" and fields["Light blue: structures"].value == "9"
    fields["Light blue: Commons"].value = "8"
    buttons(screen)["Save piece counts"].on_click(None)
    pools = {e.id: e.pool for e in ctx.library.entries("columbia", "pools")}
    assert pools["lightblue"].kinds == {"common": 8} and pools["lightblue"].units == 12
    assert fields["Destruction markers"].value == "5"
