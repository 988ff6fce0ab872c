"""Resource collection: the players' choices (market decay, mining), the run, and who got what."""

from __future__ import annotations

import flet as ft

from ...games.syndicate import commands as c
from ...games.syndicate import market
from ...games.syndicate.state import SyndicateState
from ..context import TableContext
from ..forms import dropdown, named
from ..widgets import action_button, section, why_not
from .board import small

LADDERS = ("tech", "assault")


def _box(box: int) -> str:
    return f"{market.BOX_PRICE * (box + 1)}-credit box"


def decay_choices(state: SyndicateState, i: int) -> list[tuple[str, str]]:
    """The market cubes player ``i`` may remove (any cube, or the top one of each ladder, per the reading)."""
    boxes = state.market
    if state.options.get("decay_cube") == "any":
        choices = [(f"{ld}@{b}", f"{ld} ({_box(b)})") for ld in LADDERS for b in sorted(boxes[ld][i])]
    else:
        choices = [(ld, f"{ld} ({_box(max(boxes[ld][i]))})") for ld in LADDERS if boxes[ld][i]]
    if choices and state.options.get("market_decay") == "optional":
        choices.append(("none", "keep all cubes"))
    return choices


def default_decay(state: SyndicateState, i: int) -> str:
    default = market.default_decay(state, i)
    if state.options.get("decay_cube") == "any" and default != "none":
        return f"{default}@{max(state.market[default][i])}"
    return default


class CollectionChoices:
    """One dropdown per choice the players make before collection runs."""

    def __init__(self, state: SyndicateState):
        self.decay: dict[int, ft.Dropdown] = {}
        self.mining: dict[str, ft.Dropdown] = {}
        for i, name in enumerate(state.player_names):
            choices = decay_choices(state, i)
            if choices:
                self.decay[i] = dropdown(f"{name}: market cube to remove", choices, default_decay(state, i))
            for t in state.bases_of(i):
                if t.special == "mining" and t.mining_amount and state.working(t):
                    self.mining[t.id] = dropdown(
                        f"{t.name} mining extra for {name}", [(r, r) for r in ("credits", "influence", "crew")]
                    )

    def command(self) -> c.CollectResources:
        return c.CollectResources(
            decay={i: d.value or "none" for i, d in self.decay.items()},
            mining={k: d.value or "credits" for k, d in self.mining.items()},
        )

    def controls(self) -> list[ft.Control]:
        return [named(d) for d in (*self.decay.values(), *self.mining.values())]


def collection_panel(ctx: TableContext) -> ft.Control:
    state: SyndicateState = ctx.state
    if state.progress.step != "collect_cards":
        return section("Resource collection")
    choices = CollectionChoices(state)
    why = why_not(ctx, choices.command())  # e.g. an owner short of crew upkeep chooses the unpaid bases first
    run = action_button("Run resource collection", lambda e: ctx.execute(choices.command()), why)
    steps = small(
        "Operation cards, reset, income and crew upkeep (no exchanges), research, "
        "market decay, round +1, first player passes clockwise.",
        italic=True,
    )
    return section("Resource collection", *choices.controls(), run, steps)


def collection_summary(state: SyndicateState) -> ft.Control:
    """The result card of the last collection: who got what, and why."""
    cards = []
    for collected in state.collection:
        g = collected.gained
        cards.append(
            section(
                f"{state.player_names[collected.player]}: {g.credits:+d} credits, {g.influence:+d} influence, "
                f"{g.crew:+d} crew, +{collected.cards} operation cards",
                *[small("• " + line) for line in collected.lines],
            )
        )
    return ft.Column([ft.Text("Last resource collection", weight=ft.FontWeight.BOLD), *cards], spacing=6)
