"""The argparse habits of every ``companion`` command: one-line usage errors (exit 2), and a ``--help`` with
its summary, any further text and examples."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any, NoReturn

from .cli_io import UsageError


class CliParser(argparse.ArgumentParser):
    """Usage errors as one line naming the command's help; help texts keep their examples' line breaks."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", argparse.RawDescriptionHelpFormatter)
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message} (see {self.prog} --help)")


def examples(*lines: str) -> str:
    """The ``examples:`` block of a command's ``--help``."""
    return "examples:\n" + "\n".join(f"  {line}" for line in lines)


def add_command(sub: Any, name: str, summary: str, *example_lines: str, more: str = "") -> argparse.ArgumentParser:
    """A sub-command of ``sub`` whose ``--help`` has its summary, ``more`` and examples."""
    epilog = "\n\n".join(filter(None, [more, examples(*example_lines)]))
    parser: argparse.ArgumentParser = sub.add_parser(name, help=summary, description=summary, epilog=epilog)
    return parser


def json_flag(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print JSON on stdout (errors and refusals included)")


def reveal_flag(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--reveal",
        action="store_true",
        help="also show hidden information (dice seed, deck order, face-down cards, hands)",
    )


def count(least: int) -> Callable[[str], int]:
    """An argparse type: a whole number of at least ``least``."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
        if value < least:
            raise argparse.ArgumentTypeError(f"at least {least}, not {value}")
        return value

    return parse
