"""Resource collection: each owner's choices (market decay, mining, bases left without crew), the run, and
who got what.

On the phone passed round the table every owner's choices are on the panel and the run sends them all. When
phones say who they play, each owner chooses on their own phone and saves it; any phone runs the collection
with what was saved (the rest as suggested). The run button always follows the choices on screen.
"""

from __future__ import annotations

from typing import Any

import flet as ft

from ...games.syndicate.view import (
    RESOURCE_NAMES,
    RESOURCES,
    CollectionChoice,
    Resource,
    SyndicateState,
    collection,
    market,
    zones,
)
from ...games.syndicate.view import commands as c
from ...i18n import N_, _, ngettext
from ..context import TableContext
from ..forms import dropdown, kept, named
from ..widgets import action_button, section, why_not
from .board import small
from .seats import acts_for, elsewhere

LADDERS = ("tech", "assault")


def _box(ladder: str, box: int) -> str:
    """A market cube: its ladder and its box, by the box's price."""
    price = market.BOX_PRICE * (box + 1)
    if ladder == "tech":
        return _("tech ({n}-credit box)").format(n=price)
    return _("assault ({n}-credit box)").format(n=price)


def _ladder(ladder: str) -> str:
    return _("tech") if ladder == "tech" else _("assault")


def decay_choices(state: SyndicateState, i: int) -> list[tuple[str, str]]:
    """The market cubes player ``i`` may remove (any cube, or the top one of each ladder, per the reading)."""
    boxes = state.market
    if state.options.get("decay_cube") == "any":
        choices = [(f"{ld}@{b}", _box(ld, b)) for ld in LADDERS for b in sorted(boxes[ld][i])]
    else:
        choices = [(ld, _box(ld, max(boxes[ld][i]))) for ld in LADDERS if boxes[ld][i]]
    if choices and state.options.get("market_decay") == "optional":
        choices.append(("none", _("keep all cubes")))
    return choices


def default_decay(state: SyndicateState, i: int) -> str:
    default = market.default_decay(state, i)
    if state.options.get("decay_cube") == "any" and default != "none":
        return f"{default}@{max(state.market[default][i])}"
    return default


class OwnerChoices:
    """One owner's collection choices as controls, starting from what they saved (else the suggestion)."""

    def __init__(self, ctx: TableContext, player: int, short: set[int]):
        self.ctx, self.state, self.player = ctx, ctx.state, player
        state = self.state
        saved = state.collection_choices.get(player, CollectionChoice())
        name = state.player_names[player]
        choices = decay_choices(state, player)
        self.decay = (
            dropdown(
                _("{name}: market cube to remove").format(name=name),
                choices,
                saved.decay or default_decay(state, player),
            )
            if choices
            else None
        )
        self.mining: dict[str, ft.Dropdown] = {}
        for t in state.bases_of(player):
            if t.special == "mining" and t.mining_amount and state.working(t):
                chosen = saved.mining.get(t.id, "credits")
                label = _("{territory} mining extra for {name}").format(territory=t.name, name=name)
                mined = dropdown(label, [(r, _(RESOURCE_NAMES[r])) for r in RESOURCES], chosen)
                self.mining[t.id] = kept(ctx, mined, on_change=self.mined)
        if self.decay:
            kept(ctx, self.decay, on_change=lambda e: ctx.redraw())
        self.unpaid: dict[str, ft.Checkbox] = {}
        if player in short or saved.unpaid:
            suggested = set(saved.unpaid if saved.unpaid is not None else self.suggestion())
            for base in state.bases_of(player):
                if state.working(base) and zones.income(base.zone, state.options).crew < 0:
                    box = ft.Checkbox(label=f"{base.name} ({base.zone})", value=base.id in suggested)
                    self.unpaid[base.id] = kept(ctx, box, on_change=lambda e: ctx.redraw())

    def suggestion(self) -> list[str]:
        """The bases the app suggests leaving unpaid with the mining choice on screen."""
        return collection.suggested_unpaid(self.state, self.mining_choice()).get(self.player, [])

    def mined(self, e: Any) -> None:
        """A new mining choice changes the crew there is: the suggestion follows it (the screen renders again)."""
        suggested = set(self.suggestion())
        for base_id, box in self.unpaid.items():
            self.ctx.chosen[str(box.label)] = str(base_id in suggested)
        self.ctx.redraw()

    def mining_choice(self) -> dict[str, Resource]:
        return {k: d.value for k, d in self.mining.items() if d.value in RESOURCES}

    def decay_choice(self) -> dict[int, str]:
        return {self.player: self.decay.value or "none"} if self.decay else {}

    def unpaid_choice(self) -> dict[int, list[str]]:
        return {self.player: [k for k, box in self.unpaid.items() if box.value]} if self.unpaid else {}

    def save(self) -> c.ChooseCollection:
        """This owner's choices as one command (saved on their phone, used by the run)."""
        return c.ChooseCollection(
            player=self.player,
            decay=self.decay.value if self.decay else None,
            mining=self.mining_choice(),
            unpaid=self.unpaid_choice().get(self.player) if self.unpaid else None,
        )

    def controls(self) -> list[ft.Control]:
        dropdowns = (*([self.decay] if self.decay else []), *self.mining.values())
        rows: list[ft.Control] = [
            ft.Semantics(container=True, content=named(d)) for d in dropdowns
        ]  # own node in a card
        if self.unpaid:
            name = self.state.player_names[self.player]
            rows.append(ft.Text(_("{name} cannot pay the crew upkeep for every base. Leave unpaid:").format(name=name)))
            rows += list(self.unpaid.values())
        return rows

    @property
    def empty(self) -> bool:
        return not (self.decay or self.mining or self.unpaid)


def _saved_text(state: SyndicateState, player: int, short: bool) -> str:
    """What another phone's owner has saved, in words, or exactly what the run does without it: it waits for a
    crew-short owner's choice of bases left unpaid; anything else goes as suggested."""
    saved = state.collection_choices.get(player)
    names = {t.id: t.name for t in state.territories}
    if saved is None or (short and saved.unpaid is None):
        if short:
            return _("Resource collection waits for their choice of bases left without crew upkeep.")
        defaults = [cube_text(default_decay(state, player))] * bool(decay_choices(state, player))
        defaults += [
            mined_text(t.name, "credits")
            for t in state.bases_of(player)
            if t.special == "mining" and t.mining_amount and state.working(t)
        ]
        return _("Nothing saved yet: the run goes as suggested ({choices}).").format(choices="; ".join(defaults))
    parts = [cube_text(saved.decay)] if saved.decay else []
    parts += [mined_text(names.get(k, k), r) for k, r in saved.mining.items()]
    if saved.unpaid is not None:
        unpaid = ", ".join(names.get(k, k) for k in saved.unpaid) or _("none")
        parts.append(_("unpaid: {bases}").format(bases=unpaid))
    return _("Saved: {choices}.").format(choices="; ".join(parts) or _("as suggested"))


def cube_text(decay: str) -> str:
    """The market cube an owner removes ("tech", "assault@2" or "none"), in words."""
    ladder = decay.partition("@")[0]
    return _("market cube: {ladder}").format(ladder=_ladder(ladder) if ladder in LADDERS else _("none"))


def mined_text(territory: str, resource: str) -> str:
    """What a Mining Center's extra pays, in words."""
    return _("{territory} pays {resource}").format(territory=territory, resource=_(RESOURCE_NAMES[resource]))


class CollectionPanel:
    """The owners' choices this phone makes, the others' saved choices, and the run button following them."""

    def __init__(self, ctx: TableContext):
        self.ctx = ctx
        state: SyndicateState = ctx.state
        todo = collection.remaining(state)
        mined = collection.chosen(state, {}, {}, {})[1]
        self.short = set(collection.suggested_unpaid(state, mined)) if "collect_income" in todo else set()
        every = [OwnerChoices(ctx, i, self.short) for i in range(len(state.players))]
        self.owners = [o for o in every if not o.empty and acts_for(ctx, o.player)]
        self.others = [o.player for o in every if not o.empty and not acts_for(ctx, o.player)]

    def waiting(self) -> str:
        """Why the run waits for other phones: crew-short owners there who have not saved their choice."""
        state: SyndicateState = self.ctx.state
        names = [
            state.player_names[i]
            for i in self.others
            if i in self.short and (state.collection_choices.get(i) or CollectionChoice()).unpaid is None
        ]
        if not names:
            return ""
        return ngettext(
            "Waiting for {names} to choose, on their own phone, which bases go without crew upkeep.",
            "Waiting for {names} to choose, on their own phones, which bases go without crew upkeep.",
            len(names),
        ).format(names=_(" and ").join(names))

    def command(self) -> c.CollectResources:
        decay: dict[int, str] = {}
        mining: dict[str, Resource] = {}
        unpaid: dict[int, list[str]] = {}
        for owner in self.owners:
            decay |= owner.decay_choice()
            mining |= owner.mining_choice()
            unpaid |= owner.unpaid_choice()
        return c.CollectResources(decay=decay, mining=mining, unpaid=unpaid)

    def run_button(self) -> ft.Control:
        todo = collection.remaining(self.ctx.state)
        if todo == collection.STEP_IDS:
            label = _("Run resource collection")
        else:
            label = _("Run the rest of resource collection")
        reason = self.waiting() or why_not(self.ctx, self.command())
        return action_button(label, lambda e: self.ctx.execute(self.command()), reason)

    def control(self) -> ft.Control:
        state: SyndicateState = self.ctx.state
        rows: list[ft.Control] = []
        for owner in self.owners:
            rows += owner.controls()
            if self.ctx.mine:
                name = state.player_names[owner.player]
                rows.append(
                    ft.OutlinedButton(
                        _("Save {name}'s choices").format(name=name),
                        on_click=lambda e, o=owner: self.ctx.execute(o.save()),
                    )
                )
        for i in self.others:
            away = elsewhere(self.ctx, i, N_("{name} chooses on their own phone."))
            rows.append(small(f"{away} {_saved_text(state, i, i in self.short)}"))
        steps = small(
            _(
                "Operation cards, reset, income and crew upkeep (no exchanges), research, market decay, round +1, "
                "first player passes clockwise."
            ),
            italic=True,
        )
        return section(_("Resource collection"), *rows, self.run_button(), steps)


def collection_panel(ctx: TableContext) -> ft.Control:
    return CollectionPanel(ctx).control()


def collection_summary(state: SyndicateState) -> ft.Control:
    """The result card of the last collection: who got what, and why."""
    cards = []
    for collected in state.collection:
        g = collected.gained
        credits = ngettext("{n:+d} credit", "{n:+d} credits", abs(g.credits)).format(n=g.credits)
        drawn = ngettext("+{n} operation card", "+{n} operation cards", collected.cards).format(n=collected.cards)
        got = _("{name}: {credits}, {influence} influence, {crew} crew, {cards}").format(
            name=state.player_names[collected.player],
            credits=credits,
            influence=f"{g.influence:+d}",
            crew=f"{g.crew:+d}",
            cards=drawn,
        )
        cards.append(
            section(
                got,
                *[small("• " + line) for line in collected.lines],
            )
        )
    return ft.Column([ft.Text(_("Last resource collection"), weight=ft.FontWeight.BOLD), *cards], spacing=6)
