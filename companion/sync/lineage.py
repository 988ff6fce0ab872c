"""Telling a newer copy of a game from a fork: the marks of a game's history.

A **mark** is a short hash of a state as it travels (:func:`mark_of`): two phones holding the same state
compute the same mark. A phone marks the state it shares (:meth:`GameSession.marks`), and a code carries
the marks of its history (:func:`lineage`: the marks inherited with the last code this copy loaded, then
its own marks since, each still naming a state of the current history, the last
:data:`~companion.sync.snapshot.LINEAGE`). A received code is then, against this phone's copy
(:func:`relation`):

- ``same``: the same state;
- ``older``: this copy's history holds the code's state (it was shared or loaded here, or passed through);
- ``newer``: the code's history holds this copy's state (the other phone played on from it);
- ``fork``: neither holds the other (both copies were played on since they parted, a move undone on one
  of them, or a code from before version 4, which carries no marks): both are kept, the player chooses.
"""

from __future__ import annotations

import zlib
from typing import Literal, cast

import msgpack

from ..engine import GameSession, LoadState
from ..engine.game import BaseState
from .snapshot import LINEAGE, MARK_BITS, travel_fields
from .travel import travelling

Relation = Literal["same", "older", "newer", "fork"]


def mark_of(state: BaseState) -> int:
    """The mark of ``state``: :data:`MARK_BITS` bits of a CRC-32 of its fields as they travel."""
    data = cast(bytes, msgpack.packb(travel_fields(travelling(state)[0]), use_bin_type=True))
    return zlib.crc32(data) & ((1 << MARK_BITS) - 1)


def lineage(session: GameSession) -> list[int]:
    """The marks the current state's code carries: those loaded with the last received code, then this
    phone's marks made since on states the current history still holds."""
    commands = session.commands()
    start, inherited = 0, []
    for position, command in enumerate(commands, 1):
        if isinstance(command, LoadState):
            start, inherited = position, list(command.lineage)
    own = [m for p, m in session.marks if start <= p <= len(commands) and mark_of(session.state_at(p)) == m]
    out: list[int] = []
    for mark in [*inherited, *own]:
        if mark in out:
            out.remove(mark)
        out.append(mark)
    return out[-LINEAGE:]


def mark_shared(session: GameSession) -> list[int]:
    """Mark the current state as shared (its code may now be on another phone); the lineage its code carries."""
    here = (len(session.commands()), mark_of(session.state))
    if here not in session.marks:
        session.marks.append(here)
        del session.marks[: -4 * LINEAGE]  # older marks no code carries any more
    return lineage(session)


def relation(received: BaseState, marks: list[int], local: GameSession) -> Relation:
    """How a received state (with its code's ``marks``) stands to this phone's copy of the game."""
    code, here = mark_of(received), mark_of(local.state)
    if code == here:
        return "same"
    history = (local.state_at(p) for p in range(len(local.commands()) + 1))
    if code in lineage(local) or any(s.revision == received.revision and mark_of(s) == code for s in history):
        return "older"
    if here in marks:
        return "newer"
    return "fork"
