"""Text framing for snapshots: ``PREFIX VERSION ":" base45(zlib(payload))`` (the EU DCC pattern).

Base45 (RFC 9285) uses exactly the QR alphanumeric character set, so a code fills a QR in
alphanumeric mode. zlib's Adler-32 trailer is the checksum: a changed character is caught.
A code is untrusted: its length is capped before anything is decoded, and decompression stops
at a hard limit, so a zip bomb is refused, never inflated. Every failure is a
:class:`SnapshotError` whose message is one line a player understands.

>>> code = frame("TOY", 1, b"hello")
>>> code[:5], unframe(code)
('TOY1:', ('TOY', 1, b'hello'))
"""

from __future__ import annotations

import re
import zlib

ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:"
_INDEX = {c: i for i, c in enumerate(ALPHABET)}

MAX_CODE_CHARS = 4296
"""The most characters any QR code holds (version 40, ECC L, alphanumeric)."""
MAX_PAYLOAD_BYTES = 256 * 1024
"""The most bytes a snapshot may inflate to."""

_FRAME = re.compile(r"^([A-Z]{2,8})(\d{1,4}):(.*)$", re.DOTALL)

NOT_A_CODE = "this is not a Table Companion code"
DAMAGED = "this code is damaged: scan it again"
NEWER = "this code comes from a newer version of the app"
TOO_LARGE = "this code is too large to be a game snapshot"
OTHER_VERSION = "this code comes from a different version of the app: update both phones"


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
