"""Infiltration end to end in Debian Chromium through the real served app: real clicks, waits on what
the screen shows, never a fixed time.

A full round (setup, selection, actions, NPC phase, security, round 2) within the tap target on a phone
in the light theme and on a tablet in the dark one; a populated mid-game save scrolled through and
checked for contrast on a phone in the dark theme and on a tablet in the light one; a short game to
scoring; a card that cannot be selected shown disabled with its reason.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from companion.engine import GameSession
from companion.storage import SaveStore
from tests.conftest import PHONE, TABLET, assert_no_errors, open_table
from tests.e2e.contrast import PHONE_PIXELS, scroll_through
from tests.e2e.steps import record_round

from . import flow
from .helpers import edit, face, game, put_npc, reveal_path

pytestmark = pytest.mark.e2e


@pytest.mark.parametrize(("size", "dark"), [(PHONE, False), (TABLET, True)], ids=["phone-light", "tablet-dark"])
def test_a_full_round_within_the_tap_target(page, served_app, size, dark, tmp_path):
    open_table(page, served_app, "/", dark, size)
    flow.start_game(page)
    flow.reveal_entry(page)
    page.taps, page.typed = 0, 0
    flow.select_cards(page, ["Advance", "Download", "Download"])
    flow.click(page, re.compile("Advance into R2"))
    flow.fill(page, "Room name", "Server Farm")
    flow.fill(page, "Available DF", "3")
    flow.act(page, "Reveal and enter")
    flow.act(page, re.compile(": resolve Download"))
    flow.act(page, re.compile(": resolve Download"))
    flow.act(page, "Run the NPC phase")
    page.locator("flt-semantics-host").get_by_text("No face-up NPC in the facility.").first.wait_for()
    flow.act(page, "Roll the die")
    page.locator("flt-semantics-host").get_by_text("Round 2").first.wait_for()
    page.locator("flt-semantics-host").get_by_text(
        re.compile(r"The die shows \d")
    ).first.wait_for()  # the security result card
    page.get_by_role("button", name="Advance").wait_for()  # round 2's selection is offered
    record_round(page, "infiltration", page.taps, page.typed, dark)
    page.screenshot(path=tmp_path / "infiltration-round.png")
    assert_no_errors(page, served_app)


def mid_game() -> GameSession:
    """Round 1 with rooms revealed, NPCs and tokens placed, items in hands and in a room."""

    def layout(s):
        reveal_path(s, 4, names={1: "Server Farm", 2: "Research Admin Office", 3: "Cryo Lab"})
        s.rooms[2].face.interface, s.rooms[2].interface_token = True, True
        s.rooms[3].face.lab_worker_secure, s.rooms[3].lab_worker = 2, True
        s.rooms[1].face.tech_lock_secure, s.rooms[1].tech_lock = 3, True
        s.rooms[SECRET_SLOT].face = face("Vault", 0)
        s.rooms[1].items = ["Slider"]
        put_npc(s, "Officer Nelson", 2)
        put_npc(s, "James Harris", 3, face_up=False)
        s.operatives[0].room, s.operatives[0].wounded, s.operatives[0].df_tokens = 2, True, 2
        s.operatives[1].room, s.operatives[1].items = 1, ["Gauss Pistol", "Diesel", "Item card"]
        s.operatives[2].room, s.operatives[2].delayed = SECRET_SLOT, True
        s.proximity, s.alarm = 47, 2

    return edit(game(), layout)


SECRET_SLOT = 12


@PHONE_PIXELS
@pytest.mark.parametrize(("size", "dark"), [(PHONE, True), (TABLET, False)], ids=["phone-dark", "tablet-light"])
def test_a_mid_game_save_opens_and_scrolls_readably(page, served_app, size, dark):
    """No error box, console error or text below 4.5:1 contrast on any screenful of a populated table."""
    session = mid_game()
    SaveStore(served_app.home / "saves").save(session)
    open_table(page, served_app, f"/game/{session.game_id}", dark, size)
    expect(page.get_by_role("group", name=re.compile("^Selection")).first).to_be_visible()
    seen: list[str] = []

    def check(n: int) -> None:
        seen.append(page.locator("flt-semantics-host").aria_snapshot())

    scroll_through(page, page.get_by_role("button", name=re.compile(r"^Log \(\d+\)$")), check)
    shown = "".join(seen)
    places = ("R2 Server Farm", "Officer Nelson", "James Harris (face down)", "Slider", "S Vault")
    for words in (*places, "3 item cards in hand"):
        assert words in shown, words
    assert "Gauss Pistol" not in shown  # a hand is private: on a phone passed round, only its player looks
    assert "By hand: card texts and corrections" in shown
    assert_no_errors(page, served_app)


def test_a_short_game_through_the_ui(app_page):
    page = app_page
    flow.start_game(page)
    flow.reveal_entry(page)
    flow.play_round_one(page)
    flow.run_npc_phase(page)
    # James Harris wounded the operative who revealed his room, went back to R1 and added 5.
    page.locator("flt-semantics-host").get_by_text(re.compile(r"is wounded \(James Harris\)")).first.wait_for()
    page.locator("flt-semantics-host").get_by_text("Proximity 0 to 5 (James Harris).").first.wait_for()
    flow.roll_security(page)
    flow.play_round_two_and_escape(page)
    page.locator("flt-semantics-host").get_by_text(
        re.compile("starts the NPC phase in the entry room")
    ).first.wait_for()
    flow.lock_down_by_hand(page)
    flow.enter_scores(page)
    assert page.locator("flt-semantics-host").get_by_text("Undo: Final scoring").count() == 1


def test_an_empty_hand_shows_item_disabled_with_the_reason(page, served_app):
    session = edit(game(seed=2), lambda s: setattr(s.operatives[0], "items", []))  # not the mid-game's id
    SaveStore(served_app.home / "saves").save(session)
    open_table(page, served_app, f"/game/{session.game_id}")
    page.get_by_role("group", name=re.compile("has no item card in hand")).wait_for()
    assert page.get_by_role("button", name="Item card").first.is_disabled()
    assert_no_errors(page, served_app)
