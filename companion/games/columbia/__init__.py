"""BioShock Infinite: The Siege of Columbia (2 players, or 4 in two teams).

``game.py`` registers the game with the engine when the game is first asked for
(:mod:`companion.games`); ``options.py`` alone is light, for the new-game screen.
"""
