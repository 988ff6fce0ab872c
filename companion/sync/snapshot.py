"""One snapshot format for every game: ``<PREFIX><version>:`` + base45(zlib(msgpack payload)).

The payload (version 1) is ``[layout fingerprint, packed state]`` with the state packed
positionally by :mod:`companion.engine.packing`. The ``options`` slot is packed against the
game's ``OptionSpec`` list: ``[0, [choice index, ...]]`` in spec order, or ``[1, flat dict]``
when a value is not one of the listed choices. The fingerprint covers the state layout and
the option specs. It carries the current state, whose fields
include the game id and the revision; never the undo history or local preferences.

Every reader ever shipped stays in :data:`READERS`, keyed by the version in the prefix, so an
old code stays loadable after a new format ships; a code whose version is above
:data:`VERSION` is refused as coming from a newer app.
"""

from __future__ import annotations

import re
import zlib
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
    packed = pack(state)
    if len(packed) > OPTIONS_SLOT:
        packed[OPTIONS_SLOT] = _pack_options(definition, state.options, packed[OPTIONS_SLOT])
    payload = msgpack.packb([layout(definition), packed], use_bin_type=True)
    return frame(prefix_of(definition), VERSION, payload)


OPTIONS_SLOT = list(BaseState.model_fields).index("options")


def layout(definition: GameDefinition) -> int:
    """The 16-bit fingerprint of the game's state layout and option specs."""
    specs = [(o.key, [repr(c) for c in o.choices]) for o in definition.options]
    return (fingerprint(definition.state_model) + zlib.crc32(repr(specs).encode())) & 0xFFFF


def _choice_index(choices: list, value: object) -> int | None:
    return next((i for i, c in enumerate(choices) if type(c) is type(value) and c == value), None)


def _pack_options(definition: GameDefinition, options: dict, generic: list) -> list:
    specs = definition.options
    indexes = [_choice_index(o.choices, options.get(o.key)) if o.key in options else None for o in specs]
    if set(options) == {o.key for o in specs} and None not in indexes:
        return [0, indexes]
    return [1, generic]


def _unpack_options(definition: GameDefinition, raw: object) -> list:
    if not (isinstance(raw, list) and len(raw) == 2 and raw[0] in (0, 1) and isinstance(raw[1], list)):
        raise SnapshotError(DAMAGED, "options slot")
    if raw[0] == 1:
        return raw[1]
    specs = definition.options
    if len(raw[1]) != len(specs) or not all(type(i) is int and 0 <= i < len(o.choices) for i, o in zip(raw[1], specs)):
        raise SnapshotError(DAMAGED, "option index out of range")
    flat: list = []
    for index, spec in zip(raw[1], specs):
        flat += [spec.key, spec.choices[index]]
    return flat


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
    if data[0] != layout(definition):
        raise SnapshotError(OTHER_LAYOUT, f"layout {data[0]:04x}")
    packed = data[1]
    if isinstance(packed, list) and len(packed) > OPTIONS_SLOT:
        packed[OPTIONS_SLOT] = _unpack_options(definition, packed[OPTIONS_SLOT])
    try:
        state = unpack(definition.state_model, packed)
    except (PackingError, RecursionError) as exc:
        raise SnapshotError(DAMAGED, str(exc)) from None
    _check_consistent(definition, state)
    return state


def _check_consistent(definition: GameDefinition, state: BaseState) -> None:
    """Refuse a state that validates field by field but names another game or an unknown step.

    The game's own ``invariants`` are not run here: they are checked in each game's playout
    tests, and a legitimate code must never be refused for a game-side invariant bug.
    """
    if state.game != definition.id:
        raise SnapshotError(DAMAGED, f"state of {state.game!r} under the prefix of {definition.id}")
    if definition.round_spec.find(state.progress.step) is None:
        raise SnapshotError(DAMAGED, f"unknown step {state.progress.step!r}")


READERS: dict[int, Callable[[GameDefinition, bytes], BaseState]] = {1: _read_v1}
