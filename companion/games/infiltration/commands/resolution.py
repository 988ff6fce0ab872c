"""Resolution: flip and resolve each card clockwise; Extracts at the end (RS §2. Resolution Phase l.63-85)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import ClassVar, Literal, cast

from pydantic import Field

from ....engine import Command, Violation, finish_step
from ....i18n import N_, Phrase
from .. import effects as fx
from .. import facility as fac
from ..board import MOVES, UNNAMED_ITEM
from ..effects import Effect, refused
from ..facility import destination, opens_secret_room
from ..phases import next_to_resolve, pending
from ..rules import RULES
from ..state import ITEM_DESTINATIONS, InfiltrationState, ItemDestination, ItemText, RoomFace
from .selection import card_said, choice_first, end_of_selection, operative_refused


def item_played(state: InfiltrationState, operative: int, name: str) -> str | None:
    """The card of the hand an Item play uses: the one named, else an unnamed one (None: not in hand)."""
    hand = state.operatives[operative].items
    if name.strip() and name.strip() in hand:
        return name.strip()
    return UNNAMED_ITEM if UNNAMED_ITEM in hand else None


class ResolveCard(Command[InfiltrationState]):
    """Flip and resolve one operative's card.

    ``face`` is the card of the face-down room an Advance, Retreat or Interface enters (its remembered
    functions apply by themselves); ``effects`` what a text the room does not remember does. ``item`` names
    the item card played: an item the game remembers resolves by itself; one met for the first time brings
    its text (``text``: its effects and where the card goes afterwards, RS l.83-85), remembered from then on.
    An item that moves its operative into a face-down room waits for that room's card, each room in turn
    (RevealRoom, RS l.143).
    """

    type: Literal["resolve_card"] = "resolve_card"
    operative: int
    face: RoomFace | None = None
    effects: list[Effect] = Field(default_factory=list, max_length=8)
    item: str = Field(default="", max_length=60)
    text: ItemText | None = None
    item_goes: ItemDestination | None = None
    """Only in saves written before item texts were remembered: that play's ``effects`` were the item's
    text for that play alone, the card went here, and a blank ``item`` meant the first card in hand."""
    phases: ClassVar = ("resolution",)

    def describe(self, state: InfiltrationState) -> str:
        if not 0 <= self.operative < len(state.operatives):
            return "Resolve a card"
        op = state.operatives[self.operative]
        card = self.item or (op.selected or "?").title()
        return f"{op.name} resolves {card}"

    def check(self, state: InfiltrationState) -> Iterator[Violation]:
        bad = choice_first(state) or operative_refused(state, self.operative)
        if bad:
            yield from bad
            return
        op = state.operatives[self.operative]
        if not op.selected or op.resolved:
            yield RULES["inf.select_one_card"].violated(
                N_("{operative} has no card waiting to resolve."), operative=op.name
            )
            return
        turn = next_to_resolve(state)
        if self.operative not in turn:
            who = state.player_names[state.operatives[turn[0]].player] if turn else Phrase(N_("nobody"))
            yield RULES["inf.resolution_order"].violated(N_("It is {player}'s turn to resolve."), player=who)
        target = destination(state, self.operative)
        if target is not None and target >= 0 and not state.rooms[target].revealed and self.face is None:
            yield RULES["inf.reveal_needs_card"].violated(
                N_("{slot} is face down: type in the room card being revealed."), slot=fac.slot_label(target)
            )
        slot = state.rooms[op.room]
        if self.effects and op.selected == "interface" and target is None and not slot.interface_token:
            yield RULES["inf.interface_token"].violated(
                N_("{room} has no interface token."), room=fac.room_said(state, op.room)
            )
        if op.selected == "item":
            yield from self._item_refused(state)
        elif self.item or self.text:
            yield RULES["inf.item_in_hand"].violated(
                N_("{operative} plays {card}, not an item."), operative=op.name, card=card_said(op.selected)
            )
        entering = self.face is not None and target is not None and target >= 0
        face = self.face.on_reveal + self.face.on_enter if self.face and entering else []
        yield from refused(state, [*face, *self.effects], self.operative, self._source(state, target))

    def _revealing(self, effect: Effect) -> Effect:
        """Only in saves written before an item's moves asked for each room's card in turn: the ``face`` sent
        with an item play was the card of the face-down room its moves entered."""
        if isinstance(effect, fx.Entering) and effect.face is None and self.face is not None:
            return effect.model_copy(update={"face": self.face})
        return effect

    def _older_card(self, state: InfiltrationState) -> str | None:
        """The card an item play of an older save used (a blank name: the first card in hand)."""
        hand = state.operatives[self.operative].items
        return item_played(state, self.operative, self.item.strip() or (hand[0] if hand else ""))

    def _item_refused(self, state: InfiltrationState) -> Iterator[Violation]:
        op, name = state.operatives[self.operative], self.item.strip()
        if self.item_goes is not None:
            if self._older_card(state) is None:
                yield RULES["inf.item_in_hand"].violated(
                    N_("{operative} holds no {card} card."), operative=op.name, card=name or Phrase(N_("item"))
                )
            else:
                yield from refused(state, self.effects, self.operative, op.room)
        elif not name and UNNAMED_ITEM not in op.items:
            yield RULES["inf.item_in_hand"].violated(N_("Type the name printed on the item card played."))
        elif item_played(state, self.operative, name) is None:
            yield RULES["inf.item_in_hand"].violated(
                N_("{operative} holds no {card} card."), operative=op.name, card=name
            )
        elif self.effects:
            yield RULES["inf.item_remembered"].violated(
                N_("Type what {item} does as its text, read once."), item=name or Phrase(N_("the item"))
            )
        elif name in state.item_texts and self.text is not None:
            yield RULES["inf.item_remembered"].violated(
                N_("The game already knows what {item} does (correct its text under By hand)."), item=name
            )
        else:
            effects = [self._revealing(e) for e in (state.item_texts.get(name) or self.text or ItemText()).effects]
            yield from refused(state, effects, self.operative, op.room)

    def _source(self, state: InfiltrationState, target: int | None) -> int:
        """The room whose text resolves: the room entered, else the operative's own."""
        return target if target is not None and target >= 0 else state.operatives[self.operative].room

    def apply(self, state: InfiltrationState) -> list[str]:
        op = state.operatives[self.operative]
        state.flips += 1
        op.flip, op.resolved = state.flips, True
        card = op.selected or ""
        lines = [f"{op.name} flips {self.item or card.title()}."]
        if card in MOVES or (card == "interface" and opens_secret_room(state, self.operative)):
            lines += self._move(state)
        elif card == "interface":
            lines += self._interface(state)
        elif card == "download":
            lines += fx.download(state, self.operative, "Download")
        elif card == "extract":
            lines.append("Extract resolves at the end of the Resolution Phase.")
        else:
            lines += self._item(state)
        return lines + end_of_resolution(state)

    def _room_function(self, state: InfiltrationState) -> list[str]:
        """A room's own Advance or Retreat function, resolved when the card is played there (RS l.131), before
        the card moves the operative on (a function that moves it elsewhere leaves the card to move it from there)."""
        op = state.operatives[self.operative]
        room = op.room
        face = state.rooms[room].face
        texts = {"advance": face.on_advance, "retreat": face.on_retreat} if face else {}
        todo = texts.get(op.selected or "", [])
        if not todo or face is None:
            return []
        moment = f"{face.name} {(op.selected or '').title()} function"
        return [f"The {moment} resolves.", *fx.resolve_all(state, todo, self.operative, room, moment)]

    def _interface(self, state: InfiltrationState) -> list[str]:
        room = state.operatives[self.operative].room
        slot = state.rooms[room]
        if not (slot.interface_token and slot.face and slot.face.interface):
            return ["No interface function and token here: no effect."]
        lines = [f"The Interface text of {fac.room_title(state, room)} resolves."]
        todo = [*slot.face.on_interface, *self.effects]
        return lines + fx.resolve_all(state, todo, self.operative, room, f"{slot.face.name} Interface")

    def _item(self, state: InfiltrationState) -> list[str]:
        """The item resolves from its remembered text (typed now if met for the first time), then goes
        where the card says; a text the app cannot say is shown to confirm (RS l.83-85)."""
        op, name = state.operatives[self.operative], self.item.strip()
        lines = []
        if self.item_goes is not None:  # a play of an older save: its text for this play alone
            card = self._older_card(state) or UNNAMED_ITEM
            name, text = name or card, ItemText(effects=self.effects, goes=self.item_goes)
        else:
            card = item_played(state, self.operative, name) or UNNAMED_ITEM
            text = state.item_texts.get(name) or self.text or ItemText()
        op.items.remove(card)
        if name and name not in state.item_texts and self.item_goes is None:
            state.item_texts[name] = text
            lines.append(f"{name}'s text is remembered for the rest of the game.")
        name = name or "The item"
        if text.notes:
            lines.append(f"Confirm at the table, {name}: {text.notes}")
        lines += fx.resolve_all(state, [self._revealing(e) for e in text.effects], self.operative, op.room, name)
        if text.goes == "hand":
            op.items.append(name if name in state.item_texts else card)  # its name is known from now on
        elif text.goes == "discard":
            state.item_discard += 1
        elif text.goes == "room":
            state.rooms[op.room].items.append(name)
        return lines + [f"{name} {ITEM_DESTINATIONS[text.goes]} (as the card says)."]

    def _move(self, state: InfiltrationState) -> list[str]:
        """The room's own function, then the card's move; then, for Advance and Retreat, the wounded delay
        (RS l.166, reading A-10)."""
        op = state.operatives[self.operative]
        lines = self._room_function(state)
        if state.finished or not op.inside:
            return lines
        target = destination(state, self.operative)
        if target is None:
            lines.append(f"{op.name} cannot move that way from {fac.room_title(state, op.room)}: no effect.")
        elif target == -1:
            lines += fac.escape(state, self.operative, "Retreat from the entry room")
        else:
            lines += fx.enter_room(state, self.operative, target, self.face, list(self.effects))
        if target is None and state.options.get("delay_check") == "only if moved":
            return lines
        return lines + fac.delay_if_wounded(state, self.operative)


class ChooseOperative(Command[InfiltrationState]):
    """The players choose the operative of the effect a card is waiting on; the rest of the card then
    resolves in order (RS l.172). ``operative`` None: nobody can take it, so it is skipped."""

    type: Literal["choose_operative"] = "choose_operative"
    operative: int | None

    def describe(self, state: InfiltrationState) -> str:
        if self.operative is None or not 0 <= self.operative < len(state.operatives):
            return "Nobody takes the card's effect"
        return f"The players choose {state.operatives[self.operative].name}"

    def check(self, state: InfiltrationState) -> Iterator[Violation]:
        if not state.choices_owed:
            yield RULES["inf.players_choose_operative"].violated(N_("No card is waiting for the players to choose."))
            return
        owed = state.choices_owed[0]
        if owed.entering(state) is not None:
            yield RULES["inf.reveal_needs_card"].violated(N_("First: {owed}."), owed=owed.asks(state))
            return
        if self.operative is None:
            return
        effect = owed.chosen(self.operative)
        bound = effect.bind(owed.operative, owed.room)
        yield from refused(state, [effect], owed.operative, owed.room) or [  # a face-down room entered is revealed
            v for v in bound.blocked(state) if v.rule != fx.REVEAL.id
        ]

    def apply(self, state: InfiltrationState) -> list[str]:
        owed = state.choices_owed[0]
        if self.operative is None:
            lines = [fx.skipped(owed.describe(state), owed.why, "nobody can take it")]
            return lines + fx.resume(state, drop_first=True) + end_of_step(state)
        return fx.resume(state, owed.chosen(self.operative)) + end_of_step(state)


class RevealRoom(Command[InfiltrationState]):
    """The card of the face-down room a text moves an operative into, typed by the table: the room is turned
    face up, then Reveal, Enter, tokens and DF, and the rest of the text resolves (RS l.143-150)."""

    type: Literal["reveal_room"] = "reveal_room"
    face: RoomFace

    def describe(self, state: InfiltrationState) -> str:
        return f"{self.face.name} is revealed"

    def check(self, state: InfiltrationState) -> Iterator[Violation]:
        owed = state.choices_owed[0] if state.choices_owed else None
        target = owed.entering(state) if owed else None
        if owed is None or target is None:
            yield RULES["inf.reveal_needs_card"].violated(N_("No text waits for a face-down room's card."))
            return
        if state.room_named(self.face.name) is not None:
            yield RULES["inf.effect_target"].violated(
                N_("{room} is already revealed in the facility."), room=self.face.name
            )
        else:
            entering = cast("fx.Entering", owed.effects[0].bind(owed.operative, owed.room))
            yield from refused(state, [*self.face.on_reveal, *self.face.on_enter], entering.operative, target)

    def apply(self, state: InfiltrationState) -> list[str]:
        first = state.choices_owed[0].effects[0].model_copy(update={"face": self.face})
        return fx.resume(state, first) + end_of_step(state)


def end_of_step(state: InfiltrationState) -> list[str]:
    """After a text or an effect by hand: the Selection or Resolution step ends if nothing is left of it (an
    operative that left the facility owes nothing)."""
    return end_of_selection(state) + end_of_resolution(state)


def end_of_resolution(state: InfiltrationState) -> list[str]:
    """Once every card is resolved and no card waits on a choice: the Extracts, then the step is done."""
    if state.finished or state.progress.step != "resolve" or pending(state) or state.choices_owed:
        return []
    lines = resolve_extracts(state)
    return lines if state.finished else lines + finish_step(state, "resolve")


def resolve_extracts(state: InfiltrationState) -> list[str]:
    """End of Resolution: Extracts in flip order, 4 / 2 / 1 by extractors per room (RS l.202-204, A-09)."""
    extractors = sorted(
        (i for i in state.inside() if state.operatives[i].selected == "extract"), key=lambda i: state.operatives[i].flip
    )
    lines = []
    for i in extractors:
        room = state.operatives[i].room
        same = sum(1 for j in extractors if state.operatives[j].room == room)
        limit = 4 if same == 1 else 2 if same == 2 else 1
        lines += fac.collect_df(state, i, limit, f"Extract, {same} extracting in this room")
    return lines
