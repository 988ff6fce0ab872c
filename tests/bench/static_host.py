"""A plain static file server for the built site (no app server): the tests' and the bench's host.

It serves the ``.br`` or ``.gz`` copy the build writes beside a file to a browser that accepts it
(brotli first), as a compressing host does, and counts the bytes it sends (the bench's
"transferred on first load"). With a ``prefix`` it serves the site under that path only, as a GitHub
Pages project site is (``https://owner.github.io/<repo>/``).
"""

from __future__ import annotations

import functools
import os
import shutil
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import IO, Any

from companion.compression import ENCODINGS, accepted


class _Server(ThreadingHTTPServer):
    sent = 0
    lock = threading.Lock()
    prefix = ""


class _Handler(SimpleHTTPRequestHandler):
    server: _Server

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - the base class's name
        pass

    def send_head(self) -> Any:
        prefix = self.server.prefix
        if prefix and not (self.path == prefix or self.path.startswith(prefix + "/")):
            self.send_error(404, "outside the site's path")
            return None
        if prefix and self.path == prefix:  # as a static host does: the folder's address ends with "/"
            self.send_response(301)
            self.send_header("Location", prefix + "/")
            self.end_headers()
            return None
        path = Path(self.translate_path(self.path))
        if path.is_dir():
            if not self.path.partition("?")[0].endswith("/"):
                return super().send_head()  # moved to the folder's address with its "/", as any host does
            path = path / "index.html"
        for encoding in accepted(self.headers.get("Accept-Encoding", "")):
            packed = path.with_name(path.name + ENCODINGS[encoding])
            if packed.is_file():
                return self._send_packed(path, packed, encoding)
        return super().send_head()

    def translate_path(self, path: str) -> str:
        return super().translate_path(path.removeprefix(self.server.prefix))

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
    """The site on a fixed port of 127.0.0.1 (an origin keeps its service worker across restarts), at the
    origin's root or under ``prefix`` (``"/table-companion"``); :attr:`url` is the site's address without
    its final "/"."""

    def __init__(self, site: Path, prefix: str = ""):
        self.site = site
        self.prefix = prefix.rstrip("/")
        self.server: _Server | None = None
        self.port = 0
        self.start()
        self.url = f"http://127.0.0.1:{self.port}{self.prefix}"

    @property
    def sent(self) -> int:
        """Bytes of file content sent since the host started (compressed where the build compressed it)."""
        return self.server.sent if self.server else 0

    def start(self) -> None:
        handler = functools.partial(_Handler, directory=str(self.site))
        self.server = _Server(("127.0.0.1", self.port), handler)
        self.server.prefix = self.prefix
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self) -> None:
        if self.server is not None:
            self.server.shutdown()
            self.server.server_close()
            self.server = None
