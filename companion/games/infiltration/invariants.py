"""Health checks of a state, run at every step of the random playouts."""

from __future__ import annotations

from .state import (
    ALARM_MAX,
    ALARM_MIN,
    DF_TOKENS_IN_BOX,
    NPC_NAMES,
    PROXIMITY_END,
    SECRET,
    SPECIAL_CARDS,
    InfiltrationState,
)


def broken(state: InfiltrationState) -> list[str]:
    out = []
    placed = sum(r.df_available for r in state.rooms)
    held = sum(op.df_tokens for op in state.operatives)
    if state.server_pool + placed + held + state.df_in_box != DF_TOKENS_IN_BOX or state.server_pool < 0:
        out.append("DF tokens are not conserved")
    if not 0 <= state.proximity <= PROXIMITY_END and state.options.get("proximity_overshoot") == "stop at 99":
        out.append(f"proximity {state.proximity} off the dial")
    if not ALARM_MIN <= state.alarm <= ALARM_MAX:
        out.append(f"alarm {state.alarm} off the dial")
    names = [n.name for r in state.rooms for n in r.npcs] + state.npc_box
    if len(names) != len(set(names)) or not set(names) <= set(NPC_NAMES):
        out.append("an NPC is in two places")
    for name, count in SPECIAL_CARDS.items():
        held_cards = sum(op.specials.count(name) for op in state.operatives)
        if held_cards + state.specials_supply[name] != count:
            out.append(f"{name} cards are not conserved")
    for op in state.operatives:
        if op.inside and not (0 <= op.room <= SECRET and state.rooms[op.room].revealed):
            out.append(f"{op.name} stands in a face-down or missing room")
    for r in state.rooms:
        if not r.revealed and (r.df_available or r.interface_token or r.lab_worker or r.tech_lock):
            out.append(f"{r.label} is face down but holds tokens")
    if state.finished != (state.proximity >= PROXIMITY_END or not state.inside()):
        out.append("the game's end does not match the dials and operatives")
    if state.finished and state.inside():
        out.append("operatives are inside after the end")
    return out
