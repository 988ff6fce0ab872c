"""Draw the app's icons and write its web manifest into companion/assets (run once, commit the output).

``python -m tests.e2e.make_app_icons``. Flet serves ``assets_dir`` files before its own web client's,
so these replace Flet's logo and name (Flet's app factory writes the page's title and description
from the manifest, see companion/web_server.py): a white die face on the app's seed colour.
Maskable icons keep the drawing inside the central 80 % safe zone on a full-bleed background.

The native build (``flet build``) looks for ``assets/icon.png`` and ``assets/splash.png`` under the app
path (the repository root): the die alone on transparency (flet-cli puts it on ``icon_background``
where a platform needs an opaque icon), and the rounded icon for the splash screen.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from PIL import Image, ImageDraw

from companion.ui.theme import SEED

ROOT = Path(__file__).resolve().parents[2]
ASSETS = ROOT / "companion" / "assets"
NATIVE = ROOT / "assets"
NAME = "Table Companion"
DESCRIPTION = "Keeps the table state of your board game, walks each round and rolls with exact odds."
WHITE = (255, 255, 255, 255)


def seed_rgb() -> tuple[int, int, int, int]:
    value = SEED.lstrip("#")
    return (int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16), 255)


def draw(size: int, maskable: bool, die_only: bool = False) -> Image.Image:
    """A white die showing five, on the seed colour (rounded corners unless maskable), or alone."""
    scale = 4  # drawn large, then reduced: smooth edges
    big = size * scale
    image = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    pen = ImageDraw.Draw(image)
    if maskable:
        pen.rectangle((0, 0, big, big), fill=seed_rgb())
    elif not die_only:
        pen.rounded_rectangle((0, 0, big - 1, big - 1), radius=big // 5, fill=seed_rgb())
    box = big * (0.52 if maskable else 0.8 if die_only else 0.62)  # maskable: inside the safe circle
    left = top = (big - box) / 2
    pen.rounded_rectangle((left, top, left + box, top + box), radius=box / 6, fill=WHITE)
    pip = box / 9
    for fx, fy in ((0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)):
        cx, cy = left + fx * box, top + fy * box
        pen.ellipse((cx - pip, cy - pip, cx + pip, cy + pip), fill=seed_rgb())
    return image.resize((size, size), Image.Resampling.LANCZOS)


def manifest() -> dict:
    icons = [
        {"src": f"icons/icon-{s}.png", "sizes": f"{s}x{s}", "type": "image/png", "purpose": "any"} for s in (192, 512)
    ] + [
        {"src": f"icons/icon-maskable-{s}.png", "sizes": f"{s}x{s}", "type": "image/png", "purpose": "maskable"}
        for s in (192, 512)
    ]
    return {
        "name": NAME,
        "short_name": "Companion",
        "start_url": ".",
        "display": "standalone",
        "background_color": "#FFFFFF",
        "theme_color": SEED,
        "description": DESCRIPTION,
        "orientation": "natural",
        "prefer_related_applications": False,
        "icons": icons,
    }


def main() -> int:
    icons = ASSETS / "icons"
    icons.mkdir(parents=True, exist_ok=True)
    for size in (192, 512):
        draw(size, maskable=False).save(icons / f"icon-{size}.png")
        draw(size, maskable=True).save(icons / f"icon-maskable-{size}.png")
    draw(192, maskable=True).convert("RGB").save(icons / "apple-touch-icon-192.png")  # iOS: no transparency
    draw(192, maskable=False).save(icons / "loading-animation.png")
    draw(64, maskable=False).save(ASSETS / "favicon.png")
    NATIVE.mkdir(exist_ok=True)
    draw(1024, maskable=False, die_only=True).save(NATIVE / "icon.png")
    draw(512, maskable=False).save(NATIVE / "splash.png")
    (ASSETS / "manifest.json").write_text(json.dumps(manifest(), indent=2) + "\n", encoding="utf-8")
    print(f"icons and manifest.json written to {ASSETS}, the native build's icon and splash to {NATIVE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
