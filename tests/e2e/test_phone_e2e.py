"""Per-phone habits in a real browser: preferences in the browser's own storage, two phones, contrast, tablet.

A new tab is a new app session (a reload keeps the old one), so "kept across a reload" is checked
with a fresh tab of the same browser profile.
"""

from __future__ import annotations

import contextlib
import io
import json
import re

import pytest
from PIL import Image
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

from companion.ui.prefs import KEY
from companion.ui.theme import MAX_WIDTH
from tests.conftest import PHONE, TABLET, assert_no_errors, open_app
from tests.e2e.contrast import assert_contrast
from tests.e2e.steps import press


def stored(page) -> dict:
    """This browser's stored phone preferences (Flutter keeps them as JSON under ``flutter.<key>``)."""
    raw = page.evaluate(f"localStorage.getItem('flutter.{KEY}')")
    assert raw, "nothing stored in this browser"
    value = json.loads(raw)
    return json.loads(value) if isinstance(value, str) else value


def background(page) -> tuple[int, int, int]:
    """The colour of the screen's left margin halfway down (clear of cards and of a toast at the bottom)."""
    image = Image.open(io.BytesIO(page.screenshot())).convert("RGB")
    return image.getpixel((2, image.height // 2))


SETTLED = """(dark) => {
  const canvas = document.querySelector('flt-glass-pane').shadowRoot.querySelector('canvas');
  const scale = canvas.width / canvas.clientWidth, probe = document.createElement('canvas');
  probe.width = probe.height = 1;
  const pen = probe.getContext('2d');
  pen.drawImage(canvas, 2 * scale, Math.floor(canvas.height / 2), 1, 1, 0, 0, 1, 1);
  const [r, g, b] = pen.getImageData(0, 0, 1, 1).data, shade = r + g + b, last = window.lastShade;
  window.lastShade = shade;
  return shade === last && (dark ? shade < 200 : shade > 600);
}"""
"""The screen's left margin halfway down (where ``background`` reads it) unchanged since the last look
and in the theme's shade: the theme's colour animation is over."""


SETTINGS = re.compile("Settings|Einstellungen|Réglages")  # the button in English, German or French


def open_settings(page, shown: str = "Dark") -> None:
    """Open Settings with one press, seen when its ``shown`` radio button is."""
    press(page, page.get_by_role("button", name=SETTINGS).first, page.get_by_role("radio", name=shown))


def choose_theme(page, label: str, key: str = "") -> None:
    """Choose the theme named ``label`` on screen (``key``: the stored value, when the label is not English)."""
    open_settings(page, label)
    page.get_by_role("radio", name=label).click()
    expect(page.get_by_role("radio", name=label)).to_be_checked()
    key = key or label.lower()
    page.wait_for_function(f"() => (localStorage.getItem('flutter.{KEY}') || '').includes('{key}')")


def test_phone_settings_are_kept_in_this_browser_for_a_new_session(app_page):
    page = app_page
    choose_theme(page, "Dark")
    page.get_by_role("switch", name="Physical dice: enter what you rolled").click()
    expect(page.get_by_role("switch", name="Physical dice: enter what you rolled")).to_be_checked()
    assert stored(page)["theme"] == "dark"
    assert not (page.served_app.home / "settings.json").exists()  # the server keeps only table defaults
    context, url = page.context, page.served_app.url
    page.close()  # a new tab is a new app session; only the browser's storage carries over
    again = context.new_page()
    open_app(again, url, "/settings")
    expect(again.get_by_role("radio", name="Dark")).to_be_checked()
    expect(again.get_by_role("switch", name="Physical dice: enter what you rolled")).to_be_checked()
    assert_no_errors(again, page.served_app)


def test_two_phones_at_one_table_keep_their_own_theme_and_read_their_own_language(browser, served_app):
    """Issue 41, Build 2: a German and a French browser each read Settings in their language, on one server."""
    phones = [browser.new_context(viewport=PHONE, locale=locale) for locale in ("de-DE", "fr-FR")]
    try:
        dark, light = (context.new_page() for context in phones)
        for page in (dark, light):
            open_app(page, served_app.url)
        expect(dark.get_by_role("button", name="Neues Spiel: Syndicate")).to_be_visible()  # the home screen in German
        expect(light.get_by_role("button", name="Nouvelle partie de Syndicate")).to_be_visible()  # and in French
        choose_theme(dark, "Dunkel", "dark")
        choose_theme(light, "Clair", "light")
        expect(dark.get_by_text("Einstellungen")).to_be_visible()
        expect(light.get_by_text("Réglages")).to_be_visible()
        assert stored(dark)["theme"] == "dark" and stored(light)["theme"] == "light"
        assert sum(background(dark)) < 200 < sum(background(light))
        for page in (dark, light):
            assert_no_errors(page, served_app)
    finally:
        for context in phones:
            context.close()


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("size", [PHONE, TABLET], ids=["phone", "tablet"])
def test_home_text_is_readable_following_the_system_theme(browser, served_app, scheme, size):
    context = browser.new_context(viewport=size, color_scheme=scheme)
    try:
        page = context.new_page()
        open_app(page, served_app.url)
        expect(page.get_by_role("button", name="New Syndicate game")).to_be_visible()
        with contextlib.suppress(PlaywrightTimeout):  # never settled in the theme: the assert says what shows
            page.wait_for_function(SETTLED, arg=scheme == "dark", polling=100, timeout=10_000)
        shade = sum(background(page))
        assert shade < 200 if scheme == "dark" else shade > 600  # follows the system by default
        assert_contrast(page, min_ratio=4.5)
        assert_no_errors(page, served_app)
    finally:
        context.close()


def test_a_tablet_shows_one_centred_column(browser, served_app):
    context = browser.new_context(viewport=TABLET)
    try:
        page = context.new_page()
        open_app(page, served_app.url)
        box = page.get_by_role("group", name="Start a game").bounding_box()
        assert box and box["width"] <= MAX_WIDTH
        assert abs((box["x"] + box["width"] / 2) - TABLET["width"] / 2) < 24  # centred
        assert_no_errors(page, served_app)
    finally:
        context.close()


# Each Wake Lock request the page makes and what became of it, in order (Chromium's own API, recorded).
WAKE_RECORDER = """
window.__wake = [];
const request = navigator.wakeLock.request.bind(navigator.wakeLock);
navigator.wakeLock.request = async (type) => {
  const sentinel = await request(type);
  window.__wake.push("held");
  sentinel.addEventListener("release", () => window.__wake.push("released"));
  return sentinel;
};
"""


def test_the_screen_is_kept_on_while_a_table_is_open_and_let_sleep_after(page, served_app):
    page.add_init_script(WAKE_RECORDER)
    page.set_default_timeout(20_000)
    open_app(page, served_app.url)
    assert page.evaluate("window.__wake") == []  # the home screen lets the screen sleep
    page.get_by_role("button", name="New Syndicate game").click()
    page.get_by_role("button", name="Start game").click()
    page.wait_for_function("window.__wake.join() === 'held'")
    page.get_by_role("button", name="Back").click()
    page.wait_for_function("window.__wake.join() === 'held,released'")
    assert_no_errors(page, served_app)
