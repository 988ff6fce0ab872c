"""The static host of the tests and the bench serves the build's gzip copies as a compressing host does."""

from __future__ import annotations

import gzip
import urllib.request

from companion.phone_build.host import StaticHost


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
