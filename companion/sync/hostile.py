"""Codes made to hurt a phone, for the fuzz tests and ``companion bench`` (never used by the app).

The one generator of hostile codes: a fixed-seed stream per game over the issue's categories —
random text, random base45 after the game's prefix, text mutations of real codes, byte mutations of
real payloads and real payloads with one value replaced by an out-of-range one (both sealed again
with a valid checksum: anyone can compute one), random bytes, and crafted payloads: long lists, deep
nesting, NaN and infinities, huge texts and numbers, wide maps, and bombs that inflate far past the cap.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from itertools import islice
from typing import Any

import msgpack

from ..content import ContentLibrary
from ..engine.game import GameDefinition
from . import snapshot
from .codec import ALPHABET, DIGITS, b45encode_number, seal
from .snapshot import VERSION, code_of, encode, prefix_of, travel_fields, version_3_payload
from .train import playout_states
from .travel import DERIVED

REPRODUCER = "SYN1:9DFF KD9HGTJ:6R-U1.3NN*I7*4U0JW5T-7T**4VN1OLSOE0MI81GGGD2DN4HJ24A2%YN6X9Q.2PDQK36G4KR/4000YBCYH4"
"""Issue #26's reproducer: a version-1 Syndicate code for 1 player that the Load screen offered."""

OUT_OF_RANGE: tuple[Any, ...] = (-1_000_000, -1, 0, 1, 2, 7, 99, 10_000, 2**31, "", "nowhere", None, True, [], [7] * 50)
"""The values put in place of one real value (counts, indexes, names and lists a game never holds)."""


def nested(depth: int) -> list[Any]:
    value: list[Any] = []
    for _ in range(depth):
        value = [value]
    return value


def crafted(fields: list[Any], rnd: random.Random) -> bytes:
    """A payload of a state's packed ``fields`` with one field replaced by something made to hurt."""
    real = list(fields)
    kind = rnd.choice(["long", "deep", "nan", "text", "number", "bomb", "map"])
    real[rnd.randrange(len(real))] = {
        "long": list(range(rnd.choice([201, 5_000, 100_000]))),
        "deep": nested(rnd.choice([13, 100, 500])),
        "nan": [float(rnd.choice(["nan", "inf", "-inf"]))],
        "text": "x" * rnd.choice([601, 10_000]),
        "number": rnd.choice([2**64 - 1, -(2**63), 10**18]),
        "bomb": ["A" * 500] * 200,
        "map": {str(i): i for i in range(300)},
    }[kind]
    return bytes(msgpack.packb(real))


def mutated(code: str, rnd: random.Random) -> str:
    """A real code with a few characters replaced, inserted or removed."""
    chars = list(code)
    for _ in range(rnd.randint(1, 4)):
        at = rnd.randrange(5, len(chars))
        action = rnd.choice(["replace", "insert", "delete"])
        if action == "replace":
            chars[at] = rnd.choice(ALPHABET)
        elif action == "insert":
            chars.insert(at, rnd.choice(ALPHABET))
        elif len(chars) > 6:
            del chars[at]
    return "".join(chars)


def flipped(data: bytes, rnd: random.Random) -> bytes:
    """A real payload with a few bytes replaced, inserted or removed."""
    out = bytearray(data)
    for _ in range(rnd.randint(1, 4)):
        at = rnd.randrange(len(out) + 1)
        action = rnd.choice(["replace", "insert", "delete"])
        if action == "insert" or not out:
            out.insert(at, rnd.randrange(256))
        elif action == "replace":
            out[min(at, len(out) - 1)] = rnd.randrange(256)
        else:
            del out[min(at, len(out) - 1)]
    return bytes(out)


def replaced(data: bytes, rnd: random.Random) -> bytes:
    """A real payload with one packed value, at any depth, out of range."""
    packed = msgpack.unpackb(data)
    spots: list[tuple[list[Any], int]] = []
    stack: list[list[Any]] = [packed]
    while stack:
        node = stack.pop()
        for index, value in enumerate(node):
            spots.append((node, index))
            if isinstance(value, list):
                stack.append(value)
    node, index = rnd.choice(spots)
    node[index] = rnd.choice(OUT_OF_RANGE)
    return bytes(msgpack.packb(packed, use_bin_type=True))


CATEGORIES = (
    "random text",
    "random base45",
    "text mutation",
    "byte mutation",
    "value out of range",
    "crafted",
    "random bytes",
    "bomb",
)


def hostile_stream(definition: GameDefinition[Any], library: ContentLibrary, seed: int) -> Iterator[tuple[str, str]]:
    """Endless ``(category, code)`` pairs for ``definition`` from ``seed`` (the issue's reproducer first)."""
    rnd = random.Random(seed)
    states = list(playout_states(definition, max(definition.player_counts), seed, 60, library))[::6]
    real = [encode(s, library) for s in states]
    payloads = [version_3_payload(s) for s in states]
    start = travel_fields(states[0])

    def sealed(data: bytes, derived: list[str] | None = None) -> str:
        return sealed_code(definition, data, library, derived)

    def remade(change: Callable[[bytes, random.Random], bytes]) -> str:
        data, derived = rnd.choice(payloads)
        return sealed(change(data, rnd), derived)

    head = f"{prefix_of(definition)}{VERSION}:"
    makers: dict[str, Callable[[], str]] = {
        "random text": lambda: "".join(rnd.choices(ALPHABET, k=rnd.randint(0, 400))),
        "random base45": lambda: head + "".join(rnd.choices(DIGITS, k=rnd.randint(0, 400))),
        "text mutation": lambda: mutated(rnd.choice(real), rnd),
        "byte mutation": lambda: remade(flipped),
        "value out of range": lambda: remade(replaced),
        "crafted": lambda: sealed(crafted(start, rnd)),
        "random bytes": lambda: sealed(rnd.randbytes(rnd.randint(0, 300))),
        "bomb": lambda: sealed(rnd.choice([b"\x92" + b"\xdc\xff\xff" * 1000, b"\x00" * rnd.choice([10**4, 10**6])])),
    }
    yield "crafted", REPRODUCER
    while True:
        category = rnd.choice(CATEGORIES)
        yield category, makers[category]()


def sealed_code(
    definition: GameDefinition[Any],
    data: bytes,
    library: ContentLibrary | None = None,
    derived: list[str] | None = None,
) -> str:
    """A code around any payload bytes with a valid check (anyone can make one): of today's version when its
    values fit a state's layout, else of version 3 (whose reader then meets them)."""
    try:
        return code_of(definition, msgpack.unpackb(data, strict_map_key=False), library, derived=derived)
    except Exception:  # values today's codes cannot even write
        return version_3_code(definition, data, library or ContentLibrary(), derived)


def version_3_code(
    definition: GameDefinition[Any], data: bytes, library: ContentLibrary, derived: list[str] | None = None
) -> str:
    """The version-3 code of a payload (version 3's flags byte, then its sealed deflate), as a sender of
    that version could make it."""
    names = list(DERIVED.get(definition.id, {}))
    flags = snapshot.MODES.index("box") | sum(2 << names.index(name) for name in derived or [])
    body = bytes([flags | snapshot.content_check(definition, library)]) + seal(
        data, snapshot.content_dictionary(definition, library, 3), snapshot.layout(definition).to_bytes(2, "big")
    )
    return f"{prefix_of(definition)}3:{b45encode_number(body)}"


def hostile_codes(definition: GameDefinition[Any], library: ContentLibrary, count: int, seed: int) -> list[str]:
    """The first ``count`` codes of :func:`hostile_stream`."""
    return [code for _, code in islice(hostile_stream(definition, library, seed), count)]
