"""The Sovereign card phase: draw (or enter) the card, pardons, the Destroyer, then resolve."""

from __future__ import annotations

from typing import Any

import flet as ft

from ...games.syndicate.view import Effect, SovereignCardSpec, SyndicateState, Tier, pardon_cost
from ...games.syndicate.view import commands as c
from ...i18n import N_, _, ngettext
from ..context import TableContext
from ..forms import WIDTH, command_dialog, dropdown, number_field, read_number
from ..widgets import action_button, section, why_not
from .board import small
from .dialog import redraw
from .seats import acts_for, elsewhere
from .words import resource


def effect_text(effect: Effect, alert: int) -> str:
    amount = effect.amount(alert)
    if effect.kind == "tax_per_base":
        return ngettext(
            "Tax: {n} credit per base at alert {alert}; a base not paid for is flipped.",
            "Tax: {n} credits per base at alert {alert}; a base not paid for is flipped.",
            amount,
        ).format(n=amount, alert=alert)
    if effect.kind == "pay":
        return _("Each player pays {amount} at alert {alert}.").format(
            amount=resource(effect.resource or "credits", amount), alert=alert
        )
    return _("The Sovereign seizes every unfortified base.")


def _draw_button(ctx: TableContext) -> ft.Control:
    if ctx.state.deck_mode == "library":
        command = c.DrawSovereignCard()
        return action_button(_("Draw the Sovereign card"), lambda e: ctx.execute(command), why_not(ctx, command))
    return ft.Button(_("Enter the Sovereign card drawn"), icon=ft.Icons.STYLE, on_click=lambda e: draw_dialog(ctx))


def _end_of_game(state: SyndicateState) -> ft.Control:
    text = (
        _(
            "Beginning of the End: round {n} is the last round (the draft never says when the game ends; this "
            "table's reading: after the next round)."
        ).format(n=state.last_round)
        if state.last_round
        else _("Beginning of the End: follow the card, then end the game.")
    )
    return ft.Text(text, weight=ft.FontWeight.BOLD, color=ft.Colors.ERROR)


def card_view(state: SyndicateState, card: SovereignCardSpec) -> list[ft.Control]:
    """The drawn card: its name, what it does at this alert, and what to resolve by hand."""
    rows: list[ft.Control] = [ft.Text(card.name, theme_style=ft.TextThemeStyle.TITLE_LARGE, weight=ft.FontWeight.BOLD)]
    rows += [ft.Text(effect_text(effect, state.alert)) for effect in card.effects]
    rows += [ft.Checkbox(label=item, value=False) for item in card.checklist]
    return rows + ([_end_of_game(state)] if card.end_of_game else [])


def _pardon(ctx: TableContext, i: int) -> ft.Control:
    state: SyndicateState = ctx.state
    name = state.player_names[i]
    if state.players[i].pardoned:
        return ft.Text(_("{name} is pardoned.").format(name=name))
    if not acts_for(ctx, i):
        return small(elsewhere(ctx, i, N_("{name} decides on a pardon on their own phone.")))
    cost = pardon_cost(state, i)
    if cost is not None:
        label = _("Pardon {name} ({influence})").format(name=name, influence=resource("influence", cost))
    else:
        label = _("Pardon {name} (table decides)").format(name=name)
    command = c.BuyPardon(player=i)
    return action_button(label, lambda e: ctx.execute(command), why_not(ctx, command))


def before_resolving(ctx: TableContext) -> list[ft.Control]:
    """Pardons, sending the Destroyer back, and the button that resolves the card."""
    state: SyndicateState = ctx.state
    rows = [_pardon(ctx, i) for i in range(len(state.players))]
    for i, name in enumerate(state.player_names):
        if acts_for(ctx, i) and state.destroyer_at and any(t.id == state.destroyer_at for t in state.bases_of(i)):
            command = c.RemoveDestroyer(player=i)
            rows.append(
                action_button(
                    _("{name}: send the Destroyer back (10 influence)").format(name=name),
                    lambda e, command=command: ctx.execute(command),
                    why_not(ctx, command),
                )
            )
    resolve = c.ResolveSovereignCard()
    rows.append(action_button(_("Resolve the Sovereign card"), lambda e: ctx.execute(resolve), why_not(ctx, resolve)))
    return rows


def sovereign_panel(ctx: TableContext) -> ft.Control:
    state: SyndicateState = ctx.state
    drawn = _("Sovereign cards drawn so far: {n}").format(n=state.sovereign_drawn)
    if state.deck_mode == "library":
        drawn = _("{drawn} · {n} left in the deck").format(drawn=drawn, n=len(state.sovereign_deck))
    rows: list[ft.Control] = [small(drawn)]
    if state.sovereign_drawn_round != state.round:  # also after a skip past the draw: drawing is the way on
        rows.append(_draw_button(ctx))
    card = state.sovereign_card if state.sovereign_drawn_round == state.round else None
    if card:
        rows += card_view(state, card)
        if not state.sovereign_resolved:
            rows += before_resolving(ctx)
    return section(_("Sovereign card"), *rows)


class DrawForm:
    """The Sovereign card drawn from the physical deck: picked from the library or typed in."""

    def __init__(self, ctx: TableContext):
        self.known = {e.id: e for e in ctx.library.entries("syndicate", "sovereign_cards")}
        self.ctx = ctx
        self.pick = dropdown(
            _("Card from your library"),
            [("", _("type it from the card"))] + [(k, e.name) for k, e in self.known.items()],
            "",
        )
        self.name = ft.TextField(label=_("Card name"), width=WIDTH)
        self.bote = ft.Checkbox(label=_("This is Beginning of the End"), value=False)
        self.tax = number_field(_("Tax per base at this alert (blank: none)"), width=WIDTH)
        self.seize = ft.Checkbox(label=_("Seizes unfortified bases"), value=False)
        self.checklist = ft.TextField(
            label=_("Other effects to resolve by hand (one per line)"), multiline=True, width=WIDTH
        )
        self.controls: list[ft.Control] = [self.pick, self.name, self.bote, self.tax, self.seize, self.checklist]

    def _effects(self) -> list[Effect] | None:
        effects = []
        if (self.tax.value or "").strip():
            amount = read_number(self.tax, 0, 99)
            if amount is None:
                return None
            effects.append(Effect(kind="tax_per_base", tiers=[Tier(min_alert=1, amount=amount)]))
        if self.seize.value:
            effects.append(Effect(kind="seize_unfortified"))
        return effects

    def submit(self) -> c.DrawSovereignCard | None:
        entry: Any = self.known.get(self.pick.value or "")
        if entry:
            spec = SovereignCardSpec(
                name=entry.name, end_of_game=entry.end_of_game, effects=entry.effects, checklist=entry.checklist
            )
            return c.DrawSovereignCard(card=spec)
        effects, name = self._effects(), (self.name.value or "").strip()
        if not name:
            self.name.error = _("Type the card's name")
            redraw(self.ctx)
        if effects is None or not name:
            return None
        lines = [line.strip() for line in (self.checklist.value or "").splitlines() if line.strip()]
        spec = SovereignCardSpec(name=name, end_of_game=bool(self.bote.value), effects=effects, checklist=lines)
        return c.DrawSovereignCard(card=spec)


def draw_dialog(ctx: TableContext) -> None:
    form = DrawForm(ctx)
    command_dialog(ctx, _("Sovereign card drawn"), form.controls, _("Draw"), form.submit)
