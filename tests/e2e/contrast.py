"""Readable screens: ``assert_contrast(page, min_ratio=4.5)`` (WCAG AA for body text), Flutter's grey
error box, and ``scroll_through`` a whole table checking both on every screenful.

The visible text nodes come from the accessibility tree (Flutter's ``flt-semantics`` mirror) with their
bounding boxes; in a screenshot of each box the dominant colour is taken as the background and the
colour most contrasting with it as the text colour (reached by enough pixels to be strokes, not edge
smoothing). Disabled controls are left out, as WCAG does.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from dataclasses import dataclass

import pytest
from PIL import Image
from playwright.sync_api import TimeoutError as NotYet

TEXT_NODES = """() => {
  const hasText = (e) => (e.textContent || '').trim().length > 0;
  return Array.from(document.querySelectorAll('flt-semantics'))
    .filter((e) => hasText(e) && !Array.from(e.querySelectorAll('flt-semantics')).some(hasText))
    .filter((e) => e.getAttribute('aria-disabled') !== 'true')
    .map((e) => { const r = e.getBoundingClientRect();
                  return {text: e.textContent.trim(), x: r.x, y: r.y, w: r.width, h: r.height}; });
}"""


LINE = 16  # CSS pixels: the smallest box holding a whole line of the smallest text


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


def measure(page, image: Image.Image | None = None, below: float = 0) -> list[Measured]:
    """The contrast of every visible text node on ``page`` now (in ``image``, its screenshot, if given).

    ``below``: the height of the app bar that content scrolls under (its text is then left out). A box
    of a single colour holds no painted text to measure (a chart's label node beside its bar) and is
    left out too.
    """
    scale = page.evaluate("window.devicePixelRatio")
    image = image or Image.open(io.BytesIO(page.screenshot()))
    width, height = image.size
    out = []
    for node in page.evaluate(TEXT_NODES):
        left, top = max(0, node["x"] * scale), max(below, node["y"]) * scale
        right, bottom = min(width, (node["x"] + node["w"]) * scale), min(height, (node["y"] + node["h"]) * scale)
        shown = (right - left) * (bottom - top) / scale**2
        lines = node["text"].count("\n") + 1
        cut = lines > 1 and bottom - top < lines * LINE * scale  # shorter than its lines need: clipped to the view
        if node["h"] < LINE or right - left < 4 or bottom - top < LINE * scale or shown < 0.5 * node["w"] * node["h"]:
            continue  # off screen, mostly scrolled away, or a sliver (Flutter clips a node's box to the view)
        if cut:
            continue  # a card cut by either end of the view (its first line may be cut through)
        inset = 2 * scale  # a text never touches its box's edge; a table's divider or a card's border does
        box = (int(left + inset), int(top + inset), int(right - inset), int(bottom - inset))
        value, background, foreground = measure_box(image, box)
        if foreground == background:
            continue
        out.append(Measured(node["text"][:60], value, background, foreground))
    return out


def assert_contrast(page, min_ratio: float = 4.5, image: Image.Image | None = None, below: float = 0) -> list[Measured]:
    """Fail naming every visible text whose contrast is below ``min_ratio``; return all measurements."""
    measured = measure(page, image, below)
    assert measured, "no visible text found in the accessibility tree (is semantics on?)"
    low = [m for m in measured if m.ratio < min_ratio]
    assert not low, "low contrast:\n" + "\n".join(
        f"  {m.ratio:.2f}: {m.text!r} (text {m.foreground} on {m.background})" for m in low
    )
    return measured


ERROR_GREY = (195, 195, 196)  # Flutter's release-mode error box, as Chromium paints it
FLET_RED = (244, 67, 54)  # Flet's red box in place of a control it cannot show (a labelled control hidden, ...)


def error_box_share(image: Image.Image, colour: tuple[int, int, int] = ERROR_GREY) -> float:
    """The share of a screenshot painted in an error box's colour (neither box logs anything to the console)."""
    image = image.convert("RGB")
    painted = sum(
        n
        for n, found in image.getcolors(image.width * image.height) or []
        if max(abs(a - b) for a, b in zip(found, colour, strict=True)) <= 2
    )
    return painted / (image.width * image.height)


def assert_no_error_box(page, path=None) -> Image.Image:
    """Fail when Flutter's grey error box or Flet's red one is on the screen (saving the screenshot when asked)."""
    image = Image.open(io.BytesIO(page.screenshot(path=path)))
    assert error_box_share(image) < 0.02, "a Flutter error box is on the screen"
    assert error_box_share(image, FLET_RED) < 0.005, "a Flet error box (a control it cannot show) is on the screen"
    return image


APP_BAR = 56  # Flutter's app bar height: the table scrolls under it
POSITIONS = """() => Array.from(document.querySelectorAll('flt-semantics'))
  .map((e) => Math.round(e.getBoundingClientRect().y)).join(',')"""


PHONE_PIXELS = pytest.mark.browser_context_args(device_scale_factor=2)
"""For a test measuring contrast: two device pixels per CSS pixel, as a phone draws (at one, a thin
glyph such as "+1" has no pixel of its true colour and measures paler than it is)."""


def scroll_through(
    page, end, each: Callable[[int], None] | None = None, contrast: bool = True, step: int = 700, screens: int = 30
) -> None:
    """Check each screenful from the top down to the one showing ``end`` (a locator): no error box, every
    text at 4.5:1 or more (under the app bar once scrolled; unless ``contrast`` is False), then ``each(n)``
    if given. Each wheel turn waits until the accessibility tree has moved, never a fixed time."""
    size = page.viewport_size
    page.mouse.move(size["width"] / 2, size["height"] * 2 / 3)  # the wheel scrolls what is under the pointer
    for n in range(screens):
        image = assert_no_error_box(page)
        if contrast:
            assert_contrast(page, 4.5, image, below=APP_BAR if n else 0)
        if each is not None:
            each(n)
        box = end.first.bounding_box() if end.count() else None
        if box and box["y"] >= 0 and box["y"] + box["height"] <= size["height"]:
            return
        before = page.evaluate(POSITIONS)
        page.mouse.wheel(0, step)
        try:
            page.wait_for_function(f"(before) => ({POSITIONS})() !== before", arg=before)
        except NotYet as exc:  # the page no longer moves
            raise AssertionError("the table stopped scrolling before its end showed") from exc
    raise AssertionError(f"{screens} screens down, the end of the table is still not on screen")
