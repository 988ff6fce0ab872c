"""Secrets at the table: the state only one seat (or nobody) may see, and the refusals that would tell it.

A game declares its hidden state once (``GameDefinition.hidden_fields``, each a :class:`Hidden` saying whose it
is). ``companion state`` blanks all of it without ``--reveal`` (:func:`hide`); a table screen shows a hidden value
only on a phone that plays its owner (:func:`sees`). A command that handles one seat's secret
(``Command.secret_of``) is refused from a phone that plays other seats (the seat guard, :mod:`.seats`); on a phone
that plays no seat (passed round the table), a refusal that would tell the secret (its rule names a ``public``
rule) is told as that public rule (:func:`for_seats`).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any, NamedTuple

from .rules import Violation
from .seats import seat_refusal

if TYPE_CHECKING:
    from .game import BaseState, Command, GameDefinition

HIDDEN = "hidden"
"""What ``companion state`` prints in place of a hidden value."""


class Hidden(NamedTuple):
    """A hidden part of the state: a dotted ``path`` (``*`` for any key or index) and whose it is.

    ``owner`` is "" when it is nobody's (a deck's order); else a dotted path to the owner's seat, where ``{0}``
    stands for what the path's first ``*`` matched ("{0}" alone: that index is the seat). ``until``, written the
    same way, names a value that makes the part public once it is set (a committed card once flipped).
    """

    path: str
    owner: str = ""
    until: str = ""


def dumped(state: BaseState, reveal: bool = False) -> dict[str, Any]:
    """``state`` as JSON for any output of the command-line tool: the dice seed and every hidden part of the game
    (its ``hidden_fields``) read "hidden" unless ``reveal``."""
    from .game import definition_of

    data = state.model_dump(mode="json")
    if not reveal:
        hide(data, (Hidden("rng"), *definition_of(state).hidden_fields))
    return data


def hide(data: Any, hidden: Iterable[Hidden], seats: frozenset[int] = frozenset()) -> None:
    """Replace every hidden value of ``data`` (a state dumped to JSON) with "hidden", but those ``seats`` own."""
    for field in hidden:
        _hide(data, data, field, field.path.split("."), [], seats)


def _hide(root: Any, node: Any, field: Hidden, parts: list[str], matched: list[str], seats: frozenset[int]) -> None:
    head, rest = parts[0], parts[1:]
    if isinstance(node, dict):
        keys: list[Any] = list(node) if head == "*" else [head] if head in node else []
    elif isinstance(node, list):
        keys = (
            list(range(len(node))) if head == "*" else [int(head)] if head.isdigit() and int(head) < len(node) else []
        )
    else:
        return
    for key in keys:
        now = [*matched, str(key)] if head == "*" else matched
        if rest:
            _hide(root, node[key], field, rest, now, seats)
        elif not _public(root, field, now) and _owner(root, field, now) not in seats:
            node[key] = HIDDEN


def sees(definition: GameDefinition[Any], state: BaseState, path: str, seats: frozenset[int]) -> bool:
    """Whether a phone that plays ``seats`` may show the value at ``path`` (dotted, e.g. "players.1.sleeper.card").

    A path that is, lies inside or holds a hidden part shows only where its owner is played (nobody's: nowhere).
    """
    return all(owner in seats for owner in _owners(definition, state, path))


def owner_of(definition: GameDefinition[Any], state: BaseState, path: str) -> int | None:
    """The seat whose secret the value at ``path`` is or holds (None: no seat's)."""
    return next((owner for owner in _owners(definition, state, path) if owner is not None), None)


def _owners(definition: GameDefinition[Any], state: BaseState, path: str) -> Iterator[int | None]:
    """The owner (None: nobody) of each hidden part that ``path`` is, lies inside or holds."""
    parts = path.split(".")
    for field in definition.hidden_fields:
        want = field.path.split(".")
        if all(w in ("*", p) for w, p in zip(want, parts, strict=False)):
            matched = [p for w, p in zip(want, parts, strict=False) if w == "*"]
            if not _public(state, field, matched):
                yield _owner(state, field, matched)


def _owner(root: Any, field: Hidden, matched: list[str]) -> int | None:
    """The seat that owns ``field`` where its ``*`` matched ``matched`` (None: nobody's, or not found)."""
    if not field.owner:
        return None
    try:
        where = field.owner.format(*matched)
    except IndexError:
        return None
    seat = int(where) if where.isdigit() else _at(root, where.split("."))
    return seat if isinstance(seat, int) else None


def _public(root: Any, field: Hidden, matched: list[str]) -> bool:
    """Whether ``field`` where its ``*`` matched ``matched`` has become public (its ``until`` value is set)."""
    if not field.until:
        return False
    try:
        return bool(_at(root, field.until.format(*matched).split(".")))
    except IndexError:
        return False


def _at(node: Any, parts: list[str]) -> Any:
    """The value at a dotted path of a state or of its JSON dump (None when there is none)."""
    for part in parts:
        if isinstance(node, list):
            node = node[int(part)] if part.isdigit() and int(part) < len(node) else None
        elif isinstance(node, dict):
            node = node.get(part, node.get(int(part)) if part.isdigit() else None)
        else:
            node = getattr(node, part, None)
    return node


def for_seats(
    definition: GameDefinition[Any],
    state: BaseState,
    command: Command[Any],
    violations: list[Violation],
    seats: frozenset[int] | None,
) -> list[Violation]:
    """What a phone that plays ``seats`` is told of ``command``'s refusal (``seats`` None: not a phone, all of it).

    Another seat's command is refused from a phone that plays other seats (:func:`.seats.seat_refusal`, its
    secrets included). On a phone that plays no seat, a refusal that would tell a secret is told as its public
    rule, and not at all beside a public reason.
    """
    not_yours = seat_refusal(state, command, seats)
    if not_yours is not None:
        return [not_yours]
    if seats is None or seats or command.secret_of(state) is None:
        return violations
    public = [v for v in violations if not _public_rule(definition, v)]
    if public:
        return public
    told = dict.fromkeys(_public_rule(definition, v) for v in violations)
    return [definition.rules[rule_id].violated() for rule_id in told]


def _public_rule(definition: GameDefinition[Any], violation: Violation) -> str:
    rule = definition.rules.get(violation.rule)
    return rule.public if rule is not None else ""
