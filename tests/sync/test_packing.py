"""The generic positional packer: every supported annotation survives a round trip."""

from __future__ import annotations

import enum
import json
from typing import Any, Literal

import pytest
from pydantic import BaseModel, Field

from companion.engine.dice import Die
from companion.sync.packing import PackingError, describe, fingerprint, pack, unpack, unpack_named


class Colour(enum.Enum):
    RED = "red"
    BLUE = "blue"


class Card(BaseModel):
    id: str
    cost: int = 0


class Token(BaseModel):
    kind: Literal["guard", "camera"]
    at: int


class Sample(BaseModel):
    name: str
    phase: Literal["draw", "act", "end"] = "draw"
    colour: Colour = Colour.RED
    pair: tuple[int, str] = (0, "")
    many: tuple[int, ...] = ()
    tags: set[str] = Field(default_factory=set)
    by_id: dict[int, Card] = Field(default_factory=dict)
    either: Card | Token | None = None
    plain: int | str = 0
    dice: list[Die] = Field(default_factory=list)
    anything: dict[str, Any] = Field(default_factory=dict)
    maybe: Card | None = None
    ratio: float = 0.5
    done: bool = False


FULL = Sample(
    name="x",
    phase="end",
    colour=Colour.BLUE,
    pair=(3, "b"),
    many=(1, 2, 3),
    tags={"b", "a"},
    by_id={7: Card(id="c7", cost=2)},
    either=Token(kind="camera", at=4),
    plain="s",
    dice=[Die(name="red", faces=[1, "skull", 3], source="box")],
    anything={"k": [1, "two"]},
    maybe=Card(id="m"),
    ratio=0.25,
    done=True,
)


def test_every_kind_of_field_survives():
    assert unpack(Sample, pack(FULL)) == FULL


def test_trailing_defaults_are_left_off_and_restored():
    minimal = Sample(name="y")
    assert pack(minimal) == ["y"]
    assert unpack(Sample, ["y"]) == minimal


def test_literals_and_enums_pack_as_indexes():
    packed = pack(FULL)
    assert packed[1] == 2 and packed[2] == 1


def test_a_union_of_models_names_its_member():
    assert pack(FULL)[7] == [1, [1, 4]]


def test_too_many_values_are_refused():
    with pytest.raises(PackingError):
        unpack(Card, ["a", 1, 2])


@pytest.mark.parametrize(
    "data",
    [
        None,
        "x",
        [1],
        ["y", 9],
        ["y", 0, 5],
        ["y", 0, 0, [1]],
        ["y", 0, 0, [1, "a"], [], [], [1]],
        ["y", 0, 0, [1, "a"], [], [], [], [5, []]],
    ],
)
def test_malformed_data_is_refused_with_packing_error(data):
    with pytest.raises(PackingError):
        unpack(Sample, data)


def test_validation_is_strict():
    with pytest.raises(PackingError):
        unpack(Card, ["a", "1"])


def test_fingerprint_follows_the_layout():
    class CardSwapped(BaseModel):
        cost: int = 0
        id: str

    class CardMore(BaseModel):
        id: str
        cost: int = 0
        extra: int = 0

    prints = {fingerprint(Card), fingerprint(CardSwapped), fingerprint(CardMore)}
    assert len(prints) == 3 and fingerprint(Card) == fingerprint(Card)


class Edge(BaseModel):
    aliased: int = Field(0, alias="Aliased")
    either: int | tuple[int, int] = 0
    nested: list[list[Card]] = Field(default_factory=list)
    optional_list: list[int] | None = None


def test_aliases_tuple_unions_and_nested_lists_survive():
    edge = Edge(Aliased=3, either=(1, 2), nested=[[Card(id="a")], []], optional_list=[4])
    assert unpack(Edge, pack(edge)) == edge
    assert unpack(Edge, pack(Edge(either=5))) == Edge(either=5)


def test_a_frozen_layout_reads_its_codes_by_field_name():
    """A layout kept as data (JSON) reads positional data into values today's model validates."""
    frozen = json.loads(json.dumps(describe(Sample)))
    assert Sample.model_validate(unpack_named(frozen, pack(FULL))) == FULL
    with pytest.raises(PackingError):
        unpack_named(frozen, ["y", 9])
