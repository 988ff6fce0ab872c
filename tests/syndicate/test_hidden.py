"""Hidden information: the game declares it once (``hidden_fields``); ``companion state`` and every phone follow.

syndicate-draft-rulebook.txt l.277 (the Sovereign deck is drawn face down), l.465-469 (a sleeper is placed
face down; a mission card may be placed as a decoy).
"""

from __future__ import annotations

import json

import flet as ft

from companion import games
from companion.cli import main
from companion.content import ContentLibrary
from companion.engine import Correct, Hidden
from companion.engine.game import definition_of
from companion.games.syndicate import commands as c
from companion.games.syndicate.state import Resources, SleeperCard
from companion.storage import write_save
from companion.ui.by_hand import by_hand_section
from tests.commands import ok
from tests.ui.fake_session import button, click, route, run_isolated, start_app, walk
from tests.ui.fake_table import buttons, opened_by_hand

from .helpers import game, rich
from .phones import phone, screen, words


def _state(capsys, path, *extra: str) -> dict:
    assert main(["state", str(path), *extra]) == 0
    return json.loads(capsys.readouterr().out)


def test_the_syndicate_game_declares_deck_order_and_sleeper_slot_hidden():
    """l.277: the deck's order is nobody's; l.465-469: the face-down card is its owner's (the seat it lies before)."""
    definition = definition_of("syndicate")
    assert set(definition.hidden_fields) == {
        Hidden("sovereign_deck.*"),
        Hidden("players.*.sleeper.card", "{0}"),
        Hidden("players.*.sleeper.decoy", "{0}"),
    }
    session = _decoy_placed()
    assert [session.sees("players.0.sleeper", seats) for seats in (frozenset({0}), frozenset({1}), frozenset())] == [
        True,
        False,
        False,
    ]
    assert session.sees("players.0.res", frozenset()) and not session.sees("sovereign_deck", frozenset({0, 1, 2}))


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


def _kept_secret(session, command, seats: tuple[int, ...]) -> list[str]:
    return [v.rule for v in session.validate(command, frozenset(seats))]


def test_sleeper_kept_secret():
    """l.144, l.469: a refusal that would tell what lies face down (a decoy; a typed card out of its timing or
    without a target) is told only on its owner's phone; every other reading phone is told the public rule, the
    same for all three, so nobody learns a decoy from it."""
    session = _decoy_placed()
    assert _kept_secret(session, c.PlaySleeper(player=0), (0,)) == ["syn.sleeper_decoy"]
    assert _kept_secret(session, c.PlaySleeper(player=0), ()) == ["syn.sleeper_kept_secret"]
    real = game()
    ok(real, c.ActivateSleeper(player=0, card="Inside job"), c.EndTurn(player=0))
    inside_job = SleeperCard(name="Inside job", timing="own_turn", gain=Resources(credits=4))
    assert _kept_secret(real, c.PlaySleeper(player=0, card=inside_job), (0,)) == ["syn.sleeper_timing"]
    shared = real.validate(c.PlaySleeper(player=0, card=inside_job), frozenset())
    assert shared == session.validate(c.PlaySleeper(player=0, card=inside_job), frozenset())
    assert "decoy" not in shared[0].message + shared[0].text and "Inside job" not in shared[0].message
    fresh = game()
    ok(fresh, c.ActivateSleeper(player=0, card="Dull job", decoy=True))  # a public reason alone is told
    assert _kept_secret(fresh, c.PlaySleeper(player=0), ()) == ["syn.sleeper_later"]


def test_a_phone_that_plays_another_seat_cannot_handle_a_sleeper_that_is_not_its_own():
    """l.465-469: the card goes face down on its owner's mat: Bo's phone neither places, burns nor plays Ann's."""
    session = _decoy_placed()
    for command in (c.PlaySleeper(player=0), c.BurnSleeper(player=0)):
        [refusal] = session.execute(command, seats=frozenset({1}))
        assert refusal.rule == "engine.not_your_seat"
        assert refusal.message == "This phone plays Player 2: Player 1's secret is handled on Player 1's own phone."
    assert session.state.players[0].sleeper.card == "Dull job"  # nothing changed
    assert [v.rule for v in session.execute(c.PlaySleeper(player=0), seats=frozenset({0}))] == ["syn.sleeper_decoy"]


def test_the_shared_phone_never_tells_a_decoy_in_a_refusal(tmp_path, monkeypatch):
    """l.469: the owner of a decoy tries to play it on the phone passed round the table (the real app, a fake
    session): the play dialog, the rule dialog and the screen reader say only the public rule, never the decoy;
    the owner's own phone says why."""
    monkeypatch.setenv("COMPANION_HOME", str(tmp_path))
    session = _decoy_placed()
    said: list[str] = []

    def everything(page) -> str:
        return "\n".join([words(page), *(words(d) for d in page._dialogs.controls), *said])

    async def scenario():
        app, page = await start_app()
        app.store.save(session)
        await route(page, f"/game/{session.game_id}")
        app.speak = lambda text, urgent=True: said.append(text)
        await click(button(page, "Player 1 plays their sleeper"))
        [dialog] = page._dialogs.controls
        next(f for f in walk(dialog) if getattr(f, "label", "") == "Sleeper card name").value = "Ambush"
        await click(next(b for b in walk(dialog) if isinstance(b, ft.Button) and b.content == "Play"))
        assert "This sleeper cannot be played like this now" in words(dialog)
        shared = app.table_context(app.open_session(session.game_id))
        assert shared.execute(c.PlaySleeper(player=0)) is False
        assert [v.rule for v in shared.last_refusal] == ["syn.sleeper_kept_secret"] and said
        text = everything(page)
        assert "decoy" not in text.replace("placed as a decoy", "") and "Dull job" not in text
        app.phone.set_seats(session.game_id, {0})
        owner = app.table_context(app.open_session(session.game_id))
        assert owner.execute(c.PlaySleeper(player=0)) is False
        assert [v.rule for v in owner.last_refusal] == ["syn.sleeper_decoy"]
        assert app.open_session(session.game_id).state == session.state  # refused everywhere: nothing changed

    run_isolated(scenario())


def test_the_by_hand_editor_shows_and_logs_a_sleeper_slot_only_to_its_owner(tmp_path):
    """l.465-469: the face-down card is its owner's: the By-hand list shows it, and sets it, on the owner's phone
    only; the log line of a correction says no more than that it was set; another seat's phone cannot set it."""
    session = _decoy_placed()
    owner, shared = (by_hand_section(opened_by_hand(phone(session, tmp_path, *seats))) for seats in ((0,), ()))
    assert "Set Sleeper slot (Player 1)" in buttons(owner) and "Dull job" in words(owner)
    assert "Set Sleeper slot (Player 1)" not in buttons(shared) and "Dull job" not in words(shared)
    assert "Sleeper slot (Player 1): kept secret on this phone" in words(shared)
    slot = {"card": "Ambush", "decoy": False, "turn": 1}
    [refusal] = session.execute(Correct(path="players.0.sleeper", value=slot), seats=frozenset({2}))
    assert refusal.rule == "engine.not_your_seat"
    assert session.execute(Correct(path="players.0.sleeper", value=slot), seats=frozenset({0})) == []
    assert session.undo_label() == "By hand: Sleeper slot of Player 1 set to a secret value"
