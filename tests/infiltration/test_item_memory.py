"""Item cards as content (RS §Item Cards l.81-85): an item's text is typed once, in box setup or the first
time it is played, remembered by name like a room, and resolves by itself every later time."""

from __future__ import annotations

from types import SimpleNamespace

import flet as ft

from companion.content import ContentLibrary
from companion.games.infiltration.content import ItemEntry
from companion.ui.infiltration import box_setup, build_table
from tests.ui.fake_session import walk
from tests.ui.fake_table import buttons, table

from .helpers import edit, game, select


def _field(root, label: str) -> ft.TextField:
    return next(c for c in walk(root) if isinstance(c, ft.TextField) and c.label == label)


def _dropdown(root, label: str) -> ft.Dropdown:
    return next(c for c in walk(root) if isinstance(c, ft.Dropdown) and c.label == label)


def _hands(session, hands):
    return edit(session, lambda s: [setattr(s.operatives[i], "items", h) for i, h in hands.items()])


def test_item_typed_at_first_play_resolves_by_itself_at_the_next(tmp_path):
    """The first play types the text (alarm +1, back to the hand); the game and the library remember it;
    the next play asks for nothing more and resolves it."""
    session = _hands(game(), {0: ["Stun Gun"], 1: ["Stun Gun"]})
    select(session, {0: "item", 1: "item", 2: "download"})
    ctx = table(session, tmp_path, mine=frozenset({0}))
    name = session.state.operatives[0].name
    buttons(build_table(ctx))[f"{name}: resolve Item card"].on_click(None)
    assert _field(ctx.dialog, "Item card name").value == "Stun Gun"  # its only named card, on its own phone
    _dropdown(ctx.dialog, "Effect").value = "alarm"
    buttons(ctx.dialog)["Add to the item's text"].on_click(None)
    _dropdown(ctx.dialog, "Afterwards the card goes").value = "hand"
    buttons(ctx.dialog)["Play the item"].on_click(None)
    assert ctx.refusal == [] and session.state.alarm == 1
    entry = next(e for e in ctx.library.entries("infiltration", "items") if e.name == "Stun Gun")
    assert isinstance(entry, ItemEntry) and [e.kind for e in entry.effects] == ["alarm"] and entry.goes == "hand"

    other = session.state.operatives[1].name
    ctx = table(session, tmp_path, mine=frozenset({session.state.operatives[1].player}))  # resolved on its phone
    buttons(build_table(ctx))[f"{other}: resolve Item card"].on_click(None)
    _field(ctx.dialog, "Item card name").value = "Stun Gun"
    _field(ctx.dialog, "Item card name").on_change(None)
    shown = [str(getattr(c, "value", "")) for c in walk(ctx.dialog)]
    assert "The game remembers what Stun Gun does: it resolves by itself." in shown
    buttons(ctx.dialog)["Play the item"].on_click(None)
    assert ctx.refusal == [] and session.state.alarm == 2 and session.state.operatives[1].items == ["Stun Gun"]


def test_item_from_box_setup_fills_its_first_play(tmp_path):
    """An item typed in box setup is picked from the known items at its first play: nothing typed again."""
    library = ContentLibrary(user_dir=tmp_path)
    toasts: list[str] = []
    root = box_setup(SimpleNamespace(library=library, toast=toasts.append, redraw=lambda: None))
    _field(root, "Item card name").value = "Flash Bang"
    kinds = [c for c in walk(root) if isinstance(c, ft.Dropdown) and c.label == "Effect"]
    kinds[-1].value = "proximity"
    amounts = [c for c in walk(root) if isinstance(c, ft.TextField) and c.label == "Amount (DF, moves)"]
    amounts[-1].value = "-3"
    buttons(root)["Add to the item's text"].on_click(None)
    buttons(root)["Save item"].on_click(None)
    assert toasts == ["Saved Flash Bang."]

    session = _hands(game(), {0: ["Item card"]})
    session = edit(session, lambda s: setattr(s, "proximity", 10))
    select(session, {0: "item", 1: "download", 2: "download"})
    ctx = table(session, tmp_path)
    ctx.library = library
    buttons(build_table(ctx))[f"{session.state.operatives[0].name}: resolve Item card"].on_click(None)
    pick = _dropdown(ctx.dialog, "Fill from a known item")
    pick.value = "Flash Bang"
    pick.on_select(None)
    buttons(ctx.dialog)["Play the item"].on_click(None)
    assert ctx.refusal == [] and session.state.proximity == 7 and "Flash Bang" in session.state.item_texts


def test_hand_chips_only_on_the_players_own_phone(tmp_path):
    """RS l.174: the item dialog offers the hand's cards only on the phone that plays that operative."""
    session = _hands(game(), {0: ["Diesel", "Slider"]})
    select(session, {0: "item", 1: "download", 2: "download"})
    name = session.state.operatives[0].name
    phones = ((frozenset({0}), {"Play Diesel", "Play Slider"}), (frozenset({1}), set()), (frozenset(), set()))
    for mine, offered in phones:
        ctx = table(session, tmp_path, mine=mine)
        buttons(build_table(ctx))[f"{name}: resolve Item card"].on_click(None)
        chips = {c.label for c in walk(ctx.dialog) if isinstance(c, ft.Semantics) and str(c.label).startswith("Play ")}
        assert chips == offered


def test_item_moving_into_a_face_down_room_takes_its_card_in_the_same_dialog(tmp_path):
    """RS l.141-150: an item that moves its operative forward into a face-down room: the dialog takes the
    room's card too, and the room is revealed as Advance reveals it (and remembered for next time)."""
    session = game()
    select(session, {0: "item", 1: "download", 2: "download"})
    ctx = table(session, tmp_path)
    buttons(build_table(ctx))[f"{session.state.operatives[0].name}: resolve Item card"].on_click(None)
    _field(ctx.dialog, "Item card name").value = "Qianju PT"
    _dropdown(ctx.dialog, "Effect").value = "move_forward"
    buttons(ctx.dialog)["Add to the item's text"].on_click(None)
    buttons(ctx.dialog)["Play the item"].on_click(None)
    shown = " ".join(str(getattr(c, "value", "")) for c in walk(ctx.dialog))
    assert "R2, face down: type its card." in shown and session.state.operatives[0].room == 0
    _field(ctx.dialog, "Room name").value = "Server Farm"
    _field(ctx.dialog, "Available DF").value = "3"
    buttons(ctx.dialog)["Play the item"].on_click(None)
    assert ctx.refusal == [] and session.state.operatives[0].room == 1
    assert session.state.rooms[1].df_available == 3
    assert any(e.name == "Server Farm" for e in ctx.library.entries("infiltration", "rooms"))


def test_a_game_saved_before_items_were_remembered_still_opens():
    """Nothing acknowledged is lost: a save of the 24 Nov release (item plays with their effects and
    where the card went, before item texts were remembered) replays to the state it saved."""
    import json
    from pathlib import Path

    from companion.engine import GameSession

    data = json.loads((Path(__file__).parent / "fixtures" / "item_plays_2026-11-24.json").read_text())
    plays = [c for c in data["commands"] if c["type"] == "resolve_card" and c["item"]]
    assert {c["item_goes"] for c in plays} >= {"room", "hand"}
    session = GameSession.from_save(data)
    assert len(session.log()) == len(data["commands"])
    assert session.state.model_dump(mode="json")["operatives"] == data["state"]["operatives"]
