"""Text framing for snapshots: ``PREFIX VERSION ":" base45(zlib(payload))`` (the EU DCC pattern).

Base45 (RFC 9285) uses exactly the QR alphanumeric character set, so a code fills a QR in
alphanumeric mode. A checksum (zlib's Adler-32, or the CRC of :func:`seal`) catches a changed
character. A code is untrusted: its length is capped before anything is decoded, decompression
stops at a hard limit (a zip bomb is refused, never inflated), and :func:`unpack_bounded` bounds
every list, map, text, number and the nesting before any model is built. Every failure is a
:class:`SnapshotError` whose message is one line a player understands. A code too long for one QR
travels as a sequence of part codes (:func:`split`, :class:`Sequence`).

>>> code = frame("TOY", 1, b"hello")
>>> code[:5], unframe(code)
('TOY1:', ('TOY', 1, b'hello'))
"""

from __future__ import annotations

import math
import re
import zlib
from typing import Any

import msgpack

ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:"
DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ$*+-./:"
"""The digits of a version-4 code: QR alphanumeric characters without the space and ``%``, so a code
travels in a link's query as it is (no ``%20``), and a pasted code never loses a blank at its end."""
_INDEX = {c: i for i, c in enumerate(ALPHABET)}

MAX_CODE_CHARS = 4296
"""The most characters any QR code holds (version 40, ECC L, alphanumeric)."""
MAX_PAYLOAD_BYTES = 16 * 1024
"""The most bytes a snapshot may inflate to (the largest state of the seeded playouts packs to 2.3 KB)."""
MAX_LIST = 200
"""The most items in any list or map of a payload (the games' longest: 38 in Columbia's playouts)."""
MAX_TEXT = 600
"""The most characters in any text of a payload (a room's notes hold at most 500)."""
MAX_DEPTH = 12
"""The deepest nesting of lists and maps in a payload (the games' deepest: 7)."""
MAX_VALUES = 8000
"""The most values (lists, maps, texts, numbers) in a whole payload."""

_FRAME = re.compile(r"^([A-Z]{2,8})(\d{1,4}):(.*)$", re.DOTALL)
_PART = re.compile(r"^([A-Z]{2,8}\d{1,4})\*(\d{1,2})/(\d{1,2})(?:-([0-9A-Z]{2}))?:(.*)$", re.DOTALL)

NOT_A_CODE = "this is not a Table Companion code"
DAMAGED = "this code is damaged: scan it again"
NEWER = "this code comes from a newer version of the app"
TOO_LARGE = "this code is too large to be a game snapshot"
OTHER_VERSION = "this code comes from a different version of the app: update both phones"
EARLIER = (
    "this code comes from an earlier version of the app that this one cannot read: "
    "update the other phone and share again"
)
UNKNOWN_CONTENT = (
    "this code was made for a phone with the other phone's box content, which this phone does not have: on "
    "the other phone, show the code for any phone, or Export my content and import that file here"
)


class SnapshotError(ValueError):
    """A code that cannot be loaded; ``str(error)`` is one line meant for the player."""

    def __init__(self, message: str, detail: str = ""):
        super().__init__(message)
        self.message = message
        self.detail = detail


def b45encode(data: bytes) -> str:
    """Base45 (RFC 9285).

    >>> b45encode(b"AB")
    'BB8'
    """
    out = []
    for i in range(0, len(data) - 1, 2):
        n = data[i] * 256 + data[i + 1]
        n, c = divmod(n, 45)
        e, d = divmod(n, 45)
        out += [ALPHABET[c], ALPHABET[d], ALPHABET[e]]
    if len(data) % 2:
        d, c = divmod(data[-1], 45)
        out += [ALPHABET[c], ALPHABET[d]]
    return "".join(out)


def b45decode(text: str) -> bytes:
    """Inverse of :func:`b45encode`; raises SnapshotError (damaged) on any invalid input."""
    try:
        values = [_INDEX[c] for c in text]
    except KeyError:
        raise SnapshotError(DAMAGED, "a character outside base45") from None
    if len(values) % 3 == 1:
        raise SnapshotError(DAMAGED, "base45 length")
    out = bytearray()
    for i in range(0, len(values), 3):
        chunk = values[i : i + 3]
        n = sum(v * 45**k for k, v in enumerate(chunk))
        if len(chunk) == 3:
            if n > 0xFFFF:
                raise SnapshotError(DAMAGED, "base45 triple out of range")
            out += n.to_bytes(2, "big")
        else:
            if n > 0xFF:
                raise SnapshotError(DAMAGED, "base45 pair out of range")
            out.append(n)
    return bytes(out)


def b45encode_number(data: bytes) -> str:
    """``data`` written in base 45 as whole numbers of up to :data:`BLOCK` bytes, least significant digit
    first (format version 3): a code within the budget is one number.

    About 1.457 characters a byte instead of RFC 9285's 1.5: 9 characters fewer on a 300-character
    code. The length of a block follows from its number of characters (:func:`_digits`); a block's last
    digit is always below 36 (a digit or a letter), so a code never ends in a blank a reader strips.

    >>> b45decode_number(b45encode_number(b"ietf!"))
    b'ietf!'
    """
    out = []
    for start in range(0, len(data), BLOCK):
        block = data[start : start + BLOCK]
        number = int.from_bytes(block, "big")
        for _ in range(_digits(len(block))):
            number, digit = divmod(number, 45)
            out.append(ALPHABET[digit])
    return "".join(out)


def b45decode_number(text: str) -> bytes:
    """Inverse of :func:`b45encode_number`; raises SnapshotError (damaged) on any invalid input."""
    try:
        values = [_INDEX[c] for c in text]
    except KeyError:
        raise SnapshotError(DAMAGED, "a character outside base45") from None
    step, out = _digits(BLOCK), bytearray()
    for start in range(0, len(values), step):
        digits = values[start : start + step]
        size = _bytes_of(len(digits))
        if size is None or digits[-1] >= _TOP:
            raise SnapshotError(DAMAGED, "base45 number length")
        number = 0
        for value in reversed(digits):
            number = number * 45 + value
        if number >> (8 * size):
            raise SnapshotError(DAMAGED, "base45 number out of range")
        out += number.to_bytes(size, "big")
    return bytes(out)


BLOCK = 256
"""The most bytes written as one number (longer data in blocks: the time to write it stays linear)."""
_TOP = 36
"""The last (most significant) digit of a base-45 number is below this: a digit or a letter."""


def _digits(size: int) -> int:
    """Characters of a ``size``-byte number: the fewest whose top digit stays below :data:`_TOP`."""
    if not size:
        return 0
    limit, reach, count = 256**size, _TOP, 1
    while reach < limit:
        reach, count = reach * 45, count + 1
    return count


def _bytes_of(count: int) -> int | None:
    """The byte length :func:`b45encode_number` writes with ``count`` characters, or ``None``."""
    estimate = int(((count - 1) * math.log(45) + math.log(_TOP)) / math.log(256)) if count else 0
    return next((size for size in range(max(0, estimate - 2), estimate + 3) if _digits(size) == count), None)


def compress(payload: bytes, zdict: bytes = b"") -> bytes:
    """zlib at level 9, primed with the preset dictionary ``zdict`` when one is given."""
    deflater = zlib.compressobj(9, zdict=zdict) if zdict else zlib.compressobj(9)
    return deflater.compress(payload) + deflater.flush()


def inflate(data: bytes, limit: int = MAX_PAYLOAD_BYTES, zdict: bytes = b"") -> bytes:
    """Decompress a complete zlib stream, refusing to produce more than ``limit`` bytes.

    A stream made with a preset dictionary names it (its Adler-32) in the zlib header, so a
    stream and a dictionary that do not belong together fail as damaged, never misread.
    """
    if len(data) >= 6 and data[1] & 0x20 and int.from_bytes(data[2:6], "big") != zlib.adler32(zdict):
        raise SnapshotError(OTHER_VERSION, "made with another preset dictionary")
    inflater = zlib.decompressobj(zdict=zdict) if zdict else zlib.decompressobj()
    try:
        out = inflater.decompress(data, limit + 1)
    except zlib.error:
        raise SnapshotError(DAMAGED, "not a zlib stream or checksum mismatch") from None
    if len(out) > limit or inflater.unconsumed_tail:
        raise SnapshotError(TOO_LARGE, f"inflates past {limit} bytes")
    if not inflater.eof or inflater.unused_data:
        raise SnapshotError(DAMAGED, "truncated or trailing data")
    return out


CHECK = 2
"""Bytes of a sealed payload's check: 2 bytes of a CRC-32 (a QR code corrects its own read errors;
a mistyped code that slips past 1 in 65,536 must still re-encode to itself, see the snapshot reader)."""


def seal(payload: bytes, zdict: bytes, salt: bytes = b"") -> bytes:
    """``payload`` as raw deflate (level 9, primed with ``zdict``) followed by :data:`CHECK` bytes of the
    CRC-32 of ``salt + payload``: a zlib stream without its header and Adler-32, for short codes."""
    deflater = zlib.compressobj(9, zlib.DEFLATED, -15, zdict=zdict)
    return deflater.compress(payload) + deflater.flush() + _check(salt + payload)


def unseal(data: bytes, zdict: bytes, salt: bytes = b"", limit: int = MAX_PAYLOAD_BYTES) -> bytes:
    """Inverse of :func:`seal`, refusing to produce more than ``limit`` bytes or a wrong check."""
    if len(data) <= CHECK:
        raise SnapshotError(DAMAGED, "too short")
    inflater = zlib.decompressobj(-15, zdict=zdict)
    try:
        out = inflater.decompress(data[:-CHECK], limit + 1)
    except zlib.error:
        raise SnapshotError(DAMAGED, "not a deflate stream") from None
    if len(out) > limit or inflater.unconsumed_tail:
        raise SnapshotError(TOO_LARGE, f"inflates past {limit} bytes")
    if not inflater.eof or inflater.unused_data or _check(salt + out) != data[-CHECK:]:
        raise SnapshotError(DAMAGED, "truncated, trailing data or check mismatch")
    return out


def _check(data: bytes) -> bytes:
    return (zlib.crc32(data) & 0xFFFF).to_bytes(CHECK, "big")


def frame(prefix: str, version: int, payload: bytes, zdict: bytes = b"") -> str:
    """The text code for ``payload``."""
    return f"{prefix}{version}:{b45encode(compress(payload, zdict))}"


def clean(text: str) -> str:
    """A pasted code without surrounding blanks or line breaks (base45 itself has spaces)."""
    return text.replace("\r", "").replace("\n", "").strip().upper()


def split_prefix(code: str) -> tuple[str, int, str]:
    """``(prefix, version, body)`` of a code, checking only its shape and length."""
    code = clean(code)
    if len(code) > MAX_CODE_CHARS:
        raise SnapshotError(TOO_LARGE, f"{len(code)} characters")
    match = _FRAME.match(code)
    if not match:
        raise SnapshotError(NOT_A_CODE, "no PREFIX<version>: header")
    return match.group(1), int(match.group(2)), match.group(3)


def unframe(code: str, limit: int = MAX_PAYLOAD_BYTES, zdict: bytes = b"") -> tuple[str, int, bytes]:
    """``(prefix, version, payload)``; raises SnapshotError on any damage."""
    prefix, version, body = split_prefix(code)
    return prefix, version, inflate(b45decode(body), limit, zdict)


def unpack_bounded(payload: bytes) -> Any:
    """The msgpack value of ``payload``, refused as damaged unless every list, map, text and number
    is within the bounds above (checked while reading, before any model is built).

    NaN and infinities are refused, never turned into null; binary and extension values never
    occur in a code and are refused too.
    """
    try:
        value = msgpack.unpackb(
            payload,
            raw=False,
            strict_map_key=True,
            max_str_len=MAX_TEXT * 4,
            max_bin_len=0,
            max_ext_len=0,
            max_array_len=MAX_LIST,
            max_map_len=MAX_LIST,
        )
    except Exception:  # msgpack raises many types on hostile bytes
        raise SnapshotError(DAMAGED, "payload is not bounded msgpack") from None
    _check_bounds(value)
    return value


def _check_bounds(value: Any) -> None:
    """Walk ``value`` without recursion: depth, text length, finite numbers, total values."""
    stack: list[tuple[Any, int]] = [(value, 0)]
    seen = 0
    while stack:
        item, depth = stack.pop()
        seen += 1
        if seen > MAX_VALUES or depth > MAX_DEPTH:
            raise SnapshotError(DAMAGED, "payload too large or too deep")
        if isinstance(item, float) and not math.isfinite(item):
            raise SnapshotError(DAMAGED, "NaN or infinity")
        if isinstance(item, str) and len(item) > MAX_TEXT:
            raise SnapshotError(DAMAGED, "text too long")
        if isinstance(item, dict):
            stack += [(v, depth + 1) for pair in item.items() for v in pair]
        elif isinstance(item, list):
            stack += [(v, depth + 1) for v in item]


def split(code: str, size: int) -> list[str]:
    """``code`` as a sequence of part codes of at most about ``size`` characters each, read one
    after another (``PREFIX VERSION "*" i "/" n "-" TAG ":" chunk``, the tag two characters naming the whole
    code, so parts of two codes never mix); one part is the code itself.

    >>> split("TOY2:ABCDEFGHIJKLMNOPQRSTUVWXYZ", 20)
    ['TOY2*1/5-0V:ABCDEF', 'TOY2*2/5-0V:GHIJKL', 'TOY2*3/5-0V:MNOPQR', 'TOY2*4/5-0V:STUVWX', 'TOY2*5/5-0V:YZ']
    >>> join(split("TOY2:ABCDEFGHIJKLMNOPQRSTUVWXYZ", 20))
    'TOY2:ABCDEFGHIJKLMNOPQRSTUVWXYZ'
    """
    if len(code) <= size:
        return [code]
    head, _, body = code.partition(":")
    room = size - len(head) - len("*00/00-00:")
    count = -(-len(body) // room)
    if count > 99:
        raise SnapshotError(TOO_LARGE, f"{count} parts")
    chunks = _chunks(body, -(-len(body) // count))
    if len(chunks) > count:  # cuts moved off spaces: fill each part up to its room instead
        chunks = _chunks(body, room)
    tag = tag_of(code)
    return [f"{head}*{i + 1}/{len(chunks)}-{tag}:{chunk}" for i, chunk in enumerate(chunks)]


def tag_of(code: str) -> str:
    """Two characters naming a whole code in its parts."""
    number = zlib.crc32(code.encode()) % (36 * 36)
    return ALPHABET[number // 36] + ALPHABET[number % 36]


def _chunks(body: str, step: int) -> list[str]:
    """``body`` in pieces of at most ``step`` characters, none but the last ending in a space (a
    reader strips a pasted code's trailing blanks; base45 never ends a whole code with one)."""
    chunks, start = [], 0
    while start < len(body):
        end = min(len(body), start + step)
        while end < len(body) and body[end - 1] == " " and end - 1 > start:
            end -= 1
        chunks.append(body[start:end])
        start = end
    return chunks


def part_of(text: str) -> tuple[str, int, int, str, str] | None:
    """``(head, index, count, tag, chunk)`` of a part code (index from 1; tag "" in a part of version 3),
    or ``None`` for any other text."""
    match = _PART.match(clean(text))
    if not match:
        return None
    index, count = int(match.group(2)), int(match.group(3))
    if not 1 <= index <= count:
        raise SnapshotError(DAMAGED, "part number out of range")
    return match.group(1), index, count, match.group(4) or "", match.group(5)


def join(parts: list[str]) -> str:
    """The whole code of a complete sequence of part codes (any order)."""
    read = [part_of(p) for p in parts]
    if any(r is None for r in read):
        raise SnapshotError(NOT_A_CODE, "not a part code")
    found = {(r[0], r[2], r[3]) for r in read if r}
    chunks = {r[1]: r[4] for r in read if r}
    if len(found) != 1 or len(chunks) != next(iter(found))[1]:
        raise SnapshotError(DAMAGED, "parts of different codes, or missing parts")
    head, _, tag = next(iter(found))
    code = head + ":" + "".join(chunks[i] for i in sorted(chunks))
    if tag and tag != tag_of(code):
        raise SnapshotError(DAMAGED, "parts of different codes")
    return code


class Sequence:
    """Reads the codes of a sequence one after another: ``add`` each text read, ``progress`` for the
    screen ("2 of 3 read"), ``code`` once every part is in (a whole code passes straight through)."""

    def __init__(self, parts: list[str] | None = None) -> None:
        self.parts: dict[int, str] = {}
        self.head: tuple[str, int, str] | None = None
        self.code: str | None = None
        for part in parts or []:
            self.add(part)

    def add(self, text: str) -> None:
        """Take a text read: a part (a part of another code starts the sequence again) or a whole code."""
        part = part_of(text)
        if part is None:
            self.code = clean(text)
            return
        head, index, count, tag, _ = part
        if self.head != (head, count, tag):
            self.head, self.parts = (head, count, tag), {}
        self.parts[index] = text
        if len(self.parts) == count:
            self.code = join(list(self.parts.values()))

    @property
    def progress(self) -> str:
        """What the screen shows while parts are missing ("2 of 3 read"); empty before the first part."""
        if self.head is None:
            return ""
        return f"{len(self.parts)} of {self.head[1]} read"
