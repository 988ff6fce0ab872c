"""A plain static file server for the built site (no app server): the tests' and the bench's host.

It serves the ``.br`` or ``.gz`` copy the build writes beside a file to a browser that accepts it
(brotli first), as a compressing host does, and counts the bytes it sends (the bench's
"transferred on first load").
"""

from __future__ import annotations

import functools
import os
import shutil
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import IO, Any

ENCODINGS = (("br", ".br"), ("gzip", ".gz"))
"""Content encodings the host serves from the build's copies, the preferred first."""


class _Server(ThreadingHTTPServer):
    sent = 0
    lock = threading.Lock()


class _Handler(SimpleHTTPRequestHandler):
    server: _Server

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - the base class's name
        pass

    def send_head(self) -> Any:
        path = Path(self.translate_path(self.path))
        if path.is_dir():
            path = path / "index.html"
        accepted = self.headers.get("Accept-Encoding", "")
        for encoding, suffix in ENCODINGS:
            packed = path.with_name(path.name + suffix)
            if encoding in accepted and packed.is_file():
                return self._send_packed(path, packed, encoding)
        return super().send_head()

    def _send_packed(self, path: Path, packed: Path, encoding: str) -> IO[bytes]:
        body = packed.open("rb")
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", encoding)
        self.send_header("Content-Length", str(packed.stat().st_size))
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        return body

    def copyfile(self, source: IO[bytes], outputfile: IO[bytes]) -> None:  # type: ignore[override]
        # counted before the copy: a client that has read the whole body finds it counted
        with self.server.lock:
            self.server.sent += os.fstat(source.fileno()).st_size - source.tell()
        shutil.copyfileobj(source, outputfile)


class StaticHost:
    """The site on a fixed port of 127.0.0.1 (an origin keeps its service worker across restarts)."""

    def __init__(self, site: Path):
        self.site = site
        self.server: _Server | None = None
        self.port = 0
        self.start()
        self.url = f"http://127.0.0.1:{self.port}"

    @property
    def sent(self) -> int:
        """Bytes of file content sent since the host started (compressed where the build compressed it)."""
        return self.server.sent if self.server else 0

    def start(self) -> None:
        handler = functools.partial(_Handler, directory=str(self.site))
        self.server = _Server(("127.0.0.1", self.port), handler)
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self) -> None:
        if self.server is not None:
            self.server.shutdown()
            self.server.server_close()
            self.server = None
