"""The static phone build: the whole app as a static web site that runs Python in the browser (Pyodide).

``companion build-web DIR`` stages the app (``main.py``, the ``companion`` package, ``data/`` and
the browser wheels of its dependencies unpacked into ``__pypackages__``, so nothing is installed
at run time), compiles the stage to CPython 3.14 bytecode with the shipped Pyodide runtime
under Node.js (the browser then imports without compiling), runs Flet 1.0.5's ``flet publish
--no-cdn`` on the stage, then repairs and trims what Flet writes (see :mod:`.site`). Everything
comes from the package registries, pinned and checked by hash: the Pyodide wheels from PyPI
(:data:`WHEELS`, cached under ``~/.cache/table-companion/phone-build``), the Pyodide runtime from
flet-web's own copy (:data:`RUNTIME`; byte for byte the npm package ``pyodide@314.0.7``). Nothing
is fetched from a CDN, at build time or at run time; Node.js (the machine's own) runs the compiler.

It builds from a checkout or from the installed package alike: ``pip install "table-companion[phone]"``
brings flet-cli and pip, and Node.js is the one thing to install beside it (the build says so first).
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

from .. import flet_compat, paths, project
from . import site

PYTHON = "3.14"
PYTHON_FULL = "3.14.2"
PYODIDE = "314.0.7"
PLATFORM = "pyemscripten_2026_0_wasm32"

WHEELS = {
    "annotated_types-0.8.0-py3-none-any.whl": "f072f4d804ea359e4eaf198b1af7a8b0943881a87f31bb764f8bf219bb9419e0",
    "flet-1.0.5-py3-none-any.whl": "1bfde51f557af24cafce8092afdaf80fb778ec9d03fdf343ca46b5f0a7af2bbf",
    "flet_camera-1.0.5-py3-none-any.whl": "c7758768a3319786526b297ce0a44d2d6e08c7196ee75a4d2510af5e22035d25",
    "flet_charts-1.0.5-py3-none-any.whl": "b222e2992b5be47f25155968d8241dc3f5ab7434e0153fb6dcd4df7b9f6eaf7b",
    "msgpack-1.2.4-cp314-cp314-pyemscripten_2026_0_wasm32.whl": (
        "06a0657a4110d563255006b7cb7147432f67827144e429c2cdb1c967548d1817"
    ),
    "platformdirs-4.14.8-py3-none-any.whl": "1e34af590de4d978631b751eb2202f2fee4497537a17c1720b12fcf57b331392",
    "pydantic-2.14.4-py3-none-any.whl": "653a2ad9f6d8858529c77c72717d0ea991d6c6837fe683246b2f4b2bbfc3fadc",
    "pydantic_core-2.50.5-cp314-cp314-pyemscripten_2026_0_wasm32.whl": (
        "b2910ec0fa5aeb9bef70156f2b79f4783978fdcfaa7b2f1b5d1814458d2e79a1"
    ),
    "pypng-0.20220715.0-py3-none-any.whl": "4a43e969b8f5aaafb2a415536c1a8ec7e341cd6a3f957fd5b5f32a4cfeed902c",
    "qrcode-8.2-py3-none-any.whl": "16e64e0716c14960108e85d853062c9e8bba5ca8252c0b4d0231b9df4060ff4f",
    "repath-0.9.0-py3-none-any.whl": "ee079d6c91faeb843274d22d8f786094ee01316ecfe293a1eb6546312bb6a318",
    "six-1.17.0-py2.py3-none-any.whl": "4721f391ed90541fddacab5acf947aa0d3dc7d27b2e1e8eda2be8970586c3274",
    "typing_extensions-4.16.0-py3-none-any.whl": "481caa481374e813c1b176ada14e97f1f67a4539ce9cfeb3f350d78d6370c2e8",
    "typing_inspection-0.4.5-py3-none-any.whl": "bc210535442b39e1bf2805e0c7a17dfd6a4ace760c84c7f7d16245d23a6b1c39",
}
"""The browser's dependency set (pydantic-core and msgpack built for Pyodide), by file name and sha256."""

RUNTIME = {
    "pyodide.mjs": "6f1d60f7bf529beb300f0f47983c921d3982363640ba20af0e38efdddbc66109",
    "pyodide.asm.mjs": "f7cdc8ece80678ceb712f8e65ebe6d3a83203a180c399865f49612a051693635",
    "pyodide.asm.wasm": "cc36e3cab04fdfc9a63ff13eb52eae2b911bf46c025cc7b281f394bd3de1d5e6",
    "python_stdlib.zip": "fa1957e5777068fc4f7437f96d860ae2fbe9c19732ba06c84e004ec16dd7dd7a",
    "pyodide-lock.json": "5dc2fc119108bc148c7457dc86e7675b5c87e1cafd420b9c34c1eaef7b36c010",
    "micropip-0.11.1-py3-none-any.whl": "e2d52886594fd4cd0d0847110a1c34ae0134d3a970eb4496d3b5eb31ee2d8af6",
    "packaging-26.1-py3-none-any.whl": "565acbbea54da30348b6d68b6a54373e6f777987db9f1db6966b4b3a5060d303",
}
"""The Pyodide runtime files the page loads, as flet-web 1.0.5 ships them."""

PACKAGE = Path(__file__).resolve().parents[1]
ENTRY = "import flet as ft\n\nfrom companion.ui.app import main\n\nft.run(main)\n"
"""The builds' entry module, ``main.py`` (``flet publish`` and ``flet build`` run a module named main)."""
COMPILER = Path(__file__).with_name("compile_pyc.mjs")
LEFT_OUT = ("__pycache__", "assets", "phone_build", "data")
"""Parts of the package the browser does not run (assets are served as web files; an installed
package's ``data`` is staged beside it, as in a checkout)."""


class BuildError(Exception):
    """The build cannot go on; the message says why in plain words."""


NEEDS = (
    ("flet_cli", 'flet-cli is needed to build the phone app: pip install "table-companion[phone]"'),
    ("pip", 'pip is needed to fetch the browser\'s packages: pip install "table-companion[phone]"'),
)


def check_tools() -> None:
    """Everything the build runs is here, or a :class:`BuildError` names what to install (before any work)."""
    import importlib.util

    for module, missing in NEEDS:
        if importlib.util.find_spec(module) is None:
            raise BuildError(missing)
    if shutil.which("node") is None:
        raise BuildError(site.NODE_MISSING)


def cache_dir() -> Path:
    """Downloads kept between builds (outside the repo)."""
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "table-companion" / "phone-build"


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def fetch_wheels(cache: Path) -> list[Path]:
    """The pinned wheels, downloaded once from PyPI with pip (hashes required), then from the cache."""
    folder = cache / "wheels"
    missing = [name for name, digest in WHEELS.items() if not _intact(folder / name, digest)]
    if missing:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as pins:
            for name in missing:
                project, version = name.split("-")[:2]
                pins.write(f"{project}=={version} --hash=sha256:{WHEELS[name]}\n")
        command = [sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--only-binary=:all:"]
        command += ["--platform", PLATFORM, "--python-version", PYTHON, "--implementation", "cp"]
        command += ["--abi", f"cp{PYTHON.replace('.', '')}", "--require-hashes", "-r", pins.name, "-d", str(folder)]
        try:
            subprocess.run(command, check=True)
        finally:
            os.unlink(pins.name)
    broken = [name for name, digest in WHEELS.items() if not _intact(folder / name, digest)]
    if broken:
        raise BuildError(f"these wheels did not arrive intact: {', '.join(broken)}")
    return [folder / name for name in WHEELS]


def _intact(path: Path, digest: str) -> bool:
    return path.is_file() and sha256(path) == digest


def runtime_cache(cache: Path) -> Path:
    """Flet's Pyodide cache (``$FLET_CACHE_DIR/pyodide/<version>``) filled from flet-web's checked copy.

    flet-cli would download the core from GitHub because the shipped lock file lacks the
    ``info.version`` its cache check reads; the copy here adds it.
    """
    from flet_web import get_package_web_dir

    shipped = Path(get_package_web_dir()) / "pyodide"
    changed = [name for name, digest in RUNTIME.items() if not _intact(shipped / name, digest)]
    if changed:
        raise BuildError(f"flet-web's Pyodide runtime is not the pinned one: {', '.join(changed)}")
    flet_cache = cache / "flet"
    target = flet_cache / "pyodide" / PYODIDE
    target.mkdir(parents=True, exist_ok=True)
    for name in RUNTIME:
        shutil.copy2(shipped / name, target / name)
    lock = flet_compat.pyodide_lock((shipped / "pyodide-lock.json").read_text(), PYODIDE)
    (target / "pyodide-lock.json").write_text(lock)
    manifest = {
        "default_python_version": PYTHON,
        "pythons": {PYTHON: {"full_version": PYTHON_FULL, "pyodide_version": PYODIDE, "android_abis": []}},
    }
    (flet_cache / "python-build-manifest.json").write_text(json.dumps(manifest))
    return flet_cache


def stage(folder: Path, wheels: list[Path]) -> Path:
    """The folder ``flet publish`` packs, laid out as a checkout: entry, package, ``pyproject.toml`` (the
    version and addresses), data and the vendored wheels (nothing to install)."""
    (folder / "main.py").write_text(ENTRY)
    (folder / "pyproject.toml").write_text(project.staged_pyproject())
    shutil.copytree(PACKAGE, folder / "companion", ignore=_left_out)
    shutil.copytree(paths.shipped_data(), folder / "data")
    shutil.copytree(PACKAGE / "assets", folder / "assets")
    for wheel in wheels:
        with zipfile.ZipFile(wheel) as archive:
            archive.extractall(folder / "__pypackages__")
    return folder / "main.py"


def compile_stage(folder: Path, runtime: Path) -> None:
    """``.pyc`` in place of each staged module (app and dependencies), made by the browser's own Python (Pyodide)."""
    try:
        result = site.node(COMPILER, str(runtime), str(folder))
    except FileNotFoundError as missing:
        raise BuildError(str(missing)) from None
    if result.returncode:
        raise BuildError(f"compiling the app for the browser failed:\n{result.stdout[-1500:]}{result.stderr[-1500:]}")


def _left_out(directory: str, names: list[str]) -> list[str]:
    return [n for n in names if n in LEFT_OUT and Path(directory) == PACKAGE or n == "__pycache__"]


def build(out: Path, cache: Path | None = None) -> site.Summary:
    """Build the static site into ``out`` (replaced); returns its size summary."""
    check_tools()
    cache = cache or cache_dir()
    wheels = fetch_wheels(cache)
    flet_cache = runtime_cache(cache)
    manifest = _read_manifest()
    with tempfile.TemporaryDirectory(prefix="companion-stage-") as tmp:
        entry = stage(Path(tmp), wheels)
        compile_stage(Path(tmp), flet_cache / "pyodide" / PYODIDE)
        command = [sys.executable, "-m", "flet_cli.cli", "publish", str(entry), "--no-cdn"]
        command += ["--distpath", str(out.resolve()), "--python-version", PYTHON, "--web-renderer", "canvaskit"]
        command += ["--app-name", manifest["name"], "--app-short-name", manifest["short_name"]]
        command += ["--app-description", manifest["description"], "--pwa-theme-color", manifest["theme_color"]]
        command += ["--pwa-background-color", manifest["background_color"]]
        environment = dict(os.environ, FLET_CACHE_DIR=str(flet_cache))
        environment["FLET_PYTHON_BUILD_MANIFEST"] = str(flet_cache / "python-build-manifest.json")
        result = subprocess.run(command, cwd=tmp, env=environment, capture_output=True, text=True)
        if result.returncode:
            raise BuildError(f"flet publish failed:\n{result.stdout[-2000:]}{result.stderr[-2000:]}")
    return site.finish(out)


def _read_manifest() -> dict[str, str]:
    manifest: dict[str, str] = json.loads((PACKAGE / "assets" / "manifest.json").read_text())
    return manifest
