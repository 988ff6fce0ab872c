"""Box setup: the board in one pass with its references checked, and the bonus content typed once."""

from __future__ import annotations

from types import SimpleNamespace

import flet as ft
import pytest

from companion import games
from companion.content import ContentError, ContentLibrary
from companion.games.syndicate.content import TerritoryEntry, TradeRouteEntry, check_board
from companion.games.syndicate.state import Resources
from companion.ui.syndicate.box import box_setup, syndicate_dialog
from tests.ui.fake_session import walk
from tests.ui.fake_table import buttons


def entry(name: str, zone: str | None = "EXO", **kw) -> TerritoryEntry:
    return TerritoryEntry(id=name.lower().replace(" ", "-"), name=name, source="box", zone=zone, **kw)


def route(*names: str) -> TradeRouteEntry:
    return TradeRouteEntry(id="r", name="Route", source="box", territories=list(names), bonus=Resources(credits=2))


def test_a_beam_or_route_naming_no_territory_of_the_board_is_reported():
    # syndicate-draft-rulebook.txt l.496: beams point at territories of the board
    board = [entry("Ceto", "MIDDLE", special="military", beams=["Ukemochi"]), entry("Ukemochi City", "MIDDLE")]
    assert check_board(board, [route("Ceto", "Atlantis")]) == [
        "Ceto beams to Ukemochi, which is not on the board.",
        "Trade route Route names Atlantis, which is not on the board.",
    ]
    board[0] = entry("Ceto", "MIDDLE", special="military", beams=["ukemochi-city"])
    assert check_board(board, [route("Ceto", "Ukemochi City")]) == []


def test_zone_counts_names_and_beams_on_plain_bases_are_checked():
    # l.41, l.273: 6 EXO, 9 MIDDLE, 3 INNER territories
    board = [entry(f"Inner {i}", "INNER") for i in range(4)] + [
        entry("Goshen"),
        entry("goshen"),
        entry("X", beams=["Goshen"]),
    ]
    problems = check_board(board, [])
    assert "The board has only 3 INNER territories, not 4." in problems
    assert "Two territories are called goshen." in problems
    assert "X has beams but is not a Military Installation." in problems


class Box(SimpleNamespace):
    def toast(self, message: str) -> None:
        self.toasts.append(message)

    def redraw(self) -> None:
        self.redraws += 1


def fields(root) -> dict[str, ft.Control]:
    return {c.label: c for c in walk(root) if isinstance(c, (ft.TextField, ft.Dropdown))}


def test_the_whole_board_is_entered_in_one_pass(tmp_path, monkeypatch):
    monkeypatch.setattr(ft.Text, "update", lambda self: None)
    ctx = Box(library=ContentLibrary(user_dir=tmp_path), page=None, toasts=[], redraws=0)
    screen = box_setup(ctx)
    form = fields(screen)
    assert "Territory 18 name" in form and "Trade route 2 name" in form
    form["Territory 1 zone"].value = "EXO"  # Goshen, shipped without its zone
    form["Territory 4 zone"].value = "MIDDLE"  # Ceto
    form["Territory 4 beams to (names)"].value = "Nowhere"
    buttons(screen)["Save the board"].on_click(None)
    problem = next(t.value for t in walk(screen) if isinstance(t, ft.Text) and str(t.value).startswith("Not saved"))
    assert "Ceto beams to Nowhere, which is not on the board." in problem and ctx.redraws == 0
    form["Territory 4 beams to (names)"].value = "Goshen"
    buttons(screen)["Save the board"].on_click(None)
    assert ctx.redraws == 1 and ctx.toasts[-1].startswith("Saved the board")
    saved = {e.name: e for e in ctx.library.entries("syndicate", "territories")}
    assert saved["Ceto"].beams == ["Goshen"] and saved["Goshen"].zone == "EXO"
    with pytest.raises(ValueError, match="5 EXO, 8 MIDDLE and 3 INNER territories are missing"):
        games.new_session("syndicate", 2, 1, {}, ctx.library)  # a board begun is finished before a game


def test_box_setup_offers_bonus_content():
    ctx = Box(library=ContentLibrary(user_dir=None), page=None, toasts=[], redraws=0)
    assert {"Add a bonus chip", "Add an Advanced Tech card", "Add an award"} <= set(buttons(box_setup(ctx)))


def test_a_refused_box_entry_is_explained_in_plain_words(tmp_path):
    """Issue #10: a failed save says which field and what it needs, never pydantic's text or field ids."""
    library = ContentLibrary(user_dir=tmp_path)
    problems = []
    for kind, data in (
        ("territories", {"id": "g", "name": "Goshen", "research_boxes": -1}),
        ("territories", {"id": "g", "name": "Goshen", "research_boxes": "many"}),
        ("syndicates", {"id": "s", "name": "Terrans"}),
    ):
        with pytest.raises(ContentError) as refused:
            library.add("syndicate", kind, data)
        problems.append(str(refused.value))
    assert problems == [
        "Research boxes must be at least 0.",
        "Research boxes must be a whole number.",
        "Start is needed.",
    ]


def test_a_mats_printed_bonuses_are_typed_once_and_kept_when_edited(tmp_path):
    """l.156, l.293, l.416: a mat's roll, price and collection bonuses are typed in box setup; editing keeps them."""
    shown: list[ft.AlertDialog] = []
    page = SimpleNamespace(show_dialog=shown.append, pop_dialog=lambda: None)
    ctx = Box(library=ContentLibrary(user_dir=tmp_path), page=page, toasts=[], redraws=0)
    syndicate_dialog(ctx, None)
    typed = fields(shown[-1])
    for label, value in {
        "Syndicate name": "Lucky Co.",
        "Start: credits": "10",
        "Starting tech level": "3",
        "Starting assault level (0-2)": "1",
        "Adds to": "mission",
        "Credits off": "base,fortify",
        "Credits off (1-20)": "2",
        "Bonus each collection: crew": "1",
    }.items():
        typed[label].value = value
    buttons(shown[-1])["Save"].on_click(None)
    saved = next(e for e in ctx.library.entries("syndicate", "syndicates") if e.name == "Lucky Co.")
    assert saved.roll.applies_to == ["mission"] and saved.roll.amount == 1
    assert saved.discount.applies_to == ["base", "fortify"] and saved.discount.credits == 2
    assert saved.collection_bonus == Resources(crew=1)
    syndicate_dialog(ctx, saved)
    again = fields(shown[-1])
    assert (again["Adds to"].value, again["Credits off"].value, again["Credits off (1-20)"].value) == (
        "mission",
        "base,fortify",
        "2",
    )


def test_a_sleeper_card_is_typed_once_in_box_setup(tmp_path):
    """l.144: a sleeper's timing and effects are typed from the card once."""
    shown: list[ft.AlertDialog] = []
    page = SimpleNamespace(show_dialog=shown.append, pop_dialog=lambda: None)
    ctx = Box(library=ContentLibrary(user_dir=tmp_path), page=page, toasts=[], redraws=0)
    buttons(box_setup(ctx))["Add a sleeper card"].on_click(None)
    typed = fields(shown[-1])
    typed["Sleeper card name"].value = "Squeeze"
    typed["Played"].value = "own_turn"
    typed["The target pays: crew"].value = "2"
    buttons(shown[-1])["Save"].on_click(None)
    (saved,) = ctx.library.entries("syndicate", "sleepers")
    assert (saved.name, saved.timing, saved.target_loses) == ("Squeeze", "own_turn", Resources(crew=2))
