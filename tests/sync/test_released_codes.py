"""Every released version's codes: the code of a fixed seeded game of each game, made by each
release with its own code (tests/sync/fixtures/released_codes.json), still loads, or, for the
releases whose state layout this app cannot read, is refused in plain words. A layout change
fails this test: it ships as a new version with its own reader. The entry of the version being
written is made by ``python -m companion.sync.train --release tests/sync/fixtures/released_codes.json``,
with a code made against typed box content, whose code refers to the table that content sets up."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import companion.games  # noqa: F401  (registers the games)
from companion.sync import snapshot
from companion.sync.codec import EARLIER, SnapshotError
from companion.sync.snapshot import decode

FIXTURES = json.loads((Path(__file__).parent / "fixtures" / "released_codes.json").read_text())
RELEASES = FIXTURES["releases"]
CODES = [(r["commit"], r["read"], game, made) for r in RELEASES for game, made in r["games"].items()]


@pytest.mark.parametrize(("commit", "read", "game", "made"), CODES, ids=[f"{c[0]}-{c[2]}" for c in CODES])
def test_a_released_code_loads_or_is_refused_in_plain_words(commit, read, game, made, library):
    if not read:  # the 22 and 23 November releases: another state layout under the same version 1
        with pytest.raises(SnapshotError) as err:
            decode(made["code"])
        assert str(err.value) == EARLIER
        return
    if commit.endswith("box content"):  # made with box content typed in box setup: the code refers to it
        library.import_(FIXTURES["box_content"])
    state = decode(made["code"], expect_game=game, library=library)  # the content the code was made with
    assert (state.game_id, state.revision, state.round, state.player_names) == (
        made["game_id"],
        made["revision"],
        made["round"],
        made["players"],
    )


@pytest.mark.parametrize("commit", ["2f40755", "version 2"])
def test_older_versions_codes_still_load_once_today_s_layout_has_moved_on(commit, monkeypatch, library):
    """Versions 1 and 2 are read through the frozen layout of the release that wrote them, not today's."""
    monkeypatch.setattr(snapshot, "layout", lambda definition: 0)
    release = next(r for r in RELEASES if r["commit"] == commit)
    for game, made in release["games"].items():
        assert decode(made["code"], expect_game=game, library=library).revision == made["revision"]
