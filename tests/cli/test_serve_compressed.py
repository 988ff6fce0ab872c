"""The served app sends Flet's web client compressed (issue 38): the brotli copy to a browser that takes
it, else the gzip one, else the file; Flet's patched page is left to Flet; the copies are kept by content."""

from __future__ import annotations

import gzip

import brotli
import pytest
from starlette.applications import Starlette
from starlette.responses import PlainTextResponse
from starlette.routing import Route
from starlette.testclient import TestClient

from companion import compression
from companion.web_server import Precompressed

CLIENT = b"main() { flet(); }\n" * 5000


def _flet(request):
    return PlainTextResponse(f"flet sent {request.url.path}")


@pytest.fixture
def served(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    web = tmp_path / "web"
    (web / "canvaskit").mkdir(parents=True)
    (web / "main.dart.js").write_bytes(CLIENT)
    (web / "canvaskit" / "skwasm.wasm").write_bytes(CLIENT)  # another renderer's: never loaded by the app
    (web / "index.html").write_bytes(b"<html>" * 500)  # Flet patches it for each server
    app = Precompressed(Starlette(routes=[Route("/{path:path}", _flet)]), web_dir=web)
    app.making.join()
    return TestClient(app)


def test_a_browser_that_takes_brotli_gets_the_brotli_copy_of_flets_client(served):
    response = served.get("/main.dart.js", headers={"Accept-Encoding": "gzip, deflate, br, zstd"})
    assert response.headers["Content-Encoding"] == "br" and response.headers["Vary"] == "Accept-Encoding"
    assert "javascript" in response.headers["Content-Type"]
    # the bytes on the wire are the brotli copy (the test client decodes it, as a browser does)
    assert int(response.headers["Content-Length"]) < len(CLIENT) / 10 and response.content == CLIENT


def test_gzip_when_the_browser_takes_only_gzip_and_the_file_itself_when_it_takes_neither(served):
    response = served.get("/main.dart.js", headers={"Accept-Encoding": "gzip"})
    assert response.headers["Content-Encoding"] == "gzip" and response.content == CLIENT
    plain = served.get("/main.dart.js", headers={"Accept-Encoding": "identity"})
    assert plain.text == "flet sent /main.dart.js" and "Content-Encoding" not in plain.headers


def test_flets_own_page_and_files_no_phone_loads_are_left_to_flet(served):
    for path in ("/index.html", "/canvaskit/skwasm.wasm", "/game/abc"):
        response = served.get(path, headers={"Accept-Encoding": "br, gzip"})
        assert response.text == f"flet sent {path}"


def test_the_copies_are_kept_by_content_for_the_next_server(served, tmp_path):
    digest = compression.sha256(tmp_path / "web" / "main.dart.js")
    kept = {p.name for p in compression.cache_dir().iterdir()}
    assert {f"{digest}.br", f"{digest}.gz"} <= kept
    assert gzip.decompress((compression.cache_dir() / f"{digest}.gz").read_bytes()) == CLIENT
    assert brotli.decompress((compression.cache_dir() / f"{digest}.br").read_bytes()) == CLIENT
