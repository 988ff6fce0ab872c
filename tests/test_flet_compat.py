"""Issue 40 (Build 2), Flet in one place: each workaround in ``companion/flet_compat.py`` still meets the Flet
it was made for. A test here fails when Flet changes what a workaround relies on, or fixes (or gives a public
hook for) what it works around: then the workaround is reviewed, or dropped for Flet's own way."""

from __future__ import annotations

import asyncio
import importlib.util
import inspect
import json
import re
import shutil
import tomllib
from pathlib import Path

import flet as ft
import pytest
from flet_web import get_package_web_dir
from flet_web.patch_index import patch_index_html
from packaging.requirements import Requirement

from companion import flet_compat
from companion.flet_compat import MessageAction, Session
from companion.phone_build import PYODIDE, WHEELS, site
from tests.conftest import run_async
from tests.ui.fake_session import client_texts, fake_session, settle, walk

WEB = Path(get_package_web_dir())
PROJECT = tomllib.loads((Path(__file__).resolve().parents[1] / "pyproject.toml").read_text())["project"]


def test_the_phone_build_is_made_for_the_lowest_flet_the_app_allows():
    """The workarounds were checked on the Flet the phone build pins (its flet-cli, and the flet wheel the
    browser runs), and that pin is the floor of Flet and its extensions: so the test extra's venv, where the
    whole suite runs, holds the lowest Flet allowed (``.ci/newest.sh`` runs the suite on the newest)."""
    floors = {
        r.name: [s.version for s in r.specifier if s.operator == ">="]
        for r in map(Requirement, PROJECT["dependencies"])
        if r.name.startswith("flet")
    }
    (pin,) = [Requirement(r) for r in PROJECT["optional-dependencies"]["phone"] if r.startswith("flet-cli")]
    (version,) = [s.version for s in pin.specifier if s.operator == "=="]
    assert floors == {name: [version] for name in ("flet", "flet-camera", "flet-charts")}
    assert f"flet-{version}-py3-none-any.whl" in WHEELS


def test_every_workaround_names_the_flet_version_it_was_checked_on():
    functions = [
        f for _, f in inspect.getmembers(flet_compat, inspect.isfunction) if f.__module__ == flet_compat.__name__
    ]
    assert len(functions) >= 10
    for function in functions:
        assert re.search(r"Flet \d+\.\d+\.\d+", function.__doc__ or ""), function.__name__


# -- a session's crash --------------------------------------------------------------------------------


def _crash_messages(session: Session) -> list[str]:
    return [m.body.message for m in session.connection.sent if m.action == MessageAction.SESSION_CRASHED]


async def _tap_that_raises(session: Session) -> None:
    def boom(e):
        raise RuntimeError("boom")

    session.page.add(ft.Button("Boom", on_click=boom))
    button = next(c for c in walk(session.page) if isinstance(c, ft.Button))
    await session.dispatch_event(button._i, "click", None)
    await settle()


def test_flet_sends_a_crashed_sessions_traceback_to_its_phone_and_not_to_page_on_error():
    """What :func:`flet_compat.plain_crashes` works around: no public hook hears a handler's exception."""

    async def scenario():
        session = fake_session(ft.PubSubHub(loop=asyncio.get_running_loop()))
        heard = []
        session.page.on_error = heard.append
        await _tap_that_raises(session)
        return _crash_messages(session), heard

    messages, heard = run_async(scenario())
    assert len(messages) == 1 and "Traceback (most recent call last)" in messages[0] and "boom" in messages[0]
    assert heard == []


def test_plain_crashes_changes_one_sessions_message_and_not_flets_class():
    async def scenario():
        hub = ft.PubSubHub(loop=asyncio.get_running_loop())
        plain, other = fake_session(hub), fake_session(hub)
        logged = []
        flet_compat.plain_crashes(plain.page, "Something went wrong.", logged.append)
        await _tap_that_raises(plain)
        await _tap_that_raises(other)
        return _crash_messages(plain), _crash_messages(other), logged

    plain, other, logged = run_async(scenario())
    assert plain == ["Something went wrong."] and len(logged) == 1 and "Traceback" in logged[0]
    assert "Traceback" in other[0]
    assert Session.error.__qualname__ == "Session.error"


# -- the browser build's pubsub hub -------------------------------------------------------------------


def test_flets_pyodide_connection_makes_its_hub_without_a_loop():
    """Read in its source: the module imports the browser's ``flet_js``, so it cannot be imported here."""
    source = Path(importlib.util.find_spec("flet.messaging.pyodide_connection").origin).read_text()
    assert "self.pubsubhub = PubSubHub()" in source


def test_a_hub_without_a_loop_publishes_once_given_the_running_loop():
    async def scenario():
        hub = ft.PubSubHub()
        session = fake_session(hub)
        heard = []
        session.page.pubsub.subscribe_topic("table", lambda topic, message: heard.append(message))
        with pytest.raises(RuntimeError, match="PubSub event loop is not set"):
            session.page.pubsub.send_all_on_topic("table", 1)
        assert vars(hub)[flet_compat.HUB_LOOP] is None
        flet_compat.give_pubsub_loop(session.page)
        session.page.pubsub.send_all_on_topic("table", 2)
        return heard

    assert run_async(scenario()) == [2]


# -- components in an imperative page -----------------------------------------------------------------


def test_flet_exports_no_way_to_render_one_component_inside_a_view():
    assert not hasattr(ft, "Renderer")


@ft.component
def Mounted():  # noqa: N802 (a component's name)
    text, set_text = ft.use_state("made")
    ft.on_mounted(lambda: set_text("mounted"))
    return ft.Text(text)


def _with_component(started: bool) -> list[str]:
    async def scenario():
        session = fake_session(ft.PubSubHub(loop=asyncio.get_running_loop()), components=started)
        session.page.add(flet_compat.render(Mounted))
        for _ in range(5):
            await settle()
        return client_texts(session)

    return run_async(scenario())


def test_an_imperative_page_runs_its_components_effects_only_once_their_scheduler_is_started():
    assert _with_component(started=False) == ["made"]
    assert _with_component(started=True) == ["mounted"]


@ft.memo
@ft.component
def Counter(wrap):  # noqa: N802 (a component's name)
    count, set_count = ft.use_state(0)
    return ft.Column([ft.Text(f"Count {count}"), ft.Button("More", on_click=wrap(lambda: set_count(count + 1)))])


def _tap_more(wrap) -> tuple[list[str], list[str]]:
    """What the phone shows, and what the server holds, after a tap on More (as a phone sends it)."""

    async def scenario():
        session = fake_session(ft.PubSubHub(loop=asyncio.get_running_loop()))
        session.page.add(flet_compat.render(Counter, wrap))
        await settle()
        button = next(c for c in walk(session.page) if isinstance(c, ft.Button))
        await session.dispatch_event(button._i, "click", None)
        for _ in range(5):
            await settle()
        held = [c.value for c in walk(session.page.views[0]) if isinstance(c, ft.Text)]
        return client_texts(session), held

    return run_async(scenario())


def test_flet_loses_a_components_change_made_by_a_tap_it_follows_with_a_page_update():
    """What :func:`flet_compat.state_only` works around."""
    shown, held = _tap_more(lambda change: lambda e: change())
    assert held == ["Count 1"] and shown == ["Count 0"]


def test_a_state_only_tap_sends_the_components_change():
    shown, held = _tap_more(flet_compat.state_only)
    assert held == shown == ["Count 1"]


# -- what `flet publish` writes ------------------------------------------------------------------------


@pytest.fixture
def published(tmp_path) -> Path:
    """Flet's web client with ``index.html`` as ``flet publish --no-cdn --web-renderer canvaskit`` writes it."""
    for name in ("index.html", "flutter_bootstrap.js", "python.js", "python-worker.js"):
        shutil.copy2(WEB / name, tmp_path / name)
    patch_index_html(
        str(tmp_path / "index.html"),
        base_href=None,
        pyodide=True,
        pyodide_script_path="main.py",
        pyodide_version=PYODIDE,
        app_package_url="app.tar.gz",
        web_renderer=ft.WebRenderer.CANVAS_KIT,
        no_cdn=True,
    )
    return tmp_path


def test_flet_publish_writes_addresses_from_the_domains_root_that_are_made_relative(published):
    html = (published / "index.html").read_text()
    assert '<base href="/">' in html and 'flet.pyodideUrl="pyodide/pyodide.mjs";' in html
    relative = flet_compat.relative_index(html)
    assert '<base href="./">' in relative and 'flet.pyodideUrl="./pyodide/pyodide.mjs";' in relative
    assert not re.search(r'(Url|assetBase)="/', relative)
    with pytest.raises(flet_compat.FletChanged):
        flet_compat.relative_index(relative)


def test_flets_page_loads_flutter_bootstrap_with_a_service_worker_version(published):
    html = flet_compat.replace_flutter_bootstrap((published / "index.html").read_text(), "<script>gate</script>")
    assert "<script>gate</script>" in html and "flutter_bootstrap.js" not in html
    assert flet_compat.flutter_worker_version((published / "flutter_bootstrap.js").read_text()).isdigit()


def test_flets_python_worker_is_the_one_the_builds_worker_replaces(published):
    flet_compat.replace_python_worker(published, site.PYTHON_WORKER)
    assert (published / "python-worker.js").read_bytes() == site.PYTHON_WORKER.read_bytes()
    assert "app.worker = flet.adoptPythonWorker() ?? new Worker(" in (published / "python.js").read_text()


def test_flet_webs_pyodide_lock_lacks_the_version_flet_cli_reads():
    shipped = (WEB / "pyodide" / "pyodide-lock.json").read_text()
    assert "version" not in json.loads(shipped)["info"]
    assert json.loads(flet_compat.pyodide_lock(shipped, PYODIDE))["info"]["version"] == PYODIDE
