"""The summary as a PNG to keep or send to the group: result, standings, the score race, key moments.

Drawn with Pillow (its bundled font), so it is made where the app is served from a computer; a phone
running the static build has no Pillow and keeps the summary as text instead (:data:`CAN_DRAW`).
"""

from __future__ import annotations

import io
import textwrap
from importlib.util import find_spec
from typing import Any

from ...engine.recap import Recap

CAN_DRAW = find_spec("PIL") is not None
PALETTE = ("#1E88E5", "#E53935", "#43A047", "#FB8C00", "#8E24AA", "#00897B")
"""Line colours, readable on the light and the dark theme alike (the screen's chart uses them too)."""

WIDTH, MARGIN, CHART_HEIGHT = 900, 40, 360
INK, FAINT, PAPER = "#202124", "#9AA0A6", "#FFFFFF"


def colour(index: int) -> str:
    return PALETTE[index % len(PALETTE)]


def heading(recap: Recap) -> str:
    """ "Points after each round", "VP after each round"."""
    return f"{recap.measure[0].upper()}{recap.measure[1:]} after each round"


def png(recap: Recap) -> bytes:
    """The picture of ``recap`` (raises ImportError where Pillow is absent)."""
    from PIL import Image, ImageDraw, ImageFont

    big, body, small = (ImageFont.load_default(size) for size in (34, 22, 18))
    lines: list[tuple[str, Any, str]] = [(recap.title, big, INK)]
    lines += [(line, body, INK) for line in textwrap.wrap(recap.result, 70)]
    lines += [("", body, INK), ("Final standings", big, INK)]
    lines += [(f"{p.place}. {p.who}: {p.score}", body, INK) for p in recap.standings]
    if not recap.standings:
        lines.append(("Not ranked yet.", body, FAINT))
    moments = [("Key moments", big, INK)] + [
        (line, small, INK) for moment in recap.moments for line in textwrap.wrap(moment, 86, subsequent_indent="   ")
    ]
    legend = len(recap.race.series)
    height = MARGIN * 2 + 44 * 3 + 32 * (len(lines) + legend) + CHART_HEIGHT + 28 * len(moments) + 60
    image = Image.new("RGB", (WIDTH, height), PAPER)
    draw = ImageDraw.Draw(image)
    y = MARGIN
    for text, font, fill in lines:
        draw.text((MARGIN, y), text, font=font, fill=fill)
        y += 44 if font is big else 32
    y += 16
    draw.text((MARGIN, y), heading(recap), font=big, fill=INK)
    y = _chart(draw, recap, y + 56, small) + 12
    for i, (name, values) in enumerate(recap.race.series.items()):
        draw.rectangle((MARGIN, y + 6, MARGIN + 28, y + 18), fill=colour(i))
        draw.text((MARGIN + 40, y), f"{name}: {values[-1]}", font=body, fill=INK)
        y += 32
    y += 24
    for text, font, fill in moments:
        draw.text((MARGIN, y), text, font=font, fill=fill)
        y += 44 if font is big else 28
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=True)
    return out.getvalue()


def _chart(draw: Any, recap: Recap, top: int, font: Any) -> int:
    """Axes, grid and one line per competitor; returns the y below the round labels."""
    left, right, bottom = MARGIN + 44, WIDTH - MARGIN, top + CHART_HEIGHT - 40
    points = len(recap.race.labels)
    high = max(recap.race.top, 1)
    step = max(1, round(high / 4))

    def at(i: int, value: int) -> tuple[float, float]:
        x = left + (right - left) * (i / max(points - 1, 1))
        return x, bottom - (bottom - top) * value / high

    for mark in range(0, high + 1, step):
        _, y = at(0, mark)
        draw.line((left, y, right, y), fill="#E0E0E0", width=1)
        draw.text((MARGIN, y - 10), str(mark), font=font, fill=FAINT)
    draw.line((left, top, left, bottom, right, bottom), fill=FAINT, width=2)
    every = max(1, (points - 1) // 8 + 1)
    for i, label in enumerate(recap.race.labels):
        if i % every == 0 or i == points - 1:
            x, _ = at(i, 0)
            draw.text((x, bottom + 8), label.removeprefix("Round "), font=font, fill=FAINT, anchor="ma")
    lines = len(recap.race.series)
    for n, values in enumerate(recap.race.series.values()):
        shift = (n - (lines - 1) / 2) * 3  # equal scores side by side, not hidden under each other
        path = [(x, y + shift) for x, y in (at(i, v) for i, v in enumerate(values))]
        draw.line(path, fill=colour(n), width=4, joint="curve")
    return bottom + 36
