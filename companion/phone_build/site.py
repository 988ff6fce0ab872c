"""What ``flet publish`` wrote, made right for phones: a working Pyodide path, an offline worker, no dead weight.

Each edit of a file Flet wrote is made by :mod:`companion.flet_compat`, which checks the file is as the
Flet it was made for wrote it.

- Flet 1.0.5 writes ``pyodideUrl: "pyodide/pyodide.mjs"``, which a module worker cannot resolve.
- Flutter's own ``flutter_service_worker.js`` only unregisters itself; the build ships a caching
  worker under that name (a second worker makes the page reload endlessly) and the page starts
  once it is in control, so everything the app loads is kept for offline starts.
- The skwasm/wimp renderers, the WebAssembly Dart build, source maps and Pyodide's command-line
  files are never loaded by a CanvasKit page, nor the maths and Cupertino fonts by this app: they
  are dropped.
- Python starts as soon as the worker is in control, beside Flutter rather than after it, and installs
  nothing at start (the build's own ``python-worker.js``, in place of Flet's; micropip is dropped).
- A share link ``…/load?s=CODE`` is a page of its own (``load/index.html``), so any static host
  serves it without rewrite rules.
- The site runs from any address, at a domain's root or under a path (a GitHub Pages project site):
  Flet writes ``<base href="/">`` and absolute ``/canvaskit/`` and ``/`` entry points, so under
  ``/<repo>/`` every file was asked of the domain's root. Every address is now relative to the page's
  base, which is the app's folder: ``./`` for the root page, ``../`` for ``load/index.html``, and the
  worker's own folder when the offline copy answers any other route. Python is told that folder as
  the page's address (its share links and "this app on another phone").
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

from .. import compression, flet_compat

UNUSED = (
    "main.dart.wasm",
    "main.dart.mjs",
    "flutter.js.map",
    "canvaskit/experimental_webparagraph",
    "pyodide/python",
    "pyodide/python.bat",
    "pyodide/python.exe",
    "pyodide/python_cli_entry.mjs",
    "pyodide/pyodide.js",
    "pyodide/ffi.d.ts",
    "pyodide/pyodide.d.ts",
    "pyodide/package.json",
    "pyodide/micropip-0.11.1-py3-none-any.whl",
    "pyodide/packaging-26.1-py3-none-any.whl",
)
UNUSED_PATTERNS = ("canvaskit/skwasm*", "canvaskit/wimp*", "**/*.symbols")
UNUSED_FONTS = ("packages/flutter_math_fork/", "packages/cupertino_icons/")
"""Font families no text of the app uses (no maths, no Cupertino icons), which Flutter fetches at each start."""
RUNTIME_CACHED = ("canvaskit/", "assets/NOTICES", "assets/packages/media_kit/")
"""Cached when the page first asks for them: each browser loads one of the two CanvasKit builds; the
licence texts and the video player are never opened by this app."""
PAGES = ("load",)
"""Routes a phone may open directly (the share link)."""
WORKER = Path(__file__).with_name("flutter_service_worker.js")
PYTHON_WORKER = Path(__file__).with_name("python-worker.js")


@dataclass(frozen=True)
class Summary:
    """The built site in figures."""

    files: int
    raw_bytes: int
    packed_bytes: int
    first_load_bytes: int
    """What a phone transfers on its first load from a host that serves the build's compressed copies
    (one CanvasKit build)."""


def finish(out: Path) -> Summary:
    """Repair and trim the published site in ``out``; returns its figures."""
    _drop_unused(out)
    index = out / "index.html"
    html = flet_compat.relative_index(index.read_text())
    bootstrap = (out / "flutter_bootstrap.js").read_text()
    html = _start_after_worker(html, flet_compat.flutter_worker_version(bootstrap))
    index.write_text(html)
    flet_compat.replace_python_worker(out, PYTHON_WORKER)
    for page in PAGES:
        (out / page).mkdir(exist_ok=True)
        (out / page / "index.html").write_text(html.replace('<base href="./">', '<base href="../">'))
    files = _files(out)
    precache = [f for f in files if not f.startswith(RUNTIME_CACHED) and f != "flutter_service_worker.js"]
    version = hashlib.sha256(b"".join(hashlib.sha256((out / f).read_bytes()).digest() for f in files)).hexdigest()
    worker = WORKER.read_text().replace("__VERSION__", version[:16]).replace("__PRECACHE__", json.dumps(precache))
    (out / "flutter_service_worker.js").write_text(worker)
    return _compress(out, precache)


def _drop_unused(out: Path) -> None:
    for name in UNUSED:
        path = out / name
        if path.is_dir():
            shutil.rmtree(path)
        else:
            path.unlink(missing_ok=True)
    for pattern in UNUSED_PATTERNS:
        for path in out.glob(pattern):
            path.unlink()
    manifest = out / "assets" / "FontManifest.json"
    families = json.loads(manifest.read_text())
    manifest.write_text(json.dumps([f for f in families if not f["family"].startswith(UNUSED_FONTS)], indent=2))
    for folder in UNUSED_FONTS:
        shutil.rmtree(out / "assets" / folder, ignore_errors=True)


def _start_after_worker(html: str, flutter_version: str) -> str:
    """Flutter and Python start once the caching worker controls the page (at once when it already does)."""
    gate = f"""<script>
    // What Python in the worker cannot learn itself: whether the browser keeps this site's storage
    // (asked once: a refusal is said on the home screen), and a new version of the app taking over.
    function tellPython(python) {{
      const tell = (news) => python.postMessage({{ pageNews: news }});
      if (navigator.storage && navigator.storage.persist) {{
        navigator.storage.persist().then((kept) => tell({{ persisted: kept }}), () => tell({{ persisted: false }}));
      }}
      if ("serviceWorker" in navigator && navigator.serviceWorker.controller) {{
        navigator.serviceWorker.addEventListener("controllerchange", () => tell({{ update: true }}));
      }}
    }}
    (async () => {{
      try {{
        if ("serviceWorker" in navigator) {{
          const registration = await navigator.serviceWorker.register("flutter_service_worker.js?v={flutter_version}");
          const worker = registration.installing || registration.waiting;
          if (worker && !navigator.serviceWorker.controller) {{
            await new Promise((resolve) => {{
              navigator.serviceWorker.addEventListener("controllerchange", resolve, {{ once: true }});
              worker.addEventListener("statechange", () => worker.state === "redundant" && resolve());
            }});
          }}
        }}
      }} catch (error) {{
        console.warn("This page will not work offline:", error);
      }}
      // Python boots while Flutter loads (from the offline copy once it is in control).
      let worker = new Worker("python-worker.js", {{ type: "module" }});
      // Python knows the app by its folder's address (the page's base).
      const config = {{
        pyodideUrl: flet.pyodideUrl, appPackageUrl: flet.appPackageUrl, documentUrl: document.baseURI
      }};
      worker.postMessage({{ boot: {{ ...config, pythonModuleName: flet.pythonModuleName }} }});
      tellPython(worker);
      flet.adoptPythonWorker = () => {{
        const adopted = worker;
        worker = null;
        return adopted;
      }};
      const script = document.createElement("script");
      script.src = "flutter_bootstrap.js";
      document.body.appendChild(script);
    }})();
  </script>"""
    return flet_compat.replace_flutter_bootstrap(html, gate)


def _files(out: Path) -> list[str]:
    """The site's files, without the ``.gz``/``.br`` twins (``app.tar.gz`` is a file of its own)."""
    return sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file() and not _twin(p))


def _twin(path: Path) -> bool:
    return path.suffix in (".gz", ".br") and path.with_suffix("").is_file()


NODE_MISSING = "Node.js is needed to build the app for the browser: install it (Debian: nodejs)"


def node(script: Path, *args: str, stdin: str | None = None, timeout: int = 600) -> subprocess.CompletedProcess[str]:
    """Run a script of the build with the machine's Node.js."""
    found = shutil.which("node")
    if found is None:
        raise FileNotFoundError(NODE_MISSING)
    command = [found, str(script), *args]
    return subprocess.run(command, input=stdin, capture_output=True, text=True, timeout=timeout)


def _compress(out: Path, precache: list[str]) -> Summary:
    """``.br`` and ``.gz`` beside each compressible file (for hosts that serve them, kept between builds
    by :mod:`companion.compression`); the figures, each file counted as its smallest copy (a host sends
    brotli to a browser that accepts it)."""
    raw = packed = first = 0
    for name in _files(out):
        path = out / name
        size = path.stat().st_size
        smallest = size
        if compression.compressible(path):
            digest = compression.sha256(path)
            for encoding, suffix in compression.ENCODINGS.items():
                copy = compression.kept(path, encoding, digest)
                if copy.stat().st_size < size * compression.WORTH:
                    shutil.copyfile(copy, out / f"{name}{suffix}")
                    smallest = min(smallest, copy.stat().st_size)
        raw += size
        packed += smallest
        if name in precache or name.startswith("canvaskit/chromium/"):
            first += smallest
    return Summary(len(_files(out)), raw, packed, first)
