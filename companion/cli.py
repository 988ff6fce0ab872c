"""The ``companion`` command: serve the app, and headless new, apply, undo, redo, replay, state, log, schema,
roll, odds, content, snapshot and completion.

Exit codes: 0 done; 1 a refused command or invalid data (a missing file, a damaged save, a bad code);
2 a command line the parser rejects. An error is one line on stderr (never a traceback, a hang or a
changed file); with ``--json`` everything, errors and refusals included, is JSON on stdout.
``-`` stands for standard input or output.
"""

from __future__ import annotations

import argparse
import errno
import json
import logging
import os
import socket
import sys
import time
from collections.abc import Sequence
from fractions import Fraction
from pathlib import Path
from typing import Any, Literal, get_args, get_origin

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, StrictStr, ValidationError

from . import completion, games, logs, project
from .cli_io import (
    FAILED,
    STDIO,
    USAGE,
    UsageError,
    UserError,
    check_replace,
    check_writable,
    load_save,
    locked_save,
    parse_json,
    read_json,
    store_save,
    write_text,
)
from .cli_parser import CliParser, add_command, examples, json_flag, reveal_flag
from .content import ContentError, ContentLibrary
from .engine import Refused, SaveError, Violation
from .engine import dice as dicelib
from .engine.common import Placement
from .engine.game import GameDefinition
from .engine.questions import Answer, OddsQuestion
from .engine.rng import MAX_SEED, RngState, fresh_seed
from .engine.secrets import dumped
from .sync.cli import add_parsers as add_snapshot
from .sync.links import lan_address

DEFAULT_PORT = 8550
MAX_DICE = 100
"""The most dice one ``roll`` rolls."""
MAX_SCRIPT_COMMANDS = 100_000


def one_line(exc: BaseException) -> str:
    """A single readable line for an exception raised by user input."""
    if isinstance(exc, ValidationError):
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"])
        return f"{where}: {err['msg']}" if where else err["msg"]
    if isinstance(exc, Refused) and exc.violations:
        first = exc.violations[0]
        return f"{first.message} ({first.citation})"
    text = str(exc).strip() or type(exc).__name__
    return text.splitlines()[0]


# -- output -------------------------------------------------------------------------------------


def _print_json(value: Any) -> None:
    print(json.dumps(value, indent=2, ensure_ascii=False))


def _refusal(label: str, violations: list[Violation], as_json: bool, where: str = "") -> int:
    """Report a refused command (on stdout as JSON with ``--json``, else on stderr); exit code 1."""
    if as_json:
        refused = [{"rule": v.rule, "message": v.message, "ref": v.ref, "citation": v.citation} for v in violations]
        _print_json({"refused": refused, "command": label, **({"where": where} if where else {})})
        return FAILED
    if where:
        print(where, file=sys.stderr)
    print(f"refused: {label}", file=sys.stderr)
    for violation in violations:
        print(f"  [{violation.rule}] {violation.message} ({violation.citation})", file=sys.stderr)
    return FAILED


# -- game commands ------------------------------------------------------------------------------


def _seed(text: str) -> int:
    try:
        seed = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if not 0 <= seed <= MAX_SEED:
        raise argparse.ArgumentTypeError("a seed is a whole number from 0 to 2^63-1")
    return seed


def _option_pair(pair: str) -> tuple[str, str]:
    key, sep, value = pair.partition("=")
    if not sep or not key.strip():
        raise argparse.ArgumentTypeError(f"--option takes KEY=VALUE, not {pair!r}")
    return key.strip(), value


def _port(text: str) -> int:
    if not text.isdigit() or not 0 < int(text) < 65536:
        raise argparse.ArgumentTypeError("a port is a number from 1 to 65535")
    return int(text)


def _position(name: str | None) -> list[Placement]:
    """The placements of a ``--position`` file: a list of ``{"path": …, "value": …}``."""
    if name is None:
        return []
    raw = read_json(name, "position file")
    if not isinstance(raw, list):
        raise UserError('a position file is a list of {"path": …, "value": …}')
    return [Placement.model_validate(item) for item in raw]


def cmd_new(args: argparse.Namespace) -> int:
    session = games.new_session(
        args.game,
        args.players,
        args.seed,
        dict(args.option),
        names=args.name,
        position=_position(args.position),
    )
    if not args.force:
        check_replace(args.out, session.game_id)
    store_save(args.out, session)
    if args.out == STDIO:
        return 0
    if args.json:
        _print_json({"game": session.definition.id, "game_id": session.game_id, "save": args.out})
    else:
        print(f"{session.definition.title}: new game {session.game_id} saved to {args.out}")
    return 0


def cmd_apply(args: argparse.Namespace) -> int:
    with locked_save(args.save) as edit:
        session, done = edit.session, []
        for text in args.commands:
            command = session.definition.parse_command(parse_json(text, "COMMAND_JSON"))
            violations = session.execute(command)
            if violations:
                code = _refusal(command.describe(session.state), violations, args.json)
                if not args.json:
                    print("the save was not changed", file=sys.stderr)
                return code
            done.append(session.log()[-1])
        edit.changed = True
    if args.json:
        _print_json({"applied": [e.model_dump() for e in done], "revision": session.state.revision})
    else:
        for entry in done:
            print(entry.label)
    return 0


def _step(args: argparse.Namespace, back: bool) -> int:
    with locked_save(args.save) as edit:
        entry = edit.session.undo() if back else edit.session.redo()
        if entry is None:
            raise UserError(f"nothing to {'undo' if back else 'redo'}")
        edit.changed = True
    if args.json:
        _print_json({"undone" if back else "redone": entry.model_dump(), "revision": edit.session.state.revision})
    else:
        print(f"{'Undone' if back else 'Redone'}: {entry.label}")
    return 0


def cmd_undo(args: argparse.Namespace) -> int:
    return _step(args, back=True)


def cmd_redo(args: argparse.Namespace) -> int:
    return _step(args, back=False)


class ReplayScript(BaseModel):
    """A scripted game: who plays, with which seed and options, and the commands in order."""

    model_config = ConfigDict(strict=True)

    game: StrictStr = Field(max_length=40)
    players: StrictInt = Field(ge=1, le=12)
    seed: StrictInt = Field(default=0, ge=0, le=MAX_SEED)
    options: dict[str, StrictStr | StrictBool | StrictInt] = Field(default_factory=dict, max_length=100)
    names: list[StrictStr] = Field(default_factory=list, max_length=12)
    position: list[Placement] = Field(default_factory=list, max_length=10_000)
    commands: list[dict[str, Any]] = Field(max_length=MAX_SCRIPT_COMMANDS)


def cmd_replay(args: argparse.Namespace) -> int:
    raw = read_json(args.script, "replay script")
    if not isinstance(raw, dict):
        raise UserError("a replay script is a JSON object with 'game', 'players' and 'commands'")
    script = ReplayScript.model_validate({k: v for k, v in raw.items() if k in ReplayScript.model_fields})
    session = games.new_session(
        script.game, script.players, script.seed, script.options, names=script.names, position=script.position
    )
    for index, command_data in enumerate(script.commands):
        command = session.definition.parse_command(command_data)
        violations = session.execute(command)
        if violations:
            where = f"command {index}: {json.dumps(command_data)}"
            return _refusal(command.describe(session.state), violations, args.json, where)
    _print_json(dumped(session.state, args.reveal))
    return 0


def cmd_state(args: argparse.Namespace) -> int:
    _print_json(dumped(load_save(args.save).state, args.reveal))
    return 0


def cmd_log(args: argparse.Namespace) -> int:
    """The round log, grouped by round, with the notes the automation wrote."""
    rounds: dict[int, list[dict[str, Any]]] = {}
    for entry in load_save(args.save).log():
        rounds.setdefault(entry.round, []).append({"label": entry.label, "notes": entry.notes})
    if args.json:
        _print_json({"rounds": [{"round": r, "entries": e} for r, e in rounds.items()]})
        return 0
    if not rounds:
        print("Nothing has been played yet.")
    for number, entries in rounds.items():
        print(f"Round {number}")
        for item in entries:
            print(f"  {item['label']}")
            for note in item["notes"]:
                print(f"      {note}")
    return 0


def cmd_schema(args: argparse.Namespace) -> int:
    definition = games.get(args.game)
    _print_json(
        {"state": definition.state_model.model_json_schema(), "command": definition.command_adapter.json_schema()}
    )
    return 0


# -- dice and odds ------------------------------------------------------------------------------


def named_dice(spec: str, library: ContentLibrary | None = None) -> list[dicelib.Die]:
    """``3d6``, ``d12``, ``GAME.DIE`` or ``2xGAME.DIE`` as a pool of dice (faces from box setup)."""
    standard = dicelib.parse_standard(spec)
    if standard is not None:
        return standard
    count_text, sep, name = spec.partition("x")
    if not (sep and count_text.isdigit()):
        count_text, name = "1", spec
    if len(count_text) > 3 or not 1 <= int(count_text) <= MAX_DICE:
        raise UserError(f"roll 1 to {MAX_DICE} dice at once")
    game, _, die_name = name.partition(".")
    games.get(game)
    dice = (library or ContentLibrary()).dice(game)
    if die_name not in dice:
        known = ", ".join(f"{game}.{d}" for d in dice) or "none"
        raise UserError(f"unknown die {spec!r}: {game} has {known}")
    return [dice[die_name]] * int(count_text)


def cmd_roll(args: argparse.Namespace) -> int:
    pool = named_dice(args.spec)
    violations = dicelib.check_rollable(pool, None)
    if violations:
        raise UserError(violations[0].message + " Enter them under Box setup in the app, or roll your own dice.")
    faces = dicelib.roll(RngState(seed=fresh_seed() if args.seed is None else args.seed), pool)
    total = sum(die.value(face) for die, face in zip(pool, faces, strict=True))
    if args.json:
        _print_json({"dice": [die.name for die in pool], "faces": faces, "total": total})
    else:
        print(" ".join(str(face) for face in faces) + f"   (total {total})")
    return 0


def _percent(value: Fraction) -> str:
    return f"{float(value) * 100:.1f}%"


def cmd_odds(args: argparse.Namespace) -> int:
    definition = games.get(args.game)
    question: OddsQuestion | None = getattr(args, "odds_question", None)
    if question is None:
        return _list_questions(definition, args.json)
    try:  # every field is an option: a value out of its bounds is a usage error
        params = question.params.model_validate(
            {name: getattr(args, name) for name in question.params.model_fields if getattr(args, name) is not None}
        )
    except ValidationError as exc:
        raise UsageError(f"{one_line(exc)} (see companion odds {definition.id} {question.name} --help)") from None
    state = load_save(args.save).state if args.save else None
    if state is not None and state.game != definition.id:
        raise UserError(f"that save is a game of {games.get(state.game).title}, not {definition.title}")
    answers: list[Answer] = question.answer(params, state)
    if args.json:
        _print_json(
            {
                "question": question.name,
                "params": params.model_dump(mode="json"),
                "answers": [
                    {"label": a.label, "kind": a.kind, "value": str(a.value), "float": float(a.value)} for a in answers
                ],
            }
        )
        return 0
    for answer in answers:
        shown = _percent(answer.value) if answer.kind == "chance" else f"{float(answer.value):.3f}"
        print(f"{answer.label}: {answer.value} ({shown})")
    return 0


def _list_questions(definition: GameDefinition[Any], as_json: bool) -> int:
    questions = definition.odds_questions
    if as_json:
        _print_json({"questions": [{"name": q.name, "help": q.help} for q in questions]})
    elif not questions:
        print(f"{definition.title} has no odds questions yet.")
    for question in questions if not as_json else ():
        print(f"{question.name}: {question.help}")
    return 0


def _add_question_parsers(parent: argparse.ArgumentParser, definition: GameDefinition[Any]) -> None:
    """One sub-command per odds question; each field of its params model becomes ``--field`` with its bounds."""
    if not definition.odds_questions:
        return
    sub = parent.add_subparsers(dest="question", metavar="QUESTION", parser_class=CliParser)
    for question in definition.odds_questions:
        fields = question.params.model_fields.items()
        required = [f"--{name.replace('_', '-')} {name.upper()}" for name, info in fields if info.is_required()]
        command = f"companion odds {definition.id} {question.name}"
        q = add_command(sub, question.name, question.help, " ".join([command, *required]), f"{command} --json")
        for name, info in question.params.model_fields.items():
            _add_field_option(q, name, info)
        q.add_argument("--json", action="store_true", default=argparse.SUPPRESS, help="print JSON on stdout")
        q.set_defaults(odds_question=question)


_BOUNDS = (("ge", "at least"), ("gt", "more than"), ("le", "at most"), ("lt", "less than"))


def _add_field_option(parser: argparse.ArgumentParser, name: str, info: Any) -> None:
    flags = [f"--{name.replace('_', '-')}"] + ([f"--{name}"] if "_" in name else [])
    bounds = [f"{word} {getattr(m, attr)}" for m in info.metadata for attr, word in _BOUNDS if hasattr(m, attr)]
    help_text = " ".join(filter(None, [info.description or "", f"({', '.join(bounds)})" if bounds else ""]))
    kind: Any = info.annotation
    if kind is bool:
        parser.add_argument(*flags, dest=name, action=argparse.BooleanOptionalAction, default=None, help=help_text)
        return
    choices = list(get_args(kind)) if get_origin(kind) is Literal else None
    convert = type(choices[0]) if choices else kind if kind in (int, float, str) else str
    default_text = "" if info.is_required() else f" (default {info.get_default(call_default_factory=True)})"
    parser.add_argument(
        *flags,
        dest=name,
        type=convert,
        choices=choices,
        required=info.is_required(),
        default=None,
        help=help_text + default_text,
    )


# -- content ------------------------------------------------------------------------------------


def cmd_content(args: argparse.Namespace) -> int:
    library = ContentLibrary()
    if args.action == "export":
        write_text(args.file, json.dumps(library.export(), indent=1, ensure_ascii=False))
        if args.file == STDIO:
            return 0
        if args.json:
            _print_json({"exported": args.file})
        else:
            print(f"your content was written to {args.file}")
        return 0
    count = library.import_(read_json(args.file, "content file"))
    if args.json:
        _print_json({"imported": count})
    else:
        print(f"imported {count} entries")
    return 0


# -- serve --------------------------------------------------------------------------------------


def check_port_free(host: str, port: int) -> None:
    """Refuse to serve on a port another program holds (found by binding it for a moment)."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        if os.name != "nt":  # as the server will: a port in TIME_WAIT is free, a listening one is not
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((host, port))
        except OSError as exc:
            if exc.errno in (errno.EADDRINUSE, getattr(errno, "WSAEADDRINUSE", -1)):
                raise UserError(
                    f"port {port} on {host} is already in use (another companion serve?): choose another with --port"
                ) from None
            raise UserError(f"cannot serve on {host}:{port}: {exc.strerror or exc}") from None


def connection_hint(host: str, port: int) -> str:
    """What the host checks when a phone cannot connect (a phone that never reaches the server hears nothing)."""
    if host not in ("0.0.0.0", "::"):
        return "Only this computer can open it: serve with --host 0.0.0.0 for the phones of this network."
    return (
        "A phone that cannot connect: is it on the same Wi-Fi (not a guest network, which keeps devices apart)? "
        f"Does this computer's firewall let port {port} in (e.g. sudo ufw allow {port}/tcp)?"
    )


def serving_certificate(args: argparse.Namespace) -> tuple[Path, Path] | None:
    """The certificate and key of ``--https`` (the user's, or the host's own made once); None for http."""
    if bool(args.cert) != bool(args.key):
        raise UsageError("--cert and --key go together")
    if not (args.https or args.cert):
        return None
    from . import tls

    if args.cert:
        pair: tuple[Path, Path] = (args.cert, args.key)
    else:
        address = lan_address()
        pair = tls.host_certificate([address] if address else [])
    try:
        tls.check_certificate(*pair)
    except ValueError as exc:
        raise UserError(f"cannot serve https: {exc}") from None
    return pair


def cmd_serve(args: argparse.Namespace) -> int:
    check_port_free(args.host, args.port)
    certificate = serving_certificate(args)
    from . import web_server
    from .table import key as table_key

    scheme = "https" if certificate else "http"
    log_path = logs.setup(args.log_level)
    logging.getLogger(__name__).info("serving at %s:%s over %s", args.host, args.port, scheme)
    key = table_key.kept()  # the addresses printed here carry it; the log never names it
    here = table_key.with_key(f"{scheme}://{args.host}:{args.port}/", key)
    print(f"Table Companion is serving at {here}  (Ctrl+C stops it)", flush=True)
    everywhere = args.host in ("0.0.0.0", "::")
    if everywhere:
        address = lan_address()
        if address:
            phones = table_key.with_key(f"{scheme}://{address}:{args.port}/", key)
            print(f"Phones on this network open {phones} (or scan a game's Join QR)", flush=True)
    if certificate and not args.cert:
        print(
            f"Each phone's browser warns once about this computer's own certificate ({certificate[0]}): "
            "accept it to get the camera, the screen kept on and install.",
            flush=True,
        )
    print(f"Log (send it with a bug report): {log_path}", flush=True)
    print(connection_hint(args.host, args.port), flush=True)
    local = "127.0.0.1" if everywhere else args.host
    opened = table_key.with_key(f"{scheme}://{local}:{args.port}/", key)
    web_server.serve(args.host, args.port, certificate, key, None if args.no_browser else opened)
    return 0


def cmd_renew_key(args: argparse.Namespace) -> int:
    from .table import key as table_key

    table_key.renew()
    if args.json:
        _print_json({"renewed": str(table_key.key_file())})
        return 0
    print(
        "The table has a new key. The next start of companion serve lets in only the phones that join with it "
        "(its printed address or a game's Join QR); restart a running server for it to take effect.",
        flush=True,
    )
    return 0


def cmd_build_web(args: argparse.Namespace) -> int:
    from .phone_build import BuildError, build

    started = time.monotonic()
    try:
        summary = build(args.folder)
    except BuildError as exc:
        raise UserError(str(exc)) from None
    seconds = time.monotonic() - started
    if args.json:
        _print_json(
            {
                "folder": str(args.folder),
                "seconds": round(seconds, 1),
                "files": summary.files,
                "bytes": summary.raw_bytes,
                "first_load_bytes": summary.first_load_bytes,
            }
        )
        return 0
    print(
        f"Built the phone app in {args.folder} in {seconds:.0f} s: {summary.files} files, "
        f"{summary.raw_bytes / 1e6:.1f} MB ({summary.first_load_bytes / 1e6:.1f} MB compressed on a first load)."
    )
    print("Host the folder on any static web server over HTTPS (phones need it to install and work offline).")
    return 0


# -- parser -------------------------------------------------------------------------------------


def game_options_help() -> str:
    """Each game's ``--option`` keys with their choices (the default first), for ``new --help``."""
    blocks = []
    for game_id, definition in sorted(games.registered().items()):
        if not definition.options:
            continue
        lines = [f"  {game_id}:"]
        for option in definition.options:
            choices = [option.default, *(c for c in option.choices if c != option.default)]
            values = " | ".join(json.dumps(c) if isinstance(c, str) and " " in c else str(c) for c in choices)
            lines.append(f"    {option.key}={values}  ({option.label})")
        blocks.append("\n".join(lines))
    return "option keys (--option KEY=VALUE; the default first):\n" + "\n".join(blocks)


def build_parser() -> argparse.ArgumentParser:
    parser = CliParser(
        prog="companion",
        description="Table Companion: serve the app, or work on games headless.",
        epilog=examples(
            "companion serve --host 0.0.0.0",
            "companion new syndicate --players 3 --out game.json",
            "companion COMMAND --help",
        )
        + "\n\nexit codes: 0 done, 1 refused or invalid data, 2 a command line that cannot be parsed",
    )
    parser.add_argument("--version", action="version", version=f"companion {project.VERSION}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True, parser_class=CliParser)

    p = add_command(
        sub,
        "serve",
        "serve the app for browsers and phones",
        "companion serve",
        "companion serve --host 0.0.0.0 --port 8551 --no-browser",
        "companion serve --host 0.0.0.0 --https",
    )
    p.add_argument("--host", default="127.0.0.1", help="0.0.0.0 serves the phones of this network")
    p.add_argument("--port", type=_port, default=DEFAULT_PORT, help=f"default {DEFAULT_PORT}")
    p.add_argument("--no-browser", action="store_true", help="do not open a browser tab")
    p.add_argument(
        "--https",
        action="store_true",
        help="serve over https with this computer's own certificate (made once, kept in the app data folder), "
        "so phones allow the camera, the screen kept on and install",
    )
    p.add_argument("--cert", type=Path, help="serve over https with this certificate file (PEM; with --key)")
    p.add_argument("--key", type=Path, help="the private key file (PEM) of --cert")
    p.add_argument(
        "--log-level", choices=logs.LEVELS, default="INFO", help="how much the log file keeps (default INFO)"
    )
    p.set_defaults(handler=cmd_serve)

    p = add_command(
        sub,
        "renew-key",
        "make the served table a new key: only phones that join with it get in (from the next serve)",
        "companion renew-key",
    )
    json_flag(p)
    p.set_defaults(handler=cmd_renew_key)

    p = add_command(
        sub,
        "build-web",
        "build the phone app (Python in the browser, offline) as a static site",
        "companion build-web site/",
    )
    p.add_argument("folder", type=Path, help="the folder to write the site to (replaced)")
    json_flag(p)
    p.set_defaults(handler=cmd_build_web)

    game_ids = sorted(games.registered())
    p = add_command(
        sub,
        "new",
        "start a game and write its save file",
        "companion new syndicate --players 3 --out game.json",
        "companion new infiltration --players 4 --seed 7 --name Ada --name Bo --option item_draft=true --out g.json",
        'companion new columbia --players 2 --option "end_tie=first_player" --out - | companion state -',
        more=game_options_help(),
    )
    p.add_argument("game", choices=game_ids, metavar="GAME", help=", ".join(game_ids))
    p.add_argument("--players", type=int, required=True, help="how many play")
    p.add_argument("--seed", type=_seed, help="the dice seed (the same seed deals the same game)")
    p.add_argument("--option", type=_option_pair, action="append", default=[], metavar="KEY=VALUE", help="see below")
    p.add_argument("--name", action="append", default=[], metavar="NAME", help="a player's name, in seat order")
    p.add_argument("--position", metavar="FILE.json", help='start from a described situation: [{"path", "value"}]')
    p.add_argument("--out", required=True, metavar="SAVE.json", help="the save to write; - prints it")
    p.add_argument("--force", action="store_true", help="replace a file that holds another game")
    json_flag(p)
    p.set_defaults(handler=cmd_new)

    p = add_command(
        sub,
        "apply",
        "apply commands to a save (all or nothing)",
        'companion apply game.json \'{"type": "skip_to_step", "step": "sovereign_pardons", "confirm": true}\'',
        "companion schema syndicate   (lists every command and its fields)",
    )
    p.add_argument("save", metavar="SAVE.json")
    p.add_argument("commands", nargs="+", metavar="COMMAND_JSON", help="one or more commands, applied in order")
    json_flag(p)
    p.set_defaults(handler=cmd_apply)

    for name, handler, text in (("undo", cmd_undo, "take back the last command"), ("redo", cmd_redo, "do it again")):
        p = add_command(sub, name, f"{text} of a save", f"companion {name} game.json")
        p.add_argument("save", metavar="SAVE.json")
        json_flag(p)
        p.set_defaults(handler=handler)

    p = add_command(
        sub,
        "replay",
        "play a scripted game and print its final state (hidden information blanked)",
        "companion replay script.json",
        "companion replay script.json --reveal",
        "cat script.json | companion replay - --json",
        more='a script: {"game": "syndicate", "players": 2, "seed": 3, "options": {}, "names": [], "commands": [...]}',
    )
    p.add_argument("script", metavar="SCRIPT.json", help="- reads standard input")
    reveal_flag(p)
    json_flag(p)
    p.set_defaults(handler=cmd_replay)

    p = add_command(
        sub,
        "state",
        "print the state of a save as JSON (hidden information blanked)",
        "companion state game.json",
        "companion state game.json --reveal",
    )
    p.add_argument("save", metavar="SAVE.json")
    reveal_flag(p)
    json_flag(p)
    p.set_defaults(handler=cmd_state)

    p = add_command(
        sub,
        "log",
        "the round log of a save, with the app's notes",
        "companion log game.json",
        "companion log game.json --json",
    )
    p.add_argument("save", metavar="SAVE.json")
    json_flag(p)
    p.set_defaults(handler=cmd_log)

    p = add_command(sub, "schema", "JSON schema of a game's state and commands", "companion schema columbia")
    p.add_argument("game", choices=game_ids, metavar="GAME", help=", ".join(game_ids))
    json_flag(p)
    p.set_defaults(handler=cmd_schema)

    p = add_command(
        sub,
        "roll",
        "roll dice: 3d6, d12, GAME.DIE or NxGAME.DIE (faces from box setup)",
        "companion roll 3d6",
        "companion roll 2xinfiltration.d6 --seed 5 --json",
    )
    p.add_argument("spec", metavar="DICE", help="3d6, d12, infiltration.d6, 2xinfiltration.d6")
    p.add_argument("--seed", type=_seed, help="roll the same faces again")
    json_flag(p)
    p.set_defaults(handler=cmd_roll)

    p = add_command(
        sub,
        "odds",
        "exact odds of a game's roll questions (no question: list them)",
        "companion odds syndicate",
        "companion odds GAME QUESTION --help   (the question's fields)",
        "companion odds infiltration QUESTION --save game.json --json",
    )
    games_sub = p.add_subparsers(dest="game", metavar="GAME", required=True, parser_class=CliParser)
    for game_id, definition in sorted(games.registered().items()):
        g = add_command(
            games_sub,
            game_id,
            f"odds for {definition.title}",
            f"companion odds {game_id}",
            f"companion odds {game_id} QUESTION --help",
        )
        g.add_argument("--save", metavar="SAVE.json", help="use this game's box-setup faces and situation")
        json_flag(g)
        _add_question_parsers(g, definition)
    p.set_defaults(handler=cmd_odds)

    p = add_command(
        sub,
        "content",
        "export or import your box-setup content as a JSON file",
        "companion content export mine.json",
        "companion content import mine.json",
    )
    p.add_argument("action", choices=("export", "import"))
    p.add_argument("file", metavar="FILE.json", help="- for standard output / input")
    json_flag(p)
    p.set_defaults(handler=cmd_content)

    add_snapshot(sub)

    p = add_command(
        sub,
        "completion",
        "print a shell completion script (bash or zsh)",
        "companion completion bash > ~/.local/share/bash-completion/completions/companion",
        'eval "$(companion completion zsh)"   (in ~/.zshrc)',
    )
    p.add_argument("shell", choices=("bash", "zsh"))
    p.set_defaults(handler=cmd_completion)
    return parser


def cmd_completion(args: argparse.Namespace) -> int:
    print(completion.script(build_parser(), args.shell))
    return 0


_OUTPUTS = ("out", "png", "save_json")
"""Options naming a file a command writes."""


def _check_paths(args: argparse.Namespace) -> None:
    """Checks for the commands of companion/sync/cli.py too: a save they read passes the same checks as
    every save this CLI reads, and no output replaces a folder."""
    if getattr(args, "save", None) and args.handler.__module__ != __name__:
        load_save(args.save)
    for option in _OUTPUTS:
        if getattr(args, option, None):
            check_writable(getattr(args, option))


def _wants_json(argv: Sequence[str]) -> bool:
    """``--json`` among the options (before a ``--`` that ends them)."""
    return "--json" in argv[: argv.index("--")] if "--" in argv else "--json" in argv


def _fail(message: str, code: int, as_json: bool) -> int:
    """Report an error: one line on stderr, or a JSON object on stdout with ``--json``."""
    if as_json:
        _print_json({"error": message, "exit_code": code})
    else:
        print(f"companion: {message}", file=sys.stderr)
    return code


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    as_json = _wants_json(argv)
    parser = build_parser()
    if not argv:
        sys.stderr.write(parser.format_usage())
        print("companion: name a command; companion --help lists them", file=sys.stderr)
        return USAGE
    try:
        args = parser.parse_args(argv)
        _check_paths(args)
        code: int = args.handler(args)
        sys.stdout.flush()
        return code
    except SystemExit as exc:  # --help and --version
        return exc.code if isinstance(exc.code, int) else 0
    except BrokenPipeError:  # the reader went away (`companion log x | head`): stop quietly
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except RecursionError:
        return _fail("the input is nested too deeply", FAILED, as_json)
    except UsageError as exc:
        return _fail(one_line(exc), USAGE, as_json)
    except (UserError, SaveError, ContentError, Refused, ValueError, OSError) as exc:
        return _fail(one_line(exc), FAILED, as_json)
    except Exception as exc:  # noqa: BLE001 - a failure nobody foresaw is still one line, never a traceback
        return _fail(f"this could not be done ({type(exc).__name__}): please report it", FAILED, as_json)


if __name__ == "__main__":
    sys.exit(main())
