"""Syndicate (PDU Games, draft rules).

``game.py`` registers the game with the engine when the game is first asked for
(:mod:`companion.games`); ``options.py`` alone is light, for the new-game screen.
"""
