"""Item cards as content (RS §Item Cards l.81-85): an item's text is typed once, in box setup or the first
time it is played, remembered by name like a room, and resolves by itself every later time."""

from __future__ import annotations

from types import SimpleNamespace

import flet as ft
import pytest

from companion.content import ContentLibrary
from companion.games.infiltration.commands import CorrectItemText, ResolveCard
from companion.games.infiltration.content import ItemEntry
from companion.games.infiltration.state import ItemText
from companion.ui.infiltration import box_setup, build_table
from tests.commands import ok
from tests.ui.fake_session import walk
from tests.ui.fake_table import buttons, table

from .helpers import edit, effect, face, game, select


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
    shown = " ".join(str(getattr(c, "value", "")) for c in walk(ctx.dialog))
    said = "The game remembers what Stun Gun does: Raise (or lower) the alarm, amount 1; then the card goes back"
    assert said in shown
    buttons(ctx.dialog)["Play the item"].on_click(None)
    assert ctx.refusal == [] and session.state.alarm == 2 and session.state.operatives[1].items == ["Stun Gun"]


def _box_item(tmp_path, name: str, kind: str, amount: str) -> ContentLibrary:
    """A library whose item ``name`` was typed in box setup with one effect."""
    library = ContentLibrary(user_dir=tmp_path)
    toasts: list[str] = []
    root = box_setup(SimpleNamespace(library=library, toast=toasts.append, redraw=lambda: None))
    _field(root, "Item card name").value = name
    kinds = [c for c in walk(root) if isinstance(c, ft.Dropdown) and c.label == "Effect"]
    kinds[-1].value = kind
    amounts = [c for c in walk(root) if isinstance(c, ft.TextField) and c.label == "Amount (DF, moves)"]
    amounts[-1].value = amount
    buttons(root)["Add to the item's text"].on_click(None)
    buttons(root)["Save item"].on_click(None)
    assert toasts[-1] == f"Saved {name}."
    return library


@pytest.mark.parametrize("how", ["known list", "chip", "typed name"])
def test_item_from_box_setup_works_however_it_is_played(tmp_path, how):
    """RS l.81-85: an item typed once in box setup (Informant, proximity -3) resolves as typed at its first
    play whichever way its card is named: picked from the known items, tapped as a card of the hand, or
    typed by name (in any capitals); the game then remembers that text, and the library keeps it as it was."""
    library = _box_item(tmp_path, "Informant", "proximity", "-3")
    session = _hands(game(specialists="true"), {0: ["Informant", "Secretaries"]})
    session = edit(session, lambda s: setattr(s, "proximity", 10))
    select(session, {0: "item", 1: "download", 2: "download"})
    ctx = table(session, tmp_path, mine=frozenset({0}))
    ctx.library = library
    buttons(build_table(ctx))[f"{session.state.operatives[0].name}: resolve Item card"].on_click(None)
    if how == "known list":
        pick = _dropdown(ctx.dialog, "Fill from a known item")
        pick.value = "Informant"
        pick.on_select(None)
    elif how == "chip":
        chip = next(c for c in walk(ctx.dialog) if isinstance(c, ft.Semantics) and c.label == "Play Informant")
        next(c for c in walk(chip) if getattr(c, "on_click", None)).on_click(None)
    else:
        _field(ctx.dialog, "Item card name").value = "informant"
        _field(ctx.dialog, "Item card name").on_change(None)
    buttons(ctx.dialog)["Play the item"].on_click(None)
    assert ctx.refusal == [] and session.state.proximity == 7
    assert [e.kind for e in session.state.item_texts["Informant"].effects] == ["proximity"]
    entry = next(e for e in library.entries("infiltration", "items") if e.name == "Informant")
    assert [(e.kind, e.amount) for e in entry.effects] == [("proximity", -3)]


def test_a_remembered_item_text_is_corrected_and_the_library_only_when_asked(tmp_path):
    """RS l.83-85: an item's text read wrong is corrected under By hand: the game resolves the corrected text
    from then on; the library keeps the old one unless the table ticks "Also correct it in my library"."""
    library = _box_item(tmp_path, "Informant", "proximity", "-30")
    session = _hands(game(), {0: ["Informant"], 1: ["Informant"]})
    select(session, {0: "item", 1: "item", 2: "download"})
    entry = next(e for e in library.entries("infiltration", "items") if e.name == "Informant")
    ok(session, ResolveCard(operative=0, item="Informant", text=ItemText(effects=entry.effects)))
    for also, read in ((False, "amount -30"), (True, "amount -3")):
        ctx = table(session, tmp_path)
        ctx.library = library
        opened = next(
            c for c in walk(build_table(ctx)) if isinstance(c, ft.ExpansionTile) and "card texts" in str(c.title.value)
        )
        buttons(opened)["Correct a remembered item text"].on_click(None)
        listed = [c for c in walk(ctx.dialog) if isinstance(c, ft.Text) and str(c.value).endswith(read)]
        assert listed, "the game's text fills the form"
        remove = next(c for c in walk(ctx.dialog) if isinstance(c, ft.IconButton))
        remove.on_click(None)
        next(c for c in walk(ctx.dialog) if isinstance(c, ft.Dropdown) and c.label == "Effect").value = "proximity"
        amount = next(c for c in walk(ctx.dialog) if isinstance(c, ft.TextField) and c.label == "Amount (DF, moves)")
        amount.value = "-3"
        buttons(ctx.dialog)["Add to the item's text"].on_click(None)
        next(c for c in walk(ctx.dialog) if isinstance(c, ft.Checkbox) and "library" in str(c.label)).value = also
        buttons(ctx.dialog)["Correct the text"].on_click(None)
        assert ctx.refusal == []
        assert [e.amount for e in session.state.item_texts["Informant"].effects] == [-3]
        kept = next(e for e in library.entries("infiltration", "items") if e.name == "Informant")
        assert [e.amount for e in kept.effects] == ([-3] if also else [-30])
    before = session.state.proximity
    ok(session, ResolveCard(operative=1, item="Informant"))
    assert session.state.proximity == max(0, before - 3)
    assert [v.rule for v in session.validate(CorrectItemText(name="Slider", text=ItemText()))] == [
        "inf.item_remembered"
    ]


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


def test_a_two_move_item_asks_each_room_card_in_turn(tmp_path):
    """RS l.141-150: an item moving its operative forward twice: once played, the dialog asks for R2's card,
    then again for R3's; each room is revealed as Advance reveals it (and remembered for next time)."""
    session = game()
    select(session, {0: "item", 1: "download", 2: "download"})
    ctx = table(session, tmp_path)
    buttons(build_table(ctx))[f"{session.state.operatives[0].name}: resolve Item card"].on_click(None)
    _field(ctx.dialog, "Item card name").value = "Slider"
    for _ in range(2):
        _dropdown(ctx.dialog, "Effect").value = "move_forward"
        buttons(ctx.dialog)["Add to the item's text"].on_click(None)
    buttons(ctx.dialog)["Play the item"].on_click(None)
    for slot, name in ((1, "Server Farm"), (2, "Cold Lab")):
        shown = " ".join(str(getattr(c, "value", "")) for c in walk(ctx.dialog))
        assert f"enters R{slot + 1}, face down: type its room card (Slider)." in shown
        _field(ctx.dialog, "Room name").value = name
        _field(ctx.dialog, "Available DF").value = "3"
        buttons(ctx.dialog)["Reveal and enter"].on_click(None)
        assert ctx.refusal == [] and session.state.operatives[0].room == slot
    assert ctx.dialogs == [] and [session.state.rooms[i].df_available for i in (1, 2)] == [3, 3]
    assert {"Server Farm", "Cold Lab"} <= {e.name for e in ctx.library.entries("infiltration", "rooms")}


def test_a_known_room_typed_by_name_keeps_its_functions_and_the_library_entry(tmp_path):
    """RS l.141-150: a room card the library knows, typed by its name in the reveal dialog (not picked),
    is revealed with its remembered functions, and the library's entry is not replaced by what was typed."""
    from companion.ui.infiltration.forms import remember

    session = game()
    ctx = table(session, tmp_path)
    guard = face("Guard Post", 2, on_enter=[effect(kind="alarm", amount=1)])
    remember(ctx.library, guard, "first")
    select(session, {0: "advance", 1: "download", 2: "download"})
    buttons(build_table(ctx))[f"{session.state.operatives[0].name}: Advance into R2 (reveal)"].on_click(None)
    _field(ctx.dialog, "Room name").value = "guard post"
    _field(ctx.dialog, "Room name").on_change(None)
    _field(ctx.dialog, "Available DF").value = "5"  # read differently this time: this game only
    buttons(ctx.dialog)["Reveal and enter"].on_click(None)
    assert ctx.refusal == [] and session.state.alarm == 1 and session.state.rooms[1].df_available == 5
    kept = next(e for e in ctx.library.entries("infiltration", "rooms") if e.name == "Guard Post")
    assert kept.df == 2 and [e.kind for e in kept.on_enter] == ["alarm"]


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
