"""The Syndicate table screen without a browser: refusals keep the dialog, unavailable actions say why,
the banner, result cards, ties, plain readings, and hidden information."""

from __future__ import annotations

import random
import re
from pathlib import Path
from types import SimpleNamespace

import flet as ft
import pytest

import companion.ui.syndicate as syndicate_ui
from companion import games
from companion.games.syndicate import commands as c
from companion.games.syndicate.options import OPTIONS
from companion.games.syndicate.state import Effect, SovereignCardSpec
from companion.ui import phone
from companion.ui.banner import result_card
from companion.ui.syndicate import build_table, choice
from companion.ui.syndicate.actions import mission_dialog
from tests.commands import ok
from tests.ui.fake_session import texts, walk
from tests.ui.fake_table import buttons, select, table

from .helpers import card, edit, game, own


def _ctx(session, tmp_path, physical: bool = False):
    ctx = table(session, tmp_path, physical)
    ctx.page = SimpleNamespace(update=lambda: None)
    return ctx


def _fields(dialog) -> dict[str, ft.TextField]:
    return {f.label: f for f in walk(dialog) if isinstance(f, ft.TextField)}


def _reason_under(root, label: str) -> str:
    """The one-line reason shown under the disabled button ``label`` ("" when it is enabled)."""
    for column in walk(root):
        controls = getattr(column, "controls", None) or []
        if len(controls) == 2 and isinstance(controls[0], ft.Button) and controls[0].content == label:
            return controls[1].value
    return ""


# syndicate-draft-rulebook.txt l.434: the round must be at least the mission's requirement.
def test_refused_mission_keeps_the_dialog_open_with_every_typed_value(tmp_path):
    session = game()
    ctx = _ctx(session, tmp_path, physical=True)
    mission_dialog(ctx, 0, "mission")
    dialog = ctx.dialog
    select(dialog, "Mission territory", "goshen")
    typed = {
        "Round requirement (blank: none)": "5",
        "Winning faces for this status (e.g. 4 5 6)": "4 5 6",
        "Extra-hands faces (grey dice, e.g. 3)": "3",
        "Hands cost: credits": "1",
        "Hands cost: influence": "2",
        "Reward: credits": "6",
        "Face rolled on the action die": "5",
    }
    fields, before = _fields(dialog), len(session.log())
    for label, value in typed.items():
        fields[label].value = value
    buttons(dialog)["Roll the action die"].on_click(None)
    assert ctx.dialog is dialog and len(session.log()) == before  # nothing ran
    assert {label: fields[label].value for label in typed} == typed
    shown = texts(dialog)  # the kit's refusal box: its title, then the message in words
    assert shown[shown.index("Not allowed") + 1].lower().count("round")
    fields["Round requirement (blank: none)"].value = ""
    buttons(dialog)["Roll the action die"].on_click(None)
    assert ctx.dialogs == [] and session.state.players[0].dice_armed == 1


@pytest.mark.parametrize("physical", [False, True], ids=["app-rolls", "typed-in"])
def test_a_mission_the_app_rolls_gives_a_haptic_tick(tmp_path, monkeypatch, physical):
    """The issue's phone habit: a haptic tick on a digital roll (none for physical dice typed in)."""
    ticks: list[object] = []
    monkeypatch.setattr(phone, "rolled", ticks.append)
    session = game()
    ctx = _ctx(session, tmp_path, physical)
    mission_dialog(ctx, 0, "mission")
    fields = _fields(ctx.dialog)
    select(ctx.dialog, "Mission territory", "goshen")
    fields["Winning faces for this status (e.g. 4 5 6)"].value = "4 5 6"
    if physical:
        fields["Face rolled on the action die"].value = "5"
    buttons(ctx.dialog)["Roll the action die"].on_click(None)
    assert ctx.dialogs == [] and session.state.players[0].dice_armed == 1  # the mission ran
    assert ticks == ([] if physical else [ctx.page])


# syndicate-draft-rulebook.txt l.514-520: the next level costs 5, 10, 15 credits.
def test_a_level_the_player_cannot_pay_for_is_disabled_with_the_reason(tmp_path):
    session = edit(game(), lambda s: setattr(s.players[0].res, "credits", 2))
    root = build_table(_ctx(session, tmp_path))
    button = buttons(root)["Buy tech level (5 credits)"]
    assert button.disabled
    assert "5 credits" in _reason_under(root, "Buy tech level (5 credits)")


# syndicate-draft-rulebook.txt l.471-480: a base costs its zone's price.
def test_buying_a_base_without_the_money_is_disabled_before_the_form(tmp_path):
    session = edit(game(), lambda s: setattr(s.players[0].res, "credits", 0))
    root = build_table(_ctx(session, tmp_path))
    assert buttons(root)["Buy a base"].disabled
    assert "cannot pay" in _reason_under(root, "Buy a base")


# syndicate-draft-rulebook.txt l.434: a mission needs an unused action die.
def test_a_mission_without_an_armed_die_is_disabled(tmp_path):
    session = edit(game(), lambda s: setattr(s.players[0], "dice_armed", 0))
    root = build_table(_ctx(session, tmp_path))
    assert buttons(root)["Attempt a mission"].disabled
    assert "action die" in _reason_under(root, "Attempt a mission")
    assert not buttons(root)[f"End {session.state.player_names[0]}'s turn"].disabled


def _sovereign(session, card: SovereignCardSpec):
    for i in range(len(session.state.players)):
        ok(session, c.EndTurn(player=(session.state.first_player + i) % len(session.state.players)))
    ok(session, c.DrawSovereignCard(card=card))
    return session


# syndicate-draft-rulebook.txt l.401-408: a pardon costs influence.
def test_a_pardon_without_influence_is_disabled(tmp_path):
    session = _sovereign(
        edit(game(), lambda s: setattr(s.players[1].res, "influence", 0)), SovereignCardSpec(name="Tax")
    )
    root = build_table(_ctx(session, tmp_path))
    shown = buttons(root)
    pardon = next(label for label in shown if label.startswith(f"Pardon {session.state.player_names[1]}"))
    assert shown[pardon].disabled and "influence" in _reason_under(root, pardon)
    assert not shown[next(k for k in shown if k.startswith(f"Pardon {session.state.player_names[0]}"))].disabled


def test_banner_names_whose_turn_it_is_and_their_armed_dice(tmp_path):
    session = game()
    ok(session, session.definition.parse_command({"type": "rename_player", "player": 0, "name": "Ann"}))
    first = texts(build_table(_ctx(session, tmp_path)))[0]
    assert first == "Ann's turn — 2 action dice armed, round 1"


# syndicate-draft-rulebook.txt l.311: the score is credits + VP; ties are not broken.
def test_equal_scores_are_shown_as_a_tie_and_nobody_leads(tmp_path):
    session = game(players=2)
    shown = texts(build_table(_ctx(session, tmp_path)))
    names = session.state.player_names
    assert f"1. {names[0]} and {names[1]}, tied at 30" in shown
    assert not any("leads" in t for t in shown)


# syndicate-draft-rulebook.txt l.574-578: the Sovereign seizes every unfortified base.
def test_the_sovereign_card_result_shows_on_the_table(tmp_path):
    def bases(state):
        own(state, "Goshen", 1)

    seize = SovereignCardSpec(name="Crackdown", effects=[Effect(kind="seize_unfortified")])
    session = _sovereign(edit(game(), bases), seize)
    ok(session, c.ResolveSovereignCard())
    shown = texts(result_card(_ctx(session, tmp_path)))
    assert "Just done: Resolve Crackdown" in shown
    assert any("seizes" in t and "Goshen" in t for t in shown)
    assert not any(re.search(r"\(L\d+", t) for t in shown)


def test_readings_are_shown_as_sentences_not_raw_values(tmp_path):
    shown = texts(build_table(_ctx(game(), tmp_path)))
    for option in OPTIONS:
        assert f"{option.label}: {choice(option, option.default)}" in shown


def test_the_sovereign_deck_order_and_the_dice_seed_are_never_shown(tmp_path):
    deck = [SovereignCardSpec(name=f"Secret card {n}") for n in range(3)]

    def library_deck(state):
        state.deck_mode, state.sovereign_deck = "library", deck

    session = edit(game(seed=987654), library_deck)
    for i in range(3):
        ok(session, c.EndTurn(player=i))
    shown = " ".join(texts(build_table(_ctx(session, tmp_path))))
    assert "Secret card" not in shown and "987654" not in shown
    assert "3 left in the deck" in shown


RAW = re.compile(r"\(L\d+|\bL\d{2,}\b|\bP\d\b|per_die|follow_sign|\bFalse\b|\bTrue\b|\bNone\b|\.txt|\.md\b|Traceback")


def test_the_table_reads_as_sentences_at_every_step_of_a_playout(tmp_path):
    """No rulebook line numbers, raw values, "P2" or file names on screen, whatever happens."""
    for seed in (4, 5):
        session = games.new_session("syndicate", 3, seed, {"advanced_rules": True})
        ctx = _ctx(session, tmp_path)
        rnd = random.Random(seed)
        raw: set[str] = set()
        while True:
            raw |= {t for t in texts(build_table(ctx)) if RAW.search(t)}
            if session.state.finished:
                break
            assert session.execute(session.definition.random_command(session.state, rnd)) == []
        assert not raw


def test_screen_modules_use_theme_text_styles_not_literal_sizes():
    folder = Path(syndicate_ui.__file__).parent
    mine = [p for p in folder.glob("*.py") if p.name not in ("box.py", "choices.py")]
    assert mine and not [p.name for p in mine if "size=" in p.read_text()]


def test_the_rules_decision_panels_show_under_the_phase_and_replace_the_sleeper_buttons(tmp_path, monkeypatch):
    from companion.ui.syndicate import decisions

    names = [panel.__name__ for panel in decisions.PANELS]
    monkeypatch.setattr(decisions, "PANELS", [lambda ctx, name=name: ft.Text(f"panel {name}") for name in names])
    shown = texts(build_table(_ctx(game(), tmp_path)))
    assert [t for t in shown if t.startswith("panel ")] == [f"panel {name}" for name in names]
    assert "Activate a sleeper" not in buttons(build_table(_ctx(game(), tmp_path)))


def test_the_zone_table_is_shown_in_sentences_priced_with_the_readings(tmp_path):
    """syndicate-draft-rulebook.txt l.208-212 (the zone table), read as sentences rather than "8/4"."""
    text = " | ".join(texts(build_table(_ctx(game(fortify_cost_resources="credits+crew"), tmp_path))))
    assert (
        "MIDDLE: a base costs 12 credits, 6 influence; fortifying costs 6 credits, 10 crew; "
        "income per round 6 credits, 3 influence, 3 crew upkeep." in text
    )
    assert "buy 12/6" not in text


def _last_roll(ctx) -> list[str]:
    return [t for t in texts(build_table(ctx)) if t.startswith("Last roll: ")]


def test_the_last_roll_shows_for_the_turn_it_was_rolled_in_only(tmp_path):
    """syndicate-draft-rulebook.txt l.441: a failed mission raises the alert; the note stays for that turn, and
    the next player's turn (or the next round's) starts without it."""
    session = game()
    ctx = _ctx(session, tmp_path)
    assert _last_roll(ctx) == []
    ok(session, c.AttemptMission(player=0, card=card(), entered=[1]), c.BuyLevel(player=0, ladder="tech"))
    assert _last_roll(ctx) == ["Last roll: Alert rises to 2 (failed mission)."]
    ok(session, c.EndTurn(player=0))
    assert _last_roll(ctx) == []
    ok(session, c.EndTurn(player=1), c.EndTurn(player=2), c.DrawSovereignCard(card={"name": "Quiet"}))
    ok(session, c.ResolveSovereignCard(), c.CollectResources())
    assert session.state.round == 2 and _last_roll(ctx) == []


def test_the_sale_takes_nothing_the_player_did_not_choose(tmp_path):
    """l.544: a sold operation card pays 2 resources of the seller's choice: the form starts empty and says why an
    empty choice is refused."""
    session = game()
    ctx = _ctx(session, tmp_path)
    buttons(build_table(ctx))["Sell an operation card"].on_click(None)
    fields = _fields(ctx.dialog)
    assert [fields[f"Take: {r}"].value or "" for r in ("credits", "influence", "crew")] == ["", "", ""]
    buttons(ctx.dialog)["Sell"].on_click(None)
    assert ctx.dialog is not None and "A sale pays exactly 2 resources." in texts(ctx.dialog)
    fields["Take: influence"].value = "2"
    buttons(ctx.dialog)["Sell"].on_click(None)
    assert ctx.dialogs == [] and session.state.players[0].res.influence == 32
