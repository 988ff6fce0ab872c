"""Scenario scripts replayed through ``companion replay`` (the rulebook's own worked examples)."""

from __future__ import annotations

from pathlib import Path

from tests import replays

SCENARIOS = Path(__file__).parent / "scenarios"


def replay(name: str, capsys) -> dict:
    return replays.replay(SCENARIOS / name, capsys)


def credits(state: dict) -> list[int]:
    return [p["res"]["credits"] for p in state["players"]]


def test_market_example(capsys):
    """L516-530, Figures 1-3: 5, 10 and 15 credits by own cubes; collection removes the highest cube each."""
    state = replay("market_example.json", capsys)
    # 30 start - purchases (5 | 5+10 | 5+10+15) + 1 racketeering
    assert credits(state) == [26, 16, 1]
    assert [p["tech_level"] for p in state["players"]] == [3, 4, 5]
    assert state["market"]["tech"] == [[], [0], [0, 1]]


def test_goshen_extra_hands(capsys):
    """L436: Goshen unoccupied wins on 4-6; paying 1 credit, 2 influence, 2 crew adds the 3."""
    state = replay("goshen_extra_hands.json", capsys)
    p = state["players"][0]
    assert state["alert"] == 2  # the first roll of 3 failed
    assert (p["res"]["credits"], p["res"]["influence"], p["res"]["crew"]) == (30 - 1 + 6, 28, 28)
    assert p["dice_armed"] == 0


def test_pardon_table(capsys):
    """L401-408: pardons cost 3, 5, 10, 15 influence for 0-3 bases; pardoned players pay no tax."""
    state = replay("pardon_table.json", capsys)
    # influence: 30, minus bases' 4 each, (+3 exchanged for player 3), minus the pardon
    assert [p["res"]["influence"] for p in state["players"]] == [27, 21, 12, 6]
    assert all(p["pardoned"] for p in state["players"])
    assert credits(state) == [30, 22, 14, 0]


def test_assault_table(capsys):
    """L457-461: a 5 loses against unfortified with no help (needs 6) and wins against fortified with 2 (5+)."""
    state = replay("assault_table.json", capsys)
    owners = {t["name"]: (t["owner"], t["fortified"]) for t in state["territories"]}
    assert owners == {"Alpha": (1, False), "Beta": (0, False)}
    attacker = state["players"][0]
    assert attacker["res"]["crew"] == 30 + 1 - 5 - 10 and state["alert"] == 3
    assert attacker["reinforcements_used"] == 2


def test_refused_command_exits_1(tmp_path, capsys):
    """A refused command stops the replay with exit code 1 and names its rule."""
    exchange = {"type": "exchange", "player": 0, "give": "crew", "get": "credits"}
    err = replays.refused_variant(SCENARIOS / "goshen_extra_hands.json", tmp_path, capsys, lambda c: c.append(exchange))
    assert "syn.exchange_credits" in err


def test_tax_flip_choice(capsys):
    """l.574-578: 5 credits pay one of two taxes of 5; the owner leaves Goshen unpaid and it flips, Koss is paid."""
    state = replay("tax_flip_choice.json", capsys)
    flipped = {t["name"]: t["flipped"] for t in state["territories"]}
    assert flipped == {"Goshen": True, "Koss": False, "Honos": False} and credits(state) == [0, 25]


def test_tie_at_the_end(capsys):
    """l.39, l.277, l.311-316: round 2 is the last and stays on the marker; 32 and 32 share first place."""
    state = replay("tie_at_the_end.json", capsys)
    assert state["finished"] and state["progress"]["round"] == 2
    assert state["result"] == "1st Player 1 and Player 2, 32 each (shared place)"


def test_decoy_sleeper(capsys):
    """l.463-469: the decoy is burned and replaced on a later turn; the real sleeper is played after that."""
    state = replay("decoy_sleeper.json", capsys)
    me = state["players"][0]
    assert me["sleeper"] is None and me["sleepers_burned"] == 1
    assert me["op_cards"] == 4 - 1 + 4 - 1  # one decoy, one sleeper; collection dealt 2 + 2 unused dice


def test_failed_robbery_blockade(capsys):
    """l.441, l.564: a robbery names no territory, so failing it at maximum alert leaves the Destroyer on Goshen."""
    state = replay("failed_robbery_blockade.json", capsys)
    assert state["destroyer_at"] == "goshen" and state["alert"] == 6


def test_mission_chip_and_tech(capsys):
    """l.546-552, l.247-249: a rolled 2 plus the Lucky chip and Targeting (+1 each) wins on 4-6; the chip is spent."""
    state = replay("mission_chip_and_tech.json", capsys)
    me = state["players"][0]
    assert me["res"]["credits"] == 30 - 8 + 6 and me["chips"] == [] and me["tech_cards"] == ["Targeting"]


def test_award_claim(capsys):
    """l.215: owning 2 bases, Player 1 claims Landlord: 5 VP in the score."""
    state = replay("award_claim.json", capsys)
    assert state["awards"][0]["claimed_by"] == 0 and state["players"][0]["vp"] == 5


def test_crew_short_choices(capsys):
    """l.416, l.494, l.510-512, l.418: two owners short of crew choose unlike the suggestion; the run follows them."""
    state = replay("crew_short_choices.json", capsys)
    assert state["progress"]["round"] == 2
    assert {t["name"] for t in state["territories"] if t["flipped"]} == {"Koss", "Lab"}
    assert [p["res"]["crew"] for p in state["players"][:2]] == [0 + 2 + 3 + 2 - 6, 4 + 2 - 3]
    assert state["market"]["tech"][1] == [0] and state["market"]["assault"][1] == []
    assert state["collection_choices"] == {}
