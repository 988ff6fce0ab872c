"""Where things live: the shipped content in data/ and the app's own data folder."""

from __future__ import annotations

import os
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def shipped_data() -> Path:
    """``data/`` of the checkout, or the copy packed inside the installed wheel."""
    installed = _PACKAGE / "data"
    return installed if installed.is_dir() else _PACKAGE.parent / "data"


def app_home() -> Path:
    """The app's data folder (saves, player-entered content, settings): ``$COMPANION_HOME`` wins."""
    if os.environ.get("COMPANION_HOME"):
        return Path(os.environ["COMPANION_HOME"])
    base = os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share"
    return Path(base) / "table-companion"
