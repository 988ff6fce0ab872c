"""Which phone did what: the author of each command is kept with it in the save and replayed into the log."""

from __future__ import annotations

import random

import pytest

from companion import games
from companion.engine import GameSession, SaveError
from companion.sync.snapshot import encode


def played(authors: list[str]) -> GameSession:
    """A seeded Syndicate game with one random command per author ("" for an unnamed phone)."""
    session = games.new_session("syndicate", 3, 7, {})
    rnd = random.Random(7)
    for author in authors:
        assert session.execute(session.definition.random_command(session.state, rnd), author) == []
    return session


def test_the_phone_that_made_a_change_is_in_the_log_after_a_save_and_reload():
    session = played(["Ann's phone", "", "Bob's phone", "Ann's phone"])
    session.undo()  # the redo stack keeps its author too
    loaded = GameSession.from_save(session.to_save())
    assert [e.notes[-1:] for e in loaded.log()] == [["From Ann's phone"], [], ["From Bob's phone"]]
    loaded.redo()
    assert loaded.log()[-1].notes[-1] == "From Ann's phone"
    assert loaded.state == played(["", "", "", ""]).state  # the author never changes the game


def test_a_game_without_named_phones_saves_and_shares_exactly_as_before():
    session = played(["", "", ""])
    save = session.to_save()
    assert "authors" not in save and "redo_authors" not in save
    assert encode(GameSession.from_save(save).state) == encode(played(["Ann's phone"] * 3).state)


def test_a_save_whose_authors_do_not_match_its_commands_is_damaged():
    save = played(["Ann's phone", ""]).to_save()
    save["authors"] = ["Ann's phone"]
    with pytest.raises(SaveError, match="authors"):
        GameSession.from_save(save)
