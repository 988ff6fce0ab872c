"""Regenerate ``screenshots/`` from the real running app: ``python -m tests.e2e.make_screenshots``.

Serves the app, drives Debian Chromium through the shell and each game's ``tests/<game>/screens.py``
flow at phone size (412x915) and tablet size (1024x1366), in the light and the dark theme (the
browser's colour scheme: the app follows the system by default), refuses blank images, and lists the
phone-size light images in docs/screenshots.md. ``home.png`` is the phone in light; ``home-dark.png``,
``home-tablet.png`` and ``home-tablet-dark.png`` are its variants; the shell is also shot on a phone whose
browser asks for German (``home-de.png``, light) and French (``home-fr-dark.png``, dark), and so is Columbia's
round (``columbia-vote-de.png``, ...).
"""

from __future__ import annotations

import importlib
import re
import sys
import tempfile
from functools import partial
from pathlib import Path

from PIL import Image
from playwright.sync_api import sync_playwright

from tests.conftest import CHROMIUM, CHROMIUM_ARGS, PHONE, ROOT, TABLET, ServedApp, open_app
from tests.e2e.steps import said

OUT = ROOT / "screenshots"
GAMES = ("columbia", "infiltration", "syndicate")
VARIANTS = (
    ("", PHONE, "light"),
    ("-dark", PHONE, "dark"),
    ("-tablet", TABLET, "light"),
    ("-tablet-dark", TABLET, "dark"),
)


def settle(page) -> None:
    page.wait_for_timeout(700)


LANGUAGES = (("-de", "de-DE", "light"), ("-fr-dark", "fr-FR", "dark"))
"""The shell and Columbia's table in a second language: the phone's browser asks for it (suffix, browser
locale, theme)."""
TRANSLATED = ("shell", "columbia")
"""The flows shot in the second languages too."""


def shoot_shell(page, out: Path) -> None:
    """Home, Settings, a new game, its table and its Share screen, the buttons found by their words in the
    phone's language."""
    say = partial(said, page)
    page.screenshot(path=out / "home.png")
    page.get_by_role("button", name=say("Settings")).click()
    page.get_by_role("switch", name=say("Large text")).wait_for()
    settle(page)
    page.screenshot(path=out / "settings.png")
    page.go_back()
    page.get_by_role("button", name=say("New {game} game", game="Infiltration")).click()
    page.get_by_role("button", name=say("Start game")).wait_for()
    settle(page)
    page.screenshot(path=out / "new-game.png")
    page.get_by_role("button", name=say("Start game")).click()
    page.get_by_role("button", name=say("Share")).wait_for()
    settle(page)
    page.screenshot(path=out / "game.png")
    page.get_by_role("button", name=say("Share")).click()
    page.get_by_role("button", name=say("Copy code")).wait_for()
    settle(page)
    page.screenshot(path=out / "share.png")


def check_not_blank(path: Path) -> None:
    with Image.open(path) as image:
        colours = image.convert("RGB").getcolors(maxcolors=4)
    if colours is not None and len(colours) <= 1:
        raise SystemExit(f"{path.name} is blank")


def update_gallery(images: list[Path]) -> None:
    """The gallery of docs/screenshots.md (the README shows three of them)."""
    gallery = ROOT / "docs" / "screenshots.md"
    cells = " ".join(f'<img src="../screenshots/{p.name}" width="200" alt="{p.stem}">' for p in images)
    text = re.sub(r"<!-- screenshots -->.*", f"<!-- screenshots -->\n{cells}\n", gallery.read_text(), flags=re.S)
    gallery.write_text(text)


def shoot_variant(browser, flow, suffix: str, viewport: dict, scheme: str, locale: str = "en-US") -> None:
    """Run one flow on a fresh app in one size, theme and browser language; its images land in OUT with
    ``suffix``."""
    with tempfile.TemporaryDirectory() as home, tempfile.TemporaryDirectory() as shots:
        app = ServedApp(Path(home))
        try:
            context = browser.new_context(viewport=viewport, device_scale_factor=2, color_scheme=scheme, locale=locale)
            page = context.new_page()
            page.language = locale.split("-")[0]  # the flows find the buttons by their words in it
            page.set_default_timeout(90_000)  # a script, not a test: a loaded machine only makes it slower
            open_app(page, app.url)
            settle(page)
            flow(page, Path(shots))
            context.close()
        finally:
            app.stop()
        for image in Path(shots).glob("*.png"):
            image.replace(OUT / f"{image.stem}{suffix}.png")


def main(games: list[str]) -> int:
    OUT.mkdir(exist_ok=True)
    flows = [("shell", shoot_shell)] + [(g, importlib.import_module(f"tests.{g}.screens").shoot) for g in games]
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for name, flow in flows:
            for suffix, viewport, scheme in VARIANTS:
                shoot_variant(browser, flow, suffix, viewport, scheme)
            print(f"{name}: done")
        for suffix, locale, scheme in LANGUAGES:
            for name, flow in flows:
                if name in TRANSLATED:
                    shoot_variant(browser, flow, suffix, PHONE, scheme, locale)
        print("the shell and Columbia's table in German and French: done")
        browser.close()
    images = sorted(OUT.glob("*.png"))
    for image in images:
        check_not_blank(image)
    suffixes = tuple(f"{suffix}.png" for suffix, _, _ in (*VARIANTS, *LANGUAGES) if suffix)
    phone_light = [p for p in images if not p.name.endswith(suffixes)]
    update_gallery(sorted(phone_light, key=lambda p: (p.name != "home.png", p.name)))
    print(f"{len(images)} screenshots in {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:] or list(GAMES)))
