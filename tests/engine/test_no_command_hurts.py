"""No command, correction or by-hand effect can leave a game its save refuses: random playouts, fixed seeds.

Random legal play (each game's own ``random_command``) mixed with random corrections of every declared
correctable value (values nudged, swapped, emptied) and random by-hand commands (Infiltration's effects on
any room, NPC or operative; Syndicate's corrections and settings; Columbia's destroyed locations,
Elizabeth and dice faces). After every command the table accepts, the game's invariants hold; every few
commands, and at the end, the save is written and read back into the same state.
"""

from __future__ import annotations

import json
import random
import typing
from typing import Any

import pytest

from companion import games
from companion.engine import Command, Correct, GameSession
from companion.engine.game import broken_invariants
from companion.games.columbia.commands import DestroyLocation, SetDiceFaces, SetElizabeth
from companion.games.infiltration.board import NPC_NAMES
from companion.games.infiltration.commands import Adjust
from companion.games.infiltration.effects import Effect
from companion.games.syndicate.commands import AdjustPlayer, ChangeSetting
from companion.games.syndicate.state import RESOURCES, Resources
from companion.ui.by_hand import expand

COMMANDS = 400
SEEDS = 3
EFFECT_TYPES = typing.get_args(typing.get_args(Effect)[0])


def nudged(value: Any, rnd: random.Random, others: list[Any]) -> Any:
    """A value a table might type instead of ``value``: near it, another one seen in the state, or empty."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + rnd.choice([-3, -1, 1, 2, 5])
    if isinstance(value, list):
        return rnd.choice([[], value[1:], [*value, *value[:1]], list(reversed(value))])
    return rnd.choice([*others, None, 0, ""])


def random_correction(session: GameSession, rnd: random.Random) -> Correct | None:
    state = session.state
    spots = [spot for c in session.definition.correctable for spot in expand(state, c.path)]
    if not spots:
        return None
    path, _, value = rnd.choice(spots)
    other = rnd.choice(spots)[2]
    return Correct(path=path, value=nudged(value, rnd, [other]), reason="test")


def by_hand(session: GameSession, rnd: random.Random) -> Command[Any]:
    """A random by-hand command of the game, aimed anywhere with values a table might type."""
    state = session.state
    if session.definition.id == "infiltration":
        return random_effects(session, rnd)
    if session.definition.id == "syndicate":
        if rnd.random() < 0.3:
            spec = rnd.choice(session.definition.options)
            return ChangeSetting(key=spec.key, value=rnd.choice([*spec.choices, "nonsense", 7]))
        delta = Resources(**{r: rnd.randint(-3, 3) for r in RESOURCES})
        return AdjustPlayer(player=rnd.randrange(len(state.players) + 1), delta=delta, vp=rnd.randint(-3, 3))
    location = rnd.randint(0, 16)
    return rnd.choice(
        [
            DestroyLocation(location=location),
            SetElizabeth(where=rnd.choice(["off", "with_booker", "left"]), location=location),
            SetDiceFaces(die=rnd.choice(["white", "blue", "red"]), faces=[rnd.randint(0, 6) for _ in range(6)]),
        ]
    )


def random_effects(session: GameSession, rnd: random.Random) -> Adjust:
    """One to three Infiltration effects of any kind, aimed anywhere (face-down rooms included)."""
    state = session.state
    picks = {
        "operative": lambda: rnd.randrange(len(state.operatives)),
        "to": lambda: rnd.randrange(len(state.operatives)),
        "room": lambda: rnd.randrange(len(state.rooms)),
        "amount": lambda: rnd.randint(-2, 3),
        "name": lambda: rnd.choice([*NPC_NAMES, *state.specials_supply, "Test item"]),
        "face_up": lambda: rnd.random() < 0.5,
    }
    effects = []
    for kind in rnd.sample(EFFECT_TYPES, rnd.randint(1, 3)):
        fields = {name: picks[name]() for name in kind.model_fields if name in picks}
        try:
            effects.append(kind.model_validate(fields))
        except ValueError:  # an amount out of the effect's own range
            continue
    return Adjust(effects=effects or [EFFECT_TYPES[0]()], reason="test")


def reloads(session: GameSession) -> bool:
    return GameSession.from_save(json.loads(json.dumps(session.to_save()))).state == session.state


@pytest.mark.parametrize("game", games.GAME_IDS)
def test_random_play_corrections_and_by_hand_effects_never_break_the_game(game):
    definition = games.get(game)
    accepted = {"play": 0, "correction": 0, "by hand": 0}
    for seed in range(SEEDS):
        rnd = random.Random(seed)
        session = games.new_session(game, definition.player_counts[seed % len(definition.player_counts)], seed, {})
        for n in range(COMMANDS):
            roll = rnd.random()
            if roll < 0.2:
                kind, command = "correction", random_correction(session, rnd)
            elif roll < 0.35 and not session.state.finished:
                kind, command = "by hand", by_hand(session, rnd)
            else:
                kind, command = "play", definition.random_command(session.state, rnd)
            if command is None:
                continue
            if not session.execute(command):
                accepted[kind] += 1
                assert broken_invariants(session.state) == [], (seed, n, command)
            if n % 50 == 0:
                assert reloads(session), (seed, n)
        assert reloads(session), seed
    assert accepted["play"] > 100 and accepted["correction"] > 10 and accepted["by hand"] > 10, accepted


def test_a_command_breaking_the_invariants_is_refused_and_changes_nothing():
    """A command the game's own checks let through (the toy's Add only guards the top) is still refused
    when its result breaks the invariants: the state, the history and the save stay as they were."""
    from tests.engine.toy import TOY, Add

    session = GameSession(TOY.new_game(2, 4, {}, None))
    session.execute(Add(amount=3))
    before = session.to_save()
    violations = session.execute(Add(amount=-5))
    assert [v.rule for v in violations] == ["engine.inconsistent"]
    assert violations[0].message == "That would leave the game inconsistent: the counter is -2, outside 0-10"
    assert session.to_save() == before and session.state.counter == 3
