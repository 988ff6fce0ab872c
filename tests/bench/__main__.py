"""``python -m tests.bench``: the figures of docs/figures.md (run from the repository's root).

Figures, not asserts; progress goes to stderr. ``--live`` adds the slow live-table run (Chromium with 2 and
then 6 phones, a few minutes); ``--static`` builds and opens the phone app (several minutes; needs the
``phone`` extra); the autosave kill trials take about 1-2 s each.

examples:
  python -m tests.bench
  python -m tests.bench --trials 0 --no-app --json
  python -m tests.bench --live --save-json figures.json
  python -m tests.bench --hostile 100000 --seed 1
  python -m tests.bench --trials 0 --static-site site/
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from companion.cli_parser import count
from companion.storage import atomic_write

from . import report as bench


def parser() -> argparse.ArgumentParser:
    """The bench's options (argparse exits 2 with one line on a bad one)."""
    p = argparse.ArgumentParser(
        prog="python -m tests.bench", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument("--json", action="store_true", help="print JSON instead of a table")
    p.add_argument("--commands", type=count(1), default=1000, help="commands per game for the apply latency")
    p.add_argument("--rolls", type=count(1), default=100_000, help="Monte Carlo rolls per odds question")
    p.add_argument("--no-app", action="store_true", help="skip the app start-up and memory figures")
    p.add_argument("--trials", type=count(0), default=200, help="autosave kill trials (0 to skip; about 1-2 s each)")
    p.add_argument(
        "--live",
        action="store_true",
        help="also measure the live table in Chromium with 2 and 6 phones (slow: a few minutes)",
    )
    p.add_argument("--taps", type=count(1), default=50, help="taps per live-table or static-build run")
    p.add_argument(
        "--live-before",
        metavar="REF",
        help="with --live: also serve the app as it was at git commit REF and measure it in the same run",
    )
    p.add_argument(
        "--hostile",
        type=count(0),
        default=0,
        metavar="N",
        help="only the hostile-code run: N codes, shared among the games, through the app's door",
    )
    p.add_argument("--seed", type=count(0), default=26, help="seed of the hostile codes (with --hostile)")
    p.add_argument(
        "--static",
        action="store_true",
        help="also build the static phone app and measure its first load, starts and taps in Chromium "
        "beside the served app (slow: several minutes)",
    )
    p.add_argument("--static-site", type=Path, metavar="DIR", help="measure this built site (implies --static)")
    p.add_argument("--save-json", metavar="FILE", help="also write the JSON report to FILE")
    return p


def arguments(argv: list[str]) -> argparse.Namespace:
    """The parsed options, with those that only make sense together and a site that must be there checked."""
    p = parser()
    args = p.parse_args(argv)
    if args.live_before and not args.live:
        p.error("--live-before measures beside --live: add --live")
    if args.static_site is not None and not (args.static_site / "index.html").is_file():
        p.error(f"no built phone app at {args.static_site} (build one with: companion build-web FOLDER)")
    return args


def main(argv: list[str]) -> int:
    args = arguments(argv)

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


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
