"""Texts resolve step by step (RS §Other Rules l.172 "resolve each effect in the order listed", §Revealing a
Room l.141-150): each move of a text enters its room with the full entry sequence, a face-down room's card is
asked for in turn, and whatever follows a step that waits (a choice, a room card) waits behind it. Rooms next
to one another are the path's neighbours; the secret room is adjacent to none (RS l.160). NPCs moved by their
own cards may stand on a face-down room, which they do not reveal (reading A-06)."""

from __future__ import annotations

import pytest

from companion.games.infiltration.board import SECRET
from companion.games.infiltration.commands import (
    Adjust,
    ChooseOperative,
    ResolveCard,
    RevealEntryRoom,
    RevealRoom,
    SelectCard,
)
from companion.games.infiltration.effects import ADJACENT, CHOSEN, NEXT
from companion.games.infiltration.invariants import broken
from tests.commands import ok, refused

from .helpers import edit, effect, face, game, npc_phase, played, reveal_path, select


def _hands(session, items):
    return edit(session, lambda s: setattr(s.operatives[0], "items", items))


def test_two_moves_on_one_card_reveal_both_rooms():
    """RS l.143 and l.172: an item with two moves forward enters R2, then R3, each face down: the table types
    R2's card, then R3's, each room runs its whole entry sequence, then the rest of the item resolves."""
    session = _hands(game(), ["Boots"])
    select(session, {0: "item", 1: "download", 2: "download"})
    text = played([effect(kind="move_forward"), effect(kind="move_forward"), effect(kind="alarm", amount=1)])
    ok(session, ResolveCard(operative=0, item="Boots", text=text))
    state = session.state
    assert state.choices_owed[0].entering(state) == 1 and state.operatives[0].room == 0
    ok(session, RevealRoom(face=face("Hall", 2)))
    state = session.state
    assert state.operatives[0].room == 1 and state.choices_owed[0].entering(state) == 2 and state.alarm == 0
    ok(session, RevealRoom(face=face("Lab", 1)))
    state = session.state
    assert state.operatives[0].room == 2 and not state.choices_owed and state.alarm == 1
    assert [state.rooms[i].df_available for i in (1, 2)] == [2, 1]


def test_entry_room_whose_enter_moves_forward_traps_nobody():
    """RS l.41-43 with reading A-07: an entry room whose Enter text moves each operative forward waits for
    R2's card once; typed, the other operatives' Enter texts enter the now revealed R2 by themselves."""
    from companion import games

    session = games.new_session("infiltration", 3, 1, {})
    ok(session, RevealEntryRoom(face=face("Lobby", 2, on_enter=[effect(kind="move_forward")])))
    assert session.state.choices_owed[0].entering(session.state) == 1
    ok(session, RevealRoom(face=face("Hall", 1)))
    state = session.state
    assert [op.room for op in state.operatives] == [1, 1, 1] and not state.choices_owed
    assert (state.rooms[0].df_available, state.rooms[1].df_available) == (2, 1)  # R1's tokens came last
    ok(session, SelectCard(operative=0, card="advance"))


def test_what_follows_a_waiting_step_waits_behind_it():
    """RS l.172: an item moving into R2, whose Enter text moves on into the face-down R3, then raising the
    alarm: the alarm waits until R3's card is typed and R3 entered."""
    session = edit(
        _hands(game(), ["Boots"]),
        lambda s: setattr(s.rooms[1], "face", face("Walkway", 0, on_enter=[effect(kind="move_forward")])),
    )
    select(session, {0: "item", 1: "download", 2: "download"})
    text = played([effect(kind="move_forward"), effect(kind="alarm", amount=1)])
    ok(session, ResolveCard(operative=0, item="Boots", text=text))
    assert session.state.alarm == 0 and session.state.choices_owed[0].entering(session.state) == 2
    ok(session, RevealRoom(face=face("Lab", 1)))
    assert session.state.alarm == 1 and session.state.operatives[0].room == 2


def test_enter_text_waits_behind_a_reveal_choice():
    """RS l.143-150: Reveal, then Enter: a Reveal text waiting for the players' choice holds the Enter text
    back until they choose."""
    session = game()
    select(session, {0: "advance", 1: "download", 2: "download"})
    lab = face("Lab", 3, on_reveal=[effect(kind="wound", operative=CHOSEN)], on_enter=[effect(kind="alarm", amount=1)])
    ok(session, ResolveCard(operative=0, face=lab))
    assert session.state.alarm == 0
    ok(session, ChooseOperative(operative=1))
    assert session.state.operatives[1].wounded and session.state.alarm == 1


def test_npc_moved_back_onto_a_face_down_room_stands_there():
    """RS §NPC Cards l.93-97 and reading A-06 (NPCs reveal no room): an operative moved by hand into R5
    reveals it and its card places James Harris; in the NPC phase he moves back onto the face-down R4 and
    stands there. The phase is taken; R4, revealed later, has him on it."""
    session = game()
    ok(session, Adjust(effects=[effect(kind="move", operative=0, room=4)], reason="forgotten move"))
    ok(session, RevealRoom(face=face("Archive", 1, on_reveal=[effect(kind="place_npc", name="James Harris")])))
    notes = npc_phase(session)
    assert "James Harris moves back to R4 and stands on its face-down card (reading A-06)." in notes
    state = session.state
    assert state.npc_room("James Harris") == 3 and not state.rooms[3].revealed and broken(state) == []
    ok(session, Adjust(effects=[effect(kind="move", operative=1, room=3)]), RevealRoom(face=face("Hall", 2)))
    assert session.state.npc_room("James Harris") == 3 and session.state.rooms[3].df_available == 2


def test_effect_on_the_rooms_next_to_this_one():
    """RS l.160 (rooms are adjacent along the path): "the rooms next to this room" acts on the room before and
    the room after; "the next room" on the room after."""
    session = edit(game(), lambda s: reveal_path(s, 3, df=0))
    session = edit(session, lambda s: setattr(s.operatives[0], "room", 2))
    select(session, {0: "item", 1: "item", 2: "download"})
    resolve_text = played([effect(kind="add_df", room=ADJACENT, amount=1), effect(kind="add_df", room=NEXT, amount=2)])
    ok(session, ResolveCard(operative=0, text=resolve_text))
    assert [r.df_available for r in session.state.rooms[:4]] == [4, 1, 0, 3]  # R1 keeps its 4


def test_the_secret_room_has_no_adjacent_room_and_the_deepest_no_next():
    """RS l.160: from the secret room an effect on the rooms next to it, or on the next room, finds none: it
    is skipped and the log says so; from the deepest room the next room is skipped too."""

    def placed(s):
        reveal_path(s, 11, df=0, names={2: "Research Admin Office"})
        s.rooms[SECRET].face = face("Vault", 0)
        s.operatives[0].room, s.operatives[1].room = SECRET, 11

    session = edit(game(), placed)
    select(session, {0: "item", 1: "item", 2: "download"})
    text = played([effect(kind="add_df", room=ADJACENT, amount=1), effect(kind="add_df", room=NEXT, amount=1)])
    ok(session, ResolveCard(operative=0, text=text))
    notes = session.log()[-1].notes
    assert sum("Skipped" in n and "The secret room is adjacent to no room." in n for n in notes) == 2
    ok(session, ResolveCard(operative=1, text=text))
    assert any("Skipped" in n and "R12 is the deepest room." in n for n in session.log()[-1].notes)
    assert session.state.rooms[10].df_available == 1 and session.state.rooms[SECRET].df_available == 0


def test_a_move_names_one_room():
    """RS l.73-75: a move goes into one room: "the rooms next to this room" is refused for it in words."""
    with pytest.raises(ValueError, match="names one room"):
        effect(kind="move", room=ADJACENT)
    assert effect(kind="move", room=NEXT).room == NEXT


def test_the_end_of_the_game_drops_what_waits():
    """RS l.105: the game ends at once at 99: the rest of a text still waiting is dropped with it."""
    session = edit(game(), lambda s: setattr(s, "proximity", 90))
    select(session, {0: "item", 1: "download", 2: "download"})
    chosen = effect(kind="heal", operative=CHOSEN)
    ok(session, ResolveCard(operative=0, text=played([chosen, effect(kind="proximity", amount=10), chosen])))
    ok(session, ChooseOperative(operative=1))
    assert session.state.finished and not session.state.choices_owed and broken(session.state) == []


def test_a_step_only_a_leaving_operative_owed_ends():
    """RS l.133-139: an operative that leaves the facility takes no further part: forced back out of the
    entry room by hand before selecting, the Selection step ends once the others have selected."""
    session = game()
    select(session, {0: "download", 1: "download"})
    ok(session, Adjust(effects=[effect(kind="move_back", operative=2)], reason="forced out"))
    assert session.state.operatives[2].status == "escaped" and session.state.progress.step == "resolve"
    assert refused(session, ResolveCard(operative=0)) == []


def test_log_reads_in_the_order_things_happen():
    """RS l.143-150 in sentences: the operative enters and turns the room face up, then its texts, its
    tokens, and the DF placed face down, each plural right."""
    session = game()
    select(session, {0: "advance", 1: "download", 2: "download"})
    ok(session, ResolveCard(operative=0, face=face("Hall", 1, interface=True)))
    notes = session.log()[-1].notes
    name = session.state.operatives[0].name
    assert notes[1:] == [
        f"{name} enters R2 and turns it face up: Hall.",
        "An interface token placed on R2 Hall.",
        "1 DF token from the server pool placed face down on R2 Hall.",
    ]
