"""Hostile command JSON built from a command's pydantic schema, and states to feed it to.

The values are the ones an audit throws at a boundary: -1, 0, huge and negative huge ints,
empty / unknown / very long strings, empty and long lists with out-of-range items, None for
optional fields. Fields keep their JSON shape often enough to get past parsing and reach
``check``; the discriminator (``type``) is always the command's own.
"""

from __future__ import annotations

import random
from functools import cache
from typing import Any

from hypothesis import strategies as st
from pydantic import BaseModel

from companion import games
from companion.engine import BaseState, GameSession

HOSTILE_INTS = [-1, 0, 1, 2, 3, 4, 5, 15, 16, 10**6, -(10**6), 2**63, -(2**63), 2**31, -(2**31)]
HOSTILE_STRINGS = ["", "nobody", "zz-unknown-id", "-1", "0", " ", "x" * 2000, "\u00e9\u2603\n\t"]
LONG_LIST = 30
Schema = dict[str, Any]

ints = st.one_of(st.sampled_from(HOSTILE_INTS), st.integers(-3, 20))
floats = st.sampled_from([0.0, -1.0, 1e308, -1e308, 0.5])
anything = st.one_of(st.none(), st.booleans(), ints, st.sampled_from(HOSTILE_STRINGS), st.just([]), st.just({}))


def _resolve(node: Schema, defs: dict[str, Schema]) -> Schema:
    while "$ref" in node:
        node = defs[node["$ref"].rsplit("/", 1)[-1]]
    return node


def _strings(node: Schema, known: list[str]) -> st.SearchStrategy[Any]:
    if "const" in node:
        return st.just(node["const"])
    options: list[st.SearchStrategy[Any]] = [st.sampled_from(HOSTILE_STRINGS)]
    if known:
        options.append(st.sampled_from(known))
    if "enum" in node:
        options.append(st.sampled_from(node["enum"]))
        options.append(st.sampled_from(node["enum"]))
    return st.one_of(options)


def value_for(node: Schema, defs: dict[str, Schema], known: list[str], depth: int = 0) -> st.SearchStrategy[Any]:
    """A hostile value for one schema node (``known``: ids from the state, to get past lookups)."""
    node = _resolve(node, defs)
    if depth > 6:
        return st.none()
    if "anyOf" in node or "oneOf" in node:
        branches: list[Schema] = node.get("anyOf") or node.get("oneOf") or []
        return st.one_of([value_for(branch, defs, known, depth + 1) for branch in branches])
    if "enum" in node and "type" not in node:
        return st.sampled_from(node["enum"])
    kind = node.get("type")
    if kind == "integer":
        return ints
    if kind == "number":
        return st.one_of(ints, floats)
    if kind == "boolean":
        return st.booleans()
    if kind == "null":
        return st.none()
    if kind == "string":
        return _strings(node, known)
    if kind == "array":
        if "prefixItems" in node:
            return st.tuples(*(value_for(i, defs, known, depth + 1) for i in node["prefixItems"])).map(list)
        item = value_for(node.get("items", {}), defs, known, depth + 1)
        return st.one_of(
            st.just([]),
            st.lists(item, min_size=1, max_size=4),
            item.map(lambda one: [one] * LONG_LIST),
        )
    if kind == "object" or "properties" in node:
        return object_for(node, defs, known, depth + 1)
    return anything


def object_for(node: Schema, defs: dict[str, Schema], known: list[str], depth: int = 0) -> st.SearchStrategy[Any]:
    props: dict[str, Schema] = node.get("properties", {})
    if not props:
        extra = node.get("additionalProperties")
        values = value_for(extra, defs, known, depth + 1) if isinstance(extra, dict) else anything
        keys = st.sampled_from(HOSTILE_STRINGS + known) if known else st.sampled_from(HOSTILE_STRINGS)
        return st.dictionaries(keys, values, max_size=3)
    required = set(node.get("required", ()))
    fields: dict[str, st.SearchStrategy[Any]] = {}
    for name, prop in props.items():
        value = value_for(prop, defs, known, depth)
        if name in required or "const" in _resolve(prop, defs):
            fields[name] = value
        else:  # optional: left out (the default), None, or a hostile value
            fields[name] = st.one_of(st.just(_MISSING), st.none(), value)
    return st.fixed_dictionaries(fields).map(lambda d: {k: v for k, v in d.items() if v is not _MISSING})


_MISSING = object()


def command_json(command_type: type[BaseModel], known: list[str]) -> st.SearchStrategy[dict[str, Any]]:
    schema = command_type.model_json_schema()
    return object_for(schema, schema.get("$defs", {}), known)


def known_ids(state: BaseState) -> list[str]:
    """Short strings found in the state (player names, ids, keys): real ids a command may name."""
    found: set[str] = set()

    def walk(value: Any) -> None:
        if isinstance(value, str):
            if 0 < len(value) <= 24:
                found.add(value)
        elif isinstance(value, dict):
            for key, item in value.items():
                walk(key)
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    walk(state.model_dump(mode="json", exclude={"rng"}))
    return sorted(found)[:200]


@cache
def playout_states(game: str) -> tuple[BaseState, ...]:
    """States along seeded random playouts of ``game``: the start and every few commands after."""
    definition = games.get(game)
    counts = definition.player_counts
    states: list[BaseState] = []
    for seed, players in ((1, counts[0]), (2, counts[-1])):
        session = games.new_session(game, players, seed, {})
        starts = [session.state]
        if game == "columbia":
            from tests.columbia.helpers import fresh

            starts.append(fresh(players=players, seed=seed, dice=True, board=True))
        for start in starts:
            session = GameSession(start)
            rnd = random.Random(seed)
            states.append(session.state)
            for step in range(400):
                command = definition.random_command(session.state, rnd)
                if command is None or session.execute(command):
                    break
                if step % 37 == 7:
                    states.append(session.state)
            states.append(session.state)
    return tuple(states)
