"""Table-screen panels where the player decides and the app keeps count.

Each panel is ``<name>_panel(ctx) -> ft.Control`` and shows nothing when it has nothing to offer:
the bases a player short of tax leaves unpaid, the sleeper slot, awards and Advanced Tech
cards. What lies face down in a sleeper slot shows only on its owner's phone.
"""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from ...games.syndicate.view import SyndicateState, meets, sovereign
from ...games.syndicate.view import commands as c
from ...i18n import N_, _, ngettext
from ..context import TableContext
from ..widgets import action_button, section
from .seats import acts_for, elsewhere
from .sleepers import play_dialog
from .words import roll_bonus


def nothing() -> ft.Control:
    """A panel with nothing to show (a new control each time: one control never sits in two screens)."""
    return ft.Column([], tight=True)


def _names(state: SyndicateState, ids: list[str]) -> dict[str, str]:
    return {t.id: t.name for t in state.territories if t.id in ids}


def _choice_rows(
    state: SyndicateState, suggested: dict[int, list[str]], short: str
) -> tuple[list[ft.Control], Callable[[], dict[int, list[str]]]]:
    """A checkbox per base of each player short (``short``: a phrase with ``{name}``, translated here), ticked as
    the app suggests; the chosen bases."""
    boxes: dict[int, list[tuple[str, ft.Checkbox]]] = {}
    rows: list[ft.Control] = []
    for player, ids in suggested.items():
        rows.append(ft.Text(_(short).format(name=state.player_names[player])))
        for base in state.bases_of(player):
            box = ft.Checkbox(label=f"{base.name} ({base.zone})", value=base.id in ids)
            boxes.setdefault(player, []).append((base.id, box))
            rows.append(box)

    def chosen() -> dict[int, list[str]]:
        return {p: [tid for tid, box in pairs if box.value] for p, pairs in boxes.items()}

    return rows, chosen


def unpaid_bases_panel(ctx: TableContext) -> ft.Control:
    """The owner short of a Sovereign tax picks the bases left unpaid (suggested: the least valuable); the card
    resolves with that choice. (Crew upkeep is chosen on the collection panel.)"""
    state: SyndicateState = ctx.state
    suggested = {} if state.sovereign_resolved else sovereign.suggested_flips(state)
    if not suggested:
        return nothing()
    mine = {p: ids for p, ids in suggested.items() if acts_for(ctx, p)}
    rows, chosen = _choice_rows(state, mine, N_("{name} cannot pay the tax for every base. Leave unpaid:"))
    names = {t.id: t.name for t in state.territories}
    for p, ids in suggested.items():  # l.576-578: the owner chooses; any phone may resolve with the suggestion
        if p not in mine:
            left = ", ".join(names.get(b, b) for b in ids)
            away = elsewhere(ctx, p, N_("{name} chooses which bases go unpaid on their own phone."))
            rows.append(ft.Text(_("{elsewhere} Suggested: {bases}.").format(elsewhere=away, bases=left)))
    note = ft.Text(
        _("An unpaid base card flips until the next Sovereign card phase; every other base must be paid for."),
        italic=True,
        theme_style=ft.TextThemeStyle.BODY_SMALL,
    )
    settle = ft.Button(
        _("Resolve the card with these bases unpaid"),
        on_click=lambda e: ctx.execute(c.ResolveSovereignCard(flips=suggested | chosen())),
    )
    return section(_("Bases left unpaid"), *rows, note, settle)


def sleeper_panel(ctx: TableContext) -> ft.Control:
    """The active player's sleeper slot (place, burn, burn and replace) and every active sleeper to play.

    What lies face down (the card, decoy or not) shows only on its owner's phone, never on a shared one; a
    phone that plays other seats sees no slot and no play button of another player's.
    """
    state: SyndicateState = ctx.state
    if not state.setup_done or state.finished:
        return nothing()
    rows: list[ft.Control] = []
    if state.progress.step == "player_turns":
        rows += _own_slot(ctx, state) if acts_for(ctx, state.active) else []
    for index, player in enumerate(state.players):
        if player.sleeper is None or not acts_for(ctx, index):
            continue
        face_down = ctx.sees(f"players.{index}.sleeper")  # the card and whether it is a decoy: its owner's
        if face_down:
            rows.append(ft.Text(slot_text(state.player_names[index], player.sleeper.card, player.sleeper.decoy)))
        why = ""
        if player.sleeper.decoy and face_down:
            why = _("A decoy is never played, only burned.")
        elif player.sleeper.turn == state.turn_serial:
            why = _("A sleeper is played at a later point than its activation.")
        rows.append(
            action_button(
                _("{name} plays their sleeper").format(name=state.player_names[index]),
                lambda e, i=index: play_dialog(ctx, i),
                why_not=why,
            )
        )
    return section(_("Sleepers"), *rows) if rows else nothing()


def _own_slot(ctx: TableContext, state: SyndicateState) -> list[ft.Control]:
    me, player = state.players[state.active], state.active
    name = state.player_names[player]
    card = ft.TextField(
        label=_("{name}: the card going face down (only you see it)").format(name=name), password=True, width=300
    )
    decoy = ft.Checkbox(label=_("It is a mission card placed as a decoy"), value=False)
    no_card = "" if me.op_cards else _("{name} holds no operation card.").format(name=name)
    if me.sleeper is None:
        place = action_button(
            _("Place it face down"),
            lambda e: ctx.execute(c.ActivateSleeper(player=player, card=card.value or "", decoy=bool(decoy.value))),
            why_not=no_card,
        )
        return [card, decoy, place]
    burn = action_button(_("Burn the sleeper"), lambda e: ctx.execute(c.BurnSleeper(player=player)))
    replace = action_button(
        _("Burn it and place a new card"),
        lambda e: ctx.execute(
            c.BurnSleeper(player=player, replace=True, card=card.value or "", decoy=bool(decoy.value))
        ),
        why_not=no_card,
    )
    holds = ft.Text(_("{name}'s sleeper slot holds a card face down.").format(name=name))
    return [holds, burn, card, decoy, replace]


def slot_text(name: str, card: str, decoy: bool) -> str:
    """What a sleeper slot holds, for its owner's eyes only (``card``: the name typed, or "")."""
    if card:
        if decoy:
            return _("Only on your phone: {name}'s slot holds {card}, a decoy (a mission card).").format(
                name=name, card=card
            )
        return _("Only on your phone: {name}'s slot holds {card}, a sleeper.").format(name=name, card=card)
    if decoy:
        return _("Only on your phone: {name}'s slot holds a decoy (a mission card).").format(name=name)
    return _("Only on your phone: {name}'s slot holds a sleeper.").format(name=name)


def awards_panel(ctx: TableContext) -> ft.Control:
    """Each award with its feat and VP; a claim button for every player who has completed it."""
    state: SyndicateState = ctx.state
    if not state.awards:
        return nothing()
    rows: list[ft.Control] = []
    for award in state.awards:
        line = ngettext("{award}: {feat} · {n} VP", "{award}: {feat} · {n} VP", award.vp).format(
            award=award.name, feat=award.feat().told(), n=award.vp
        )
        if award.claimed_by is not None:
            line = _("{award} · claimed by {name}").format(award=line, name=state.player_names[award.claimed_by])
        rows.append(ft.Text(line))
        if award.claimed_by is not None or state.finished:
            continue
        for index in range(len(state.players)):
            if acts_for(ctx, index) and meets(state, index, award):
                rows.append(
                    ft.Button(
                        _("{name} claims {award}").format(name=state.player_names[index], award=award.name),
                        on_click=lambda e, i=index, a=award.name: ctx.execute(c.ClaimAward(player=i, award=a)),
                    )
                )
    return section(_("Awards"), *rows)


def advanced_tech_panel(ctx: TableContext) -> ft.Control:
    """Advanced Tech cards still in the deck, with a take button for each player at their tech level."""
    state: SyndicateState = ctx.state
    taken = {name for p in state.players for name in p.tech_cards}
    free = [t for t in state.tech_catalogue if t.name not in taken]
    if not free or state.finished:
        return nothing()
    rows: list[ft.Control] = []
    for card in free:
        effect = roll_bonus(card.roll) if card.roll else _("its ability is played from the card")
        rows.append(ft.Text(_("{card} (tech {n}+): {effect}").format(card=card.name, n=card.min_tech, effect=effect)))
        rows += [
            ft.Button(
                _("{name} takes {card}").format(name=state.player_names[i], card=card.name),
                on_click=lambda e, i=i, n=card.name: ctx.execute(c.TakeAdvancedTech(player=i, card=n)),
            )
            for i, p in enumerate(state.players)
            if acts_for(ctx, i) and p.tech_level >= card.min_tech
        ]
    return section(_("Advanced Tech cards"), *rows)
