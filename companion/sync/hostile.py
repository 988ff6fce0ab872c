"""Codes made to hurt a phone, for the fuzz tests and ``companion bench`` (never used by the app).

A fixed-seed set per game: random text, random base45 after the game's prefix, text mutations of
real codes, and codes of the version being written with a valid reference and checksum (anyone can make one) around
random bytes or crafted payloads: long lists, deep nesting, NaN and infinities, huge texts and
numbers, wide maps, and bombs that inflate far past the cap.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import msgpack

from ..content import ContentLibrary
from ..engine.codec import ALPHABET
from ..engine.game import GameDefinition
from .snapshot import VERSION, code_of, encode, prefix_of, travel_fields
from .train import playout_states

REPRODUCER = "SYN1:9DFF KD9HGTJ:6R-U1.3NN*I7*4U0JW5T-7T**4VN1OLSOE0MI81GGGD2DN4HJ24A2%YN6X9Q.2PDQK36G4KR/4000YBCYH4"
"""Issue #26's reproducer: a version-1 Syndicate code for 1 player that the Load screen offered."""


def nested(depth: int) -> list[Any]:
    value: list[Any] = []
    for _ in range(depth):
        value = [value]
    return value


def crafted(definition: GameDefinition[Any], rnd: random.Random, library: ContentLibrary) -> bytes:
    """A payload whose state has one field replaced by something made to hurt."""
    options = definition.resolve_options({})
    real = travel_fields(definition.new_game(max(definition.player_counts), 1, options, library))
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


def hostile_codes(definition: GameDefinition[Any], library: ContentLibrary, count: int, seed: int) -> list[str]:
    """``count`` hostile inputs for ``definition`` (the issue's reproducer first), from ``seed``."""
    rnd = random.Random(seed)
    real = [encode(s, library) for s in list(playout_states(definition, 4, seed, 60, library))[::10]]

    def sealed(data: bytes) -> str:
        return code_of(definition, data, library)

    makers: list[Callable[[], str]] = [
        lambda: "".join(rnd.choices(ALPHABET, k=rnd.randint(0, 400))),
        lambda: f"{prefix_of(definition)}{VERSION}:" + "".join(rnd.choices(ALPHABET, k=rnd.randint(0, 400))),
        lambda: mutated(rnd.choice(real), rnd),
        lambda: sealed(crafted(definition, rnd, library)),
        lambda: sealed(rnd.randbytes(rnd.randint(0, 300))),
        lambda: sealed(b"\x92" + b"\xdc\xff\xff" * 1000),
        lambda: sealed(b"\x00" * rnd.choice([10**4, 10**6])),
    ]
    return [REPRODUCER] + [rnd.choice(makers)() for _ in range(count - 1)]
