"""A phone whose connection drops while its screen opens (a Wi-Fi blip, a reload that reattaches the
same session) still gets the screen when it reconnects (fake Flet sessions)."""

from __future__ import annotations

from companion import games
from companion.storage import SaveStore
from tests.live.phones import phones
from tests.ui.fake_session import route, run_isolated, texts


def test_a_table_opened_while_the_phone_is_between_two_connections_is_built_for_its_reconnection(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_HOME", str(tmp_path))
    session = games.new_session("syndicate", 4, 5, {})
    SaveStore(tmp_path / "saves").save(session)

    async def scenario():
        (phone,) = await phones(1)
        await phone.flet_session.disconnect(60)  # the connection is gone; the session waits for it
        await route(phone.page, f"/game/{session.game_id}")  # no client to ask for the wake lock
        assert phone.page.views[-1].route == f"/game/{session.game_id}"
        assert "Log (0)" in texts(phone.page.views[-1])

    run_isolated(scenario())
