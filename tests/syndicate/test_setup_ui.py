"""Setup on the table screen: the box laid out as the rulebook does, a syndicate kept in a tap or two (dealt from
the library, or picked from it), a mat typed once and offered from the library in every later game, and the
unknown-numbers hint only for a mat that lacks them.

Rules: shared/rules/syndicate-draft-rulebook.txt l.268-283 (setting up the board), l.280 (2 syndicate cards
dealt, each keeps one), l.288-304 (the player mat).
"""

from __future__ import annotations

from types import SimpleNamespace

import flet as ft

from companion import games
from companion.content import ContentLibrary
from companion.ui.syndicate import build_table
from tests.ui.fake_session import texts, walk
from tests.ui.fake_table import buttons, select, table

from .test_mats import LUCKY_MAT

HINT = "Fidge & Co.'s starting tech and assault levels are not published: read them from the mat."


def _ctx(session, tmp_path):
    ctx = table(session, tmp_path)
    ctx.page = SimpleNamespace(update=lambda: None)
    return ctx


def _new(players: int, library: ContentLibrary | None = None):
    return games.new_session("syndicate", players, 1, {}, library)


def test_the_setup_lays_out_the_box_as_the_rulebook_does(tmp_path):
    """l.271-283: the ten steps in the rulebook's order (with the Archivelist, l.282), then the player mats."""
    shown = texts(build_table(_ctx(_new(3), tmp_path)))
    steps = shown[shown.index("Lay out the box") + 1 :][:10]
    assert [t.split(".")[0] for t in steps] == [str(n) for n in range(1, 11)]
    assert steps[0] == "1. Game board: a white marker on round 1."
    assert steps[2].startswith("3. Bonus chips by colour, each pile shuffled face down: one on each of the 6 EXO")
    assert steps[3].startswith("4. Sovereign cards: take out BEGINNING OF THE END")
    assert steps[4] == "5. Operation cards: shuffle them, deal 4 to each player, the deck on its place on the board."
    assert steps[8].startswith("9. Nominate an Archivelist: the banker")
    assert any(t.startswith("Each player mat: the starting credits, influence and crew") for t in shown)


def test_a_complete_mat_from_the_library_is_kept_in_one_pick_and_the_hint_shows_only_for_unknown_numbers(tmp_path):
    """l.280, l.293-304: a mat of the library with every number is kept at once; Fidge & Co. (levels not
    published) opens the dialog that says which numbers to read from the mat; typing one shows no hint."""
    session = _new(2)
    ctx = _ctx(session, tmp_path)
    ctx.library.add("syndicate", "syndicates", LUCKY_MAT)
    picker = next(
        d for d in walk(build_table(ctx)) if isinstance(d, ft.Dropdown) and d.label == "Syndicate for Player 1"
    )
    assert [o.text for o in picker.options] == [
        "Fidge & Co. (levels to read from the mat)",
        "Lucky Co.",
        "another: type it from the mat",
    ]
    select(build_table(ctx), "Syndicate for Player 2", "+typed")
    assert HINT not in texts(ctx.dialog) and not [t for t in texts(ctx.dialog) if "Unknown numbers" in t]
    select(ctx.dialog, "Syndicate", "lucky-co")
    assert any(t.startswith("Also from box setup: 2 credits off buying a base") for t in texts(ctx.dialog))
    ctx.close_dialog()
    select(build_table(ctx), "Syndicate for Player 1", "lucky-co")
    assert session.state.players[0].syndicate.name == "Lucky Co."
    select(build_table(ctx), "Syndicate for Player 2", "fidge-co")
    assert HINT in texts(ctx.dialog)


def test_a_mat_typed_in_a_game_is_offered_from_the_library_in_the_next_game(tmp_path):
    """l.292-304: a mat's numbers are typed once; the next game offers it complete, kept in one pick."""
    ctx = _ctx(_new(2), tmp_path)
    select(build_table(ctx), "Syndicate for Player 1", "+typed")
    fields = {f.label: f for f in walk(ctx.dialog) if isinstance(f, ft.TextField)}
    for label, value in {
        "Syndicate name": "Terrans",
        "Start: credits": "9",
        "Starting tech level": "2",
        "Starting assault level (0-2)": "1",
    }.items():
        fields[label].value = value
    buttons(ctx.dialog)["Keep this syndicate"].on_click(None)
    assert ctx.dialogs == [] and ctx.session.state.players[0].syndicate.name == "Terrans"
    later = _ctx(_new(3, ctx.library), tmp_path)
    select(build_table(later), "Syndicate for Player 3", "terrans")
    kept = later.session.state.players[2].syndicate
    assert (kept.name, kept.start.credits, kept.tech_level, kept.assault_level) == ("Terrans", 9, 2, 1)


def test_a_syndicate_dealt_from_the_library_is_kept_in_one_tap(tmp_path):
    """l.280: each player is dealt 2 syndicates and keeps one: one button per syndicate dealt."""
    library = ContentLibrary(user_dir=tmp_path / "content")
    for n in range(6):
        mat = {**LUCKY_MAT, "id": f"mat-{n}", "name": f"Mat {n}"}
        library.add("syndicate", "syndicates", mat)
    session = _new(3, library)
    ctx = _ctx(session, tmp_path)
    offered = session.state.players[0].offers
    keep = buttons(build_table(ctx))[f"Player 1 keeps {offered[1].name}"]
    keep.on_click(None)
    assert session.state.players[0].syndicate.name == offered[1].name
    assert "Syndicate for Player 2" not in [d.label for d in walk(build_table(ctx)) if isinstance(d, ft.Dropdown)]


def test_a_phone_that_plays_one_seat_keeps_only_that_seats_syndicate(tmp_path):
    """l.280: each player keeps their own syndicate: a phone set to Player 1 picks only Player 1's."""
    ctx = table(_new(2), tmp_path, mine=frozenset({0}))
    ctx.page = SimpleNamespace(update=lambda: None)
    root = build_table(ctx)
    pickers = [d.label for d in walk(root) if isinstance(d, ft.Dropdown)]
    assert pickers == ["Syndicate for Player 1"]
    assert "Player 2 keeps a syndicate on their own phone." in texts(root)
