"""Brotli and gzip copies of web files, made once and kept by content in the user's cache.

The served app and the static phone build send the same large files (Flet's web client: ``main.dart.js``,
CanvasKit, the icon font). Brotli at its best quality takes about a minute for them, so each copy is
kept under the sha256 of what it compresses (``~/.cache/table-companion/compressed``): whichever of the
two makes it first makes it for both.

>>> accepted("gzip, deflate, br, zstd")
['br', 'gzip']
>>> accepted("gzip;q=1.0, br;q=0")
['gzip']
"""

from __future__ import annotations

import gzip
import hashlib
import os
from pathlib import Path

ENCODINGS = {"br": ".br", "gzip": ".gz"}
"""Content encodings of the copies, by their suffix; the preferred first."""
COMPRESSIBLE = (".js", ".mjs", ".wasm", ".json", ".html", ".zip", ".ttf", ".otf", ".txt", "NOTICES")
WORTH = 0.9
"""A copy is sent only when it is smaller than this share of the file."""


def cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "table-companion" / "compressed"


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def compressible(path: Path) -> bool:
    return path.name.endswith(COMPRESSIBLE)


def kept(path: Path, encoding: str, digest: str | None = None, cache: Path | None = None) -> Path:
    """The ``encoding`` copy of ``path`` (brotli at its best quality, or gzip at 9), made now when it is not
    kept yet; written whole (a temporary file renamed), so a reader never finds half of one."""
    cache = cache or cache_dir()
    target = cache / f"{digest or sha256(path)}{ENCODINGS[encoding]}"
    if not target.is_file():
        data = path.read_bytes()
        if encoding == "br":
            import brotli

            packed = brotli.compress(data, quality=11, lgwin=24)
        else:
            packed = gzip.compress(data, compresslevel=9, mtime=0)
        cache.mkdir(parents=True, exist_ok=True)
        partial = target.with_name(f"{target.name}.{os.getpid()}.part")
        partial.write_bytes(packed)
        os.replace(partial, target)
    return target


def accepted(header: str) -> list[str]:
    """The encodings of :data:`ENCODINGS` a browser's ``Accept-Encoding`` allows, the preferred first."""
    allowed = set()
    for part in header.lower().split(","):
        name, _, params = part.strip().partition(";")
        quality = params.strip().removeprefix("q=")
        if name in ENCODINGS and not (quality and _zero(quality)):
            allowed.add(name)
    return [encoding for encoding in ENCODINGS if encoding in allowed]


def _zero(quality: str) -> bool:
    try:
        return float(quality) == 0
    except ValueError:
        return False
