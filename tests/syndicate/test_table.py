"""The table's side of the engine contracts: obligations, whose turn, corrections, ties, the last round.

Rule lines cite shared/rules/syndicate-draft-rulebook.txt.
"""

from __future__ import annotations

import random

import pytest

from companion import games
from companion.engine import Correct, GameSession, SkipToStep
from companion.games.syndicate import commands as c
from companion.games.syndicate.options import OPTIONS
from companion.games.syndicate.scoring import ranking_text, score_line
from companion.games.syndicate.state import AdvancedTech, Award, Effect, SovereignCardSpec, Tier
from companion.sync import snapshot
from companion.sync.travel import without_history
from tests.commands import ok, refused

from .helpers import card, edit, game, own
from .test_rules import end_turns, to_sovereign

TAX = SovereignCardSpec(name="Tax", effects=[Effect(kind="tax_per_base", tiers=[Tier(min_alert=1, amount=5)])])
SYN = games.get("syndicate")


# -- obligations: a skip over a duty needs the table's confirmation (L347-422) ----------------------
def test_unplayed_turns_block_an_unconfirmed_skip():
    # syndicate-draft-rulebook.txt l.351-391: every player takes a turn before the Sovereign card
    session = game()
    ok(session, c.EndTurn(player=0))
    assert SYN.obligations(session.state, "player_turns") == ["Not had their turn yet: Player 2, Player 3."]
    assert refused(session, SkipToStep(step="sovereign_draw")) == ["engine.skip_needs_confirmation"]
    ok(session, SkipToStep(step="sovereign_draw", confirm=True))


def test_an_undrawn_sovereign_card_blocks_collection():
    # l.397: the Sovereign card is drawn (and taxes paid) before resources are collected
    session = game()
    end_turns(session)
    assert refused(session, SkipToStep(step="collect_cards")) == ["engine.skip_needs_confirmation"]


def test_an_unresolved_card_and_an_owed_flip_choice_block_a_skip():
    # l.574-578: the owner short of tax chooses which base flips before the card is resolved
    def setup(s):
        own(s, "Goshen", 0)
        own(s, "Koss", 0)
        s.players[0].res.credits = 7

    session = edit(game(), setup)
    to_sovereign(session, TAX)
    owed = SYN.obligations(session.state, "sovereign_resolve")
    assert owed == ["Tax is not resolved yet.", "Player 1 must choose which bases go unpaid (suggested: Goshen)."]
    ok(session, c.BuyPardon(player=1))
    assert refused(session, SkipToStep(step="collect_cards")) == ["engine.skip_needs_confirmation"]


def test_uncollected_resources_block_a_skip_within_collection():
    # l.412-422: the seven collection steps run together
    session = game()
    to_sovereign(session, resolve=True)
    assert refused(session, SkipToStep(step="collect_round")) == ["engine.skip_needs_confirmation"]


def test_no_step_is_entered_twice():
    # design: undo is the way back
    session = game()
    to_sovereign(session)
    for step in ("player_turns", "sovereign_draw", "sovereign_pardons"):
        assert refused(session, SkipToStep(step=step, confirm=True)) == ["engine.no_going_back"]


def test_whose_turn_it_is():
    # l.351-391: clockwise from the first player; nobody's turn outside the player-turn phase
    session = game()
    assert SYN.current_player(session.state) == 0
    ok(session, c.EndTurn(player=0))
    assert SYN.current_player(session.state) == 1
    end_turns_from = [c.EndTurn(player=1), c.EndTurn(player=2)]
    ok(session, *end_turns_from)
    assert SYN.current_player(session.state) is None
    assert SYN.current_player(games.new_session("syndicate", 2, 1, {}).state) is None


# -- corrections ------------------------------------------------------------------------------------
CORRECTIONS = [
    ("players.1.res.credits", 7),
    ("players.1.res.influence", 0),
    ("players.1.res.crew", 12),
    ("players.0.vp", 4),
    ("players.0.op_cards", 9),
    ("players.0.tech_level", 6),
    ("players.0.assault_level", 2),
    ("players.0.dice_armed", 1),
    ("players.0.reinforcements_used", 1),
    ("players.0.chips", ["EXO chip (Goshen)"]),
    ("players.0.sleeper", {"card": "Ambush", "decoy": False, "turn": 0}),
    ("players.0.pardoned", True),
    ("players.0.sleepers_burned", 2),
    ("players.2.tech_cards", ["Radar"]),
    ("awards.0.claimed_by", 1),
    (
        "sovereign_card",
        {"name": "Tax", "effects": [{"kind": "tax_per_base", "tiers": [{"min_alert": 1, "amount": 5}]}]},
    ),
    ("territories.0.owner", 2),
    ("territories.1.fortified", False),
    ("territories.1.flipped", True),
    ("territories.4.research", 2),
    ("territories.0.chip_present", False),
    ("market.tech.1", [0, 1]),
    ("market.assault.2", [0]),
    ("alert", 4),
    ("destroyer_at", "goshen"),
    ("sovereign_drawn", 3),
    ("last_round", 7),
    ("first_player", 2),
    ("progress.round", 5),
]


@pytest.mark.parametrize(("path", "value"), CORRECTIONS)
def test_a_correction_round_trips_through_save_undo_and_snapshot(path, value):
    """Every correctable value: set by hand, saved, shared as a code, undone."""

    def setup(s):
        own(s, "Koss", 0, fortified=True)
        own(s, "Ceto", 1)
        s.tech_catalogue = [AdvancedTech(name="Radar")]
        s.awards = [Award(name="Landlord", vp=3)]

    session = edit(game(fidge=True), setup)
    start = session.state
    ok(session, Correct(path=path, value=value, reason="miscount"))
    changed = session.state
    assert changed != start and SYN.invariants(changed) == []
    assert GameSession.from_save(session.to_save()).state == changed
    assert snapshot.decode(snapshot.encode(changed)) == without_history(changed)
    session.undo()
    assert session.state == start


def test_a_correction_can_unflip_a_base():
    # l.574-578: a base flipped by mistake is turned back up by hand
    session = edit(game(), lambda s: (own(s, "Goshen", 0), setattr(s.territory("Goshen"), "flipped", True)))
    index = [t.id for t in session.state.territories].index("goshen")
    ok(session, Correct(path=f"territories.{index}.flipped", value=False, reason="paid after all"))
    assert not session.state.territory("Goshen").flipped


@pytest.mark.parametrize(
    ("path", "value"),
    [
        ("territories.0.owner", 1_000_000),
        ("destroyer_at", "atlantis"),
        ("alert", 0),
        ("players.0.dice_armed", 3),
        ("first_player", 9),
        ("players.0.res.credits", -1),
    ],
)
def test_a_correction_that_breaks_the_table_is_refused(path, value):
    assert refused(game(), Correct(path=path, value=value)) == ["engine.bad_correction"]


def test_every_setting_choice_reads_as_a_sentence():
    for option in OPTIONS:
        for choice in option.choices:
            label = option.choice_label(choice)
            assert label != str(choice) and not label[0].islower() and "_" not in label, (option.key, choice)


# -- hostile commands -------------------------------------------------------------------------------
PLAYER_COMMANDS = [
    c.ActivateSleeper,
    c.BurnSleeper,
    c.PlaySleeper,
    c.BuyLevel,
    c.EndTurn,
    c.BuyPardon,
    c.RemoveDestroyer,
    c.AdjustPlayer,
]


@pytest.mark.parametrize("command", PLAYER_COMMANDS)
def test_an_unknown_player_is_refused_with_a_rule(command):
    extra = {"ladder": "tech"} if command is c.BuyLevel else {}
    session = game()
    to_sovereign(session) if command in (c.BuyPardon,) else None
    assert refused(session, command(player=1_000_000, **extra)) == ["syn.player_exists"]


def test_an_unknown_territory_is_refused_with_a_rule():
    session = game()
    for command in (
        c.BuyBase(player=0, territory="Atlantis"),
        c.Fortify(player=0, territory="Atlantis"),
        c.ConvertResearch(player=0, territory="Atlantis"),
        c.Assault(player=0, territory="Atlantis"),
    ):
        assert refused(session, command) == ["syn.territory_known"]
    robbery = card(kind="robbery", zone="EXO", faces={"any": [5, 6]})
    assert refused(session, c.AttemptMission(player=0, card=robbery, target="Atlantis")) == ["syn.robbery_target"]


# -- ties, the last round, blockades ------------------------------------------------------------------
def test_equal_scores_share_a_place():
    # l.39, l.311-316: the highest score wins; the draft gives no tie-breaker
    session = game()
    assert score_line(session.state) == (
        "Player 1, Player 2 and Player 3 tied for the lead at 30 (Player 1 30, Player 2 30, Player 3 30)"
    )
    ok(session, c.AdjustPlayer(player=2, vp=-0, delta={"credits": -5}))
    assert ranking_text(session.state) == "1st Player 1 and Player 2, 30 each (shared place); 3rd Player 3, 25"
    assert "leads" not in score_line(session.state) and ">" not in ranking_text(session.state)


def test_the_round_counter_stops_at_the_last_round():
    # l.39, l.277: the game ends after the round following BEGINNING OF THE END
    session = game()
    to_sovereign(session, SovereignCardSpec(name="BEGINNING OF THE END", end_of_game=True), resolve=True)
    ok(session, c.CollectResources())
    end_turns(session)
    ok(session, c.DrawSovereignCard(card=SovereignCardSpec(name="Quiet")), c.ResolveSovereignCard())
    ok(session, c.CollectResources())
    state = session.state
    assert state.finished and state.round == 2
    lines = [line for entry in session.log() for line in entry.notes]
    assert lines[-1].startswith("Game over.") and not any("Round 3" in line for line in lines)


def test_a_failed_robbery_keeps_the_blockade():
    # l.441, l.564: only a mission's territory receives the Destroyer; a robbery names none
    def setup(s):
        own(s, "Koss", 1)
        s.alert = 6
        s.destroyer_at = "ceto"

    session = edit(game(advanced_rules=True), setup)
    robbery = card(kind="robbery", zone="MIDDLE", faces={"any": [6]}, dice_unfortified=1)
    ok(session, c.AttemptMission(player=0, card=robbery, target="Koss", entered=[1]))
    assert session.state.destroyer_at == "ceto" and SYN.invariants(session.state) == []


def test_the_deck_order_and_the_seed_never_show(tmp_path):
    """Hidden information: no log line, summary or obligation names a Sovereign card still in the deck, or the seed."""
    from companion.content import ContentLibrary

    library = ContentLibrary(user_dir=tmp_path)
    for name in ["Secret A", "Secret B", "Secret C", "Secret D", "Secret E", "Secret F", "Secret G"]:
        library.add("syndicate", "sovereign_cards", {"id": name.lower().replace(" ", "-"), "name": name})
    library.add("syndicate", "sovereign_cards", {"id": "bote", "name": "Secret Last", "end_of_game": True})
    seed = 987654
    session = games.new_session("syndicate", 3, seed, {}, library)
    assert session.state.deck_mode == "library"
    rnd = random.Random(1)
    while not session.state.finished:
        assert session.execute(SYN.random_command(session.state, rnd)) == []
        state = session.state
        hidden = [card.name for card in state.sovereign_deck]
        shown = [*session.log()[-1].notes, session.log()[-1].label, SYN.summary(state)]
        shown += [line for _, step in SYN.round_spec.steps() for line in SYN.obligations(state, step.id)]
        assert not [line for line in shown if any(name in line for name in hidden) or str(seed) in line]


HOSTILE = [
    {"type": "trade", "player": 1, "partner": 1_000_000, "give": {"credits": 1}, "receive": {}},
    {"type": "collect_resources", "decay": {"1000000": "tech"}},
    {"type": "collect_resources", "unpaid": {"1000000": ["goshen"]}},
    {"type": "resolve_sovereign_card", "flips": {"1000000": ["goshen"], "0": ["atlantis"]}},
    {"type": "burn_sleeper", "player": 1_000_000, "replace": True},
    {"type": "take_advanced_tech", "player": 1_000_000, "card": "Targeting"},
    {"type": "claim_award", "player": 1_000_000, "award": "Landlord"},
    {"type": "attempt_mission", "player": 0, "card": {"name": "x", "faces": {"any": [6]}}, "chips": [1_000_000]},
    {"type": "assault", "player": 0, "territory": "Koss", "reinforcements": 1, "chips": [-1]},
    {"type": "play_bonus_chip", "player": 0, "chip": 1_000_000},
    {"type": "buy_base", "player": 0, "territory": "Goshen", "chip": "Atlantis chip"},
    {
        "type": "choose_syndicate",
        "player": 1_000_000,
        "syndicate": {"name": "X", "start": {}, "income": {}, "tech_level": 1, "assault_level": 0},
    },
]


@pytest.mark.parametrize("data", HOSTILE, ids=[h["type"] for h in HOSTILE])
def test_a_hostile_command_is_refused_with_a_rule_at_every_step(data):
    """Commands check every field against the state before apply: a refusal, never a traceback."""
    command = SYN.parse_command(data)
    session = edit(game(), lambda s: (own(s, "Koss", 1), own(s, "Goshen", 0)))
    stages = [session.state]
    end_turns(session)
    stages.append(session.state)
    ok(session, c.DrawSovereignCard(card=TAX))
    stages.append(session.state)
    ok(session, c.ResolveSovereignCard())
    stages.append(session.state)
    for state in stages:
        violations = GameSession(state).validate(command)
        assert violations and all(v.rule and v.message for v in violations), (state.progress.step, violations)
