"""Putting the app on another phone (issue 38): the About and Share screens show the QR of the address to open,
the phone app's own in the static build and the hosted phone app elsewhere, and whether this phone has it
installed."""

from __future__ import annotations

from types import SimpleNamespace

import flet as ft
import pytest

from companion import project
from companion.sync import qr
from companion.ui import another_phone
from tests.ui.fake_session import route, run_isolated, start_app, texts, walk


def phone(url: str = "", web: bool = True, pwa: bool = False):
    return SimpleNamespace(url=url, web=web, pwa=pwa, width=412)


def shown_address(section: ft.Control) -> str:
    """The text of the section's QR, read off its picture as a camera would."""
    [image] = [c for c in walk(section) if isinstance(c, ft.Image)]
    return qr.read_text(image.src)


def test_the_served_app_offers_the_hosted_phone_app_as_a_link_a_camera_opens():
    section = another_phone.another_phone(phone("ws://192.168.1.5:8550/ws"))
    assert shown_address(section) == project.PHONE_APP and project.PHONE_APP in texts(section)
    assert any("not the installed phone app" in line for line in texts(section))


def test_the_phone_app_offers_its_own_address_under_a_path_and_says_whether_it_is_installed(monkeypatch):
    monkeypatch.setattr(another_phone, "IN_BROWSER", True)
    here = "https://owner.github.io/table-companion/"
    section = another_phone.another_phone(phone(here))
    assert shown_address(section) == here
    assert any("not installed" in line and "Add to Home Screen" in line for line in texts(section))
    installed = another_phone.another_phone(phone(here, pwa=True))
    assert any("has it installed" in line for line in texts(installed))


def test_a_native_build_knows_it_is_installed():
    section = another_phone.another_phone(phone(web=False))
    assert shown_address(section) == project.PHONE_APP
    assert "This phone has the app installed." in texts(section)


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_HOME", str(tmp_path))


def test_the_about_screen_names_the_version_the_licence_and_the_way_to_another_phone(home):
    async def scenario():
        _, page = await start_app()
        await route(page, "/about")
        shown = texts(page.views[-1])
        assert any(project.VERSION in line and "Apache License 2.0" in line for line in shown)
        assert "Put the app on another phone" in shown and project.PHONE_APP in shown

    run_isolated(scenario())
