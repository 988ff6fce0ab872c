"""The three games. Importing this package makes each game known to the engine; a game's rules are
imported the first time it is asked for (a phone starts quicker without all three)."""

from functools import partial
from importlib import import_module
from typing import Any

from ..content import ContentLibrary
from ..engine.common import Placement, name_violations, set_up_position
from ..engine.game import GameDefinition, OptionSpec, definition_of, register_later, registered
from ..engine.history import GameSession
from ..engine.rng import fresh_seed

__all__ = ["GAME_IDS", "PLAYER_COUNTS", "TITLES", "get", "new_session", "options_of", "registered"]

TITLES = {
    "columbia": "BioShock Infinite: The Siege of Columbia",
    "infiltration": "Infiltration",
    "syndicate": "Syndicate",
}
"""Each game's title, for the screens that name the games before one is played (the home screen):
the same as its definition's (a test checks it), without importing its rules."""
GAME_IDS = tuple(TITLES)

PLAYER_COUNTS = {"columbia": (2, 4), "infiltration": (2, 3, 4, 5, 6), "syndicate": (2, 3, 4, 5)}
"""The player counts each game allows, for the new-game screen (its definition's, a test checks it)."""

for _game in GAME_IDS:
    register_later(_game, partial(import_module, f"{__name__}.{_game}.game"))


def options_of(game: str) -> tuple[OptionSpec, ...]:
    """The named settings of ``game`` (its definition's), without importing its rules."""
    options: tuple[OptionSpec, ...] = import_module(f"{__name__}.{game}.options").OPTIONS
    return options


def get(game: str) -> GameDefinition[Any]:
    """The definition of ``game``; raises ValueError naming the known games."""
    try:
        return definition_of(game)
    except KeyError:
        raise ValueError(f"unknown game {game!r}: choose {', '.join(GAME_IDS)}") from None


def new_session(
    game: str,
    players: int,
    seed: int | None,
    options: dict[str, Any],
    library: ContentLibrary | None = None,
    names: list[str] | None = None,
    position: list[Placement] | None = None,
) -> GameSession:
    """A fresh game: the one code path behind the CLI's ``new``/``replay`` and the app's wizard.

    ``names`` are the table's names for the seats (blank ones keep the default name; a name that is
    too long or taken raises ValueError). ``position`` describes the situation the game starts from
    (values the game declares correctable); a misfit raises :class:`~companion.engine.Refused`.
    """
    definition = get(game)
    definition.check_player_count(players)
    resolved = definition.resolve_options(options)
    state = definition.new_game(players, fresh_seed() if seed is None else seed, resolved, library or ContentLibrary())
    for seat, name in enumerate((names or [])[:players]):
        if name.strip():
            others = [n for i, n in enumerate(state.player_names) if i != seat]
            broken = name_violations(name, others)
            if broken:
                raise ValueError(broken[0].message)
            definition.rename(state, seat, name.strip())
    if position:
        state = set_up_position(state, position)
    return GameSession(state)
