"""One snapshot format for every game: ``<PREFIX><version>:`` + base45(zlib(msgpack payload)).

The payload (version 1) is ``[layout fingerprint, packed state]`` with the state packed
positionally by :mod:`companion.engine.packing`. Two slots every state has are packed against
the game's definition: ``options`` as ``[0, [choice index, ...]]`` in ``OptionSpec`` order, and
``progress`` as ``[0, [round, step index, [done indexes], [skipped indexes]]]`` in round-step
order; either falls back to ``[1, generic form]`` when a value is not one the definition lists.
The fingerprint covers the state layout, the option specs and the round's steps.

zlib is primed with the game's frozen preset dictionary for the version (see :func:`dictionary`),
which holds the field layout and phrases a game's states share, so the compressed payload is
mostly what is new. A code carries the current state, whose fields include the game id and the
revision; never the undo history or local preferences.

Every reader ever shipped stays in :data:`READERS`, keyed by the version in the prefix, so an
old code stays loadable after a new format ships; a code whose version is above
:data:`VERSION` is refused as coming from a newer app.
"""

from __future__ import annotations

import re
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Any, cast

import msgpack

from ..engine.codec import (
    DAMAGED,
    NEWER,
    NOT_A_CODE,
    OTHER_VERSION,
    SnapshotError,
    b45decode,
    frame,
    inflate,
    split_prefix,
)
from ..engine.game import BaseState, GameDefinition, definition_of, registered
from ..engine.packing import PackingError, fingerprint, pack, unpack

VERSION = 1


def prefix_of(definition: GameDefinition[Any]) -> str:
    """The letters naming the game in its codes (``"SOC1:"`` and ``"SOC"`` both give ``SOC``)."""
    match = re.match(r"[A-Z]+", definition.snapshot_prefix.upper())
    if not match:
        raise ValueError(f"{definition.id}: snapshot_prefix must start with letters")
    return match.group(0)


def encode(state: BaseState) -> str:
    """The text code of ``state``."""
    definition = definition_of(state)
    payload = msgpack.packb([layout(definition), packed_fields(state)], use_bin_type=True)
    return frame(prefix_of(definition), VERSION, payload, dictionary(definition.id, VERSION))


def packed_fields(state: BaseState) -> list[Any]:
    """The state's field values as they travel: positional, options and progress as indexes."""
    packed = pack(state)
    _compact(definition_of(state), state, packed)
    return packed


OPTIONS_SLOT = list(BaseState.model_fields).index("options")
PROGRESS_SLOT = list(BaseState.model_fields).index("progress")


def layout(definition: GameDefinition[Any]) -> int:
    """The 16-bit fingerprint of the game's state layout, option specs and round steps."""
    specs = [(o.key, [repr(c) for c in o.choices]) for o in definition.options]
    return (fingerprint(definition.state_model) + zlib.crc32(repr((specs, _step_ids(definition))).encode())) & 0xFFFF


# -- the options and progress slots, packed against the game's definition --------------------------
# Each becomes [0, compact form] when every value is one the definition lists, else [1, generic].


def _compact(definition: GameDefinition[Any], state: BaseState, packed: list[Any]) -> None:
    if len(packed) > OPTIONS_SLOT:
        specs = definition.options
        indexes = [_index(o.choices, state.options[o.key]) if o.key in state.options else None for o in specs]
        known = set(state.options) == {o.key for o in specs} and None not in indexes
        packed[OPTIONS_SLOT] = [0, indexes] if known else [1, packed[OPTIONS_SLOT]]
    if len(packed) > PROGRESS_SLOT:
        order, progress = _step_ids(definition), state.progress
        if all(i in order for i in [progress.step, *progress.done, *progress.skipped]):
            at = order.index
            compact = [
                progress.round,
                at(progress.step),
                [at(i) for i in progress.done],
                [at(i) for i in progress.skipped],
            ]
            packed[PROGRESS_SLOT] = [0, compact]
        else:
            packed[PROGRESS_SLOT] = [1, packed[PROGRESS_SLOT]]


def _expand(definition: GameDefinition[Any], packed: list[Any]) -> None:
    if len(packed) > OPTIONS_SLOT:
        form, value = _slot(packed[OPTIONS_SLOT])
        packed[OPTIONS_SLOT] = _expand_options(definition, value) if form == 0 else value
    if len(packed) > PROGRESS_SLOT:
        form, value = _slot(packed[PROGRESS_SLOT])
        packed[PROGRESS_SLOT] = _expand_progress(definition, value) if form == 0 else value


def _expand_options(definition: GameDefinition[Any], indexes: list[Any]) -> list[Any]:
    specs = definition.options
    if len(indexes) != len(specs) or not all(_fits(i, len(o.choices)) for i, o in zip(indexes, specs, strict=True)):
        raise SnapshotError(DAMAGED, "option index out of range")
    return [item for i, o in zip(indexes, specs, strict=True) for item in (o.key, o.choices[i])]


def _expand_progress(definition: GameDefinition[Any], value: list[Any]) -> list[Any]:
    order = _step_ids(definition)
    if not (
        len(value) == 4
        and _fits(value[1], len(order))
        and isinstance(value[2], list)
        and isinstance(value[3], list)
        and all(_fits(i, len(order)) for i in value[2] + value[3])
    ):
        raise SnapshotError(DAMAGED, "step index out of range")
    return [value[0], order[value[1]], [order[i] for i in value[2]], [order[i] for i in value[3]]]


def _step_ids(definition: GameDefinition[Any]) -> list[str]:
    return [s.id for _, s in definition.round_spec.steps()]


def _index(choices: list[Any], value: object) -> int | None:
    return next((i for i, c in enumerate(choices) if type(c) is type(value) and c == value), None)


def _fits(index: object, size: int) -> bool:
    return type(index) is int and 0 <= index < size


def _slot(raw: object) -> tuple[int, list[Any]]:
    if not (isinstance(raw, list) and len(raw) == 2 and raw[0] in (0, 1) and isinstance(raw[1], list)):
        raise SnapshotError(DAMAGED, "malformed slot")
    return raw[0], raw[1]


def game_of(code: str) -> GameDefinition[Any]:
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
    return reader(definition, b45decode(body))


def dictionary(game: str, version: int) -> bytes:
    """The preset zlib dictionary of ``game``'s codes of ``version`` (empty when none was trained).

    Trained once from seeded playouts by :mod:`companion.sync.train` and frozen with the version:
    a stale dictionary only compresses less, a changed one would break shipped codes.
    """
    if (game, version) not in _DICTIONARIES:
        path = DICTIONARIES / f"{game}-v{version}.zdict"
        _DICTIONARIES[(game, version)] = path.read_bytes() if path.is_file() else b""
    return _DICTIONARIES[(game, version)]


DICTIONARIES = Path(__file__).resolve().parent / "dictionaries"
_DICTIONARIES: dict[tuple[str, int], bytes] = {}


def _read_v1(definition: GameDefinition[Any], data: bytes) -> BaseState:
    payload = inflate(data, zdict=dictionary(definition.id, 1))
    try:
        decoded = msgpack.unpackb(payload, raw=False, strict_map_key=True)
    except Exception:  # msgpack raises many types on hostile bytes
        raise SnapshotError(DAMAGED, "payload is not msgpack") from None
    if not (isinstance(decoded, list) and len(decoded) == 2 and type(decoded[0]) is int):
        raise SnapshotError(DAMAGED, "payload is not [fingerprint, state]")
    if decoded[0] != layout(definition):
        raise SnapshotError(OTHER_VERSION, f"layout {decoded[0]:04x}")
    packed = decoded[1]
    if isinstance(packed, list):
        _expand(definition, packed)
    try:
        state = cast(BaseState, unpack(definition.state_model, packed))
    except PackingError as exc:
        raise SnapshotError(DAMAGED, str(exc)) from None
    except Exception as exc:  # a game's own validators meeting hostile data: still a damaged code
        raise SnapshotError(DAMAGED, type(exc).__name__) from None
    _check_consistent(definition, state)
    return state


def _check_consistent(definition: GameDefinition[Any], state: BaseState) -> None:
    """Refuse a state that validates field by field but names another game or an unknown step.

    The game's own ``invariants`` are not run here: they are checked in each game's playout
    tests, and a legitimate code must never be refused for a game-side invariant bug.
    """
    if state.game != definition.id:
        raise SnapshotError(DAMAGED, f"state of {state.game!r} under the prefix of {definition.id}")
    if definition.round_spec.find(state.progress.step) is None:
        raise SnapshotError(DAMAGED, f"unknown step {state.progress.step!r}")


READERS: dict[int, Callable[[GameDefinition[Any], bytes], BaseState]] = {1: _read_v1}
