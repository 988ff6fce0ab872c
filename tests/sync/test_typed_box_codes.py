"""A game played with a whole typed box travels to a phone that has none of it (issue 39, item 2): the code for
any phone carries the typed content the state holds, opens there as the same state, and leaves that phone's own
box content as it was (the arriving content is the game's, never written into the phone's box).
``python -m tests.bench.sizes`` prints the lengths (a whole typed box does not fit one code yet)."""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.content import ContentLibrary
from companion.sync.snapshot import decode, encode, has_box_content
from companion.sync.travel import without_history
from tests.bench.train import playout_states
from tests.bench.typed_boxes import typed
from tests.sync.games import definitions

REAL = {d.id: d for d in definitions() if d.id != "toy"}
PLAYOUTS = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def _states(game: str, players: int, seed: int, steps: int, folder: Path) -> tuple[list, ContentLibrary]:
    library = ContentLibrary(user_dir=folder)
    with typed(game, library):
        return list(playout_states(REAL[game], players, seed, steps, library)), library


@PLAYOUTS
@given(st.sampled_from(sorted(REAL)), st.data())
def test_a_game_with_typed_content_opens_unchanged_on_a_phone_without_it(tmp_path_factory, game, data):
    definition = REAL[game]
    players = data.draw(st.sampled_from(definition.player_counts), label="players")
    seed = data.draw(st.integers(1, 10_000), label="seed")
    states, sender = _states(game, players, seed, 60, tmp_path_factory.mktemp("sender"))
    state = data.draw(st.sampled_from(states), label="state")
    receiver = ContentLibrary(user_dir=tmp_path_factory.mktemp("receiver"))
    assert not has_box_content(definition, receiver)
    code = encode(state, sender)
    assert decode(code, library=receiver) == without_history(state)
    assert not has_box_content(definition, receiver)  # the arriving content is the game's, not the phone's box
