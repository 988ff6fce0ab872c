"""A generic, compact, positional packer for pydantic state models (snapshot layout version 1).

``pack(state)`` turns any pydantic model into nested lists that carry no field names;
``unpack(Model, data)`` rebuilds it and validates it strictly through the model. Content copied
into a state (dice faces, cards, rooms) is packed like every other field, so it survives.

Layout (version 1), driven by the model's annotations, never by the data:

* a model is a list of its field values in declared field order; trailing fields equal to
  their default are left off (the reader fills them in from the model's defaults);
* ``list``/``set``/``tuple[X, ...]`` is a list of packed items; ``tuple[A, B]`` a list by
  position; ``dict`` a flat list ``[k1, v1, k2, v2, ...]``;
* a ``Literal`` is the index of the value among the literal's values; an ``Enum`` the index of
  the member in declaration order;
* ``X | None`` is ``None`` or the packed ``X``; a union of several non-plain members (models,
  literals, enums) is ``[member index, packed value]``; plain unions (``int | str``) stay as is;
* ``int``, ``float``, ``str``, ``bool``, ``None`` and ``Any`` are kept as JSON values; any other
  type goes through pydantic's JSON form.

:func:`fingerprint` is a 16-bit hash of that shape (field names, order and types, recursively).
A snapshot carries it, so a code from a different state layout is refused with a clear message
instead of being misread.

Keeping shipped codes readable: a code carries its layout's fingerprint, and every change of a
state model changes it. The fixtures of ``tests/sync/test_released_codes.py`` (a code of every
released version) catch that: a change of layout after a version ships is a new snapshot format
version, and the old version's reader goes through its layout frozen as data (:func:`describe`,
:func:`unpack_named`; see :mod:`companion.sync.snapshot`). The codes of the releases of 22 and 23
November 2026, whose layouts were not kept, are refused in plain words.
"""

from __future__ import annotations

import enum
import types
import zlib
from collections.abc import Mapping, Sequence
from typing import Annotated, Any, Literal, Union, get_args, get_origin

from pydantic import BaseModel, TypeAdapter, ValidationError

PLAIN = (int, float, str, bool, type(None))


class PackingError(ValueError):
    """Data that does not fit the model's layout (damaged or from another layout)."""


# -- annotation helpers ------------------------------------------------------------------------


def _strip(tp: Any) -> Any:
    while get_origin(tp) is Annotated:
        tp = get_args(tp)[0]
    return tp


def _is_model(tp: Any) -> bool:
    return isinstance(tp, type) and issubclass(tp, BaseModel)


def _is_union(tp: Any) -> bool:
    return get_origin(tp) in (Union, types.UnionType)


def _is_plain(tp: Any) -> bool:
    """True when values of ``tp`` pack to themselves (so a union of them needs no tag)."""
    tp = _strip(tp)
    if tp is Any or tp in PLAIN:
        return True
    if _is_union(tp):
        return all(_is_plain(arg) for arg in get_args(tp))
    origin = get_origin(tp)
    if origin in (list, Sequence):
        return all(_is_plain(arg) for arg in get_args(tp))
    return False


def _matches(tp: Any, value: Any) -> bool:
    """Does ``value`` belong to the union member ``tp``? (used to pick a tagged member)"""
    tp = _strip(tp)
    origin = get_origin(tp)
    if tp is Any:
        return True
    if origin is Literal:
        return value in get_args(tp)
    if isinstance(tp, type):
        if tp is int:
            return isinstance(value, int) and not isinstance(value, bool)
        if tp is float:
            return isinstance(value, float)
        return isinstance(value, tp)
    if origin is not None and isinstance(origin, type):
        return isinstance(value, origin)
    return False


def _members(tp: Any) -> list[Any]:
    return [arg for arg in get_args(tp) if arg is not type(None)]


# -- pack --------------------------------------------------------------------------------------


def pack(model: BaseModel) -> list[Any]:
    """The positional form of ``model`` (see the module docstring for the layout)."""
    values = [(info, getattr(model, name)) for name, info in type(model).model_fields.items()]
    while values and _is_default(*values[-1]):
        values.pop()
    return [_pack(info.annotation, value) for info, value in values]


def _is_default(info: Any, value: Any) -> bool:
    if info.is_required():
        return False
    if info.default_factory is None:
        default = info.default
    elif _plain_factory(info):
        default = info.default_factory()
    else:  # a factory that needs the other fields: keep the value
        return False
    return type(value) is type(default) and value == default


_PLAIN_FACTORIES: dict[int, bool] = {}


def _plain_factory(info: Any) -> bool:
    """Whether a field's default factory takes no arguments (pydantic inspects its signature: cached)."""
    if id(info) not in _PLAIN_FACTORIES:
        _PLAIN_FACTORIES[id(info)] = not info.default_factory_takes_validated_data
    return _PLAIN_FACTORIES[id(info)]


def _pack(tp: Any, value: Any) -> Any:
    tp = _strip(tp)
    origin = get_origin(tp)
    if value is None:
        return None
    if _is_model(tp):
        return pack(value)
    if _is_union(tp):
        return _pack_union(tp, value)
    if origin is Literal:
        return list(get_args(tp)).index(value)
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return list(tp).index(value)
    if origin in (list, set, frozenset, Sequence, tuple, dict, Mapping):
        return _pack_container(tp, origin, value)
    if tp in PLAIN and isinstance(value, PLAIN):
        return value
    return _adapter(tp).dump_python(value, mode="json")


def _pack_union(tp: Any, value: Any) -> Any:
    members = _members(tp)
    if len(members) == 1:
        return _pack(members[0], value)
    if _is_plain(tp):
        return value
    for index, member in enumerate(members):
        if _matches(member, value):
            return [index, _pack(member, value)]
    raise PackingError(f"{value!r} matches no member of {tp}")


def _pack_container(tp: Any, origin: Any, value: Any) -> list[Any]:
    if origin is tuple:
        args = get_args(tp)
        if len(args) == 2 and args[1] is Ellipsis:
            return [_pack(args[0], v) for v in value]
        return [_pack(arg, v) for arg, v in zip(args, value, strict=True)]
    if origin in (dict, Mapping):
        key_tp, value_tp = get_args(tp) or (Any, Any)
        flat: list[Any] = []
        for key, item in value.items():
            flat += [_pack(key_tp, key), _pack(value_tp, item)]
        return flat
    (item_tp,) = get_args(tp) or (Any,)
    items = [_pack(item_tp, v) for v in value]
    return sorted(items, key=repr) if origin in (set, frozenset) else items


# -- unpack ------------------------------------------------------------------------------------


def unpack(model_cls: type[BaseModel], data: Any) -> BaseModel:
    """Rebuild a ``model_cls`` from :func:`pack` output; raises PackingError on any mismatch."""
    try:
        return model_cls.model_validate(_fields(model_cls, data), strict=True, by_alias=False, by_name=True)
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"])
        raise PackingError(f"{where}: {err['msg']}") from None
    except (IndexError, KeyError, AttributeError) as exc:
        raise PackingError(f"malformed data ({type(exc).__name__})") from None


def _fields(model_cls: type[BaseModel], data: Any) -> dict[str, Any]:
    if not isinstance(data, list):
        raise PackingError(f"{model_cls.__name__}: expected a list")
    fields = model_cls.model_fields
    if len(data) > len(fields):
        raise PackingError(f"{model_cls.__name__}: {len(data)} values for {len(fields)} fields")
    return {name: _unpack(info.annotation, raw) for (name, info), raw in zip(fields.items(), data, strict=False)}


def _unpack(tp: Any, raw: Any) -> Any:
    tp = _strip(tp)
    origin = get_origin(tp)
    if raw is None:
        return None
    if _is_model(tp):
        return _fields(tp, raw)
    if _is_union(tp):
        return _unpack_union(tp, raw)
    if origin is Literal:
        return _pick(list(get_args(tp)), raw)
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return _pick(list(tp), raw)
    if origin in (list, set, frozenset, Sequence, tuple, dict, Mapping):
        return _unpack_container(tp, origin, _list(raw))
    if tp is Any or tp in PLAIN:
        return raw
    try:
        return _adapter(tp).validate_python(raw)
    except ValidationError as exc:
        raise PackingError(f"{tp}: {exc.errors()[0]['msg']}") from None


def _unpack_union(tp: Any, raw: Any) -> Any:
    members = _members(tp)
    if len(members) == 1:
        return _unpack(members[0], raw)
    if _is_plain(tp):
        return raw
    index, inner = _pair(raw)
    if not 0 <= index < len(members):
        raise PackingError(f"no member {index} in {tp}")
    return _unpack(members[index], inner)


def _unpack_container(tp: Any, origin: Any, raw: list[Any]) -> Any:
    if origin is tuple:
        args = get_args(tp)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_unpack(args[0], v) for v in raw)
        if len(raw) != len(args):
            raise PackingError(f"expected {len(args)} values, got {len(raw)}")
        return tuple(_unpack(arg, v) for arg, v in zip(args, raw, strict=True))
    if origin in (dict, Mapping):
        key_tp, value_tp = get_args(tp) or (Any, Any)
        if len(raw) % 2:
            raise PackingError("a mapping needs key/value pairs")
        return {_hashable(_unpack(key_tp, raw[i])): _unpack(value_tp, raw[i + 1]) for i in range(0, len(raw), 2)}
    (item_tp,) = get_args(tp) or (Any,)
    items = [_unpack(item_tp, v) for v in raw]
    if origin in (set, frozenset):
        if any(isinstance(item, (list, dict)) for item in items):
            raise PackingError("a set holds plain values")
        return set(items) if origin is set else frozenset(items)
    return items


def _list(raw: Any) -> list[Any]:
    if not isinstance(raw, list):
        raise PackingError(f"expected a list, got {type(raw).__name__}")
    return raw


def _pair(raw: Any) -> tuple[int, Any]:
    raw = _list(raw)
    if len(raw) != 2 or type(raw[0]) is not int:
        raise PackingError("expected [member, value]")
    return raw[0], raw[1]


def _pick(options: list[Any], raw: Any) -> Any:
    if type(raw) is not int or not 0 <= raw < len(options):
        raise PackingError(f"{raw!r} is not one of {len(options)} choices")
    return options[raw]


def _hashable(key: Any) -> Any:
    if isinstance(key, (list, dict)):
        raise PackingError("a mapping key must be a plain value")
    return key


_ADAPTERS: dict[Any, TypeAdapter[Any]] = {}


def _adapter(tp: Any) -> TypeAdapter[Any]:
    if tp not in _ADAPTERS:
        _ADAPTERS[tp] = TypeAdapter(tp)
    return _ADAPTERS[tp]


# -- layout fingerprint ------------------------------------------------------------------------


def fingerprint(model_cls: type[BaseModel]) -> int:
    """A 16-bit hash of the model's packed layout: field names, order and types, recursively."""
    if model_cls not in _FINGERPRINTS:
        _FINGERPRINTS[model_cls] = zlib.crc32(_shape(model_cls, set()).encode()) & 0xFFFF
    return _FINGERPRINTS[model_cls]


_FINGERPRINTS: dict[type[BaseModel], int] = {}


def _shape(tp: Any, seen: set[Any]) -> str:
    tp = _strip(tp)
    if _is_model(tp):
        if tp in seen:
            return str(tp.__name__)
        seen = seen | {tp}
        return (
            str(tp.__name__)
            + "("
            + ",".join(f"{n}:{_shape(i.annotation, seen)}" for n, i in tp.model_fields.items())
            + ")"
        )
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return tp.__name__ + "[" + ",".join(repr(m.value) for m in tp) + "]"
    args = get_args(tp)
    if args:
        origin = "Union" if _is_union(tp) else getattr(get_origin(tp), "__name__", str(get_origin(tp)))
        return origin + "[" + ",".join(repr(a) if get_origin(tp) is Literal else _shape(a, seen) for a in args) + "]"
    return getattr(tp, "__name__", repr(tp))


# -- frozen layouts ----------------------------------------------------------------------------
# A shipped layout is kept as data (its schema), so its codes stay readable after the models change:
# :func:`describe` writes the schema of a model, :func:`unpack_named` reads positional data through a
# schema into plain values keyed by field name, which the current model then validates.


def describe(model_cls: type[BaseModel]) -> dict[str, Any]:
    """The packed layout of ``model_cls`` as JSON-ready data: ``{"root": name, "models": {name: fields}}``."""
    models: dict[str, list[list[Any]]] = {}
    _describe(model_cls, models)
    return {"root": model_cls.__name__, "models": models}


def _describe(tp: Any, models: dict[str, list[list[Any]]]) -> Any:
    tp = _strip(tp)
    origin = get_origin(tp)
    if _is_model(tp):
        if tp.__name__ not in models:
            models[tp.__name__] = []
            models[tp.__name__] += [[n, _describe(i.annotation, models)] for n, i in tp.model_fields.items()]
        return {"model": tp.__name__}
    if _is_union(tp):
        members = _members(tp)
        if len(members) == 1:
            return _describe(members[0], models)
        return "plain" if _is_plain(tp) else {"union": [_describe(m, models) for m in members]}
    if origin is Literal:
        return {"choice": list(get_args(tp))}
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return {"choice": [m.value for m in tp]}
    if origin is tuple:
        args = get_args(tp)
        if len(args) == 2 and args[1] is Ellipsis:
            return {"list": _describe(args[0], models)}
        return {"tuple": [_describe(a, models) for a in args]}
    if origin in (dict, Mapping):
        key_tp, value_tp = get_args(tp) or (Any, Any)
        return {"dict": [_describe(key_tp, models), _describe(value_tp, models)]}
    if origin in (list, set, frozenset, Sequence):
        (item_tp,) = get_args(tp) or (Any,)
        return {"list": _describe(item_tp, models)}
    return "plain"


def unpack_named(layout: dict[str, Any], data: Any) -> dict[str, Any]:
    """Positional ``data`` packed with the frozen ``layout`` (see :func:`describe`), keyed by field name."""
    try:
        out: dict[str, Any] = _named(layout["models"], {"model": layout["root"]}, data)
        return out
    except (IndexError, KeyError, TypeError, ValueError) as exc:
        raise PackingError(f"does not fit the frozen layout ({type(exc).__name__})") from None


def _named(models: dict[str, Any], schema: Any, raw: Any) -> Any:
    if raw is None or schema == "plain":
        return raw
    kind, spec = next(iter(schema.items()))
    if kind == "model":
        fields = models[spec]
        if len(_list(raw)) > len(fields):
            raise PackingError(f"{spec}: too many values")
        return {name: _named(models, sub, value) for (name, sub), value in zip(fields, raw, strict=False)}
    if kind == "union":
        index, inner = _pair(raw)
        return _named(models, spec[index], inner)
    if kind == "choice":
        return _pick(spec, raw)
    if kind == "tuple":
        if len(_list(raw)) != len(spec):
            raise PackingError("tuple length")
        return [_named(models, s, v) for s, v in zip(spec, raw, strict=True)]
    if kind == "dict":
        if len(_list(raw)) % 2:
            raise PackingError("a mapping needs key/value pairs")
        return {
            _hashable(_named(models, spec[0], raw[i])): _named(models, spec[1], raw[i + 1])
            for i in range(0, len(raw), 2)
        }
    return [_named(models, spec, v) for v in _list(raw)]
