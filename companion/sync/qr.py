"""QR images of codes: rendered with qrcode (ECC M, alphanumeric mode), read with zxing-cpp.

The PNG is qrcode's pure-Python one (pypng), so drawing a QR needs no Pillow (a phone's browser has
none); reading a picture needs Pillow and a reader (:mod:`.readers`).
"""

from __future__ import annotations

import functools
import io
from pathlib import Path
from typing import TYPE_CHECKING

import qrcode
from qrcode.exceptions import DataOverflowError
from qrcode.image.pure import PyPNGImage
from qrcode.util import MODE_8BIT_BYTE, MODE_ALPHA_NUM, QRData

from .codec import ALPHABET, SnapshotError
from .readers import read_qr

if TYPE_CHECKING:
    from PIL import Image

QUIET_ZONE = 4
"""Modules of blank border around the code (the QR standard asks for 4)."""
ALPHANUMERIC_TAIL = 24
"""The shortest alphanumeric tail worth a segment of its own (a segment header costs about 20 bits)."""
MAX_IMAGE_PIXELS = 40_000_000
NO_QR = "no QR code found in that picture"
NOT_AN_IMAGE = "that file is not a picture"


def _make(text: str, box_size: int = 10) -> qrcode.QRCode:
    qr = qrcode.QRCode(error_correction=qrcode.constants.ERROR_CORRECT_M, box_size=box_size, border=QUIET_ZONE)
    for segment in _segments(text):
        qr.add_data(segment)
    qr.make(fit=True)
    return qr


def _segments(text: str) -> list[QRData]:
    """Alphanumeric mode where the text allows it: all of it (a code), or the tail of a link
    (``https://host/load?s=`` in byte mode, then the code)."""
    tail = len(text)
    while tail and text[tail - 1] in ALPHABET:
        tail -= 1
    if tail == 0:
        return [QRData(text, mode=MODE_ALPHA_NUM)]
    if len(text) - tail < ALPHANUMERIC_TAIL:
        return [QRData(text.encode(), mode=MODE_8BIT_BYTE)]
    return [QRData(text[:tail].encode(), mode=MODE_8BIT_BYTE), QRData(text[tail:], mode=MODE_ALPHA_NUM)]


@functools.lru_cache(maxsize=16)  # a screen drawn again draws the same QR (the app's address, an unchanged code)
def qr_version(text: str) -> int | None:
    """The smallest QR version holding ``text`` at ECC M (alphanumeric mode when it can);
    ``None`` when even version 40 is too small."""
    try:
        version: int = _make(text).version
        return version
    except (DataOverflowError, ValueError):  # qrcode 8.2 raises ValueError past version 40
        return None


@functools.lru_cache(maxsize=16)
def render_png(text: str, box_size: int = 10) -> bytes:
    """A PNG of the QR code of ``text``: black modules of ``box_size`` px, 4-module quiet zone."""
    buffer = io.BytesIO()
    _make(text, box_size).make_image(image_factory=PyPNGImage).save(buffer)
    return buffer.getvalue()


def open_image(source: bytes | str | Path | Image.Image) -> Image.Image:
    """A picture from bytes, a path or an image; raises SnapshotError when it is not one."""
    from PIL import Image, UnidentifiedImageError

    if isinstance(source, Image.Image):
        return source
    try:
        image = Image.open(io.BytesIO(source) if isinstance(source, bytes) else source)
        if image.width * image.height > MAX_IMAGE_PIXELS:
            raise SnapshotError(NOT_AN_IMAGE, "image too large")
        image.load()
        return image
    except (UnidentifiedImageError, OSError, ValueError, Image.DecompressionBombError):
        raise SnapshotError(NOT_AN_IMAGE) from None


def read_texts(source: bytes | str | Path | Image.Image) -> list[str]:
    """The text of every QR code in a picture (photo, screenshot or camera frame)."""
    return read_qr(open_image(source))


def read_text(source: bytes | str | Path | Image.Image) -> str:
    """The text of the first QR code in a picture; raises SnapshotError when there is none."""
    texts = read_texts(source)
    if not texts:
        raise SnapshotError(NO_QR)
    return texts[0]
