"""The table screen builds for every state of a playout (no browser), and its buttons drive commands."""

import random
from types import SimpleNamespace

import flet as ft

from companion import games
from companion.content import ContentLibrary
from companion.ui.infiltration import box_setup, build_table
from tests.ui.fake_session import walk
from tests.ui.fake_table import buttons, table


def test_table_builds_at_every_step_of_a_playout(tmp_path):
    for physical in (False, True):
        session = games.new_session("infiltration", 3, 5, {"extraction": "true"})
        ctx = table(session, tmp_path, physical)
        rnd = random.Random(5)
        step = 0
        while (command := session.definition.random_command(session.state, rnd)) is not None:
            if step % 4 == 0:  # every phase comes up many times; every 4th state keeps this quick
                assert isinstance(build_table(ctx), ft.Control)
            assert session.execute(command) == []
            step += 1
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
    ctx = SimpleNamespace(library=ContentLibrary(user_dir=tmp_path))
    texts = [getattr(c, "value", "") or "" for c in walk(box_setup(ctx))]
    assert any(t.startswith("Research Admin Office") for t in texts)
