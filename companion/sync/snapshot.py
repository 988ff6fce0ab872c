"""One snapshot format for every game: ``<PREFIX><version>:`` + base45(zlib(msgpack payload)).

The payload (version 1) is ``[layout fingerprint, packed state]`` with the state packed
positionally by :mod:`companion.engine.packing`. It carries the current state, whose fields
include the game id and the revision; never the undo history or local preferences.

Every reader ever shipped stays in :data:`READERS`, keyed by the version in the prefix, so an
old code stays loadable after a new format ships; a code whose version is above
:data:`VERSION` is refused as coming from a newer app.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import msgpack

from ..engine.codec import DAMAGED, NEWER, NOT_A_CODE, SnapshotError, b45decode, frame, inflate, split_prefix
from ..engine.game import BaseState, GameDefinition, definition_of, registered
from ..engine.packing import PackingError, fingerprint, pack, unpack

VERSION = 1
OTHER_LAYOUT = "this code comes from a different version of the app: update both phones"


def prefix_of(definition: GameDefinition) -> str:
    """The letters naming the game in its codes (``"SOC1:"`` and ``"SOC"`` both give ``SOC``)."""
    match = re.match(r"[A-Z]+", definition.snapshot_prefix.upper())
    if not match:
        raise ValueError(f"{definition.id}: snapshot_prefix must start with letters")
    return match.group(0)


def encode(state: BaseState) -> str:
    """The text code of ``state``."""
    definition = definition_of(state)
    payload = msgpack.packb([fingerprint(definition.state_model), pack(state)], use_bin_type=True)
    return frame(prefix_of(definition), VERSION, payload)


def game_of(code: str) -> GameDefinition:
    """The game a code belongs to, from its prefix alone (nothing is decoded)."""
    prefix, _, _ = split_prefix(code)
    for definition in registered().values():
        if prefix_of(definition) == prefix:
            return definition
    raise SnapshotError(NOT_A_CODE, f"unknown prefix {prefix}")


def decode(code: str, expect_game: str | None = None) -> BaseState:
    """The state a code carries, validated; raises SnapshotError with a one-line message.

    ``expect_game`` refuses a code of another game ("this code is from Infiltration").
    """
    definition = game_of(code)
    if expect_game is not None and definition.id != expect_game:
        raise SnapshotError(f"this code is from {definition.title}")
    _, version, body = split_prefix(code)
    if version > VERSION:
        raise SnapshotError(NEWER, f"version {version}")
    reader = READERS.get(version)
    if reader is None:
        raise SnapshotError(DAMAGED, f"no reader for version {version}")
    return reader(definition, inflate(b45decode(body)))


def _read_v1(definition: GameDefinition, payload: bytes) -> BaseState:
    try:
        data = msgpack.unpackb(payload, raw=False, strict_map_key=True)
    except Exception:  # msgpack raises many types on hostile bytes
        raise SnapshotError(DAMAGED, "payload is not msgpack") from None
    if not (isinstance(data, list) and len(data) == 2 and type(data[0]) is int):
        raise SnapshotError(DAMAGED, "payload is not [fingerprint, state]")
    if data[0] != fingerprint(definition.state_model):
        raise SnapshotError(OTHER_LAYOUT, f"layout {data[0]:04x}")
    try:
        state = unpack(definition.state_model, data[1])
    except (PackingError, RecursionError) as exc:
        raise SnapshotError(DAMAGED, str(exc)) from None
    _check_consistent(definition, state)
    return state


def _check_consistent(definition: GameDefinition, state: BaseState) -> None:
    """Refuse a state that validates field by field but could not arise in play."""
    if state.game != definition.id:
        raise SnapshotError(DAMAGED, f"state of {state.game!r} under the prefix of {definition.id}")
    if definition.round_spec.find(state.progress.step) is None:
        raise SnapshotError(DAMAGED, f"unknown step {state.progress.step!r}")
    try:
        broken = definition.invariants(state)
    except Exception as exc:  # a hostile state may break the game's own checks
        raise SnapshotError(DAMAGED, f"invariants raised {type(exc).__name__}") from None
    if broken:
        raise SnapshotError(DAMAGED, broken[0])


READERS: dict[int, Callable[[GameDefinition, bytes], BaseState]] = {1: _read_v1}
