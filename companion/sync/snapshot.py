"""One snapshot format for every game: ``<PREFIX><version>:`` + one number in the code's digits.

Version 4 (written now) codes the packed state (:func:`travel_fields`) with a model trained on seeded
playouts (:mod:`companion.sync.model`) into one number (:mod:`companion.engine.arith`), written in 43
digits: the QR code's alphanumeric characters without the space and ``%``, so a code travels in a
link as it is. A code holds, in order:

* its flags: whether it is primed with the sender's box content (mode ``"box"``, below) and which
  derived fields the receiver recomputes (:mod:`companion.sync.travel`);
* in mode ``"box"``, 16 bits naming that box content (:func:`content_check`); the model then walks the
  table the content sets up (:func:`box_setup`) before the state, so what a state still holds as set up
  costs little. A phone whose box content differs is told so in plain words. The default mode,
  ``"shipped"``, refers to the shipped content only: everything the player typed travels in the code,
  which opens on any phone;
* the state's packed fields: history left out, derived fields recomputed on the receiver, the rest
  packed positionally by :mod:`companion.sync.packing`, with ``options`` and ``progress`` as indexes
  into the game's definition (``[0, compact]``, or ``[1, generic]`` for a value the definition does not
  list), without the game's name (the prefix names it) and with the game id left out (``None``) when it
  is the one its seed gives (:func:`seeded_id`);
* the marks of the game's history (:data:`LINEAGE` numbers of :data:`MARK_BITS` bits: the states it was
  shared or received at, :mod:`companion.sync.lineage`), which tell a newer copy from a fork;
* 16 bits of a CRC-32 over the state layout, the packed fields and the marks.

A code must be the canonical one of the state it decodes to (re-encoding gives the same code), so
nothing a code carries is silently dropped. Every read is bounded (:mod:`companion.sync.model`).

Older versions are still read, each through its release's layout frozen as data
(``dictionaries/layouts-v<version>.json``, :func:`freeze_layout`) and its frozen dictionary, so a
later change of the state models does not break them: version 3 (the release of 27 November 2026:
``[flags and content check byte] + raw deflate (primed with the trained dictionary, the player's box
content and its set-up table) + 2 bytes of CRC``, written as one base-45 number), version 2 (the
landing of 26 November: the same payload with the game's name and id spelled out, base45 in pairs) and
version 1 (the release of 24 November: ``[fingerprint, packed state]``, zlib primed with the v1
dictionary alone). A code whose layout is not this app's is refused in plain words; one too large for a
QR code travels as a sequence of part codes (:func:`parts_of`).

Until version 4 ships, after a state model changes: ``python -m companion.sync.train --replace``
retrains its models, then ``python -m companion.sync.train --release
tests/sync/fixtures/released_codes.json`` rewrites its fixture codes and freezes its layout
(``layouts-v4.json``, read only once a version 5 is written). After it ships, a layout change is a new
version with its own reader.
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
from ..engine.game import BaseState, GameDefinition, definition_of, registered
from .codec import (
    DAMAGED,
    DIGITS,
    EARLIER,
    NEWER,
    NOT_A_CODE,
    UNKNOWN_CONTENT,
    SnapshotError,
    b45decode,
    b45decode_number,
    inflate,
    split,
    split_prefix,
    unpack_bounded,
    unseal,
)
from .model import Layout, Reading, Tables, Walk, Writing
from .packing import PackingError, describe, fingerprint, pack, unpack, unpack_named
from .qr import qr_version
from .travel import DERIVED, restore, travelling

VERSION = 4
BUDGET = 311
"""The most characters of a QR code a phone camera reads at arm's length: QR version 10 at error
correction M in alphanumeric mode. A link's address takes some of it (:func:`room`)."""
Mode = Literal["box", "shipped"]
MODES: tuple[Mode, ...] = ("box", "shipped")
"""Which content a version-3 code's dictionary was built from: this phone's box content (shipped and
the player's own) or the shipped content alone. In version 4, ``"shipped"`` is the default code, which
opens on any phone, and ``"box"`` the shorter one primed with this phone's box content."""
WINDOW = 32 * 1024
LINEAGE = 3
"""The most marks of its history a code carries (the states it was last shared or received at)."""
MARK_BITS = 20
CONTENT_BITS = 0xF8
"""The bits of a version-3 code's first byte that check the content; the low three hold the mode and
derived fields."""
PLAIN = frozenset({"options", "progress"})
"""Root fields a code walks without their type: their packed form is the game definition's compact one."""


def prefix_of(definition: GameDefinition[Any]) -> str:
    """The letters naming the game in its codes (``"SOC1:"`` and ``"SOC"`` both give ``SOC``)."""
    match = re.match(r"[A-Z]+", definition.snapshot_prefix.upper())
    if not match:
        raise ValueError(f"{definition.id}: snapshot_prefix must start with letters")
    return match.group(0)


def encode(
    state: BaseState, library: ContentLibrary | None = None, mode: Mode = "shipped", lineage: list[int] | None = None
) -> str:
    """The text code of ``state`` (version 4), carrying ``lineage`` (its history's marks). ``library`` is this
    phone's content (default: the app's), which only a ``"box"`` code refers to."""
    travels, derived = travelling(state)
    return code_of(definition_of(state), travel_fields(travels), library, mode, derived, lineage or [])


def code_of(
    definition: GameDefinition[Any],
    packed: list[Any],
    library: ContentLibrary | None = None,
    mode: Mode = "shipped",
    derived: list[str] | None = None,
    lineage: list[int] | None = None,
) -> str:
    """The version-4 code of packed fields (raises ValueError for values a state's layout cannot hold)."""
    walk = Walk(model_tables(definition.id), Writing())
    walk_code(walk, definition, library, packed, mode, derived or [], lineage or [])
    assert isinstance(walk.channel, Writing)
    return f"{prefix_of(definition)}{VERSION}:{walk.channel.coder.finish(DIGITS)}"


def walk_code(
    walk: Walk,
    definition: GameDefinition[Any],
    library: ContentLibrary | None,
    packed: list[Any] | None = None,
    mode: Mode = "shipped",
    derived: list[str] | None = None,
    lineage: list[int] | None = None,
) -> tuple[list[Any], Mode, list[str], list[int]]:
    """A version-4 code's symbols, written (``packed`` given) or read: (packed fields, mode, derived, marks)."""
    reading = walk.channel.reading
    names = list(DERIVED.get(definition.id, {}))
    flags = None if reading else int(mode == "box") | sum(2 << names.index(n) for n in derived or [])
    flags = walk.channel.flat(2 << len(names), flags)
    mode = "box" if flags & 1 else "shipped"
    form = code_layout(definition)
    if mode == "box":
        own = _library(library, mode)
        check = content_check(definition, own, 0xFFFF)
        if walk.channel.flat(1 << 16, None if reading else check) != check:
            raise SnapshotError(UNKNOWN_CONTENT, "other box content")
        walk.prime(form, box_setup_fields(definition, own), box_texts(definition, own))
    fields = walk.fields(form, packed)
    marks = walk.lineage(None if reading else lineage, LINEAGE, MARK_BITS)
    check = _check(fields, marks, layout(definition))
    if walk.channel.flat(1 << 16, None if reading else check) != check:
        raise SnapshotError(DAMAGED, "check mismatch")
    return fields, mode, [name for i, name in enumerate(names) if flags & (2 << i)], marks


def _check(fields: list[Any], marks: list[int], fingerprint: int) -> int:
    """16 bits of a CRC-32 over the layout's fingerprint, the packed fields and the marks."""
    data = _salt(fingerprint) + cast(bytes, msgpack.packb([fields, marks], use_bin_type=True))
    return zlib.crc32(data) & 0xFFFF


@functools.cache
def code_layout(definition: GameDefinition[Any]) -> Layout:
    """The state layout a version-4 code walks: the root's fields from the game id on."""
    described = describe(definition.state_model)
    names = [name for name, _ in described["models"][described["root"]]][GAME_ID_SLOT:]
    return Layout(described["models"], described["root"], tuple(names), PLAIN)


def model_tables(game: str) -> Tables:
    """The trained model of ``game``'s version-4 codes (:mod:`companion.sync.model`; none for a game that has
    no trained model, whose values then all travel as literals)."""
    if game not in _MODELS:
        _MODELS[game] = Tables.load(DICTIONARIES / f"{game}-v{VERSION}.model.json")
    return _MODELS[game]


_MODELS: dict[str, Tables] = {}


def encode_parts(state: BaseState, library: ContentLibrary | None = None, mode: Mode = "shipped") -> list[str]:
    """The code of ``state`` as codes a camera reads: one within :data:`BUDGET`, else a sequence."""
    return parts_of(encode(state, library, mode))


def parts_of(code: str, address: str = "") -> list[str]:
    """``code`` as codes a camera reads, each in a QR code of version 10 at most when it follows ``address``
    (a link's start, ``https://…/load?s=``): itself when it fits, else a sequence."""
    return split(code, room(address))


def room(address: str = "") -> int:
    """The most code characters that follow ``address`` in a QR code of :data:`BUDGET` characters at most."""
    return _room(address, BUDGET)


@functools.cache
def _room(address: str, budget: int) -> int:
    low, high = 0, budget
    while low < high:
        middle = (low + high + 1) // 2
        version = qr_version(address + "A" * middle)  # (qrcode 8.2 cannot make some all-zero codes)
        if version is not None and version <= 10:
            low = middle
        else:
            high = middle - 1
    return low


def version_3_payload(state: BaseState) -> tuple[bytes, list[str]]:
    """The version-3 payload of ``state`` (its fields as they travel) and its derived fields' names."""
    travels, derived = travelling(state)
    return cast(bytes, msgpack.packb(travel_fields(travels), use_bin_type=True)), derived


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
    """The version-3 payload of the table the player's box content sets up (:func:`setup_table`), empty
    without one: a version-3 code's dictionary ends with it."""
    table = setup_table(definition, library)
    return version_3_payload(table)[0] if table is not None else b""


def box_setup_fields(definition: GameDefinition[Any], library: ContentLibrary) -> list[Any] | None:
    """The packed fields of the table the player's box content sets up (:func:`setup_table`): a ``"box"``
    code walks them first."""
    table = setup_table(definition, library)
    return travel_fields(travelling(table)[0]) if table is not None else None


def box_texts(definition: GameDefinition[Any], library: ContentLibrary) -> list[str]:
    """Every text of the player's box content (names, card texts), in the library's order."""
    out: list[str] = []
    stack = [e.model_dump(mode="json", exclude=set(_ORIGIN)) for e in reversed(_entries(definition, library))]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            out.append(item)
        elif isinstance(item, dict):
            stack += reversed(list(item.values()))
        elif isinstance(item, list):
            stack += reversed(item)
    return out


def setup_table(definition: GameDefinition[Any], library: ContentLibrary) -> BaseState | None:
    """The table the player's box content sets up (most players, seed 0, default options), ``None`` without
    such content: a territory, mat, award or card a state still holds as setup left it then travels as a
    reference, and only what play changed is spelled out."""
    entries = _entries(definition, library)
    if not entries:
        return None
    key = (definition.id, str(library.shipped_dir), _entries_text(entries))
    if key not in _SETUPS:
        if len(_SETUPS) >= 8:  # a phone meets one box content at a time; tests meet many
            _SETUPS.clear()
        try:
            _SETUPS[key] = definition.new_game(
                max(definition.player_counts), 0, definition.resolve_options({}), library
            )
        except Exception:  # box content a game cannot set up yet (a board begun, not finished): no reference
            _SETUPS[key] = None
    table = _SETUPS[key]
    return table.model_copy(deep=True) if table is not None else None


_SETUPS: dict[tuple[str, str, str], BaseState | None] = {}


def _as_copied(entry: Any) -> list[Any]:
    """An entry packed without where it came from (``source``, ``player_entered``): its fields then line
    up with the state model a game copies it into (a territory, a syndicate mat, a room's face)."""
    packed = pack(entry)
    return [value for name, value in zip(type(entry).model_fields, packed, strict=False) if name not in _ORIGIN]


_ORIGIN = ("source", "player_entered")


def content_check(definition: GameDefinition[Any], library: ContentLibrary, bits: int = CONTENT_BITS) -> int:
    """Bits naming the player's box content (its entries as JSON): five in a version-3 code's first byte
    (:data:`CONTENT_BITS`), sixteen in a version-4 ``"box"`` code; a phone whose content differs says so
    before reading the state."""
    return zlib.crc32(_entries_text(_entries(definition, library)).encode()) & bits


def _entries_text(entries: list[Any]) -> str:
    return json.dumps([e.model_dump(mode="json") for e in entries], sort_keys=True)


def _salt(fingerprint: int) -> bytes:
    """What a payload's check covers besides the payload: the state layout it was packed with."""
    return fingerprint.to_bytes(2, "big")


def has_box_content(definition: GameDefinition[Any], library: ContentLibrary) -> bool:
    """Whether the player typed box content of this game (a ``"box"`` code can then be shorter)."""
    return bool(_entries(definition, library))


def _entries(definition: GameDefinition[Any], library: ContentLibrary) -> list[Any]:
    kinds = getattr(definition, "content_kinds", {})
    return [entry for kind in sorted(kinds) for entry in library.player_entries(definition.id, kind)]


def _library(library: ContentLibrary | None, mode: Mode) -> ContentLibrary:
    library = library if library is not None else ContentLibrary()
    return without_entries(library) if mode == "shipped" else library


def without_entries(library: ContentLibrary) -> ContentLibrary:
    """``library``'s shipped content alone (what every phone has)."""
    return ContentLibrary(user_dir=_NO_ENTRIES, shipped_dir=library.shipped_dir)


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
    """The state a code carries, validated; raises SnapshotError with a one-line message (:func:`read`)."""
    return read(code, expect_game, library)[0]


def read(
    code: str, expect_game: str | None = None, library: ContentLibrary | None = None
) -> tuple[BaseState, list[int]]:
    """The state a code carries, validated, and the marks of its history (none before version 4); raises
    SnapshotError with a one-line message.

    ``expect_game`` refuses a code of another game ("this code is from Infiltration");
    ``library`` is this phone's content (default: the app's), whose box content a code may refer to.
    """
    definition = game_of(code)
    if expect_game is not None and definition.id != expect_game:
        raise SnapshotError(f"this code is from {definition.title}")
    _, version, body = split_prefix(code)
    if version > VERSION:
        raise SnapshotError(NEWER, f"version {version}")
    if version == VERSION:
        return _read_v4(definition, body, library)
    reader = READERS.get(version)
    if reader is None:
        raise SnapshotError(DAMAGED, f"no reader for version {version}")
    return reader(definition, body, library), []


def _read_v4(definition: GameDefinition[Any], body: str, library: ContentLibrary | None) -> tuple[BaseState, list[int]]:
    """A version-4 code: its symbols read along today's layout, then the state, then the canonical check."""
    if not set(body) <= set(DIGITS):
        raise SnapshotError(DAMAGED, "a character outside the code's digits")
    try:
        walk = Walk(model_tables(definition.id), Reading(body, DIGITS))
        packed, mode, derived, marks = walk_code(walk, definition, library)
    except SnapshotError:
        raise
    except Exception:  # a hostile code the walk cannot read (a number where a text goes, a huge literal)
        raise SnapshotError(DAMAGED, "symbols") from None
    packed, seeded = _named_game(definition, packed, VERSION)
    state = _state(definition, packed)
    try:
        if seeded:
            state.game_id = seeded_id(state.game, state.rng.seed)
        restore(state, derived)
        again = encode(state, library, mode, marks)
    except Exception:  # a hostile state the derivation or the writer cannot read
        raise SnapshotError(DAMAGED, "derived fields") from None
    if again != f"{prefix_of(definition)}{VERSION}:{body}":  # history sent, a default repeated: not this app's code
        raise SnapshotError(DAMAGED, "not in canonical form")
    return state, marks


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
    """A version-3 or later payload with the game's name put back and a placeholder for a seeded game id."""
    if version < 3:
        return packed, False
    if not (isinstance(packed, list) and packed):
        raise SnapshotError(DAMAGED, "payload is not a list of fields")
    seeded = packed[0] is None
    return [definition.id, _SEEDED if seeded else packed[0], *packed[1:]], seeded


PAYLOADS: dict[int, Callable[[BaseState], tuple[bytes, list[str]]]] = {2: _version_2_payload, 3: version_3_payload}
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
