"""Health checks of a state: every dial and count in range, every reference pointing at something real.

They guard the random playouts, every correction by hand and every shared code received from
another phone: a state that fails one never reaches the table.
"""

from __future__ import annotations

from collections.abc import Iterator

from .board import (
    ALARM_MAX,
    ALARM_MIN,
    CARDS,
    CONFERENCE,
    DF_TOKENS_IN_BOX,
    ITEMS_DEALT,
    NPC_NAMES,
    OFFICE,
    OVERSHOOT_MAX,
    PATH_LENGTH,
    PROXIMITY_END,
    SECRET,
    SPECIAL_CARDS,
    STATUSES,
)
from .effects import WAITING_MAX
from .state import InfiltrationState


def broken(state: InfiltrationState) -> list[str]:
    """Every broken invariant of ``state``, in plain words (empty when healthy)."""
    return [
        *_dials(state),
        *_df_tokens(state),
        *_facility(state),
        *_operatives(state),
        *_npcs(state),
        *_cards(state),
        *_round(state),
        *_end(state),
    ]


def _dials(state: InfiltrationState) -> Iterator[str]:
    top = PROXIMITY_END + (OVERSHOOT_MAX if state.options.get("proximity_overshoot") == "record the full sum" else 0)
    if not 0 <= state.proximity <= top:
        yield f"proximity {state.proximity} is off the dial (0 to {top})"
    if not ALARM_MIN <= state.alarm <= ALARM_MAX:
        yield f"alarm {state.alarm} is off the dial ({ALARM_MIN} to {ALARM_MAX})"
    if state.last_roll is not None and not 1 <= state.last_roll <= 6:
        yield f"the last security roll {state.last_roll} is not a die face"


def _df_tokens(state: InfiltrationState) -> Iterator[str]:
    counts = [state.df_in_box, *(r.df_available for r in state.rooms), *(op.df_tokens for op in state.operatives)]
    if any(c < 0 for c in counts):
        yield "a DF token count is negative"
    if state.server_pool < 0:
        yield f"more DF tokens are on the table than the {DF_TOKENS_IN_BOX} in the box"
    for key, values in state.df_values.items():
        if not 0 <= key < len(state.operatives):
            yield f"DF values are entered for a missing operative {key}"
        elif any(v not in (1, 2, 3) for v in values):
            yield "a DF value is not 1, 2 or 3"


def _facility(state: InfiltrationState) -> Iterator[str]:
    if len(state.rooms) != SECRET + 1:
        yield f"the facility has {len(state.rooms)} room slots, not {SECRET + 1}"
        return
    if state.rooms[SECRET].floor != "secret" or any(r.floor == "secret" for r in state.rooms[:PATH_LENGTH]):
        yield "the secret room is not apart from the path"
    for r in state.rooms:  # an NPC moved by its own card may stand on a face-down room (reading A-06)
        if not r.revealed and (r.df_available or r.interface_token or r.lab_worker or r.tech_lock or r.items):
            yield f"{r.label} is face down but holds tokens or items"
        if r.face and (
            r.lab_worker and r.face.lab_worker_secure is None or r.tech_lock and r.face.tech_lock_secure is None
        ):
            yield f"{r.label} holds a token its card does not print"
    for pile, left in state.token_supply.items():
        if left < 0:
            yield f"more {pile} tokens are on the rooms than the box holds"
    if any(not 0 <= i <= SECRET for i in state.downloaded_rooms):
        yield "a Download is recorded in a missing room"


def _operatives(state: InfiltrationState) -> Iterator[str]:
    players = len(state.player_names)
    per_player = 2 if players == 2 else 1
    if not 0 <= state.first_player < players:
        yield f"the first player {state.first_player} is not at the table"
    if [op.player for op in state.operatives] != [k // per_player for k in range(players * per_player)]:
        yield "the operatives do not match the players (one each, two each with 2 players)"
    for op in state.operatives:
        if op.status not in STATUSES:
            yield f"{op.name} has an unknown status"
        if not 0 <= op.room <= SECRET:
            yield f"{op.name} stands in a missing room"
        elif op.inside and op.room != 0 and not state.rooms[op.room].revealed:
            # the entry room is where everyone starts, before the table has told the app what it is
            yield f"{op.name} stands in a face-down room"
        elif op.inside and op.room == SECRET and not _secret_door(state):
            yield f"{op.name} is in the secret room, which only the Office or Conference Room Interface opens"
        if op.selected is not None and op.selected not in CARDS:
            yield f"{op.name} selected an unknown card"
        if op.resolved and not op.selected or not 0 <= op.flip <= len(state.operatives):
            yield f"{op.name}'s card is resolved out of order"


def _secret_door(state: InfiltrationState) -> bool:
    """A revealed Research Admin Office or Halo Conference Room: the only ways into the secret room (RS l.154)."""
    return any(state.room_named(name) is not None for name in (OFFICE, CONFERENCE))


def _npcs(state: InfiltrationState) -> Iterator[str]:
    names = [n.name for r in state.rooms for n in r.npcs] + state.npc_box
    if not set(names) <= set(NPC_NAMES):
        yield "an unknown NPC is on the table"
    if len(names) != len(set(names)):
        yield "an NPC is in two places"


def _cards(state: InfiltrationState) -> Iterator[str]:
    for name, left in state.specials_supply.items():
        if left < 0:
            yield f"more {name} cards are held than the {SPECIAL_CARDS[name]} in the box"
    if any(s not in SPECIAL_CARDS for op in state.operatives for s in op.specials):
        yield "an operative holds an unknown special card"
    yield from _items(state)


def _items(state: InfiltrationState) -> Iterator[str]:
    if state.item_deck < 0 or state.item_discard < 0:
        yield "an item pile count is negative"
    if any(not item.strip() for op in state.operatives for item in op.items):
        yield "an item in hand has no name"
    yield from _draft(state)


def _draft(state: InfiltrationState) -> Iterator[str]:
    """The Item Draft under way: 4 cards in each operative's hand, and this pass's picks fit them."""
    if not 0 <= state.draft_pass < ITEMS_DEALT:
        yield f"the Item Draft is in pass {state.draft_pass}"
    elif not state.draft_pass and (state.draft_hands or state.draft_keeps):
        yield "the Item Draft holds cards while no draft is under way"
    elif state.draft_pass:
        if len(state.draft_hands) != len(state.operatives) or any(len(h) != ITEMS_DEALT for h in state.draft_hands):
            yield f"the Item Draft does not hold {ITEMS_DEALT} cards for each operative"
        for who, keep in state.draft_keeps.items():
            if not 0 <= who < len(state.operatives) or len(set(keep)) != state.draft_pass:
                yield "an Item Draft pick names a missing operative or the wrong number of cards"
            elif not all(0 <= k < ITEMS_DEALT for k in keep):
                yield "an Item Draft pick names a card not in hand"


def _round(state: InfiltrationState) -> Iterator[str]:
    if not 0 <= state.flips <= len(state.operatives):
        yield f"{state.flips} cards flipped with {len(state.operatives)} operatives"
    if len(state.choices_owed) > WAITING_MAX:
        yield f"{len(state.choices_owed)} texts wait at once"
    if state.finished and state.choices_owed:
        yield "a text still waits after the end of the game"
    for owed in state.choices_owed:
        if not 0 <= owed.operative < len(state.operatives) or not 0 <= owed.room <= SECRET:
            yield "a waiting text names a missing operative or room"
        if len(owed.why) > 200:
            yield "a waiting text has an overlong name"
    named = all(0 <= o.operative < len(state.operatives) for o in state.choices_owed)
    if state.choices_owed and named and state.choices_owed[0].ready(state):  # the rest wait behind the first
        yield "the first waiting text no longer waits for a choice or a room card"


def _end(state: InfiltrationState) -> Iterator[str]:
    ended = state.proximity >= PROXIMITY_END or not any(op.inside for op in state.operatives)
    if state.finished != ended:
        yield "the game's end does not match the dials and operatives"
