"""A round played through the app's own screens and dialogs (no browser) ends where the engine ends
when the CLI replays the same commands, and what the app refuses the CLI refuses in the same words:
a library World Event whose typed effect acts, a library Victory Point card whose condition is
checked, two turns with moves and a fight against a typed territory token, the earned upgrades."""

from __future__ import annotations

import json
from pathlib import Path

import flet as ft

from companion import games
from companion.cli import main
from companion.games.columbia.commands import ClaimVpCard, Recruit
from companion.games.columbia.state import active_player
from companion.ui.columbia import build_table, dialogs, event_dialogs
from tests.ui.fake_session import walk
from tests.ui.fake_table import buttons, table

from .helpers import tap

SEED = 1
SCENARIOS = Path(__file__).parent / "scenarios"


def press(ctx, name: str) -> None:
    """Press the button ``name`` on the open dialog, or on the table when no dialog is open."""
    root = ctx.dialog if ctx.dialog is not None else build_table(ctx)
    buttons(root)[name].on_click(None)
    assert ctx.refusal == [], ctx.refusal


def type_into(ctx, label: str, value: str) -> None:
    next(c for c in walk(ctx.dialog) if isinstance(c, ft.TextField) and c.label == label).value = value


def player_turn(ctx, start: str, to: str, player: str) -> None:
    """Nothing produced, two common units walk onto a token, the fight, the earned upgrade, End turn."""
    press(ctx, "Nothing to produce")
    press(ctx, f"Move from {start}")
    tap(ctx.dialog, "Move common")
    tap(ctx.dialog, "Move common")
    press(ctx, to)
    press(ctx, f"Fight at {to}")  # from the Move step: moving is done
    for n in (1, 2):
        tap(ctx.dialog, f"Attacker ({player}) die {n} (white): 3")
    type_into(ctx, "Token total", "2")
    type_into(ctx, "Token reward ($)", "1")
    press(ctx, "Resolve the combat")
    press(ctx, "Handyman: +1 Combat")
    press(ctx, "End turn")


def replay(commands: list, tmp_path, capsys) -> tuple[int, str]:
    """``companion replay`` of ``commands`` from the game the app started: exit code and output (or errors)."""
    return replay_script(
        {"game": "columbia", "players": 2, "seed": SEED, "options": {}, "commands": commands}, tmp_path, capsys
    )


def replay_script(script: dict, tmp_path, capsys) -> tuple[int, str]:
    path = tmp_path / "app-round.json"
    path.write_text(json.dumps(script))
    code = main(["replay", str(path), "--reveal"])  # the whole state, the dice seed included
    captured = capsys.readouterr()
    return code, captured.out if code == 0 else captured.err


def test_a_round_played_in_the_app_ends_as_the_cli_replay_of_its_commands(tmp_path, capsys, on_screen):
    ctx = table(games.new_session("columbia", 2, SEED, {}), tmp_path)  # the CLI's own way to start a game
    event_dialogs.vp_card(ctx)
    tap(ctx.dialog, "Victory Point card: Established")
    tap(ctx.dialog, "Victory points: 2")
    press(ctx, "Put in play")
    press(ctx, "Reveal the World Event")
    tap(ctx.dialog, "World Event: Power Outage")
    press(ctx, "Reveal")
    press(ctx, "Vote")
    tap(ctx.dialog, "P1: add a card of influence 2")
    press(ctx, "Tally the vote")
    assert ctx.state.outage_round == 1  # Power Outage's typed effect acted: upgrades off this round
    press(ctx, "Place Booker")  # no Elizabeth symbol: her step and Booker's placement in one tap
    claim = ClaimVpCard(card=0, player=active_player(ctx.state), confirmed=False)
    refused_in_app = ctx.session.validate(claim)[0].message
    assert refused_in_app == "Established needs 3 locations with a stronghold; the Founders hold 1."
    assert buttons(build_table(ctx))["Claim Established"].disabled
    player_turn(ctx, "9 Garden of New Eden", "10 Comstock Center", "P1")
    player_turn(ctx, "14 Fink MFG", "15 Shanty Town", "P2")
    press(ctx, "Everyone draws up to 5")
    commands = ctx.session.to_save()["commands"]
    assert len(commands) > 20

    code, out = replay(commands, tmp_path, capsys)
    assert code == 0 and json.loads(out) == ctx.state.model_dump(mode="json")
    assert [p.eagles for p in ctx.state.players] == [1, 1]  # each token's reward, typed in the app

    # the claim the app refused, sent through the CLI at the same moment, is refused in the same words
    at_claim = next(i for i, c in enumerate(commands) if c["type"] == "place_booker") + 1
    code, err = replay([*commands[:at_claim], claim.model_dump(mode="json")], tmp_path, capsys)
    assert code == 1 and refused_in_app in err


def test_recruiting_past_the_pool_is_refused_alike_in_the_app_and_the_cli(tmp_path, capsys, on_screen):
    """columbia-rules-summary.txt §Setup l.50, §Total l.188: recruits come from the player's pool (the
    scenario's pool holds 1 special unit, a TEST FIXTURE count, already on the board)."""
    script = json.loads((SCENARIOS / "piece_pool.json").read_text())
    *before, last = script["commands"]
    session = games.new_session("columbia", script["players"], script["seed"], script["options"])
    for raw in before:
        assert session.execute(session.definition.parse_command(raw)) == []
    ctx = table(session, tmp_path)
    dialogs.recruit_build(ctx)
    pieces = next(c for c in walk(ctx.dialog) if isinstance(c, ft.Dropdown) and c.label == "Recruit or build")
    offered = [o.key for o in pieces.options]
    assert "unit:common:" in offered and "unit:special:" not in offered  # the app offers only what the pool holds
    special = Recruit(location=last["location"], kind="special")
    refused_in_app = session.validate(special)[0].message
    code, err = replay_script({**script, "commands": [*before, special.model_dump(mode="json")]}, tmp_path, capsys)
    assert code == 1 and refused_in_app in err and "special units are on the board" in refused_in_app
