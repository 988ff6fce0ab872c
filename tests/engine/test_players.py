"""Player names (the common RenamePlayer) and starting a game from a described position."""

import pytest

from companion import games
from companion.engine import GameSession, LoadState, Refused
from companion.engine.common import Placement, RenamePlayer
from tests.commands import ok, refused
from tests.engine.toy import TOY


@pytest.fixture
def toy():
    return GameSession(TOY.new_game(3, 1, {}, None))


def test_rename_player_sets_the_table_name(toy):
    ok(toy, RenamePlayer(player=1, name="  Ada "))
    assert toy.state.player_names == ["P1", "Ada", "P3"]
    assert toy.log()[-1].label == "Renamed P2 to Ada"


def test_rename_player_refuses_a_seat_that_does_not_exist(toy):
    assert refused(toy, RenamePlayer(player=1_000_000, name="Ada")) == ["engine.no_such_player"]
    assert refused(toy, RenamePlayer(player=-1, name="Ada")) == ["engine.no_such_player"]


@pytest.mark.parametrize("name", ["", "   ", "x" * 31, "tab\there"])
def test_rename_player_refuses_an_empty_or_too_long_name(toy, name):
    assert refused(toy, RenamePlayer(player=0, name=name)) == ["engine.bad_name"]


def test_rename_player_refuses_a_name_another_player_has(toy):
    assert refused(toy, RenamePlayer(player=0, name="p2")) == ["engine.name_taken"]
    ok(toy, RenamePlayer(player=0, name="P1"))  # keeping one's own name is fine


def test_rename_player_is_undoable(toy):
    ok(toy, RenamePlayer(player=0, name="Ada"))
    toy.undo()
    assert toy.state.player_names[0] == "P1"


def test_rename_player_json_is_a_common_command():
    command = TOY.parse_command({"type": "rename_player", "player": 0, "name": "Ada"})
    assert isinstance(command, RenamePlayer)


def test_new_session_takes_names_and_refuses_a_taken_one():
    session = games.new_session("syndicate", 2, 5, {}, names=["Ada", ""])
    assert session.state.player_names[0] == "Ada"
    with pytest.raises(ValueError, match="already called"):
        games.new_session("syndicate", 2, 5, {}, names=["Ada", "ADA"])


def test_position_starts_the_game_from_the_described_situation():
    session = games.new_session("toy", 2, 3, {}, position=[Placement(path="counter", value=7)])
    assert session.state.counter == 7 and session.state.revision == 0 and not session.log()


@pytest.mark.parametrize(
    "placement",
    [
        Placement(path="counter", value=11),  # breaks the game's invariant (0-10)
        Placement(path="counter", value="many"),  # refused by the state model
        Placement(path="revision", value=5),  # not declared correctable
        Placement(path="last_roll.99", value=1),  # no such value
    ],
)
def test_position_refuses_what_does_not_fit(placement):
    with pytest.raises(Refused):
        games.new_session("toy", 2, 3, {}, position=[placement])


def test_load_state_checks_the_games_invariants(toy):
    broken = toy.state.model_dump(mode="json") | {"counter": 1_000_000}
    assert refused(toy, LoadState(state=broken)) == ["engine.bad_state"]
    damaged = toy.state.model_dump(mode="json") | {"player_names": []}
    assert refused(toy, LoadState(state=damaged)) == ["engine.bad_state"]
