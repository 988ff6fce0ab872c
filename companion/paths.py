"""Where things live: the shipped content in data/ and the app's own data folder."""

from __future__ import annotations

import os
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent
APP_NAME = "table-companion"


def shipped_data() -> Path:
    """``data/`` of the checkout, or the copy packed inside the installed wheel."""
    installed = _PACKAGE / "data"
    return installed if installed.is_dir() else _PACKAGE.parent / "data"


def app_home() -> Path:
    """The app's data folder (saves, player-entered content, settings).

    ``$COMPANION_HOME`` wins; on a phone, the storage folder Flet gives the app
    (``$FLET_APP_STORAGE_DATA``); on a desktop or server, the user data folder of the platform
    (platformdirs: ``~/.local/share/table-companion`` on Linux, ``~/Library/Application Support/…``
    on macOS, ``%LOCALAPPDATA%\\…`` on Windows).
    """
    for variable in ("COMPANION_HOME", "FLET_APP_STORAGE_DATA"):
        if os.environ.get(variable):
            return Path(os.environ[variable])
    try:
        from platformdirs import user_data_path
    except ImportError:  # installed without platformdirs: the XDG folder
        base = os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share"
        return Path(base) / APP_NAME
    folder: Path = user_data_path(APP_NAME, appauthor=False)
    return folder
