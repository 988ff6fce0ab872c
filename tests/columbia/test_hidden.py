"""Hidden information: what the rules keep hidden never enters Columbia's state, so `companion state`
shows only what the table sees (the dice seed blanked unless --reveal)."""

import json

from companion.cli import main
from companion.engine import Correct, GameSession

from .helpers import at, fresh, refused


def test_a_face_down_token_has_no_values(tmp_path):
    """columbia-rules-summary.txt §Setup l.56, §Combating Territory Tokens l.192: face down until fought."""
    g = GameSession(at(fresh(), "build"))
    face_down = {"revealed": False, "total": 3, "eagles": 1}
    assert refused(g, Correct(path="locations.0.token", value=face_down)) == {"engine.bad_correction"}
    assert refused(g, Correct(path="locations.0.token", value=face_down | {"revealed": True})) == set()


def test_state_without_reveal_shows_only_what_the_table_sees(tmp_path, capsys):
    save = tmp_path / "game.json"
    assert main(["new", "columbia", "--players", "2", "--seed", "1", "--out", str(save)]) == 0
    capsys.readouterr()
    assert main(["state", str(save)]) == 0
    state = json.loads(capsys.readouterr().out)
    assert state["rng"] == "hidden"
    assert [(p["hand"], p["deck"]) for p in state["players"]] == [(5, 25), (5, 25)]  # counts, no cards
    assert all(w["token"] is None or w["token"]["total"] is None for w in state["locations"])
