"""The project's version and addresses, read from its one place: ``[project]`` in ``pyproject.toml``.

A checkout, the phone builds (``companion build-web`` stages a ``pyproject.toml`` beside the package,
``flet build`` packs the app folder with it) read the file beside the package; an installed wheel has
no such file and reads the same fields from its metadata (written from that file when it was built).

>>> VERSION.count(".") >= 2
True
>>> PHONE_APP.startswith("https://") and PHONE_APP.endswith("/")
True
"""

from __future__ import annotations

import tomllib
from pathlib import Path

NAME = "table-companion"
PYPROJECT = Path(__file__).resolve().parent.parent / "pyproject.toml"


def _read() -> tuple[str, dict[str, str]]:
    """The version and the project URLs by label."""
    if PYPROJECT.is_file():
        project = tomllib.loads(PYPROJECT.read_text(encoding="utf-8")).get("project", {})
        if project.get("name") == NAME:
            return project["version"], dict(project["urls"])
    from importlib import metadata  # an installed wheel only (slow to import in a phone's browser)

    installed = metadata.metadata(NAME)
    urls = dict(entry.split(", ", 1) for entry in installed.get_all("Project-URL") or [])
    return installed["Version"], urls


VERSION, URLS = _read()
HOME = URLS["Homepage"]
"""The project's page (source, issues, releases)."""
PHONE_APP = URLS["Phone app"]
"""The hosted phone app (the static build on the project's Pages site): what a player opens."""


def staged_pyproject() -> str:
    """The ``pyproject.toml`` a phone build carries beside the package (name, version, URLs)."""
    lines = ["[project]", f'name = "{NAME}"', f'version = "{VERSION}"', "", "[project.urls]"]
    lines += [f'"{label}" = "{url}"' for label, url in URLS.items()]
    return "\n".join(lines) + "\n"
