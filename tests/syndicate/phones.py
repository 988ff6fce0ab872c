"""What a phone's Syndicate table shows: every word on it (texts, field labels and values, buttons)."""

from __future__ import annotations

import flet as ft

from companion.ui.syndicate import build_table
from tests.ui.fake_session import walk
from tests.ui.fake_table import table


def words(root) -> str:
    """Every string a player can read below ``root``, one per line."""
    out = []
    for control in walk(root):
        for attr in ("value", "label", "content", "text"):
            value = getattr(control, attr, None)
            if isinstance(value, str) and value:
                out.append(value)
    return "\n".join(out)


def phone(session, tmp_path, *seats: int):
    """A phone showing ``session``'s table that plays ``seats`` (none: the shared phone)."""
    return table(session, tmp_path, mine=frozenset(seats))


def screen(ctx) -> ft.Control:
    return build_table(ctx)
