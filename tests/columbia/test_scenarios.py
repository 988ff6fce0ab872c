"""The rulebook's worked examples, replayed through ``companion replay`` (scripts in scenarios/)."""

import json
from pathlib import Path

from companion.cli import main
from tests import replays

SCENARIOS = Path(__file__).parent / "scenarios"


def replay(name, capsys):
    return replays.replay(SCENARIOS / f"{name}.json", capsys)


def units(state, number, owner):
    return [u for u in state["locations"][number - 1]["units"] if u["owner"] == owner]


def test_vote_example(capsys):
    """columbia-rules-summary.txt l.76-92 (rulebook p.10 Example of a Vote): Booker's 3 joins the trailing Vox."""
    state = replay("vote_example", capsys)
    assert state["event"]["name"] == "Sound the Alarm"
    assert state["vote"] == {"total": 4, "booker": 3, "passed": True, "first_player": 1}
    assert state["factions"]["vox"]["pending_upgrades"] == 1  # the token moved to the Vox player (A5)
    assert [p["hand"] for p in state["players"]] == [3, 4]


def test_combat_example(capsys):
    """columbia-rulebook-combat-page.txt l.1-38 (rulebook p.15 Combat Example): 3 units from #11 attack #13."""
    state = replay("combat_example", capsys)
    assert [u["id"] for u in units(state, 13, 0)] == [6, 7, 8]
    assert units(state, 13, 1) == []
    assert sorted(u["id"] for u in units(state, 14, 1)) == [11, 12, 14, 15]  # unit 13 lost, the rest retreated
    assert state["factions"]["founders"]["pending_upgrades"] == 1
    assert state["players"][1]["eagles"] == 2  # the Vox beat #13's token first


def test_handyman_upgrade_example(capsys):
    """columbia-rules-summary.txt l.230-232 and the Handyman card (rulebook p.17): unlocked, a lone Handyman is 6."""
    state = replay("handyman_upgrade_example", capsys)
    assert state["factions"]["founders"]["sheet"]["Handyman"]["key"] is True
    assert state["locations"][11]["token"] is None and [u["id"] for u in units(state, 12, 0)] == [6]
    assert state["players"][0]["eagles"] == 1


def test_a_refused_command_names_its_rule(tmp_path, capsys):
    def twice(commands):
        commands[6] = {"type": "buy_upgrade", "card": "Handyman", "what": "key"}
        commands.insert(7, {"type": "buy_upgrade", "card": "Handyman", "what": "key"})

    assert "eagles_never_negative" in refused_variant("handyman_upgrade_example", tmp_path, capsys, twice)


def refused_variant(name, tmp_path, capsys, change):
    return replays.refused_variant(SCENARIOS / f"{name}.json", tmp_path, capsys, change)


def test_card_effect_in_combat(capsys):
    """columbia-facts.md §5 Boys of Silence: +3 combat when defending, applied from the shipped ability."""
    state = replay("card_effect_in_combat", capsys)
    assert units(state, 11, 1) == [] and state["factions"]["founders"]["sheet"]["Handyman"]["combat"] == 1
    assert state["players"][0]["discard"] == 1  # the played card went to its owner's discard pile (A20)


def test_world_event_effect(capsys):
    """columbia-rules-summary.txt §Vote l.88: a passed event resolves at once (typed effects applied)."""
    state = replay("world_event_effect", capsys)
    assert [p["eagles"] for p in state["players"]] == [2, 2] and state["locations"][2]["destroyed"]


def test_vp_condition_2p_unmet_then_met(tmp_path, capsys):
    """columbia-rules-summary.txt §Victory points l.250: claimed only when the condition is met."""
    state = replay("vp_condition_2p", capsys)
    assert state["vp_cards"][0]["claimed_by"] == "vox"
    err = refused_variant("vp_condition_2p", tmp_path, capsys, lambda c: c.insert(10, c.pop(11)))  # claim before buying
    assert "col.vp_condition" in err and "needs 1 upgrade; the Vox Populi have made 0." in err


def test_vp_condition_4p_team_and_you(tmp_path, capsys):
    """columbia-rules-summary.txt §Victory points l.252: 'Your faction…' counts the team, 'You…' the claimant."""
    state = replay("vp_condition_4p", capsys)
    assert state["vp_cards"][0]["claimed_by"] == "founders"

    def you(commands):
        commands[0]["card"]["condition"] = "You control 2 locations."

    assert "col.vp_condition" in refused_variant("vp_condition_4p", tmp_path, capsys, you)


def test_earned_upgrade_must_be_placed_at_once(tmp_path, capsys):
    """columbia-rules-summary.txt §Upgrading action cards l.212-218: becoming first player earns an upgrade,
    made then."""
    state = replay("earned_upgrade_at_once", capsys)
    assert state["factions"]["founders"]["sheet"]["Handyman"]["key"] is True and state["first_player"] == 0
    err = refused_variant("earned_upgrade_at_once", tmp_path, capsys, lambda c: c.pop(7))
    assert "col.upgrade_placed_when_earned" in err


def test_refresh_with_reshuffle(capsys):
    """columbia-rules-summary.txt §Refresh phase l.140-142: draw up to 5, reshuffling the discards."""
    state = replay("refresh_reshuffle", capsys)
    p1 = state["players"][0]
    assert (p1["hand"], p1["deck"], p1["discard"]) == (5, 25, 0)


def test_skyline_ride_refused_off_the_network(tmp_path, capsys):
    """columbia-rules-summary.txt §Sky-Line movement l.148-152: a ride follows a Sky-Line entered in box setup."""
    state = replay("skyline_ride", capsys)
    assert 13 in [u["id"] for u in state["locations"][14]["units"]]

    def off(commands):
        commands[-1]["to"] = 9

    assert "col.skyline_network" in refused_variant("skyline_ride", tmp_path, capsys, off)


def test_destruction_markers_scenario(tmp_path, capsys):
    """columbia-rules-summary.txt §Destroyed locations l.243: one marker per destroyed location, 5 in the box."""
    state = replay("destruction_markers", capsys)
    assert [w["number"] for w in state["locations"] if w["destroyed"]] == [1, 2, 3, 4, 6]
    sixth = refused_variant("destruction_markers", tmp_path, capsys, lambda c: c.append(dict(c[-1], location=7)))
    assert "col.destruction_markers" in sixth and "All 5 destruction markers are on the board" in sixth


def test_piece_pool_scenario(tmp_path, capsys):
    """columbia-rules-summary.txt §Setup l.52, §Total l.188: recruits come from the player's pool."""
    state = replay("piece_pool", capsys)
    assert [u["kind"] for u in state["locations"][4]["units"]][-1] == "common"
    err = refused_variant("piece_pool", tmp_path, capsys, lambda c: c[-1].update(kind="special"))
    assert "col.piece_pool" in err and "All 1 of P2's special units are on the board" in err


def test_roll_off_scenario_each_seat(tmp_path, capsys):
    """columbia-rules-summary.txt §Vote l.90: the highest roll takes the token, seat 0 included."""
    assert replay("roll_off", capsys)["first_player"] == 1  # P2 holds the token and rolls the 3
    script = json.loads((SCENARIOS / "roll_off.json").read_text())
    script["commands"][-1]["tie_rolls"] = [[1, 3]]  # turn order P2, P1: P1 (seat 0) rolls the 3
    path = tmp_path / "seat0.json"
    path.write_text(json.dumps(script))
    assert main(["replay", str(path)]) == 0
    assert json.loads(capsys.readouterr().out)["first_player"] == 0


def test_ability_before_dice_scenario(tmp_path, capsys):
    """columbia-rules-summary.txt §Reveal Cards l.174: effects that take place before the dice resolve first:
    Vigor discards the Founders' card (played, so discarded from the hand) and nothing is left to tick."""
    state = replay("ability_before_dice", capsys)
    assert state["card_steps"] == [] and state["players"][0]["discard"] == 1
    err = refused_variant("ability_before_dice", tmp_path, capsys, lambda c: c[-1]["abilities"][0].update(discard=[1]))
    assert "col.card_ability" in err and "Bucking Bronco (Vigor) discards 1 of P1's cards still in play" in err
