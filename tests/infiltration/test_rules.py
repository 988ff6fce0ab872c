"""One test per rule of the Infiltration catalogue (companion/games/infiltration/rules.py).

RS = shared/rules/infiltration-rules-summary.txt, FX = shared/game-data/infiltration-facts.md,
A-nn = shared/game-data/infiltration-readings.md.
"""

from __future__ import annotations

import pytest

from companion import games
from companion.engine import Correct
from companion.games.infiltration.board import DF_TOKENS_IN_BOX, SECRET
from companion.games.infiltration.commands import (
    Adjust,
    ChooseFirstPlayer,
    ChooseOperative,
    DraftItems,
    DraftKeep,
    EnterScores,
    ResolveCard,
    RevealEntryRoom,
    RevealRoom,
    RollSecurity,
    RunNpcPhase,
    SelectCard,
)
from companion.games.infiltration.setup import setup_checklist
from tests.commands import ok, refused

from .helpers import (
    edit,
    effect,
    face,
    game,
    npc_phase,
    played,
    put_npc,
    resolve,
    reveal_path,
    security,
    select,
    skip_to,
)


def ended(session, escaped_tokens: dict[int, int], specials: dict[int, list[str]] | None = None):
    """A finished game in which the operatives in ``escaped_tokens`` escaped holding those DF counts."""

    def change(state):
        for i, op in enumerate(state.operatives):
            op.status = "escaped" if i in escaped_tokens else "eliminated"
            op.df_tokens = escaped_tokens.get(i, 0)
            op.specials = (specials or {}).get(i, [])
        state.proximity, state.finished = 99, True

    return edit(session, change)


# -- setup ------------------------------------------------------------------------------------------------
def test_players():
    """RS §SETUP l.25-49: 3-6 players one operative each; 2 players two operatives each."""
    assert [op.player for op in games.new_session("infiltration", 2, 1, {}).state.operatives] == [0, 0, 1, 1]
    assert [op.player for op in games.new_session("infiltration", 5, 1, {}).state.operatives] == [0, 1, 2, 3, 4]
    names = {op.name for op in games.new_session("infiltration", 6, 1, {}).state.operatives}
    assert len(names) == 6
    with pytest.raises(ValueError):
        games.new_session("infiltration", 7, 1, {})


def test_start_dials():
    """RS l.27 and §Sensitive or Faulty Alarm l.232-234: proximity 00, alarm 0 / 1 / -1."""
    assert (game().state.proximity, game().state.alarm) == (0, 0)
    assert game(alarm_start="1").state.alarm == 1
    assert game(alarm_start="-1").state.alarm == -1


def test_setup_checklist():
    """RS §SETUP l.27-43: the table deals 6 + 6 + 1 room cards face down (12 in one line with the Labyrinthian
    Facility, l.224-226), sorts the tokens, deals the operatives, action and item cards; the checklist says
    each with this game's numbers and names, and the 13 rooms dealt are the facility's 13 slots."""
    session = game(players=2, extraction="true", specialists="true")
    state = session.state
    lines = setup_checklist(state)
    assert (
        "6 first-floor room cards (blue) face down as R1 to R6, 6 second-floor cards (yellow) as R7 to R12" in lines[2]
    )
    assert [r.floor for r in state.rooms] == ["first"] * 6 + ["second"] * 6 + ["secret"]
    assert "13 interface, 13 lab worker / tech lock" in lines[3] and "117 DF tokens" in lines[3]
    assert all(f"{op.name} to {state.player_names[op.player]}" in lines[5] for op in state.operatives)
    assert "Each operative takes Advance, Retreat, Interface and Extract" in lines[6]
    assert f"The other {35 - 16} item cards form the item deck." in lines[7]
    assert "deal 12 face down in one line" in setup_checklist(game(labyrinthian="true").state)[2]


def test_token_supply():
    """RS l.123-127 and FX §1: 13 interface tokens and 13 double-sided lab worker / tech lock tokens; a room
    revealed when none is left gets none (and the table is told), and no correction puts more on the rooms."""

    def twelve_locks(s):
        reveal_path(s, 5)
        for r in s.rooms[:6]:
            r.face = r.face.model_copy(update={"lab_worker_secure": 1, "tech_lock_secure": 1})
            r.lab_worker = r.tech_lock = True

    session = edit(game(), twelve_locks)
    assert session.state.token_supply == {"interface": 13, "lab worker / tech lock": 1}
    session = edit(session, lambda s: setattr(s.operatives[0], "room", 5))
    select(session, {0: "advance", 1: "download", 2: "download"})
    resolve(session, 0, face=face("Vault", 0, lab_worker_secure=1, tech_lock_secure=2))
    assert (session.state.rooms[6].lab_worker, session.state.rooms[6].tech_lock) == (True, False)
    assert "No tech lock token is left in the supply for R7 Vault." in session.log()[-1].notes
    assert refused(session, Correct(path="rooms.6.tech_lock", value=True)) == ["engine.bad_correction"]


def test_first_player_youngest():
    """RS l.27: the youngest player is first player for round 1 (the app asks before play)."""
    session = game()
    ok(session, ChooseFirstPlayer(player=2))
    assert session.state.first_player == 2
    select(session, {0: "item"})
    assert refused(session, ChooseFirstPlayer(player=1)) == ["inf.first_player_youngest"]


def test_entry_room_revealed():
    """RS l.41-43: the entry room is revealed at setup, its tokens placed, before any selection."""
    session = games.new_session("infiltration", 3, 1, {})
    assert refused(session, SelectCard(operative=0, card="item")) == ["inf.entry_room_revealed"]
    ok(session, RevealEntryRoom(face=face("Lobby", 4, interface=True)))
    entry = session.state.rooms[0]
    assert (entry.df_available, entry.interface_token, session.state.server_pool) == (4, True, DF_TOKENS_IN_BOX - 4)
    assert refused(session, RevealEntryRoom(face=face())) == ["inf.entry_room_revealed"]


def test_entry_room_enter():
    """RS l.41-43, reading A-07: an Enter text naming "the operative entering" resolves for each operative."""
    session = games.new_session("infiltration", 3, 1, {})
    ok(session, ChooseFirstPlayer(player=1))
    ok(session, RevealEntryRoom(face=face("Lobby", 4, on_enter=[effect(kind="wound")])))
    assert [op.wounded for op in session.state.operatives] == [True, True, True]
    notes = session.log()[-1].notes
    assert "The entry room's Enter text resolved once per operative (3), first player first (reading A-07)." in notes
    once = games.new_session("infiltration", 3, 1, {"entry_enter": "once"})
    ok(once, ChooseFirstPlayer(player=1))
    ok(once, RevealEntryRoom(face=face("Lobby", 4, on_enter=[effect(kind="wound")])))
    assert [op.wounded for op in once.state.operatives] == [False, True, False]


def test_facility_layout():
    """RS l.29 and §Labyrinthian Facility l.222-226: 6 + 6 rooms in a path and the secret room apart."""
    rooms = game().state.rooms
    assert [r.floor for r in rooms] == ["first"] * 6 + ["second"] * 6 + ["secret"]
    assert all(not r.revealed for r in rooms[1:])
    assert [r.floor for r in game(labyrinthian="true").state.rooms][:12] == ["any"] * 12


# -- selection --------------------------------------------------------------------------------------------
def test_select_one_card():
    """RS l.57: each operative selects one card; a second choice is refused."""
    session = game()
    select(session, {0: "advance"})
    assert refused(session, SelectCard(operative=0, card="retreat")) == ["inf.select_one_card"]


def test_delayed_no_move():
    """RS l.59, l.168: a delayed operative cannot select Advance or Retreat."""
    session = edit(game(), lambda s: setattr(s.operatives[0], "delayed", True))
    assert refused(session, SelectCard(operative=0, card="advance")) == ["inf.delayed_no_move"]
    assert refused(session, SelectCard(operative=0, card="retreat")) == ["inf.delayed_no_move"]
    assert refused(session, SelectCard(operative=0, card="download")) == []


def test_delay_clears():
    """RS l.168: at the end of the Selection Phase the delayed marker stands upright again."""
    session = edit(game(), lambda s: setattr(s.operatives[1], "delayed", True))
    select(session, {0: "item", 1: "download"})
    assert session.state.operatives[1].delayed
    select(session, {2: "item"})
    assert not session.state.operatives[1].delayed and session.state.progress.step == "resolve"


def test_action_set():
    """RS l.37, l.198: Download normally, Extract instead with Data File Extraction."""
    assert refused(game(), SelectCard(operative=0, card="extract")) == ["inf.action_set"]
    assert refused(game(extraction="true"), SelectCard(operative=0, card="download")) == ["inf.action_set"]
    assert refused(game(extraction="true"), SelectCard(operative=0, card="extract")) == []


def test_escaped_out():
    """RS l.139: an escaped operative takes no further part (no selection, not waited for)."""
    session = edit(game(), lambda s: setattr(s.operatives[0], "status", "escaped"))
    assert refused(session, SelectCard(operative=0, card="item")) == ["inf.escaped_out"]
    select(session, {1: "item", 2: "item"})
    assert session.state.progress.step == "resolve"


# -- resolution -------------------------------------------------------------------------------------------
def test_resolution_order():
    """RS l.65-67: clockwise from the first player; 2 players: both operatives in the player's order."""
    session = game()
    ok(session, ChooseFirstPlayer(player=1))
    select(session, {0: "item", 1: "item", 2: "item"})
    assert refused(session, ResolveCard(operative=0)) == ["inf.resolution_order"]
    resolve(session, 1)
    resolve(session, 2)
    resolve(session, 0)
    two = game(players=2)
    select(two, {0: "item", 1: "item", 2: "item", 3: "item"})
    assert refused(two, ResolveCard(operative=2)) == ["inf.resolution_order"]
    resolve(two, 1)  # player 1 picks their second operative first
    assert refused(two, ResolveCard(operative=3)) == ["inf.resolution_order"]
    resolve(two, 0)
    resolve(two, 3)


def test_advance():
    """RS l.73: Advance moves one room forward; in the deepest room it has no effect."""
    session = edit(game(), lambda s: (reveal_path(s, 11), setattr(s.operatives[1], "room", 11)))
    select(session, {0: "advance", 1: "advance", 2: "item"})
    resolve(session, 0)
    resolve(session, 1)
    assert (session.state.operatives[0].room, session.state.operatives[1].room) == (1, 11)
    assert "cannot move" in " ".join(session.log()[-1].notes)


def test_retreat_escape():
    """RS l.75, l.135: Retreat moves back one room; from the entry room the operative escapes."""
    session = edit(game(), lambda s: (reveal_path(s, 2), setattr(s.operatives[1], "room", 2)))
    select(session, {0: "retreat", 1: "retreat", 2: "item"})
    resolve(session, 0)
    resolve(session, 1)
    assert session.state.operatives[0].status == "escaped"
    assert session.state.operatives[1].room == 1


def test_reveal_order():
    """RS §REVEALING A ROOM l.141-150: Reveal, Enter, tokens, then the DF draw, in that order."""
    session = game()
    select(session, {0: "advance", 1: "item", 2: "item"})
    room = face("Server Farm", 3, interface=True, lab_worker_secure=2)
    resolve(session, 0, face=room, effects=[effect(kind="place_npc", name="Officer Nelson", room=1)])
    notes = session.log()[-1].notes
    order = [
        next(i for i, line in enumerate(notes) if text in line)
        for text in ("turns it face up: Server Farm", "Officer Nelson is placed", "token placed on", "DF tokens from")
    ]
    assert order == sorted(order)
    slot = session.state.rooms[1]
    assert (slot.df_available, slot.interface_token, slot.lab_worker, slot.tech_lock) == (3, True, True, False)


def test_room_enter_text_on_a_normal_move():
    """RS l.141-150: a revealed room's remembered Enter text resolves for whoever enters it by a normal move."""
    guard = face("Guard Post", 0, on_enter=[effect(kind="wound"), effect(kind="alarm", amount=1)])
    session = edit(game(), lambda s: setattr(s.rooms[1], "face", guard))
    select(session, {0: "download", 1: "advance", 2: "download"})
    resolve(session, 0)
    resolve(session, 1)
    assert [op.wounded for op in session.state.operatives] == [False, True, False]
    assert (session.state.operatives[1].room, session.state.alarm) == (1, 1)
    assert any("Guard Post Enter" in line for line in session.log()[-1].notes)


def test_item_moves_into_a_face_down_room_as_advance_does():
    """RS l.73 and §REVEALING A ROOM l.141-150: "any time an operative enters a facedown room" it is revealed,
    whatever moves it: an item moving its operative forward waits for the room's card, then turns it face up:
    Reveal, Enter, tokens and the DF draw, in that order."""
    session = game()
    select(session, {0: "item", 1: "download", 2: "download"})
    forward = played([effect(kind="move_forward")])
    resolve(session, 0, item="Qianju PT", text=forward)
    assert session.state.choices_owed[0].entering(session.state) == 1 and session.state.operatives[0].room == 0
    assert refused(session, ResolveCard(operative=1)) == ["inf.reveal_needs_card"]
    room = face(
        "Server Farm",
        3,
        interface=True,
        on_reveal=[effect(kind="place_npc", name="Officer Nelson")],
        on_enter=[effect(kind="wound")],
    )
    ok(session, RevealRoom(face=room))
    notes = session.log()[-1].notes
    order = [
        next(i for i, line in enumerate(notes) if text in line)
        for text in ("turns it face up", "Officer Nelson is placed", "is wounded", "token placed on", "DF tokens from")
    ]
    assert order == sorted(order)
    state = session.state
    assert (state.operatives[0].room, state.operatives[0].wounded, state.operatives[0].delayed) == (1, True, False)
    assert (state.rooms[1].df_available, state.rooms[1].interface_token) == (3, True)


def test_every_move_resolves_the_enter_text():
    """RS l.117: "each time an operative enters a room with an Enter function, he immediately resolves that
    function", whatever moves it: a text moving it forward, back, or to a named room."""
    guard = face("Guard Post", 0, on_enter=[effect(kind="alarm", amount=1)])
    session = edit(game(), lambda s: (reveal_path(s, 2), setattr(s.rooms[1], "face", guard)))
    ok(session, Adjust(effects=[effect(kind="move_forward", operative=0)]))
    ok(session, Adjust(effects=[effect(kind="move", operative=1, room=1)]))
    ok(session, Adjust(effects=[effect(kind="move", operative=2, room=2)]))
    ok(session, Adjust(effects=[effect(kind="move_back", operative=2)]))
    assert session.state.alarm == 3 and [op.room for op in session.state.operatives] == [1, 1, 1]


def test_move_forward_from_the_deepest_room():
    """RS l.73: an operative in the deepest room does not move forward; the card's other effects resolve
    (RS l.172), and no text moves anyone out of the secret room but its doors (RS l.158)."""
    session = edit(game(), lambda s: (reveal_path(s, 11), setattr(s.operatives[0], "room", 11)))
    select(session, {0: "item", 1: "download", 2: "download"})
    resolve(session, 0, item="Qianju PT", text=played([effect(kind="move_forward"), effect(kind="alarm", amount=1)]))
    assert session.state.operatives[0].room == 11 and session.state.alarm == 1
    assert any("deepest room" in line for line in session.log()[-1].notes)


def test_room_advance_and_retreat_functions():
    """RS §The Facility l.131: a room's own Advance (or Retreat) function resolves when an operative plays
    Advance (or Retreat) there, not when anyone enters it; then the card moves the operative as usual."""
    lab = face("Lab", 0, on_advance=[effect(kind="alarm", amount=1)], on_retreat=[effect(kind="proximity", amount=5)])

    def two_in_the_lab(s):
        reveal_path(s, 2)
        s.rooms[1].face = lab
        s.operatives[1].room = s.operatives[2].room = 1

    session = edit(game(), two_in_the_lab)
    select(session, {0: "advance", 1: "retreat", 2: "advance"})
    resolve(session, 0)  # entering the Lab runs neither function
    assert (session.state.alarm, session.state.proximity, session.state.operatives[0].room) == (0, 0, 1)
    resolve(session, 1)
    assert "The Lab Retreat function resolves." in session.log()[-1].notes
    resolve(session, 2)
    assert "The Lab Advance function resolves." in session.log()[-1].notes
    state = session.state
    assert (state.alarm, state.proximity, [op.room for op in state.operatives]) == (1, 5, [1, 0, 2])


def test_reveal_needs_card():
    """RS l.141, FX §10.1: room cards are unpublished, so entering a face-down room needs its details."""
    session = game()
    select(session, {0: "advance", 1: "item", 2: "item"})
    assert refused(session, ResolveCard(operative=0)) == ["inf.reveal_needs_card"]


def test_interface_token():
    """RS l.77, l.121: Interface needs an interface function and token; otherwise no effect."""
    session = game()
    select(session, {0: "interface", 1: "interface", 2: "item"})
    wound = [effect(kind="wound", operative=0)]
    assert refused(session, ResolveCard(operative=0, effects=wound)) == ["inf.interface_token"]
    resolve(session, 0)
    assert "no effect" in " ".join(session.log()[-1].notes)
    with_token = game(entry=face("Lobby", 4, interface=True))
    select(with_token, {0: "interface", 1: "item", 2: "item"})
    resolve(with_token, 0, effects=wound)
    assert with_token.state.operatives[0].wounded


def test_secret_room_doors():
    """RS §SECRET ROOM l.152-160: in via the Office/Conference Interface; out by Retreat/Advance to them."""

    def layout(s):
        reveal_path(s, 3, names={2: "Research Admin Office"})
        s.rooms[2].face.interface, s.rooms[2].interface_token = True, True
        s.operatives[0].room = 2

    session = edit(game(), layout)
    select(session, {0: "interface", 1: "item", 2: "item"})
    resolve(session, 0, face=face("Vault", 5))
    assert session.state.operatives[0].room == SECRET and session.state.rooms[SECRET].df_available == 5
    resolve(session, 1)
    resolve(session, 2)
    npc_phase(session)
    security(session, 1)
    select(session, {0: "advance", 1: "item", 2: "item"})
    for i in (1, 2, 0):  # Player 2 is first player in round 2
        resolve(session, i)
    assert session.state.operatives[0].room == SECRET  # no Halo Conference Room revealed: no move
    npc_phase(session)
    security(session, 1)
    select(session, {0: "retreat", 1: "item", 2: "item"})
    for i in (2, 0):
        resolve(session, i)
    assert session.state.operatives[0].room == 2


def test_download():
    """RS l.79: first Download in the room this round takes up to 2, later ones 1; never more than available."""
    session = game(entry=face("Lobby", 4))
    select(session, {0: "download", 1: "download", 2: "download"})
    for i in range(3):
        resolve(session, i)
    assert [op.df_tokens for op in session.state.operatives] == [2, 1, 1]
    assert session.state.rooms[0].df_available == 0


def test_extract():
    """RS l.202-204: at the end of Resolution, 4 alone / 2 each for two / 1 each for three or more."""
    session = game(players=4, extraction="true", entry=face("Lobby", 9))
    session = edit(session, lambda s: (reveal_path(s, 1, df=6), setattr(s.operatives[3], "room", 1)))
    select(session, {0: "extract", 1: "extract", 2: "item", 3: "extract"})
    resolve(session, 0)
    assert session.state.operatives[0].df_tokens == 0  # waits for the end of the phase
    for i in (1, 2, 3):
        resolve(session, i)
    assert [op.df_tokens for op in session.state.operatives] == [2, 2, 0, 4]


def test_wounded_delay():
    """RS l.166, reading A-10: a wounded operative resolving Advance or Retreat becomes delayed."""
    session = edit(game(), lambda s: [setattr(s.operatives[i], "wounded", True) for i in (0, 1)])
    select(session, {0: "advance", 1: "download", 2: "advance"})
    resolve(session, 0, face=face())
    resolve(session, 1)
    resolve(session, 2)
    assert [op.delayed for op in session.state.operatives] == [True, False, False]


def test_wound_once():
    """RS l.164: a wounded operative ignores further wounds."""
    session = game()
    ok(session, Adjust(effects=[effect(kind="wound", operative=0)]))
    ok(session, Adjust(effects=[effect(kind="wound", operative=0)]))
    assert session.state.operatives[0].wounded
    assert "ignores" in " ".join(session.log()[-1].notes)


def test_secure_df():
    """RS l.125-129: destroying a lab worker or tech lock adds its secure DF from the server pool."""
    session = game(entry=face("Lab", 1, lab_worker_secure=2, tech_lock_secure=3))
    pool = session.state.server_pool
    ok(session, Adjust(effects=[effect(kind="destroy_lab_worker", room=0), effect(kind="destroy_tech_lock", room=0)]))
    slot = session.state.rooms[0]
    assert (slot.lab_worker, slot.tech_lock, slot.df_available) == (False, False, 6)
    assert session.state.server_pool == pool - 5


def test_df_pool():
    """RS l.115, FX §6: 117 DF tokens; a room draws only what the server pool still holds."""
    session = edit(game(), lambda s: setattr(s, "df_in_box", 111))
    ok(session, Adjust(effects=[effect(kind="add_df", room=0, amount=5)]))
    assert (session.state.rooms[0].df_available, session.state.server_pool) == (6, 0)


# -- NPC phase --------------------------------------------------------------------------------------------
def test_npc_order():
    """RS l.89-91: face-up NPCs act from the entry room forward, the first player ordering a shared room."""

    def layout(s):
        reveal_path(s, 3)
        put_npc(s, "Officer Nelson", 3)
        put_npc(s, "Leah Bailey", 2)
        put_npc(s, "Tyrone Kent", 2)
        put_npc(s, "James Harris", 1, face_up=False)

    session = edit(game(), layout)
    notes = npc_phase(session, order=["Tyrone Kent"])
    acting = [line.split(" acts")[0] for line in notes if " acts in " in line]
    assert acting == ["Tyrone Kent", "Leah Bailey", "Officer Nelson"]


def test_npc_entry_removal():
    """FX §3 (WHY): CSX-13, Harris and Kent starting the NPC phase in the entry room go to the box."""
    session = edit(game(), lambda s: [put_npc(s, n, 0) for n in ("CSX-13", "James Harris", "Tyrone Kent")])
    npc_phase(session)
    assert session.state.rooms[0].npcs == []
    assert sorted(session.state.npc_box) == ["CSX-13", "James Harris", "Tyrone Kent"]
    assert session.state.proximity == 0


def test_npc_bailey_exit():
    """FX §3 (WHY, FFGF), A-18: Bailey starting in the entry room or Loading Dock: box and proximity +20."""
    session = edit(game(), lambda s: (reveal_path(s, 4, names={4: "Loading Dock"}), put_npc(s, "Leah Bailey", 4)))
    npc_phase(session)
    assert session.state.npc_box == ["Leah Bailey"] and session.state.proximity == 20


def test_npc_csx13():
    """FX §3 (WHY), A-04: CSX-13 removes other NPCs and LW/TL tokens (no secure DF), then moves back."""

    def layout(s):
        reveal_path(s, 2)
        s.rooms[2].face.lab_worker_secure, s.rooms[2].lab_worker = 3, True
        put_npc(s, "CSX-13", 2)
        put_npc(s, "Leah Bailey", 2)

    session = edit(game(), layout)
    npc_phase(session)
    state = session.state
    assert state.npc_room("CSX-13") == 1 and state.npc_box == ["Leah Bailey"] and state.proximity == 0
    assert not state.rooms[2].lab_worker and state.rooms[2].df_available == 2
    destroyed = edit(game(csx_removal="counts as destroyed"), layout)
    npc_phase(destroyed)
    assert destroyed.state.rooms[2].df_available == 5


def test_npc_harris():
    """FX §3 (WHY): Harris wounds everyone in his room, moves back 1, proximity +5."""
    session = edit(
        game(),
        lambda s: (
            reveal_path(s, 2),
            put_npc(s, "James Harris", 2),
            setattr(s.operatives[0], "room", 2),
            setattr(s.operatives[1], "room", 1),
        ),
    )
    npc_phase(session)
    state = session.state
    assert [op.wounded for op in state.operatives] == [True, False, False]
    assert state.npc_room("James Harris") == 1 and state.proximity == 5


def test_npc_bailey():
    """FX §3 (WHY): Leah Bailey moves back 1 room (the +20 only at the start of a phase, A-18)."""
    session = edit(game(), lambda s: (reveal_path(s, 2), put_npc(s, "Leah Bailey", 1)))
    npc_phase(session)
    assert session.state.npc_room("Leah Bailey") == 0 and session.state.proximity == 0


def test_npc_nelson():
    """FX §3 (WHY), RS l.103: Nelson wounds everyone in his room, alarm +1 (held at 8), no move."""
    session = edit(game(), lambda s: (put_npc(s, "Officer Nelson", 0), setattr(s, "alarm", 8)))
    npc_phase(session)
    state = session.state
    assert all(op.wounded for op in state.operatives) and state.alarm == 8 and state.npc_room("Officer Nelson") == 0


def test_npc_kent():
    """FX §3 (WHY): Kent moves back 1, then the available DF in his new room go to the box."""
    session = edit(game(entry=face("Lobby", 4)), lambda s: (reveal_path(s, 1), put_npc(s, "Tyrone Kent", 1)))
    npc_phase(session)
    state = session.state
    assert state.npc_room("Tyrone Kent") == 0 and state.rooms[0].df_available == 0 and state.df_in_box == 4
    assert state.rooms[1].df_available == 2


def test_npc_back_from_entry():
    """FX §3, reading A-02: an NPC pushed back from the entry room stays (setting: leaves to the box)."""
    from companion.games.infiltration.npc import npc_back

    state = game().state.model_copy(deep=True)
    put_npc(state, "Leah Bailey", 0)
    npc_back(state, "Leah Bailey")
    assert state.npc_room("Leah Bailey") == 0
    state.options["npc_back_from_entry"] = "leaves to the box"
    npc_back(state, "Leah Bailey")
    assert state.npc_box == ["Leah Bailey"]


def test_npc_placement():
    """RS l.230, reading A-13: a named NPC already placed or boxed is not placed; Scattered draws the rest."""
    session = edit(game(), lambda s: (put_npc(s, "Officer Nelson", 0), s.npc_box.append("CSX-13")))
    ok(session, Adjust(effects=[effect(kind="place_npc", name="Officer Nelson", room=0)]))
    assert [n.name for n in session.state.rooms[0].npcs] == ["Officer Nelson"]
    scattered = edit(
        game(scattered_npcs="true"), lambda s: (put_npc(s, "Officer Nelson", 0), s.npc_box.append("CSX-13"))
    )
    ok(scattered, Adjust(effects=[effect(kind="place_npc", name="Officer Nelson", room=0)]))
    placed = [n.name for n in scattered.state.rooms[0].npcs]
    assert len(placed) == 2 and placed[1] in {"James Harris", "Leah Bailey", "Tyrone Kent"}


def test_npc_order_names():
    """RS l.91: the first player's order names NPCs."""
    session = game()
    skip_to(session, "npc")
    assert refused(session, RunNpcPhase(order=["Nobody"])) == ["inf.npc_order_names"]


# -- security and the end ---------------------------------------------------------------------------------
def test_security_roll():
    """RS l.101: proximity += d6 + alarm."""
    session = edit(game(), lambda s: setattr(s, "alarm", 3))
    skip_to(session, "security")
    security(session, 4)
    assert session.state.proximity == 7 and session.state.last_roll == 4
    skip_to(session, "security")
    assert refused(session, RollSecurity(entered=7)) == ["dice.bad_face"]


def test_alarm_range():
    """RS l.103, reading A-14: the alarm is held between -1 and 8."""
    session = edit(game(), lambda s: setattr(s, "alarm", 7))
    ok(session, Adjust(effects=[effect(kind="alarm", amount=3)]))
    assert session.state.alarm == 8
    ok(session, Adjust(effects=[effect(kind="alarm", amount=-20)]))
    assert session.state.alarm == -1


def test_first_player_passes():
    """RS l.107, reading A-12: the die passes left, skipping players with nobody inside (or strictly)."""
    session = edit(game(players=4), lambda s: setattr(s.operatives[1], "status", "escaped"))
    skip_to(session, "security")
    security(session, 1)
    assert session.state.first_player == 2
    strict = edit(
        game(players=4, first_player_pass="strict rotation"), lambda s: setattr(s.operatives[1], "status", "escaped")
    )
    skip_to(strict, "security")
    security(strict, 1)
    assert strict.state.first_player == 1


def test_proximity_99():
    """RS l.105, l.184, reading A-01: reaching 99 from any source ends the game; insiders are eliminated."""
    session = edit(
        game(),
        lambda s: (setattr(s, "proximity", 95), setattr(s, "alarm", 8), setattr(s.operatives[0], "status", "escaped")),
    )
    skip_to(session, "security")
    security(session, 6)
    state = session.state
    assert state.finished and state.proximity == 99
    assert [op.status for op in state.operatives] == ["escaped", "eliminated", "eliminated"]
    assert "95 + 14 = 109" in " ".join(session.log()[-1].notes)
    assert refused(session, SelectCard(operative=1, card="item")) == ["engine.game_over"]


def test_all_escaped():
    """RS l.182: the game ends when every operative has escaped."""
    session = edit(game(), lambda s: [setattr(s.operatives[i], "status", "escaped") for i in (1, 2)])
    select(session, {0: "retreat"})
    resolve(session, 0)
    assert session.state.finished and "every operative has escaped" in session.state.result.lower()


def test_cards_return():
    """RS l.71, reading A-16: played cards return to the hand at the end of the round."""
    session = game()
    select(session, {0: "item", 1: "item", 2: "item"})
    for i in range(3):
        resolve(session, i)
    npc_phase(session)
    security(session, 2)
    assert session.state.round == 2 and all(op.selected is None for op in session.state.operatives)


# -- scoring ----------------------------------------------------------------------------------------------
def test_score_values():
    """RS l.186, FX §6: one value of 1-3 per collected token, for exactly the escaped operatives."""
    session = ended(game(), {0: 2, 1: 1})
    assert refused(session, EnterScores(values={0: [3, 3]})) == ["inf.score_values"]
    assert refused(session, EnterScores(values={0: [3], 1: [1]})) == ["inf.score_values"]
    assert refused(session, EnterScores(values={0: [3, 4], 1: [1]})) == ["inf.score_values"]
    ok(session, EnterScores(values={0: [3, 3], 1: [2]}))
    ranking = [(line.who.split(" (")[0], line.total) for line in session.state.ranking]
    assert ranking[:2] == [("Player 1", 6), ("Player 2", 2)]


def test_score_after_end():
    """RS l.178: scores are entered when the game has ended."""
    assert refused(game(), EnterScores(values={})) == ["inf.score_after_end"]


def test_lone_escapee():
    """RS l.190: a lone escapee wins regardless of its total."""
    session = ended(game(), {2: 1})
    ok(session, EnterScores(values={2: [1]}))
    assert session.state.ranking[0].who.startswith("Player 3") and "only escapee" in session.state.result


def test_two_player_totals():
    """RS l.188, reading A-11: with 2 players each player adds up their escaped operatives."""
    session = ended(game(players=2), {0: 1, 1: 1, 2: 2})
    ok(session, EnterScores(values={0: [2], 1: [2], 2: [1, 2]}))
    assert [(line.who, line.total) for line in session.state.ranking] == [("Player 1", 4), ("Player 2", 3)]
    lone = ended(game(players=2), {2: 1})
    ok(lone, EnterScores(values={2: [1]}))
    assert lone.state.ranking[0].who == "Player 2" and "only escapee" in lone.state.result


def test_tie_breaks():
    """RS l.192, reading A-11: Prototype, then most DF tokens, then Blackmail File, else a draw."""
    proto = ended(game(), {0: 2, 1: 1}, {1: ["Prototype"]})
    ok(proto, EnterScores(values={0: [1, 2], 1: [3]}))
    assert proto.state.ranking[0].who.startswith("Player 2") and "Prototype" in proto.state.result
    tokens = ended(game(), {0: 2, 1: 1})
    ok(tokens, EnterScores(values={0: [1, 2], 1: [3]}))
    assert tokens.state.ranking[0].who.startswith("Player 1") and "most DF tokens" in tokens.state.result
    blackmail = ended(game(), {0: 1, 1: 1}, {0: ["Blackmail File"]})
    ok(blackmail, EnterScores(values={0: [3], 1: [3]}))
    assert "Blackmail File" in blackmail.state.result
    draw = ended(game(), {0: 1, 1: 1})
    ok(draw, EnterScores(values={0: [3], 1: [3]}))
    assert draw.state.result.startswith("Draw") and [line.place for line in draw.state.ranking] == [1, 1, 3]


# -- manual effects ---------------------------------------------------------------------------------------
def test_effect_target_each_operative_or_chosen():
    """RS l.172: a room text for "each operative" resolves once per operative inside; one for "an operative
    the players choose" waits for their choice."""
    from companion.games.infiltration.effects import CHOSEN, EVERY

    texts = [effect(kind="wound", operative=EVERY), effect(kind="delay", operative=CHOSEN)]
    session = edit(game(), lambda s: setattr(s.rooms[1], "face", face("Gas Leak", 0, on_enter=texts)))
    select(session, {0: "advance", 1: "download", 2: "download"})
    resolve(session, 0)
    state = session.state
    assert [op.wounded for op in state.operatives] == [True, True, True]
    assert not any(op.delayed for op in state.operatives[1:])
    assert [owed.why for owed in state.choices_owed] == ["Gas Leak Enter"]
    notes = " ".join(session.log()[-1].notes)
    assert "Gas Leak Enter: Delay an operative: an operative the players choose; the card waits" in notes


def test_players_choose_operative():
    """RS §Other Rules l.172 (effects resolve in the order listed): at "an operative the players choose"
    the card waits; nothing else is taken until they choose; then the rest of the card resolves in order."""
    from companion.games.infiltration.effects import CHOSEN

    texts = [effect(kind="heal", operative=CHOSEN), effect(kind="alarm", amount=2)]
    start = edit(game(), lambda s: setattr(s.rooms[1], "face", face("Infirmary", 0, on_enter=texts)))
    start = edit(start, lambda s: setattr(s.operatives[2], "wounded", True))
    select(start, {0: "advance", 1: "download", 2: "download"})
    resolve(start, 0)
    assert start.state.alarm == 0 and start.state.operatives[2].wounded  # the alarm waits behind the choice
    assert refused(start, ResolveCard(operative=1)) == ["inf.players_choose_operative"]
    owed = start.definition.obligations(start.state, "resolve")
    assert owed[0] == "Infirmary Enter waits for the players to choose an operative."  # a skip asks first
    assert start.definition.current_player(start.state) is None  # the players choose together
    assert refused(start, ChooseOperative(operative=9)) == ["inf.effect_target"]
    ok(start, ChooseOperative(operative=2))
    assert not start.state.operatives[2].wounded and start.state.alarm == 2 and not start.state.choices_owed
    ok(start, ResolveCard(operative=1), ResolveCard(operative=2))
    assert start.state.progress.step == "npc"  # the step ends once every card resolved and nothing waits

    for _ in range(3):
        start.undo()
    assert len(start.state.choices_owed) == 1 and start.state.alarm == 0
    ok(start, ChooseOperative(operative=None))  # nobody can take it: skipped, the rest still resolves
    assert start.state.operatives[2].wounded and start.state.alarm == 2
    assert refused(start, ChooseOperative(operative=0)) == ["inf.players_choose_operative"]  # nothing waits


def test_effect_target():
    """RS §THE FACILITY l.109-131: effects must name things that exist (a lab worker to destroy, an NPC...)."""
    session = game()
    assert refused(session, Adjust(effects=[effect(kind="destroy_lab_worker", room=0)])) == ["inf.effect_target"]
    assert refused(session, Adjust(effects=[effect(kind="remove_npc", name="CSX-13")])) == ["inf.effect_target"]
    assert refused(session, Adjust(effects=[effect(kind="wound")])) == ["inf.effect_target"]


def test_special_supply():
    """RS l.33, FX §4: 4 Prototypes, 1 Blackmail File, 1 Sludge; none beyond the supply."""
    session = game()
    ok(session, Adjust(effects=[effect(kind="take_special", operative=0, name="Blackmail File")]))
    assert refused(session, Adjust(effects=[effect(kind="take_special", operative=1, name="Blackmail File")])) == [
        "inf.special_supply"
    ]


# -- items, the secret room apart, card texts ---------------------------------------------------------------
def test_item_in_hand():
    """RS l.57, l.83-85: an item is played from the hand; an empty hand cannot select Item."""
    session = edit(game(), lambda s: setattr(s.operatives[0], "items", []))
    assert refused(session, SelectCard(operative=0, card="item")) == ["inf.item_in_hand"]
    select(session, {0: "download", 1: "item", 2: "item"})
    resolve(session, 0)
    resolve(session, 1, item="Gauss Pistol", text=played([], "hand"))  # an unnamed card in hand is the one played
    resolve(session, 2, item="Slider", text=played([], "room"))
    state = session.state
    assert len(state.operatives[1].items) == 4 and len(state.operatives[2].items) == 3
    assert state.rooms[0].items == ["Slider"] and state.item_discard == 0


def test_item_remembered():
    """RS l.81-85: an item resolves as soon as it is played, as its card says: the text typed the first
    time it is played resolves by itself the next time, and is never asked for again."""
    hands = {0: ["Stun Gun", "Diesel"], 1: ["Stun Gun"], 2: ["Diesel"]}
    session = edit(game(), lambda s: [setattr(s.operatives[i], "items", h) for i, h in hands.items()])
    select(session, {0: "item", 1: "item", 2: "download"})
    stun = played([effect(kind="alarm", amount=1), effect(kind="proximity", amount=2)], "hand")
    resolve(session, 0, item="Stun Gun", text=stun)
    assert (session.state.alarm, session.state.proximity) == (1, 2)
    again = ResolveCard(operative=1, item="Stun Gun", text=played([effect(kind="alarm", amount=5)]))
    assert refused(session, again) == ["inf.item_remembered"]
    resolve(session, 1, item="Stun Gun")  # the remembered text resolves by itself
    state = session.state
    assert (state.alarm, state.proximity, state.operatives[1].items, state.operatives[0].items) == (
        2,
        4,
        ["Stun Gun"],
        ["Diesel", "Stun Gun"],
    )


def test_item_needs_its_name():
    """RS l.57: the item played is a card of the hand: with every card's name known, a blank name is refused
    (not taken as the first card in hand)."""
    session = edit(game(), lambda s: setattr(s.operatives[0], "items", ["Diesel", "Slider"]))
    select(session, {0: "item", 1: "download", 2: "download"})
    assert refused(session, ResolveCard(operative=0, item=" ")) == ["inf.item_in_hand"]
    assert refused(session, ResolveCard(operative=0, item="Qianju PT")) == ["inf.item_in_hand"]
    resolve(session, 0, item="Slider")
    assert session.state.operatives[0].items == ["Diesel"]


def test_item_resolves_before_the_extracts():
    """RS l.83 and l.202: the last card of the Resolution an item, its text resolves before the phase's
    Extracts (it adds 4 DF to the room, so the lone extractor collects 4, not 1)."""
    session = game(players=3, extraction="true", entry=face("Lobby", 1))
    select(session, {0: "extract", 1: "interface", 2: "item"})
    resolve(session, 0)
    resolve(session, 1)
    assert session.state.rooms[0].df_available == 1 and session.state.progress.step == "resolve"
    resolve(session, 2, item="Armoury Pass", text=played([effect(kind="add_df", amount=4)]))
    assert session.state.operatives[0].df_tokens == 4 and session.state.progress.step != "resolve"


def test_item_in_hand_drawn_from_the_deck():
    """RS l.39: the cards not dealt form the item deck; a text that deals one takes the deck's top card."""
    session = game()
    deck = session.state.item_deck
    ok(session, Adjust(effects=[effect(kind="draw_item", operative=0, name="Slider")], reason="Armoury"))
    assert session.state.operatives[0].items[-1] == "Slider" and session.state.item_deck == deck - 1
    empty = edit(session, lambda s: setattr(s, "item_deck", 0))
    assert refused(empty, Adjust(effects=[effect(kind="draw_item", operative=0)])) == ["inf.effect_target"]


def test_item_draft():
    """RS §Item Card Draft l.206-218 (reading A-17): keep 1 of 4 and pass 3; keep any 2 of the 4 in hand
    and pass 2; keep any 3 and pass 1; take the last. Once, at setup, only with the variant."""
    plain = game()
    assert refused(plain, DraftKeep(operative=0, keep=[0])) == ["inf.item_draft"]
    session = game(item_draft="true", specialists="true")
    dealt = [list(op.items) for op in session.state.operatives]
    assert refused(session, DraftKeep(operative=0, keep=[0, 1])) == ["inf.item_draft"]  # pass 1 keeps one
    ok(session, DraftKeep(operative=0, keep=[0]))
    assert refused(session, DraftKeep(operative=0, keep=[1])) == ["inf.item_draft"]  # once per pass
    assert session.definition.current_player(session.state) == 1  # the next to pick, clockwise
    assert "inf.item_draft" in refused(session, SelectCard(operative=1, card="advance"))  # the draft first
    assert refused(session, DraftItems(kept=dealt)) == ["inf.item_draft"]  # not both ways at once
    ok(session, DraftKeep(operative=1, keep=[0]), DraftKeep(operative=2, keep=[0]))
    hands = session.state.draft_hands
    assert hands[0] == [dealt[0][0], *dealt[2][1:]]  # kept its first, took the 3 passed from its neighbour
    # Pass 2: operative 0 gives up the card it kept in pass 1 ("any 2 cards in his hand").
    ok(session, DraftKeep(operative=0, keep=[1, 2]), DraftKeep(operative=1, keep=[0, 1]))
    ok(session, DraftKeep(operative=2, keep=[0, 1]))
    assert dealt[0][0] in session.state.draft_hands[1]
    for pick in ([0, 1, 2], [0, 1, 2], [0, 1, 2]):
        ok(session, DraftKeep(operative=[k for k in range(3) if k not in session.state.draft_keeps][0], keep=pick))
    assert session.state.drafted and all(len(op.items) == 4 for op in session.state.operatives)
    assert sorted(c for op in session.state.operatives for c in op.items) == sorted(c for h in dealt for c in h)
    assert refused(session, DraftKeep(operative=0, keep=[0])) == ["inf.item_draft"]
    five = edit(game(item_draft="true"), lambda s: s.operatives[0].items.append("Stun Gun"))
    assert refused(five, DraftKeep(operative=1, keep=[0])) == ["inf.item_draft"]  # it starts from 4 each
    # The whole draft entered at once (the command line): 4 each, no named card dealt lost.
    kept = [["A", "B", "C", "D"], ["E", "F", "G", "H"], ["I", "J", "K", ""]]
    whole = game(item_draft="true")
    assert refused(whole, DraftItems(kept=kept[:2])) == ["inf.item_draft"]
    ok(whole, DraftItems(kept=kept))
    assert whole.state.operatives[2].items == ["I", "J", "K", "Item card"]
    specialists = game(item_draft="true", specialists="true")
    assert refused(specialists, DraftItems(kept=kept)) == ["inf.item_draft"]  # the named items were dealt
    ok(specialists, DraftItems(kept=[dealt[2], dealt[0], dealt[1]]))


def _skipped_apart(session) -> bool:
    return any(line.startswith("Skipped") and "adjacent to no room" in line for line in session.log()[-1].notes)


def test_secret_room_apart():
    """RS l.160: an item played in the secret room affects no other room: that part is skipped and the log
    says why; the rest of the card resolves (RS l.172)."""

    def inside_secret(s):
        reveal_path(s, 2, names={2: "Research Admin Office"})
        s.rooms[1].lab_worker, s.rooms[1].face.lab_worker_secure = True, 1
        s.rooms[SECRET].face = face("Vault", 0)
        s.operatives[0].room = SECRET

    session = edit(game(), inside_secret)
    select(session, {0: "item", 1: "item", 2: "item"})
    outward = [effect(kind="destroy_lab_worker", room=1), effect(kind="add_df", room=SECRET, amount=1)]
    resolve(session, 0, text=played(outward))
    assert session.state.rooms[1].lab_worker and session.state.rooms[SECRET].df_available == 1
    assert _skipped_apart(session)


def test_secret_room_apart_from_every_room():
    """RS l.160: the secret room is adjacent to no room, so a card played on the path cannot reach into it
    either (that part is skipped and said), and "each operative" from the path leaves an operative in the
    secret room alone."""

    def one_inside_secret(s):
        reveal_path(s, 2, names={2: "Research Admin Office"})
        s.rooms[SECRET].face = face("Vault", 0)
        s.operatives[2].room = SECRET

    session = edit(game(), one_inside_secret)
    select(session, {0: "item", 1: "item", 2: "download"})
    into = [effect(kind="wound", operative=2), effect(kind="add_df", room=SECRET, amount=1)]
    into.append(effect(kind="alarm", amount=1))
    resolve(session, 0, text=played(into))
    assert not session.state.operatives[2].wounded and session.state.rooms[SECRET].df_available == 0
    assert session.state.alarm == 1 and _skipped_apart(session)
    resolve(session, 1, text=played([effect(kind="wound", operative=-2)]))
    assert [op.wounded for op in session.state.operatives] == [True, True, False]


def test_secret_room_remembered_texts_apart():
    """RS l.160: a secret room card whose remembered text names a room of the path is revealed; that part
    is skipped when it resolves, as is a path room's remembered text reaching the secret room."""

    def at_the_office(s):
        office = face("Research Admin Office", 0, interface=True)
        office = office.model_copy(update={"on_download": [effect(kind="add_df", room=SECRET, amount=2)]})
        reveal_path(s, 1, names={1: "Research Admin Office"})
        s.rooms[1].face, s.rooms[1].interface_token, s.rooms[1].df_available = office, True, 2
        s.rooms[1].lab_worker, s.rooms[1].face.lab_worker_secure = True, 1
        s.operatives[0].room = s.operatives[1].room = 1

    session = edit(game(), at_the_office)
    select(session, {0: "interface", 1: "download", 2: "download"})
    vault = face("Vault", 1, on_enter=[effect(kind="destroy_lab_worker", room=1), effect(kind="alarm", amount=1)])
    resolve(session, 0, face=vault)
    assert session.state.rooms[1].lab_worker and session.state.alarm == 1 and _skipped_apart(session)
    resolve(session, 1)
    assert session.state.rooms[SECRET].df_available == 1
    assert _skipped_apart(session)


def test_keep_apart():
    """RS l.49: "Items and DF tokens cannot be traded between operatives", whether the two operatives belong
    to one player or to two: a text that passes them is refused and changes nothing."""
    session = edit(game(players=2), lambda s: setattr(s.operatives[0], "df_tokens", 2))
    for to in (1, 2):  # the same player's other operative, then another player's
        assert refused(session, Adjust(effects=[effect(kind="give_df", operative=0, to=to)])) == ["inf.keep_apart"]
        assert refused(session, Adjust(effects=[effect(kind="give_item", operative=0, to=to)])) == ["inf.keep_apart"]
    select(session, {0: "item", 1: "download", 2: "download", 3: "download"})
    given = ResolveCard(operative=0, item="Item card", text=played([effect(kind="give_df", operative=0, to=2)]))
    assert refused(session, given) == ["inf.keep_apart"]
    assert [op.df_tokens for op in session.state.operatives] == [2, 0, 0, 0]
    assert [len(op.items) for op in session.state.operatives] == [4, 4, 4, 4]


def test_card_effects_in_order():
    """RS l.172: an effect that cannot resolve is skipped, the card's other effects still resolve."""
    session = game()
    select(session, {0: "item", 1: "item", 2: "item"})
    resolve(session, 0, text=played([effect(kind="remove_npc", name="CSX-13"), effect(kind="alarm", amount=2)]))
    assert session.state.alarm == 2
    assert any(line.startswith("Skipped: Destroy an NPC") for line in session.log()[-1].notes)


def test_score_modifiers():
    """RS l.186: some cards change a total; entered with the DF values, for escaped operatives only."""
    session = ended(game(), {0: 2, 1: 1})
    assert refused(session, EnterScores(values={0: [1, 1], 1: [3]}, modifiers={2: 5})) == ["inf.score_modifiers"]
    ok(session, EnterScores(values={0: [1, 1], 1: [3]}, modifiers={0: 4}))
    assert session.state.ranking[0].who.startswith("Player 1") and session.state.ranking[0].total == 6
