"""The "legal now" query for Syndicate: what the player-turn step accepts, and why not in plain words.

Rules: shared/rules/syndicate-draft-rulebook.txt (L123).
"""

from __future__ import annotations

from companion.engine import legal_now

from .helpers import edit, game, own


def test_legal_now_at_a_turn_names_the_missing_target_and_the_other_phases():
    """L434: a robbery needs a target with a base (none yet); L351/L424: the Sovereign card and
    resource collection belong to their own phases; a plain mission is open."""
    legal = legal_now(game().state)
    assert legal.why_not("mission") == ""
    assert "mission" in legal.accepted and "buy_base" in legal.accepted
    assert legal.why_not("robbery") == "No other player has a base yet."
    assert legal.why_not("draw_sovereign_card") == (
        "Not in the Player turns phase: this belongs to the Sovereign card phase."
    )
    assert legal.why_not("trade") == "Trading belongs to the advanced rules."


def test_legal_now_without_an_armed_action_die_refuses_missions_robberies_and_assaults():
    """L434: attempting a mission needs an unused ACTION DIE (so does an assault, L447)."""

    def spent(state):
        state.players[0].dice_armed = 0
        own(state, "koss", 1)

    legal = legal_now(edit(game(), spent).state)
    refusal = "Player 1 has no ARMED action die left this round."
    assert [legal.why_not(a) for a in ("mission", "robbery", "assault")] == [refusal] * 3
    assert legal.why_not("buy_base") == ""


def test_a_mission_is_open_to_every_player_when_the_first_territory_is_someone_elses_base():
    """L435: on another player's territory the attempter announces COOPERATIVE or UNCOOPERATIVE (in the dialog);
    any other territory is open too: the board's first territory being a base never greys missions out."""

    def taken(state):
        own(state, "Goshen", 0)  # the board's first territory
        state.turn = 1  # Player 2's turn

    legal = legal_now(edit(game(), taken).state)
    assert legal.why_not("mission") == ""

    def everywhere(state):
        for t in state.territories:
            own(state, t.name, 0)
        state.turn = 1

    assert legal_now(edit(game(), everywhere).state).why_not("mission") == ""


def test_a_mission_with_no_territory_on_the_board_says_what_to_add():
    """L128: a mission occurs on a territory of the board."""
    legal = legal_now(edit(game(), lambda s: setattr(s, "territories", [])).state)
    assert (
        legal.why_not("mission") == "No territory on the board yet: add the mission's territory with Add a territory."
    )
