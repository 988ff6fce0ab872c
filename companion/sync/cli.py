"""``companion snapshot encode|decode`` and ``companion bench``: parsers for the main CLI.

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

from ..cli_io import UsageError, UserError, check_replace
from ..cli_parser import add_command, count, json_flag, reveal_flag
from ..engine import GameSession
from ..engine.secrets import dumped
from ..storage import atomic_write, read_save, write_save
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


def check_bench(args: argparse.Namespace) -> None:
    """The options of ``bench`` that only make sense together, and a site that must be there."""
    if args.live_before and not args.live:
        raise UsageError("--live-before measures beside --live: add --live (see companion bench --help)")
    if args.static_site is not None and not (args.static_site / "index.html").is_file():
        raise UserError(f"no built phone app at {args.static_site} (build one with: companion build-web FOLDER)")


def cmd_bench(args: argparse.Namespace) -> int:
    from .. import bench

    check_bench(args)

    def progress(line: str) -> None:
        print(f"bench: {line}", file=sys.stderr, flush=True)

    if args.hostile:
        report = bench.hostile_report(args.hostile, args.seed, progress)
    else:
        report = bench.run(
            progress=progress,
            commands=args.commands,
            rolls=args.rolls,
            app=not args.no_app,
            trials=args.trials,
            live_phones=bench.LIVE_PHONES if args.live else (),
            live_before=args.live_before,
            taps=args.taps,
            static=args.static or args.static_site is not None,
            static_site=args.static_site,
        )
    if args.save_json:
        atomic_write(Path(args.save_json), json.dumps(report, indent=2))
    print(json.dumps(report, indent=2) if args.json else bench.table(report))
    return 0


def add_parsers(subparsers: argparse._SubParsersAction[P]) -> None:
    """Add ``snapshot`` and ``bench`` to the main CLI's subparsers."""
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

    b = add_command(
        subparsers,
        "bench",
        "measure snapshot sizes, latency, exact odds, autosave kill trials and the app (--live: the live table)",
        "companion bench",
        "companion bench --trials 0 --no-app --json",
        "companion bench --live --save-json figures.json",
        "companion bench --hostile 100000 --seed 1",
        "companion bench --trials 0 --static-site site/",
        more="Figures, not asserts; progress goes to stderr. --live adds the slow live-table run: it drives "
        "Chromium with\n2 and then 6 phones (a few minutes); --static builds and opens the phone app (several "
        "minutes); the autosave kill trials take about 1-2 s each.",
    )
    b.add_argument("--json", action="store_true", help="print JSON instead of a table")
    b.add_argument("--commands", type=count(1), default=1000, help="commands per game for the apply latency")
    b.add_argument("--rolls", type=count(1), default=100_000, help="Monte Carlo rolls per odds question")
    b.add_argument("--no-app", action="store_true", help="skip the app start-up and memory figures")
    b.add_argument("--trials", type=count(0), default=200, help="autosave kill trials (0 to skip; about 1-2 s each)")
    b.add_argument(
        "--live",
        action="store_true",
        help="also measure the live table in Chromium with 2 and 6 phones (slow: a few minutes)",
    )
    b.add_argument("--taps", type=count(1), default=50, help="taps per live-table or static-build run")
    b.add_argument(
        "--live-before",
        metavar="REF",
        help="with --live: also serve the app as it was at git commit REF and measure it in the same run",
    )
    b.add_argument(
        "--hostile",
        type=count(0),
        default=0,
        metavar="N",
        help="only the hostile-code run: N codes, shared among the games, through the app's door",
    )
    b.add_argument("--seed", type=count(0), default=26, help="seed of the hostile codes (with --hostile)")
    b.add_argument(
        "--static",
        action="store_true",
        help="also build the static phone app and measure its first load, starts and taps in Chromium "
        "beside the served app (slow: several minutes)",
    )
    b.add_argument("--static-site", type=Path, metavar="DIR", help="measure this built site (implies --static)")
    b.add_argument("--save-json", metavar="FILE", help="also write the JSON report to FILE")
    b.set_defaults(handler=cmd_bench)
