"""``python -m companion``: serve the app in web mode on 127.0.0.1 and print its URL.

Headless subcommands (``python -m companion roll 3d6`` …) go to the CLI.
"""

from __future__ import annotations

import argparse
import os
import sys

from . import cli

DEFAULT_PORT = 8550


def serve(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m companion", description="Serve the Table Companion app.")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT)
    parser.add_argument("--no-browser", action="store_true", help="do not open a browser tab")
    args = parser.parse_args(argv)
    if args.no_browser:
        os.environ["FLET_FORCE_WEB_SERVER"] = "1"  # Flet then serves without opening a tab
    import flet as ft

    from .ui.app import main

    print(f"Table Companion is serving at http://{args.host}:{args.port}  (Ctrl+C stops it)", flush=True)
    ft.run(
        main,
        view=ft.AppView.WEB_BROWSER,
        host=args.host,
        port=args.port,
        no_cdn=True,
        web_renderer=ft.WebRenderer.CANVAS_KIT,
    )
    return 0


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv and not argv[0].startswith("-"):
        return cli.main(argv)
    return serve(argv)


if __name__ == "__main__":
    sys.exit(main())
