"""The panels of setup, each step of the round (selection, resolution, NPC phase, security), a choice a card
owes, the final scoring, and the By-hand corrections."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import flet as ft

from ...engine import Command
from ...games.infiltration.view import (
    CARD_NAMES,
    UNNAMED_ITEM,
    Adjust,
    ChooseFirstPlayer,
    ChooseOperative,
    EnterScores,
    InfiltrationState,
    ItemText,
    ResolveCard,
    RevealEntryRoom,
    RevealRoom,
    RollSecurity,
    RoomFace,
    RunNpcPhase,
    SelectCard,
    cards_for,
    destination,
    next_to_resolve,
    setup_checklist,
    slot_label,
    unselected,
    why_not_card,
)
from ...i18n import _, ngettext
from ..columbia.forms import check_item
from ..context import TableContext
from ..forms import (
    command_dialog,
    command_form,
    dice_switch,
    dropdown,
    kept,
    mark_field,
    named,
    number_field,
    read_number,
    value_chip,
)
from ..rolling import execute_rolling
from ..widgets import action_button, expandable, not_this_phone, section, why_not
from .box import ADD_TO_ITEM, ITEM_MOMENTS, RoomFunctions, says
from .corrections import correction_buttons
from .facility_view import floor_words, room_name
from .forms import AFTERWARDS, EffectForm, ItemForm, RoomForm, known_items, known_rooms, remember, remember_item


def setup_panel(ctx: TableContext) -> ft.Control:
    """Before round 1: who is youngest, and the entry room card (revealed at setup, RS l.41-43)."""
    state: InfiltrationState = ctx.state
    parts: list[ft.Control] = []
    if not state.first_player_chosen and state.round == 1 and not any(op.selected for op in state.operatives):
        first = kept(
            ctx,
            dropdown(
                _("Youngest player (first player)"),
                [(str(i), n) for i, n in enumerate(state.player_names)],
                str(state.first_player),
            ),
        )
        parts += [
            named(first),
            ft.Button(
                _("Set first player"), on_click=lambda e: ctx.execute(ChooseFirstPlayer(player=int(first.value or 0)))
            ),
        ]
    if not state.rooms[0].revealed:
        parts.append(
            ft.Button(_("Type the entry room card"), icon=ft.Icons.EDIT, on_click=lambda e: _entry_dialog(ctx))
        )
    if not state.rooms[0].revealed:  # setup ends with the entry room revealed (RS l.41-43)
        parts = [*(check_item(line) for line in setup_checklist(state)), *parts]
    return section(_("Setup"), *parts) if parts else ft.Container()


def _entry_dialog(ctx: TableContext) -> None:
    """The entry room card, typed in a form of its own (a known room fills it), then revealed (RS l.41-43)."""
    room_card_dialog(
        ctx, _("Reveal the entry room (R1)"), 0, _("Reveal entry room"), lambda face: RevealEntryRoom(face=face)
    )


def room_card_dialog(
    ctx: TableContext, title: str, target: int, ok: str, command: Callable[[RoomFace], Command[Any]], hint: str = ""
) -> None:
    """A room card typed (or filled from a known room, picked or typed by name) and sent as ``command``; once
    taken, the library keeps a new card for the next tables (a known one changes only when asked), and the
    card of the next face-down room a text enters is asked for in turn (RS l.143-150: reveal, enter, tokens, DF)."""
    state: InfiltrationState = ctx.state
    form = RoomForm(
        known_rooms(ctx.library), _("{room}, {floor}").format(room=slot_label(target), floor=floor_words(state, target))
    )
    functions = RoomFunctions(form, ctx.toast)

    def build() -> Command[Any] | None:
        face = form.read()
        return None if face is None else command(face)

    def after() -> None:
        remember(ctx.library, form.read(), state.rooms[target].floor, bool(form.save_changes.value))
        ask_next_room(ctx)

    notes = [ft.Text(hint, theme_style=ft.TextThemeStyle.LABEL_MEDIUM, italic=True)] if hint else []
    command_dialog(ctx, title, [*notes, *form.controls, functions.tile(), form.save_changes], ok, build, after=after)


def ask_next_room(ctx: TableContext) -> None:
    """When a text waits for the card of a face-down room an operative enters, ask for it at once: the dialog
    that was just taken asks again, room after room, until no card is owed (RS l.143)."""
    state: InfiltrationState = ctx.state
    owed = state.choices_owed[0] if state.choices_owed else None
    target = owed.entering(state) if owed else None
    if owed is None or target is None:
        return
    title = _("The room card of {room} ({floor})").format(room=slot_label(target), floor=floor_words(state, target))
    room_card_dialog(
        ctx, title, target, _("Reveal and enter"), lambda face: RevealRoom(face=face), owed.asks(state) + "."
    )


def selection_panel(ctx: TableContext) -> ft.Control:
    """Each operative picks its card face down: on its owner's phone when phones say who they play (the
    others see only "chosen"), else in turn on the one shared phone (pass the phone)."""
    state: InfiltrationState = ctx.state
    waiting = unselected(state)
    if not waiting:
        return ft.Container()
    if not ctx.mine:
        return _choose_card(ctx, waiting[0])
    mine = [i for i in waiting if state.operatives[i].player in ctx.mine]
    others = [
        ft.Text(
            (_("{name} ({player}): choosing…") if i in waiting else _("{name} ({player}): chosen")).format(
                name=op.name, player=state.player_names[op.player]
            )
        )
        for i, op in enumerate(state.operatives)
        if i in state.inside() and op.player not in ctx.mine
    ]
    return ft.Column([*(_choose_card(ctx, i) for i in mine), section(_("Selection at the table"), *others)])


def _choose_card(ctx: TableContext, i: int) -> ft.Control:
    """Operative ``i``'s five cards as buttons (the choice is not shown on the table)."""
    state: InfiltrationState = ctx.state
    op = state.operatives[i]
    take = "extract" if state.options.get("extraction") else "download"
    cards = ["advance", "retreat", "interface", take, "item"]
    buttons = [
        action_button(
            _(CARD_NAMES[c]),
            lambda e, c=c: ctx.execute(SelectCard(operative=i, card=c)),
            why_not=reason.told() if (reason := why_not_card(state, i, c)) else "",
        )
        for c in cards
    ]
    inside = len(state.inside())
    done = inside - len(unselected(state))
    return section(
        _("Selection: {name} ({player})").format(name=op.name, player=state.player_names[op.player]),
        ft.Text(
            ngettext(
                "{done} of {n} operative has chosen. Choose the card placed face down:",
                "{done} of {n} operatives have chosen. Choose the card placed face down:",
                inside,
            ).format(done=done, n=inside),
            theme_style=ft.TextThemeStyle.BODY_MEDIUM,
        ),
        ft.Row(buttons, wrap=True, spacing=6),
        ft.Text(
            _("Cards in hand: {cards}").format(cards=", ".join(_(CARD_NAMES[c]) for c in cards_for(state, i))),
            theme_style=ft.TextThemeStyle.LABEL_MEDIUM,
            italic=True,
        ),
    )


def resolution_panel(ctx: TableContext) -> ft.Control:
    state: InfiltrationState = ctx.state
    turn = next_to_resolve(state)
    rows: list[ft.Control] = [
        ft.Text(
            _("Clockwise from the first player; the app walks each card's steps."),
            theme_style=ft.TextThemeStyle.BODY_MEDIUM,
        )
    ]
    for i in turn:
        op = state.operatives[i]
        card = _(CARD_NAMES[op.selected or "item"])
        target = destination(state, i)
        elsewhere = not_this_phone(ctx, ResolveCard(operative=i))  # l.63-67: its player flips and resolves it
        opens: Callable[[], object]
        if target is not None and target >= 0 and not state.rooms[target].revealed:
            label = _("{name}: {card} into {room} (reveal)").format(name=op.name, card=card, room=slot_label(target))
            opens = partial(_reveal_dialog, ctx, i, target)
        elif op.selected == "item":
            label, opens = _("{name}: resolve {card}").format(name=op.name, card=card), partial(_item_dialog, ctx, i)
        else:
            label = _("{name}: resolve {card}").format(name=op.name, card=card)
            opens = partial(ctx.execute, ResolveCard(operative=i))
        rows.append(action_button(label, lambda e, opens=opens: opens(), elsewhere))
    return section(_("Resolution"), *rows)


def _reveal_dialog(ctx: TableContext, operative: int, target: int) -> None:
    state: InfiltrationState = ctx.state
    room_card_dialog(
        ctx,
        _("{name} reveals a room").format(name=state.operatives[operative].name),
        target,
        _("Reveal and enter"),
        lambda face: ResolveCard(operative=operative, face=face),
        _("The app resolves the room's remembered texts, places the tokens and draws the DF."),
    )


def _item_dialog(ctx: TableContext, operative: int) -> None:
    """Name the item played, by a chip of the hand, by its name, or from the known items: one the game remembers
    resolves by itself; one met for the first time has its text typed once (or filled from the library, however
    the name was given), remembered for the rest of the game and the next (RS l.83-85). A move into a face-down
    room asks for that room's card next, each in turn."""
    state: InfiltrationState = ctx.state
    op = state.operatives[operative]
    own = [c for c in op.items if c != UNNAMED_ITEM] if op.player in ctx.mine else []  # the hand is private
    form = ItemForm(
        known_items(ctx.library), _("{name} flips an item card").format(name=op.name), own[0] if len(own) == 1 else ""
    )
    functions = RoomFunctions(form, ctx.toast, ITEM_MOMENTS, ADD_TO_ITEM)
    text = ft.Column([*form.text_controls, functions.tile(_("What the item does (typed once, remembered)"))])
    known = ft.Text("", theme_style=ft.TextThemeStyle.LABEL_MEDIUM, italic=True)

    def fit(e: Any) -> None:
        form.match(e)
        name = (form.name.value or "").strip()
        remembered = state.item_texts.get(name)
        text.visible = remembered is None
        known.value = "" if remembered is None else _remembered(name, remembered)
        if e is not None:
            text.update()
            known.update()

    def named_card(card: str) -> Callable[[Any], None]:
        def tap(e: Any) -> None:
            form.name.value = card
            if e is not None:
                form.name.update()
            fit(e)

        return tap

    form.name.on_change = fit
    fit(None)
    chips = [value_chip(_("Play {card}").format(card=card), card, named_card(card)) for card in own]

    def build() -> ResolveCard | None:
        name = form.read_name()
        if name is None:
            return None
        return ResolveCard(operative=operative, item=name, text=None if name in state.item_texts else form.read())

    def after() -> None:
        name = (form.name.value or "").strip()[:60]
        played: InfiltrationState = ctx.state
        if name in played.item_texts:
            remember_item(ctx.library, name, played.item_texts[name], bool(form.save_changes.value))
        ask_next_room(ctx)

    command_dialog(
        ctx,
        _("{name} plays an item").format(name=op.name),
        [*form.controls, *([ft.Row(chips, wrap=True, spacing=4)] if chips else []), known, text, form.save_changes],
        _("Play the item"),
        build,
        after=after,
    )


def _remembered(name: str, text: ItemText) -> str:
    """What the game remembers an item does, in words (corrected under By hand if it was read wrong)."""
    does = "; ".join(says(e) for e in text.effects) or _("nothing the app resolves")
    then = _(AFTERWARDS[text.goes])
    return _(
        "The game remembers what {name} does: {does}; then the card {then}. "
        "It resolves by itself (if it was read wrong, correct it under By hand)."
    ).format(name=name, does=does, then=then)


def npc_panel(ctx: TableContext) -> ft.Control:
    """One button runs the whole phase; shared rooms get the first player's order."""
    state: InfiltrationState = ctx.state
    choosers = []
    for index, slot in enumerate(state.rooms):
        up = [n.name for n in slot.npcs if n.face_up]
        if len(up) > 1:
            label = _("First to act in {room}").format(room=room_name(state, index))
            choosers.append(kept(ctx, dropdown(label, [(n, n) for n in up])))

    def run(e: ft.Event[ft.Button]) -> None:
        ctx.execute(RunNpcPhase(order=[c.value for c in choosers]))

    return section(
        _("NPC phase"),
        ft.Text(
            _("First player ({name}) orders NPCs sharing a room.").format(name=state.player_names[state.first_player]),
            theme_style=ft.TextThemeStyle.BODY_MEDIUM,
        ),
        *map(named, choosers),
        ft.Button(_("Run the NPC phase"), on_click=run),
    )


def security_panel(ctx: TableContext) -> ft.Control:
    state: InfiltrationState = ctx.state
    rows: list[ft.Control] = [
        ft.Text(
            _("{name} rolls: proximity += d6 + alarm ({alarm}).").format(
                name=state.player_names[state.first_player], alarm=state.alarm
            ),
            theme_style=ft.TextThemeStyle.BODY_MEDIUM,
        ),
        dice_switch(ctx, ctx.redraw),
    ]
    if ctx.settings.physical_dice:
        face = number_field(_("Die face (1-6)"), low=1, high=6)

        def enter() -> RollSecurity | None:
            value = read_number(face)
            return None if value is None else RollSecurity(entered=value)

        rows += command_form(ctx, [face], _("Enter the roll"), enter)
    else:
        rows.append(ft.Button(_("Roll the die"), on_click=lambda e: execute_rolling(ctx, RollSecurity())))
    return section(_("Security"), *rows)


def scoring_panel(ctx: TableContext) -> ft.Control:
    """The table flips the escaped operatives' DF tokens and types their values."""
    state: InfiltrationState = ctx.state
    if state.ranking:
        lines = [
            ft.Text(
                f"{line.place}. {line.who}: "
                + (f"{line.total} ZB, " if line.total is not None else "")
                + f"{line.reason}",
                theme_style=ft.TextThemeStyle.BODY_MEDIUM,
            )
            for line in state.ranking
        ]
        return section(_("Final scoring"), *lines, ft.Text(state.result, weight=ft.FontWeight.BOLD))
    escaped = [i for i, op in enumerate(state.operatives) if op.status == "escaped"]
    fields = {
        i: ft.TextField(
            label=ngettext("{name}: {n} DF value", "{name}: {n} DF values", state.operatives[i].df_tokens).format(
                name=state.operatives[i].name, n=state.operatives[i].df_tokens
            ),
            hint_text=_("e.g. 3 1 2"),
            width=360,
        )
        for i in escaped
    }
    modifiers = {
        i: number_field(_("{name}: cards add (or take away)").format(name=state.operatives[i].name), 0, width=360)
        for i in escaped
    }

    def score() -> EnterScores | None:
        values = {}
        added = {}
        for i, box in modifiers.items():
            amount = read_number(box, -60, 60)
            if amount is None:
                return None
            added[i] = amount
        for i, field in fields.items():
            try:
                values[i] = [int(v) for v in (field.value or "").replace(",", " ").split()]
            except ValueError:
                mark_field(field, _("Type the numbers on the tokens, e.g. 3 1 2"))
                return None
        return EnterScores(values=values, modifiers=added)

    note = _("Nobody escaped.") if not escaped else _("Flip each escaped operative's DF tokens and type their values.")
    return section(
        _("Final scoring"),
        ft.Text(note, theme_style=ft.TextThemeStyle.BODY_MEDIUM),
        *command_form(
            ctx, [control for i in escaped for control in (fields[i], modifiers[i])], _("Score the game"), score
        ),
    )


def by_hand_panel(ctx: TableContext) -> ft.Control:
    """Room and item texts the app cannot know, and any correction the table agrees on."""

    def ask(e: Any) -> None:
        form = EffectForm(ctx.state)

        def apply() -> Adjust | None:
            read = form.read()
            if read is None:
                return None
            effect, reason = read
            return Adjust(effects=[effect], reason=reason)

        command_dialog(
            ctx, _("Apply an effect by hand"), form.controls, _("Apply effect"), apply, after=lambda: ask_next_room(ctx)
        )

    tile = ft.ExpansionTile(
        title=ft.Text(_("By hand: card texts and corrections")),
        controls=[
            ft.Text(_("An effect the app does not know, or one the table corrects."), italic=True),
            ft.Button(_("Apply an effect by hand"), icon=ft.Icons.EDIT, on_click=ask),
            ft.Text(_("A card the game remembers, read wrong when it was typed:"), italic=True),
            *correction_buttons(ctx),
        ],
    )
    return expandable(ctx.opened, tile)


def choice_panel(ctx: TableContext) -> ft.Control:
    """A card waits for the players to choose the operative one of its effects names (RS l.172)."""
    state: InfiltrationState = ctx.state
    owed = state.choices_owed[0]
    target = owed.entering(state)
    if target is not None:
        return _owed_room_panel(ctx, target)
    picks = {state.operatives[i].name: ChooseOperative(operative=i) for i in state.inside()}
    buttons = [
        action_button(name, lambda e, pick=pick: ctx.execute(pick), why_not=why_not(ctx, pick))
        for name, pick in picks.items()
    ]
    later = len(state.choices_owed) - 1
    return section(
        _("The players choose"),
        ft.Text(owed.why, theme_style=ft.TextThemeStyle.TITLE_SMALL),
        ft.Text(
            _("{effect}. Which operative?").format(effect=owed.describe(state)),
            theme_style=ft.TextThemeStyle.BODY_LARGE,
        ),
        ft.Row(buttons, wrap=True, spacing=6),
        ft.TextButton(_("Nobody can take it"), on_click=lambda e: ctx.execute(ChooseOperative(operative=None))),
        ft.Text(
            ngettext(
                "The rest of the card resolves once they choose; then {n} more choice.",
                "The rest of the card resolves once they choose; then {n} more choices.",
                later,
            ).format(n=later)
            if later
            else _("The rest of the card resolves once they choose."),
            theme_style=ft.TextThemeStyle.LABEL_MEDIUM,
            italic=True,
        ),
    )


def _owed_room_panel(ctx: TableContext, target: int) -> ft.Control:
    """A text moved an operative into a face-down room: the table types its card, then it is revealed and
    entered like any other (Reveal, Enter, tokens, DF: RS l.143-150) and the rest of the text resolves."""
    state: InfiltrationState = ctx.state

    def ask(e: Any) -> None:
        title = _("The room card of {room} ({floor})").format(room=slot_label(target), floor=floor_words(state, target))
        room_card_dialog(ctx, title, target, _("Reveal and enter"), lambda face: RevealRoom(face=face))

    return section(
        _("A room is revealed"),
        ft.Text(state.choices_owed[0].asks(state) + ".", theme_style=ft.TextThemeStyle.BODY_LARGE),
        ft.Button(_("Type the room card"), icon=ft.Icons.EDIT, on_click=ask),
        ft.Text(
            _(
                "The app resolves the room's remembered texts, places the tokens and draws the DF, "
                "then the rest of the text."
            ),
            theme_style=ft.TextThemeStyle.LABEL_MEDIUM,
            italic=True,
        ),
    )
