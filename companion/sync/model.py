"""The trained model behind share codes of format version 4: what each value of a state is likely to be.

A state travels as its packed fields (:func:`companion.sync.snapshot.travel_fields`), walked along the
game's state layout (:func:`companion.sync.packing.describe`): every node of the walk is one symbol
(a value, a list's length, a model's number of fields, a union's member), coded by
:mod:`companion.engine.arith` with the probability the model gives it in its **context**: the field it
fills with the positions of the lists around it (``Location.name#4``: the fifth location's name is
nearly always the same), else the field alone (``Location.name``). The probabilities are counts met
along seeded playouts of every player count (:func:`tables_from`), frozen with the format version
(``dictionaries/<game>-v4.model.json``), and adapted to the code as it is written or read: a value met
once is cheap the next time, and a context where new values keep coming expects more of them.

A value no context knows (a name typed at the table) escapes to its literal: its kind, then a number in
bits, or a text: one the playouts or this code met anywhere, else how much it shares with the last
text of its field and then its other letters, each predicted by the two before it; at the start of each
word, the whole word when the game's texts or this code's met it (a sentence typed from a card is mostly
the game's own words).

One walk writes, reads and counts (:class:`Walk` over a :class:`Channel`), so the three cannot
disagree; reading a hostile code stops at the payload bounds of :mod:`companion.sync.codec` and at
:data:`MAX_SYMBOLS`.
"""

from __future__ import annotations

import json
import math
import re
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine.arith import Decoder, Encoder
from .codec import DAMAGED, MAX_DEPTH, MAX_LIST, MAX_TEXT, MAX_VALUES, SnapshotError

PHRASES = "phrases"
"""The context of every text the playouts met (a text new to its field may still be a known one)."""
END = ""
"""The letter that ends a text."""
WORDS = "words"
"""The context of the words of the game's texts (a word's letters and digits, :data:`WORD`)."""
WORD = re.compile(r"[^\W_]+")
SCALE = 4096
"""A trained context's counts are scaled to sum to at most this."""
SEEN = 24
"""What one occurrence in the code being written or read adds to a value's count."""
KEEP = 2
"""A trained value is kept when the playouts met it at least this often in its context (texts: once)."""
MOST = 2048
"""The most values a context keeps (the most frequent)."""
MAX_BITS = 72
"""The most bits of a literal number."""
MAX_SYMBOLS = 40_000
"""The most symbols one code may hold (the richest state of the playouts, a whole typed box: about 4,000)."""
PRIMED = 40
"""What a value of the table a ``"box"`` code is primed with adds to its count, in steps of :data:`SEEN`: a
state mostly holds its box content as set up."""
INDEXED = 2
"""How many enclosing list positions a specific context names (the innermost ones)."""
LITERALS: dict[str, dict[str, int]] = {
    "model": {"N": 1, "n": 8},
    "list": {"N": 1, "l": 8},
    "tuple": {"N": 1, "t": 8},
    "union": {"N": 1, "u": 8},
    "choice": {"N": 1, "c": 8},
    "plain": {"N": 2, "T": 2, "F": 2, "i": 8, "s": 8, "f": 1, "l": 3, "d": 1},
}
"""The literal kinds a node of each kind can hold, and how likely each is when a value escapes."""
BITS = [4, 12, 12, 12, 10, 8, 6, 5, 4, 3, 3, 2, 2, 2, 2, 2, *[1] * (MAX_BITS + 1 - 16)]
"""How likely a literal number is to need each count of bits (small numbers are the usual)."""
NODES = {"model": "model", "dict": "list", "list": "list", "tuple": "tuple", "union": "union", "choice": "choice"}


@dataclass
class Table:
    """A context's trained values with their counts, and the count of an escape to a new value."""

    values: list[str]
    counts: list[int]
    escape: int


@dataclass
class Tables:
    """A game's trained model: value tables by context (and the words of its texts, :data:`WORDS`), letter
    tables by the letters before."""

    contexts: dict[str, Table] = field(default_factory=dict)
    letters: dict[str, Table] = field(default_factory=dict)

    @classmethod
    def load(cls, path: Path) -> Tables:
        """The tables kept in ``path`` (none: every value is a literal)."""
        if not path.is_file():
            return cls()
        data = json.loads(path.read_text(encoding="utf-8"))
        return cls(
            {k: Table(*v) for k, v in data["contexts"].items()}, {k: Table(*v) for k, v in data["letters"].items()}
        )

    def dump(self) -> str:
        def rows(tables: dict[str, Table]) -> dict[str, list[Any]]:
            return {k: [t.values, t.counts, t.escape] for k, t in sorted(tables.items())}

        return json.dumps({"contexts": rows(self.contexts), "letters": rows(self.letters)}, separators=(",", ":"))


@dataclass(frozen=True)
class Layout:
    """A state layout as the walk reads it: the models (:func:`~companion.sync.packing.describe`), the
    root model, the root's fields a code carries, and those walked without their type (a compact form)."""

    models: dict[str, Any]
    root: str
    names: tuple[str, ...]
    plain: frozenset[str]


class Channel:
    """Where symbols go (writing) or come from (reading, counting): one choice at a time."""

    reading = False

    def pick(self, weights: list[int], index: int | None) -> int:
        """Option ``index`` among options of ``weights`` (reading: the option the code holds)."""
        raise NotImplementedError

    def flat(self, size: int, value: int | None) -> int:
        """One of ``size`` equally likely values (``size`` may be large: the coder is exact)."""
        raise NotImplementedError


class Writing(Channel):
    def __init__(self) -> None:
        self.coder = Encoder()

    def pick(self, weights: list[int], index: int | None) -> int:
        assert index is not None
        self.coder.code(sum(weights[:index]), weights[index], sum(weights))
        return index

    def flat(self, size: int, value: int | None) -> int:
        assert value is not None
        self.coder.code(value, 1, size)
        return value


class Reading(Channel):
    reading = True

    def __init__(self, text: str, alphabet: str) -> None:
        self.coder = Decoder(text, alphabet)
        self.symbols = 0

    def _count(self) -> None:
        self.symbols += 1
        if self.symbols > MAX_SYMBOLS:
            raise SnapshotError(DAMAGED, "too many symbols")

    def pick(self, weights: list[int], index: int | None) -> int:
        self._count()
        total = sum(weights)
        target, cum = self.coder.target(total), 0
        for found, weight in enumerate(weights):
            if target < cum + weight:
                self.coder.take(cum, weight, total)
                return found
            cum += weight
        raise SnapshotError(DAMAGED, "symbol out of range")  # never: the target lies below the total

    def flat(self, size: int, value: int | None) -> int:
        self._count()
        found = self.coder.target(size)
        self.coder.take(found, 1, size)
        return found


class Counting(Channel):
    """Training and priming: the walk goes through the values given, nothing is coded."""

    def pick(self, weights: list[int], index: int | None) -> int:
        assert index is not None
        return index

    def flat(self, size: int, value: int | None) -> int:
        assert value is not None
        return value


class Walk:
    """One code written or read: its symbols, the state's packed fields walked along the layout.

    ``counts`` (training) records every symbol in its contexts and every text.
    """

    def __init__(self, tables: Tables, channel: Channel, counts: defaultdict[str, Counter[str]] | None = None):
        self.tables, self.channel, self.counts = tables, channel, counts
        self.local: defaultdict[str, Counter[str]] = defaultdict(Counter)
        self.escaped: Counter[str] = Counter()
        self.last_text: dict[str, str] = {}
        self.values = 0
        self.step = 1
        """What each value met adds to its count (more while priming)."""
        self.costs: dict[str, int] = {}
        """Writing: the bits each root field took."""

    def prime(self, layout: Layout, packed: list[Any] | None, texts: Iterable[str] = ()) -> None:
        """Walk ``packed`` without coding it, and take ``texts``: they become this code's likely values (a
        table set up from box content both phones have and that content's texts: what a state still holds
        as set up then costs little)."""
        for text in texts:
            self.local[PHRASES][text] += PRIMED
        if packed is None:
            return
        channel, self.channel, self.step = self.channel, Counting(), PRIMED
        try:
            self.fields(layout, packed)
        finally:
            self.channel, self.values, self.step = channel, 0, 1

    # -- the layout --------------------------------------------------------------------------------
    def fields(self, layout: Layout, packed: list[Any] | None) -> list[Any]:
        """The root model's fields (``packed`` when writing, ``None`` when reading): how many, then each."""
        reading = self.channel.reading
        schema = dict(layout.models[layout.root])
        count = self.symbol(["root"], "model", None if reading or packed is None else f"n{len(packed)}")
        out = []
        for position, name in enumerate(layout.names[: _number(count, len(layout.names))]):
            sub = "plain" if name in layout.plain else schema[name]
            raw = None if reading or packed is None else packed[position]
            before = self.channel.coder.bits() if isinstance(self.channel, Writing) else 0
            out.append(self.node(layout.models, sub, raw, f"{layout.root}.{name}", (), 1))
            if isinstance(self.channel, Writing):
                self.costs[name] = self.channel.coder.bits() - before
        return out

    def node(self, models: dict[str, Any], schema: Any, raw: Any, path: str, at: tuple[int, ...], depth: int) -> Any:
        """One node of the layout and everything below it."""
        self.values += 1
        if self.values > MAX_VALUES or depth > MAX_DEPTH:
            raise SnapshotError(DAMAGED, "payload too large or too deep")
        reading = self.channel.reading
        if schema == "plain":
            return self.plain(_keys(path, at), raw, path, at, depth)
        kind, spec = next(iter(schema.items()))
        keys = _keys(path, at)
        symbol = self.symbol(keys, NODES[kind], None if reading else _shape(NODES[kind], raw, kind == "dict"))
        if symbol == "N":
            return None

        def below(sub: Any, position: int, where: str, here: tuple[int, ...]) -> Any:
            return self.node(models, sub, None if reading else raw[position], where, here, depth + 1)

        if kind == "model":
            fields = models[spec]
            size = _number(symbol, len(fields))
            return [below(sub, i, f"{spec}.{name}", at) for i, (name, sub) in enumerate(fields[:size])]
        if kind == "union":
            member = _number(symbol, len(spec) - 1)
            return [member, below(spec[member], 1, f"{path}/u{member}", at)]
        if kind == "choice":
            return _number(symbol, len(spec) - 1)
        if kind == "tuple":
            return [below(sub, i, f"{path}/{i}", at) for i, sub in enumerate(spec)]
        size = _number(symbol, MAX_LIST)
        if kind == "dict":
            pairs = [(2 * i + j, (*at, i)) for i in range(size) for j in (0, 1)]
            return [below(spec[n % 2], n, f"{path}/{'kv'[n % 2]}", here) for n, here in pairs]
        return [below(spec, i, f"{path}/*", (*at, i)) for i in range(size)]

    def plain(self, keys: list[str], raw: Any, path: str, at: tuple[int, ...], depth: int) -> Any:
        """A value whose type the layout leaves open (numbers, texts, lists and maps of them)."""
        reading = self.channel.reading
        symbol = self.symbol(keys, "plain", None if reading else _shape("plain", raw))
        kind, rest = symbol[:1], symbol[1:]
        if kind in "NTF":
            return {"N": None, "T": True, "F": False}[kind]
        if kind == "i":
            return int(rest)
        if kind == "s":
            return rest
        if kind == "f":
            try:
                number = float(rest)
            except ValueError:
                raise SnapshotError(DAMAGED, "not a number") from None
            if not math.isfinite(number):  # refused, never turned into null
                raise SnapshotError(DAMAGED, "NaN or infinity")
            return number
        size = _number(symbol, MAX_LIST)

        def below(value: Any, where: str, here: tuple[int, ...]) -> Any:
            return self.node({}, "plain", value, where, here, depth + 1)

        if kind == "l":
            return [below(None if reading else raw[i], f"{path}/*", (*at, i)) for i in range(size)]
        out = {}
        items = [] if reading else list(raw.items())
        for i in range(size):
            key = below(None if reading else items[i][0], f"{path}/k", (*at, i))
            if isinstance(key, (list, dict)):
                raise SnapshotError(DAMAGED, "a mapping key must be a plain value")
            out[key] = below(None if reading else items[i][1], f"{path}/v", (*at, i))
        return out

    # -- symbols -----------------------------------------------------------------------------------
    def symbol(self, keys: list[str], kind: str, symbol: str | None) -> str:
        """``symbol`` (writing) or the symbol read: in the first of ``keys`` that knows it, else as a literal."""
        if self.counts is not None and symbol is not None:
            for key in keys:
                self.counts[key][symbol] += 1
        for key in keys:
            values, weights = self._options(key)
            index = None if self.channel.reading else (values.index(symbol) if symbol in values else len(values))
            found = self.channel.pick([*weights, self._escape(key)], index)
            if found < len(values):
                symbol = values[found]
                break
            self.escaped[key] += 1
        else:
            symbol = self.literal(kind, symbol, keys[-1])
        for key in keys:
            self.local[key][symbol] += self.step
        if symbol[:1] == "s":  # a text met once is likely elsewhere in this code (a beam names a territory)
            self.local[PHRASES][symbol[1:]] += self.step
        return symbol

    def _options(self, key: str) -> tuple[list[str], list[int]]:
        return _adapted(self.tables.contexts.get(key), self.local[key])

    def _escape(self, key: str) -> int:
        """An escape's count: trained, raised by each new value this code met in the context (a box whose
        names are all typed escapes often)."""
        table = self.tables.contexts.get(key)
        return (table.escape if table else 1) + SEEN * self.escaped[key]

    def literal(self, kind: str, symbol: str | None, key: str) -> str:
        """A value no context knows: its kind, then its number or text."""
        kinds = LITERALS[kind]
        letters = list(kinds)
        if symbol is not None and symbol[0] not in kinds:
            raise ValueError(f"{symbol[:20]!r} cannot be a {kind} value")
        letter = letters[self.channel.pick(list(kinds.values()), None if symbol is None else letters.index(symbol[0]))]
        rest = None if symbol is None else symbol[1:]
        if letter in "NTFt":
            return letter
        if letter in "nlucd":
            return letter + str(self.number(None if rest is None else int(rest)))
        if letter == "i":
            value = None if rest is None else int(rest)
            zigzag = self.number(None if value is None else (2 * value if value >= 0 else -2 * value - 1))
            return "i" + str(zigzag // 2 if zigzag % 2 == 0 else -(zigzag + 1) // 2)
        return letter + self.text(rest, key)

    def number(self, value: int | None) -> int:
        """A whole number of at most :data:`MAX_BITS` bits: its count of bits, then the bits below the top one."""
        if value is not None and not 0 <= value < 1 << MAX_BITS:
            raise ValueError("a number too large for a code")
        bits = self.channel.pick(BITS, None if value is None else value.bit_length())
        if bits <= 1:
            return bits
        top = 1 << (bits - 1)
        return top + self.channel.flat(top, None if value is None else value - top)

    def lineage(self, marks: list[int] | None, most: int, bits: int) -> list[int]:
        """At most ``most`` numbers of ``bits`` bits each (the marks of a game's history)."""
        count = self.channel.pick([1] * (most + 1), None if marks is None else len(marks))
        return [self.channel.flat(1 << bits, None if marks is None else marks[i]) for i in range(count)]

    def text(self, value: str | None, key: str) -> str:
        """A text: one met before (in the playouts or this code), else what it shares with the last text of its
        field, then its other letters and its end."""
        if self.counts is not None and value is not None:
            self.counts[PHRASES][value] += 1
        values, weights = self._options(PHRASES)
        if values:
            index = None if value is None else (values.index(value) if value in values else len(values))
            found = self.channel.pick([*weights, self._escape(PHRASES)], index)
            if found < len(values):
                self.last_text[key] = values[found]
                return values[found]
            self.escaped[PHRASES] += 1
        out = self._spelled(value, key)
        for word in WORD.findall(out):  # known to both sides once the text is whole
            self.local[WORDS][word] += 1
        self.last_text[key] = out
        return out

    def _spelled(self, value: str | None, key: str) -> str:
        """A text no table knows: what it shares with the last text of its field, then its words and letters."""
        last = self.last_text.get(key, "")
        shared = 0
        if last:
            if value is not None:
                while shared < min(len(last), len(value)) and last[shared] == value[shared]:
                    shared += 1
            shared = self.number(None if value is None else shared)
            if shared > len(last):
                raise SnapshotError(DAMAGED, "text start")
        out = last[:shared]
        rest = None if value is None else value + END
        while True:
            if len(out) > MAX_TEXT:
                raise SnapshotError(DAMAGED, "text too long")
            if not out or out[-1] == " ":
                word = self.word(None if rest is None else rest[len(out) :])
                if word:
                    out += word
                    continue
            letter = self.letter(("^" + out)[-2:], None if rest is None else rest[len(out) : len(out) + 1])
            if letter == END:
                break
            out += letter
        return out

    def word(self, rest: str | None) -> str:
        """The word a text goes on with when the game's texts or this code's met it, else ``""`` (spelled)."""
        match = None if rest is None else WORD.match(rest)
        symbol = None if rest is None else match.group(0) if match else ""
        values, weights = self._options(WORDS)
        index = None if symbol is None else (values.index(symbol) if symbol in values else len(values))
        table = self.tables.contexts.get(WORDS)
        found = self.channel.pick([*weights, table.escape if table else 1], index)
        return values[found] if found < len(values) else ""

    def letter(self, before: str, letter: str | None) -> str:
        """A letter (or the end of a text): predicted by the two letters before, else the one before, else by
        all letters, else any ASCII letter, else any of Unicode's."""
        keys = _letter_keys(before)
        for key in keys:
            table = self.tables.letters.get(key)
            values, weights = _adapted(table, self.local["letter:" + key])
            index = None if letter is None else (values.index(letter) if letter in values else len(values))
            found = self.channel.pick([*weights, table.escape if table else 1], index)
            if found < len(values):
                letter = values[found]
                break
        else:  # a letter no table knows: most likely ASCII, else any of Unicode's
            point = None if letter is None else ord(letter) if letter else 0
            wide = self.channel.pick([8, 1], None if point is None else int(point >= 128))
            point = self.channel.flat(0x110000 if wide else 128, point)
            letter = chr(point) if point else END
        for key in keys:
            self.local["letter:" + key][letter] += 1
        return letter


def _adapted(table: Table | None, local: Counter[str]) -> tuple[list[str], list[int]]:
    """A trained table's values and counts with what this code has met so far added."""
    values = list(table.values) if table else []
    weights = list(table.counts) if table else []
    if local:
        known = {v: i for i, v in enumerate(values)}
        for value, count in local.items():
            if value in known:
                weights[known[value]] += SEEN * count
            else:
                values.append(value)
                weights.append(SEEN * count)
    return values, weights


def _keys(path: str, at: tuple[int, ...]) -> list[str]:
    """A node's contexts: with the positions of the innermost lists around it, then without."""
    if not at:
        return [path]
    return [f"{path}#{','.join(str(i) for i in at[-INDEXED:])}", path]


def _letter_keys(before: str) -> list[str]:
    return [before[-2:], before[-1:], ""] if len(before) > 1 else [before, ""]


def _shape(kind: str, raw: Any, flat_pairs: bool = False) -> str:
    """The symbol of a packed value at a node of ``kind`` (``flat_pairs``: a map packed key, value, key…)."""
    if raw is None:
        return "N"
    if kind == "model":
        return f"n{len(raw)}"
    if kind == "list":
        return f"l{len(raw) // 2 if flat_pairs else len(raw)}"
    if kind == "tuple":
        return "t"
    if kind == "union":
        return f"u{raw[0]}"
    if kind == "choice":
        return f"c{raw}"
    if raw is True or raw is False:
        return "T" if raw else "F"
    if isinstance(raw, int):
        return f"i{raw}"
    if isinstance(raw, str):
        return "s" + raw
    if isinstance(raw, float):
        return "f" + repr(raw)
    if isinstance(raw, list):
        return f"l{len(raw)}"
    if isinstance(raw, dict):
        return f"d{len(raw)}"
    raise ValueError(f"{type(raw).__name__} cannot travel in a code")


def _number(symbol: str, most: int) -> int:
    """The number a structural symbol carries (``n3``, ``l12``, ``u1``), at most ``most``."""
    try:
        value = int(symbol[1:])
    except ValueError:
        raise SnapshotError(DAMAGED, "structure") from None
    if not 0 <= value <= most:
        raise SnapshotError(DAMAGED, "structure out of range")
    return value


def tables_from(counts: dict[str, Counter[str]], texts: Iterable[str] = ()) -> Tables:
    """The frozen tables of the counts met in training: each context's values met :data:`KEEP` times or
    more (every text once), scaled, with an escape as likely as the share of distinct values (PPM's method
    C). The letter and word tables count each distinct text once (a name met in every state would otherwise
    stand for all texts): the texts of the codes and ``texts`` (the game's sentences and shipped content)."""
    out = Tables()
    letters: defaultdict[str, Counter[str]] = defaultdict(Counter)
    words: Counter[str] = Counter()
    for text in sorted({*counts.get(PHRASES, Counter()), *texts}):
        words.update(WORD.findall(text))
        before = "^"
        for letter in [*text, END]:
            for key in _letter_keys(before[-2:]):
                letters[key][letter] += 1
            before += letter
    for key, counter in counts.items():
        table = _table(counter, 1 if key == PHRASES else KEEP)
        if table is not None:
            out.contexts[key] = table
    for key, counter in letters.items():
        table = _table(counter, KEEP)
        if table is not None:
            out.letters[key] = table
    table = _table(words, KEEP)
    if table is not None:
        out.contexts[WORDS] = table
    return out


def _table(counter: Counter[str], least: int) -> Table | None:
    total, distinct = sum(counter.values()), len(counter)
    kept = sorted(((v, c) for v, c in counter.items() if c >= least), key=lambda vc: (-vc[1], vc[0]))[:MOST]
    if not kept:
        return None
    scale = min(1.0, SCALE / total)
    return Table([v for v, _ in kept], [max(1, round(c * scale)) for _, c in kept], max(1, round(distinct * scale)))
