"""Content library: shipped entries with sources, player entries, export/import (issue 2, Content)."""

import json

import pytest

from companion.content import ContentError, ContentLibrary
from companion.content.library import PLAYER_SOURCE
from tests.engine.toy import TOY  # noqa: F401  (registers the toy game)


@pytest.fixture
def library(tmp_path):
    shipped = tmp_path / "data" / "toy"
    shipped.mkdir(parents=True)
    (shipped / "tokens.json").write_text(
        json.dumps({"kind": "tokens", "entries": [{"id": "a", "name": "A", "value": 1, "source": "toy rules §2"}]})
    )
    return ContentLibrary(user_dir=tmp_path / "mine", shipped_dir=tmp_path / "data")


def test_player_entry_is_marked_and_listed_after_shipped(library):
    library.add("toy", "tokens", {"id": "b", "name": "B", "value": 2})
    entries = library.entries("toy", "tokens")
    assert [e.id for e in entries] == ["a", "b"]
    assert entries[1].player_entered and entries[1].source == PLAYER_SOURCE
    assert not entries[0].player_entered


def test_bad_player_entry_is_refused_with_the_field_named(library):
    with pytest.raises(ContentError, match="^Value must be a whole number.$"):
        library.add("toy", "tokens", {"id": "c", "name": "C", "value": "many"})
    assert [e.id for e in library.entries("toy", "tokens")] == ["a"]


def test_export_then_import_into_another_library(library, tmp_path):
    library.add("toy", "tokens", {"id": "b", "name": "B", "value": 2})
    other = ContentLibrary(user_dir=tmp_path / "phone2", shipped_dir=library.shipped_dir)
    assert other.import_(json.loads(json.dumps(library.export()))) == 1
    assert other.get("toy", "tokens", "b").value == 2


def test_import_checks_everything_before_writing_anything(library):
    document = {
        "format": "table-companion-content",
        "version": 1,
        "games": {"toy": {"tokens": [{"id": "x", "name": "X", "value": 1, "source": "s"}, {"id": "y"}]}},
    }
    with pytest.raises(ContentError):
        library.import_(document)
    assert library.get("toy", "tokens", "x") is None


def test_damaged_shipped_file_is_reported(library):
    (library.shipped_dir / "toy" / "tokens.json").write_text("{oops")
    with pytest.raises(ContentError, match="damaged"):
        library.entries("toy", "tokens")
