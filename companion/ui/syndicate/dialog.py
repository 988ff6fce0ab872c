"""Small helpers of the Syndicate forms (which are the shared kit's: :mod:`companion.ui.forms`).

Each action button asks the engine beforehand (:func:`why_not`) so an action that cannot be taken now
is disabled with its reason before the player fills a form.
"""

from __future__ import annotations

import re

import flet as ft

from ..context import TableContext

SMALL = ft.TextThemeStyle.BODY_SMALL
LINE_REF = re.compile(r"\s*\((?:L\d+[\d\s,L-]*)\)")


def unreferenced(text: str) -> str:
    """``text`` without the draft's line references ("(L576)"): players read sentences, not line numbers."""
    return LINE_REF.sub("", text)


def redraw(ctx: TableContext) -> None:
    """Push changed dialog fields to the screen (no page: a test without a browser)."""
    if ctx.page is not None:
        ctx.page.update()
