"""A refusal in plain words: what went wrong here, where the rule is written, the rule on tap.

Never shows a rule id, a file name or a line number: ``Violation.citation`` names the rules text as a
player finds it on the table, and ``Violation.text`` paraphrases the rule. Both sentences are told in the
phone's language (the refusal is kept as a message id with its values: ``Violation.said``).
"""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from ..engine import SaveError, Violation
from ..i18n import N_, _
from .phone import haptic

TITLE = N_("Not allowed")
TYPO = N_("Check this first")


def refusal_lines(violations: list[Violation]) -> list[ft.Control]:
    """Each refusal: the situation message, the citation, and the paraphrased rule behind a tap."""
    lines: list[ft.Control] = []
    for v in violations:
        lines.append(ft.Text(v.told(), theme_style=ft.TextThemeStyle.BODY_LARGE))
        if not v.citation:
            continue
        where = _("Rule: {where}").format(where=v.citation)
        rule = _(v.text) if v.text and v.text != v.said.msgid else ""  # the rule's own sentence, translated
        if rule:
            lines.append(
                ft.ExpansionTile(
                    title=ft.Text(where, theme_style=ft.TextThemeStyle.LABEL_LARGE),
                    subtitle=ft.Text(_("Tap to read the rule"), theme_style=ft.TextThemeStyle.BODY_SMALL),
                    controls=[ft.Text(rule, italic=True)],
                    tile_padding=ft.Padding.all(0),
                    controls_padding=ft.Padding.only(bottom=8),
                )
            )
        else:
            lines.append(ft.Text(where, theme_style=ft.TextThemeStyle.LABEL_LARGE))
    return lines


def refusal_box(violations: list[Violation]) -> ft.Control:
    """The refusal as a block inside a form (the form and everything typed stay)."""
    return ft.Container(
        ft.Column(
            [
                ft.Text(_(TITLE), weight=ft.FontWeight.BOLD, color=ft.Colors.ON_ERROR_CONTAINER),
                *refusal_lines(violations),
            ],
            tight=True,
            spacing=4,
        ),
        bgcolor=ft.Colors.ERROR_CONTAINER,
        padding=10,
        border_radius=8,
    )


def typo_box(words: str) -> ft.Control:
    """What a form cannot send yet (a field marked wrong), told next to the button that was pressed."""
    return ft.Container(
        ft.Column(
            [
                ft.Text(_(TYPO), weight=ft.FontWeight.BOLD, color=ft.Colors.ON_ERROR_CONTAINER),
                ft.Text(words, color=ft.Colors.ON_ERROR_CONTAINER),
            ],
            tight=True,
            spacing=2,
        ),
        bgcolor=ft.Colors.ERROR_CONTAINER,
        padding=10,
        border_radius=8,
    )


def refusal_dialog(violations: list[Violation], close: Callable[[], None]) -> ft.AlertDialog:
    """The dialog a refused action opens; ``close`` runs on OK."""
    return ft.AlertDialog(
        title=ft.Text(_(TITLE)),
        content=ft.Column(refusal_lines(violations), tight=True, width=400),  # short: sized to its lines
        actions=[ft.TextButton(_("OK"), on_click=lambda e: close())],
    )


def refused(page: ft.Page | None) -> None:
    """The haptic tick of a refusal."""
    haptic(page, "heavy_impact")


def unreadable(exc: SaveError) -> str:
    """Why a saved game cannot be opened, in a player's words (the details stay for the command line)."""
    text = str(exc)
    if text.startswith("no save file"):
        return _("This game's save file is missing from this device.")
    if "newer version" in text:
        return _("This game was saved by a newer version of the app: update the app to open it.")
    return _("This game's save file is damaged and cannot be opened.")
