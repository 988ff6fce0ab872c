"""One snapshot format for every game: ``<PREFIX><version>:`` + base 45 of (flags, deflate(msgpack payload), check).

Version 3 (written now) is designed to fit a QR version 10 at error correction M (311
alphanumeric characters, :data:`BUDGET`), with a margin for state fields still to come:

* a first byte holds the content mode (:data:`MODES`), the derived fields and five bits naming the
  player's box content, which the receiving phone checks first;
* raw deflate (level 9) is primed with the game's trained dictionary (shipped content, the field
  layout and the phrases states share) followed, in mode ``"box"``, by the player's own box
  content and the table it sets up (:func:`box_setup`): content a state copies from the box, and
  a territory, mat or award still as setup left it, travel by reference (a whole typed Syndicate
  box fits one code). A phone whose box content differs is told so in plain words and offered to
  import it (or the sender shares the ``"shipped"`` code, which carries it); nothing is guessed or
  misread. Without box content of the player's own, nothing the app computes enters the
  dictionary; with it, the set-up table does, so a version 4 that changes a game's setup reads
  version-3 box codes with version 3's setup (a released box-content code keeps that in test);
* two bytes of a CRC-32 over the state layout and the payload end it
  (:func:`~companion.engine.codec.seal`);
* the payload is the packed state (:func:`travel_fields`): history fields left out and derived
  fields recomputed on the receiver (:mod:`companion.sync.travel`), the rest packed positionally
  by :mod:`companion.engine.packing`, with ``options`` and ``progress`` as indexes into the game's
  definition (``[0, compact]``, or ``[1, generic]`` for a value the definition does not list),
  without the game's name (the prefix names it) and with the game id left out (``None``) when it
  is the one its seed gives (:func:`seeded_id`). A payload must be the canonical one of the state
  it decodes to (re-encoding gives the same code), so nothing a code carries is silently dropped;
* the bytes are written as one base-45 number (:func:`~companion.engine.codec.b45encode_number`),
  about 3 % shorter than RFC 9285's pairs.

Older versions are still read, each through its release's layout frozen as data
(``dictionaries/layouts-v<version>.json``, :func:`freeze_layout`) and its frozen dictionary, so a
later change of the state models does not break them: version 2 (the landing of 26 November 2026:
the same payload with the game's name and id spelled out, base45 in pairs) and version 1 (the
release of 24 November: ``[fingerprint, packed state]``, zlib primed with the v1 dictionary alone).
Every payload is bounded before any model is built (:func:`~companion.engine.codec.unpack_bounded`).
A code whose layout is not this app's is refused in plain words; one too large for the budget
travels as a sequence of part codes (:func:`~companion.engine.codec.split`).

Until version 3 ships, after a state model changes: ``python -m companion.sync.train --replace``
retrains its dictionaries, then ``python -m companion.sync.train --release
tests/sync/fixtures/released_codes.json`` rewrites its fixture codes and freezes its layout
(``layouts-v3.json``, read only once a version 4 is written). After it ships, a layout change is a
new version with its own reader.
"""

from __future__ import annotations

import functools
import json
import random
import re
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Any, Literal, cast

import msgpack

from ..content import ContentLibrary
from ..engine.codec import (
    DAMAGED,
    EARLIER,
    NEWER,
    NOT_A_CODE,
    UNKNOWN_CONTENT,
    SnapshotError,
    b45decode,
    b45decode_number,
    b45encode_number,
    inflate,
    seal,
    split,
    split_prefix,
    unpack_bounded,
    unseal,
)
from ..engine.game import BaseState, GameDefinition, definition_of, registered
from ..engine.packing import PackingError, describe, fingerprint, pack, unpack, unpack_named
from .travel import DERIVED, restore, travelling

VERSION = 3
BUDGET = 311
"""The most characters of a code: QR version 10 at error correction M in alphanumeric mode,
which a phone camera reads at arm's length. A state whose code is longer travels as a sequence."""
Mode = Literal["box", "shipped"]
MODES: tuple[Mode, ...] = ("box", "shipped")
"""Which content the setup dictionary is built from: this phone's box content (shipped and the
player's own, the smallest code) or the shipped content alone (a code for a phone that lacks
the player's box content; that content then travels inside the code)."""
WINDOW = 32 * 1024


def prefix_of(definition: GameDefinition[Any]) -> str:
    """The letters naming the game in its codes (``"SOC1:"`` and ``"SOC"`` both give ``SOC``)."""
    match = re.match(r"[A-Z]+", definition.snapshot_prefix.upper())
    if not match:
        raise ValueError(f"{definition.id}: snapshot_prefix must start with letters")
    return match.group(0)


def encode(state: BaseState, library: ContentLibrary | None = None, mode: Mode = "box") -> str:
    """The text code of ``state`` (version 3); ``library`` is this phone's content (default: the app's)."""
    data, derived = sent(state)
    return code_of(definition_of(state), data, library, mode, derived)


def code_of(
    definition: GameDefinition[Any],
    data: bytes,
    library: ContentLibrary | None = None,
    mode: Mode = "box",
    derived: list[str] | None = None,
) -> str:
    """The version-3 code of a payload: one byte of flags and content check, then :func:`seal`."""
    own = _library(library, mode)
    names = list(DERIVED.get(definition.id, {}))
    flags = MODES.index(mode) | sum(2 << names.index(name) for name in derived or [])
    body = bytes([flags | content_check(definition, own)]) + seal(
        data, content_dictionary(definition, own), _salt(layout(definition))
    )
    return f"{prefix_of(definition)}{VERSION}:{b45encode_number(body)}"


def encode_parts(state: BaseState, library: ContentLibrary | None = None, mode: Mode = "box") -> list[str]:
    """The code of ``state`` as codes a camera reads: one within :data:`BUDGET`, else a sequence."""
    return parts_of(encode(state, library, mode))


def parts_of(code: str) -> list[str]:
    """``code`` as codes a camera reads (itself when it fits :data:`BUDGET`)."""
    return split(code, BUDGET)


def sent(state: BaseState) -> tuple[bytes, list[str]]:
    """The version-3 payload of ``state`` (its fields as they travel) and its derived fields' names."""
    travels, derived = travelling(state)
    return cast(bytes, msgpack.packb(travel_fields(travels), use_bin_type=True)), derived


def payload(state: BaseState) -> bytes:
    """The version-3 payload of ``state`` (for training the dictionaries)."""
    return sent(state)[0]


def travel_fields(state: BaseState) -> list[Any]:
    """The packed fields of a version-3 payload: no game name, the game id ``None`` when seeded."""
    packed = packed_fields(state)
    if packed[GAME_ID_SLOT] == seeded_id(state.game, state.rng.seed):
        packed[GAME_ID_SLOT] = None
    return packed[GAME_ID_SLOT:]


def seeded_id(game: str, seed: int) -> str:
    """The game id a new game of ``seed`` gets (:meth:`GameDefinition.new_id` when version 3 was
    written, kept here with the format): such an id travels as ``None``."""
    return f"{game[:3]}-{random.Random(seed).getrandbits(40):010x}"


GAME_ID_SLOT = list(BaseState.model_fields).index("game_id")
_SEEDED = "0"
"""The game id a version-3 payload is read with until its seed gives the real one."""


def _version_2_payload(state: BaseState) -> tuple[bytes, list[str]]:
    travels, derived = travelling(state)
    return cast(bytes, msgpack.packb(packed_fields(travels), use_bin_type=True)), derived


def content_dictionary(definition: GameDefinition[Any], library: ContentLibrary, version: int = VERSION) -> bytes:
    """The deflate dictionary of a code: the version's trained one, then the player's box content and
    (from version 3) the table that content sets up."""
    setup = box_setup(definition, library) if version >= 3 else b""
    return (dictionary(definition.id, version) + box_content(definition, library) + setup)[-WINDOW:]


def box_content(definition: GameDefinition[Any], library: ContentLibrary) -> bytes:
    """The player's own box content of the game, packed like a state packs it: content a state copies
    in (a syndicate mat, a room card typed at an earlier table) then travels by reference."""
    return b"".join(msgpack.packb(_as_copied(entry), use_bin_type=True) for entry in _entries(definition, library))


def box_setup(definition: GameDefinition[Any], library: ContentLibrary) -> bytes:
    """The payload of the table the player's box content sets up (most players, seed 0, default options),
    empty without such content: a territory, mat, award or card a state still holds as setup left it
    then travels as one reference, and only what play changed is spelled out."""
    entries = _entries(definition, library)
    if not entries:
        return b""
    key = (definition.id, str(library.shipped_dir), _entries_text(entries))
    if key not in _SETUPS:
        if len(_SETUPS) >= 8:  # a phone meets one box content at a time; tests meet many
            _SETUPS.clear()
        try:
            table = definition.new_game(max(definition.player_counts), 0, definition.resolve_options({}), library)
            _SETUPS[key] = payload(table)
        except Exception:  # box content a game cannot set up yet (a board begun, not finished): no reference
            _SETUPS[key] = b""
    return _SETUPS[key]


_SETUPS: dict[tuple[str, str, str], bytes] = {}


def _as_copied(entry: Any) -> list[Any]:
    """An entry packed without where it came from (``source``, ``player_entered``): its fields then line
    up with the state model a game copies it into (a territory, a syndicate mat, a room's face)."""
    packed = pack(entry)
    return [value for name, value in zip(type(entry).model_fields, packed, strict=False) if name not in _ORIGIN]


_ORIGIN = ("source", "player_entered")


def content_check(definition: GameDefinition[Any], library: ContentLibrary) -> int:
    """Five bits naming the player's box content (its entries as JSON), in a code's first byte: a phone
    whose content differs says so before inflating anything."""
    return zlib.crc32(_entries_text(_entries(definition, library)).encode()) & CONTENT_BITS


def _entries_text(entries: list[Any]) -> str:
    return json.dumps([e.model_dump(mode="json") for e in entries], sort_keys=True)


CONTENT_BITS = 0xF8
"""The bits of a code's first byte that check the content; the low three hold the mode and derived fields."""


def _salt(fingerprint: int) -> bytes:
    """What a payload's check covers besides the payload: the state layout it was packed with."""
    return fingerprint.to_bytes(2, "big")


def _entries(definition: GameDefinition[Any], library: ContentLibrary) -> list[Any]:
    kinds = getattr(definition, "content_kinds", {})
    return [entry for kind in sorted(kinds) for entry in library.player_entries(definition.id, kind)]


def _library(library: ContentLibrary | None, mode: Mode) -> ContentLibrary:
    library = library if library is not None else ContentLibrary()
    if mode == "shipped":
        return ContentLibrary(user_dir=_NO_ENTRIES, shipped_dir=library.shipped_dir)
    return library


_NO_ENTRIES = Path("/nonexistent/table-companion-no-player-entries")


def packed_fields(state: BaseState) -> list[Any]:
    """The state's field values as they travel: positional, options and progress as indexes."""
    packed = pack(state)
    _compact(definition_of(state), state, packed)
    return packed


OPTIONS_SLOT = list(BaseState.model_fields).index("options")
PROGRESS_SLOT = list(BaseState.model_fields).index("progress")


@functools.cache
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


Specs = list[tuple[str, list[Any]]]
"""The options of a game as a layout knows them: each key with its choices, in order."""


def _specs(definition: GameDefinition[Any]) -> Specs:
    return [(o.key, list(o.choices)) for o in definition.options]


def _expand(specs: Specs, order: list[str], packed: list[Any]) -> None:
    if len(packed) > OPTIONS_SLOT:
        form, value = _slot(packed[OPTIONS_SLOT])
        packed[OPTIONS_SLOT] = _expand_options(specs, value) if form == 0 else value
    if len(packed) > PROGRESS_SLOT:
        form, value = _slot(packed[PROGRESS_SLOT])
        packed[PROGRESS_SLOT] = _expand_progress(order, value) if form == 0 else value


def _expand_options(specs: Specs, indexes: list[Any]) -> list[Any]:
    if len(indexes) != len(specs) or not all(_fits(i, len(c)) for i, (_, c) in zip(indexes, specs, strict=True)):
        raise SnapshotError(DAMAGED, "option index out of range")
    return [item for i, (key, choices) in zip(indexes, specs, strict=True) for item in (key, choices[i])]


def _expand_progress(order: list[str], value: list[Any]) -> list[Any]:
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


def decode(code: str, expect_game: str | None = None, library: ContentLibrary | None = None) -> BaseState:
    """The state a code carries, validated; raises SnapshotError with a one-line message.

    ``expect_game`` refuses a code of another game ("this code is from Infiltration");
    ``library`` is this phone's content (default: the app's), whose box content a code of version 2
    or later may refer to.
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
    return reader(definition, body, library)


def dictionary(game: str, version: int) -> bytes:
    """The trained zlib dictionary of ``game``'s codes of ``version`` (empty when none was trained).

    Trained once from seeded playouts by :mod:`companion.sync.train` and frozen with the version:
    a stale dictionary only compresses less, a changed one would break shipped codes.
    """
    if (game, version) not in _DICTIONARIES:
        path = DICTIONARIES / f"{game}-v{version}.zdict"
        _DICTIONARIES[(game, version)] = path.read_bytes() if path.is_file() else b""
    return _DICTIONARIES[(game, version)]


DICTIONARIES = Path(__file__).resolve().parent / "dictionaries"
_DICTIONARIES: dict[tuple[str, int], bytes] = {}


def _read_v1(definition: GameDefinition[Any], body: str, library: ContentLibrary | None) -> BaseState:
    """Version 1 as the release of 24 November 2026 wrote it, through its frozen layout
    (``layouts-v1.json``), then validated by today's models; earlier releases' layouts are refused."""
    decoded = unpack_bounded(inflate(b45decode(body), zdict=dictionary(definition.id, 1)))
    if not (isinstance(decoded, list) and len(decoded) == 2 and type(decoded[0]) is int):
        raise SnapshotError(DAMAGED, "payload is not [fingerprint, state]")
    frozen = frozen_layout(1, definition.id)
    if frozen is None or decoded[0] != frozen["layout"]:  # the 22 and 23 November releases had other layouts
        if decoded[0] == layout(definition):  # a game that shipped no version-1 codes (the tests' toy)
            return _state(definition, decoded[1])
        raise SnapshotError(EARLIER, f"layout {decoded[0]:04x}")
    return _through_frozen(frozen, definition, decoded[1])


def _read_v2(definition: GameDefinition[Any], body: str, library: ContentLibrary | None) -> BaseState:
    """Version 2 as the landing of 26 November 2026 wrote it, through its frozen layout."""
    return _read_sealed(definition, b45decode(body), library, 2)


def _read_v3(definition: GameDefinition[Any], body: str, library: ContentLibrary | None) -> BaseState:
    return _read_sealed(definition, b45decode_number(body), library, 3)


def _read_sealed(
    definition: GameDefinition[Any], data: bytes, library: ContentLibrary | None, version: int
) -> BaseState:
    """A version-2 or later code: flags and content check, the sealed payload, then the state through
    today's layout (the version being written, or an older one whose layout has not changed since) or
    through the version's frozen layout."""
    frozen = frozen_layout(version, definition.id) if version < VERSION else None
    if version < VERSION and frozen is None:  # a game that shipped no code of this version (the tests' toy)
        raise SnapshotError(EARLIER, f"no version-{version} layout")
    names = frozen["derived"] if frozen else list(DERIVED.get(definition.id, {}))
    flags = data[0] & ~CONTENT_BITS & 0xFF if data else 0
    if not data or flags >> (1 + len(names)):
        raise SnapshotError(DAMAGED, "flags")
    own = _library(library, MODES[flags & 1])
    if data[0] & CONTENT_BITS != content_check(definition, own):
        raise SnapshotError(UNKNOWN_CONTENT, "other box content")
    fingerprint = frozen["layout"] if frozen else layout(definition)
    raw = unseal(data[1:], content_dictionary(definition, own, version), _salt(fingerprint))
    derived = [name for i, name in enumerate(names) if flags & (2 << i)]
    packed, seeded = _named_game(definition, unpack_bounded(raw), version)
    current = fingerprint == layout(definition)
    state = _state(definition, packed) if current else _through_frozen(frozen or {}, definition, packed)
    try:
        if seeded:
            state.game_id = seeded_id(state.game, state.rng.seed)
        restore(state, derived)
        canonical = not current or PAYLOADS[version](state) == (raw, derived)
    except Exception:  # a hostile state the derivation cannot read
        raise SnapshotError(DAMAGED, "derived fields") from None
    if not canonical:  # history sent, a derived field spelled out, a default repeated: not this app's code
        raise SnapshotError(DAMAGED, "not in canonical form")
    return state


def _named_game(definition: GameDefinition[Any], packed: Any, version: int) -> tuple[Any, bool]:
    """A version-3 payload with the game's name put back and a placeholder for a seeded game id."""
    if version < 3:
        return packed, False
    if not (isinstance(packed, list) and packed):
        raise SnapshotError(DAMAGED, "payload is not a list of fields")
    seeded = packed[0] is None
    return [definition.id, _SEEDED if seeded else packed[0], *packed[1:]], seeded


PAYLOADS: dict[int, Callable[[BaseState], tuple[bytes, list[str]]]] = {2: _version_2_payload, 3: sent}
"""Each version's payload of a state, for the canonical check while its layout is today's."""


def _through_frozen(frozen: dict[str, Any], definition: GameDefinition[Any], packed: Any) -> BaseState:
    """A packed state read through a frozen layout, then validated by today's models."""
    if not isinstance(packed, list):
        raise SnapshotError(DAMAGED, "state is not a list")
    _expand([(key, choices) for key, choices in frozen["options"]], frozen["steps"], packed)
    try:
        named = unpack_named(frozen["state"], packed)
    except PackingError as exc:
        raise SnapshotError(DAMAGED, str(exc)) from None
    try:
        state = cast(BaseState, definition.state_model.model_validate(named, by_name=True))
    except Exception:  # a field today's model reads differently: this app cannot read that release's code
        raise SnapshotError(EARLIER, "today's models refuse it") from None
    _check_consistent(definition, state)
    return state


@functools.cache
def frozen_layout(version: int, game: str) -> dict[str, Any] | None:
    """The layout ``game``'s codes of ``version`` were written with, frozen as data when it shipped."""
    path = DICTIONARIES / f"layouts-v{version}.json"
    layouts: dict[str, Any] = json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}
    return layouts.get(game)


def freeze_layout(definition: GameDefinition[Any]) -> dict[str, Any]:
    """The layout of ``definition``'s codes as data, to keep when a format version ships."""
    return {
        "layout": layout(definition),
        "state": describe(definition.state_model),
        "options": _specs(definition),
        "steps": _step_ids(definition),
        "derived": list(DERIVED.get(definition.id, {})),
    }


def _state(definition: GameDefinition[Any], packed: Any) -> BaseState:
    if isinstance(packed, list):
        _expand(_specs(definition), _step_ids(definition), packed)
    try:
        state = cast(BaseState, unpack(definition.state_model, packed))
    except PackingError as exc:
        raise SnapshotError(DAMAGED, str(exc)) from None
    except Exception as exc:  # a game's own validators meeting hostile data: still a damaged code
        raise SnapshotError(DAMAGED, type(exc).__name__) from None
    _check_consistent(definition, state)
    return state


def _check_consistent(definition: GameDefinition[Any], state: BaseState) -> None:
    """Refuse a state that validates field by field but names another game, a player count the game
    is not played by, or an unknown step.

    The game's own ``invariants`` are checked by the receiving door (:mod:`companion.sync.receive`).
    """
    if state.game != definition.id:
        raise SnapshotError(DAMAGED, f"state of {state.game!r} under the prefix of {definition.id}")
    if len(state.player_names) not in definition.player_counts:
        raise SnapshotError(DAMAGED, f"{len(state.player_names)} players")
    if definition.round_spec.find(state.progress.step) is None:
        raise SnapshotError(DAMAGED, f"unknown step {state.progress.step!r}")


Reader = Callable[[GameDefinition[Any], str, ContentLibrary | None], BaseState]
READERS: dict[int, Reader] = {1: _read_v1, 2: _read_v2, 3: _read_v3}
