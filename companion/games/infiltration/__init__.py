"""Infiltration (Fantasy Flight, 2012).

``game.py`` registers the game with the engine when the game is first asked for
(:mod:`companion.games`); ``options.py`` alone is light, for the new-game screen.
"""
