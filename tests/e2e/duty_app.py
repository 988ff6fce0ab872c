"""The real app with test scaffolding, for browser tests of the shell's checklist and refusal screens.

``python -m tests.e2e.duty_app --port N --no-browser``: Syndicate's first step declares a duty (as a
game does through ``GameDefinition.obligations``), Ann (seat 1) has the turn, Victory points are
correctable, and the table screen gets, above the game's own panels, the turn banner, a button that
makes an illegal move (ticking a step the app resolves itself) and the By-hand editor. Importing
this module changes nothing; only running it does.
"""

from __future__ import annotations

import sys

import flet as ft

from companion import games
from companion.engine import CompleteStep, Correctable

DUTY = "Ann has not had her turn yet."
ILLEGAL = "Tick a step the app resolves"


def steps(auto: bool) -> list[str]:
    """Syndicate's step ids, the app-resolved ones or the manual ones, in round order."""
    return [step.id for _, step in games.get("syndicate").round_spec.steps() if step.auto == auto]


def install() -> None:
    """Declare the duty, the turn and the correctable value, and add the scaffolding to the table."""
    from companion.ui import syndicate
    from companion.ui.banner import turn_banner

    definition = type(games.get("syndicate"))
    first = next(step.id for _, step in games.get("syndicate").round_spec.steps())
    own_table = syndicate.build_table

    def build_table(ctx) -> ft.Control:
        illegal = ft.Button(ILLEGAL, on_click=lambda e: ctx.execute(CompleteStep(step=steps(auto=True)[0])))
        return ft.Column([turn_banner(ctx) or ft.Container(), illegal, own_table(ctx)])  # By hand: the game view

    definition.obligations = lambda self, state, step_id: [DUTY] if step_id == first else []
    definition.current_player = lambda self, state: 0
    definition.correctable = (Correctable(path="players.*.vp", label="Victory points"),)
    syndicate.build_table = build_table


if __name__ == "__main__":
    from companion.__main__ import main

    install()
    sys.exit(main(sys.argv[1:]))
