"""Which QR reader this device has, and reading a picture with it.

- zxing-cpp where it installs (servers, desktops: a project dependency there);
- OpenCV's QR detector on phones (``opencv-python`` is on Flet's mobile package index);
- none: the app still works. A code can be pasted, or opened as the app's link by the phone's own
  camera app, which reads the QR and hands the link to the app.
"""

from __future__ import annotations

import importlib
import importlib.util
import io
from typing import Any

from .codec import SnapshotError

READERS = {"zxing-cpp": "zxingcpp", "opencv": "cv2"}
"""Reader name -> the module it needs, in order of preference."""
NO_READER = "this device cannot read QR pictures: paste the code, or scan the QR with the phone's camera app"
NOT_A_PICTURE = "that file is not a picture"
MAX_PIXELS = 40_000_000


def available_reader() -> str | None:
    """The name of the best QR reader installed here, or None."""
    return next((name for name, module in READERS.items() if importlib.util.find_spec(module) is not None), None)


def installed_readers() -> list[str]:
    """Every QR reader installed here, best first."""
    return [name for name, module in READERS.items() if importlib.util.find_spec(module) is not None]


def read_qr(image: Any, reader: str | None = None) -> list[str]:
    """The text of every QR code in a picture (bytes of a PNG/JPEG, or a PIL image), read with
    ``reader`` (default: the best one installed)."""
    reader = reader or available_reader()
    if reader is None:
        raise SnapshotError(NO_READER)
    picture = _picture(image)
    return _read_zxing(picture) if reader == "zxing-cpp" else _read_opencv(picture)


def _picture(image: Any) -> Any:
    from PIL import Image, UnidentifiedImageError

    if isinstance(image, Image.Image):
        picture = image
    else:
        try:
            picture = Image.open(io.BytesIO(image))
            if picture.width * picture.height > MAX_PIXELS:
                raise SnapshotError(NOT_A_PICTURE, "image too large")
            picture.load()
        except (UnidentifiedImageError, OSError, ValueError, TypeError, Image.DecompressionBombError):
            raise SnapshotError(NOT_A_PICTURE) from None
    return picture if picture.mode in ("L", "RGB") else picture.convert("RGB")


def _read_zxing(picture: Any) -> list[str]:
    zxingcpp = importlib.import_module("zxingcpp")
    return [r.text for r in zxingcpp.read_barcodes(picture, formats=zxingcpp.BarcodeFormat.QRCode) if r.text]


def _read_opencv(picture: Any) -> list[str]:
    cv2 = importlib.import_module("cv2")
    numpy = importlib.import_module("numpy")
    pixels = numpy.asarray(picture.convert("L"))
    found, texts, _points, _codes = cv2.QRCodeDetector().detectAndDecodeMulti(pixels)
    return [text for text in texts if text] if found else []
