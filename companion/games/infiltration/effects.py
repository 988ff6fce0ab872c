"""Effects of room and item texts, one model per kind (a discriminated union on ``kind``, like commands).

No source publishes room or item texts, so the table reads the card once and picks the effects;
the app applies them with the rules it knows (wound once, alarm limits, proximity end, DF pool).
Each effect checks two things: ``refs`` (does everything it names exist? a broken reference is
always refused) and ``blocked`` (can it resolve now? on a card, an effect that cannot is skipped
and logged while the others resolve, RS §Other Rules l.172). Remembered room texts name "the
operative resolving" (``ACTING``) and "this room" (``HERE``, or the rooms next to it: ``ADJACENT``,
``NEXT``), bound when the moment comes.

A text resolves step by step: where it waits (for the players' choice of an operative, or for the card of
a face-down room an operative enters, RS l.143), the rest of it, and of every text it was resolving inside,
waits in ``state.choices_owed`` in the order it would have resolved (:func:`resolve_all`, :func:`resume`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any, ClassVar, Literal, cast, get_args

from pydantic import BaseModel, ConfigDict, Field, GetCoreSchemaHandler, TypeAdapter, model_validator
from pydantic_core import CoreSchema

from ...engine import Violation
from ...engine.game import counted
from ...engine.rng import draw
from ...i18n import N_, Phrase
from . import facility as fac
from .board import NPC_NAMES, SECRET, SPECIAL_CARDS, UNNAMED_ITEM, NpcCard
from .rules import RULES

if TYPE_CHECKING:
    from .state import InfiltrationState

ACTING = -1  # the operative resolving the card (bound at resolution)
EVERY = -2  # each operative still inside (one effect per operative, at resolution)
CHOSEN = -3  # an operative the players choose at the table (the card waits for their choice)
HERE = -1  # the room whose text it is (bound at resolution)
ADJACENT = -2  # each room next to it along the path (one effect per room, at resolution; RS l.160)
NEXT = -3  # the room after it along the path
ROOM_WORDS = {HERE: "this room", ADJACENT: "the rooms next to this room", NEXT: "the next room"}
TARGET_WORDS = {
    ACTING: "the operative resolving",
    EVERY: "each operative inside",
    CHOSEN: "an operative the players choose",
}
TOKEN_WORDS = {"lab_worker": N_("lab worker"), "tech_lock": N_("tech lock"), "interface_token": N_("interface")}
"""A room's tokens as a refusal names them ("has no lab worker token")."""
TARGET = RULES["inf.effect_target"]
REVEAL = RULES["inf.reveal_needs_card"]


class _Tag(str):
    """An effect's default ``kind``: validated into a plain string, so it never equals its default's type."""

    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any, handler: GetCoreSchemaHandler) -> CoreSchema:
        return handler(str)  # written in a JSON schema as the plain string it is


def tag(kind: str) -> Any:
    """The ``kind`` field of an effect: its own default, yet always written in a snapshot (the packer
    leaves off fields equal to their default, and the union needs the tag to read the effect back)."""
    return Field(default=_Tag(kind), validate_default=True)


class BaseEffect(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: str
    label: ClassVar[str] = ""
    face_up_rooms_only: ClassVar[bool] = False  # its room must be revealed (the by-hand form offers no other)
    one_room: ClassVar[bool] = False  # it names one room (a move, an NPC placed): never "the rooms next to it"

    @model_validator(mode="after")
    def _one_room(self) -> BaseEffect:
        if self.one_room and getattr(self, "room", None) == ADJACENT:
            raise ValueError(f"{self.label} names one room: choose the next room or a room, not the rooms next to it")
        return self

    def refs(self, state: InfiltrationState) -> list[Violation]:
        """Broken references: an operative, room or name that does not exist."""
        return []

    def blocked(self, state: InfiltrationState) -> list[Violation]:
        """Why it cannot resolve now (empty: it can)."""
        return []

    def rooms(self, state: InfiltrationState) -> set[int]:
        """The room slots it touches (for the secret room's isolation)."""
        return set()

    def bind(self, operative: int, room: int) -> BaseEffect:
        """This effect with ``ACTING`` / ``HERE`` replaced by the resolving operative and room."""
        update = {}
        if getattr(self, "operative", None) == ACTING:
            update["operative"] = operative
        if getattr(self, "room", None) == HERE:
            update["room"] = room
        return self.model_copy(update=update)

    def apply(self, state: InfiltrationState, why: str) -> list[str]:
        raise NotImplementedError

    def describe(self, state: InfiltrationState) -> str:
        return self.label


# -- operatives ---------------------------------------------------------------------------------------
class OperativeEffect(BaseEffect):
    operative: int = ACTING
    needs_inside: ClassVar[bool] = True

    def refs(self, state: InfiltrationState) -> list[Violation]:
        if not 0 <= self.operative < len(state.operatives):
            return [
                TARGET.violated(
                    N_("{effect}: there is no operative {operative}."),
                    effect=Phrase(self.label),
                    operative=self.operative,
                )
            ]
        return []

    def blocked(self, state: InfiltrationState) -> list[Violation]:
        op = state.operatives[self.operative]
        if self.needs_inside and not op.inside:
            return [fac.out_of_play(op)]
        return []

    def rooms(self, state: InfiltrationState) -> set[int]:
        return {state.operatives[self.operative].room}

    def who(self, state: InfiltrationState) -> str:
        if 0 <= self.operative < len(state.operatives):
            return state.operatives[self.operative].name
        return TARGET_WORDS.get(self.operative, "the operative")

    def describe(self, state: InfiltrationState) -> str:
        return f"{self.label}: {self.who(state)}"


class Wound(OperativeEffect):
    kind: Literal["wound"] = tag("wound")
    label: ClassVar[str] = N_("Wound an operative")

    def apply(self, state: InfiltrationState, why: str) -> list[str]:
        return fac.wound(state, self.operative, why)


class Heal(OperativeEffect):
    kind: Literal["heal"] = tag("heal")
    label: ClassVar[str] = N_("Heal an operative")

    def apply(self, state: InfiltrationState, why: str) -> list[str]:
        state.operatives[self.operative].wounded = False
        return [f"{self.who(state)} flips to the healthy side ({why})."]


class Delay(OperativeEffect):
    kind: Literal["delay"] = tag("delay")
    label: ClassVar[str] = N_("Delay an operative")

    def apply(self, state: InfiltrationState, why: str) -> list[str]:
        state.operatives[self.operative].delayed = True
        return [f"{self.who(state)} is delayed ({why})."]


class Undelay(OperativeEffect):
    kind: Literal["undelay"] = tag("undelay")
    label: ClassVar[str] = N_("Stand an operative upright")

    def apply(self, state: InfiltrationState, why: str) -> list[str]:
        state.operatives[self.operative].delayed = False
        return [f"{self.who(state)} stands upright, no longer delayed ({why})."]


class Entering(OperativeEffect):
    """A move by a card's text: one path for every cause, as Advance and Retreat move (RS l.73-75, l.117,
    l.141-150): the room entered resolves its Enter text, and a face-down one is revealed first (Reveal,
    Enter, tokens, DF). ``face`` is the card of a face-down room entered, typed as the card resolves."""

    face: RoomFace | None = None

    def target(self, state: InfiltrationState) -> int | None:
        """The room entered (-1: out of the facility; None: no room that way)."""
        raise NotImplementedError

    def blocked(self, state: InfiltrationState) -> list[Violation]:
        target, own = self.target(state), super().blocked(state)
        if own or target is None or target < 0 or state.rooms[target].revealed:
            return own
        if self.face is None:
            return [REVEAL.violated(N_("{slot} is face down: type its card."), slot=fac.slot_label(target))]
        if state.room_named(self.face.name) is not None:
            return [TARGET.violated(N_("{room} is already revealed in the facility."), room=self.face.name)]
        return []

    def needs_card(self, state: InfiltrationState) -> bool:
        """Whether it enters a face-down room whose card the table has not typed yet (RS l.143)."""
        return any(v.rule == REVEAL.id for v in self.blocked(state))

    def rooms(self, state: InfiltrationState) -> set[int]:
        target = self.target(state)
        return super().rooms(state) | ({target} if target is not None and target >= 0 else set())

    def apply(self, state: InfiltrationState, why: str) -> list[str]:
        target = self.target(state)
        if target is None:
            return []
        if target == -1:
            return fac.escape(state, self.operative, f"forced back out of the entry room: {why}")
        return enter_room(state, self.operative, target, self.face, [])


class Move(Entering):
    """Move to a room of the path (the secret room has its own doors)."""

    kind: Literal["move"] = tag("move")
    label: ClassVar[str] = N_("Move an operative to a room")
    one_room: ClassVar[bool] = True
    room: int = HERE

    def target(self, state: InfiltrationState) -> int | None:
        return self.room

    def refs(self, state: InfiltrationState) -> list[Violation]:
        return super().refs(state) or _room_refs(self.room, self.label)

    def blocked(self, state: InfiltrationState) -> list[Violation]:
        if SECRET in (self.room, state.operatives[self.operative].room):
            return [RULES["inf.secret_room_doors"].violated()]
        return super().blocked(state)

    def describe(self, state: InfiltrationState) -> str:
        return f"{super().describe(state)} to {_room_words(state, self.room)}"


class MoveForward(Entering):
    """Forward one room, as Advance moves (RS l.73): none from the deepest room; the secret room's only
    way forward is the Advance card itself (RS l.158)."""

    kind: Literal["move_forward"] = tag("move_forward")
    label: ClassVar[str] = N_("Move one room forward")

    def target(self, state: InfiltrationState) -> int | None:
        room = state.operatives[self.operative].room
        return None if room == SECRET else fac.forward(state, room)

    def blocked(self, state: InfiltrationState) -> list[Violation]:
        op = state.operatives[self.operative]
        if op.room == SECRET:
            return [RULES["inf.secret_room_doors"].violated()]
        if self.target(state) is None:
            return [
                TARGET.violated(N_("{operative} is in the deepest room: there is no room ahead."), operative=op.name)
            ]
        return super().blocked(state)


class MoveBack(Entering):
    """Forced one room backward; from the entry room the operative escapes (RS l.135)."""

    kind: Literal["move_back"] = tag("move_back")
    label: ClassVar[str] = N_("Move one room back")

    def target(self, state: InfiltrationState) -> int | None:
        return fac.backward(state, state.operatives[self.operative].room)

    def blocked(self, state: InfiltrationState) -> list[Violation]:
        if self.target(state) is None:
            return [RULES["inf.secret_room_doors"].violated(N_("No revealed Research Admin Office to step back to."))]
        return super().blocked(state)


class Escape(OperativeEffect):
    """An escape a room's Interface text allows (RS l.137)."""

    kind: Literal["escape"] = tag("escape")
    label: ClassVar[str] = N_("An operative escapes")

    def apply(self, state: InfiltrationState, why: str) -> list[str]:
        return fac.escape(state, self.operative, why)


class Download(OperativeEffect):
    """A Download from any source: the room's first takes up to 2, later ones 1 (RS l.79)."""

    kind: Literal["download"] = tag("download")
    label: ClassVar[str] = N_("An operative downloads")

    def apply(self, state: InfiltrationState, why: str) -> list[str]:
        return download(state, self.operative, why)


class TakeDf(OperativeEffect):
    kind: Literal["take_df"] = tag("take_df")
    label: ClassVar[str] = N_("Operative takes DF in its room")
    amount: int = Field(default=1, ge=0, le=20)

    def apply(self, state: InfiltrationState, why: str) -> list[str]:
        return fac.collect_df(state, self.operative, self.amount, why)

    def describe(self, state: InfiltrationState) -> str:
        return f"{super().describe(state)}, up to {self.amount}"


class Transfer(OperativeEffect):
    """DF tokens or an item passing from one operative to another: never allowed (RS l.49: "Items and DF
    tokens cannot be traded between operatives"). Kept so a save or script that names one still reads,
    and is refused in plain words."""

    to: int

    def refs(self, state: InfiltrationState) -> list[Violation]:
        return [RULES["inf.keep_apart"].violated()]

    def describe(self, state: InfiltrationState) -> str:
        to = state.operatives[self.to].name if 0 <= self.to < len(state.operatives) else "another operative"
        return f"{super().describe(state)} to {to}"

    def apply(self, state: InfiltrationState, why: str) -> list[str]:
        return []


class GiveDf(Transfer):
    kind: Literal["give_df"] = tag("give_df")
    label: ClassVar[str] = N_("DF tokens pass to another operative")
    amount: int = Field(default=1, ge=0, le=20)


class GiveItem(Transfer):
    kind: Literal["give_item"] = tag("give_item")
    label: ClassVar[str] = N_("An item card passes to another operative")
    name: str = Field(default="", max_length=60)


class DrawItem(OperativeEffect):
    """A room or item text deals the operative the item deck's top card (RS l.39: the rest form the deck)."""

    kind: Literal["draw_item"] = tag("draw_item")
    label: ClassVar[str] = N_("Operative draws an item card")
    name: str = Field(default="", max_length=60)

    def blocked(self, state: InfiltrationState) -> list[Violation]:
        if state.item_deck < 1:
            return [TARGET.violated(N_("The item deck is empty."))]
        return super().blocked(state)

    def apply(self, state: InfiltrationState, why: str) -> list[str]:
        state.item_deck -= 1
        state.operatives[self.operative].items.append(self.name.strip() or UNNAMED_ITEM)
        return [f"{self.who(state)} draws an item card from the item deck ({why})."]


class SpecialCardEffect(OperativeEffect):
    name: str
    needs_inside: ClassVar[bool] = False

    def refs(self, state: InfiltrationState) -> list[Violation]:
        if self.name not in SPECIAL_CARDS:
            return [RULES["inf.special_supply"].violated(N_("'{card}' is not a special card."), card=self.name)]
        return super().refs(state)

    def describe(self, state: InfiltrationState) -> str:
        return f"{super().describe(state)}, {self.name}"


class TakeSpecial(SpecialCardEffect):
    kind: Literal["take_special"] = tag("take_special")
    label: ClassVar[str] = N_("Operative takes a special card")

    def blocked(self, state: InfiltrationState) -> list[Violation]:
        if state.specials_supply[self.name] < 1:
            return [RULES["inf.special_supply"].violated(N_("No {card} card is left in the supply."), card=self.name)]
        return []

    def apply(self, state: InfiltrationState, why: str) -> list[str]:
        state.operatives[self.operative].specials.append(self.name)
        return [f"{self.who(state)} takes the {self.name} card ({why})."]


class ReturnSpecial(SpecialCardEffect):
    kind: Literal["return_special"] = tag("return_special")
    label: ClassVar[str] = N_("Return a special card")

    def blocked(self, state: InfiltrationState) -> list[Violation]:
        if self.name not in state.operatives[self.operative].specials:
            return [TARGET.violated(N_("{operative} holds no {card}."), operative=self.who(state), card=self.name)]
        return []

    def apply(self, state: InfiltrationState, why: str) -> list[str]:
        state.operatives[self.operative].specials.remove(self.name)
        return [f"{self.who(state)} returns the {self.name} card ({why})."]


# -- dials ----------------------------------------------------------------------------------------------
class Proximity(BaseEffect):
    kind: Literal["proximity"] = tag("proximity")
    label: ClassVar[str] = N_("Raise (or lower) proximity")
    amount: int = Field(ge=-99, le=99)

    def apply(self, state: InfiltrationState, why: str) -> list[str]:
        return fac.raise_proximity(state, self.amount, why)

    def describe(self, state: InfiltrationState) -> str:
        return f"Proximity {self.amount:+d}"


class Alarm(BaseEffect):
    kind: Literal["alarm"] = tag("alarm")
    label: ClassVar[str] = N_("Raise (or lower) the alarm")
    amount: int = Field(ge=-20, le=20)

    def apply(self, state: InfiltrationState, why: str) -> list[str]:
        return fac.change_alarm(state, self.amount, why)

    def describe(self, state: InfiltrationState) -> str:
        return f"Alarm {self.amount:+d}"


# -- rooms ------------------------------------------------------------------------------------------------
def _room_refs(room: int, label: str) -> list[Violation]:
    if not 0 <= room <= SECRET:
        return [TARGET.violated(N_("{effect}: there is no room slot {room}."), effect=Phrase(label), room=room)]
    return []


def _room_words(state: InfiltrationState, room: int) -> str:
    """A room an effect names: its slot and card, or the words of a room bound when the text resolves."""
    return fac.room_title(state, room) if 0 <= room <= SECRET else ROOM_WORDS.get(room, "a room")


class RoomEffect(BaseEffect):
    room: int = HERE

    def refs(self, state: InfiltrationState) -> list[Violation]:
        return _room_refs(self.room, self.label)

    def rooms(self, state: InfiltrationState) -> set[int]:
        return {self.room}

    def where(self, state: InfiltrationState) -> Phrase:
        return fac.room_said(state, self.room)

    def describe(self, state: InfiltrationState) -> str:
        return f"{self.label}: {_room_words(state, self.room)}"


class TokenEffect(RoomEffect):
    token: ClassVar[str]

    def blocked(self, state: InfiltrationState) -> list[Violation]:
        if not getattr(state.rooms[self.room], self.token):
            return [
                TARGET.violated(
                    N_("{room} has no {token} token."), room=self.where(state), token=Phrase(TOKEN_WORDS[self.token])
                )
            ]
        return []


class DestroyLabWorker(TokenEffect):
    kind: Literal["destroy_lab_worker"] = tag("destroy_lab_worker")
    label: ClassVar[str] = N_("Destroy a lab worker")
    token: ClassVar[str] = "lab_worker"

    def apply(self, state: InfiltrationState, why: str) -> list[str]:
        return fac.destroy_token(state, self.room, "lab_worker", True, why)


class DestroyTechLock(TokenEffect):
    """Removal, then the lock's own "destroyed" effects, then the secure DF (RS l.125)."""

    kind: Literal["destroy_tech_lock"] = tag("destroy_tech_lock")
    label: ClassVar[str] = N_("Destroy a tech lock")
    token: ClassVar[str] = "tech_lock"
    operative: int = ACTING

    def apply(self, state: InfiltrationState, why: str) -> list[str]:
        return destroy_tech_lock(state, self.room, self.operative, why)


class RemoveInterface(TokenEffect):
    kind: Literal["remove_interface"] = tag("remove_interface")
    label: ClassVar[str] = N_("Remove an interface token")
    token: ClassVar[str] = "interface_token"

    def apply(self, state: InfiltrationState, why: str) -> list[str]:
        state.rooms[self.room].interface_token = False
        return [f"The interface token of {self.where(state)} is removed ({why})."]


class AddDf(RoomEffect):
    kind: Literal["add_df"] = tag("add_df")
    label: ClassVar[str] = N_("Add DF from the server pool")
    face_up_rooms_only: ClassVar[bool] = True
    amount: int = Field(default=1, ge=0, le=20)

    def blocked(self, state: InfiltrationState) -> list[Violation]:
        if not state.rooms[self.room].revealed:
            return [TARGET.violated(N_("{room} is face down."), room=self.where(state))]
        return []

    def apply(self, state: InfiltrationState, why: str) -> list[str]:
        return fac.draw_df(state, self.room, self.amount, why)


class DfToBox(RoomEffect):
    kind: Literal["df_to_box"] = tag("df_to_box")
    label: ClassVar[str] = N_("Room's DF to the box")
    amount: int = Field(default=1, ge=0, le=20)

    def apply(self, state: InfiltrationState, why: str) -> list[str]:
        slot = state.rooms[self.room]
        gone = min(self.amount, slot.df_available)
        slot.df_available -= gone
        state.df_in_box += gone
        return [
            f"{counted(gone, 'available DF token')} of {self.where(state)} "
            f"{'goes' if gone == 1 else 'go'} to the box ({why})."
        ]


class PlaceItem(RoomEffect):
    kind: Literal["place_item"] = tag("place_item")
    label: ClassVar[str] = N_("Leave an item in a room")
    face_up_rooms_only: ClassVar[bool] = True
    name: str = Field(min_length=1, max_length=60)

    def blocked(self, state: InfiltrationState) -> list[Violation]:
        if not state.rooms[self.room].revealed:
            return [TARGET.violated(N_("{room} is face down."), room=self.where(state))]
        return []

    def apply(self, state: InfiltrationState, why: str) -> list[str]:
        state.rooms[self.room].items.append(self.name.strip())
        return [f"{self.name.strip()} stays in {self.where(state)} ({why})."]


class RemoveItem(RoomEffect):
    kind: Literal["remove_item"] = tag("remove_item")
    label: ClassVar[str] = N_("Remove an item from a room")
    name: str

    def blocked(self, state: InfiltrationState) -> list[Violation]:
        if self.name not in state.rooms[self.room].items:
            return [TARGET.violated(N_("{item} is not in {room}."), item=self.name, room=self.where(state))]
        return []

    def apply(self, state: InfiltrationState, why: str) -> list[str]:
        state.rooms[self.room].items.remove(self.name)
        state.item_discard += 1
        return [f"{self.name} leaves {self.where(state)} for the item discard pile ({why})."]


# -- NPCs -------------------------------------------------------------------------------------------------
class NpcEffect(BaseEffect):
    name: str

    def refs(self, state: InfiltrationState) -> list[Violation]:
        if self.name not in NPC_NAMES:
            return [TARGET.violated(N_("'{name}' is not an NPC ({npcs})."), name=self.name, npcs=", ".join(NPC_NAMES))]
        return []

    def blocked(self, state: InfiltrationState) -> list[Violation]:
        if state.npc_room(self.name) is None:
            return [TARGET.violated(N_("{npc} is not in the facility."), npc=self.name)]
        return []

    def rooms(self, state: InfiltrationState) -> set[int]:
        where = state.npc_room(self.name)
        return set() if where is None else {where}

    def describe(self, state: InfiltrationState) -> str:
        return f"{self.label}: {self.name}"


class PlaceNpc(NpcEffect):
    """A named NPC (or a random free one with Scattered NPCs) placed on a room (RS l.95, reading A-13)."""

    kind: Literal["place_npc"] = tag("place_npc")
    label: ClassVar[str] = N_("Place an NPC")
    face_up_rooms_only: ClassVar[bool] = True
    one_room: ClassVar[bool] = True
    room: int = HERE
    face_up: bool = True

    def refs(self, state: InfiltrationState) -> list[Violation]:
        named = [] if state.options.get("scattered_npcs") else super().refs(state)
        return named or _room_refs(self.room, self.label)

    def blocked(self, state: InfiltrationState) -> list[Violation]:
        if not state.rooms[self.room].revealed:
            return [TARGET.violated(N_("{room} is face down."), room=fac.room_said(state, self.room))]
        return []

    def rooms(self, state: InfiltrationState) -> set[int]:
        return {self.room}

    def apply(self, state: InfiltrationState, why: str) -> list[str]:
        return place_npc(state, self.name, self.room, self.face_up)


class RemoveNpc(NpcEffect):
    kind: Literal["remove_npc"] = tag("remove_npc")
    label: ClassVar[str] = N_("Destroy an NPC (to the box)")

    def apply(self, state: InfiltrationState, why: str) -> list[str]:
        return remove_npc(state, self.name, why)


class FlipNpc(NpcEffect):
    kind: Literal["flip_npc"] = tag("flip_npc")
    label: ClassVar[str] = N_("Turn an NPC over")

    def apply(self, state: InfiltrationState, why: str) -> list[str]:
        card = _npc_card(state, self.name)
        card.face_up = not card.face_up
        return [f"{self.name} is turned face {'up' if card.face_up else 'down'} ({why})."]


class MoveNpc(NpcEffect):
    kind: Literal["move_npc"] = tag("move_npc")
    label: ClassVar[str] = N_("Move an NPC")
    face_up_rooms_only: ClassVar[bool] = True
    one_room: ClassVar[bool] = True
    room: int = HERE

    def refs(self, state: InfiltrationState) -> list[Violation]:
        return super().refs(state) or _room_refs(self.room, self.label)

    def blocked(self, state: InfiltrationState) -> list[Violation]:
        if not state.rooms[self.room].revealed:
            where = fac.slot_label(self.room)
            return [
                TARGET.violated(N_("{slot} is face down: a card moves an NPC only onto a revealed room."), slot=where)
            ]
        return super().blocked(state)

    def rooms(self, state: InfiltrationState) -> set[int]:
        return super().rooms(state) | {self.room}

    def apply(self, state: InfiltrationState, why: str) -> list[str]:
        card = _npc_card(state, self.name)
        state.rooms[state.npc_room(self.name) or 0].npcs.remove(card)
        state.rooms[self.room].npcs.append(card)
        return [f"{self.name} moves to {fac.room_title(state, self.room)} ({why})."]


Effect = Annotated[
    Wound
    | Heal
    | Delay
    | Undelay
    | Move
    | MoveForward
    | MoveBack
    | Escape
    | Download
    | TakeDf
    | GiveDf
    | GiveItem
    | DrawItem
    | TakeSpecial
    | ReturnSpecial
    | Proximity
    | Alarm
    | DestroyLabWorker
    | DestroyTechLock
    | RemoveInterface
    | AddDf
    | DfToBox
    | PlaceItem
    | RemoveItem
    | PlaceNpc
    | RemoveNpc
    | FlipNpc
    | MoveNpc,
    Field(discriminator="kind"),
]


class RoomFace(BaseModel):
    """What the revealed room card shows, as the table reads it once (nothing here is shipped).

    Its functions are typed effects (``ACTING``: the operative resolving, ``HERE``: this room) applied
    each time the moment comes; ``notes`` keeps any text the effects cannot say, shown to confirm.
    """

    name: str = Field(min_length=1, max_length=60)
    df: int = Field(ge=0, le=20)
    interface: bool = False
    lab_worker_secure: int | None = Field(default=None, ge=0, le=20)
    tech_lock_secure: int | None = Field(default=None, ge=0, le=20)
    notes: str = Field(default="", max_length=500)
    on_reveal: list[Effect] = Field(default_factory=list, max_length=8)
    on_enter: list[Effect] = Field(default_factory=list, max_length=8)
    on_interface: list[Effect] = Field(default_factory=list, max_length=8)
    on_download: list[Effect] = Field(default_factory=list, max_length=8)
    tech_lock_destroyed: list[Effect] = Field(default_factory=list, max_length=8)
    # Last, so a face without them costs a share code nothing (trailing defaults are left out):
    on_advance: list[Effect] = Field(default_factory=list, max_length=8)  # Advance played in the room (RS l.131)
    on_retreat: list[Effect] = Field(default_factory=list, max_length=8)  # Retreat played in the room (RS l.131)


for _entering in (Move, MoveForward, MoveBack):
    _entering.model_rebuild()
EFFECT_ADAPTER: TypeAdapter[Effect] = TypeAdapter(Effect)


WAITING_MAX = 64  # texts waiting at once (a chain of typed texts that would keep adding more stops there)


class OwedChoice(BaseModel):
    """The rest of a text, waiting: for the players to choose the operative its first effect names, for the
    table to type the card of the face-down room its first effect moves an operative into (RS l.143), or
    for the texts queued before it."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    effects: list[Effect] = Field(min_length=1, max_length=16)  # a text of 8, and its targets bound
    operative: int  # the operative resolving the card
    room: int  # the room whose text it is
    why: str

    def chosen(self, operative: int) -> Effect:
        """The first effect, on the operative the players chose."""
        return self.effects[0].model_copy(update={"operative": operative})

    def describe(self, state: InfiltrationState) -> str:
        return self.effects[0].describe(state)

    def entering(self, state: InfiltrationState) -> int | None:
        """The face-down room whose card the text waits for (None: it waits for nothing of the kind)."""
        first = self.effects[0]
        if not isinstance(first, Entering) or first.operative in (CHOSEN, EVERY):
            return None
        bound = cast("Entering", first.bind(self.operative, self.room))
        if bound.refs(state) or not bound.needs_card(state):
            return None
        return bound.target(state)

    def ready(self, state: InfiltrationState) -> bool:
        """Whether it waits for nothing now (it resolves as soon as the texts before it have)."""
        return getattr(self.effects[0], "operative", None) != CHOSEN and self.entering(state) is None

    def asks(self, state: InfiltrationState) -> str:
        """What the table owes, in a sentence."""
        target = self.entering(state)
        first = self.effects[0]
        if isinstance(first, Entering) and target is not None:
            who = cast("Entering", first.bind(self.operative, self.room)).who(state)
            return f"{who} enters {fac.slot_label(target)}, face down: type its room card ({self.why})"
        return f"{self.why} waits for the players to choose an operative"


EFFECT_KINDS: dict[str, type[BaseEffect]] = {
    get_args(cls.model_fields["kind"].annotation)[0]: cls
    for cls in (
        Proximity,
        Alarm,
        Wound,
        Heal,
        Delay,
        Undelay,
        Move,
        MoveForward,
        MoveBack,
        Escape,
        Download,
        TakeDf,
        DrawItem,
        TakeSpecial,
        ReturnSpecial,
        PlaceNpc,
        RemoveNpc,
        FlipNpc,
        MoveNpc,
        DestroyLabWorker,
        DestroyTechLock,
        RemoveInterface,
        AddDf,
        DfToBox,
        PlaceItem,
        RemoveItem,
    )
}


# -- helpers shared with the NPC phase ----------------------------------------------------------------------
def _npc_card(state: InfiltrationState, name: str) -> NpcCard:
    room = state.npc_room(name)
    return next(c for c in state.rooms[room if room is not None else 0].npcs if c.name == name)


def place_npc(state: InfiltrationState, name: str, room: int, face_up: bool) -> list[str]:
    """Place a named NPC (or a random one with Scattered NPCs) unless it is unavailable (A-13)."""
    where = fac.room_title(state, room)
    if state.options.get("scattered_npcs"):
        free = [n for n in NPC_NAMES if state.npc_room(n) is None and n not in state.npc_box]
        if not free:
            return [f"Scattered NPCs: no NPC left to place in {where}."]
        name = draw(state.rng).choice(free)
        lines = [f"Scattered NPCs: {name} is drawn at random."]
    else:
        lines = []
        if state.npc_room(name) is not None or name in state.npc_box:
            return [f"{name} is already in the facility or the box, so is not placed (reading A-13)."]
    state.rooms[room].npcs.append(NpcCard(name=name, face_up=face_up))
    return lines + [f"{name} is placed in {where}{'' if face_up else ' face down'}."]


def remove_npc(state: InfiltrationState, name: str, why: str) -> list[str]:
    room = state.npc_room(name)
    if room is None:
        return []
    state.rooms[room].npcs = [n for n in state.rooms[room].npcs if n.name != name]
    state.npc_box.append(name)
    return [f"{name} goes back to the box ({why})."]


def destroy_tech_lock(state: InfiltrationState, room: int, operative: int, why: str) -> list[str]:
    """RS l.125: remove the token, resolve the lock's own "destroyed" effects, then draw the secure DF."""
    lines = fac.destroy_token(state, room, "tech_lock", False, why)
    face = state.rooms[room].face
    if face and face.tech_lock_destroyed:
        lines.append(f"The tech lock's own effect resolves ({face.name}).")
        lines += resolve_all(state, face.tech_lock_destroyed, operative, room, f"{face.name} tech lock")
    secure = face.tech_lock_secure if face and face.tech_lock_secure else 0
    return lines + fac.draw_df(state, room, secure, "secure DF of the tech lock")


def download(state: InfiltrationState, operative: int, why: str) -> list[str]:
    """Every Download goes here: the room's count of Downloads, then the room's own Download text."""
    lines = fac.download(state, operative, why)
    room = state.operatives[operative].room
    face = state.rooms[room].face
    if face and face.on_download:
        lines += resolve_all(state, face.on_download, operative, room, f"{face.name} Download text")
    return lines


_ENTRIES_PER_TEXT = 12  # rooms entered by texts inside one another's Enter text before the chain stops
_depth = [0]


def enter_room(
    state: InfiltrationState, operative: int, target: int, face: RoomFace | None, extra: list[Effect]
) -> list[str]:
    """Every entry into a room, whatever moves the operative: a face-down room is turned face up with
    ``face`` first, then Reveal, Enter (and ``extra``, a text typed for this entry), tokens and DF."""
    revealing = not state.rooms[target].revealed and face is not None
    if revealing and face is not None:
        fac.turn_face_up(state, target, face)
    lines = fac.move_operative(state, operative, target, revealing)
    if _depth[0] >= _ENTRIES_PER_TEXT:
        return [*lines, "The room's texts are not resolved again: too many rooms entered by one card."]
    _depth[0] += 1
    try:
        return lines + enter(state, operative, target, extra, revealing)
    finally:
        _depth[0] -= 1


def enter(state: InfiltrationState, operative: int, room: int, extra: list[Effect], revealing: bool) -> list[str]:
    """An operative enters ``room``: when revealing it, Reveal then Enter then tokens and DF (RS l.141-150)."""
    face = state.rooms[room].face
    if face is None:
        return []
    lines = []
    if revealing:
        lines += resolve_all(state, face.on_reveal, operative, room, f"{face.name} Reveal")
    lines += resolve_all(state, face.on_enter, operative, room, f"{face.name} Enter")
    lines += resolve_all(state, extra, operative, room, f"{face.name} text")
    if face.notes:
        lines.append(f"Confirm at the table, {face.name}: {face.notes}")
    return lines + (fac.place_tokens_and_df(state, room) if revealing else [])


# -- resolving a card's effects -------------------------------------------------------------------------------
def targets(state: InfiltrationState, effect: BaseEffect, operative: int, room: int) -> list[BaseEffect]:
    """``effect`` bound to the operative resolving and this room: once per operative inside on the same
    side of the secret room's walls for "each operative" (RS l.160), once per room next to this one for
    "the rooms next to this room" (none from the secret room, adjacent to no room), none for "an operative
    the players choose" (bound when they choose)."""
    where = getattr(effect, "room", None)
    if where in (ADJACENT, NEXT):
        rooms = fac.adjacent(room) if where == ADJACENT else [r for r in (fac.ahead(room),) if r is not None]
        return [b for r in rooms for b in targets(state, effect.model_copy(update={"room": r}), operative, room)]
    chosen = getattr(effect, "operative", None)
    if chosen == CHOSEN:
        return []
    if chosen == EVERY:
        near = [i for i in state.inside() if (state.operatives[i].room == SECRET) == (room == SECRET)]
        return [effect.model_copy(update={"operative": i}).bind(operative, room) for i in near]
    return [effect.bind(operative, room)]


def nowhere(state: InfiltrationState, effect: BaseEffect, room: int) -> str:
    """Why an effect on the rooms next to ``room`` finds none ("" if it names no such rooms)."""
    where = getattr(effect, "room", None)
    if where not in (ADJACENT, NEXT):
        return ""
    if room == SECRET:
        return "The secret room is adjacent to no room."
    return "" if where == ADJACENT or fac.ahead(room) is not None else f"{fac.slot_label(room)} is the deepest room."


def crosses_wall(state: InfiltrationState, effect: BaseEffect, operative: int, room: int) -> bool:
    """Whether ``effect`` (bound), from the text of ``room``, reaches across the secret room's walls
    (RS l.160: the secret room is adjacent to no room). The operative resolving is the one entering or
    standing in ``room``, so its own room does not count."""
    touched = effect.rooms(state)
    if getattr(effect, "operative", None) == operative and 0 <= operative < len(state.operatives):
        touched -= {state.operatives[operative].room}
    return any((t == SECRET) != (room == SECRET) for t in touched)


APART = "the secret room is adjacent to no room, so this part does not reach across its walls."


def refused(state: InfiltrationState, effects: list[Effect], operative: int, room: int) -> list[Violation]:
    """Why a card's effects are refused outright: a broken reference (an effect that cannot resolve now, or
    reaches across the secret room's walls, is skipped as the card resolves: RS l.160, l.172)."""
    return [v for e in effects for b in targets(state, e, operative, room) for v in b.refs(state)]


def skipped(what: str, why: str, reason: str) -> str:
    """The log line of a part of a text that is skipped (RS l.172), as a sentence."""
    return f"Skipped: {what} ({why}): {reason.strip().rstrip('.')}."


def resolve_all(state: InfiltrationState, effects: list[Effect], operative: int, room: int, why: str) -> list[str]:
    """Resolve a card's effects in order; one that cannot resolve is skipped and logged (RS l.172).

    At an effect on "an operative the players choose", or a move into a face-down room (whose card the
    table types: then Reveal, Enter, tokens, DF: RS l.143), the text waits, and so does everything after
    it: the rest of this text, and of each text it is resolving inside (``state.choices_owed``, in order).
    """
    lines: list[str] = []
    for at, effect in enumerate(effects):
        if state.finished:
            return lines
        if state.choices_owed:  # an earlier effect waits: the rest waits behind it
            return lines + wait(state, list(effects[at:]), operative, room, why)
        if getattr(effect, "operative", None) == CHOSEN:
            told = f"{why}: {effect.describe(state)}; the card waits for their choice."
            return [*lines, *wait(state, list(effects[at:]), operative, room, why), told]
        bound_all = targets(state, effect, operative, room)
        empty = nowhere(state, effect, room) if not bound_all else ""
        if empty:
            lines.append(skipped(effect.describe(state), why, empty))
        for k, bound in enumerate(bound_all):
            if state.finished:
                return lines
            rest = [*bound_all[k:], *effects[at + 1 :]]
            if state.choices_owed:
                return lines + wait(state, rest, operative, room, why)
            if isinstance(bound, Entering) and not bound.refs(state) and bound.needs_card(state):
                return lines + owe_room_card(state, rest, operative, room, why)
            why_not = bound.refs(state) or bound.blocked(state)
            if not why_not and crosses_wall(state, bound, operative, room):
                lines.append(skipped(bound.describe(state), why, APART))
                continue
            if why_not:
                lines.append(skipped(bound.describe(state), why, why_not[0].message))
                continue
            lines += bound.apply(state, why)
    return lines


def wait(state: InfiltrationState, effects: list[BaseEffect], operative: int, room: int, why: str) -> list[str]:
    """Queue the rest of a text behind the texts already waiting."""
    if state.finished or not effects:
        return []
    if len(state.choices_owed) >= WAITING_MAX:
        return [f"{why}: not resolved, too many texts are waiting at once; resolve it at the table."]
    first = effects[0]
    if getattr(first, "operative", None) not in (CHOSEN, EVERY):
        effects = [first.bind(operative, room), *effects[1:]]
    state.choices_owed.append(
        OwedChoice(effects=cast("list[Effect]", effects), operative=operative, room=room, why=why)
    )
    return []


def owe_room_card(
    state: InfiltrationState, effects: list[BaseEffect], operative: int, room: int, why: str
) -> list[str]:
    """The text waits at its move into a face-down room until the table types that room's card (RS l.143)."""
    lines = wait(state, effects, operative, room, why)
    return lines or [f"{state.choices_owed[-1].asks(state)}; the rest of the text waits for it."]


def resume(state: InfiltrationState, first: Effect | None = None, drop_first: bool = False) -> list[str]:
    """Resolve the text waiting first, its first effect replaced by ``first`` (the operative chosen, the room
    card typed) or left out; then every text behind it that no longer waits, in order."""
    lines = _run_first(state, first, drop_first)
    while state.choices_owed and not state.finished and state.choices_owed[0].ready(state):
        lines += _run_first(state, None, False)
    return lines


def _run_first(state: InfiltrationState, first: Effect | None, drop_first: bool) -> list[str]:
    owed = state.choices_owed.pop(0)
    older, state.choices_owed = state.choices_owed, []  # what waits now goes before the older texts
    effects = list(owed.effects)
    if first is not None:
        effects[0] = first
    lines = resolve_all(state, effects[1:] if drop_first else effects, owed.operative, owed.room, owed.why)
    waiting = [] if state.finished else [*state.choices_owed, *older]
    state.choices_owed = waiting[:WAITING_MAX]
    if len(waiting) > WAITING_MAX:  # typed texts that keep adding more: the table resolves the rest by hand
        lines.append(f"Too many texts wait at once: the last {len(waiting) - WAITING_MAX} are left to the table.")
    return lines
