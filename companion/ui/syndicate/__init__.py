"""The Syndicate table screen: where the table is, the phase's actions, then the board (what just happened
shows above it: the shell's result card)."""

from __future__ import annotations

from typing import Any, cast

import flet as ft

from ...engine import OptionSpec
from ...games.syndicate.view import OPTIONS, SyndicateState
from ...games.syndicate.view import commands as c
from ...i18n import _
from ..context import TableContext
from ..forms import command_dialog, dropdown, named, sentence_choice
from ..widgets import expandable, keyed, section
from .actions import anytime_panel
from .board import black_market, player_mat, small, territories, tracks, turn_banner
from .box import box_setup
from .decisions import decision_panels
from .dialog import redraw, unreferenced
from .phases_panels import territory_dialog, zone_table_text
from .steps import now_panel

__all__ = ["HAS_TURN_BANNER", "box_setup", "build_table"]

HAS_TURN_BANNER = True  # its own banner says whose turn it is and what they have left


def choice(spec: OptionSpec, value: object) -> str:
    """A reading's value as a player says it (an on/off setting without its own words reads "on" or "off")."""
    label = spec.choice_label(value)
    if isinstance(value, bool) and label == str(value):
        return _("on") if value else _("off")
    return _(label)


def readings(ctx: TableContext) -> ft.Control:
    state = ctx.state
    rows = [small(f"{_(o.label)}: {choice(o, state.options.get(o.key, o.default))}") for o in OPTIONS]
    tile = ft.ExpansionTile(
        title=ft.Text(_("Readings in use")),
        controls=[*rows, ft.Button(_("Change a reading"), on_click=lambda e: reading_dialog(ctx))],
    )
    return expandable(ctx.opened, tile)


def reading_dialog(ctx: TableContext) -> None:
    specs = {o.key: o for o in OPTIONS}
    key = dropdown(_("Reading"), [(o.key, _(o.label)) for o in OPTIONS], "fortify_cost_resources")
    values = ft.Column()  # the chosen reading's values, each in its whole sentence
    help_text = small("", italic=True)

    def show(e: Any = None) -> None:
        spec = specs[key.value or OPTIONS[0].key]
        now = str(ctx.state.options.get(spec.key, spec.default))
        values.controls = [sentence_choice([(str(ch), choice(spec, ch)) for ch in spec.choices], now)]
        help_text.value = unreferenced(_(spec.help))
        if e is not None:
            redraw(ctx)

    key.on_select = show
    show()

    def submit() -> c.ChangeSetting:
        spec = specs[key.value or OPTIONS[0].key]
        return c.ChangeSetting(key=spec.key, value=spec.parse(cast(ft.RadioGroup, values.controls[0]).value or ""))

    command_dialog(ctx, _("Change a reading"), [named(key), values, help_text], _("Change"), submit)


def build_table(ctx: TableContext) -> ft.Control:
    state: SyndicateState = ctx.state
    territories_section = section(
        _("Territories"),
        *territories(state),
        *[small(line, italic=True) for line in zone_table_text(state)],
        ft.OutlinedButton(_("Add a territory"), on_click=lambda e: territory_dialog(ctx)),
    )
    return ft.Column(
        keyed(
            ("turn", turn_banner(state)),
            ("now", now_panel(ctx)),
            *[(f"decision {n}", panel) for n, panel in enumerate(decision_panels(ctx))],
            ("tracks", tracks(state)),
            *[(f"mat {i}", player_mat(state, i)) for i in range(len(state.players))],
            ("anytime", anytime_panel(ctx) if state.setup_done and not state.finished else None),
            ("black market", black_market(state)),
            ("territories", territories_section),
            ("readings", readings(ctx)),
        ),
        spacing=10,
    )
