"""``companion snapshot encode|decode``: the parsers of the main CLI.

Every failure raises an exception the main CLI reports in one line with exit code 1; nothing
is written unless the whole command succeeded.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import TypeVar

from ..cli_io import check_replace
from ..cli_parser import add_command, json_flag, reveal_flag
from ..engine import GameSession
from ..engine.secrets import dumped
from ..storage import read_save, write_save
from . import qr, receive
from .codec import SnapshotError
from .snapshot import decode, encode

P = TypeVar("P", bound=argparse.ArgumentParser)
"""The main CLI's parser class (its subparsers keep it)."""


def cmd_encode(args: argparse.Namespace) -> int:
    state = read_save(Path(args.save)).state
    code = encode(state)
    png = qr.render_png(code) if args.png else None
    if png is not None:
        Path(args.png).write_bytes(png)
    print(json.dumps({"code": code, "png": args.png}) if args.json else code)
    return 0


def code_from_argument(text: str) -> str:
    """The code itself, or the code held by a picture or text file of that name."""
    if text == "-":
        data = sys.stdin.buffer.read(16 * 1024 * 1024)
    elif len(text) > 255 or not os.path.isfile(text):  # a long code is never a file name
        return text
    else:
        data = Path(text).read_bytes()
    try:
        return qr.read_text(data)
    except SnapshotError as exc:
        if data.startswith(b"\x89PNG") or data[:3] == b"\xff\xd8\xff":
            raise exc from None
        return data.decode("utf-8", errors="replace")


def cmd_decode(args: argparse.Namespace) -> int:
    state = receive.admit(decode(code_from_argument(args.code)))  # the app's own door: nothing it refuses
    if args.out:
        if not args.force:
            check_replace(args.out, state.game_id)
        write_save(Path(args.out), GameSession(state))
        saved = {"game": state.game, "game_id": state.game_id, "revision": state.revision, "save": args.out}
        print(
            json.dumps(saved)
            if args.json
            else f"{state.game}: game {state.game_id} (revision {state.revision}) saved to {args.out}"
        )
    else:
        print(json.dumps(dumped(state, args.reveal), indent=2, ensure_ascii=False))
    return 0


def add_parsers(subparsers: argparse._SubParsersAction[P]) -> None:
    """Add ``snapshot`` to the main CLI's subparsers."""
    p = add_command(
        subparsers,
        "snapshot",
        "share a game as a text code or QR image",
        "companion snapshot encode game.json --png code.png",
        "companion snapshot decode code.png --out game.json",
    )
    sub = p.add_subparsers(dest="snapshot_command", metavar="encode|decode", required=True, parser_class=type(p))
    e = add_command(
        sub,
        "encode",
        "print the snapshot code of a save (and write its QR image)",
        "companion snapshot encode game.json",
        "companion snapshot encode game.json --png code.png --json",
    )
    e.add_argument("save", metavar="SAVE.json")
    e.add_argument("--png", metavar="FILE", help="also write the QR code as a PNG")
    json_flag(e)
    e.set_defaults(handler=cmd_encode)
    d = add_command(
        sub,
        "decode",
        "load a code (text, or a picture of its QR); without --out, print its state (hidden information blanked)",
        "companion snapshot decode 'SYN1:...'",
        "companion snapshot decode 'SYN1:...' --reveal",
        "companion snapshot decode code.png --out game.json",
    )
    d.add_argument("code", metavar="CODE_OR_IMAGE")
    d.add_argument("--out", metavar="SAVE.json", help="write a save file instead of printing the state")
    d.add_argument("--force", action="store_true", help="replace a file that holds another game")
    reveal_flag(d)
    json_flag(d)
    d.set_defaults(handler=cmd_decode)
