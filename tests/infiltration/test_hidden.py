"""Hidden information stays hidden (RS §Other Rules l.174: keep your hand hidden from the other players;
RS l.57: the card selected is placed face down): one test per hidden field, in `companion state` and on
the screen of a phone that plays another seat (or a shared phone, until the hand's player looks)."""

from __future__ import annotations

import json

import pytest

from companion import games
from companion.cli import main
from companion.engine import Correct
from companion.games.infiltration.commands import DraftKeep, ResolveCard, RevealEntryRoom
from companion.storage import write_save
from companion.ui.by_hand import SECRET, by_hand_section
from companion.ui.infiltration import build_table
from tests.commands import ok
from tests.ui.fake_session import walk
from tests.ui.fake_table import buttons, opened_by_hand, table

from .helpers import edit, face, game, select

HAND = ["Gauss Pistol", "Diesel", "Slider", "Informant"]


def _with_hands():
    """A 3-player game in selection: operative 0 holds four named items and has selected its Advance."""
    session = edit(game(), lambda s: setattr(s.operatives[0], "items", list(HAND)))
    select(session, {0: "advance"})
    return session


def _state(session, tmp_path, capsys, *flags):
    path = tmp_path / "inf.json"
    write_save(path, session)
    assert main(["state", str(path), *flags]) == 0
    return json.loads(capsys.readouterr().out)


def test_state_blanks_each_hand(tmp_path, capsys):
    """RS l.174: `companion state` shows no operative's item cards unless --reveal."""
    session = _with_hands()
    assert {op["items"] for op in _state(session, tmp_path, capsys)["operatives"]} == {"hidden"}
    assert _state(session, tmp_path, capsys, "--reveal")["operatives"][0]["items"] == HAND


def test_state_blanks_each_committed_card(tmp_path, capsys):
    """RS l.57: the card selected lies face down; `companion state` does not print it."""
    session = _with_hands()
    assert _state(session, tmp_path, capsys)["operatives"][0]["selected"] == "hidden"
    assert _state(session, tmp_path, capsys, "--reveal")["operatives"][0]["selected"] == "advance"


@pytest.mark.parametrize("field", ["draft_hands", "draft_keeps"])
def test_state_blanks_the_item_draft(field, tmp_path, capsys):
    """RS l.206-216: the cards passed in the Item Draft and each pick are seen only by their holder."""
    session = games.new_session("infiltration", 3, 1, {"item_draft": "true"})
    ok(session, RevealEntryRoom(face=face("Lobby", 4)), DraftKeep(operative=0, keep=[1]))
    assert _state(session, tmp_path, capsys)[field] == "hidden"
    assert _state(session, tmp_path, capsys, "--reveal")[field] != "hidden"


def _shown(root) -> str:
    return " ".join(str(getattr(c, "value", "") or "") for c in walk(root))


def test_hand_only_on_its_players_phone(tmp_path):
    """RS l.174: Player 1's phone names its hand; Player 2's phone counts it and names none of its cards."""
    session = _with_hands()
    own = _shown(build_table(table(session, tmp_path, mine=frozenset({0}))))
    other = _shown(build_table(table(session, tmp_path, mine=frozenset({1}))))
    assert all(card in own for card in HAND)
    assert not any(card in other for card in HAND) and "4 item cards in hand" in other


def test_hand_on_a_shared_phone_only_when_its_player_looks(tmp_path):
    """RS l.174: a phone passed round names no hand until that player taps to look, and hides it again."""
    session = _with_hands()
    ctx = table(session, tmp_path)
    root = build_table(ctx)
    assert not any(card in _shown(root) for card in HAND)
    name = session.state.operatives[0].name
    buttons(root)[f"Show {name}'s hand"].on_click(None)
    assert all(card in _shown(ctx.dialog) for card in HAND)
    buttons(ctx.dialog)["Hide the hand"].on_click(None)
    assert ctx.dialog is None


def test_committed_card_not_on_any_screen(tmp_path):
    """RS l.57: until it is flipped, the card chosen shows only as 'card chosen', on every phone."""
    session = _with_hands()
    name = session.state.operatives[0].name
    for mine in (frozenset(), frozenset({0}), frozenset({1})):
        root = build_table(table(session, tmp_path, mine=mine))
        lines = [str(c.value) for c in walk(root) if str(getattr(c, "value", "")).startswith(f"{name} (")]
        assert lines and all(line.endswith("chosen") and "dvance" not in line for line in lines)


def _one_flipped():
    """Operative 0 (first player) has flipped and resolved its Download; the others' cards still lie face down."""
    session = _with_hands()
    select(session, {1: "download", 2: "download"})
    session = edit(session, lambda s: setattr(s.operatives[0], "selected", "download"))
    ok(session, ResolveCard(operative=0))
    return session


def test_state_shows_a_card_once_flipped(tmp_path, capsys):
    """RS l.65: each operative flips its chosen card face up: from then on `companion state` shows it,
    while the cards still face down stay blanked."""
    operatives = _state(_one_flipped(), tmp_path, capsys)["operatives"]
    assert [op["selected"] for op in operatives] == ["download", "hidden", "hidden"]


def test_flipped_card_on_every_screen(tmp_path):
    """RS l.65: a flipped card is public: every phone names it; one still face down shows only 'card chosen'."""
    session = _one_flipped()
    first, second = (op.name for op in session.state.operatives[:2])
    for mine in (frozenset(), frozenset({0}), frozenset({2})):
        lines = [str(getattr(c, "value", "")) for c in walk(build_table(table(session, tmp_path, mine=mine)))]
        assert any(line.startswith(f"{first} (") and line.endswith("flipped Download") for line in lines)
        assert any(line.startswith(f"{second} (") and line.endswith("card chosen") for line in lines)


def test_hand_correction_log_names_no_card():
    """RS l.174: a hand set by hand is logged for the whole table as set, never with its cards."""
    session = _with_hands()
    ok(session, Correct(path="operatives.0.items", value=["Gauss Pistol", "Slider"], reason="miscounted"))
    line = session.log()[-1].label
    assert "set to a secret value" in line and not any(card in line for card in HAND)


def test_hand_not_in_the_by_hand_editor(tmp_path):
    """RS l.174: the By-hand list of a phone that plays no seat names no hand and offers no way to set one."""
    session = _with_hands()
    ctx = table(session, tmp_path)
    section = by_hand_section(opened_by_hand(ctx))
    assert SECRET in _shown(section) and not any(card in _shown(section) for card in HAND)
    name = session.state.operatives[0].name
    assert f"Set Operative's item cards in hand ({name})" not in buttons(section)
