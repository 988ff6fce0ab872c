"""Secrets at the table (companion/engine/secrets.py): one declaration of what is hidden and whose, followed by
``companion state``, every screen and the commands a phone may send.

infiltration-rules-summary.txt l.57 (a card selected face down), l.174 (each hand is hidden).
"""

from __future__ import annotations

from companion.engine.rules import Rule, RuleBook
from companion.engine.secrets import Hidden, for_seats, hide, owner_of, sees
from companion.games.infiltration.commands import SelectCard
from tests.infiltration.helpers import game


def test_hide_keeps_only_what_the_given_seats_own():
    """An owner named by a path from the matched index (an operative's player) or by the index itself."""
    data = {"ops": [{"player": 1, "hand": ["a"]}, {"player": 0, "hand": ["b"]}], "deck": ["x", "y"]}
    hidden = (Hidden("ops.*.hand", "ops.{0}.player"), Hidden("deck.*"))
    hide(data, hidden, frozenset({0}))
    assert data == {"ops": [{"player": 1, "hand": "hidden"}, {"player": 0, "hand": ["b"]}], "deck": ["hidden"] * 2}


def test_sees_and_owner_of_follow_infiltrations_declaration():
    """l.57, l.174: an operative's hand and selected card are its player's; the draft's hands are nobody's."""
    session = game(2)
    state, definition = session.state, session.definition
    theirs = next(i for i, op in enumerate(state.operatives) if op.player == 1)
    assert owner_of(definition, state, f"operatives.{theirs}.items") == 1
    assert sees(definition, state, f"operatives.{theirs}.items", frozenset({1}))
    assert not sees(definition, state, f"operatives.{theirs}.selected", frozenset({0}))
    assert not sees(definition, state, f"operatives.{theirs}", frozenset())  # it holds the hand
    assert sees(definition, state, f"operatives.{theirs}.room", frozenset())
    assert not sees(definition, state, "draft_hands", frozenset({0, 1}))


def test_not_your_seat():
    """l.57: an operative's card is selected face down by its player: another player's phone cannot select it,
    the player's own phone and a phone passed round (playing no seat) can."""
    session = game(2)
    theirs = next(i for i, op in enumerate(session.state.operatives) if op.player == 1)
    command = SelectCard(operative=theirs, card="advance")
    [refusal] = session.validate(command, frozenset({0}))
    assert refusal.rule == "engine.not_your_seat" and refusal.message.startswith("This phone plays Player 1: ")
    assert session.validate(command, frozenset({1})) == session.validate(command, frozenset()) == []
    assert session.execute(command, seats=frozenset({0})) and session.state.operatives[theirs].selected is None


def test_a_secret_refusal_is_told_as_its_public_rule_off_its_owners_phone():
    """A rule that names a public rule is told as that rule on a phone that does not play the secret's seat."""
    session = game(2)
    theirs = next(i for i, op in enumerate(session.state.operatives) if op.player == 1)
    secret = Rule(id="inf.t_secret", text="It is a decoy.", ref="x", public="inf.t_public")
    public = Rule(id="inf.t_public", text="Not now.", ref="x")
    definition = type("D", (), {"rules": RuleBook([secret, public])})()
    command = SelectCard(operative=theirs, card="advance")
    told = [secret.violated(), secret.violated("It is still a decoy.")]
    assert for_seats(definition, session.state, command, told, frozenset({1})) == told
    assert [v.rule for v in for_seats(definition, session.state, command, told, frozenset())] == ["inf.t_public"]
    other = Rule(id="inf.t_other", text="Too late.", ref="x").violated()
    assert for_seats(definition, session.state, command, [*told, other], frozenset()) == [other]
    assert for_seats(definition, session.state, command, told, None) == told  # not a phone: the command line
