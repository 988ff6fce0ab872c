"""Seats bound to phones (issue 37, Build 4): a seat a phone claims is that phone's until it gives it up or the
host hands it over from the host's screen; what a phone plays is never another phone's seat."""

from __future__ import annotations

import json

import flet as ft
import pytest

from companion import games
from companion.storage import SaveStore
from companion.table import seats as seat_claims
from companion.table.seats import SeatClaims
from companion.ui import prefs
from tests.ui.fake_session import route, run_isolated, settle, start_app, texts, walk


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_HOME", str(tmp_path))
    monkeypatch.setattr(seat_claims, "_HELD", {})  # this test's server process
    return tmp_path


@pytest.fixture
def game_id(home) -> str:
    session = games.new_session("syndicate", 3, 5, {}, names=["Ann", "Bo", "Cy"])
    SaveStore(home / "saves").save(session)
    return session.game_id


def test_a_seat_claimed_by_one_phone_is_no_other_phones_until_it_is_given_up(home, game_id):
    claims = SeatClaims(SaveStore(home / "saves"))
    assert claims.claim(game_id, "phone-a", {0}) == {0}
    assert claims.claim(game_id, "phone-b", {0, 1}) == {1}  # Ann's seat stays phone A's
    assert claims.played(game_id, "phone-b", frozenset({0, 1})) == {1}  # B plays no seat of A's, whatever it chose
    assert claims.claim(game_id, "phone-a", set()) == set()  # A gives Ann's seat up
    assert claims.claim(game_id, "phone-b", {0, 1}) == {0, 1}


def test_the_host_hands_a_seat_over_and_another_phone_then_claims_it(home, game_id):
    claims = SeatClaims(SaveStore(home / "saves"))
    claims.claim(game_id, "phone-a", {0})
    claims.hand_over(game_id, 0)
    assert claims.claim(game_id, "phone-b", {0}) == {0}
    assert claims.played(game_id, "phone-a", frozenset({0})) == set()


def test_claims_outlast_a_restart_of_the_server(home, game_id, monkeypatch):
    SeatClaims(SaveStore(home / "saves")).claim(game_id, "phone-a", {2})
    monkeypatch.setattr(seat_claims, "_HELD", {})  # a new server process reads the kept claims
    assert SeatClaims(SaveStore(home / "saves")).holders(game_id) == {2: "phone-a"}


def chooser(game_id: str, phone: str, client_ip: str) -> tuple[list[ft.Checkbox], list[str]]:
    """The "This phone is…" dialog on a phone with id ``phone`` at ``client_ip``: its tick boxes and texts."""

    async def scenario():
        storage = {prefs.KEY: json.dumps({"phone": phone})}
        app, page = await start_app(storage)
        page.client_ip = client_ip
        await route(page, f"/game/{game_id}")
        await settle()
        [button] = [c for c in walk(page) if isinstance(c, ft.TextButton) and c.content == "This phone is…"]
        button.on_click(ft.Event(name="click", control=button))
        [dialog] = [c for c in page._dialogs.controls if isinstance(c, ft.AlertDialog)]
        boxes = [c for c in walk(dialog.content) if isinstance(c, ft.Checkbox)]
        shown = texts(dialog.content) + [c.content for c in walk(dialog.content) if isinstance(c, ft.TextButton)]
        return boxes, shown

    return run_isolated(scenario())


def test_another_phones_seat_is_greyed_and_only_the_host_can_hand_it_over(home, game_id):
    SeatClaims(SaveStore(home / "saves")).claim(game_id, "phone-a", {0})
    boxes, shown = chooser(game_id, "phone-b", "192.168.1.7")
    assert [(box.label, box.disabled) for box in boxes] == [
        ("Ann (another phone's)", True),
        ("Bo", False),
        ("Cy", False),
    ]
    assert "Hand Ann's seat over" not in shown
    _, on_the_host = chooser(game_id, "phone-h", "127.0.0.1")
    assert "Hand Ann's seat over" in on_the_host
