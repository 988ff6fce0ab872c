"""Text contrast on the real screen: ``assert_contrast(page, min_ratio=4.5)`` (WCAG AA for body text).

The visible text nodes come from the accessibility tree (Flutter's ``flt-semantics`` mirror) with their
bounding boxes; in a screenshot of each box the dominant colour is taken as the background and the
colour most contrasting with it as the text colour (reached by enough pixels to be strokes, not edge
smoothing). Disabled controls are left out, as WCAG does.
"""

from __future__ import annotations

import io
from dataclasses import dataclass

from PIL import Image

TEXT_NODES = """() => {
  const hasText = (e) => (e.textContent || '').trim().length > 0;
  return Array.from(document.querySelectorAll('flt-semantics'))
    .filter((e) => hasText(e) && !Array.from(e.querySelectorAll('flt-semantics')).some(hasText))
    .filter((e) => e.getAttribute('aria-disabled') !== 'true')
    .map((e) => { const r = e.getBoundingClientRect();
                  return {text: e.textContent.trim(), x: r.x, y: r.y, w: r.width, h: r.height}; });
}"""


@dataclass
class Measured:
    text: str
    ratio: float
    background: tuple[int, int, int]
    foreground: tuple[int, int, int]


def luminance(rgb: tuple[int, int, int]) -> float:
    """WCAG relative luminance of an sRGB colour."""

    def channel(c: int) -> float:
        s = c / 255
        return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ratio(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    """WCAG contrast ratio of two colours (1 to 21)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def measure_box(image: Image.Image, box: tuple[int, int, int, int], share: float = 0.004) -> tuple:
    """(ratio, background, foreground) of one text box of ``image``.

    The foreground is the colour reached by the ``share`` of the box's pixels that contrast most with
    the background: the cores of the strokes, past the smoothed edges (each edge shade is rare alone).
    """
    colours = image.crop(box).convert("RGB").getcolors(maxcolors=1 << 20) or []
    area = max(1, (box[2] - box[0]) * (box[3] - box[1]))
    background = max(colours)[1]
    needed, seen, foreground = max(3, share * area), 0, background
    for count, colour in sorted(colours, key=lambda nc: ratio(nc[1], background), reverse=True):
        seen += count
        foreground = colour
        if seen >= needed:
            break
    return ratio(foreground, background), background, foreground


def measure(page) -> list[Measured]:
    """The contrast of every visible text node on ``page`` now."""
    scale = page.evaluate("window.devicePixelRatio")
    image = Image.open(io.BytesIO(page.screenshot()))
    width, height = image.size
    out = []
    for node in page.evaluate(TEXT_NODES):
        left, top = max(0, node["x"] * scale), max(0, node["y"] * scale)
        right, bottom = min(width, (node["x"] + node["w"]) * scale), min(height, (node["y"] + node["h"]) * scale)
        if right - left < 4 or bottom - top < 4 or (right - left) * (bottom - top) < 0.5 * node["w"] * node["h"]:
            continue  # off screen or mostly scrolled away
        value, background, foreground = measure_box(image, (int(left), int(top), int(right), int(bottom)))
        out.append(Measured(node["text"][:60], value, background, foreground))
    return out


def assert_contrast(page, min_ratio: float = 4.5) -> list[Measured]:
    """Fail naming every visible text whose contrast is below ``min_ratio``; return all measurements."""
    measured = measure(page)
    assert measured, "no visible text found in the accessibility tree (is semantics on?)"
    low = [m for m in measured if m.ratio < min_ratio]
    assert not low, "low contrast:\n" + "\n".join(
        f"  {m.ratio:.2f}: {m.text!r} (text {m.foreground} on {m.background})" for m in low
    )
    return measured
