"""A phone photographing another phone's QR code, simulated (for the bench, not the app).

The QR is drawn as the share screen draws it (whole pixels per module, 380 px wide on a 412 px
phone), lit on a phone screen (a dark bezel, the screen's pixel grid), then photographed: a slight
rotation, a perspective tilt, defocus blur, sensor noise and JPEG compression, at three severities.
Every photo is made from a seeded generator, so the figures repeat.
"""

from __future__ import annotations

import io
import random
from dataclasses import dataclass

from PIL import Image, ImageChops, ImageFilter

from companion.sync import qr
from companion.sync.readers import installed_readers, read_qr

SHARE_WIDTH = 380
"""The share screen's QR width in pixels on a 412 px phone (its side margins taken off)."""


@dataclass(frozen=True)
class Severity:
    """How hard the photo is: degrees of rotation, perspective tilt, blur radius, noise, JPEG quality, size."""

    name: str
    rotation: float
    tilt: float
    blur: float
    noise: float
    quality: int
    frame: int


SEVERITIES = (
    Severity("steady", rotation=3, tilt=0.04, blur=0.6, noise=6, quality=85, frame=720),
    Severity("ordinary", rotation=8, tilt=0.10, blur=1.2, noise=12, quality=70, frame=640),
    Severity("hurried", rotation=12, tilt=0.14, blur=1.5, noise=16, quality=60, frame=600),
)
"""An arm's-length photo by a steady hand, an ordinary one, and a hurried one."""


def screen(code: str) -> Image.Image:
    """The phone's screen showing the share screen's QR: white page, dark bezel, pixel grid."""
    version = qr.qr_version(code) or 40
    modules = 17 + 4 * version + 2 * qr.QUIET_ZONE
    box = max(2, SHARE_WIDTH // modules)
    code_image = qr.open_image(qr.render_png(code, box_size=box)).convert("L")
    page = Image.new("L", (412, 560), 250)
    page.paste(code_image, ((412 - code_image.width) // 2, 60))
    grid = Image.new("L", (3, 3), 255)
    grid.putpixel((2, 0), 215)
    grid.putpixel((2, 1), 215)
    grid.putpixel((2, 2), 215)
    texture = Image.new("L", page.size)
    for x in range(0, page.width, 3):
        for y in range(0, page.height, 3):
            texture.paste(grid, (x, y))
    lit = ImageChops.multiply(page, texture)
    phone = Image.new("L", (452, 620), 20)
    phone.paste(lit, (20, 30))
    return phone


def photo(code: str, severity: Severity, rnd: random.Random) -> Image.Image:
    """A simulated camera photo of ``code`` on a phone screen."""
    phone = screen(code)
    side = severity.frame
    angle = rnd.uniform(-severity.rotation, severity.rotation)
    tilted = phone.rotate(angle, resample=Image.Resampling.BICUBIC, expand=True, fillcolor=90)
    w, h = tilted.size
    t = severity.tilt
    corners = [  # the source quad, as PIL wants it: upper left, lower left, lower right, upper right
        (rnd.uniform(0, t) * w, rnd.uniform(0, t) * h),
        (rnd.uniform(0, t) * w, h - rnd.uniform(0, t) * h),
        (w - rnd.uniform(0, t) * w, h - rnd.uniform(0, t) * h),
        (w - rnd.uniform(0, t) * w, rnd.uniform(0, t) * h),
    ]
    warped = tilted.transform(
        (w, h), Image.Transform.QUAD, [c for corner in corners for c in corner], Image.Resampling.BICUBIC, fillcolor=90
    )
    scale = side / max(w, h)
    shot = Image.new("L", (side, side), 90)
    small = warped.resize((int(w * scale * 0.95), int(h * scale * 0.95)), Image.Resampling.LANCZOS)
    shot.paste(small, ((side - small.width) // 2, (side - small.height) // 2))
    shot = shot.filter(ImageFilter.GaussianBlur(severity.blur))
    noise = Image.effect_noise(shot.size, severity.noise)
    shot = ImageChops.add(shot, noise, scale=1.0, offset=-128)
    buffer = io.BytesIO()
    shot.convert("RGB").save(buffer, format="JPEG", quality=severity.quality)
    return Image.open(io.BytesIO(buffer.getvalue()))


def read_rates(code: str, photos: int = 5, seed: int = 1) -> dict[str, dict[str, str]]:
    """For each severity and each installed reader: how many of ``photos`` photos read back ``code`` ("5/5")."""
    rates: dict[str, dict[str, str]] = {}
    for severity in SEVERITIES:
        rnd = random.Random(seed)
        shots = [photo(code, severity, rnd) for _ in range(photos)]
        rates[severity.name] = {
            reader: f"{sum(code in read_qr(shot, reader) for shot in shots)}/{photos}" for reader in installed_readers()
        }
    return rates
