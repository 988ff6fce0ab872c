"""Hidden information: the game declares it once (``hidden_fields``); ``companion state`` and every phone follow.

syndicate-draft-rulebook.txt l.277 (the Sovereign deck is drawn face down), l.465-469 (a sleeper is placed
face down; a mission card may be placed as a decoy).
"""

from __future__ import annotations

import json

from companion import games
from companion.cli import main
from companion.content import ContentLibrary
from companion.engine import Correct
from companion.engine.game import definition_of
from companion.games.syndicate import commands as c
from companion.storage import write_save
from tests.commands import ok
from tests.ui.fake_table import buttons

from .helpers import game, rich
from .phones import phone, screen, words


def _state(capsys, path, *extra: str) -> dict:
    assert main(["state", str(path), *extra]) == 0
    return json.loads(capsys.readouterr().out)


def test_the_syndicate_game_declares_deck_order_and_sleeper_slot_hidden():
    definition = definition_of("syndicate")
    assert set(definition.hidden_fields) == {"sovereign_deck.*", "players.*.sleeper.card", "players.*.sleeper.decoy"}


def test_state_blanks_the_undrawn_sovereign_deck_unless_reveal(tmp_path, capsys):
    """l.277: the 8-card deck is face down; its order is nobody's to read."""
    library = ContentLibrary(user_dir=tmp_path / "content")
    for i in range(7):
        library.add("syndicate", "sovereign_cards", {"id": f"card-{i}", "name": f"Card {i}"})
    session = games.new_session("syndicate", 2, 5, {}, library)
    path = tmp_path / "game.json"
    write_save(path, session)
    deck = _state(capsys, path)["sovereign_deck"]
    assert deck and set(deck) == {"hidden"}  # how many are left stays public
    revealed = _state(capsys, path, "--reveal")["sovereign_deck"]
    assert [card["name"] for card in revealed] == [card.name for card in session.state.sovereign_deck]


def test_state_blanks_the_sleeper_card_and_decoy_unless_reveal(tmp_path, capsys):
    """l.465-469: the card in the sleeper slot lies face down, a decoy as much as a sleeper."""
    session = game()
    ok(session, c.ActivateSleeper(player=0, card="Dull job", decoy=True))
    path = tmp_path / "game.json"
    write_save(path, session)
    slot = _state(capsys, path)["players"][0]["sleeper"]
    assert slot["card"] == "hidden" and slot["decoy"] == "hidden" and "Dull job" not in json.dumps(slot)
    slot = _state(capsys, path, "--reveal")["players"][0]["sleeper"]
    assert slot["card"] == "Dull job" and slot["decoy"] is True


def _decoy_placed():
    session = game()
    ok(session, c.ActivateSleeper(player=0, card="Dull job", decoy=True), c.EndTurn(player=0))
    return session


def test_a_decoy_is_known_on_its_owners_phone_only(tmp_path):
    """l.469: a mission card placed as a decoy; only its owner knows it cannot be played."""
    session = _decoy_placed()
    owner = screen(phone(session, tmp_path, 0))
    assert "Dull job, a decoy" in words(owner)
    assert buttons(owner)["Player 1 plays their sleeper"].disabled
    assert "A decoy is never played, only burned." in words(owner)
    for seats in ((1,), (2,), (1, 2)):
        other = words(screen(phone(session, tmp_path, *seats)))
        assert "decoy" not in other.replace("placed as a decoy", "") and "Dull job" not in other
        assert "Player 1 plays their sleeper" not in other


def test_a_decoy_shows_nowhere_on_a_shared_phone(tmp_path):
    """l.469: on the phone passed round the table the slot looks like any sleeper: face down, playable."""
    session = _decoy_placed()
    shared = screen(phone(session, tmp_path))
    text = words(shared)
    assert "Dull job" not in text and "A decoy is never played" not in text and "Only on your phone" not in text
    assert not buttons(shared)["Player 1 plays their sleeper"].disabled
    real = game()
    ok(real, c.ActivateSleeper(player=0, card="Ambush"), c.EndTurn(player=0))
    assert words(screen(phone(real, tmp_path))) == text.replace("Dull job", "Ambush")


def test_an_undrawn_deck_shows_only_its_size(tmp_path):
    """l.277: the app's built deck shows how many cards are left, never which."""
    library = ContentLibrary(user_dir=tmp_path / "content")
    for i in range(7):
        library.add("syndicate", "sovereign_cards", {"id": f"card-{i}", "name": f"Secret {i}"})
    session = games.new_session("syndicate", 2, 5, {}, library)
    ok(session, *(c.ChooseSyndicate(player=i, syndicate=rich(f"S{i}")) for i in range(2)))
    ok(session, c.RollFirstPlayer(entered=[12, 1]), c.EndTurn(player=0), c.EndTurn(player=1))
    for seats in ((), (0,), (1,)):
        text = words(screen(phone(session, tmp_path, *seats)))
        assert "left in the deck" in text and "Secret" not in text


def test_a_sleeper_slot_set_by_hand_is_logged_without_its_card():
    """l.465-469: the card in a sleeper slot lies face down: a slot set by hand is logged without naming it."""
    session = game()
    ok(session, Correct(path="players.0.sleeper", value={"card": "Ambush", "decoy": False, "turn": 0}))
    assert "Ambush" not in session.log()[-1].label and "kept hidden" in session.log()[-1].label
