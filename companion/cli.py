"""Headless commands: new, apply, replay, state, schema, roll, content, snapshot and bench.

Every user error exits with code 2 and one line on stderr, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from . import games
from .content import ContentError, ContentLibrary
from .engine import GameSession, SaveError, Violation
from .engine import dice as dicelib
from .engine.rng import RngState, fresh_seed
from .storage import atomic_write, read_save, write_save
from .sync.cli import add_parsers as add_snapshot_and_bench

USER_ERROR = 2


class UserError(Exception):
    """A mistake in what the user typed: reported in one line, exit code 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # one line instead of usage + message
        raise UserError(message)


def one_line(exc: BaseException) -> str:
    """A single readable line for an exception raised by user input."""
    if isinstance(exc, ValidationError):
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"])
        return f"{where}: {err['msg']}" if where else err["msg"]
    text = str(exc).strip() or type(exc).__name__
    return text.splitlines()[0]


def _json_arg(text: str, what: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise UserError(f"{what} is not valid JSON: {exc.msg} at character {exc.pos}") from None


def _print_violations(label: str, violations: list[Violation]) -> None:
    print(f"refused: {label}", file=sys.stderr)
    for violation in violations:
        print(f"  {violation}", file=sys.stderr)


def _parse_options(pairs: list[str]) -> dict[str, str]:
    options = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise UserError(f"--option takes KEY=VALUE, not {pair!r}")
        options[key.strip()] = value
    return options


def _state_json(session: GameSession) -> str:
    return json.dumps(session.state.model_dump(mode="json"), indent=2, ensure_ascii=False)


def cmd_new(args: argparse.Namespace) -> int:
    session = games.new_session(args.game, args.players, args.seed, _parse_options(args.option))
    write_save(Path(args.out), session)
    print(f"{session.definition.title}: new game {session.game_id} saved to {args.out}")
    return 0


def cmd_apply(args: argparse.Namespace) -> int:
    path = Path(args.save)
    session = read_save(path)
    for text in args.commands:
        command = session.definition.parse_command(_json_arg(text, "COMMAND_JSON"))
        violations = session.execute(command)
        if violations:
            _print_violations(command.describe(session.state), violations)
            print("the save was not changed", file=sys.stderr)
            return USER_ERROR
        print(session.log()[-1].label)
    write_save(path, session)
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    try:
        script = json.loads(Path(args.script).read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise UserError(f"{args.script} is not valid JSON: {exc.msg} at line {exc.lineno}") from None
    if not isinstance(script, dict) or not {"game", "players", "commands"} <= set(script):
        raise UserError("a replay script needs 'game', 'players' and 'commands'")
    session = games.new_session(script["game"], script["players"], script.get("seed", 0), script.get("options") or {})
    for index, raw in enumerate(script["commands"]):
        command = session.definition.parse_command(raw)
        violations = session.execute(command)
        if violations:
            print(f"command {index}: {json.dumps(raw)}", file=sys.stderr)
            _print_violations(command.describe(session.state), violations)
            return USER_ERROR
    print(_state_json(session))
    return 0


def cmd_state(args: argparse.Namespace) -> int:
    print(_state_json(read_save(Path(args.save))))
    return 0


def cmd_schema(args: argparse.Namespace) -> int:
    definition = games.get(args.game)
    schema = {
        "state": definition.state_model.model_json_schema(),
        "command": definition.command_adapter.json_schema(),
    }
    print(json.dumps(schema, indent=2))
    return 0


def named_dice(spec: str) -> list[dicelib.Die]:
    """``3d6``, ``d12``, ``GAME.DIE`` or ``2xGAME.DIE`` as a pool of dice."""
    standard = dicelib.parse_standard(spec)
    if standard is not None:
        return standard
    count_text, sep, name = spec.partition("x")
    count, name = (int(count_text), name) if sep and count_text.isdigit() else (1, spec)
    game, _, die_name = name.partition(".")
    definition = games.get(game)
    if die_name not in definition.dice:
        known = ", ".join(f"{game}.{d}" for d in definition.dice) or "none"
        raise UserError(f"unknown die {spec!r}: {game} has {known}")
    return [definition.dice[die_name]] * count


def cmd_roll(args: argparse.Namespace) -> int:
    pool = named_dice(args.spec)
    violations = dicelib.check_rollable(pool, None)
    if violations:
        raise UserError(violations[0].message + " Enter them under Box setup in the app, or roll your own dice.")
    faces = dicelib.roll(RngState(seed=fresh_seed() if args.seed is None else args.seed), pool)
    total = sum(die.value(face) for die, face in zip(pool, faces))
    print(" ".join(str(face) for face in faces) + f"   (total {total})")
    return 0


def cmd_content(args: argparse.Namespace) -> int:
    library = ContentLibrary()
    if args.action == "export":
        atomic_write(Path(args.file), json.dumps(library.export(), indent=1, ensure_ascii=False))
        print(f"your content was written to {args.file}")
        return 0
    try:
        document = json.loads(Path(args.file).read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise UserError(f"{args.file} is not valid JSON: {exc.msg} at line {exc.lineno}") from None
    print(f"imported {library.import_(document)} entries")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="companion", description="Table Companion: headless commands.")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    p = sub.add_parser("new", help="start a game and write its save file")
    p.add_argument("game", choices=games.GAME_IDS)
    p.add_argument("--players", type=int, required=True)
    p.add_argument("--seed", type=int)
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("--out", required=True, metavar="SAVE.json")
    p.set_defaults(handler=cmd_new)

    p = sub.add_parser("apply", help="apply commands to a save (all or nothing)")
    p.add_argument("save", metavar="SAVE.json")
    p.add_argument("commands", nargs="+", metavar="COMMAND_JSON")
    p.set_defaults(handler=cmd_apply)

    p = sub.add_parser("replay", help="play a scripted game and print its final state")
    p.add_argument("script", metavar="SCRIPT.json")
    p.set_defaults(handler=cmd_replay)

    p = sub.add_parser("state", help="print the state of a save as JSON")
    p.add_argument("save", metavar="SAVE.json")
    p.set_defaults(handler=cmd_state)

    p = sub.add_parser("schema", help="JSON schema of a game's state and commands")
    p.add_argument("game", choices=games.GAME_IDS)
    p.set_defaults(handler=cmd_schema)

    p = sub.add_parser("roll", help="roll dice: 3d6, d12 or GAME.DIE (e.g. infiltration.d6)")
    p.add_argument("spec")
    p.add_argument("--seed", type=int)
    p.set_defaults(handler=cmd_roll)

    p = sub.add_parser("content", help="export or import your box-setup content as a JSON file")
    p.add_argument("action", choices=("export", "import"))
    p.add_argument("file", metavar="FILE.json")
    p.set_defaults(handler=cmd_content)

    add_snapshot_and_bench(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    try:
        args = build_parser().parse_args(argv)
        return args.handler(args)
    except (UserError, SaveError, ContentError, ValueError, OSError) as exc:
        print(f"companion: {one_line(exc)}", file=sys.stderr)
        return USER_ERROR


if __name__ == "__main__":
    sys.exit(main())
