"""Two phones tapping at the same instant, 20 times: every tap is applied or answered on its phone, and the
file holds exactly what was applied (fake Flet sessions on one server, taps dispatched as the server
receives them from the phones' websockets)."""

from __future__ import annotations

import asyncio
import json
import random

import flet as ft

from companion import games
from companion.storage import SaveStore
from companion.table import STALE, LiveTable, hub
from companion.ui.context import TableContext
from tests.live.phones import open_game, phones, shown_undo, until
from tests.ui.fake_session import run_isolated, texts, walk

ROUNDS = 20
PLAYED = 2 * ROUNDS + 5
"""Commands played before the taps: enough for every round to undo (then redo) one or both."""


def icon_button(app, label: str) -> ft.IconButton:
    return next(c for c in walk(app.page.views[-1]) if isinstance(c, ft.IconButton) and c.tooltip == label)


def told(app) -> bool:
    return STALE in texts(app.page.views[-1])


def test_two_phones_tapping_together_twenty_times_never_lose_a_tap(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_HOME", str(tmp_path))
    session = games.new_session("syndicate", 4, 5, {})
    rnd = random.Random(5)
    for _ in range(PLAYED):
        assert session.execute(session.definition.random_command(session.state, rnd)) == []
    store = SaveStore(tmp_path / "saves")
    store.save(session)
    game_id = session.game_id
    outcomes = {"applied": 0, "told": 0}

    async def scenario():
        phone_a, phone_b = await phones(2)
        for app in (phone_a, phone_b):
            await open_game(app, game_id)
        table = hub.TABLES.get(store, game_id)
        for turn in range(ROUNDS):
            # the second half redoes while anything is left to redo (how many undos the first half applied
            # depends on how the taps interleave: one tap may be applied and the other answered)
            label = "Redo" if turn >= ROUNDS // 2 and table.session.can_redo else "Undo"
            for app in (phone_a, phone_b):  # each round starts with no message on either phone
                app._notices[game_id] = ""
                app.repaint()
            before = table.version
            taps = [
                app.flet_session.dispatch_event(icon_button(app, label)._i, "click", None) for app in (phone_a, phone_b)
            ]
            if turn % 3 == 1:  # the second tap a moment later, after the first one's repaint may have begun
                first = asyncio.ensure_future(taps[0])
                for _ in range(turn):
                    await asyncio.sleep(0)
                await asyncio.gather(first, taps[1])
            else:
                await asyncio.gather(*taps)
            # a phone repaints in a task of its own session: let the loop run until both taps are accounted for
            await until(lambda b=before: table.version - b + sum(told(app) for app in (phone_a, phone_b)) >= 2)
            applied = table.version - before
            answered = sum(told(app) for app in (phone_a, phone_b))
            assert applied >= 1 and applied + answered == 2, (turn, applied, answered)
            outcomes["applied"] += applied
            outcomes["told"] += answered
            expected = len(table.session.log())
            await until(lambda n=expected: saved_commands(store, game_id) == n)
            await until(lambda: shown_undo(phone_a) == shown_undo(phone_b) == shown_undo_of(table))
            # and each phone's buttons act on the current revision (its repaint after the last change is done)
            await until(lambda: all(revision_seen(app) == table.version for app in (phone_a, phone_b)))

    run_isolated(scenario())
    assert outcomes["applied"] + outcomes["told"] == 2 * ROUNDS
    print(f"two taps x {ROUNDS}: {outcomes['applied']} applied, {outcomes['told']} answered, 0 lost")


def revision_seen(app) -> int:
    """The revision the phone's Undo button acts on: that of the table screen it shows."""
    undo = icon_button(app, "Undo").on_click
    return next(c.cell_contents.seen for c in undo.__closure__ if isinstance(c.cell_contents, TableContext))


def saved_commands(store: SaveStore, game_id: str) -> int:
    """The commands the game's file holds (read without replaying them; the file is always whole)."""
    return len(json.loads(store.path(game_id).read_text())["commands"])


def shown_undo_of(table: LiveTable) -> str:
    session = table.session
    return f"Undo: {session.undo_label()}" if session.can_undo else "Nothing to undo"
