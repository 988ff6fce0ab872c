"""``python -m companion``: serve the app (``companion serve``), or run any other ``companion`` command.

With no command, or only serve's options (``--port 8551 --no-browser``), it serves.
"""

from __future__ import annotations

import sys

from . import cli

_TOP_LEVEL = ("-h", "--help", "--version")


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if not argv or (argv[0].startswith("-") and argv[0] not in _TOP_LEVEL):
        argv = ["serve", *argv]
    return cli.main(argv)


if __name__ == "__main__":
    sys.exit(main())
