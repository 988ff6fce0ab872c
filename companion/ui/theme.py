"""One seed colour, one text theme: light, dark or the system's, and a large-text setting.

Screens use theme colours (``ft.Colors.PRIMARY``…) and text styles (``ft.TextThemeStyle``), never
literal sizes, so the large-text setting scales everything at once.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import flet as ft

from .. import i18n
from .context import Settings
from .prefs import PhonePrefs, PhoneStore

SEED = "#1f6f8b"  # the app's colour: manifest theme colour and icons use it too
MAX_WIDTH = 720  # a tablet's screen holds one centred column this wide
LARGE = 1.25

# Material 3 sizes of each text style, scaled for large text.
BASE_SIZES = {
    "display_large": 57,
    "display_medium": 45,
    "display_small": 36,
    "headline_large": 32,
    "headline_medium": 28,
    "headline_small": 24,
    "title_large": 22,
    "title_medium": 16,
    "title_small": 14,
    "body_large": 16,
    "body_medium": 14,
    "body_small": 13,
    "label_large": 14,
    "label_medium": 13,
    "label_small": 12,
}
MODES = {"system": ft.ThemeMode.SYSTEM, "light": ft.ThemeMode.LIGHT, "dark": ft.ThemeMode.DARK}


TEXT_COLOUR = {False: "#1a1c1e", True: "#e2e2e6"}  # light, dark: the seed scheme's on-surface


def text_theme(large: bool, dark: bool = False) -> ft.TextTheme:
    """Every text style at its size (25 % larger for large text) in the mode's text colour.

    Family and colour are named: Flet sends a text theme as given, so a style without a family sends
    Flutter web after fallback fonts the app does not serve, and one without a colour draws black on dark.
    """
    scale = LARGE if large else 1.0
    return ft.TextTheme(
        **{
            name: ft.TextStyle(size=round(size * scale), font_family="Roboto", color=TEXT_COLOUR[dark])
            for name, size in BASE_SIZES.items()
        }
    )


def theme(large: bool = False, dark: bool = False) -> ft.Theme:
    """The app's theme for one mode (the same seed in light and dark)."""
    return ft.Theme(color_scheme_seed=SEED, text_theme=text_theme(large, dark))


def apply_theme(page: ft.Page, prefs: PhonePrefs) -> None:
    """Set the page's light and dark themes and its mode from this phone's preferences."""
    page.theme = theme(prefs.large_text, dark=False)
    page.dark_theme = theme(prefs.large_text, dark=True)
    page.theme_mode = MODES[prefs.theme]


SHOWN_SCREEN_WAIT = 120
"""Seconds a shown screen waits for the browser's languages (it shows English meanwhile, then its language):
a loaded phone can answer after more than the few seconds a screen not yet shown waits."""


def use_phone(page: ft.Page, settings: Settings, redraw: Callable[[], None]) -> PhoneStore:
    """This phone's preferences for one app session: the theme now, the stored values once read.

    Physical dice is mirrored into the session's ``settings`` (game screens read it there).
    """
    store = PhoneStore(page)
    apply_theme(page, store.values)

    async def load() -> None:
        prefs = await store.load()
        settings.physical_dice = prefs.physical_dice
        apply_theme(page, prefs)
        redraw()
        language = await phone_language(page, prefs.language, wait=SHOWN_SCREEN_WAIT)
        if language != i18n.spoken(page):  # the screen shown speaks English: show it again in this language
            i18n.speak(page, language)
            redraw()

    page.run_task(load)
    return store


async def phone_language(page: ft.Page, chosen: str, wait: float = 5) -> str:
    """The language this phone reads: the one chosen in Settings, else the first its browser asks for that
    the app speaks (English where the browser does not answer within ``wait`` seconds)."""
    if chosen != i18n.AUTOMATIC or not page.web:
        return chosen if chosen != i18n.AUTOMATIC else i18n.SOURCE
    try:
        info = await asyncio.wait_for(page.get_device_info(), timeout=wait)
    except (TimeoutError, RuntimeError):
        return i18n.SOURCE
    asked = [locale.language_code for locale in (info.locales if info else [])]
    return i18n.best(asked)
