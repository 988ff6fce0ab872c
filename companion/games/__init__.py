"""The three games. Importing this package registers each game with the engine."""

from importlib import import_module

from ..engine.game import GameDefinition, registered

GAME_IDS = ("columbia", "infiltration", "syndicate")

for _game in GAME_IDS:
    import_module(f"{__name__}.{_game}")


def get(game: str) -> GameDefinition:
    """The definition of ``game``; raises ValueError naming the known games."""
    games = registered()
    if game not in games:
        raise ValueError(f"unknown game {game!r}: choose {', '.join(GAME_IDS)}")
    return games[game]
