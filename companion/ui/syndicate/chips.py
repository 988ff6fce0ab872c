"""Bonus chips on the table: the chip found on a territory named there (from box setup, or typed from the chip
once and kept in box setup), a held chip named later, chips played on their own or ticked on a roll."""

from __future__ import annotations

from typing import Any

import flet as ft

from ...games.syndicate.view import BonusChip, RollKind, SyndicateState, Territory, Zone, chips, slug
from ...games.syndicate.view import commands as c
from ...i18n import _
from ..context import TableContext
from ..forms import WIDTH, command_dialog, dropdown, named
from .box import RollFields
from .dialog import SMALL, redraw
from .forms import ResourceFields
from .words import chip_effect, held_chip

LATER = ""
TYPED = "+typed"


class ChipFields:
    """Which chip lies on a territory: one of its zone from box setup, or a new one typed from the chip."""

    def __init__(self, ctx: TableContext, label: str, later: bool, on_change: Any = None):
        self.ctx, self.later = ctx, later
        self.zone: Zone = "EXO"
        self.pick = dropdown(label, [], LATER, on_select=self.show)
        self.name = ft.TextField(label=_("Chip name (as printed)"), width=WIDTH, visible=False)
        self.gain = ResourceFields(_("Gives"))
        self.tech = ft.Checkbox(label=_("+1 tech level"), value=False)
        self.assault = ft.Checkbox(label=_("+1 assault level"), value=False)
        self.roll = RollFields()
        self.typed = ft.Column(
            [self.name, self.gain.control, self.tech, self.assault, *self.roll.controls],
            tight=True,
            visible=False,
        )
        self.hint = ft.Text("", theme_style=SMALL, italic=True)
        self.on_change = on_change
        self.box = ft.Column([named(self.pick), self.hint, self.typed], tight=True)  # shown or hidden as one
        self.controls: list[ft.Control] = [self.box]

    def for_zone(self, zone: Zone) -> None:
        """Offer the chips of ``zone`` (what box setup typed), a typed one, and (when allowed) naming it later."""
        state: SyndicateState = self.ctx.state
        self.zone = zone
        known = [ch for ch in state.chip_catalogue if ch.zone in (None, zone)]
        choices = [(LATER, _("not looked at yet"))] if self.later else []
        choices += [(ch.name, f"{ch.name}: {chip_effect(ch)}") for ch in known]
        choices.append((TYPED, _("another: type it from the chip")))
        self.pick.options = [ft.DropdownOption(key=k, text=t) for k, t in choices]
        keys = [k for k, _text in choices]
        self.pick.value = self.pick.value if self.pick.value in keys else (LATER if self.later else None)
        self.show()

    def show(self, e: Any = None) -> None:
        typed = self.pick.value == TYPED
        self.typed.visible = self.name.visible = typed
        if typed:
            self.hint.value = _("The {zone} chip, typed once: box setup keeps it for every later game.").format(
                zone=self.zone
            )
        elif self.pick.value == LATER and self.later:
            self.hint.value = _("It stays face down: name it later (Name the {zone} chip) before playing it.").format(
                zone=self.zone
            )
        else:
            self.hint.value = ""
        if self.on_change:
            self.on_change()
        if e is not None:
            redraw(self.ctx)

    def read(self) -> tuple[str, BonusChip | None] | None:
        """(a chip of box setup, a chip typed now): ("", None) to name it later; None after a typo."""
        if self.pick.value != TYPED:
            return (self.pick.value or "", None)
        gain, roll, name = self.gain.read(), self.roll.read(), (self.name.value or "").strip()
        if not name:
            self.name.error = _("Type the chip's name.")
            redraw(self.ctx)
            return None
        if gain is None or roll is False:
            return None
        chip = BonusChip(
            name=name[:40],
            zone=self.zone,
            gain=gain,
            tech=int(bool(self.tech.value)),
            assault=int(bool(self.assault.value)),
            roll=roll or None,
        )
        return ("", chip)

    def keep(self, chip: BonusChip | None) -> None:
        """A chip typed here goes to box setup too (once its command is taken): every later game knows it."""
        if chip is not None:
            self.ctx.library.add("syndicate", "bonus_chips", {"id": slug(chip.name), **chip.model_dump(mode="json")})


def chip_boxes(state: SyndicateState, player: int, kind: RollKind) -> list[ft.Checkbox]:
    """A checkbox per held chip that adds to a ``kind`` roll."""
    out = []
    for index, name in enumerate(state.players[player].chips):
        chip = state.chip(name)
        if chip and chip.roll and kind in chip.roll.applies_to:
            label = _("Play bonus chip {chip}: +{n} to this roll (used up)").format(chip=chip.name, n=chip.roll.amount)
            out.append(ft.Checkbox(label=label, value=False, data=index))
    return out


def unnamed_notes(state: SyndicateState, player: int) -> list[ft.Control]:
    """A line for each held chip not named yet (it may add to this roll once named)."""
    return [
        ft.Text(
            _("Your {chip} is not named yet: name it (Name the chip) to play it on a roll.").format(
                chip=held_chip(label)
            ),
            theme_style=SMALL,
        )
        for _held, label in unnamed(state, player)
    ]


def picked(boxes: list[ft.Checkbox]) -> list[int]:
    """The indices of the held chips ticked."""
    return [box.data for box in boxes if box.value]


def name_dialog(ctx: TableContext, player: int, held: int) -> None:
    """Name a held chip taken before it was named: one of its zone from box setup, or typed from the chip."""
    label = ctx.state.players[player].chips[held]
    fields = ChipFields(ctx, _("Which chip it is"), later=False)
    fields.for_zone(chips.found_zone(label) or "EXO")
    sent: list[BonusChip | None] = []

    def submit() -> c.NameBonusChip | None:
        read = fields.read()
        if read is None:
            return None
        name, new = read
        sent[:] = [new]
        return c.NameBonusChip(player=player, held=held, chip=name, new_chip=new)

    command_dialog(
        ctx,
        _("Name the {chip}").format(chip=held_chip(label)),
        fields.controls,
        _("Name it"),
        submit,
        after=lambda: fields.keep(sent[0] if sent else None),
    )


def play_dialog(ctx: TableContext, player: int) -> None:
    """Play a held named chip that does something on its own (a roll chip is ticked on its roll)."""
    state: SyndicateState = ctx.state
    held = state.players[player].chips
    playable = [(i, ch) for i, name in enumerate(held) if (ch := state.chip(name)) and chips.off_roll(ch)]
    pick = dropdown(_("Bonus chip"), [(str(i), f"{ch.name}: {chip_effect(ch)}") for i, ch in playable])

    def submit() -> c.PlayBonusChip:
        return c.PlayBonusChip(player=player, chip=int(pick.value or 0))

    command_dialog(ctx, _("Play a bonus chip"), [pick], _("Play"), submit)


def unnamed(state: SyndicateState, player: int) -> list[tuple[int, str]]:
    """The held chips still to name: (place, label)."""
    return [(i, name) for i, name in enumerate(state.players[player].chips) if chips.found_zone(name)]


def found_there(territory: Territory | None) -> bool:
    """Whether buying this territory takes a chip."""
    return territory is not None and territory.owner is None and territory.chip_present
