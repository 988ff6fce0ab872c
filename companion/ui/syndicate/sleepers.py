"""Sleeper cards as typed effects: the fields of one card (box setup and the table), and the dialog that plays one.

A card picked from the library (or typed when it is played) is checked against its timing and applied; what it
does beyond resources and the alert is resolved by hand, as it says.
"""

from __future__ import annotations

from typing import Any

import flet as ft

from ...games.syndicate.view import TIMING_WORDS, SleeperCard, SleeperEntry, SyndicateState
from ...games.syndicate.view import commands as c
from ...i18n import _
from ..context import TableContext
from ..forms import WIDTH, command_dialog, dropdown, number_field, read_number
from .dialog import redraw
from .forms import ResourceFields


class SleeperFields:
    """A sleeper card's name, timing and typed effects."""

    def __init__(self, card: SleeperCard | None = None, name: str = "") -> None:
        self.name = ft.TextField(label=_("Sleeper card name"), value=card.name if card else name, width=WIDTH)
        timings = [(key, _(words)) for key, words in TIMING_WORDS.items()]
        self.timing = dropdown(_("Played"), timings, card.timing if card else "any")
        self.gain = ResourceFields(_("Its owner takes"), card.gain if card else None)
        self.loses = ResourceFields(_("The target pays"), card.target_loses if card else None)
        self.alert = number_field(_("Alert rises by (0-3)"), card.alert if card else 0, width=170)
        self.by_hand = ft.TextField(label=_("Anything else it does (by hand)"), value=card.by_hand if card else "")
        self.controls: list[ft.Control] = [
            self.name,
            self.timing,
            self.gain.control,
            self.loses.control,
            self.alert,
            self.by_hand,
        ]

    def show(self, card: SleeperCard) -> None:
        self.name.value, self.timing.value, self.by_hand.value = card.name, card.timing, card.by_hand
        self.alert.value = str(card.alert)
        for fields, amounts in ((self.gain, card.gain), (self.loses, card.target_loses)):
            for r, field in fields.fields.items():
                field.value = str(amounts.get(r) or "")

    def read(self) -> SleeperCard | None:
        """The card as typed; None after marking a typo."""
        gain, loses, alert = self.gain.read(), self.loses.read(), read_number(self.alert, 0, 3)
        name = (self.name.value or "").strip()
        if not name:
            self.name.error = _("Type the card's name")
        if gain is None or loses is None or alert is None or not name:
            return None
        return SleeperCard(
            name=name[:60],
            timing=self.timing.value or "any",
            gain=gain,
            target_loses=loses,
            alert=alert,
            by_hand=(self.by_hand.value or "").strip()[:200],
        )


def play_dialog(ctx: TableContext, player: int) -> None:
    """Reveal ``player``'s sleeper: the card from the library or typed, and whom it targets."""
    state: SyndicateState = ctx.state
    known = {e.id: e for e in ctx.library.entries("syndicate", "sleepers") if isinstance(e, SleeperEntry)}
    slot = state.players[player].sleeper
    written = slot.card if slot and ctx.sees(f"players.{player}.sleeper.card") else ""
    fields = SleeperFields(name=written)
    match = next((k for k, e in known.items() if written and e.name.lower() == written.lower()), "")
    if match:
        fields.show(known[match])

    def picked(e: Any) -> None:
        entry = known.get(pick.value or "")
        if entry:
            fields.show(entry)
            redraw(ctx)

    pick = dropdown(
        _("Sleeper card from your library"),
        [("", _("type it from the card")), *[(k, e.name) for k, e in known.items()]],
        match,
        on_select=picked,
    )
    others = [(str(i), n) for i, n in enumerate(state.player_names) if i != player]
    target = dropdown(_("Target player (if it makes someone pay)"), [("", _("nobody")), *others], "")

    def submit() -> c.PlaySleeper | None:
        card = fields.read()
        if card is None:
            redraw(ctx)
            return None
        return c.PlaySleeper(player=player, card=card, target=int(target.value) if target.value else None)

    title = _("{name} plays their sleeper").format(name=state.player_names[player])
    command_dialog(ctx, title, [pick, *fields.controls, target], _("Play"), submit)
