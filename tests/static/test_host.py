"""The static host of the tests and the bench serves the build's compressed copies as a compressing host does."""

from __future__ import annotations

import gzip
import urllib.error
import urllib.request

from tests.bench.static_host import StaticHost


def test_a_gzip_copy_is_sent_to_a_browser_that_accepts_it_and_counted(tmp_path):
    text = b"console.log('table');\n" * 200
    (tmp_path / "main.js").write_bytes(text)
    (tmp_path / "main.js.gz").write_bytes(gzip.compress(text))
    host = StaticHost(tmp_path)
    try:
        asked = urllib.request.Request(f"{host.url}/main.js", headers={"Accept-Encoding": "gzip"})
        with urllib.request.urlopen(asked) as response:
            body = response.read()
            assert response.headers["Content-Encoding"] == "gzip"
            assert "javascript" in response.headers["Content-Type"]
        assert gzip.decompress(body) == text and host.sent == len(body)
        with urllib.request.urlopen(f"{host.url}/main.js") as plain:  # no Accept-Encoding: the file itself
            assert plain.read() == text and plain.headers["Content-Encoding"] is None
    finally:
        host.stop()


def test_a_brotli_copy_is_preferred_when_the_browser_accepts_both(tmp_path):
    text = b"console.log('table');\n" * 200
    (tmp_path / "main.js").write_bytes(text)
    (tmp_path / "main.js.gz").write_bytes(gzip.compress(text))
    (tmp_path / "main.js.br").write_bytes(b"brotli copy")  # the host sends the copy as it is
    host = StaticHost(tmp_path)
    try:
        asked = urllib.request.Request(f"{host.url}/main.js", headers={"Accept-Encoding": "gzip, deflate, br"})
        with urllib.request.urlopen(asked) as response:
            assert response.headers["Content-Encoding"] == "br" and response.read() == b"brotli copy"
        asked = urllib.request.Request(f"{host.url}/main.js", headers={"Accept-Encoding": "gzip"})
        with urllib.request.urlopen(asked) as response:
            assert response.headers["Content-Encoding"] == "gzip" and gzip.decompress(response.read()) == text
    finally:
        host.stop()


def test_under_a_path_the_host_serves_the_site_there_only_as_a_pages_project_site_does(tmp_path):
    (tmp_path / "index.html").write_bytes(b"<p>app</p>")
    host = StaticHost(tmp_path, prefix="/table-companion")
    try:
        assert host.url.endswith("/table-companion")
        with urllib.request.urlopen(f"{host.url}/") as page:
            assert page.read() == b"<p>app</p>"
        with urllib.request.urlopen(host.url) as moved:  # the folder's address gains its "/"
            assert moved.url == f"{host.url}/"
        root = host.url.removesuffix("/table-companion")
        try:
            urllib.request.urlopen(f"{root}/index.html")
            raise AssertionError("the domain's root served the site")
        except urllib.error.HTTPError as error:
            assert error.code == 404
    finally:
        host.stop()
