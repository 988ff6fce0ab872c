"""Dialogs of the World Event phase and the Refresh: reveal a World Event (from the library or typed),
the vote with its calculator, and Victory Point cards."""

from __future__ import annotations

import flet as ft

from ...engine import Command
from ...games.columbia.view import (
    DIE_COLOUR_NAMES,
    FACTION_NAMES,
    FACTIONS,
    ClaimVpCard,
    ColumbiaState,
    ResolveVote,
    RevealVpCard,
    RevealWorldEvent,
    Vote,
    VoteQuestion,
    VpCardEntry,
    WorldEventEntry,
    booker_direction,
    die,
    direction,
    entries_of,
    influence,
    place_name,
    trailing_faction,
    turn_order,
    vote_passes,
)
from ...i18n import N_, _
from ..context import TableContext
from ..forms import ChipChoice, DiceChips, clear_error, dice_switch, dropdown, faces_field, read_rounds, translated
from .box_copy import box_offer
from .card_fields import EventEffectFields, VpCheckFields
from .dialogs import keep_in_library, library_chips, locations, needs_entry, open_form, slug
from .forms import CardPicker
from .panels import SIGN_WORDS, SMALL, name_of, text

SIGNS = [("+", "+"), ("-", "−"), ("?", "?")]
VP_VALUES = [(str(v), str(v)) for v in range(6)]


# -- World Event --------------------------------------------------------------------------------
def world_event(ctx: TableContext) -> None:
    state: ColumbiaState = ctx.state
    if state.event_deck == 0:
        ctx.execute(RevealWorldEvent())
        return
    library = entries_of(ctx.library, "world_events", WorldEventEntry)
    picked: dict[str, WorldEventEntry] = {}
    name = ft.TextField(label=_("Card name"), width=300, on_change=clear_error)
    signs = {f: ChipChoice(_("{faction} sign").format(faction=_(FACTION_NAMES[f])), SIGNS, "+") for f in FACTIONS}
    booker = dropdown(_("Booker goes to"), locations(state), "1", width=300)
    aggressive = ft.Switch(label=_("Aggressive symbol"))
    elizabeth = ft.Switch(label=_("Elizabeth symbol"))
    effects = EventEffectFields({w.number: place_name(state, w.number) for w in state.locations})
    effect = text("", SMALL, italic=True)
    keep = ft.Checkbox(label=_("Keep this card in my library"), value=True)

    def fill_in(entry: WorldEventEntry) -> None:
        picked["entry"] = entry
        name.value, name.error = entry.name, None
        if entry.signs:
            for f in FACTIONS:
                signs[f].set(entry.signs[f], update=False)
        if entry.booker_location:
            booker.value = str(entry.booker_location)
        aggressive.value, elizabeth.value = bool(entry.aggressive), bool(entry.elizabeth)
        effects.set(entry.effects, entry.effect)
        missing = [
            label
            for label, known in ((_("signs"), entry.signs), (_("Booker's location"), entry.booker_location))
            if not known
        ]
        effect.value = (entry.effect or _("No effect text on file.")) + (
            _(" Not on file: {missing} (set them from the card).").format(missing=", ".join(missing)) if missing else ""
        )
        for c in (name, aggressive, elizabeth, booker, effect, *effects.controls, *[s.control for s in signs.values()]):
            c.update()

    def build() -> Command[ColumbiaState] | None:
        label = (name.value or "").strip()
        if not label:
            name.error = _("Enter the card's name")
            name.update()
            return None
        typed = effects.read()
        if typed is None:
            return None
        entry = picked.get("entry")
        base = (
            entry
            if entry is not None and entry.name == label
            else WorldEventEntry(id=slug(label), name=label, source="entered at the table")
        )
        card = base.model_copy(
            update={
                "signs": {f: signs[f].value for f in FACTIONS},
                "booker_location": int(booker.value or 1),
                "aggressive": aggressive.value,
                "elizabeth": elizabeth.value,
                "effect": (effects.words.value or "").strip() or base.effect,
                "effects": typed,
            }
        )
        chosen["card"] = card
        return RevealWorldEvent(card=card)

    chosen: dict[str, WorldEventEntry] = {}
    sign_rows = [
        ft.Column(
            [text(_("{faction} vote sign").format(faction=_(FACTION_NAMES[f])), SMALL), signs[f].control], spacing=2
        )
        for f in FACTIONS
    ]
    open_form(
        ctx,
        _("Reveal the World Event"),
        [
            *library_chips(_("World Event"), library, fill_in),
            effect,
            name,
            *sign_rows,
            booker,
            aggressive,
            elizabeth,
            *effects.controls,
            keep,
        ],
        _("Reveal"),
        build,
        after=lambda: keep_in_library(ctx, "world_events", chosen["card"], bool(keep.value)),
    )


# -- vote ---------------------------------------------------------------------------------------
WAYS = [("+", N_("adds (+)")), ("-", N_("subtracts (−)"))]


def vote(ctx: TableContext) -> None:
    """The vote: cards committed face down in turn order, then revealed and entered; each (?) player
    then says, in turn order, whether his influence adds or subtracts (no direction is assumed)."""
    state: ColumbiaState = ctx.state
    event = state.event
    if event is None:
        return
    pickers: dict[int, CardPicker] = {}
    ways: dict[int, ChipChoice] = {}
    preview = ft.Text("", weight=ft.FontWeight.BOLD)
    order = [name_of(state, p) for p in turn_order(state)]
    controls: list[ft.Control] = [
        text(
            _(
                "Face down, in turn order: {order}. Then reveal all the cards at once and add each player's here."
            ).format(order=_(", then ").join(order)),
            SMALL,
        )
    ]

    def votes() -> list[Vote]:
        return [Vote(player=p, cards=pickers[p].cards, direction=ways[p].value if p in ways else None) for p in pickers]

    def recount() -> None:
        preview.value = vote_preview(state, votes())
        preview.update()

    for p in turn_order(state):
        player, who = state.players[p], name_of(state, p)
        pickers[p] = CardPicker(state, player.faction, who, N_("influence"), on_change=recount)
        sign = event.signs[player.faction] if event.signs else "+"
        controls += [
            text(f"{who} ({_(FACTION_NAMES[player.faction])}, {_(SIGN_WORDS[sign])})", weight=ft.FontWeight.BOLD),
            pickers[p].control,
        ]
        if sign == "?":
            ways[p] = ChipChoice(_("{name} adds or subtracts").format(name=who), translated(WAYS), on_change=recount)
            controls += [text(_("{name}'s influence (the card shows ?):").format(name=who), SMALL), ways[p].control]
    white = die(state, "white").faces or None
    booker = DiceChips(_("Booker's white die (if he votes)"), [(_(DIE_COLOUR_NAMES["white"]), white or [])])
    ties = faces_field(
        _("Roll-off for the token (if tied)"), faces=white, hint=_("rounds separated by ';', e.g. 2 2; 3 1")
    )

    def show_entry() -> None:
        """The white die's faces are asked for while the table rolls its own (nothing typed is lost)."""
        booker.control.visible = ties.visible = needs_entry(ctx, ["white"])

    def switched() -> None:
        show_entry()
        ctx.page.update()

    show_entry()
    controls += [dice_switch(ctx, switched)] if die(state, "white").known else []
    controls += [booker.control, ties]
    controls += box_offer(ctx, "dice", lambda: vote(ctx)) if not state.dice.get("white") else []
    preview.value = vote_preview(state, votes())
    controls.append(preview)

    def build() -> Command[ColumbiaState] | None:
        roll = None
        if booker.control.visible and booker.rows[0].value is not None:
            faces = booker.read()
            if faces is None:
                return None
            roll = faces[0]
        rounds = None
        if ties.visible and (ties.value or "").strip():
            rounds = read_rounds(ties)
            if rounds is None:
                return None
        return ResolveVote(votes=votes(), booker_roll=roll, tie_rolls=rounds)

    open_form(ctx, _("Vote: {card}").format(card=event.name), controls, _("Tally the vote"), build)


def vote_preview(state: ColumbiaState, votes: list[Vote]) -> str:
    """The vote calculator: players' total, how Booker will vote, who takes the token (or whose + or −
    it still waits for)."""
    undecided = [
        v
        for v in votes
        if v.direction is None
        and state.event
        and state.event.signs
        and state.event.signs[state.players[v.player].faction] == "?"
    ]
    if undecided:
        names = _(" and ").join(name_of(state, v.player) for v in undecided)
        return _("Waiting for {names} to choose + or −.").format(names=names)
    total = sum(direction(state, v) * influence(state, v) for v in votes)
    way = booker_direction(state, votes)
    trailing = trailing_faction(state)
    rolls = _("Booker rolls a white die for") if way > 0 else _("Booker rolls a white die against")
    booker = (
        rolls + (_(" (with the {faction})").format(faction=_(FACTION_NAMES[trailing])) if trailing else "")
        if way
        else _("Booker does not vote")
    )
    amounts = {v.player: influence(state, v) for v in votes}
    best = max(amounts.values(), default=0)
    top = [name_of(state, p) for p, n in amounts.items() if n == best]
    token = (
        _("token to {name}").format(name=top[0])
        if len(top) == 1
        else _("roll-off for the token: {names}").format(names=", ".join(top))
    )
    return _("Players {total} · {booker} · {chance} · {token}").format(
        total=f"{total:+d}", booker=booker, chance=pass_chance(state, total, way), token=token
    )


def pass_chance(state: ColumbiaState, total: int, booker: int) -> str:
    """The chance the vote passes (0 or more) once Booker's white die joins the players' total."""
    if booker and not state.dice.get("white"):
        return _("passes at 0 or more (the chance needs the white die's faces)")
    chance = vote_passes(VoteQuestion(players_total=total, booker=booker), state)[0].value
    return _("passes at 0 or more: chance {percent}").format(percent=f"{float(chance):.0%}")


# -- Victory Point cards ------------------------------------------------------------------------------
def vp_card(ctx: TableContext) -> None:
    state: ColumbiaState = ctx.state
    if state.vp_deck == 0:
        ctx.execute(RevealVpCard())
        return
    library = entries_of(ctx.library, "vp_cards", VpCardEntry)
    picked: dict[str, VpCardEntry] = {}
    name = ft.TextField(label=_("Card name"), width=300, on_change=clear_error)
    condition = ft.TextField(label=_("Condition (short)"), width=300, multiline=True)
    check = VpCheckFields()
    missing = text("", SMALL, color=ft.Colors.ERROR)
    worth = text("", SMALL)

    def show_worth() -> None:
        worth.value, missing.value = _("This card is worth {n} VP.").format(n=points.value), ""
        worth.update()
        missing.update()

    points = ChipChoice(_("Victory points"), VP_VALUES, on_change=show_worth)
    keep = ft.Checkbox(label=_("Keep this card in my library"), value=True)

    def fill_in(entry: VpCardEntry) -> None:
        picked["entry"] = entry
        name.value, name.error, condition.value = entry.name, None, entry.condition
        check.set(entry.check)
        points.set(str(entry.vp) if entry.vp is not None else None, update=False)
        worth.value = _("This card is worth {n} VP.").format(n=entry.vp) if entry.vp is not None else ""
        missing.value = "" if entry.vp is not None else _("Its VP is not on file: tap the value printed on the card.")
        for c in (name, condition, points.control, missing, worth, *check.controls):
            c.update()

    def build() -> Command[ColumbiaState] | None:
        label = (name.value or "").strip()
        if not label or points.value is None:
            missing.value = _("Enter the card's name.") if not label else _("Tap the card's VP value.")
            missing.update()
            return None
        read, checked = check.read()
        if not read:
            return None
        entry = picked.get("entry")
        base = (
            entry
            if entry is not None and entry.name == label
            else VpCardEntry(id=slug(label), name=label, source="entered at the table")
        )
        card = base.model_copy(
            update={"condition": (condition.value or "").strip(), "vp": int(points.value), "check": checked}
        )
        chosen["card"] = card
        return RevealVpCard(card=card)

    chosen: dict[str, VpCardEntry] = {}
    open_form(
        ctx,
        _("Reveal a Victory Point card"),
        [
            *library_chips(_("Victory Point card"), library, fill_in),
            name,
            condition,
            *check.controls,
            text(_("Victory points"), SMALL),
            points.control,
            worth,
            missing,
            keep,
        ],
        _("Put in play"),
        build,
        after=lambda: keep_in_library(ctx, "vp_cards", chosen["card"], bool(keep.value)),
    )


def confirm_claim(ctx: TableContext, card: int, player: int) -> None:
    """A card whose condition is only text: the table says it is met before the claim (the log keeps it)."""
    state: ColumbiaState = ctx.state
    held, who = state.vp_cards[card], name_of(state, player)
    open_form(
        ctx,
        _("Claim {card}?").format(card=held.name),
        [
            text(_("The app cannot check this card's condition. Does {name} meet it?").format(name=who)),
            text(held.condition or _("Read the condition on the card."), weight=ft.FontWeight.BOLD),
        ],
        _("Yes, claim it"),
        lambda: ClaimVpCard(card=card, player=player, confirmed=True),
    )
