"""Shared pieces of the Columbia dialogs (named locations, library chips, the kit's command form
followed by the result) and the dialogs of a player's turn: produce, recruit/build, upgrades, Sky-Line rides."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import flet as ft

from ...content import ContentEntry, ContentError
from ...engine import Command
from ...games.columbia.view import (
    FACTION_NAMES,
    PIECE_NAMES,
    UPGRADE_COST,
    Build,
    BuyUpgrade,
    ColumbiaState,
    Faction,
    ForgoUpgrade,
    Produce,
    Recruit,
    RideQuestion,
    SkyRide,
    SpendUpgrade,
    active_player,
    die,
    faction_of,
    leader_names,
    place_name,
    richer,
    ride_odds,
    structure_price,
    unit_price,
)
from ...i18n import N_, _, ngettext
from ..context import TableContext
from ..forms import ChipChoice, command_dialog, dropdown, faces_field, read_rounds
from ..forms import dice_switch as physical_dice_switch
from ..widgets import why_not
from .forms import CardPicker
from .panels import SMALL, name_of, text

GAME = "columbia"


def locations(state: ColumbiaState, numbers: list[int] | None = None) -> list[tuple[str, str]]:
    """Dropdown choices naming each location ("9 Garden of New Eden")."""
    return [(str(n), place_name(state, n)) for n in (numbers or range(1, len(state.locations) + 1))]


def sentence(line: str) -> str:
    return line[:1].upper() + line[1:]


def show_result(ctx: TableContext) -> None:
    """Scroll the table to its top, where the result of what was just done shows above the checklist
    and the Now card (the turn on one screenful)."""
    page = ctx.page
    if page is not None and page.views:
        page.run_task(page.views[-1].scroll_to, offset=0, duration=300)


def needs_entry(ctx: TableContext, colours: list[str]) -> bool:
    """Enter faces when the table rolls physical dice, or when the app does not know the faces."""
    return ctx.settings.physical_dice or any(not die(ctx.state, c).known for c in colours)


def dice_switch(ctx: TableContext, colours: list[str], reopen: Callable[[], None]) -> list[ft.Control]:
    """A switch between the app's dice and the table's own (their faces tapped in), on the dialog that
    rolls them; none while a die's faces are not entered (the table's dice are then the only way).
    The choice holds for this phone's later rolls; Settings keeps the phone's default."""
    if not colours or any(not die(ctx.state, c).known for c in colours):
        return []

    def again() -> None:
        ctx.close_dialog()
        reopen()

    return [physical_dice_switch(ctx, again)]


def library_chips(name: str, entries: Sequence[Any], on_pick: Callable[[Any], None]) -> list[ft.Control]:
    """The library's cards as chips: one tap fills the form with what the library knows."""
    if not entries:
        return []
    chips = ChipChoice(name, [(e.id, e.name) for e in entries], on_change=None)
    chips.on_change = lambda: on_pick(next(e for e in entries if e.id == chips.value))
    return [text(_("From your library (tap to fill in):"), SMALL), chips.control]


def slug(name: str) -> str:
    """A card's library id from its name ("Sound the Alarm" -> "sound-the-alarm")."""
    return name.strip().lower().replace(" ", "-")


def keep_in_library(ctx: TableContext, kind: str, card: ContentEntry, keep: bool = True) -> None:
    """Once a reveal is accepted: save the card to the library, never with less than it held there."""
    old = ctx.library.get(GAME, kind, card.id)
    merged = richer(old if isinstance(old, type(card)) else None, card)
    same = {"player_entered", "source"}
    if not keep or (old is not None and merged.model_dump(exclude=same) == old.model_dump(exclude=same)):
        return
    try:
        ctx.library.add(GAME, kind, merged.model_dump(exclude=same))
    except ContentError as exc:
        ctx.toast(f"Not kept in the library: {exc}")


def open_form(
    ctx: TableContext,
    title: str,
    controls: list[ft.Control],
    ok: str,
    build: Callable[[], Command[ColumbiaState] | None],
    **options: Any,
) -> None:
    """The kit's command dialog (:func:`command_dialog`); once the command is taken the table scrolls to
    its result, then ``after`` runs."""
    after: Callable[[], None] | None = options.pop("after", None)

    def done() -> None:
        show_result(ctx)
        if after is not None:
            after()

    command_dialog(ctx, title, controls, ok, build, after=done, **options)


def produce(ctx: TableContext) -> None:
    state: ColumbiaState = ctx.state
    player, who = state.players[active_player(state)], name_of(state, active_player(state))
    picker = CardPicker(state, player.faction, who, N_("Silver Eagle"))
    open_form(
        ctx,
        _("{name} produces").format(name=who),
        [text(_("Add each card discarded for Silver Eagles (none is fine).")), picker.control],
        _("Collect Silver Eagles"),
        lambda: Produce(cards=picker.cards),
    )


PIECES = (
    ("unit", "common", N_("Common unit")),
    ("unit", "special", N_("Special unit")),
    ("unit", "leader", N_("Leader unit")),
    ("structure", "alarm", N_("Alarm")),
    ("structure", "turret", N_("Turret")),
    ("structure", "stronghold", N_("Stronghold")),
)


def _placing(group: str, kind: str, number: int, name: str = "") -> Command[ColumbiaState]:
    if group == "unit":
        return Recruit(location=number, kind=kind, name=name)
    return Build(location=number, kind=kind)


def recruit_build(ctx: TableContext) -> None:
    """Recruit or build: only the locations and pieces the rules allow now (money, pool, one structure)."""
    state: ColumbiaState = ctx.state
    player = active_player(state)

    def allowed(number: int) -> list[tuple[str, str]]:
        """What may be placed there now: each leader unit by name (they are the named figures)."""
        found = []
        for group, kind, label in PIECES:
            price = (unit_price if group == "unit" else structure_price)(state, player, kind)
            for name in leader_names(state, player) if kind == "leader" else [""]:
                if not ctx.session.validate(_placing(group, kind, number, name)):
                    found.append((f"{group}:{kind}:{name}", f"{name or _(label)} (${price})"))
        return found

    choices = {w.number: allowed(w.number) for w in state.locations}
    open_at = [n for n, c in choices.items() if c]
    if not open_at:
        ctx.toast(_("{name} cannot recruit or build anywhere now.").format(name=name_of(state, player)))
        return

    def show_pieces(e: Any = None) -> None:
        here = choices[int(where.value or open_at[0])]
        what.options = [ft.DropdownOption(key=k, text=t) for k, t in here]
        what.value = here[0][0]
        if e is not None:
            what.update()

    where = dropdown(_("Location"), locations(state, open_at), width=300, on_select=show_pieces)
    what = dropdown(_("Recruit or build"), [], width=300)
    show_pieces()
    name = ft.TextField(label=_("Special unit's name (optional, e.g. Handyman)"), width=300)

    def build() -> Command[ColumbiaState]:
        group, kind, leader = (what.value or "::").split(":")
        return _placing(group, kind, int(where.value or 0), leader or (name.value or "").strip())

    note = text(
        _(
            "{name} has ${eagles}. Prices include the leader's discount; only what the rules allow here is listed."
        ).format(name=name_of(state, player), eagles=state.players[player].eagles)
    )
    open_form(ctx, _("Recruit or build"), [note, where, what, name], _("Pay and place"), build)


UPGRADES = (("key", N_("Unlock")), ("influence", N_("+1 Influence")), ("combat", N_("+1 Combat")), ("eagles", "+1 $"))


def upgrade_choices(
    ctx: TableContext, card: str, make: Callable[[str, str], Command[ColumbiaState]], pick: Callable[..., Any]
) -> tuple[list[ft.Control], list[tuple[str, str]]]:
    """A button per upgrade of ``card`` (``pick(command)`` runs it), greyed when the rules refuse it,
    and (card, why) for each greyed one, for :func:`greyed` (the player reads why before tapping)."""
    buttons: list[ft.Control] = []
    reasons: list[tuple[str, str]] = []
    for what, label in UPGRADES:
        command = make(card, what)
        refused = why_not(ctx, command)
        buttons.append(
            ft.OutlinedButton(f"{card}: {_(label)}", on_click=lambda e, c=command: pick(c), disabled=bool(refused))
        )
        if refused:
            reasons.append((card, refused))
    return buttons, reasons


def greyed(reasons: list[tuple[str, str]]) -> list[ft.Control]:
    """Why the greyed choices above are refused, each reason once (naming its card when it is one card's)."""
    cards: dict[str, set[str]] = {}
    for card, why in reasons:
        cards.setdefault(why, set()).add(card)
    return [
        text(
            _("Greyed, {card}: {why}").format(card=next(iter(of)), why=why)
            if len(of) == 1
            else _("Greyed: {why}").format(why=why),
            SMALL,
            italic=True,
        )
        for why, of in cards.items()
    ]


def upgrade(ctx: TableContext, faction: Faction | None, bought: bool) -> None:
    """Buy an upgrade for the active player's faction, or place one ``faction`` earned: one tap on
    the card type and value applies it (choices the rules refuse are shown disabled)."""
    state: ColumbiaState = ctx.state
    faction = faction or faction_of(state, active_player(state))
    typed = ft.TextField(label=_("Other card type"), width=300)

    def command(card: str, what: str) -> Command[ColumbiaState]:
        return BuyUpgrade(card=card, what=what) if bought else SpendUpgrade(faction=faction, card=card, what=what)

    def pick(chosen: Command[ColumbiaState]) -> None:
        ctx.close_dialog()
        ctx.execute(chosen)

    def pick_typed(what: str) -> None:
        name = (typed.value or "").strip()
        if not name:
            typed.error = _("Name the card type")
            typed.update()
            return
        pick(command(name, what))

    rows: list[ft.Control] = []
    reasons: list[tuple[str, str]] = []
    for card in sorted(state.factions[faction].sheet) or ["Handyman"]:
        buttons, why = upgrade_choices(ctx, card, command, pick)
        rows.append(ft.Row(buttons, wrap=True, spacing=4))
        reasons += why
    other: list[ft.Control] = [
        ft.OutlinedButton(_("Other: {upgrade}").format(upgrade=_(label)), on_click=lambda e, w=what: pick_typed(w))
        for what, label in UPGRADES
    ]
    title = (
        _("Buy an upgrade (${cost})").format(cost=UPGRADE_COST)
        if bought
        else _("Place an earned upgrade ({faction})").format(faction=_(FACTION_NAMES[faction]))
    )

    def give_up(e: Any) -> None:
        ctx.close_dialog()
        ctx.execute(ForgoUpgrade(faction=faction))

    actions: list[ft.Control] = [ft.TextButton(_("Cancel"), on_click=lambda e: ctx.close_dialog())]
    if not bought:
        actions.insert(0, ft.TextButton(_("Give it up"), on_click=give_up))
    ctx.open_dialog(
        ft.AlertDialog(
            title=ft.Text(title),
            content=ft.Column(
                [
                    text(_("Tap the card and what it gains.")),
                    *rows,
                    *greyed(reasons),
                    typed,
                    ft.Row(other, wrap=True),
                ],
                tight=True,
                scroll=ft.ScrollMode.AUTO,
                width=380,
            ),
            actions=actions,
        )
    )


def _movable(state: ColumbiaState) -> list[tuple[str, str]]:
    player = active_player(state)
    return [
        (
            str(u.id),
            _("{unit} at {place}").format(unit=u.name or _(PIECE_NAMES[u.kind]), place=place_name(state, w.number)),
        )
        for w in state.locations
        for u in w.units
        if u.owner == player and u.id not in state.moved
    ]


def sky_ride(ctx: TableContext) -> None:
    state: ColumbiaState = ctx.state
    unit = dropdown(_("Unit"), _movable(state))
    to = dropdown(_("Ends on"), locations(state), width=300)
    spaces = ChipChoice(_("Sky-Line spaces"), [(str(n), str(n)) for n in range(1, 7)], "1")
    rolls = faces_field(
        _("Sky-Line dice per space"),
        count=3,
        faces=die(state, "skyline").faces or None,
        symbols=("safe",),
        hint=_("e.g. safe 2 0; 1 1 0"),
        helper=_("Songbird and the Airship: leave empty"),
    )
    danger = dropdown(_("On a bad roll"), [("discard", _("Discard cards")), ("destroy", _("Lose the unit"))])
    odds = text(ride_chances(state, 1), SMALL)

    def show_odds() -> None:
        odds.value = ride_chances(state, int(spaces.value or 1))
        odds.update()

    spaces.on_change = show_odds

    def build() -> Command[ColumbiaState] | None:
        if not unit.value:
            return None
        entered = read_rounds(rolls) if (rolls.value or "").strip() else None
        if entered is None and (rolls.value or "").strip():
            return None
        return SkyRide(
            unit=int(unit.value),
            to=int(to.value or 0),
            spaces=int(spaces.value or 1),
            rolls=entered,
            on_danger=danger.value,
        )

    open_form(
        ctx,
        _("Sky-Line ride"),
        [unit, to, text(_("Sky-Line spaces"), SMALL), spaces.control, odds, rolls, danger],
        _("Ride"),
        build,
    )


def ride_chances(state: ColumbiaState, spaces: int) -> str:
    """A ride's odds in words: a space is safe when a Sky-Line die shows the symbol; otherwise the rider
    discards cards equal to the numbers or loses the unit."""
    if not state.dice.get("skyline"):
        return _("The odds need the Sky-Line dice faces (box setup).")
    hand = state.players[active_player(state)].hand
    answers = {a.label: a.value for a in ride_odds(RideQuestion(spaces=spaces, hand=hand), state)}
    survives, lost = answers["The unit survives the whole ride"], answers["Cards discarded over the ride (mean)"]
    return ngettext(
        "Over {n} space: the unit comes through {percent} of the time, discarding {cards} cards on average (a space "
        "with no safe symbol on the 3 dice costs cards equal to the numbers shown, or the unit).",
        "Over {n} spaces: the unit comes through {percent} of the time, discarding {cards} cards on average (a space "
        "with no safe symbol on the 3 dice costs cards equal to the numbers shown, or the unit).",
        spaces,
    ).format(n=spaces, percent=f"{float(survives):.0%}", cards=f"{float(lost):.1f}")
