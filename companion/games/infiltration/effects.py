"""Effects the table resolves from printed text the app does not know (room and item cards).

No source publishes room or item texts, so the table reads the card and picks the effect; the
app applies it with the rules it does know (wound once, alarm limits, proximity end, DF pool).
The same effects are the manual override for anything the table disputes.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from ...engine import Violation
from ...engine.rng import draw
from . import facility as fac
from .rules import RULES
from .state import NPC_NAMES, SECRET, SPECIAL_CARDS, InfiltrationState, NpcCard

EffectKind = Literal[
    "wound",
    "heal",
    "delay",
    "undelay",
    "move",
    "escape",
    "proximity",
    "alarm",
    "place_npc",
    "remove_npc",
    "flip_npc",
    "move_npc",
    "destroy_lab_worker",
    "destroy_tech_lock",
    "remove_interface",
    "add_df",
    "take_df",
    "df_to_box",
    "take_special",
    "return_special",
    "place_item",
    "remove_item",
]
OPERATIVE_KINDS = {"wound", "heal", "delay", "undelay", "move", "escape", "take_df", "take_special", "return_special"}
ROOM_KINDS = {
    "move",
    "place_npc",
    "move_npc",
    "destroy_lab_worker",
    "destroy_tech_lock",
    "remove_interface",
    "add_df",
    "df_to_box",
    "place_item",
    "remove_item",
}


class Effect(BaseModel):
    """One effect: ``kind`` plus the operative / room / amount / name it needs."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: EffectKind
    operative: int | None = None
    room: int | None = None
    amount: int = 0
    name: str = ""
    face_up: bool = True


def check_effect(state: InfiltrationState, e: Effect) -> list[Violation]:
    bad = RULES["inf.effect_target"]
    if e.kind in OPERATIVE_KINDS:
        if e.operative is None or not 0 <= e.operative < len(state.operatives):
            return [bad.violated(f"'{e.kind}' needs an operative.")]
        if not state.operatives[e.operative].inside and e.kind not in {"take_special", "return_special"}:
            return [RULES["inf.escaped_out"].violated(f"{state.operatives[e.operative].name} is not inside.")]
    if e.kind in ROOM_KINDS and (e.room is None or not 0 <= e.room <= SECRET):
        return [bad.violated(f"'{e.kind}' needs a room slot.")]
    if e.kind == "move" and not state.rooms[e.room].revealed:
        return [RULES["inf.reveal_needs_card"].violated("Move operatives into face-down rooms with Advance/Retreat.")]
    slot = state.rooms[e.room] if e.room is not None and 0 <= e.room <= SECRET else None
    if e.kind in {"destroy_lab_worker", "destroy_tech_lock"}:
        token = "lab_worker" if e.kind == "destroy_lab_worker" else "tech_lock"
        if not getattr(slot, token):
            return [bad.violated(f"{fac.room_title(state, e.room)} has no {token.replace('_', ' ')} token.")]
    if e.kind == "remove_interface" and not slot.interface_token:
        return [bad.violated(f"{fac.room_title(state, e.room)} has no interface token.")]
    scattered_any = e.kind == "place_npc" and state.options.get("scattered_npcs")
    if e.kind in {"place_npc", "remove_npc", "flip_npc", "move_npc"} and e.name not in NPC_NAMES and not scattered_any:
        return [bad.violated(f"'{e.name}' is not an NPC ({', '.join(NPC_NAMES)}).")]
    if e.kind in {"remove_npc", "flip_npc", "move_npc"} and state.npc_room(e.name) is None:
        return [bad.violated(f"{e.name} is not in the facility.")]
    if e.kind in {"take_special", "return_special"} and e.name not in SPECIAL_CARDS:
        return [RULES["inf.special_supply"].violated(f"'{e.name}' is not a special card.")]
    if e.kind == "take_special" and state.specials_supply.get(e.name, 0) < 1:
        return [RULES["inf.special_supply"].violated(f"No {e.name} card is left in the supply.")]
    if e.kind == "return_special" and e.name not in state.operatives[e.operative].specials:
        return [bad.violated(f"{state.operatives[e.operative].name} holds no {e.name}.")]
    if e.kind in {"place_item", "remove_item"} and not e.name.strip():
        return [bad.violated("Name the item card.")]
    if e.kind == "remove_item" and e.name not in slot.items:
        return [bad.violated(f"{e.name} is not in {fac.room_title(state, e.room)}.")]
    if e.kind in {"add_df", "take_df", "df_to_box", "proximity"} and e.amount < 0:
        return [bad.violated("Use a positive amount.")]
    return []


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
    state.rooms[room].npcs = [n for n in state.rooms[room].npcs if n.name != name]
    state.npc_box.append(name)
    return [f"{name} goes back to the box ({why})."]


def apply_effect(state: InfiltrationState, e: Effect, why: str) -> list[str]:
    op = state.operatives[e.operative] if e.operative is not None else None
    if e.kind == "wound":
        return fac.wound(state, e.operative, why)
    if e.kind in {"heal", "delay", "undelay"}:
        field, value = ("wounded", False) if e.kind == "heal" else ("delayed", e.kind == "delay")
        setattr(op, field, value)
        return [f"{op.name}: {e.kind} ({why})."]
    if e.kind == "move":
        return fac.move_operative(state, e.operative, e.room)
    if e.kind == "escape":
        return fac.escape(state, e.operative, why)
    if e.kind == "proximity":
        return fac.raise_proximity(state, e.amount, why)
    if e.kind == "alarm":
        return fac.change_alarm(state, e.amount, why)
    if e.kind == "place_npc":
        return place_npc(state, e.name, e.room, e.face_up)
    if e.kind == "remove_npc":
        return remove_npc(state, e.name, why)
    if e.kind in {"flip_npc", "move_npc"}:
        here = state.rooms[state.npc_room(e.name)]
        card = next(n for n in here.npcs if n.name == e.name)
        if e.kind == "flip_npc":
            card.face_up = not card.face_up
            return [f"{e.name} is turned face {'up' if card.face_up else 'down'} ({why})."]
        here.npcs.remove(card)
        state.rooms[e.room].npcs.append(card)
        return [f"{e.name} moves to {fac.room_title(state, e.room)} ({why})."]
    if e.kind in {"destroy_lab_worker", "destroy_tech_lock"}:
        return fac.destroy_token(state, e.room, e.kind.removeprefix("destroy_"), True, why)
    if e.kind == "remove_interface":
        state.rooms[e.room].interface_token = False
        return [f"The interface token of {fac.room_title(state, e.room)} is removed ({why})."]
    if e.kind == "add_df":
        return fac.draw_df(state, e.room, e.amount, why)
    if e.kind == "take_df":
        return fac.collect_df(state, e.operative, e.amount, why)
    if e.kind == "df_to_box":
        slot = state.rooms[e.room]
        gone = min(e.amount, slot.df_available)
        slot.df_available -= gone
        state.df_in_box += gone
        return [f"{gone} available DF token(s) of {fac.room_title(state, e.room)} go to the box ({why})."]
    if e.kind == "take_special":
        state.specials_supply[e.name] -= 1
        op.specials.append(e.name)
        return [f"{op.name} takes the {e.name} card ({why})."]
    if e.kind == "return_special":
        op.specials.remove(e.name)
        state.specials_supply[e.name] += 1
        return [f"{op.name} returns the {e.name} card ({why})."]
    if e.kind == "place_item":
        state.rooms[e.room].items.append(e.name.strip())
        return [f"{e.name.strip()} stays in {fac.room_title(state, e.room)} ({why})."]
    state.rooms[e.room].items.remove(e.name)
    return [f"{e.name} leaves {fac.room_title(state, e.room)} ({why})."]


def describe_effect(state: InfiltrationState, e: Effect) -> str:
    parts = [e.kind.replace("_", " ")]
    if e.operative is not None and 0 <= e.operative < len(state.operatives):
        parts.append(state.operatives[e.operative].name)
    if e.room is not None and 0 <= e.room <= SECRET:
        parts.append(fac.slot_label(e.room))
    if e.name:
        parts.append(e.name)
    if e.amount:
        parts.append(f"{e.amount:+d}")
    return " ".join(parts)
