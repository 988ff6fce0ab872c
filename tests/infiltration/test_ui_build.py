"""The table screen builds for every state of a playout (no browser), and its buttons drive commands."""

from types import SimpleNamespace

import flet as ft

from companion import games
from companion.content import ContentLibrary
from companion.ui.infiltration import box_setup, build_table
from tests.playouts import plays
from tests.ui.fake_session import walk
from tests.ui.fake_table import buttons, table

from .helpers import game, skip_to


def test_table_builds_at_every_step_of_a_playout(tmp_path):
    for physical in (False, True):
        session = games.new_session("infiltration", 3, 5, {"extraction": "true"})
        ctx = table(session, tmp_path, physical)
        for step, _ in plays(session, 5):
            if step % 4 == 0:  # every phase comes up many times; every 4th state keeps this quick
                assert isinstance(build_table(ctx), ft.Control)
        assert "Final scoring" in [getattr(c, "value", None) for c in walk(build_table(ctx))]


def test_selection_buttons_select_cards(tmp_path):
    from companion.games.infiltration.commands import RevealEntryRoom
    from companion.games.infiltration.state import RoomFace

    session = games.new_session("infiltration", 3, 1, {})
    session.execute(RevealEntryRoom(face=RoomFace(name="Lobby", df=4)))
    ctx = table(session, tmp_path)
    buttons(build_table(ctx))["Download"].on_click(None)
    assert session.state.operatives[0].selected == "download"


def test_box_setup_lists_the_shipped_rooms(tmp_path):
    ctx = SimpleNamespace(library=ContentLibrary(user_dir=tmp_path), toast=print)
    texts = [getattr(c, "value", "") or "" for c in walk(box_setup(ctx))]
    assert any(t.startswith("Research Admin Office") for t in texts)


def test_box_setup_room_enter_effect_is_saved_and_applied_in_a_new_game(tmp_path):
    """A room's Enter function typed once in box setup is applied when operatives enter it (RS l.172)."""
    from companion.games.infiltration.commands import RevealEntryRoom
    from companion.games.infiltration.content import RoomEntry
    from companion.games.infiltration.state import RoomFace
    from companion.ui.infiltration.box import RoomFunctions

    library = ContentLibrary(user_dir=tmp_path)
    toasts: list[str] = []
    ctx = SimpleNamespace(library=library, toast=toasts.append, redraw=lambda: None)
    root = box_setup(ctx)
    name = next(c for c in walk(root) if isinstance(c, ft.TextField) and c.label == "Room name")
    name.value = "Guard Post"
    df = next(c for c in walk(root) if isinstance(c, ft.TextField) and c.label == "Available DF")
    df.value = "3"
    functions = next(c for c in walk(root) if isinstance(c, ft.Dropdown) and c.label == "When")
    kind = next(c for c in walk(root) if isinstance(c, ft.Dropdown) and c.label == "Effect")
    assert functions.value == "on_enter"
    kind.value = "wound"
    buttons(root)["Add effect"].on_click(None)
    buttons(root)["Save room"].on_click(None)
    assert toasts == ["Added — Enter: Wound an operative, the operative entering (or resolving).", "Saved Guard Post."]
    entry = next(e for e in library.entries("infiltration", "rooms") if e.name == "Guard Post")
    assert isinstance(entry, RoomEntry) and [e.kind for e in entry.on_enter] == ["wound"]
    assert RoomFunctions  # the editor's class is importable for other screens

    session = games.new_session("infiltration", 3, 1, {"entry_enter": "once"})
    face = RoomFace(**{k: v for k, v in entry.model_dump().items() if k in RoomFace.model_fields})
    assert session.execute(RevealEntryRoom(face=face)) == []
    assert [op.wounded for op in session.state.operatives] == [True, False, False]


def test_box_setup_room_functions_pick_targets_and_remove(tmp_path):
    """The room editor names who and which room a remembered effect hits, and removes one added by mistake."""
    from companion.games.infiltration.effects import EVERY
    from companion.ui.infiltration.box import RoomFunctions
    from companion.ui.infiltration.forms import RoomForm

    said: list[str] = []
    functions = RoomFunctions(RoomForm([], "Room card"), said.append)
    functions.who.value = str(EVERY)
    functions.add(None)
    functions.kind.value = "add_df"
    functions.fit(None)
    assert functions.who.disabled and not functions.where.disabled
    functions.where.value = "12"
    functions.add(None)
    texts = [c.value for c in walk(ft.Column(functions.listing.controls)) if isinstance(c, ft.Text)]
    assert texts == [
        "Enter: Wound an operative, each operative inside",
        "Enter: Add DF from the server pool, the secret room, amount 1",
    ]
    assert said[-1] == "Added — Enter: Add DF from the server pool, the secret room, amount 1."  # in view
    remove = [c for c in walk(ft.Column(functions.listing.controls)) if isinstance(c, ft.IconButton)]
    remove[0].on_click(None)
    assert [e.kind for e in functions.form.remembered["on_enter"]] == ["add_df"]
    assert functions.form.remembered["on_enter"][0].room == 12


def test_reveal_dialog_takes_room_functions_typed_there(tmp_path):
    """A room first met at the table: its Enter text typed in the reveal dialog resolves (RS l.141-150)
    and the room goes to the library with it, so it is never typed again."""
    from tests.infiltration.helpers import game, select

    session = game()
    select(session, {0: "advance", 1: "download", 2: "download"})
    ctx = table(session, tmp_path)
    name = session.state.operatives[0].name
    buttons(build_table(ctx))[f"{name}: Advance into R2 (reveal)"].on_click(None)
    fields = {c.label: c for c in walk(ctx.dialog) if isinstance(c, ft.TextField)}
    fields["Room name"].value, fields["Available DF"].value = "Armoury", "2"
    kind = next(c for c in walk(ctx.dialog) if isinstance(c, ft.Dropdown) and c.label == "Effect")
    kind.value = "alarm"
    buttons(ctx.dialog)["Add effect"].on_click(None)
    buttons(ctx.dialog)["Reveal and enter"].on_click(None)
    assert ctx.refusal == [] and session.state.alarm == 1
    entry = next(e for e in ctx.library.entries("infiltration", "rooms") if e.name == "Armoury")
    assert [e.kind for e in entry.on_enter] == ["alarm"]


def draft_chips(root, name: str) -> list:
    """The card chips of ``name``'s pick, in hand order (their tap handlers)."""
    return [
        c.content.on_click for c in walk(root) if isinstance(c, ft.Semantics) and c.label.startswith(f"{name} keeps: ")
    ]


def test_draft_screen_walks_the_three_passes_until_each_holds_four(tmp_path):
    """Item Draft (RS l.206-218, reading A-17): keep 1, 2, then 3 of the 4 in hand, passing the rest to the
    next operative; a phone playing no seat is passed round, one operative at a time."""
    from companion.games.infiltration.commands import RevealEntryRoom
    from companion.games.infiltration.state import RoomFace

    session = games.new_session("infiltration", 3, 1, {"item_draft": "true", "specialists": "true"})
    assert session.execute(RevealEntryRoom(face=RoomFace(name="Lobby", df=4))) == []
    dealt = [list(op.items) for op in session.state.operatives]
    names = [op.name for op in session.state.operatives]
    ctx = table(session, tmp_path)
    for wanted in (1, 2, 3):
        for _ in names:  # each taps the first card not kept yet, then keeps
            root = build_table(ctx)
            who = next(n for n in names if draft_chips(root, n))
            assert [n for n in names if draft_chips(root, n)] == [who]  # only one hand shows at a time
            draft_chips(root, who)[wanted - 1](None)
            root = build_table(ctx)  # the tap renders the screen again
            keep = f"Keep {wanted}, pass {4 - wanted}"
            assert keep in buttons(root) and not buttons(root)[keep].disabled
            buttons(root)[keep].on_click(None)
            assert ctx.refusal == []
    assert session.state.drafted
    # Each kept its own first card, its neighbour's second, the next one's third, and was passed the fourth.
    assert [op.items for op in session.state.operatives] == [
        [dealt[i][0], dealt[i - 1][1], dealt[i - 2][2], dealt[i - 3][3]] for i in range(3)
    ]
    assert not any(draft_chips(build_table(ctx), n) for n in names)


def test_draft_on_a_phone_that_plays_a_seat_shows_only_its_own_hand(tmp_path):
    """Picks are hidden: this phone plays Player 2, so it sees only that operative's cards."""
    from companion.games.infiltration.commands import DraftKeep, RevealEntryRoom
    from companion.games.infiltration.state import RoomFace

    session = games.new_session("infiltration", 3, 1, {"item_draft": "true"})
    assert session.execute(RevealEntryRoom(face=RoomFace(name="Lobby", df=4))) == []
    assert session.execute(DraftKeep(operative=0, keep=[2])) == []
    names = [op.name for op in session.state.operatives]
    root = build_table(table(session, tmp_path, mine=frozenset({1})))
    assert [n for n in names if draft_chips(root, n)] == [names[1]]
    texts = [getattr(c, "value", "") for c in walk(root)]
    assert f"{names[0]} (Player 1): kept" in texts and f"{names[2]} (Player 3): choosing…" in texts


def test_box_setup_free_text_function_shows_as_a_step_to_confirm(tmp_path):
    """Card text the effects cannot say is kept in notes and shown to confirm when entering (RS l.141-150)."""
    from companion.games.infiltration.commands import RevealEntryRoom
    from companion.games.infiltration.effects import enter
    from companion.games.infiltration.state import RoomFace

    library = ContentLibrary(user_dir=tmp_path)
    ctx = SimpleNamespace(library=library, toast=lambda m: None, redraw=lambda: None)
    root = box_setup(ctx)
    fields = {c.label: c for c in walk(root) if isinstance(c, ft.TextField)}
    fields["Room name"].value = "Vault"
    fields["Available DF"].value = "2"
    fields["Other card text (the app shows it to confirm)"].value = "Discard one item"
    buttons(root)["Save room"].on_click(None)
    entry = next(e for e in library.entries("infiltration", "rooms") if e.name == "Vault")
    assert entry.notes == "Discard one item"
    session = games.new_session("infiltration", 3, 1, {})
    face = RoomFace(**{k: v for k, v in entry.model_dump().items() if k in RoomFace.model_fields})
    assert session.execute(RevealEntryRoom(face=face)) == []
    assert "Confirm at the table, Vault: Discard one item" in enter(session.state, 0, 0, [], False)


def test_a_card_waiting_on_the_players_choice_asks_which_operative(tmp_path):
    """RS l.172: the table is asked which operative before anything else; the tapped one takes the effect,
    then the rest of the card resolves; the other actions of the step wait behind the choice."""
    from companion.games.infiltration.commands import ChooseOperative, ResolveCard
    from companion.games.infiltration.effects import CHOSEN, Alarm, Heal
    from tests.infiltration.helpers import edit, face, game, select

    def infirmary(state):
        state.rooms[1].face = face("Infirmary", 0, on_enter=[Heal(operative=CHOSEN), Alarm(amount=2)])
        state.operatives[2].wounded = True

    session = edit(game(), infirmary)
    select(session, {0: "advance", 1: "download", 2: "download"})
    assert session.execute(ResolveCard(operative=0)) == []
    ctx = table(session, tmp_path)
    shown = buttons(build_table(ctx))
    texts = [getattr(c, "value", "") for c in walk(build_table(ctx))]
    assert "Heal an operative: an operative the players choose. Which operative?" in texts
    assert {"Mr. White", "Monica Singh", "Hugo Cash", "Nobody can take it"} <= set(shown)
    assert not any(name.endswith("resolve Download") for name in shown)  # the step waits behind the choice
    shown["Hugo Cash"].on_click(None)
    assert not session.state.operatives[2].wounded and session.state.alarm == 2
    assert (
        session.log()[-1].label
        == ChooseOperative(operative=2).describe(session.state)
        == "The players choose Hugo Cash"
    )


def test_setup_checklist_shows_until_the_entry_room_is_revealed(tmp_path):
    """RS §SETUP l.27-43: the checklist of what the table lays out by hand shows until its last step, the
    entry room revealed, then makes way for the round."""
    from companion.games.infiltration.setup import setup_checklist
    from tests.infiltration import helpers

    session = games.new_session("infiltration", 3, 1, {})
    lines = setup_checklist(session.state)
    shown = [getattr(c, "value", None) for c in walk(build_table(table(session, tmp_path)))]
    assert all(line in shown for line in lines)
    session = helpers.game()
    shown = [getattr(c, "value", None) for c in walk(build_table(table(session, tmp_path)))]
    assert not any(line in shown for line in setup_checklist(session.state))


def test_box_setup_save_with_nothing_typed_says_why_in_view(tmp_path, on_screen):
    """Issue 33: "Save room" / "Save item" with nothing typed say which field stops them in a toast (the
    field itself is far above the button)."""
    toasts: list[str] = []
    root = box_setup(SimpleNamespace(library=ContentLibrary(user_dir=tmp_path), toast=toasts.append))
    buttons(root)["Save room"].on_click(None)
    buttons(root)["Save item"].on_click(None)
    assert toasts == [
        "Not saved: Room name: Type the room's name",
        "Not saved: Item card name: Type the name printed on the item card",
    ]


def test_the_security_panel_takes_the_face_of_the_tables_own_die_once_switched(tmp_path, on_screen):
    """infiltration-rules-summary.txt §4 Security Phase (l.99): the first player rolls the die; a table that rolls
    its own switches to it beside the die and types the face, which is the one added."""
    from companion.ui.infiltration.panels import security_panel

    session = game()
    skip_to(session, "security")
    ctx = table(session, tmp_path)
    panel = security_panel(ctx)
    assert "Roll the die" in buttons(panel)
    assert not [f for f in walk(panel) if isinstance(f, ft.TextField)]
    switch = next(c for c in walk(panel) if isinstance(c, ft.Switch))
    switch.value = True
    switch.on_change(SimpleNamespace(control=switch))
    assert ctx.settings.physical_dice and ctx.redraws == 1
    panel = security_panel(ctx)
    [face] = [f for f in walk(panel) if isinstance(f, ft.TextField)]
    assert face.label == "Die face (1-6)" and "Roll the die" not in buttons(panel)
    before, alarm = session.state.proximity, session.state.alarm
    face.value = "4"
    buttons(panel)["Enter the roll"].on_click(None)
    assert session.state.proximity == before + 4 + alarm
